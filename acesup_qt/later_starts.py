"""The running game's side of ``hand_over``: later starts heard, their files opened.

Loaded once the first frame is up (``app``): Qt's network module costs some
10 ms, which the first frame does not wait for. A later start arriving
before then finds no one listening and opens a window of its own, as before.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from .hand_over import (
    ACTIVATION_TOKEN,
    ANSWER,
    ANSWER_MS,
    CONNECT_MS,
    LONGEST_MESSAGE,
    HandedOver,
    read_message,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .main_window import MainWindow


def come_forward(window: QWidget) -> None:
    """Bring ``window`` to the front, as the player sees it: un-minimised (back to its
    size, maximised or full screen, not the normal one), raised and active."""
    state = window.windowState()
    if state & Qt.WindowState.WindowMinimized:
        window.setWindowState(state & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


class LaterStarts(QObject):
    """Listens at ``name`` for later starts of the game on the same statistics; each
    message taken brings ``window`` to the front and opens the file it names there,
    as Game > Open game… does. Goes with the window."""

    def __init__(self, window: MainWindow, name: str) -> None:
        super().__init__(window)
        self._window, self._name = window, name
        self._server = QLocalServer(self)
        # Only this user's starts may reach the game (on Unix, the socket's mode 0700).
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._take_calls)
        self._files: list[Path] = []  # handed over while one was being opened
        self._opening = False

    def listen(self) -> bool:
        """Start listening; False if another copy of the game already does (later
        starts go there) or the socket cannot be made (they open windows of their own)."""
        probe = QLocalSocket()
        probe.connectToServer(self._name)
        answered = probe.waitForConnected(CONNECT_MS)
        probe.abort()
        if answered:
            return False
        # On Unix a socket file left by a game that crashed would make listen fail.
        QLocalServer.removeServer(self._name)
        return self._server.listen(self._name)

    def close(self) -> None:
        """Stop listening (on Unix the socket's file goes too): the game is quitting."""
        self._server.close()

    def _take_calls(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            self._hear(socket)

    def _hear(self, socket: QLocalSocket) -> None:
        """Read the one line a later start sends, answer it, and do what it asks."""
        heard = bytearray()
        done = False

        def read() -> None:
            nonlocal done
            if done:
                return
            heard.extend(socket.readAll().data())
            end = heard.find(b"\n")
            if end < 0:
                if len(heard) > LONGEST_MESSAGE:
                    done = True
                    socket.abort()
                return
            done = True
            handed = read_message(bytes(heard[: end + 1]))
            if handed is None:
                socket.abort()  # garbled, or no start of ours: ignored, unanswered
                return
            socket.write(ANSWER)
            socket.disconnectFromServer()  # once the answer is written
            # After this slot: opening may ask a question, in a loop of its own.
            QTimer.singleShot(0, self, lambda: self._take(handed))

        socket.readyRead.connect(read)
        socket.disconnected.connect(socket.deleteLater)
        # One that connects and says nothing (a probe, a stray program) is let go.
        QTimer.singleShot(ANSWER_MS, socket, socket.abort)
        if socket.bytesAvailable():
            read()

    def _take(self, handed: HandedOver) -> None:
        if handed.token:
            # Wayland: Qt spends the token on the next activation request, this one.
            os.environ[ACTIVATION_TOKEN] = handed.token
        come_forward(self._window)
        if handed.open is None:
            return
        self._files.append(handed.open)
        if self._opening:
            # Two files double-clicked at once: the second waits for the first's
            # question to be answered, rather than asking over it.
            return
        self._opening = True
        try:
            while self._files:
                self._window.dialogs.files.open_path(self._files.pop(0))
        finally:
            self._opening = False


__all__ = ["LaterStarts", "come_forward"]
