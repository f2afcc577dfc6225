"""Two copies of the game at once, each in a process of its own, on one player's statistics.

A second copy started while the first is playing deals a new game; quit before
its first move, it leaves nothing that a later start would put on the table in
place of the game played in the first copy. (A plain start hands over to the
copy running, ``test_hand_over``: the second copies here name their variant,
as a start that opens a window of its own.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .own_process import player_folders, start_python

WAIT_SECONDS = 60
OWN_WINDOW = ("--variant", "standard")  # a start that opens a window of its own


class Copy:
    """A copy of the game, started as the player starts it (``tests.qt.copy_app``)."""

    def __init__(self, home: Path, *arguments: str) -> None:
        database = str(home / "acesup.sqlite3")
        folders = player_folders(home)
        self.process = start_python(
            "-m", "tests.qt.copy_app", *arguments, **folders, ACESUP_DATABASE=database
        )
        self.table = self._read_table()

    def _read_table(self) -> tuple[int, str]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line.startswith("table "):
            self.process.kill()
            _, errors = self.process.communicate(timeout=WAIT_SECONDS)
            raise AssertionError(f"the copy said {line!r}; its errors: {errors}")
        _, number, *moves = line.split()
        return int(number), " ".join(moves)

    def press(self, word: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(word + "\n")
        self.process.stdin.flush()
        if word != "quit":
            self.table = self._read_table()

    def status(self) -> str:
        """What the copy's status bar says."""
        return self.said("status")

    def said(self, word: str) -> str:
        """What the copy prints for ``word``, one that presses nothing (``copy_app``)."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(word + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line.startswith(word + " "), line
        return line.removeprefix(word + " ").rstrip("\n")

    def quit(self) -> None:
        self.press("quit")
        _, errors = self.process.communicate(timeout=WAIT_SECONDS)
        assert self.process.returncode == 0, errors

    def stop(self) -> None:
        """The test is over: never leave the copy running."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.communicate(timeout=WAIT_SECONDS)


@pytest.fixture
def copies(tmp_path):
    """Start copies of the game on one player's statistics; each is stopped at the end."""
    started: list[Copy] = []

    def start(*arguments: str) -> Copy:
        copy = Copy(tmp_path, *arguments)
        started.append(copy)
        return copy

    yield start
    for copy in started:
        copy.stop()


@pytest.mark.slow
def test_a_second_copy_quit_before_its_first_move_leaves_the_game_played_to_come_back(copies):
    first = copies("--deal", "7")
    first.press("deal")
    assert first.table == (7, "d")
    second = copies(*OWN_WINDOW)
    number, moves = second.table
    assert number != 7  # a new deal: the first copy is playing deal 7
    assert moves == ""
    second.quit()

    third = copies(*OWN_WINDOW)  # the first copy still plays deal 7
    assert third.table[0] not in (7, number)  # a new deal, not the one the second left
    assert third.table[1] == ""
    third.quit()
    first.quit()
    fourth = copies()
    assert fourth.table == (7, "d")  # the game played, as it was left
    fourth.quit()
    again = copies()
    assert again.table == (7, "d")
    again.quit()


@pytest.mark.slow
def test_alone_a_deal_quit_before_its_first_move_comes_back(copies):
    first = copies("--deal", "9")
    first.quit()
    assert copies().table == (9, "")


@pytest.mark.slow
def test_a_second_copy_says_the_game_in_progress_is_in_the_other_window(copies):
    first = copies("--deal", "7", "--variant", "aces-only")
    first.press("deal")
    second = copies(*OWN_WINDOW)
    assert second.table[0] != 7  # a game of its own
    assert second.status() == (
        "Aces Up is open in another window too, with deal #7 in Four Ace Patience in "
        "progress: that game stays there. This window plays a game of its own."
    )
    second.quit()
    first.quit()
    alone = copies()  # the game is back where it was left, and nothing more is said
    assert alone.table == (7, "d")
    assert "another window" not in alone.status()
    alone.quit()
