"""The game under the system's dark colour scheme: what is drawn outside the felt reads.

Each test turns the application dark while the game runs, as a system switched
to its dark scheme does, and looks at the pixels a player sees.
"""

from __future__ import annotations

from collections import Counter
from contextlib import nullcontext

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QLabel, QToolBar, QToolButton

from acesup_qt.dialogs.deal_number import DealNumberDialog
from acesup_qt.dialogs.move_review import HOW_TO
from acesup_qt.engine import deal_cards
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import History

from .dark_scheme import contrast, dark_scheme, ink_contrast
from .review_panel import open_review
from .test_demo_moves import demo_plays, start_demo
from .test_statistics_dialog import known_history, open_dialog
from .test_winnable import losing_moves
from .winning_game import DECK, MOVES


def tool_button(window: MainWindow, name: str) -> QToolButton:
    """The toolbar's button for the action ``name`` ("undo", "statistics")."""
    toolbar = window.findChild(QToolBar, "game-toolbar")
    assert toolbar is not None
    button = toolbar.widgetForAction(getattr(window.game_actions, name))
    assert isinstance(button, QToolButton)
    return button


def test_the_toolbar_icons_stand_out_on_a_dark_toolbar(window, qtbot):
    with dark_scheme() as palette:
        background = palette.color(QPalette.ColorRole.Button)
        # Enabled ones: Undo and Redo, greyed before the first move, are faint on purpose.
        for name in ("restart", "hint", "statistics"):
            button = tool_button(window, name)
            image = button.grab().toImage()
            # The icon only: it comes first, before the button's words.
            columns = round((button.iconSize().width() + 4) * image.devicePixelRatio())
            assert ink_contrast(image, background, columns) >= 3, name
    # And back in a light scheme, dark ink again.
    button = tool_button(window, "restart")
    image = button.grab().toImage()
    columns = round((button.iconSize().width() + 4) * image.devicePixelRatio())
    light = window.palette().color(QPalette.ColorRole.Button)
    assert ink_contrast(image, light, columns) >= 3


def inked(image: QImage, background: QColor) -> list[QColor]:
    """The pixels of ``image`` that differ from ``background``."""
    return [
        image.pixelColor(x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).rgb() != background.rgb()
    ]


def test_a_bad_deal_number_is_said_in_a_red_that_reads_when_the_scheme_turns_dark(window, qtbot):
    dialog = DealNumberDialog(1, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "abc")
    for scheme in (dark_scheme, nullcontext):
        with scheme():
            background = dialog.palette().color(QPalette.ColorRole.Window)
            image = dialog.problem.grab().toImage()
            assert ink_contrast(image, background, image.width()) >= 4.5
            clearest = max(inked(image, background), key=lambda c: contrast(c, background))
            assert clearest.red() > clearest.green() + 80  # still red
    # A good number's note reads too, in the scheme of the moment.
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "7")
    with dark_scheme() as palette:
        background = palette.color(QPalette.ColorRole.Window)
        image = dialog.problem.grab().toImage()
        assert ink_contrast(image, background, image.width()) >= 4.5


def commonest(image: QImage) -> QColor:
    """The colour most of ``image`` is: its background."""
    counts = Counter(image.pixel(x, y) for y in range(image.height()) for x in range(image.width()))
    return QColor.fromRgba(counts.most_common(1)[0][0])


def test_review_moves_reads_under_either_scheme(qtbot, window):
    dock = open_review(qtbot, window)  # deal 66, lost: move 26 gave the win away
    qtbot.waitUntil(lambda: dock.review.rows[25].lost, timeout=20000)
    lost = dock.moves.topLevelItem(25)
    dock.moves.scrollToItem(lost)
    how = next(label for label in dock.findChildren(QLabel) if label.text() == HOW_TO)
    for scheme in (nullcontext, dark_scheme, nullcontext):
        with scheme():
            # The move that gave the win away: its words read on its red.
            row = dock.moves.viewport().grab(dock.moves.visualItemRect(lost)).toImage()
            red = commonest(row)
            assert red.red() > red.green() + 30
            assert ink_contrast(row, red, row.width()) >= 4.5
            # How to use the panel, greyed as Qt greys a field's placeholder (4.4:1 in
            # full, less on the small letters' edges), reads too.
            picture = how.grab().toImage()
            background = how.palette().color(QPalette.ColorRole.Window)
            assert ink_contrast(picture, background, picture.width()) >= 3


def test_the_demos_moves_are_greyed_legibly_under_a_dark_scheme(qtbot, window):
    moves = MOVES.split(" ")
    window.model.restore(DECK, "standard", " ".join(moves[:-3]))
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    demo = dock.moves.topLevelItem(len(dock.review.rows) - 1)
    with dark_scheme() as palette:
        grey = demo.foreground(1).color()
        base = palette.color(QPalette.ColorRole.Base)
        assert contrast(grey, base) >= 4.5
        # Greyed still: less bright than the player's own moves.
        assert contrast(grey, base) < contrast(palette.color(QPalette.ColorRole.Text), base)


