"""The end-of-game summary of Rate my moves credits the player with their own
choices only: a move played as a hint showed it is said apart, not counted,
and the counts agree with the Statistics' Progress line for the same game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine.moves import DISCARDS

from .conftest import card_point, click
from .test_coach import at_the_choice
from .test_coach_summary import TO_THE_END, close_button, play_to_the_end, summary, the_dialog
from .test_statistics_from_play import open_statistics_from_the_toolbar
from .test_statistics_progress import show_progress

# Deal 95's last moves (``TO_THE_END``) with the first, the strategy's choice, played
# as the hint showed it: of the five other choices, four the strategy's, one worse.
WITH_THE_HINT = (
    "Your moves, as rated: 4 were the strategy's choice and 1 was clearly worse. "
    "1 move followed a hint and is not counted."
)


def test_a_move_played_as_the_hint_showed_is_not_credited_in_the_summary(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint == DISCARDS[1], timeout=10000)
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))  # as hinted
    assert window.model.game.moves[-1] == DISCARDS[1]
    first, *rest = TO_THE_END.split()
    assert first == "x2"
    play_to_the_end(qtbot, window, moves=" ".join(rest))
    assert window.model.game.is_over()
    dialog = the_dialog(qtbot, window)
    qtbot.waitUntil(lambda: summary(window) == WITH_THE_HINT, timeout=20000)
    assert dialog.ratings.isVisible()

    # The same game in Statistics > Progress: 4 of 5 and 1 of 5, the hinted move left out.
    qtbot.mouseClick(close_button(dialog), Qt.MouseButton.LeftButton)
    statistics = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, statistics)
    assert statistics.progress.rated_line.text() == (
        "Your one rated game: 80% of your moves rated the strategy's choice or as good, "
        "20% clearly worse."
    )


def test_a_game_played_all_by_hints_credits_the_player_with_no_move(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    game, hinted = window.model.game, 0
    while not game.is_over():  # every choice as the hint shows it, the forced moves too
        if len(game.legal_moves()) > 1:
            assert window.scene.hint is None  # the last hint went with its move
            qtbot.keyClick(window.view, Qt.Key.Key_H)
            qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=10000)
            move, hinted = window.scene.hint, hinted + 1
        else:
            (move,) = game.legal_moves()
        play_to_the_end(qtbot, window, moves=move.text)
    the_dialog(qtbot, window)
    assert hinted > 1
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=20000)
    assert summary(window) == (
        f"No move of your own was rated: {hinted} moves followed a hint and are not counted."
    )


def test_once_the_game_is_over_no_move_that_followed_a_hint_is_ranked(qtbot, window, monkeypatch):
    # Left unrated in play (played faster than the coach ranks), a move made as the
    # hint showed it was ranked once the game was over: worked out and stored, but
    # neither the summary nor the statistics count it.
    import threading

    import acesup_qt.engine.strategy as strategy
    from acesup_qt import hint
    from acesup_qt.coach_worker import PLAYOUTS

    turns, rank = threading.Semaphore(0), strategy.rank_moves
    ranked: list[int] = []  # the positions the coach ranked, by their number of moves

    def paced(game, seed=0, budget=strategy.HINT_BUDGET_SECONDS, playouts=0, cancel=None, **aim):
        if playouts == PLAYOUTS:  # the coach's, not the hint's: it waits for the test
            ranked.append(len(game.moves))
            turns.acquire(timeout=10)
        return rank(game, seed, budget, playouts or strategy.HINT_PLAYOUTS, cancel, **aim)

    monkeypatch.setattr(strategy, "rank_moves", paced)
    monkeypatch.setattr(hint, "DEEP_BUDGET_SECONDS", 0.0)  # the quick hint only
    try:
        at_the_choice(window)
        start = len(window.model.game.moves)
        window.action("rate_moves").trigger()  # ranking the position on the table: held
        play_to_the_end(qtbot, window, moves="x2")  # the player's own move, unrated yet
        game = window.model.game
        assert len(game.legal_moves()) > 1  # a choice, which the hint makes
        qtbot.keyClick(window.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=10000)
        play_to_the_end(qtbot, window, moves=window.scene.hint.text)  # as hinted
        hinted = len(game.moves) - 1
        rest = game.copy()
        while not rest.is_over():  # on to the end: a discard where there is one
            moves = rest.legal_moves()
            rest.push(next((m for m in moves if m.target < 0 and m.source >= 0), moves[0]))
        play_to_the_end(
            qtbot, window, moves=" ".join(m.text for m in rest.moves[len(game.moves) :])
        )
        assert game.is_over()
        dialog = the_dialog(qtbot, window)
        turns.release(100)  # the coach may rank all it wants now
        qtbot.waitUntil(lambda: "still to rate" not in summary(window), timeout=30000)
        qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
        assert "1 move followed a hint and is not counted." in summary(window)
        assert start in ranked  # the player's own moves are rated...
        assert hinted not in ranked  # ...and the one that followed the hint is not ranked
        assert dialog.isVisible()
    finally:
        turns.release(100)  # never leave the worker waiting: closing the window waits for it
