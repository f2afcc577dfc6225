"""The windows bench_table.py starts, each alone in its own process.

    python tests/benchmarks/windows_alone.py MODE [--end-at-first-frame]

MODE is one of:

- ``bare``: a bare PySide6 QMainWindow, shown, first paint awaited, closed;
- ``bare-rss``: the same, printing its memory (RSS) instead;
- ``bare-quick``: the bare window started the game's way: PySide loaded
  from the game's start cache, Python's cycle collector resting until the
  first paint (``acesup_qt.pyside_code_cache``, ``acesup_qt.launch``): how
  much of what the game saves any PySide window could save;
- ``least``: the least a painted card table costs in PySide6: 52 painted
  cards in a view, nothing else (no menus, toolbar, status bar or rules);
- ``chrome``: the least table inside what the game's window has around its
  table: the same menus and actions with their shortcuts, a toolbar of
  seven buttons with icons and words, a status bar with a message and four
  labels; no game, no engine, no settings, no saved game;
- ``chrome-only``: the bare window with that chrome and no table at all:
  what the issue asks around the table costs before a single card is drawn;
- ``game-rss``: the game started as ``--self-test`` does, printing its RSS;
- ``game``: the game's ``--self-test`` itself, as ``launch.main`` runs it.

With ``--end-at-first-frame`` each ends its process the moment it has said
"self-test ok", skipping Python's and Qt's taking down: what a count of the
instructions to the first frame wants (``bench_table.py --instructions``).

This script imports nothing but ``sys`` and PySide6 (and the game for
``game-rss``, ``game`` and ``bare-quick``), so that the windows pay for no benchmark code: argparse,
subprocess, statistics and compileall alone would add some 20 ms to a start.
"""

from __future__ import annotations

import os
import sys

END_AT_FIRST_FRAME = "--end-at-first-frame" in sys.argv


def said_ok(text: str = "self-test ok") -> None:
    """Say the window is up; with ``--end-at-first-frame``, end the process here."""
    print(text, flush=True)
    if END_AT_FIRST_FRAME:
        os._exit(0)


def rss_kib() -> int:
    """This process's resident memory, in KiB (Linux)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def bare_window(report_rss: bool, chrome: bool = False, quick: bool = False) -> int:
    """A bare QMainWindow: show it, wait for its first paint, print and quit.

    With ``chrome``, the window gets the game's menus, toolbar and status bar
    (``add_chrome``) around its empty centre. With ``quick``, PySide loads
    from the game's start cache and the cycle collector rests until the
    first paint, as in the game.
    """
    if quick:
        import gc

        from acesup_qt.pyside_code_cache import loading_pyside

        gc.disable()
        with loading_pyside():
            import PySide6.QtCore  # noqa: F401 (loaded from the cache)
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    central = QWidget()
    window.setCentralWidget(central)
    window.resize(1280, 800)
    if chrome:
        add_chrome(window)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                central.removeEventFilter(self)
                QTimer.singleShot(0, finish)
            return False

    def finish() -> None:
        said_ok(f"rss {rss_kib()}" if report_rss else "self-test ok")
        app.quit()

    spy = FirstPaint()
    central.installEventFilter(spy)
    window.show()
    return app.exec()


def least_table(chrome: bool = False) -> int:
    """The least a painted card table costs: 52 painted cards in a view, nothing else.

    Each card draws what every card face needs (a rounded outline with a pen,
    a fill, an index in a font); the pen alone makes PySide build the 93
    enums of the ``Qt`` namespace, as any table drawn in Python must. With
    ``chrome``, the window also gets the game's menus, toolbar and status bar
    (``add_chrome``).
    """
    from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
    from PySide6.QtGui import QColor, QFont, QPainter, QPen
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsItem,
        QGraphicsScene,
        QGraphicsView,
        QMainWindow,
        QStyleOptionGraphicsItem,
        QWidget,
    )

    class Card(QGraphicsItem):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index
            self.setPos(20 + index % 13 * 90, 20 + index // 13 * 130)

        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 80, 112)

        def paint(
            self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
        ) -> None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(40, 40, 40), 1.0))
            painter.setBrush(QColor(250, 250, 245))
            painter.drawRoundedRect(self.boundingRect(), 6, 6)
            painter.setFont(QFont("Sans", 14))
            painter.drawText(QRectF(6, 4, 40, 24), Qt.AlignmentFlag.AlignLeft, str(self.index))

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene()
    for index in range(52):
        scene.addItem(Card(index))
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    if chrome:
        add_chrome(window)

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                view.viewport().removeEventFilter(self)
                QTimer.singleShot(0, finish)
            return False

    def finish() -> None:
        said_ok()
        app.quit()

    spy = FirstPaint()
    view.viewport().installEventFilter(spy)
    window.show()
    return app.exec()


# The game's menus as (menu, [(text, shortcut), ...]); None is a separator.
MENUS: dict[str, list[tuple[str, str] | None]] = {
    "&Game": [
        ("&New game", "Ctrl+N"),
        ("&Restart", "Ctrl+R"),
        ("Select &deal number…", "Ctrl+G"),
        ("&Winnable deals only", ""),
        ("Standard", ""),
        ("Four Ace Patience", ""),
        None,
        ("D&emo: play on for me", "Ctrl+D"),
        ("S&tatistics", "Ctrl+T"),
        None,
        ("&Quit", "Ctrl+Q"),
    ],
    "&Move": [("&Undo", "Ctrl+Z"), ("&Redo", "Ctrl+Y"), None, ("&Hint", "H"), ("&Deal", "D")],
    "&Settings": [
        ("&Four-colour deck", ""),
        ("&Rate my moves", ""),
        ("Slow", ""),
        ("Normal", ""),
        ("Fast", ""),
        ("Instant", ""),
    ],
    "&Help": [("&Rules", "F1"), ("&About Aces Up", "")],
}
TOOLBAR = ["&New game", "&Restart", "&Undo", "&Redo", "&Hint", "&Deal", "S&tatistics"]


def add_chrome(window: object) -> None:
    """Give ``window`` the game's menus, toolbar (icons and words) and status bar."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPixmap
    from PySide6.QtWidgets import QLabel, QMainWindow

    assert isinstance(window, QMainWindow)
    icon = QPixmap(24, 24)
    icon.fill(QColor(40, 90, 50))
    actions = {}
    for title, entries in MENUS.items():
        menu = window.menuBar().addMenu(title)
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            text, key = entry
            action = QAction(text, window)
            if key:
                action.setShortcut(QKeySequence(key))
            action.setToolTip(text.replace("&", ""))
            menu.addAction(action)
            actions[text] = action
    toolbar = window.addToolBar("Game")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for text in TOOLBAR:
        actions[text].setIcon(QIcon(icon))
        toolbar.addAction(actions[text])
    bar = window.statusBar()
    bar.showMessage("Click a card to discard it, or drag it to an empty pile")
    for words in ("Deal 1", "Standard", "Stock: 48", "Score: 0"):
        bar.addPermanentWidget(QLabel(words))


