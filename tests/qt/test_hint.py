"""Hint: worked out off the GUI thread, shown on the table and in words."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import DEAL, DISCARD, SHIFT

from .conftest import click, slot_point

HINT_VERBS = {DEAL: "Deal ", DISCARD: "Discard ", SHIFT: "Move "}


def ask_hint(qtbot, window):
    with qtbot.waitSignal(window.hints.hint_ready, timeout=5000) as blocker:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    return blocker.args


def test_hint_lights_a_legal_move_and_says_why(qtbot, window):
    move, text = ask_hint(qtbot, window)
    game = window.model.game
    assert move in game.legal_moves()
    assert text.startswith("Hint: " + HINT_VERBS[move.kind])
    assert move.text not in text.split()  # the notation is for the command line
    assert window.statusBar().currentMessage() == text
    if move.kind == DISCARD:
        assert window.scene.cards[game.piles[move.source][-1]].glow == "hint"
        assert window.scene.discard_slot.glow == "hint"
    elif move.kind == DEAL:
        assert window.scene.stock_slot.glow == "hint"
    else:
        assert window.scene.pile_slots[move.target].glow == "hint"


def test_pressing_hint_again_shows_the_next_best_move(qtbot, window):
    first, _ = ask_hint(qtbot, window)
    second, text = ask_hint(qtbot, window)
    assert second != first
    assert second in window.model.game.legal_moves()
    assert "[2 of" in text


def test_a_move_puts_the_hint_out(qtbot, window):
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))
    lit = [c for c, item in window.scene.cards.items() if item.glow]
    assert lit == []
    assert all(slot.glow is None for slot in window.scene.slots())


def test_an_answer_about_an_old_position_is_dropped(qtbot, window):
    hints = window.hints
    hints.request(window.model.game, window.model.generation)
    window.model.deal()  # the position changes before the answer arrives
    with qtbot.assertNotEmitted(hints.hint_ready, wait=300):
        hints.wait()
        hints._on_ready(window.model.generation - 1, [])
    assert all(item.glow is None for item in window.scene.cards.values())


def test_hint_words_show_cards_as_people_read_them():
    from acesup_qt.engine import Move
    from acesup_qt.engine.strategy import RankedMove
    from acesup_qt.hint import hint_text

    ranked = RankedMove(Move.parse("x3"), 0.125, "discards 7H, keeps TS and AS")
    assert hint_text(ranked) == "Hint: Discard 7♥, keeps 10♠ and A♠ (win chance 12%)"
    assert hint_text(RankedMove(Move.parse("d"), None, "deals")) == "Hint: Deal"
    freeing = RankedMove(Move.parse("x2"), None, "discards 9C and frees an empty pile")
    assert hint_text(freeing) == "Hint: Discard 9♣, freeing an empty pile"
    shift = RankedMove(Move.parse("m2>4"), None, "moves KS to the empty pile, uncovering 3D")
    assert hint_text(shift) == "Hint: Move K♠ to empty pile 4, uncovering 3♦"


def test_chance_words_say_only_what_the_playouts_support():
    from acesup_qt.engine import Move
    from acesup_qt.engine.strategy import RankedMove
    from acesup_qt.hint import chance_words

    x1 = Move.parse("x1")
    assert chance_words(RankedMove(x1, 1.0, "", 0.0, 1)) == "this wins"
    assert chance_words(RankedMove(x1, 0.0, "", 0.0, 1)) == "no win is left"
    assert chance_words(RankedMove(x1, 0.25, "", 0.0, 0)) == "win chance 25%, exactly"
    assert chance_words(RankedMove(x1, 0.01, "", 0.03, 16)) == "win chance under 4%"
    assert chance_words(RankedMove(x1, 0.034, "", 0.011, 900)) == "win chance 3% ± 1%"
    assert chance_words(RankedMove(x1, None, "")) == ""


def test_a_deeper_analysis_refines_the_hint_on_show(qtbot, window, monkeypatch):
    import acesup_qt.hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 2.0)
    monkeypatch.setattr(acesup_qt.hint, "DEEP_PLAYOUTS", 120)
    with qtbot.waitSignal(window.hints.hint_refined, timeout=10000) as refined:
        move, _quick = ask_hint(qtbot, window)
    better_move, better = refined.args
    assert better_move == move
    assert better.startswith("Hint: " + HINT_VERBS[move.kind])
    assert window.statusBar().currentMessage() == better
    assert "win chance" in better or "win" in better


def test_a_move_stops_the_deeper_analysis(qtbot, window, monkeypatch):
    import acesup_qt.hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 30.0)
    monkeypatch.setattr(acesup_qt.hint, "DEEP_PLAYOUTS", 100_000)
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # a deal: the position changes
    with qtbot.assertNotEmitted(window.hints.hint_refined, wait=300):
        assert window.hints.pool.waitForDone(3000)  # cancelled long before its 30 s


def test_the_cycle_collector_waits_while_a_hint_is_worked_out(qtbot, window, monkeypatch):
    import gc

    import acesup_qt.hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 1.5)
    monkeypatch.setattr(acesup_qt.hint, "DEEP_PLAYOUTS", 100_000)  # runs its full 1.5 s
    assert gc.isenabled()
    ask_hint(qtbot, window)
    assert not gc.isenabled()  # the deep analysis runs: no collection in its thread
    qtbot.waitUntil(gc.isenabled, timeout=10000)  # back on, in the GUI thread, once done
