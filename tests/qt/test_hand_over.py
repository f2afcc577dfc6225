"""A start while the game is running hands over to its window (``acesup_qt.hand_over``).

The running game is a copy of the real app in a process of its own
(``copy_app``, as ``test_two_copies`` starts it); each later start is
``python -m acesup_qt`` as the desktop runs it, on the same statistics.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.hand_over import ANSWER, MAGIC, HandedOver, message, read_message, server_name

from .own_process import player_folders, run_python, start_python
from .test_two_copies import Copy
from .watched_start import watched_start

WAIT_SECONDS = 30
DEAL = 4242


@pytest.fixture
def running(tmp_path):
    """Start the game in a process of its own on ``tmp_path``'s statistics; once it
    listens for later starts, return it. Stopped at the end of the test."""
    started: list[Copy] = []

    def start(*arguments: str) -> Copy:
        copy = Copy(tmp_path, *arguments)
        started.append(copy)
        wait_till_listening(tmp_path)
        return copy

    yield start
    for copy in started:
        copy.stop()


def database(home: Path) -> Path:
    return home / "acesup.sqlite3"  # where ``Copy`` keeps the statistics


def wait_till_listening(home: Path) -> None:
    """Wait until the game on ``home``'s statistics takes calls (after its first frame)."""
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        if answer_to(home, b"") is not None:
            return
        time.sleep(0.05)
    raise AssertionError("the running game never listened for later starts")


