"""A start that hands over tells the X11 desktop it has started (``startup_notice``).

The desktop's busy pointer for a launch spins until the program sends the
startup-notification ``remove`` message with the ID it was given; a start that
hands over shows no window of its own, so it must send it itself. Here a real
X server (Xvfb) stands in for the desktop, and the test listens on its root
window as a desktop's launcher does.
"""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import time
from collections.abc import Iterator

import pytest

from acesup_qt.startup_notice import CHUNK, CLIENT_MESSAGE, PROPERTY_CHANGE_MASK, ClientMessage

from .test_hand_over import later_start
from .test_hand_over import running as running  # the fixture

# An ID as desktops make them, long enough for several messages, with a quote.
STARTUP_ID = 'nautilus-1234-host-acesup-qt-0_TIME98765 "saved"'


class Launcher:
    """A desktop's launcher, as far as startup notification goes: it reads the
    messages sent to the root window of ``display``."""

    def __init__(self, display: str) -> None:
        x11 = self.x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XPending.argtypes = [ctypes.c_void_p]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(ClientMessage)]
        x11.XGetAtomName.restype = ctypes.c_void_p
        x11.XGetAtomName.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.display = x11.XOpenDisplay(display.encode())
        assert self.display, f"cannot open {display}"
        x11.XSelectInput(self.display, x11.XDefaultRootWindow(self.display), PROPERTY_CHANGE_MASK)
        x11.XSync(self.display, 0)

    def messages(self) -> list[str]:
        """The startup-notification messages received so far, whole."""
        self.x11.XSync(self.display, 0)
        received: list[str] = []
        pieces = b""
        event = ClientMessage()
        while self.x11.XPending(self.display):
            self.x11.XNextEvent(self.display, ctypes.byref(event))
            if event.type != CLIENT_MESSAGE:
                continue
            kind = self._atom_name(event.message_type)
            if kind == "_NET_STARTUP_INFO_BEGIN":
                pieces = b""
            elif kind != "_NET_STARTUP_INFO":
                continue
            pieces += ctypes.string_at(ctypes.addressof(event.data), CHUNK)  # NULs and all
            if b"\0" in pieces:
                received.append(pieces.split(b"\0")[0].decode())
                pieces = b""
        return received

    def _atom_name(self, atom: int) -> str:
        pointer = self.x11.XGetAtomName(self.display, atom)
        name = ctypes.string_at(pointer).decode()
        self.x11.XFree(pointer)
        return name

    def close(self) -> None:
        self.x11.XCloseDisplay(self.display)


@pytest.fixture
def x_display(tmp_path) -> Iterator[str]:
    """A display of a real X server of the test's own (Xvfb), as ``:N``."""
    if shutil.which("Xvfb") is None:
        pytest.skip("needs Xvfb")
    number_file = tmp_path / "display"
    with number_file.open("w") as out:
        server = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(out.fileno()),
                "-nolisten",
                "tcp",
                "-screen",
                "0",
                "640x480x24",
            ],
            pass_fds=(out.fileno(),),
            stderr=subprocess.DEVNULL,
        )
    try:
        deadline = time.monotonic() + 10
        while not number_file.read_text().strip() and time.monotonic() < deadline:
            time.sleep(0.05)
        number = number_file.read_text().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.kill()
        server.wait()


def test_a_start_that_hands_over_ends_the_desktops_busy_pointer(running, tmp_path, x_display):
    running()
    launcher = Launcher(x_display)
    try:
        later_start(tmp_path, DISPLAY=x_display, DESKTOP_STARTUP_ID=STARTUP_ID)
        assert launcher.messages() == [
            'remove: ID="nautilus-1234-host-acesup-qt-0_TIME98765 \\"saved\\""'
        ]
    finally:
        launcher.close()


def test_a_start_the_desktop_gave_no_id_says_nothing(running, tmp_path, x_display):
    running()
    launcher = Launcher(x_display)
    try:
        later_start(tmp_path, DISPLAY=x_display)
        assert launcher.messages() == []
    finally:
        launcher.close()
