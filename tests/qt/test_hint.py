"""Hint: worked out off the GUI thread, shown on the table and in words."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication

import acesup_qt.main_window
from acesup_qt.engine import DEAL, DISCARD, SHIFT, deal_cards, parse_cards
from acesup_qt.engine.moves import DEAL_MOVE

from .conftest import card_point, click, slot_point

HINT_VERBS = {DEAL: "Deal", DISCARD: "Discard", SHIFT: "Move"}


def says_the_order_for(text: str, kind: int) -> bool:
    """The hint's words start with the order of its move: "Hint: Deal: ...", "Hint: Move ..."."""
    return text.startswith("Hint: ") and text.split()[1].rstrip(":,") == HINT_VERBS[kind]


def ask_hint(qtbot, window):
    with qtbot.waitSignal(window.hints.hint_ready, timeout=5000) as blocker:
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    return blocker.args


def test_hint_lights_a_legal_move_and_says_why(qtbot, window):
    move, text = ask_hint(qtbot, window)
    game = window.model.game
    assert move in game.legal_moves()
    assert says_the_order_for(text, move.kind)
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


def test_the_hint_counts_the_good_moves_after_one_space(qtbot, window):
    # Deal 1 has two legal moves. The chance's figure depends on how many playouts
    # the time allowed (a slow machine's few saw a win or two: "13% ± 11%", a quick
    # one's many none: "under 3%"); every other character is fixed.
    chance = r"win chance (under \d+%|\d+% ± \d+%)"
    words = rf"Hint: Discard 5♦, emptying pile 3 \({chance}\) \[1 of 2\]"
    _, text = ask_hint(qtbot, window)
    assert re.fullmatch(words, text)
    assert window.statusBar().currentMessage() == text


def test_a_move_puts_the_hint_out(qtbot, window):
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))
    lit = [c for c, item in window.scene.cards.items() if item.glow]
    assert lit == []
    assert all(slot.glow is None for slot in window.scene.slots())


def test_undo_takes_the_hint_of_the_position_it_leaves_off_the_status_bar(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    _, text = ask_hint(qtbot, window)
    assert window.statusBar().currentMessage() == text
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == ""  # it named cards now back in the stock


def test_a_refined_hint_replaces_the_quick_one(qtbot, window):
    move, text = ask_hint(qtbot, window)
    window.hints.hint_refined.emit(move, text + " (refined)")
    assert window.statusBar().currentMessage() == text + " (refined)"
    assert window.scene.hint == move


def test_an_answer_about_an_old_position_is_dropped(qtbot, window):
    hints = window.hints
    hints.request(window.model.game, window.model.generation)
    window.model.deal()  # the position changes before the answer arrives
    with qtbot.assertNotEmitted(hints.hint_ready, wait=300):
        hints.wait()
        hints._on_ready(window.model.generation - 1, [])
    assert all(item.glow is None for item in window.scene.cards.values())


def test_the_status_bar_gives_the_strategys_orders_naming_the_empty_pile(
    qtbot, window, monkeypatch
):
    import acesup_qt.hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 0.0)  # no refining meanwhile
    # Deal 3 after these moves: 10♠ | 4♦ 3♣ | (empty) | K♠ 2♥, and three cards may move.
    window.model.restore(deal_cards(3), "standard", "x1 x3 d x3", 3)
    shown = []
    for _ in window.model.game.legal_moves():  # Hint again shows the next best move
        _move, text = ask_hint(qtbot, window)
        assert window.statusBar().currentMessage() == text
        shown.append(text)
    for order in (
        "Hint: Move 3♣ to empty pile 3, uncovering 4♦ (",
        "Hint: Move 2♥ to empty pile 3, uncovering K♠ (",
    ):
        assert any(text.startswith(order) for text in shown), (order, shown)


def test_hint_never_offers_a_move_that_changes_nothing(qtbot, window):
    # Deal 3 as above: the lone 10♠ could move to empty pile 3, which leaves the
    # same position with two piles swapped. Four legal moves; three worth a hint.
    window.model.restore(deal_cards(3), "standard", "x1 x3 d x3", 3)
    assert len(window.model.game.legal_moves()) == 4
    hints = [ask_hint(qtbot, window) for _ in range(4)]
    shown = [text for _move, text in hints]
    assert not any("10♠" in text for text in shown), shown
    assert all(text.endswith(" of 3]") for text in shown), shown
    assert hints[3][0] == hints[0][0]  # the fourth press comes round to the best again


def test_hint_words_are_the_strategys_order_and_the_win_chance():
    from acesup_qt.engine import Move
    from acesup_qt.engine.strategy import RankedMove
    from acesup_qt.hint_words import hint_text

    discard = RankedMove(
        Move.parse("x3"), 0.125, "discards 7♥, uncovering 8♦", advice="Discard 7♥, uncovering 8♦"
    )
    assert hint_text(discard) == "Hint: Discard 7♥, uncovering 8♦ (win chance 12%)"
    shift = RankedMove(
        Move.parse("m2>4"),
        None,
        "moves K♠ to the empty pile, uncovering 3♦",
        advice="Move K♠ to empty pile 4, uncovering 3♦",
    )
    assert hint_text(shift) == "Hint: Move K♠ to empty pile 4, uncovering 3♦"


