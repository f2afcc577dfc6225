"""The Game, Settings and Help menus: deal numbers, variants, the four-colour deck."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt, QTimer, qVersion
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton

from acesup_qt import settings
from acesup_qt.engine import deal_cards

from .conftest import open_menu


def test_select_deal_number_starts_that_deal(qtbot, window):
    window.action("select_deal").trigger()
    dialog = window.dialog
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.line.clear()
    qtbot.keyClicks(dialog.line, "0")
    assert not ok.isEnabled()
    assert dialog.problem.text() == "Deal numbers run from 1 to 4294967295, not 0."
    dialog.line.clear()
    qtbot.keyClicks(dialog.line, "4242")
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.model.deal_number == 4242
    assert window.model.game.deck == tuple(deal_cards(4242))
    assert window.windowTitle() == "Deal #4242"  # Qt adds " — Aces Up"
    assert window.deal_label.text() == "Deal #4242"


def test_a_deal_number_written_with_thousands_separators_starts_that_deal(qtbot, window):
    # "1,000" or "1 000" is how a person writes the number a friend read out.
    for typed, number in (("1,000", 1000), ("1 000", 1000), ("#4,294,967,295", 4294967295)):
        qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
        dialog = window.dialog
        qtbot.waitExposed(dialog)
        dialog.line.selectAll()
        qtbot.keyClicks(dialog.line, typed)
        assert dialog.problem.text() == f"Deal #{number}: the same cards on every computer."
        qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
        assert window.model.deal_number == number, typed
        assert window.model.game.deck == tuple(deal_cards(number))
    # Grouped other than by threes: more likely a slip than a number, so refused.
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "12,34")
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dialog.problem.text().startswith("'12,34' is not a deal number")
    dialog.reject()


def test_choosing_four_ace_patience_replays_the_deal_in_that_variant(qtbot, window):
    window.game_actions.variants["aces-only"].trigger()
    assert window.model.variant == "aces-only"
    assert window.model.deal_number == 1
    assert window.variant_label.text() == "Four Ace Patience"
    assert settings.variant() == "aces-only"


def test_restart_takes_every_move_back(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    asked: list[str] = []

    def answer() -> None:  # the game is in progress: restarting it is asked first
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        (button,) = [b for b in box.findChildren(QPushButton) if b.text() == "&Restart it"]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["This game is not over. Start it again from the beginning?"]
    assert window.model.game.moves == []
    assert window.model.undo_stack.count() == 0


def test_new_game_starts_another_deal(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.model.deal_number != 1
    assert window.model.game.moves == []


def test_the_four_colour_deck_is_remembered_in_the_test_settings(qtbot, window, tmp_path):
    window.action("four_colour").trigger()
    assert window.art.four_colour
    assert settings.four_colour()
    assert QSettings("acesup-qt", "acesup-qt").fileName().startswith(str(tmp_path))


def test_rules_and_about_open(qtbot, window):
    window.action("rules").trigger()
    assert "Discard" in window.dialog.text.toPlainText()
    window.dialog.reject()
    window.action("about").trigger()
    assert "Aces Up" in window.dialog.text.toPlainText()
    assert f"Qt {qVersion()}" in window.dialog.text.toPlainText()  # for a bug report


def test_the_rules_give_every_other_name_the_game_goes_by(qtbot, window):
    window.action("rules").trigger()
    text = " ".join(window.dialog.text.toPlainText().split())
    # As the README and the rules of the design notes name them.
    assert "Also called Idiot's Delight, Firing Squad, Aces High or Drivel." in text


def test_the_rules_count_demo_moves_as_the_game_does(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    text = " ".join(window.dialog.text.toPlainText().split())
    # The end-of-game dialog and the statistics count the demo's moves apart from
    # the hints ("With 2 hints and 30 demo moves."): so do the rules.
    assert "count as hints" not in text
    assert "Its moves are counted as demo moves, apart from your hints." in text
    assert "finding one takes a few seconds" not in text  # it is well under a second


def test_the_rules_say_plainly_what_winnable_deals_only_does(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    text = " ".join(window.dialog.text.toPlainText().split())
    # "makes New game deal only deals the solver has proven winnable": read twice.
    assert "deal only deals" not in text
    assert (
        "With Game > Winnable deals only on, New game and a variant chosen deal only "
        "what the solver has proven winnable" in text
    )


def test_the_rules_say_a_discard_is_a_choice_never_forced(qtbot, window):
    # As the rules of the design notes say: a player who reads "Discard ... when"
    # as an order throws away the high card that would have let others go.
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    text = " ".join(window.dialog.text.toPlainText().split())
    assert "A discard is never forced" in text


def test_about_shows_the_licenses_the_game_is_shared_under(qtbot, window):
    from acesup_qt.dialogs.info import TextDialog

    window.action("about").trigger()
    about = window.dialog
    (button,) = [b for b in about.buttons.buttons() if b.text() == "&Licences"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    (shown,) = [d for d in about.findChildren(TextDialog) if d.isVisible()]
    text = shown.text.toPlainText()
    assert shown.windowTitle() == "Licences of Aces Up"
    assert text.startswith("Aces Up is free software")
    assert "GNU GENERAL PUBLIC LICENSE\n                       Version 3" in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text
    assert "PySide6" in text
    # The game writes British English: the noun is "licence", but for in names
    # such as the GNU General Public License (the licences' own texts are theirs).
    heading = " ".join(text.split("=" * 78)[0].split())
    names = ("Public License", "Foundation License", "of the License")
    for name in names:
        heading = heading.replace(name, "")
    assert "license" not in heading.lower()
    assert "Python's licence" in heading
    # Laid out as written: the licences' lines are not wrapped in the window.
    width = shown.text.fontMetrics().horizontalAdvance("x" * 79)
    assert shown.text.viewport().width() > width


def test_about_is_as_tall_as_its_words(qtbot, window):
    window.action("about").trigger()
    about = window.dialog
    qtbot.waitExposed(about)
    assert about.text.verticalScrollBar().maximum() == 0  # nothing below the fold
    # And no empty page under the words (it was some 90 pixels, three blank lines).
    blank = about.text.viewport().height() - about.text.document().size().height()
    assert blank < about.text.fontMetrics().lineSpacing()


def test_enter_closes_about_rather_than_opening_the_licenses(qtbot, window):
    from acesup_qt.dialogs.info import TextDialog

    window.action("about").trigger()
    about = window.dialog
    qtbot.waitExposed(about)
    qtbot.keyClick(about.focusWidget() or about, Qt.Key.Key_Return)
    assert not about.isVisible()
    assert not [d for d in about.findChildren(TextDialog) if d.isVisible()]


def _licenses_text(qtbot, window) -> str:
    from acesup_qt.dialogs.info import TextDialog

    window.action("about").trigger()
    about = window.dialog
    (button,) = [b for b in about.buttons.buttons() if b.text() == "&Licences"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    (shown,) = [d for d in about.findChildren(TextDialog) if d.isVisible()]
    return shown.text.toPlainText()


def test_a_bundle_shows_the_license_of_the_python_it_brings_last(
    qtbot, window, tmp_path, monkeypatch
):
    import shutil
    import sys

    from acesup_qt import resources

    bundled = tmp_path / "acesup_qt" / "resources"  # as the installers lay it out
    shutil.copytree(resources.resource_dir(), bundled)
    python = "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2\n\n1. This LICENSE AGREEMENT ...\n"
    (bundled / resources.PYTHON_LICENSE).write_text(python, encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    text = _licenses_text(qtbot, window)
    assert "The licence of the Python that came with the game follows last." in text
    assert text.endswith(python)
    assert text.index("GNU LESSER GENERAL PUBLIC LICENSE") < text.index(python)


def test_installed_apart_from_python_the_licenses_say_where_pythons_is(qtbot, window):
    from acesup_qt.resources import read_text

    text = _licenses_text(qtbot, window)  # the source tree, as a pip install: no Python here
    assert "Python's licence came with the Python that runs the game." in text
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" not in text
    assert text.rstrip().endswith(read_text("licenses/LGPL-3.0.txt").rstrip())  # the LGPL last


def test_the_window_opens_as_big_as_it_was_closed(qtbot, window):
    from acesup_qt.main_window import MainWindow

    window.resize(700, 500)  # within the offscreen screen, 800x600
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)


def test_the_statistics_call_each_variant_what_the_menu_calls_it(qtbot, window):
    from acesup_qt.dialogs.statistics import StatisticsDialog

    from .test_undo_buttons import press_tool

    press_tool(qtbot, window, "statistics")
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    box = dialog.variant_box
    menu_names = {  # as read in the menu: without the "&" of the letter that chooses it
        name: action.text().replace("&", "")
        for name, action in window.game_actions.variants.items()
    }
    assert menu_names["standard"] == window.variant_label.text() == "Standard"
    assert box.currentText() == "Standard"
    for name, text in menu_names.items():
        assert box.itemText(box.findData(name)) == text
    dialog.reject()


def test_the_deal_number_dialog_keeps_its_size_while_the_player_types(qtbot, window):
    window.action("select_deal").trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    size = dialog.size()
    for text in ("x", "0", "99999999999", "12"):
        dialog.line.selectAll()
        qtbot.keyClicks(dialog.line, text)
        qtbot.wait(10)  # a layout change would land with the next events
        assert dialog.size() == size, text
    assert dialog.problem.text() == "Deal #12: the same cards on every computer."
    dialog.reject()


def test_the_deal_number_dialog_says_what_the_number_gives_where_a_complaint_would_go(
    qtbot, window
):
    window.action("select_deal").trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    size, under = dialog.size(), dialog.problem
    assert under.text() == "Deal #1: the same cards on every computer."  # no bare gap
    grey = under.palette().color(under.foregroundRole())
    for text in ("x", "W" * 20, "9" * 20):  # the widest it takes: a line of W or 9
        dialog.line.selectAll()
        qtbot.keyClicks(dialog.line, text)
        qtbot.wait(10)
        assert dialog.size() == size, text
        assert under.height() < 2 * under.fontMetrics().lineSpacing(), text  # one line
        assert under.palette().color(under.foregroundRole()) != grey  # red, not a note
    # "#" and ten digits in groups of three, with a space either side.
    assert len(dialog.line.text()) == len(" #4,294,967,295 ")
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "#4242")
    assert under.text() == "Deal #4242: the same cards on every computer."
    dialog.reject()


def test_rules_and_about_closed_again_and_again_do_not_pile_up(qtbot, window):
    from acesup_qt.dialogs.info import TextDialog

    for name in ("rules", "about", "rules", "about", "rules"):
        window.action(name).trigger()
        button = window.dialog.buttons.button(QDialogButtonBox.StandardButton.Close)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.findChildren(TextDialog))


def test_menu_items_that_ask_first_end_in_one_ellipsis_character(qtbot, window):
    # "Select deal number..." stood in the Game menu by the dialogs' "Reset…".
    texts = [a.text() for menu in window.menuBar().actions() for a in menu.menu().actions()]
    assert "Select &deal number…" in texts
    assert not [text for text in texts if "..." in text]
    assert window.action("select_deal").toolTip() == "Select deal number (Ctrl+G)"


def test_a_menu_shut_with_escape_leaves_the_keys_to_the_table(qtbot, window):
    # Qt left the menu bar holding the keys: 1 did nothing, Enter opened the
    # Game menu again, and Up, Enter chose Quit.
    game_menu = open_menu(qtbot, window, "&Game")
    qtbot.keyClick(game_menu, Qt.Key.Key_Escape)
    assert not game_menu.isVisible()
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    keys = window.focusWidget()  # where the player's next key goes
    qtbot.keyClick(keys, Qt.Key.Key_1)
    assert window.scene.selected == 0
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Up, Qt.Key.Key_Return):
        qtbot.keyClick(keys, key)
    assert not game_menu.isVisible()
    assert window.isVisible()
    message = window.statusBar().currentMessage()
    assert message == "Press 1 to 4, or Left or Right, to choose a pile's top card first."


def test_the_small_dialogs_cannot_be_maximised(qtbot, window):
    # A window whose least and largest sizes are the same gets no working maximise
    # button (openbox): a maximised deal-number prompt or About is all blank felt.
    for name in ("select_deal", "about"):
        window.action(name).trigger()
        dialog = window.dialog
        qtbot.waitExposed(dialog)
        assert dialog.minimumSize() == dialog.maximumSize() == dialog.size(), name
        dialog.reject()


def screen_of(monkeypatch, width: int, height: int) -> QRect:
    """The screen the window is on, ``width`` x ``height``, as Qt tells the dialogs."""
    screen = QRect(0, 0, width, height)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: screen)
    return screen


def open_licences(qtbot, about):
    """The About box's Licences, opened by a click on its button, shown."""
    from acesup_qt.dialogs.info import TextDialog

    (button,) = [b for b in about.buttons.buttons() if b.text() == "&Licences"]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    (shown,) = [d for d in about.findChildren(TextDialog) if d.isVisible()]
    qtbot.waitExposed(shown)
    return shown


