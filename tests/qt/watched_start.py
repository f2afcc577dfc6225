"""Scripts that start the game in a process of its own (``own_process.run_python``)
and watch its window: what it does as it is shown, and once its first frame is up.

Each test gives only what it watches; the script around it is written here once.
"""

from __future__ import annotations

from textwrap import dedent, indent

# The window's module watched as it loads, for a test that must see the start
# import everything itself: nothing of the game or PySide is imported first.
_WATCH_AS_IT_LOADS = """
import importlib.machinery

class Hook:
    def find_spec(self, name, path, target=None):
        if name != "acesup_qt.main_window":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            watch(module)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, Hook())
"""

_WATCH_NOW = """
from acesup_qt import main_window
watch(main_window)
"""


def _block(code: str, depth: int) -> str:
    """``code`` as lines of the script, ``depth`` blocks in; nothing for no code."""
    lines = dedent(code).strip("\n")
    return indent(lines, "    " * depth) + "\n" if lines else ""


def watched_start(
    first_frame: str,
    *,
    wait_ms: int | None = 0,
    setup: str = "",
    on_show: str = "",
    entry: str = "app",
    argv: str = "sys.argv[1:]",
    after: str = "",
    as_it_loads: bool = False,
) -> str:
    """A script that starts the game with ``entry.main(argv)`` and watches its window.

    ``first_frame`` is the body of ``first_frame()``, run ``wait_ms`` after the
    window's first frame (at the frame itself with None); it may call itself again
    later, and the window must be closed in the end, there or elsewhere. It has
    ``window`` and ``QTimer`` at hand, as has ``on_show``, run as the window is
    about to be shown. ``setup`` runs first, once ``sys`` is imported; ``after``
    once the game has ended, before the script exits with its status. With
    ``as_it_loads`` nothing of the game or PySide is imported before the start
    imports it."""
    connect = "first_frame"
    if wait_ms is not None:
        connect = f"lambda: QTimer.singleShot({wait_ms}, first_frame)"
    return (
        "import sys\n"
        + _block(setup, 0)
        + "\ndef watch(module):\n"
        + "    show = module.MainWindow.show\n\n"
        + "    def watched_show(window):\n"
        + "        from PySide6.QtCore import QTimer\n\n"
        + _block(on_show, 2)
        + "\n        def first_frame():\n"
        + _block(first_frame, 3)
        + f"\n        window.view.first_painted.connect({connect})\n"
        + "        return show(window)\n\n"
        + "    module.MainWindow.show = watched_show\n"
        + (_WATCH_AS_IT_LOADS if as_it_loads else _WATCH_NOW)
        + f"\nfrom acesup_qt import {entry}\n"
        + f"status = {entry}.main({argv})\n"
        + _block(after, 0)
        + "sys.exit(status)\n"
    )
