"""At 800x600 the end-of-game dialog takes its tight look: it hides less of the cards.

No look finds a spot hiding no card on an 800x600 table. The compact dialog
(the record on three lines, the deal's name on its own line) hid the upper
strips of piles 3 and 4 and the discard heap, aces buried there among them
(deal 18 lost by the demo: ten cards, A♣ A♦ A♠ among them). The tight look
(the deal's name beside the headline, the record on one line) is some 65
pixels shorter, on the felt below the toolbar (``test_end_dialog_aces_800x600``).
"""

from __future__ import annotations

from acesup_qt import winnable
from acesup_qt.engine.cards import card_label

from .test_index_in_sight import hidden_indices, small_screen
from .test_narrow_end_dialog import hidden_cards
from .test_winnable import lose

# Deal 18 as the demo plays it from the start, lost.
DEMO_18 = (
    "x1 x2 d x4 x1 m3>1 x3 d x2 x2 x4 x4 d x1 x2 m1>2 x1 d d d x3 d x2 x2 x2 x2 x2 m4>2 "
    "x4 x4 x1 d d x4 d d x2 x2 x3 d x3 x1"
)


def test_at_800x600_the_dialog_hides_fewer_cards_and_no_index(qtbot, window, monkeypatch):
    small_screen(monkeypatch, window, (800, 600))
    dialog = lose(qtbot, window, 18, moves=DEMO_18.split())
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=10000)
    qtbot.wait(100)  # the room kept for the words, given back
    piles = {str(card): card for pile in window.model.game.piles for card in pile}
    hidden = [piles[card] for card in hidden_cards(window, dialog) if card in piles]
    names = [card_label(card) for card in hidden]
    assert hidden_indices(window, dialog) == []
    # The compact dialog hid 10 of the piles' cards, three aces among them.
    assert len(names) <= 8, names
    assert dialog.look.name == "tight"
    # Its record on one line, by short names; the deal beside the headline.
    assert dialog.figure("won") == "0 of 1"
    assert not dialog.deal.isVisible()
    assert "Deal #18" in dialog.headline.text()
