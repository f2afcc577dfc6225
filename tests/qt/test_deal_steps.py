"""Game > Next deal and Previous deal, by their keys (Ctrl+Plus, Ctrl+Minus)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import MAX_DEAL, deal_cards, format_cards

from .conftest import keep_playing_when_asked

CTRL = Qt.KeyboardModifier.ControlModifier


def press(qtbot, window, key: Qt.Key) -> None:
    qtbot.keyClick(window.view, key, CTRL)


def test_ctrl_plus_deals_the_next_deal_and_ctrl_minus_the_one_before(qtbot, window):
    window.game_actions.variants["aces-only"].trigger()
    press(qtbot, window, Qt.Key.Key_Plus)
    assert window.model.deal_number == 2
    assert window.model.variant == "aces-only"  # the variant on the table, not the first
    assert list(window.model.game.deck) == list(deal_cards(2))
    assert window.windowTitle().startswith("Deal #2")
    press(qtbot, window, Qt.Key.Key_Equal)  # the plus key without Shift
    assert window.model.deal_number == 3
    press(qtbot, window, Qt.Key.Key_Minus)
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.model.deal_number == 1
    assert window.model.variant == "aces-only"


def test_the_game_menu_has_next_and_previous_deal_after_select_deal(window):
    game_menu = window.menuBar().actions()[0].menu()
    texts = [a.text().replace("&", "") for a in game_menu.actions()]
    at = texts.index("Select deal number…")
    assert texts[at + 1 : at + 3] == ["Next deal", "Previous deal"]


def test_a_game_in_progress_is_left_only_if_the_player_agrees(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    asked = keep_playing_when_asked(qtbot)
    press(qtbot, window, Qt.Key.Key_Plus)
    assert asked[0][0] == "This game is not over. Leave it for deal #2?"
    assert window.model.deal_number == 1
    assert window.model.game.stock_count == 44  # the game kept, its deal and all


def test_on_deal_1_previous_deal_is_greyed_out_and_its_key_says_why(qtbot, window):
    assert not window.action("previous_deal").isEnabled()
    assert window.action("next_deal").isEnabled()
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.model.deal_number == 1
    message = window.statusBar().currentMessage()
    assert message == "Deal #1 is the first deal: there is none before it."


def test_the_reason_given_on_deal_1_goes_once_deal_2_is_on_the_table(qtbot, window):
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.statusBar().currentMessage().startswith("Deal #1 is the first deal")
    press(qtbot, window, Qt.Key.Key_Plus)
    assert window.model.deal_number == 2
    # Not "Deal #1 is the first deal" under deal #2's cards for six seconds more.
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_goes_with_its_game_on_restart_too(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # nothing to undo yet
    assert window.statusBar().currentMessage() == "There is no move to undo."
    qtbot.keyClick(window.view, Qt.Key.Key_R, CTRL)
    assert window.statusBar().currentMessage() == ""


def test_on_the_last_deal_next_deal_is_greyed_out(qtbot, window):
    window.model.start_deal(MAX_DEAL)
    assert not window.action("next_deal").isEnabled()
    press(qtbot, window, Qt.Key.Key_Plus)
    assert window.model.deal_number == MAX_DEAL
    assert "is the last deal: there is none after it." in window.statusBar().currentMessage()
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.model.deal_number == MAX_DEAL - 1


def test_a_custom_deck_has_neither_and_the_keys_say_why(qtbot, window):
    window.model.start(format_cards(deal_cards(7)[::-1]))
    assert window.model.deal_number is None
    assert not window.action("next_deal").isEnabled()
    assert not window.action("previous_deal").isEnabled()
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Minus):
        press(qtbot, window, key)
        assert window.model.deal_number is None
        assert window.statusBar().currentMessage().startswith("A custom deck has no deal number")
    window.statusBar().clearMessage()
    # As the key comes where the plus needs Shift (Qt's shortcuts match it so).
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage().startswith("A custom deck has no deal number")
    window.model.start_deal(5)  # a numbered deal again: both back
    assert window.action("next_deal").isEnabled()
    assert window.action("previous_deal").isEnabled()


def test_a_game_left_for_another_variant_is_named_with_its_variant(qtbot, window, leave_answers):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    window.game_actions.variants["aces-only"].trigger()
    assert (window.model.deal_number, window.model.variant) == (1, "aces-only")
    # Deal #1 is on the table still, in Four Ace Patience: the game left was the other.
    # Its rule follows, in the same line, where both fit beside the new game's name.
    assert window.statusBar().currentMessage() == (
        "Deal #1 · Standard: abandoned, score 0. "
        "Now playing Four Ace Patience: only an ace may move onto an empty pile."
    )

    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    press(qtbot, window, Qt.Key.Key_Plus)
    assert window.statusBar().currentMessage() == "Deal #1: abandoned, score 0."  # the same variant


def test_at_800x600_the_game_left_is_said_whole_beside_the_new_games_labels(
    qtbot, window, leave_answers
):
    window.resize(800, 600)
    window.model.start_deal(2404668323)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    window.game_actions.variants["aces-only"].trigger()
    bar = window.statusBar()
    assert bar.currentMessage() == "Deal #2404668323 · Standard: abandoned, score 0."
    # Said before "Four Ace Patience" took the variant label's room: the labels
    # at the right step aside for it once more, and it is not cut.
    qtbot.waitUntil(lambda: not bar.is_message_cut())
    assert window.variant_label.isVisible()
    qtbot.wait(50)  # and it stays so: stepping aside asks for no end of layouts
    assert not bar.is_message_cut()


def test_select_deal_number_asks_to_leave_the_game_for_that_deal(qtbot, window):
    # As Next deal does: "Leave it for a new one?" hid that the player had just
    # chosen deal #5, the very game the question is about.
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    press(qtbot, window, Qt.Key.Key_G)
    qtbot.waitUntil(lambda: window.dialogs.last is not None and window.dialogs.last.isVisible())
    dialog = window.dialogs.last
    dialog.line.setText("5")
    asked = keep_playing_when_asked(qtbot)  # armed now: the question comes after Enter
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0][0] == "This game is not over. Leave it for deal #5?"
    assert window.model.deal_number == 1
    window.action("select_deal").trigger()  # the deal on the table: dealt anew
    qtbot.waitUntil(lambda: window.dialogs.last is not dialog and window.dialogs.last.isVisible())
    dialog = window.dialogs.last
    dialog.line.setText("1")
    asked = keep_playing_when_asked(qtbot)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0][0] == "This game is not over. Leave it for a new game of deal #1?"
    assert window.model.game.stock_count == 44  # kept


def test_another_variant_asks_to_leave_the_game_for_that_deal_in_that_variant(qtbot, window):
    # "Leave it for a new one?" did not say the new game is these very cards.
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    asked = keep_playing_when_asked(qtbot)
    window.game_actions.variants["aces-only"].trigger()
    assert asked[0][0] == "This game is not over. Leave it for deal #1 in Four Ace Patience?"
    assert (window.model.variant, window.model.game.stock_count) == ("standard", 44)
    assert window.game_actions.variants["standard"].isChecked()


def test_a_custom_deck_in_another_variant_is_named_as_this_custom_deck(qtbot, window):
    window.model.start(format_cards(deal_cards(7)[::-1]))
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    asked = keep_playing_when_asked(qtbot)
    window.game_actions.variants["aces-only"].trigger()
    assert asked[0][0] == (
        "This game is not over. Leave it for this custom deck in Four Ace Patience?"
    )
