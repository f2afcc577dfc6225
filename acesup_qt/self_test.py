"""``acesup-qt --self-test``: prove the game starts fully, then quit.

Checks: the window is shown, the table is laid out with every card of the
game placed, the first frame is painted, every resource loads (in a bundle,
Python's license too).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer, QXmlStreamReader
from PySide6.QtWidgets import QApplication

from .main_window import MainWindow
from .resources import ResourceError, read_text, required


def problems(window: MainWindow) -> list[str]:
    """What is wrong with a started window; empty when all is well."""
    found = []
    if not window.isVisible():
        found.append("the window is not shown")
    scene = window.scene
    game = window.model.game
    if len(scene.places) != len(game.deck):
        found.append(f"{len(scene.places)} of {len(game.deck)} cards are laid out")
    if scene.layout.card_width < 20:
        found.append(f"the cards are {scene.layout.card_width:.0f} pixels wide")
    if not window.view.painted:
        found.append("no frame was painted")
    for name in required():
        try:
            text = read_text(name)
            if name.endswith(".svg"):
                # Well-formed is enough: Qt draws it when asked. (Qt's own reader:
                # Python's expat would load a library more on the way to "ok".)
                fault = _xml_fault(text)
                if fault:
                    found.append(f"resource {name} is not valid SVG: {fault}")
            elif not text.strip():
                found.append(f"resource {name} is empty")
        except (ResourceError, OSError) as error:
            found.append(str(error))
    return found


def _xml_fault(text: str) -> str:
    """What makes ``text`` not well-formed XML, and where; empty if it is."""
    reader = QXmlStreamReader(text)
    while not reader.atEnd():
        reader.readNext()
    if not reader.hasError():
        return ""
    return f"{reader.errorString()} (line {reader.lineNumber()}, column {reader.columnNumber()})"


def run_self_test(app: QApplication, window: MainWindow, timeout_ms: int) -> None:
    """Once the first frame is painted (or the time is up), report and quit."""

    def report() -> None:
        found = problems(window)
        if found:
            print("self-test failed: " + "; ".join(found), file=sys.stderr)
            app.exit(1)
        else:
            print("self-test ok", flush=True)
            app.exit(0)

    if window.view.painted:
        QTimer.singleShot(0, report)
    else:
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, report))
        QTimer.singleShot(timeout_ms, report)
