"""A variant chosen says its rule on the status bar; a variant met for the first time
offers its rules once, by a link on the status bar that opens Help > Rules there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt

from acesup_qt import main_window, settings
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.main_window import MainWindow
from acesup_qt.wording import NOT_COUNTED

FOUR_ACES = "Now playing Four Ace Patience: only an ace may move onto an empty pile."
STANDARD = "Now playing Standard: any top card may move onto an empty pile."
VARIANTS_INTRODUCED = settings.variants_introduced  # as the game has it, before any test
MENU_LETTER = {"aces-only": Qt.Key.Key_F, "standard": Qt.Key.Key_S}


def choose_variant(qtbot, window, variant: str) -> None:
    """Game > Variant > the variant, by the keys a player presses: Alt+G, V, its letter."""
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    game_menu = window.menuBar().actions()[0].menu()
    qtbot.waitUntil(game_menu.isVisible)
    qtbot.keyClick(game_menu, Qt.Key.Key_V)
    submenu = next(a for a in game_menu.actions() if a.text() == "&Variant").menu()
    qtbot.waitUntil(submenu.isVisible)
    qtbot.keyClick(submenu, MENU_LETTER[variant])
    qtbot.waitUntil(lambda: not game_menu.isVisible())


def never_offered(monkeypatch) -> None:
    """The player has met no variant yet, as the settings say (the tests' player has
    met them all: ``every_variant_met``)."""
    monkeypatch.setattr(settings, "variants_introduced", VARIANTS_INTRODUCED)
    QSettings("acesup-qt", "acesup-qt").remove("help/variants_introduced")


def offer(window: MainWindow):
    """The link on the status bar offering a variant's rules, if it is there."""
    link = window.variant_news.link
    return link if link is not None and link.isVisible() else None


@pytest.mark.parametrize("width", [1024, 1366])
def test_a_variant_chosen_says_its_rule_whole_beside_the_games_name(qtbot, window, width):
    window.resize(width, 600)
    bar = window.status_bar
    choose_variant(qtbot, window, "aces-only")
    assert window.model.variant == "aces-only"
    assert bar.currentMessage() == FOUR_ACES
    assert not bar.is_message_cut()
    assert window.deal_label.isVisible()
    assert window.variant_label.isVisible()
    choose_variant(qtbot, window, "standard")
    assert bar.currentMessage() == STANDARD
    assert not bar.is_message_cut()


def test_the_variant_on_the_table_chosen_again_says_nothing(qtbot, window):
    choose_variant(qtbot, window, "standard")
    assert window.status_bar.currentMessage() == ""


def test_the_rule_goes_after_a_while_as_other_words_do(qtbot, window, monkeypatch):
    monkeypatch.setattr(main_window, "MESSAGE_MS", 200)
    choose_variant(qtbot, window, "aces-only")
    assert window.status_bar.currentMessage() == FOUR_ACES
    qtbot.waitUntil(lambda: window.status_bar.currentMessage() == "")


def leave_a_game_for_four_aces(qtbot, window, leave_answers, monkeypatch) -> None:
    """At 800x600, a game of deal #2404668323 under way (one deal made) left for Four Ace
    Patience; the status bar's words kept 300 ms."""
    monkeypatch.setattr(main_window, "MESSAGE_MS", 300)
    window.resize(800, 600)
    window.model.start_deal(2404668323)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    choose_variant(qtbot, window, "aces-only")


def test_a_game_left_is_said_first_and_the_rule_after_it_on_a_narrow_window(
    qtbot, window, leave_answers, monkeypatch
):
    # Both in one line would push the new game's name off the bar at 800 pixels.
    leave_a_game_for_four_aces(qtbot, window, leave_answers, monkeypatch)
    bar = window.status_bar
    assert bar.currentMessage() == "Deal #2404668323 · Standard: abandoned, score 0."
    qtbot.waitUntil(lambda: bar.currentMessage() == FOUR_ACES)
    assert not bar.is_message_cut()
    assert window.variant_label.isVisible()


