"""The player's record in the end-of-game dialog: what this game was on its deal,
and the variant's figures as the statistics dialog counts them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel

from ..storage import DealResults, Figures, GameRecord
from ..wording import (
    THIS_CUSTOM_DECK,
    deal_named,
    ordinal,
    percent_text,
    plural,
    streak_text,
    variant_name,
)


@dataclass(frozen=True)
class Record:
    """What the statistics say once this game is in them: the finished game, the
    variant's figures (this game included) and the earlier games of its deal."""

    game: GameRecord
    figures: Figures
    deal: DealResults


def deal_note(game: GameRecord, before: DealResults) -> str:
    """What this game was on its deal, against the player's earlier games of it. A win
    with help (not clean, as the statistics count clean wins) is not cheered as the
    player's own first try; the line above it already names the help."""
    where = deal_named(game.deal_number, THIS_CUSTOM_DECK)  # the game on the table
    if before.other_variants:  # the counts are this variant's: say so, as the others had some
        where = f"{where} in {variant_name(game.variant)}"
    helped = game.won and not game.clean
    if before.played == 0 or before.best_score is None:
        if helped:
            return f"Your first game of {where}."
        return f"You won {where} at your first try!" if game.won else f"Your first game of {where}."
    if game.won and before.won == 0 and game.solution_seen:  # not a try: it was shown
        return f"Your first win of {where}, after seeing its solution."
    if game.won and before.won == 0:
        # Which try: "after 1 try" left it open whether this win was the first or the second.
        return f"Your first win of {where}, at your {ordinal(before.played + 1)} try."
    if game.won:
        # Not "won deal #1 2 times": two numbers side by side read as one.
        return f"That makes {plural(before.won + 1, 'win')} on {where}."
    if before.left == before.played:  # restarted or left every time: nothing to beat
        return f"Your first game of {where} played to the end: {_left_unfinished(before.left)}."
    if game.score > before.best_score:
        if before.best_score == 0:  # not "your best before was 0"
            return f"A new best score on {where}: your first cards discarded in it."
        if before.best_played_out is not None and before.best_played_out < before.best_score:
            return (
                f"A new best score on {where}: your best before was {before.best_score}, "
                "in a game you left."
            )
        return f"A new best score on {where}: your best before was {before.best_score}."
    if game.score == before.best_score:
        return f"You equalled your best score on {where}."
    return f"Your best score on {where} is {before.best_score}."


def _left_unfinished(count: int) -> str:
    """The earlier games, every one left (a restart leaves one too)."""
    if count == 1:
        return "the one before was left unfinished"
    return f"{'both' if count == 2 else f'the {count}'} before were left unfinished"


class RecordGrid(QGridLayout):
    """The variant's record, as the statistics dialog counts it (abandoned = lost):
    a figure's name and its value a row, which a look may set in two columns."""

    def __init__(self, figures: Figures, top: int, gap: int) -> None:
        super().__init__()
        self.setContentsMargins(0, top, 0, 0)
        self.setHorizontalSpacing(gap)
        self.setVerticalSpacing(2)
        self.figures: dict[str, QLabel] = {}
        self.rows: list[tuple[QLabel, QLabel]] = []
        # Named and written as the statistics dialog has them: the same figures.
        rows = (
            ("won", "Games won", f"{figures.won} of {figures.played}"),
            ("win_rate", "Win rate", percent_text(figures.win_percent)),
            ("current_streak", "Current streak", streak_text(figures.current_streak)),
            ("best_streak", "Longest winning streak", streak_text(figures.longest_winning_streak)),
        )
        for line, (key, name, value) in enumerate(rows):
            label, shown = QLabel(f"{name}:"), QLabel(f"<b>{value}</b>")
            shown.setTextFormat(Qt.TextFormat.RichText)
            self.addWidget(label, line, 0)
            self.addWidget(shown, line, 1)
            self.figures[key] = shown
            self.rows.append((label, shown))
        self.setColumnStretch(2, 1)
