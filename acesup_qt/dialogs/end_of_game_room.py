"""Room in the end-of-game dialog for the solver's words, kept before they come.

After a lost game the solver checks whether the deal could have been won, for
up to ten seconds, then looks for the move that gave the win away. Grown to
make room for each answer as it came, the dialog moved and took another look
under the player's eyes ("Review moves" became "Review", every line wrapped
anew), the buttons they were reading or about to click gone from under the
mouse. So it keeps room for the longest words that may still come, with their
buttons (``room_for``), left under the words until they do.

Kept for every answer at once, the room was a blank band of some 100 pixels
above the buttons for good when the verdict was short (at 1024x600, a deal
no one could have won): most of it was for where the win went, which comes
only after "could have been won". So the room is for what can still come
(``rooms``): while the solver checks, for its verdicts ("could not tell", the
longest, which come late, as the ten seconds run out; or "could have been
won", the search for where the win went begun, Show me how offered); once it
said the deal could have been won, for where the win went too. The dialog
grows once then, at most, as those words and their button come (a winnable
deal is told in a second or so), in the look it has, its buttons where they
were (``end_of_game_place``), up into felt kept clear of the cards for it
from the start (``own_words``); and never shrinks while it is open.

A room that would cost the dialog a spot clear of the cards, or of the
indices and the status bar, that a dialog without one finds is not kept:
seeing the final table comes first. Of the others, the one whose look is
fullest is kept, the larger room between equals (``steadiest``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize

from .end_of_game_fit import Choice, needed_size
from .end_of_game_looks import LOOKS, Look
from .placement import Shortfall, Surroundings

if TYPE_CHECKING:
    from .end_of_game_place import PlacedDialog

# The solver's words as the dialog may show them: the verdict, what it says of the
# move that gave the win away ("" for nothing), and whether their buttons (Show me
# how, Take me back there) show with them.
Words = tuple[str, str, bool]
Room = tuple[Words, ...]


def late_words() -> Room:
    """The longest verdicts that come late, as the ten seconds run out: "could not
    tell" (two lines and more), or no win found, the best score with it."""
    from ..engine.solver import SolveResult
    from ..winnable import CHECK_BUDGET_SECONDS
    from ..winnable_search import verdict_text

    no_win, unknown = SolveResult("unknown", 47, no_win=True), SolveResult("unknown", 47)
    return tuple(
        (verdict_text(one, CHECK_BUDGET_SECONDS, 46), "", False) for one in (no_win, unknown)
    )


def winnable_words() -> str:
    """The verdict on a deal that could have been won."""
    from ..engine.solver import SolveResult
    from ..winnable import CHECK_BUDGET_SECONDS
    from ..winnable_search import verdict_text

    return verdict_text(SolveResult("winnable", 48), CHECK_BUDGET_SECONDS)


def lost_words() -> Room:
    """A deal that could have been won, as its verdict first shows (the search for where
    the win went begun), and with the longest words on the move that gave the win
    away, numbers as long as a game's can be: Show me how and Take me back there too."""
    from ..lost_win import PROBE_BUDGET_SECONDS, SEARCHING_TEXT, LostWin, lost_text

    won = winnable_words()
    demo = frozenset({108})  # "the demo's move 108": the longest way to name a move
    between = lost_text(LostWin(108, 118), 128, "", PROBE_BUDGET_SECONDS, demo)
    proven = lost_text(LostWin(107, 108), 128, "Move 10♣ to pile 4", demo_line=demo)
    return ((won, SEARCHING_TEXT, True), (won, between, True), (won, proven, True))


def rooms(verdict: str, lost: str) -> tuple[Room, ...]:
    """The rooms a lost game's dialog tries, the largest first (``steadiest``), for
    the words that may still come after ``verdict`` and ``lost`` (the words it
    shows): none once they are in. Made when first asked for, with the solver's
    words (not loaded at start)."""
    from ..deal_verdict import CHECKING_TEXT
    from ..lost_win import SEARCHING_TEXT

    if verdict == CHECKING_TEXT:
        # "Could have been won" is shorter: where the win went, which follows it, has
        # its own room then (the dialog grows once, as that verdict shows). The felt
        # for it is kept from the start where it can be (``own_words``): grown where
        # it stood, the dialog went clear of the cards 127 pixels to the side.
        late = late_words()
        return ((*late, *lost_words()), late)
    if lost == SEARCHING_TEXT:  # the verdict is in: where the win went is still to come
        return (lost_words(),)
    return ()