def game_rss() -> int:
    """Start the game as ``--self-test`` does and print the memory it then holds."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from acesup_qt.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    window = MainWindow()
    window.model.start_deal(1)
    window.show()

    def finish() -> None:
        print(f"rss {rss_kib()}", flush=True)
        app.quit()

    window.view.first_painted.connect(lambda: QTimer.singleShot(0, finish))
    return app.exec()


def game() -> int:
    """The game's ``--self-test``, run by ``launch.main`` as ``acesup-qt`` runs it.

    With ``--end-at-first-frame``, its report also ends the process. The
    report is wrapped as its module loads, inside ``app.main``: importing it
    here, before ``app.main``, would import PySide before the game makes its
    enums the quick way.
    """
    import importlib.machinery
    from types import ModuleType

    class EndAtReport:
        def find_spec(self, name: str, path: object, target: object = None) -> object:
            if name != "acesup_qt.self_test" or not END_AT_FIRST_FRAME:
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path)  # type: ignore[arg-type]
            assert spec is not None
            assert spec.loader is not None
            load = spec.loader.exec_module

            def exec_module(module: ModuleType) -> None:
                load(module)
                checks = getattr(module, "problems")  # noqa: B009 (set just below)

                def problems(window: object) -> list[str]:
                    found: list[str] = checks(window)
                    if not found:
                        said_ok()
                    return found

                setattr(module, "problems", problems)  # noqa: B010 (a module's function)

            spec.loader.exec_module = exec_module  # type: ignore[method-assign]
            return spec

    sys.meta_path.insert(0, EndAtReport())  # type: ignore[arg-type]
    from acesup_qt import launch

    return launch.main(["--self-test"])


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "bare"
    if mode == "game":
        sys.exit(game())
    if mode == "chrome-only":
        sys.exit(bare_window(report_rss=False, chrome=True))
    if mode == "bare-quick":
        sys.exit(bare_window(report_rss=False, quick=True))
    if mode in ("least", "chrome"):
        sys.exit(least_table(chrome=mode == "chrome"))
    sys.exit(game_rss() if mode == "game-rss" else bare_window(mode == "bare-rss"))
