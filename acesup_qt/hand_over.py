"""A start of the game while it is already running hands over to the window open.

A double click on a saved game (the desktop runs ``acesup-qt FILE``), or the
game started again from the menu, used to open a second window beside the
first. Now a start with no options, or with only a FILE, first asks the game
already running on the same statistics to take it: the running window opens
the file as Game > Open game… does (asking first if a game is in progress)
and comes to the front, or with no file just comes to the front; the new
start then exits, status 0. A start naming a deal, a deck or a variant, and
``--self-test``, ``--help``, ``--version``, open a window of their own, or
print and exit, as before: their window is what they were asked for.

The running game listens on a local socket (``QLocalServer``: a Unix socket,
a named pipe on Windows) named after the user and the statistics database in
use, so two players, or tests and helpers each with a database of their own,
never reach each other's game. On Unix it is a file in the user's runtime
folder (``XDG_RUNTIME_DIR``, private to the user) or else Qt's temporary
folder: a start first looks whether that file is there, which costs next to
nothing, and only then loads Qt's network module (some 10 ms) to connect.
A socket left by a game that crashed answers nothing: it is removed, and the
start goes on as usual. Whatever goes wrong in the hand-over (no answer in
time, a refusal, a game too old to understand), the start goes on as usual:
a second window is better than none.

The message is one line: ``MAGIC`` then a JSON object, ``{"open": PATH}`` for
a file (its absolute path: the new start's working folder is not the running
game's), plus ``"token"``, the desktop's activation token when there is one
(Wayland lets only the holder of such a token bring its window to the
front). The running game answers ``ok`` once it has taken the message.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import NamedTuple

MAGIC = b"acesup-qt hand-over 1 "  # the version: a later one may say more
ANSWER = b"ok\n"
LONGEST_MESSAGE = 64 * 1024  # a path is at most a few KB: more is no message of ours
CONNECT_MS = 1_000
# Time for the running game to answer: at once when its window is idle, later if it
# is busy painting or starting. Past it, this start opens a window of its own.
ANSWER_MS = 5_000
ACTIVATION_TOKEN = "XDG_ACTIVATION_TOKEN"


class HandedOver(NamedTuple):
    """What a later start asked of the running game: a file to open, or None to only
    come to the front; the desktop's activation token, if it gave one."""

    open: Path | None
    token: str = ""


def server_name(database: Path) -> str:
    """The local socket of the game running on ``database`` for this user.

    From a short hash of the user and the database's resolved path: on Unix a
    path (``XDG_RUNTIME_DIR``, or Qt's temporary folder, kept short for the
    socket path limit), on Windows a pipe's name."""
    from PySide6.QtCore import QCryptographicHash, QDir

    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = f"{user}\0{database.resolve()}".encode("utf-8", "surrogateescape")
    digest = QCryptographicHash.hash(key, QCryptographicHash.Algorithm.Sha256)
    name = "acesup-qt-" + bytes(digest.toHex().data())[:16].decode("ascii")
    if sys.platform == "win32":
        return name
    folder = os.environ.get("XDG_RUNTIME_DIR", "")
    if not folder or not os.path.isdir(folder):
        folder = QDir.tempPath()
    return os.path.join(folder, name)


def message(handed: HandedOver) -> bytes:
    """The line a later start sends for ``handed``."""
    import json  # only when a game is running: not at every start

    fields: dict[str, str] = {}
    if handed.open is not None:
        # A name that is no UTF-8 (possible on Linux) crosses as JSON's \\udcXX escapes.
        fields["open"] = os.fsdecode(handed.open.absolute())
    if handed.token:
        fields["token"] = handed.token
    return MAGIC + json.dumps(fields).encode("ascii") + b"\n"


def read_message(line: bytes) -> HandedOver | None:
    """What ``line`` asks for, or None for anything that is not a message of ours."""
    if not line.startswith(MAGIC):
        return None
    import json

    try:
        fields = json.loads(line[len(MAGIC) :].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(fields, dict):
        return None
    path, token = fields.get("open"), fields.get("token", "")
    if path is not None and (not isinstance(path, str) or not path or "\0" in path):
        return None
    if not isinstance(token, str):
        return None
    return HandedOver(Path(path) if path is not None else None, token)


def _may_be_listening(name: str) -> bool:
    """Whether a running game may listen at ``name``: on Unix, whether its socket file
    is there, and this user's (another's, planted, is never talked to)."""
    if sys.platform == "win32":
        return True  # a pipe is no file to look for: ask Qt
    try:
        found = os.stat(name)
    except OSError:
        return False
    return found.st_uid == os.getuid()


def _let_it_come_forward() -> None:
    """On Windows, allow the running game to bring its window to the front: only the
    process the player just started may hand that right on."""
    if sys.platform == "win32":
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY


def hand_over(name: str, path: Path | None) -> bool:
    """Ask the game listening at ``name`` to open ``path`` (or, None, to come to the
    front); True once it said it will, False when this start must go on itself."""
    if not _may_be_listening(name):
        return False
    try:
        from PySide6.QtNetwork import QLocalServer, QLocalSocket
    except ImportError:  # a build without Qt's network module: a window of its own
        return False

    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        gone = (
            QLocalSocket.LocalSocketError.ServerNotFoundError,
            QLocalSocket.LocalSocketError.ConnectionRefusedError,
        )
        if socket.error() in gone:
            QLocalServer.removeServer(name)  # left by a game that crashed
        return False
    _let_it_come_forward()
    socket.write(message(HandedOver(path, os.environ.get(ACTIVATION_TOKEN, ""))))
    socket.waitForBytesWritten(CONNECT_MS)
    answer = b""
    while b"\n" not in answer and len(answer) < len(ANSWER):
        if not socket.waitForReadyRead(ANSWER_MS):
            break  # no answer in time, or the running game closed the line: refused
        answer += bytes(socket.readAll().data())
    socket.abort()
    return answer == ANSWER


__all__ = ["HandedOver", "hand_over", "message", "read_message", "server_name"]