def own_words(room: Room) -> Room:
    """The words of ``room`` that the dialog is sized for while the solver checks: the
    verdicts. Where the win went, if in it, is only felt kept above the dialog, clear
    of the cards, for it to grow into without moving."""
    lost = lost_words()
    return tuple(words for words in room if words not in lost)


def room_for(dialog: PlacedDialog, room: Room) -> QSize:
    """The size ``dialog`` needs, in the look it has, for each of the words in ``room``
    in turn, in its verdict's and lost move's lines, with their buttons: the largest of
    them. Measured, then left as it was, laid out."""
    labels, buttons = (dialog.verdict, dialog.lost_move), (dialog.show_me, dialog.take_back)
    layout = dialog.layout()
    assert layout is not None  # the dialog lays itself out
    kept = [(label, label.text(), label.isVisibleTo(dialog)) for label in labels]
    shown = [(button, button.isVisibleTo(dialog)) for button in buttons]
    size = QSize()
    try:
        for verdict, lost, offered in room:
            for label, text in zip(labels, (verdict, lost), strict=True):
                label.setText(text)
                label.setVisible(bool(text))
            for button, visible in shown:
                # Never hidden here, only shown: a hidden button gives its focus away.
                button.setVisible(offered or visible)
            size = size.expandedTo(needed_size(dialog, layout, dialog.look))
    finally:
        for label, text, visible in kept:
            label.setText(text)
            label.setVisible(visible)
        for button, visible in shown:
            button.setVisible(visible)
        # Laid out with its own words again at once, not at Qt's next layout pass: a
        # room measured last (``steadiest``) left a verdict just shown one line high
        # where it takes three, at a size unchanged, which no resize lays out anew.
        layout.invalidate()
        layout.activate()
    return size


def steadiest(
    tried: Sequence[Room],
    bare: Choice,
    surroundings: Surroundings,
    looks: Sequence[Look],
    place: Callable[[Room, Look], Choice],
    choose: Callable[[Room], Choice],
) -> tuple[Room, Choice]:
    """Of the rooms ``tried`` (the largest first), the one whose choice (``choose``:
    the look, size and spot the dialog takes with it, ``end_of_game_fit.choose`` over
    ``looks``) has the fullest look among those that leave as much in sight as
    ``bare`` (the dialog with no room kept) does, the larger room between equals;
    ``bare`` when none.

    Each look tried costs a search for a spot (``placement.clear_spot``, a few
    milliseconds: most of a placement), so not every room's choice is made. Where
    ``bare`` hides neither cards nor words, only a room that hides none either can
    leave as much in sight, and such a room's choice is the first look in which it
    hides none: so each look is tried for every room in turn (``place``: one look,
    measured and given its spot), and the first that hides nothing and leaves as
    much in sight is the answer, the looks after it never tried. (Deal 1 lost at
    1280x800: three searches where every room's choice took five,
    ``tests/benchmarks/bench_end_dialog_place.py``.)
    """

    def in_sight(choice: Choice) -> tuple[bool, bool, Shortfall]:
        _, size, spot = choice
        inside = QRect(spot, size)
        return (
            not surroundings.is_clear(inside, words=True),
            not surroundings.is_clear(inside),
            surroundings.shortfall(inside),
        )

    least = in_sight(bare)
    if not least[0]:  # the bare dialog hides nothing
        left = list(tried)
        for look in looks:
            for room in list(left):
                choice = place(room, look)
                seen = in_sight(choice)
                if seen[0]:
                    continue  # hides something in this look: the next may do
                if seen <= least:
                    return room, choice
                left.remove(room)  # its choice, and it leaves less in sight
        return (), bare
    choices = [(room, choose(room)) for room in tried]
    if not choices:
        return (), bare
    # The buried aces and the toolbar as the dialog will leave them once the shortest
    # words to come are in (the last room's choice): the dialog grows then, whatever it
    # keeps. Judged against the dialog with no room, none was kept at 800x600 where
    # the words took it over an ace's index anyway, its buttons jumping as they came.
    *_, (_, shortest) = choices
    bare_aces, bare_off = least[2][5:]
    _, _, (*_, aces, off_table) = in_sight(shortest)
    least = (*least[:2], (*least[2][:5], max(bare_aces, aces), bare_off or off_table))
    fine = [(room, choice) for room, choice in choices if in_sight(choice) <= least]
    if not fine:
        return (), bare
    return min(fine, key=lambda one: LOOKS.index(one[1][0]))  # the first among equals
