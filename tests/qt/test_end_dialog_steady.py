"""The end-of-game dialog keeps its place, size and layout as the solver's words come.

The verdict on a lost deal can take ten seconds. Grown to make room for it then,
the dialog moved and took another layout under the player's eyes ("Review
moves" became "Review", every line wrapped anew), the buttons they were about
to click gone from under the mouse. It is sized for the longest words the
solver may still bring: its verdicts while it checks; once it says the deal
could have been won, where the win went too (``end_of_game_room``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRect

from acesup_qt import winnable, winnable_search
from acesup_qt.engine.solver import SolveResult

from .test_dialog_placement import on_a_large_screen
from .test_winnable import lose


def where_it_all_is(dialog) -> tuple[QRect, str, list[tuple[str, QPoint]]]:
    """The dialog's geometry, its look, and each of its buttons' text and place on screen."""
    buttons = [*dialog.buttons.values(), dialog.review]
    return (
        dialog.geometry(),
        dialog.look.name,
        [(b.text(), b.mapToGlobal(QPoint(0, 0))) for b in buttons],
    )


def hold_search(monkeypatch, search: Callable[..., SolveResult]) -> threading.Event:
    """The solver's check, held until the test sets the event returned: then
    ``search`` answers it, as ``winnable_search.check_deck`` would."""
    answer = threading.Event()

    def held(deck, variant, budget, cancel) -> SolveResult:
        answer.wait(10)
        return search(deck, variant, budget, cancel)

    monkeypatch.setattr(winnable_search, "check_deck", held)
    return answer


@pytest.fixture
def held_search(monkeypatch) -> threading.Event:
    """The solver's check, held until the test lets it answer: it could not tell, and
    the best score it found was 40."""
    return hold_search(monkeypatch, lambda *_: SolveResult("unknown", 40, exact=False))


@pytest.mark.parametrize("size", [(1366, 706), (1280, 720), (1024, 560)])
def test_the_dialog_stays_put_as_the_solver_says_it_could_not_tell(
    qtbot, window, monkeypatch, held_search, size
):
    on_a_large_screen(monkeypatch)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    dialog = lose(qtbot, window, 1)
    assert dialog.figures  # a counted game: the record is shown too, as a player sees it
    assert dialog.verdict.text() == winnable.CHECKING_TEXT
    before = where_it_all_is(dialog)
    held_search.set()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    assert dialog.verdict.text().startswith("The solver could not tell in")
    qtbot.wait(50)  # anything it would do as the words come, done
    assert where_it_all_is(dialog) == before


def test_the_dialog_grows_once_as_the_verdict_comes_then_stays_put(qtbot, window, monkeypatch):
    on_a_large_screen(monkeypatch)
    # Held back: the solver proves deal 66 winnable in milliseconds, and with its
    # words in before the dialog was measured, the test could not fail.
    answer = hold_search(monkeypatch, winnable_search.check_deck)
    dialog = lose(qtbot, window, 66)  # a deal that could have been won
    assert dialog.verdict.text() == winnable.CHECKING_TEXT
    before = where_it_all_is(dialog)
    answer.set()
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=30000)
    # Grown once, as "could have been won" and Show me how come, for where the win went
    # too: in the look it had, its buttons where they were, or a few pixels off (the
    # dialog keeps clear of the cards).
    grown = where_it_all_is(dialog)
    assert grown[1] == before[1]
    for (text, was), (_, now) in zip(before[2][:-1], grown[2][:-1], strict=True):
        assert abs(now.y() - was.y()) <= 12, text
        assert now.x() == was.x(), text
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=30000)
    assert "gave the win away" in dialog.lost_move.text()
    # And stays put as where the win went comes: then, nothing more to come, it gives
    # back the room its words did not fill, from the top: the buttons under the
    # words stay where they were, the dialog within the place it had.
    qtbot.wait(100)
    rect, look, buttons = where_it_all_is(dialog)
    assert look == grown[1]
    assert buttons[:-1] == grown[2][:-1]
    assert grown[0].contains(rect)
    assert rect.bottom() == grown[0].bottom()
