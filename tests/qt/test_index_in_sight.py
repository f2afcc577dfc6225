"""After a game the player sees what they won or lost with: no top card's index is hidden.

The end-of-game dialog is placed so that it covers neither corner index (rank
and suit, top left and, turned, bottom right) of any pile's top card, on a
small screen (800x600, the window filling it) as on a larger one, in both
variants, won or lost, with the solver's verdict in it. On a small table it
lays itself out compactly to find room; it cannot be maximised.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QRectF, QSize, QSizeF, Qt

from acesup_qt import table_surroundings, winnable
from acesup_qt.dialogs.end_of_game import NEW_GAME
from acesup_qt.engine import DISCARD, SHIFT, deal_cards, format_moves, new_game
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.scene.card_art import index_corners

from . import winning_game

TITLE_BAR = QMargins(1, 22, 1, 1)  # what openbox adds around a dialog
# Deal 16 of Four Ace Patience, won (as the solver found it).
ACES_ONLY_WIN = (
    "x1 d x4 x4 d x4 m2>4 x2 x1 x1 d x2 x4 d x1 x3 x3 x3 x4 x3 x1 d x4 x2 x2 x3 d x4 x2 x1 d "
    "x2 d x2 x4 x2 x4 m4>2 d d x3 x3 x3 x3 x3 x3 m1>3 x1 d x3 x2 x1 x4 d x4 x4 x2 x2 x1 x2 "
    "x4 m1>4 x1 x3"
)


def careless_game(deal: int, variant: str) -> tuple[list[int], str]:
    """A lost game with long piles, as a careless player leaves it: they discard four
    times in five when they can, else mostly deal, else shift a card about."""
    game = new_game(deal_cards(deal), variant)
    rng = random.Random(deal)
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        shifts = [m for m in moves if m.kind == SHIFT and len(game.piles[m.source]) > 1]
        if discards and rng.random() < 0.8:
            move = discards[0]
        elif DEAL_MOVE in moves and (rng.random() < 0.7 or len(game.moves) > 400):
            move = DEAL_MOVE
        else:
            move = rng.choice(shifts + moves)
        game.push(move)
    assert not game.is_won()
    return list(game.deck), format_moves(game.moves)


def small_screen(monkeypatch, window, size: tuple[int, int]) -> None:
    """The window fills a screen of ``size``, and windows get a title bar."""
    found = table_surroundings.surroundings
    monkeypatch.setattr(
        table_surroundings,
        "surroundings",
        lambda w: replace(found(w), screen=w.geometry().marginsAdded(TITLE_BAR), frame=TITLE_BAR),
    )
    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.2)
    window.resize(QSize(*size).shrunkBy(TITLE_BAR))


def end_by_keys(qtbot, window, deck, variant: str, moves: str, verdict: bool = True):
    """Restore all but the game's last move and play that by the keys; the open dialog,
    with the solver's verdict in it if the game is lost (unless ``verdict`` is false)."""
    *before, last = moves.split(" ")
    window.model.restore(deck, variant, " ".join(before))
    keys = {"d": ["D"]}.get(last) or ([last[1], "Return"] if last[0] == "x" else [last[1], last[3]])
    for key in keys:
        qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert window.model.game.is_over()
    if verdict and not window.model.game.is_won():  # the dialog at its largest
        qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    return dialog


def hidden_indices(window, dialog) -> list[str]:
    """The index corners of top cards that the dialog (title bar included) overlaps."""
    view = window.view
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    hidden = []
    for number, pile in enumerate(window.model.game.piles, 1):
        if pile:
            item = window.scene.cards[pile[-1]]
            face = QRectF(item.target, QSizeF(item.width, item.height))
            for name, corner in zip(("top-left", "bottom-right"), index_corners(face), strict=True):
                rect = view.mapFromScene(corner).boundingRect().translated(origin)
                if rect.intersects(spot):
                    hidden.append(f"pile {number} {name}")
    return hidden


SIZES = [(800, 600), (1280, 800)]
VARIANTS = ["standard", "aces-only"]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("deal", [2, 7, 22, 24])
def test_after_a_lost_game_every_top_cards_index_is_in_sight(
    qtbot, window, monkeypatch, size, variant, deal
):
    small_screen(monkeypatch, window, size)
    deck, moves = careless_game(deal, variant)
    dialog = end_by_keys(qtbot, window, deck, variant, moves)
    assert hidden_indices(window, dialog) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_after_a_won_game_the_four_aces_are_in_sight(qtbot, window, monkeypatch, size, variant):
    small_screen(monkeypatch, window, size)
    if variant == "standard":
        deck, moves = list(winning_game.DECK), winning_game.MOVES
    else:
        deck, moves = deal_cards(16), ACES_ONLY_WIN
    dialog = end_by_keys(qtbot, window, deck, variant, moves)
    assert window.model.game.is_won()
    assert hidden_indices(window, dialog) == []


def test_on_a_small_screen_the_dialog_is_compact_with_the_deal_and_the_record(
    qtbot, window, monkeypatch
):
    small_screen(monkeypatch, window, (800, 600))
    deck, moves = careless_game(2, "standard")
    dialog = end_by_keys(qtbot, window, deck, "standard", moves)
    assert dialog.compact
    # The full dialog is 314 pixels tall with its verdict; compact, with room for the
    # solver's longest words kept from the start (``end_of_game_room``), 242.
    assert dialog.height() < 250
    # Tight, more compact still: the deal's name on the headline's line.
    assert dialog.deal.text() == "Custom deck · Standard"
    assert dialog.deal.isVisible() or "Custom deck · Standard" in dialog.headline.text()
    assert dialog.figure("won") == "0 of 1"
    assert dialog.figures["won"].isVisible()
    for button in dialog.buttons.values():  # one row of buttons, all in sight
        assert button.isVisible()
        assert button.y() == dialog.buttons[NEW_GAME].y()