def test_on_an_800x600_screen_the_statistics_buttons_are_in_sight(qtbot, window, monkeypatch):
    from acesup_qt.dialogs.statistics import StatisticsDialog

    screen = screen_of(monkeypatch, 800, 600)
    window.action("statistics").trigger()
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    title_bar = 30  # what a window manager adds above, at most
    assert dialog.height() + title_bar <= screen.height()
    assert dialog.width() <= screen.width()
    dialog.reject()


def test_over_a_window_of_800x600_statistics_opens_inside_it(qtbot, window, monkeypatch):
    from acesup_qt.dialogs.statistics import StatisticsDialog

    # A laptop's screen, the window made small on it: the dialog hung past its foot.
    screen_of(monkeypatch, 1366, 768)
    window.resize(800, 600)
    window.move(100, 50)
    qtbot.keyClick(window.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert window.frameGeometry().contains(dialog.frameGeometry())
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert dialog.rect().contains(close.geometry().translated(close.parentWidget().pos()))
    # The list of games and the chart took the cut: each still shows some rows, and bars.
    assert (
        dialog.recent_table.viewport().height()
        >= 4 * dialog.recent_table.verticalHeader().defaultSectionSize()
    )
    assert dialog.histogram.height() >= dialog.histogram.minimumHeight()
    dialog.reject()


def test_over_a_window_of_800x600_rules_and_licences_open_inside_it(qtbot, window, monkeypatch):

    screen_of(monkeypatch, 1366, 768)  # room on the screen: the window is what is small
    window.resize(800, 600)
    window.move(100, 50)
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = window.dialog
    qtbot.waitExposed(rules)
    assert window.frameGeometry().contains(rules.frameGeometry())
    assert rules.text.verticalScrollBar().maximum() > 0  # the rest of the page scrolls
    qtbot.keyClick(rules, Qt.Key.Key_Escape)
    window.action("about").trigger()
    about = window.dialog
    qtbot.waitExposed(about)
    assert window.frameGeometry().contains(about.frameGeometry())
    licences = open_licences(qtbot, about)
    assert window.frameGeometry().contains(licences.frameGeometry())
    licences.reject()
    about.reject()


def test_on_an_800x600_screen_the_licenses_close_button_is_in_sight(qtbot, window, monkeypatch):

    screen = screen_of(monkeypatch, 800, 600)
    window.action("about").trigger()
    about = window.dialog
    shown = open_licences(qtbot, about)
    title_bar = 30  # what a window manager adds above, at most
    assert shown.height() + title_bar <= screen.height()  # it was 600: Close under the edge
    assert shown.width() <= screen.width()
    shown.reject()
    about.reject()


def _choose_by_letters(qtbot, window, title: str, *keys: Qt.Key) -> None:
    """Open a menu-bar title with the mouse, then go on with letters alone, as a player would."""
    open_menu(qtbot, window, title)
    for key in keys:
        shown = QApplication.activePopupWidget()
        assert shown is not None
        qtbot.keyClick(shown, key)


def test_the_animation_speeds_are_chosen_by_their_letters_as_every_other_item(qtbot, window):
    # The letters of the four speeds did nothing: a keyboard player met the only
    # items of the menus without one, and had to arrow down to them.
    _choose_by_letters(qtbot, window, "&Settings", Qt.Key.Key_A, Qt.Key.Key_F)
    assert settings.animation_speed() == "Fast"
    assert window.game_actions.speeds["Fast"].isChecked()
    _choose_by_letters(qtbot, window, "&Settings", Qt.Key.Key_A, Qt.Key.Key_O)
    assert settings.animation_speed() == "Off"


def test_a_variant_is_chosen_by_its_letter(qtbot, window):
    _choose_by_letters(qtbot, window, "&Game", Qt.Key.Key_V, Qt.Key.Key_F)
    assert window.variant_label.text() == "Four Ace Patience"
    _choose_by_letters(qtbot, window, "&Game", Qt.Key.Key_V, Qt.Key.Key_S)
    assert window.variant_label.text() == "Standard"


def test_settings_are_grouped_help_then_looks_then_the_window(qtbot, window):
    menu = open_menu(qtbot, window, "&Settings")
    shown = ["—" if a.isSeparator() else a.text().replace("&", "") for a in menu.actions()]
    assert shown == [
        "Rate my moves",
        window.action("still_winnable").text().replace("&", ""),
        "—",
        "Four-colour deck",
        "Table colour",
        "Card back",
        "Animation speed",
        "—",
        window.action("full_screen").text().replace("&", ""),
    ]
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