def test_the_rule_after_the_note_waits_for_no_one_who_is_playing(
    qtbot, window, leave_answers, monkeypatch
):
    leave_a_game_for_four_aces(qtbot, window, leave_answers, monkeypatch)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # playing already: the rule is not news
    qtbot.wait(600)
    assert window.status_bar.currentMessage() != FOUR_ACES


def test_a_variant_met_for_the_first_time_offers_its_rules_once(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    choose_variant(qtbot, window, "aces-only")
    link = offer(window)
    assert link is not None
    assert link.shown_words() == "How to play Four Ace Patience (F1)"
    assert window.status_bar.currentMessage() == FOUR_ACES
    assert not window.status_bar.is_message_cut()
    choose_variant(qtbot, window, "standard")  # the offer goes with its game
    assert offer(window) is None
    choose_variant(qtbot, window, "aces-only")  # and never comes again
    assert offer(window) is None
    assert window.status_bar.currentMessage() == FOUR_ACES


def test_the_offer_is_remembered_between_runs(qtbot, monkeypatch):
    never_offered(monkeypatch)
    first = MainWindow()
    qtbot.addWidget(first)
    first.model.start_deal(1, "aces-only")
    assert first.variant_news.link is not None
    # The window's first game: no change to tell of, but what the variant is.
    assert first.status_bar.currentMessage() == (
        "Four Ace Patience: only an ace may move onto an empty pile."
    )
    first.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.model.start_deal(1, "aces-only")
    assert again.variant_news.link is None
    assert again.status_bar.currentMessage() == ""


def test_the_standard_game_offers_nothing(qtbot, monkeypatch):
    # How to play lies on the felt for a player's first games.
    never_offered(monkeypatch)
    window = MainWindow()
    qtbot.addWidget(window)
    window.model.start_deal(1, "standard")
    assert window.variant_news.link is None


def test_a_variant_played_before_is_not_offered(qtbot, window, leave_answers, monkeypatch):
    choose_variant(qtbot, window, "aces-only")
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    choose_variant(qtbot, window, "standard")  # the game of Four Ace Patience counted, left
    assert window.history.count("aces-only") == 1
    never_offered(monkeypatch)  # as after an update that brought the offer
    choose_variant(qtbot, window, "aces-only")
    assert offer(window) is None


def test_the_offer_opens_the_rules_with_the_variants_part_marked(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    choose_variant(qtbot, window, "aces-only")
    link = offer(window)
    words = link.fontMetrics().horizontalAdvance("How to play")  # on the link's words
    where = QPoint(link.contentsMargins().left() + words // 2, link.height() // 2)
    qtbot.mouseClick(link, Qt.MouseButton.LeftButton, pos=where)
    rules_at_four_ace_patience(qtbot, window)
    assert offer(window) is None  # followed: done with


def rules_at_four_ace_patience(qtbot, window: MainWindow):
    """The Rules dialog, once open with Four Ace Patience's part marked and in sight."""
    rules = window.dialog
    qtbot.waitUntil(lambda: rules is not None and rules.isVisible())
    assert rules.windowTitle() == "Rules of Aces Up"
    page = rules.text
    qtbot.waitUntil(lambda: page.textCursor().hasSelection())
    marked = " ".join(page.textCursor().selection().toPlainText().split())
    assert marked.startswith("Four Ace Patience Played as above, with one difference: only an ace")
    assert marked.endswith("It is harder to win.")
    first, last = rules.section_blocks()
    layout = page.document().documentLayout()
    top, bottom = layout.blockBoundingRect(first).top(), layout.blockBoundingRect(last).bottom()
    scrolled = page.verticalScrollBar().value()
    assert scrolled <= top
    assert bottom <= scrolled + page.viewport().height()
    return rules


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_with_no_mouse_the_key_the_offer_names_follows_it(qtbot, window, monkeypatch, size):
    # The link took only a click: Tab never reached it, and F1 opened the rules at the top.
    never_offered(monkeypatch)
    window.resize(*size)
    choose_variant(qtbot, window, "aces-only")
    link = offer(window)
    assert link.shown_words() == "How to play Four Ace Patience (F1)"
    assert "F1" in link.accessibleName()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = rules_at_four_ace_patience(qtbot, window)
    assert offer(window) is None  # followed: done with
    qtbot.keyClick(rules.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not rules.isVisible())
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_F1)  # once followed, Help > Rules as ever
    again = window.dialog
    qtbot.waitUntil(lambda: again is not rules and again.isVisible())
    qtbot.wait(50)  # as long as a section would take to be marked
    assert not again.text.textCursor().hasSelection()


def test_help_rules_from_the_menu_follows_the_offer_too(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    choose_variant(qtbot, window, "aces-only")
    assert offer(window).toolTip() == "Help > Rules (F1), at Four Ace Patience"
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    help_menu = window.menuBar().actions()[-1].menu()
    qtbot.waitUntil(help_menu.isVisible)
    qtbot.keyClick(help_menu, Qt.Key.Key_R)
    rules_at_four_ace_patience(qtbot, window)
    assert offer(window) is None


@pytest.mark.parametrize("by_key", [True, False])
def test_the_rule_is_back_on_the_bar_as_the_rules_close(qtbot, window, monkeypatch, by_key):
    # Its words went on their time under the dialog, and a player back from the
    # rules found the bar bare: "Four Ace Patience" and nothing of what it changes.
    never_offered(monkeypatch)
    monkeypatch.setattr(main_window, "MESSAGE_MS", 300)
    choose_variant(qtbot, window, "aces-only")
    bar = window.status_bar
    assert bar.currentMessage() == FOUR_ACES
    if by_key:
        qtbot.keyClick(window.view, Qt.Key.Key_F1)
    else:
        link = offer(window)
        where = QPoint(link.contentsMargins().left() + 20, link.height() // 2)
        qtbot.mouseClick(link, Qt.MouseButton.LeftButton, pos=where)
    rules = rules_at_four_ace_patience(qtbot, window)
    qtbot.waitUntil(lambda: bar.currentMessage() == "")  # read at length
    qtbot.mouseClick(rules.buttons.buttons()[0], Qt.MouseButton.LeftButton)  # Close
    qtbot.waitUntil(lambda: not rules.isVisible())
    assert bar.currentMessage() == "Four Ace Patience: only an ace may move onto an empty pile."
    assert not bar.is_message_cut()
    qtbot.waitUntil(lambda: bar.currentMessage() == "")  # and goes as its words do


def test_words_said_while_the_rules_were_open_are_not_covered(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    choose_variant(qtbot, window, "aces-only")
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = rules_at_four_ace_patience(qtbot, window)
    window.say("Deal #9 can be won: the solver found a way.")
    qtbot.keyClick(rules.text, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not rules.isVisible())
    assert window.status_bar.currentMessage() == "Deal #9 can be won: the solver found a way."


def test_help_rules_opens_at_the_top_with_nothing_marked(qtbot, window):
    window.model.start_deal(1, "aces-only")
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = window.dialog
    qtbot.waitUntil(rules.isVisible)
    qtbot.wait(50)  # as long as a section would take to be marked
    assert not rules.text.textCursor().hasSelection()
    assert rules.text.verticalScrollBar().value() == 0


def test_the_offer_shortens_rather_than_widen_the_window_past_800(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    window.resize(800, 600)
    window.model.start_deal(4294967295, "aces-only")
    window.status_bar.clearMessage()  # every label back on the bar, the link with them
    link = offer(window)
    assert link is not None
    assert window.minimumSizeHint().width() <= 800
    qtbot.waitUntil(lambda: window.width() <= 800)
    assert link.shown_words().startswith("How to play")
    assert link.shown_words().endswith("… (F1)")  # the key kept, however short the words
    assert " …" not in link.shown_words()  # cut after a word: "Four Ace…", not "Four Ace …"


def test_a_winnable_deal_found_is_told_and_the_rule_still_comes_after(
    qtbot, window, leave_answers, monkeypatch
):
    # Winnable deals only: the deal found is news said as it starts, which took the
    # place of the rule; on a narrow window the three do not fit in one line.
    from .test_winnable_variant import choose_winnable_deals_only

    monkeypatch.setattr(main_window, "MESSAGE_MS", 300)
    window.resize(800, 600)
    window.winnable.seed = 1  # its first try in Four Ace Patience is proven winnable
    choose_winnable_deals_only(qtbot, window)
    window.model.start_deal(2404668323)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    leave_answers.append(True)
    choose_variant(qtbot, window, "aces-only")
    bar = window.status_bar
    qtbot.waitUntil(lambda: window.model.variant == "aces-only", timeout=10000)
    number = window.model.deal_number
    assert bar.currentMessage() == (
        "Deal #2404668323 · Standard: abandoned, score 0. "
        f"Deal #{number} can be won: the solver found a way."
    )
    qtbot.waitUntil(lambda: bar.currentMessage() == FOUR_ACES, timeout=10000)
    assert not bar.is_message_cut()


def test_a_self_test_of_four_ace_patience_leaves_the_offer_to_the_player(
    qtbot, window, tmp_path, monkeypatch
):
    # An installer's check, or a player's ``acesup-qt --self-test --variant aces-only``,
    # used it up, and made Four Ace Patience the next game: the player never saw it.
    from .own_process import run_python

    monkeypatch.setattr(settings, "variants_introduced", VARIANTS_INTRODUCED)  # a player's
    # In QSettings' file of the player's, as ``private_settings`` points the window at it.
    result = run_python(
        "-m", "acesup_qt", "--self-test", "--variant", "aces-only", XDG_CONFIG_HOME=str(tmp_path)
    )
    assert result.returncode == 0, result.stderr
    assert settings.variant() == "standard"
    choose_variant(qtbot, window, "aces-only")
    assert offer(window) is not None


def test_the_rule_said_is_the_rule_a_refused_move_gives_and_the_rules_page_has(qtbot, window):
    # The news said "may move into an empty pile", the refusal "moves onto" it:
    # one rule in two wordings, as if two. The rules (design/rules.md) say "onto".
    rule = "only an ace may move onto an empty pile"
    choose_variant(qtbot, window, "aces-only")
    assert window.status_bar.currentMessage() == f"Now playing Four Ace Patience: {rule}."
    window.model.restore(deal_cards(12), "aces-only", "x1", 12)  # pile 1 empty, 9♦ tops pile 3
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert window.status_bar.currentMessage() == (
        f"9♦ cannot move to pile 1: in Four Ace Patience {rule}."
    )
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = window.dialog
    qtbot.waitUntil(lambda: rules is not None and rules.isVisible())
    page = " ".join(rules.text.toPlainText().split())
    assert f"with one difference: {rule}." in page
    assert "into an empty pile" not in page


@pytest.mark.parametrize("width", [1366, 1024])
def test_a_file_of_another_variant_opened_says_the_rule_after_its_words(
    qtbot, window, dialogs, tmp_path, width
):
    # "Opened five.acesup.txt after 1 move: ..." took the place of the rule said as
    # the file's game took the table: nothing said what Four Ace Patience changes.
    from .test_game_files import open_file

    played = new_game(deal_cards(5), "aces-only")
    played.apply("d")
    path = tmp_path / "five.acesup.txt"
    path.write_text(played.to_text(5), encoding="utf-8")
    window.resize(width, 600)
    open_file(qtbot, window, dialogs, path)
    assert window.model.variant == "aces-only"
    bar = window.status_bar
    opened = f"Opened five.acesup.txt after 1 move: {NOT_COUNTED}. Undo steps back through them."
    # Both where the window has the room; else the file's words, as before.
    assert bar.currentMessage() == (f"{opened} {FOUR_ACES}" if width > 1024 else opened)
    qtbot.waitUntil(lambda: not bar.is_message_cut())  # once the labels have stepped aside


def test_a_list_of_variants_written_by_hand_counts_every_one_met(qtbot, window, monkeypatch):
    # A player who edits the settings file to "aces-only, standard" writes what
    # QSettings reads back as a list: each variant in it is met, none offered again.
    never_offered(monkeypatch)
    QSettings("acesup-qt", "acesup-qt").setValue(
        "help/variants_introduced", ["aces-only", "standard"]
    )
    choose_variant(qtbot, window, "aces-only")
    assert window.status_bar.currentMessage() == FOUR_ACES
    assert offer(window) is None
