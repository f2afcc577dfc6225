"""The coach in the window: told when the table is still, its words going to the
status bar and the end-of-game dialog (``game_end.py``), and to Review moves;
its ratings kept in the statistics (``coach_record.py``). The words on a move
leave the status bar as the move is undone.

Made the first time Rate my moves is turned on, or a review asks for rankings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from .coach import Coach

if TYPE_CHECKING:
    from .engine import Game
    from .main_window import MainWindow


def coach_of(window: MainWindow) -> Coach:
    """A coach for the game of ``window``, told when its table is still, its words
    going to the status bar and the end-of-game dialog."""

    def table_busy() -> bool:  # the coach looks ahead only when the table is still
        # Nor while the solver checks the deal: its 10 s are the clock's, and
        # beside the coach's worker it got through 170,000 positions in 3 s,
        # not 400,000 (the two take turns at Python's lock). Nor a hint's analysis.
        return (
            window.scene.animating
            or window.demo.running
            or window.winnable.replaying
            or window.winnable.checking
            or window.hints.analysing
        )

    coach = Coach(window.model, table_busy, window)
    # Each end of what table_busy waits for; heard from the event loop, as
    # the end of a new game's check is heard while that game starts.
    queued = Qt.ConnectionType.QueuedConnection
    for still in (window.scene.settled, window.demo.running_changed, window.winnable.idle):
        still.connect(coach.table_still, queued)
    window.hints.idle.connect(coach.table_still, queued)
    window.hints.started.connect(coach.make_way)  # the analysis has Python's lock to itself
    # The search for the next winnable deal steps aside while a move's rating waits on
    # the coach: beside it, a ranking got through fewer of its playouts in its second
    # (``deal_ahead``). Held still for every ranking, beside a quick player it found
    # the next deal late or not at all (``bench_deal_ahead_rating.py``).
    coach.waited_for.connect(lambda waited: window.winnable.player_waits("rating", waited))
    coach.rated.connect(window.game_end.show_rating)  # the result first, if any
    coach.rating_coming.connect(window.game_end.show_rating)
    coach.rating_dropped.connect(window.game_end.drop_rating)
    coach.reworded.connect(window.game_end.reword_rating)
    # Told no win is left (the line, through the hints it tells too; or the solver at a
    # game's end, of this position or one it was reached from): no chance beside it.
    coach.no_win_told = lambda game: window.hints.no_win_told(game) or told_lost(window, game)
    # As a move is made, an earlier end of the same line counts: the summary of the
    # end it makes leaves the move out, as made with no win left (``no_win_found``).
    coach.no_win_told_as_made = lambda game: (
        window.hints.no_win_told(game)
        or window.winnable.verdict.told_no_win(game, this_end_too=True)
    )
    window.hints.no_win_said.connect(coach.no_win_said)
    # Told after the game (the dialog's verdict, or where the win went) from which
    # move no win was left: those moves are not rated, as Review moves marks them.
    coach.no_win_found = lambda: no_win_found(window)
    verdict = window.winnable.verdict
    verdict.told.connect(coach.solver_told)

    def on_move(_move: object, undone: bool) -> None:
        # A rating is of the move just made: taken back (Undo, or back along a
        # game), its words say "You dealt" of a deal no longer on the table. They
        # go, as "Rating your move…" does; the bar is as after any move undone.
        if undone:
            window.game_end.drop_rating()

    window.model.move_made.connect(on_move)
    coach.summary_changed.connect(window.game_end.show_summary)
    window.hints.analysed.connect(coach.adopt)  # rates by what a hint said last
    from .coach_record import CoachRecord

    coach.record = CoachRecord(coach, window.model, window.recorder, coach)  # for the statistics
    verdict.told.connect(coach.record.sync)  # Rate my moves on or off: the ratings kept follow
    return coach


def told_lost(window: MainWindow, game: Game) -> bool:
    """Whether the solver has told the player, at a game's end, that no win is left
    in ``game``'s position (``DealVerdict.told_no_win``)."""
    return window.winnable.verdict.told_no_win(game)


def no_win_found(window: MainWindow) -> int | None:
    """The first move (from 0) of the game made with no win left, as the solver has
    told after it (``DealVerdict.no_win_from``): the game over on the table, or the
    one looked back along (Review moves); in play, as told of an earlier end of
    the game (played on after an Undo: ``DealVerdict.lost_from``). None if not known."""
    game, line = window.model.game, window.recorder.reviewed_line
    verdict, deck, moves = window.winnable.verdict, tuple(game.deck), tuple(game.moves)
    if line is None or line[: len(moves)] != moves:
        if not game.is_over():
            return verdict.lost_from(game.variant, deck, moves)
        line = moves
    found = [
        verdict.no_win_from(game.variant, deck, line),
        verdict.lost_from(game.variant, deck, line),  # a line played on from a lost position
    ]
    return min((index for index in found if index is not None), default=None)