def test_with_room_on_the_table_the_dialog_keeps_its_full_size(qtbot, window, monkeypatch):
    small_screen(monkeypatch, window, (1280, 800))
    game = new_game(deal_cards(1))
    while not game.is_over():  # discards first: short piles, felt below them
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else DEAL_MOVE if DEAL_MOVE in moves else moves[0])
    dialog = end_by_keys(qtbot, window, list(game.deck), "standard", format_moves(game.moves))
    assert not dialog.compact
    assert dialog.detail.isVisible()


@pytest.mark.parametrize("size", SIZES)
def test_the_dialog_cannot_be_maximised_and_shows_its_whole_verdict(
    qtbot, window, monkeypatch, size
):
    # A window whose least and largest sizes are equal cannot be maximised (openbox
    # draws the button all the same, but it does nothing).
    small_screen(monkeypatch, window, size)
    deck, moves = careless_game(2, "standard")
    dialog = end_by_keys(qtbot, window, deck, "standard", moves, verdict=False)
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    assert "could not tell in 0.2 seconds" in dialog.verdict.text()  # two lines
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    verdict = dialog.verdict
    assert verdict.height() >= verdict.heightForWidth(verdict.width())  # every line in sight
    assert QRect(QPoint(0, 0), dialog.size()).contains(dialog.buttons[NEW_GAME].geometry())


def all_in_sight(label) -> bool:
    """Whether every word of ``label`` fits in it, wrapped if it wraps."""
    flags = int(Qt.TextFlag.TextWordWrap.value) if label.wordWrap() else 0
    room = QRect(0, 0, label.width(), 10_000)
    needed = label.fontMetrics().boundingRect(room, flags, label.text())
    return needed.width() <= label.width() and needed.height() <= label.height()


LONGEST_SUMMARY = (  # every kind of rating, some still to rate, and moves that followed a hint
    "Your moves, as rated so far: 12 were the strategy's choice, 3 were just as good, 2 were "
    "too close to call and 1 was clearly worse (22 still to rate). 13 moves followed a hint "
    "and are not counted."
)


@pytest.mark.parametrize("size", SIZES)
def test_the_summary_of_the_ratings_is_in_sight_whole(qtbot, window, monkeypatch, size):
    small_screen(monkeypatch, window, size)
    deck, moves = careless_game(2, "standard")
    dialog = end_by_keys(qtbot, window, deck, "standard", moves)
    dialog.show_ratings(LONGEST_SUMMARY)  # the coach counts more moves in
    assert dialog.ratings.isVisible()
    assert all_in_sight(dialog.ratings)
    assert hidden_indices(window, dialog) == []
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()


def test_a_window_taller_than_the_screen_keeps_the_dialog_on_the_screen(qtbot, window, monkeypatch):
    # A window that reaches past the screen's foot (made 800x600 on an 800x600 screen,
    # below its title bar): the foot of the table, where the dialog goes first, is not seen.
    window.resize(QSize(800, 600).shrunkBy(TITLE_BAR))
    found = table_surroundings.surroundings
    screen = window.geometry().marginsAdded(TITLE_BAR).adjusted(0, 0, 0, -60)
    monkeypatch.setattr(
        table_surroundings,
        "surroundings",
        lambda w: replace(found(w), screen=screen, frame=TITLE_BAR),
    )
    dialog = end_by_keys(qtbot, window, list(winning_game.DECK), "standard", winning_game.MOVES)
    assert screen.contains(dialog.geometry().marginsAdded(TITLE_BAR))
    assert hidden_indices(window, dialog) == []


SO_FAR = "Your moves, as rated so far: "
LOST_COUNTS = (  # what the coach said as the moves of a lost game came in
    SO_FAR + "5 were the strategy's choice (23 still to rate).",
    SO_FAR + "7 were the strategy's choice (21 still to rate).",
    SO_FAR + "7 were the strategy's choice and 1 was too close to call (20 still to rate).",
    SO_FAR + "9 were the strategy's choice and 1 was too close to call (18 still to rate).",
)
WON_COUNTS = (  # and of a won one
    SO_FAR + "11 were the strategy's choice, 5 were just as good, 14 were too close to call "
    "and 2 were clearly worse (147 still to rate).",
    SO_FAR + "14 were the strategy's choice, 5 were just as good, 17 were too close to call "
    "and 2 were clearly worse (141 still to rate).",
    SO_FAR + "14 were the strategy's choice, 6 were just as good, 17 were too close to call "
    "and 2 were clearly worse (140 still to rate).",
)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("won", [False, True])
def test_the_dialog_stands_still_while_the_counts_go_up(qtbot, window, monkeypatch, size, won):
    small_screen(monkeypatch, window, size)
    if won:
        deck, moves, counts = list(winning_game.DECK), winning_game.MOVES, WON_COUNTS
    else:
        deck, moves = careless_game(2, "standard")
        counts = LOST_COUNTS
    dialog = end_by_keys(qtbot, window, deck, "standard", moves)
    dialog.show_ratings(counts[0])
    where = dialog.geometry()
    for text in counts[1:]:
        dialog.show_ratings(text)
        assert all_in_sight(dialog.ratings)
        assert dialog.geometry().width() == where.width()  # its buttons stay where they are
        assert dialog.geometry().bottom() == where.bottom()
