"""Tell an X11 desktop that a start which handed over has finished starting.

A desktop that launches the game (a menu entry, a double-clicked saved game:
the desktop entry says ``StartupNotify=true``) shows a busy pointer or a
spinning task-bar entry until the program says it has started, by the
freedesktop.org startup-notification protocol: the ID it was given in
``DESKTOP_STARTUP_ID`` comes back in a ``remove`` message. Qt sends it when
the game's first window shows. A start that hands over to the game already
running (``hand_over``) shows no window: without this message the busy
pointer spun on until the desktop gave up waiting (seconds, by desktop).

The message goes to the root window of the X display as client messages of
20 bytes each (``_NET_STARTUP_INFO_BEGIN`` then ``_NET_STARTUP_INFO``), sent
through libX11 with ctypes: Qt offers no way to send it, and loading Qt's
GUI for one message would cost more than the whole hand-over. Nothing here
may stop the start: no display, no libX11, an error, and the message is
simply not sent. Wayland desktops get their activation token through
``hand_over`` instead; Windows and macOS have no such protocol.
"""

from __future__ import annotations

import ctypes
import os
import sys

STARTUP_ID = "DESKTOP_STARTUP_ID"
CHUNK = 20  # bytes of message in one client message (format 8)
CLIENT_MESSAGE = 33  # the X event type
PROPERTY_CHANGE_MASK = 1 << 22  # the event mask the protocol sends with


class MessageData(ctypes.Union):
    """The message's 20 bytes; a union with longs in Xlib, so aligned as a long."""

    _fields_ = [("b", ctypes.c_char * CHUNK), ("l", ctypes.c_long * 5)]


class ClientMessage(ctypes.Structure):
    """Xlib's ``XClientMessageEvent``, with room for any ``XEvent`` (24 longs)."""

    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", MessageData),
        ("_rest", ctypes.c_long * 24),  # XNextEvent may fill a larger kind of event
    ]


def remove_message(startup_id: str) -> bytes:
    """The protocol's ``remove`` message for ``startup_id``, ending in its NUL:
    the value quoted, a quote or backslash in it escaped."""
    quoted = startup_id.replace("\\", "\\\\").replace('"', '\\"')
    return f'remove: ID="{quoted}"'.encode() + b"\0"


def chunks(message: bytes) -> list[bytes]:
    """``message`` in the protocol's 20-byte pieces, the last padded with NULs."""
    return [message[i : i + CHUNK].ljust(CHUNK, b"\0") for i in range(0, len(message), CHUNK)]


def started() -> bool:
    """Say the start named by ``DESKTOP_STARTUP_ID`` is over (and forget the ID);
    True if the message went out."""
    startup_id = os.environ.pop(STARTUP_ID, "")
    display_name = os.environ.get("DISPLAY", "")
    if not startup_id or not display_name or sys.platform in ("win32", "darwin"):
        return False
    try:
        x11 = ctypes.CDLL("libX11.so.6")
    except OSError:
        return False
    try:
        return _send(x11, display_name.encode(), remove_message(startup_id))
    except Exception:  # ctypes or Xlib trouble: the busy pointer times out, as before
        return False


def _send(x11: ctypes.CDLL, display_name: bytes, message: bytes) -> bool:
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XCreateSimpleWindow.restype = ctypes.c_ulong
    x11.XCreateSimpleWindow.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,  # parent
        ctypes.c_int,  # x, y
        ctypes.c_int,
        ctypes.c_uint,  # width, height, border width
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.c_ulong,  # border, background
        ctypes.c_ulong,
    ]
    x11.XSendEvent.argtypes = [
        ctypes.c_void_p,
        ctypes.c_ulong,
        ctypes.c_int,
        ctypes.c_long,
        ctypes.POINTER(ClientMessage),
    ]
    x11.XDestroyWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]

    display = x11.XOpenDisplay(display_name)
    if not display:
        return False
    try:
        root = x11.XDefaultRootWindow(display)
        # The protocol wants the messages to come from a window of the sender's.
        sender = x11.XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        begin = x11.XInternAtom(display, b"_NET_STARTUP_INFO_BEGIN", 0)
        more = x11.XInternAtom(display, b"_NET_STARTUP_INFO", 0)
        for index, piece in enumerate(chunks(message)):
            event = ClientMessage(
                type=CLIENT_MESSAGE,
                send_event=1,
                display=display,
                window=sender,
                message_type=begin if index == 0 else more,
                format=8,
            )
            ctypes.memmove(ctypes.addressof(event.data), piece, CHUNK)  # NULs and all
            x11.XSendEvent(display, root, 0, PROPERTY_CHANGE_MASK, ctypes.byref(event))
        x11.XDestroyWindow(display, sender)
        x11.XSync(display, 0)
        return True
    finally:
        x11.XCloseDisplay(display)


__all__ = ["STARTUP_ID", "remove_message", "started"]
