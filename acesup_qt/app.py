"""Start the game: parse the arguments, make the QApplication, show the window.

Startup, step by step: read the arguments (a bad deal number or deck is
refused before any window opens); hand the start to the game already
running on the same statistics, if there is one and the start is one to
hand over (``hand_over``: then exit 0); make the QApplication; open the
statistics database (never fails: a bad file is set aside, an unwritable
place keeps the statistics in memory); build the window with the requested
game, or else the game left last time, or else a random deal; show it, then
tell the player once about anything wrong with the database or the saved
game; once the first frame is up, listen for later starts (``later_starts``).
``--self-test`` (statistics in memory) then waits for the first
painted frame, checks every resource loads, prints ``self-test ok`` and
exits 0, or prints what failed and exits 1.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import threading
import traceback
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType, TracebackType
from typing import TYPE_CHECKING

from . import __version__, collector, lazy_modules
from .engine import (
    VARIANTS,
    DealNumberError,
    NotationError,
    parse_cards,
    parse_deal_number,
)
from .hand_over import hand_over, server_name
from .pyside_code_cache import loading_pyside
from .quick_enums import quicken_enum_creation

# The storage is Qt-free: imported before PySide, as PySide's import hook reads
# the source of every module imported after it (a quarter of a millisecond each).
from .storage import History, default_database_path

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .later_starts import LaterStarts
    from .main_window import MainWindow

SELF_TEST_TIMEOUT_MS = 10_000
# launch.py starts the game with Python's cycle collector off; it goes back
# on once the first frame is painted, or this long after the window is shown
# should it never be painted (started hidden): see _collect_again.
COLLECT_AGAIN_AFTER_MS = 3_000
SWITCH_INTERVAL_SECONDS = 0.001  # how long a thread keeps Python's lock when another asks
_resting = False  # the collector is off for the start (launch.py), till _collect_again
# Qt's raster engine hands each fill of 96 rows or more (a card's face, the
# felt) to a pool of threads of its own and waits for them. For the game's
# fills the hand-over costs more than it saves: with the pool, the start took
# 10 to 19 ms longer (some 280 thread switches before the first frame) and a
# step of a window resize at 1920x1080 twice as long (62 against 27 ms; the
# felt alone at 4K is 6 ms faster with it, once per resize). Qt reads this once,
# when it first paints (tests/benchmarks/bench_table.py measures both).
NO_PAINT_THREADS = ("QT_NO_GUI_THREADPOOL", "1")
# For developers only: ask Qt for a dark (or light) colour scheme, to see the
# game as a player whose system is set that way sees it. Players get their
# system's scheme with no setting. Qt honours the request only where its
# platform theme can (Windows, macOS, a Linux desktop's theme: on a bare X
# server, add XDG_CURRENT_DESKTOP=GNOME), and only once the window is up.
SCHEME_ENVIRONMENT = "ACESUP_COLOUR_SCHEME"


def no_screen() -> str | None:
    """Why no window can open here, or None: a Linux or BSD machine with no display named.

    Qt would pick its X11 platform there, fail to connect, blame a missing
    library (xcb-cursor0) and abort the process. Said plainly instead, with
    the way to run without a screen.
    """
    if sys.platform.startswith(("win", "darwin")) or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    if os.environ.get("XDG_SESSION_TYPE") == "wayland":  # Wayland's default socket
        return None
    return (
        "no screen to open the window on: neither DISPLAY nor WAYLAND_DISPLAY is set. "
        "To run without a screen (a test, a server), set QT_QPA_PLATFORM=offscreen."
    )


def paint_on_one_thread() -> None:
    """Have Qt paint on the calling thread only: see NO_PAINT_THREADS."""
    os.environ.setdefault(*NO_PAINT_THREADS)


def _ask_for_colour_scheme(app: QApplication, name: str) -> None:
    """Ask Qt for the colour scheme named "dark" or "light": see SCHEME_ENVIRONMENT."""
    from PySide6.QtCore import Qt

    schemes = {"dark": Qt.ColorScheme.Dark, "light": Qt.ColorScheme.Light}
    if name.lower() in schemes:
        app.styleHints().setColorScheme(schemes[name.lower()])
    else:
        wanted = f"{SCHEME_ENVIRONMENT}: expected dark or light, not {name!r}"
        print(f"acesup-qt: {wanted}", file=sys.stderr)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="acesup-qt", description="Aces Up solitaire.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    game = parser.add_mutually_exclusive_group()  # one game to start, not two
    game.add_argument("--deal", metavar="N", help="start deal number N (1 to 4294967295)")
    game.add_argument(
        "--deck", metavar="DECK", help='start a custom deck: 52 card codes, like "AS TH 2C ..."'
    )
    game.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="open the game saved in FILE (by Game > Save game as…), after its last move",
    )
    parser.add_argument(
        "--variant",
        choices=list(VARIANTS),
        default=None,
        help="standard, or aces-only (Four Ace Patience); default: the one played last",
    )
    parser.add_argument(
        "--self-test", action="store_true", help="start fully, print 'self-test ok' and exit"
    )
    return parser


def _excepthook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
    """Show an unexpected error instead of dying silently in a slot."""
    text = "".join(traceback.format_exception(kind, error, tb))
    print(text, file=sys.stderr)
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is not None and "--self-test" not in sys.argv:
        from .error_box import show_error_from_any_thread  # a worker's too (solver_jobs)

        show_error_from_any_thread(text)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    """A Python thread's fault goes where the GUI thread's go: the box, not only stderr."""
    if args.exc_type is SystemExit:
        return
    assert args.exc_value is not None
    sys.excepthook(args.exc_type, args.exc_value, args.exc_traceback)


def _collect_again() -> None:
    """Turn Python's cycle collector back on after the start, once.

    What the start made (modules, classes, the window and its cards) lives
    as long as the game: frozen, it is left out of every later round, so the
    first round is not a long one over all of it, nor are the rounds in play.
    Once only: the collector may be off later for a worker (``collector``),
    and then it stays off until the worker ends, even if a worker started
    during the start.
    """
    global _resting
    if _resting:
        _resting = False
        gc.freeze()
        collector.resume()
    lazy_modules.stop()  # the start is over: imports go the usual way again


def _mentions_pyside(module: ModuleType) -> bool:
    """Whether a module's source file names PySide6: PySide's own question, read as bytes.

    The game's own modules are taken as naming it unread (most do): the
    answer only sets the ``__feature__`` selection the module runs under,
    "none" for a yes, "whatever runs" for a no, and with no ``__feature__``
    anywhere in the game both are "none". That leaves a handful of files to read.
    """
    if module.__name__.startswith(f"{__package__}."):
        return True
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False  # built in, compiled or frozen: PySide finds no source either
    try:
        with open(path, "rb") as source:
            return b"PySide6" in source.read()
    except OSError:
        return False


def _quicken_pyside_import_hook() -> None:
    """Let PySide's import hook answer its question without ``inspect``.

    Once PySide is loaded, the first import of each module asks whether the
    module's source names PySide6 (for its opt-in ``__feature__`` syntax,
    which the game does not use). PySide asks ``inspect.getsource``, about
    0.15 ms a module; reading the file's bytes gives the same answer four
    times faster, which saves some 5 ms of start-up over the 39 modules the
    window imports after PySide. Should a later PySide drop the hook,
    nothing changes.
    """
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        feature._mod_uses_pyside = _mentions_pyside  # type: ignore[attr-defined]


def _refuse(parser: argparse.ArgumentParser, message: str) -> int:
    """Say a bad option as argparse says its own (the usage, then "acesup-qt: error:
    argument --deal: ..."), as every ``acesup`` command does; the exit status, 2.
    Returned, not raised: ``main`` answers with a status."""
    parser.print_usage(sys.stderr)
    print(f"{parser.prog}: error: {message}", file=sys.stderr)
    return 2


def _hands_over(args: argparse.Namespace) -> bool:
    """Whether a start with ``args`` goes to the game already running, if there is one:
    one with no options, or only a FILE. One naming a deal, a deck or a variant opens
    the window asked for; the self-test proves this copy starts."""
    return not args.self_test and args.deal is None and args.deck is None and not args.variant


def _handed_file(args: argparse.Namespace) -> Path | None:
    return Path(args.file) if args.file is not None else None


def _listen_for_later_starts(window: MainWindow, name: str) -> list[LaterStarts]:
    """Have ``window`` take later starts (``hand_over``) once its first frame is up,
    or should it never be painted (started hidden) a while after; the list holds the
    listener once it listens, for ``main`` to close as the game quits."""
    from PySide6.QtCore import QTimer

    ears: list[LaterStarts] = []

    def listen() -> None:
        if ears or not window.isVisible():  # listening, or closed before its time came
            return
        try:
            from .later_starts import LaterStarts
        except ImportError:  # a build without Qt's network module: each start opens its own
            return

        ear = LaterStarts(window, name)
        ears.append(ear)
        ear.listen()

    window.view.first_painted.connect(lambda: QTimer.singleShot(0, window, listen))
    QTimer.singleShot(COLLECT_AGAIN_AFTER_MS, window, listen)
    return ears


def main(argv: Sequence[str] | None = None, collect_when_painted: bool = False) -> int:
    """Run the game; returns the exit status.

    ``collect_when_painted``: Python's cycle collector is off (``launch``)
    and goes back on once the first frame is painted.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    number = deck = None
    try:  # each message names the option at fault, as argparse's own do
        option = "--deal"
        number = parse_deal_number(args.deal) if args.deal is not None else None
        option = "--deck"
        deck = parse_cards(args.deck) if args.deck is not None else None
    except (DealNumberError, NotationError) as error:
        return _refuse(parser, f"argument {option}: {error}")
    opened = None
    unreadable: Path | None = None  # a FILE refused where no one reads stderr
    if args.file is not None:
        if args.variant is not None:
            return _refuse(
                parser,
                "argument --variant: not allowed with argument FILE: the file names its variant",
            )
        from .storage.game_file import GameFileError, read_game_file  # only for a FILE

        try:
            opened = read_game_file(Path(args.file))
        except GameFileError as error:
            if sys.stderr is not None:
                print(f"acesup-qt: {error}", file=sys.stderr)
            if sys.stderr is not None and not getattr(sys, "frozen", False):
                return 2
            # No one reads stderr: the installed builds, started by a double click on
            # the file, Open with or a drop on the game, have no console (or, on Linux,
            # one nobody sees). The refusal went unseen and no window came; the table
            # opens instead and says why, as Open game… does.
            unreadable = Path(args.file)

    missing = no_screen()
    if missing:
        print(f"acesup-qt: {missing}", file=sys.stderr)
        return 1
    paint_on_one_thread()  # before Qt first paints
    quicken_enum_creation()  # before PySide builds its first enum
    with loading_pyside():
        from PySide6.QtCore import QCoreApplication, QTimer
    _quicken_pyside_import_hook()
    from . import settings

    # Before the database's place is asked: it is in the folder of these names.
    QCoreApplication.setOrganizationName(settings.ORGANIZATION)
    QCoreApplication.setApplicationName(settings.APPLICATION)
    database = None if args.self_test else default_database_path()
    later_starts = server_name(database) if database is not None else None
    if later_starts and _hands_over(args) and hand_over(later_starts, _handed_file(args)):
        from . import startup_notice

        startup_notice.started()  # no window of ours will say so: the busy pointer stops
        return 0  # the game already running took it: see hand_over
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow

    QGuiApplication.setApplicationDisplayName("Aces Up")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if app.platformName() == "offscreen":  # tests, build checks: see offscreen.py
        from .offscreen import hush_size_hints

        hush_size_hints()
    app.setDesktopFileName("acesup-qt")
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    from .error_box import carry_from_threads

    carry_from_threads()
    if os.environ.get(SCHEME_ENVIRONMENT):
        _ask_for_colour_scheme(app, os.environ[SCHEME_ENVIRONMENT])
    # The solver, the hint and the coach work in threads, in pure Python. Every
    # call Qt makes into our widgets needs Python's lock, and a thread asking
    # for it waits out the holder's turn: 5 ms by default, so a frame that
    # needs it a hundred times stalls. With 1 ms turns, the end of a game (the
    # solver and the coach both at work) stalls the table at most about 0.2 s
    # instead of nearly 1 s (tests/benchmarks/bench_busy_table.py).
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
    # The self-test proves the game starts; it must not leave a game to resume, nor
    # change a setting: the variant it starts would be the player's next, and its
    # one-time "How to play" offered to no one.
    if args.self_test:
        settings.keep_to_this_run()
    history = History.open(database) if database is not None else History.in_memory_only()
    window = MainWindow(history=history)
    # Before any event is taken: a file macOS starts the game for comes as one.
    from .file_open import listen_for_files

    listen_for_files(app, window)
    variant = args.variant or settings.variant()
    if args.self_test and opened is None and deck is None:
        window.model.start_deal(number or 1, variant)  # nothing to resume: in memory
    else:
        from .first_game import start_first_game

        asked = (opened, Path(args.file)) if opened is not None else None
        start_first_game(window, variant, number, deck, asked)
    window.show()
    global _resting
    _resting = collect_when_painted
    window.view.first_painted.connect(_collect_again)  # lazy_modules ends there too
    QTimer.singleShot(COLLECT_AGAIN_AFTER_MS, _collect_again)
    QTimer.singleShot(0, window.show_notices)
    if unreadable is not None:
        QTimer.singleShot(0, lambda: window.dialogs.files.open_path(unreadable))
    ears = _listen_for_later_starts(window, later_starts) if later_starts else []
    if args.self_test:
        from .self_test import run_self_test

        run_self_test(app, window, SELF_TEST_TIMEOUT_MS)
    status = app.exec()
    for ear in ears:
        ear.close()
    window.stop_work()
    window.recorder.close()
    window.deleteLater()
    history.close()
    return status