def test_a_later_hint_whose_chance_cannot_be_told_from_the_first_says_so():
    from acesup_qt.engine import Move
    from acesup_qt.engine.strategy import RankedMove
    from acesup_qt.hint_words import hint_text

    first = RankedMove(Move.parse("x1"), 0.04, "", 0.03, 60, advice="Discard 9♣")
    deal = RankedMove(Move.parse("d"), 0.06, "", 0.04, 60, advice="Deal now")
    assert hint_text(first) == "Hint: Discard 9♣ (win chance 4% ± 3%)"
    assert hint_text(deal, first) == (
        "Hint: Deal now (win chance 6% ± 4%, too close to call with the first)"
    )
    clearly_worse = RankedMove(Move.parse("d"), 0.30, "", 0.02, 900, advice="Deal now")
    best = RankedMove(Move.parse("x1"), 0.40, "", 0.02, 900, advice="Discard 9♣")
    assert hint_text(clearly_worse, best) == "Hint: Deal now (win chance 30% ± 2%)"
    higher = RankedMove(Move.parse("d"), 0.50, "", 0.02, 900, advice="Deal now")
    assert hint_text(higher, best) == (
        "Hint: Deal now (win chance 50% ± 2%, yet no better than the first in the same games)"
    )
    exact_tie = RankedMove(Move.parse("d"), 0.25, "", 0.0, 0, advice="Deal now")
    exact_first = RankedMove(Move.parse("x1"), 0.25, "", 0.0, 0, advice="Discard 9♣")
    assert hint_text(exact_tie, exact_first) == (
        "Hint: Deal now (as good as the first: win chance 25%, exactly)"
    )


def test_chance_words_say_only_what_the_playouts_support():
    from acesup_qt.engine import Move
    from acesup_qt.engine.strategy import RankedMove
    from acesup_qt.hint_words import chance_words

    x1 = Move.parse("x1")
    assert chance_words(RankedMove(x1, 1.0, "", 0.0, 1)) == "this wins"
    assert chance_words(RankedMove(x1, 0.0, "", 0.0, 1)) == "no win is left"
    assert chance_words(RankedMove(x1, 0.25, "", 0.0, 0)) == "win chance 25%, exactly"
    assert chance_words(RankedMove(x1, 0.01, "", 0.03, 16)) == "win chance under 4%"
    assert chance_words(RankedMove(x1, 0.034, "", 0.011, 900)) == "win chance 3% ± 1%"
    # Deal 7 after "d d", the hint refined: 1.0% ± 0.43% read "1% ± 0%", as if exact.
    assert chance_words(RankedMove(x1, 0.010, "", 0.0043, 2000)) == "win chance 1% ± 1%"
    assert chance_words(RankedMove(x1, 0.5, "", 0.024, 2000)) == "win chance 50% ± 2%"
    assert chance_words(RankedMove(x1, None, "")) == ""


def test_a_deeper_analysis_refines_the_hint_on_show(qtbot, window, monkeypatch):
    import acesup_qt.hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 2.0)
    monkeypatch.setattr(acesup_qt.hint, "DEEP_PLAYOUTS", 120)
    with qtbot.waitSignal(window.hints.hint_refined, timeout=10000) as refined:
        move, _quick = ask_hint(qtbot, window)
    better_move, better = refined.args
    assert better_move == move
    assert says_the_order_for(better, move.kind)
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


def test_the_hint_words_come_back_after_other_words_while_its_light_is_on(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr(acesup_qt.main_window, "MESSAGE_MS", 100)  # a refusal goes this soon
    move, text = ask_hint(qtbot, window)
    status = window.statusBar()
    ten = window.model.game.piles[1][-1]  # deal 1's 10♣: nowhere to go
    click(qtbot, window, card_point(window, ten))
    assert status.currentMessage() not in ("", text)  # why not, for a while
    qtbot.waitUntil(lambda: status.currentMessage() == text)
    # A menu passed over says its items' tips, empty ones clearing the bar.
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert status.currentMessage() == text
    assert window.scene.hint == move


def test_words_gone_with_the_hint_stay_gone(qtbot, window):
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # a move puts the hint out
    status = window.statusBar()
    status.clearMessage()
    QApplication.sendEvent(window, QStatusTipEvent(""))
    assert not status.currentMessage().startswith("Hint:")


def test_a_hint_alone_worth_making_says_so(qtbot, window):
    # 2♠ 5♥ 9♦ 3♠ dealt, the 2♠ discarded: three lone cards and an empty pile. Any
    # of them may move there, which changes nothing: the deal is all a hint offers,
    # and Hint again shows it again, which said nothing of why no other came.
    first = ["2S", "5H", "9D", "3S"]
    rest = [f"{r}{s}" for r in "23456789TJQKA" for s in "SHDC" if f"{r}{s}" not in first]
    window.model.restore(parse_cards(" ".join(first + rest)), "standard", "x1", None)
    assert len(window.model.game.legal_moves()) == 4
    for _ in range(2):
        move, text = ask_hint(qtbot, window)
        assert move == DEAL_MOVE
        assert text.endswith(" [the only move worth making]"), text