def test_a_won_games_headline_and_its_words_read_when_the_scheme_turns_dark(qtbot, window):
    moves = MOVES.split(" ")
    assert moves[-1] == "x3"
    window.model.restore(DECK, "standard", " ".join(moves[:-1]))
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the last discard: won
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    for scheme in (dark_scheme, nullcontext):
        with scheme():
            background = dialog.palette().color(QPalette.ColorRole.Window)
            # The headline is large and bold: 3:1 reads (the guidelines' large text).
            for label, least in ((dialog.headline, 3), (dialog.deal, 4.5), (dialog.detail, 4.5)):
                image = label.grab().toImage()
                assert ink_contrast(image, background, image.width()) >= least, label.text()
            green = max(
                inked(dialog.headline.grab().toImage(), background),
                key=lambda c: c.green() - c.red(),
            )
            assert green.green() > green.red() + 60  # a win's green still


def test_recent_games_results_read_in_their_colours_under_either_scheme(qtbot, tmp_path):
    history = History.open(tmp_path / "acesup.sqlite3")
    known_history(history)  # standard: newest first W A L W W
    dialog = open_dialog(qtbot, history, "standard")
    table = dialog.recent_table
    assert [table.item(row, 8).text() for row in (0, 1)] == ["Won", "Abandoned"]
    # Abandoned is greyed on purpose: light's grey is 4.4:1 in full on white (less on
    # the small letters' edges and the alternate rows' grey), dark's too, by design.
    for scheme, least in ((dark_scheme, 4), (nullcontext, 3.5)):
        with scheme():
            for row in (0, 1):
                cell = table.viewport().grab(table.visualItemRect(table.item(row, 8))).toImage()
                background = commonest(cell)
                assert ink_contrast(cell, background, cell.width()) >= least, row
    with dark_scheme():
        cell = table.viewport().grab(table.visualItemRect(table.item(0, 8))).toImage()
        green = max(inked(cell, commonest(cell)), key=lambda c: c.green() - c.red())
        assert green.green() > green.red() + 60  # a win's green still


def test_the_demos_move_that_gave_the_win_away_reads_under_either_scheme(
    qtbot, window, monkeypatch
):
    # Deal 66 by ``losing_moves``: the demo plays on from move 25; its move 26 loses the win.
    moves = losing_moves(66)
    window.model.restore(deal_cards(66), "standard", " ".join(moves[:24]), 66)
    demo_plays(monkeypatch, window, moves[24:])
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.waitUntil(lambda: window.end_dialog.take_back.isVisible(), timeout=20000)
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(lambda: dock.review.rows[25].lost, timeout=20000)
    lost = dock.moves.topLevelItem(25)
    assert dock.review.rows[25].demo
    dock.moves.scrollToItem(lost)
    for scheme in (nullcontext, dark_scheme):
        with scheme() as palette:
            row = dock.moves.viewport().grab(dock.moves.visualItemRect(lost)).toImage()
            red = commonest(row)
            assert red.red() > red.green() + 30
            # The demo's words, greyed, read on the red as the words of any row do.
            assert ink_contrast(row, red, row.width()) >= 4.5
            # Greyed still: less clear than the player's own words would be.
            text = (palette or window.palette()).color(QPalette.ColorRole.Text)
            assert contrast(lost.foreground(1).color(), red) < contrast(text, red)


def version_line(about) -> QImage:
    """The pixels of About's small line naming Python, Qt and PySide6's versions."""
    page = about.text
    block = page.document().begin()
    while block.isValid() and not block.text().startswith("Python "):
        block = block.next()
    assert block.isValid(), "no line of versions"
    rect = page.document().documentLayout().blockBoundingRect(block).toAlignedRect()
    image = page.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    return image.copy(
        int(rect.x() * ratio),
        int(rect.y() * ratio),
        int(rect.width() * ratio),
        int(rect.height() * ratio),
    )


def test_abouts_version_line_reads_under_either_scheme(qtbot, window):
    # Small grey text: it was 3.2:1 on the dark page and 3.4:1 on the light one.
    for opened_in in (dark_scheme, nullcontext):
        with opened_in():
            window.action("about").trigger()
            about = window.dialog
            qtbot.waitExposed(about)
        for scheme in (dark_scheme, nullcontext):  # and as the scheme changes while open
            with scheme():
                base = about.text.palette().color(QPalette.ColorRole.Base)
                line = version_line(about)
                assert ink_contrast(line, base, line.width()) >= 4.5
                # Greyed still: less clear than the page's own words.
                text = about.text.palette().color(QPalette.ColorRole.Text)
                clearest = max(inked(line, base), key=lambda c: contrast(c, base))
                assert contrast(clearest, base) < contrast(text, base)
        about.reject()