def answer_to(home: Path, line: bytes) -> bytes | None:
    """What the game on ``home``'s statistics answers ``line`` (b"" when it hangs up
    unanswered); None when no game listens there."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(database(home)))
    if not socket.waitForConnected(1000):
        return None
    answer = b""
    if line:
        socket.write(line)
        socket.waitForBytesWritten(1000)
        while socket.waitForReadyRead(2000):
            answer += bytes(socket.readAll().data())
    socket.abort()
    return answer


def saved_game(folder: Path, number: int = DEAL, variant: str = "standard") -> Path:
    """A saved game of deal ``number`` after one deal, as Save game as… names it."""
    game = new_game(deal_cards(number), variant)
    game.replay("d")
    path = folder / f"Aces Up deal {number}.acesup.txt"
    path.write_text(game.to_text(number), encoding="utf-8")
    return path


def later_start(home: Path, *arguments: str, cwd: Path | None = None, **environment: str) -> None:
    """``acesup-qt ARGUMENTS`` on ``home``'s statistics, from the folder ``cwd``, with
    ``environment`` besides: it must hand over to the game running there and exit,
    status 0."""
    environment = {**start_environment(home), **environment}
    start = start_python("-m", "acesup_qt", *arguments, cwd=cwd or home, **environment)
    try:
        _, errors = start.communicate(timeout=WAIT_SECONDS)
    except subprocess.TimeoutExpired:
        start.kill()
        start.communicate()
        raise AssertionError("the later start opened a window of its own") from None
    assert start.returncode == 0, errors
    assert errors == ""


def start_environment(home: Path) -> dict[str, str]:
    return {**player_folders(home), "ACESUP_DATABASE": str(database(home))}


def said_soon(copy: Copy, word: str, expected: str) -> str:
    """What ``copy`` says for ``word`` once it says ``expected``, or after a few seconds."""
    deadline = time.monotonic() + 5
    while (said := copy.said(word)) != expected and time.monotonic() < deadline:
        time.sleep(0.05)
    return said


@pytest.mark.slow
def test_a_saved_game_double_clicked_opens_in_the_running_window(running, tmp_path):
    first = running("--deal", "7")
    assert first.said("title") == "Deal #7"
    folder = tmp_path / "saved games"
    folder.mkdir()
    path = saved_game(folder)
    # Named as the file manager's folder has it: the running game has another.
    later_start(tmp_path, path.name, cwd=folder)
    assert said_soon(first, "title", f"Deal #{DEAL} · practice") == f"Deal #{DEAL} · practice"
    assert first.said("status").startswith(f"Opened {path.name} after 1 move")
    first.quit()  # and with it its socket: the next start is a first one
    assert answer_to(tmp_path, b"") is None


@pytest.mark.slow
def test_over_a_game_in_progress_the_running_window_asks_first(running, tmp_path):
    first = running("--deal", "7")
    first.press("deal")
    later_start(tmp_path, str(saved_game(tmp_path)))
    asked = f"This game is not over. Leave it for the game in Aces Up deal {DEAL}.acesup.txt?"
    assert said_soon(first, "ask", asked) == asked


@pytest.mark.slow
def test_two_files_handed_over_at_once_are_asked_about_in_turn(running, tmp_path):
    first = running("--deal", "7")
    first.press("deal")
    later_start(tmp_path, str(saved_game(tmp_path)))
    asked = "This game is not over. Leave it for the game in Aces Up deal {}.acesup.txt?"
    assert said_soon(first, "ask", asked.format(DEAL)) == asked.format(DEAL)
    later_start(tmp_path, str(saved_game(tmp_path, 99)))
    time.sleep(0.5)
    assert first.said("ask") == asked.format(DEAL)  # not asked over the first question
    assert first.said("enter") == "done"  # Keep playing
    assert said_soon(first, "ask", asked.format(99)) == asked.format(99)
    assert first.said("enter") == "done"
    assert said_soon(first, "ask", "") == ""
    assert first.said("title") == "Deal #7"  # kept both times


@pytest.mark.slow
def test_a_plain_start_brings_the_running_window_forward(running, tmp_path):
    first = running("--deal", "7")
    first.press("deal")
    assert first.said("minimise") == "done"
    assert first.said("state").startswith("True")
    later_start(tmp_path)
    assert said_soon(first, "state", "False True") == "False True"
    assert first.table == (7, "d")  # the game in progress goes on, nothing asked
    assert first.said("ask") == ""


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="a pipe leaves no file behind")
def test_a_socket_left_by_a_crashed_game_does_not_stop_the_next(running, tmp_path):
    import socket

    left = socket.socket(socket.AF_UNIX)
    left.bind(server_name(database(tmp_path)))  # bound, never listened on, left there
    left.close()
    first = running()  # no one answers there: it starts, and then listens there itself
    later_start(tmp_path, str(saved_game(tmp_path)))
    assert said_soon(first, "title", f"Deal #{DEAL} · practice") == f"Deal #{DEAL} · practice"


GARBLED = [
    b"hello\n",
    MAGIC + b"not json\n",
    MAGIC + b'["a list"]\n',
    MAGIC + b'{"open": 7}\n',
    MAGIC + b'{"open": ""}\n',
    MAGIC + b'{"open": "/x", "token": 5}\n',
    MAGIC + b"\xff\xfe\n",
    b"acesup-qt hand-over 2 {}\n",  # a later version's: the start goes on by itself
    b"x" * 100_000,  # no end of line, ever
]


@pytest.mark.slow
def test_a_garbled_message_is_ignored_unanswered(running, tmp_path):
    first = running("--deal", "7")
    for line in GARBLED:
        assert answer_to(tmp_path, line) == b"", line
    assert first.said("title") == "Deal #7"
    assert first.said("ask") == ""
    # And it still listens: the next start of ours hands over.
    later_start(tmp_path, str(saved_game(tmp_path)))
    assert said_soon(first, "title", f"Deal #{DEAL} · practice") == f"Deal #{DEAL} · practice"
    assert answer_to(tmp_path, MAGIC + b"{}\n") == ANSWER


@pytest.mark.slow
def test_a_start_naming_a_deal_opens_the_window_asked_for(running, tmp_path):
    first = running("--deal", "7")
    second = Copy(tmp_path, "--deal", "9")  # said its table: a window of its own
    try:
        assert second.table == (9, "")
        assert first.said("title") == "Deal #7"
        second.quit()
    finally:
        second.stop()


SHOW_TITLE = watched_start(
    """
    print(window.windowTitle())
    window.close()
    """
)


@pytest.mark.slow
def test_a_start_on_other_statistics_opens_its_own_window(running, tmp_path):
    first = running("--deal", "7")
    other = tmp_path / "other player"
    other.mkdir()
    path = saved_game(other)
    result = run_python(
        "-c", SHOW_TITLE, str(path), **player_folders(other), ACESUP_DATABASE=str(other / "db")
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"Deal #{DEAL} · practice\n"
    assert first.said("title") == "Deal #7"


def test_each_database_has_a_socket_of_its_own(tmp_path, monkeypatch):
    here = server_name(tmp_path / "a.sqlite3")
    assert server_name(tmp_path / "b.sqlite3") != here
    monkeypatch.chdir(tmp_path)
    assert server_name(Path("a.sqlite3")) == here  # the same file, however named
    if sys.platform != "win32":
        assert len(here) < 100  # a Unix socket's path has room for 104 bytes or more


def test_a_message_carries_a_file_name_whatever_its_bytes(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    odd = Path("deal\n7 ♠.acesup.txt")
    if sys.platform != "win32":
        odd = Path(os.fsdecode(b"deal \xff.acesup.txt"))  # no UTF-8: a Linux name may be
    line = message(HandedOver(odd, "token 1"))
    assert line.index(b"\n") == len(line) - 1  # one line, whatever the name holds
    assert read_message(line) == HandedOver(tmp_path / odd, "token 1")  # absolute
    assert read_message(message(HandedOver(None))) == HandedOver(None, "")
