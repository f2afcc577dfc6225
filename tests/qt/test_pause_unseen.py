"""While paused nothing of the table shows anywhere: not to a screen reader, and not
in a hint that comes meanwhile; both come back when the player goes on."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from acesup_qt import hint
from acesup_qt.engine import strategy

from .test_accessibility import NAME, names, table
from .test_pause import press_p

DESCRIPTION = "Press P or click to go on"


def test_a_screen_reader_finds_no_card_while_paused_only_the_word(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    view = table(window)
    pile = view.child(1)  # kept, as a screen reader keeps what it has read
    card = pile.child(1)
    told = card.text(NAME)
    assert told.endswith("top of pile 1")
    press_p(qtbot, window)
    assert view.childCount() == 0
    assert view.text(NAME) == "Paused"
    assert view.text(QAccessible.Text.Description) == DESCRIPTION
    assert view.childAt(pile.rect().center().x(), pile.rect().center().y()) is None
    assert view.focusChild() is None
    assert (pile.text(NAME), pile.childCount(), card.text(NAME)) == ("", 0, "")
    assert not card.isValid()
    press_p(qtbot, window)
    assert view.text(NAME) == "Aces Up table"
    assert "Pile 1" in view.text(QAccessible.Text.Description)
    assert names(view)[1].startswith("Pile 1: 2 cards")
    assert card.text(NAME) == told


def test_a_key_choice_made_while_paused_tells_the_screen_reader_nothing(qtbot, window):
    press_p(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # ignored while paused
    assert table(window).text(QAccessible.Text.Description) == DESCRIPTION


def held_ranking(monkeypatch) -> threading.Event:
    """The strategy waits for the returned event before it ranks a position."""
    gate = threading.Event()
    rank = strategy.rank_moves

    def waits(*args, **kwargs):
        gate.wait(10)
        return rank(*args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", waits)
    return gate


def slow_hints(monkeypatch) -> threading.Event:
    """The strategy waits for the returned event before it ranks (no deep analysis)."""
    monkeypatch.setattr(hint, "DEEP_BUDGET_SECONDS", 0)
    return held_ranking(monkeypatch)


def test_a_hint_asked_for_just_before_a_pause_waits_for_the_player(qtbot, window, monkeypatch):
    gate = slow_hints(monkeypatch)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    press_p(qtbot, window)
    gate.set()
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=5000)
    message = window.statusBar().currentMessage()
    assert not message.startswith("Hint:")  # the table is veiled: no news of it
    assert window.scene.hint is None
    press_p(qtbot, window)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    assert window.scene.hint in window.model.game.legal_moves()


def test_a_hint_held_over_a_pause_another_deal_ended_is_dropped(qtbot, window, monkeypatch):
    # No move made: Next deal asks nothing.
    gate = slow_hints(monkeypatch)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    press_p(qtbot, window)
    gate.set()
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=5000)
    qtbot.keyClick(window.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert not window.action("pause").isChecked()
    assert window.model.deal_number == 2  # Next deal: another game ends the pause
    assert window.model.game.moves == []
    assert not window.statusBar().currentMessage().startswith("Hint:")  # of the last position
    assert window.scene.hint is None


def test_a_hint_ready_while_paused_says_so_not_that_it_is_still_thought_about(
    qtbot, window, monkeypatch
):
    gate = slow_hints(monkeypatch)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == "Thinking about a hint…"  # still true
    gate.set()
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=5000)
    assert window.statusBar().currentMessage() == "Your hint is ready: it shows when you go on."


def test_a_hint_on_show_leaves_the_status_bar_while_paused_and_comes_back_after(qtbot, window):
    from .test_hint import ask_hint

    move, text = ask_hint(qtbot, window)
    assert window.statusBar().currentMessage() == text
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == ""  # it named a card the veil hides
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == text  # with its light, still on the table
    assert window.scene.hint == move
    _, again = ask_hint(qtbot, window)  # H again: the next best, as if never paused
    assert "[2 of" in again


def test_a_rating_that_comes_while_paused_is_said_when_the_player_goes_on(
    qtbot, window, monkeypatch
):
    from .test_coach import at_the_choice

    gate = held_ranking(monkeypatch)
    window.action("rate_moves").trigger()
    at_the_choice(window)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # before its position was ranked
    assert window.statusBar().currentMessage().startswith("Rating your move")
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == ""
    with qtbot.waitSignal(window.coach.rated, timeout=10000):
        gate.set()
    assert window.statusBar().currentMessage() == ""  # "… Better was Discard 7♠ …"
    press_p(qtbot, window)
    assert window.statusBar().currentMessage().startswith("You dealt")
    gate.set()


def test_a_rating_said_on_going_on_stays_as_long_as_a_rating_does(qtbot, window, monkeypatch):
    # Said again on going on, it went as soon as any message (6 s), not after
    # the rating's 15 s: a player back at the table had less time to read it.
    import acesup_qt.main_window
    from acesup_qt import coach

    from .test_coach import at_the_choice

    monkeypatch.setattr(acesup_qt.main_window, "MESSAGE_MS", 100)  # other words go this soon
    monkeypatch.setattr(coach, "RATING_MS", 5000)
    gate = held_ranking(monkeypatch)
    window.action("rate_moves").trigger()
    at_the_choice(window)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    press_p(qtbot, window)
    with qtbot.waitSignal(window.coach.rated, timeout=10000):
        gate.set()
    press_p(qtbot, window)
    rating = window.statusBar().currentMessage()
    assert rating.startswith("You dealt")
    qtbot.wait(400)
    assert window.statusBar().currentMessage() == rating


def test_going_on_gives_the_hint_its_words_back_whichever_hears_the_pause_first(qtbot, window):
    # The clock (which lifts the veil) hears Pause before the hint's runner, made
    # later; the other way round, the hint's words came back while the table still
    # counted as paused: held and taken off the bar, put back by the hint, held
    # again... until Python's stack ran out.
    from .test_hint import ask_hint

    pause, lift_veil = window.game_actions.pause, window.play_clock._pause
    pause.toggled.disconnect(lift_veil)
    move, text = ask_hint(qtbot, window)  # the runner starts listening to Pause now
    pause.toggled.connect(lift_veil)  # and the veil after it
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == ""
    press_p(qtbot, window)
    assert window.statusBar().currentMessage() == text
    assert window.scene.hint == move
