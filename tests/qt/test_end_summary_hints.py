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
