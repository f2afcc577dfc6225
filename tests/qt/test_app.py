"""Starting the game from the command line."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from acesup_qt import resources
from acesup_qt.app import main, no_screen

from .own_process import ROOT, player_folders, run_python, saved_settings
from .watched_start import watched_start


def run_app(*args: str, **environment: str) -> subprocess.CompletedProcess[str]:
    return run_python("-m", "acesup_qt", *args, **environment)


# The game started as a player starts it, closed once its table is up and has
# settled; on its way out a warning of Qt's that the game does not expect.
CLOSE_WHEN_SETTLED = watched_start(
    """
    from PySide6.QtCore import qWarning
    qWarning("a warning of Qt's own")
    window.close()
    """,
    wait_ms=300,
)


def test_off_screen_the_game_says_nothing_of_size_hints_yet_passes_on_other_warnings(tmp_path):
    # Qt's offscreen platform said "This plugin does not support propagateSizeHints()"
    # each time the window's least size changed as its layouts settled: noise, as
    # no window manager is there to be told.
    result = run_python("-c", CLOSE_WHEN_SETTLED, "--deal", "3", **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == ["a warning of Qt's own"]


def test_self_test_starts_the_table_and_says_ok():
    result = run_app("--self-test", "--deal", "42", "--variant", "aces-only")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "self-test ok"


def test_the_self_test_prints_nothing_but_its_verdict():
    # The longest deal name and variant make the widest status bar, so the
    # window's largest minimum size, which offscreen Qt says it cannot pass on.
    result = run_app("--self-test", "--deal", "4294967295", "--variant", "aces-only")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "self-test ok"
    assert result.stderr == ""


@pytest.mark.parametrize("variant", [(), ("--variant", "aces-only")])
def test_the_self_test_leaves_no_trace_in_the_players_files(tmp_path, variant):
    # Four Ace Patience wrote itself down as the next game's variant, and its
    # one-time "How to play" as offered (``test_variant_news``).
    config, data = tmp_path / "config", tmp_path / "data"
    result = run_app("--self-test", *variant, XDG_CONFIG_HOME=str(config), XDG_DATA_HOME=str(data))
    assert result.returncode == 0, result.stderr
    left = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert left == []  # no settings written (window size), no statistics file


def test_with_rate_my_moves_on_the_self_test_ends_cleanly(tmp_path):
    # The coach starts ranking once the table is painted; quitting then stops
    # its worker instead of leaving it to raise as Python shuts down.
    saved_settings(tmp_path, "[game]\nrate_moves=true\n")
    result = run_app("--self-test", XDG_CONFIG_HOME=str(tmp_path / "config"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "self-test ok"
    assert "exception" not in result.stderr.lower(), result.stderr


# What names a screen to Qt (or a platform of its own), one way or another.
SCREEN_NAMES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_SESSION_TYPE")


@pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="X11 and Wayland only")
def test_with_no_screen_named_the_game_says_so_and_how_to_run_without_one():
    environment = {name: value for name, value in os.environ.items() if name not in SCREEN_NAMES}
    result = subprocess.run(
        [sys.executable, "-m", "acesup_qt", "--self-test"],
        capture_output=True,
        text=True,
        env=dict(environment, PYTHONPATH=str(ROOT)),
        timeout=60,
        check=False,
    )
    assert result.returncode == 1  # not Qt's abort (134), which blamed a missing library
    assert result.stderr == (
        "acesup-qt: no screen to open the window on: neither DISPLAY nor WAYLAND_DISPLAY "
        "is set. To run without a screen (a test, a server), set QT_QPA_PLATFORM=offscreen.\n"
    )
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("platform", "named"),
    [
        ("win32", {}),  # Qt's own windows: no display to name
        ("darwin", {}),  # likewise on macOS, a frozen bundle or not
        ("linux", {"DISPLAY": ":0"}),
        ("linux", {"WAYLAND_DISPLAY": "wayland-1"}),  # a Wayland desktop without X
        ("linux", {"XDG_SESSION_TYPE": "wayland"}),  # Wayland's default socket, unnamed
        ("linux", {"QT_QPA_PLATFORM": "eglfs"}),  # a screen Qt drives itself
        ("freebsd14", {"DISPLAY": ":0"}),
    ],
)
def test_a_screen_qt_can_find_is_never_refused(monkeypatch, platform, named):
    # The check guards against Qt's abort with no screen at all: a player with a
    # screen Qt would have found must never be turned away by it.
    for name in SCREEN_NAMES:
        monkeypatch.delenv(name, raising=False)
    for name, value in named.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "platform", platform)
    assert no_screen() is None


def refusal(capsys) -> str:
    """The line after the usage, as argparse refuses its own options (and ``acesup``'s)."""
    usage, *rest = capsys.readouterr().err.splitlines()
    assert usage.startswith("usage: acesup-qt ")
    return rest[-1]


# The game started with the options given, saying the deal its table shows.
SAY_THE_DEAL = watched_start(
    """
    print(window.deal_label.text())
    window.close()
    """,
    wait_ms=None,
)


def test_a_deal_number_grouped_in_thousands_starts_that_deal(tmp_path):
    # "1,000", as a person writes a thousand: once refused as "not a deal number".
    result = run_python("-c", SAY_THE_DEAL, "--deal", "1,000", **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Deal #1000"


def test_a_bad_deal_number_is_refused_before_any_window(capsys):
    assert main(["--deal", "zero"]) == 2
    assert refusal(capsys) == (
        "acesup-qt: error: argument --deal: 'zero' is not a deal number: expected 1 to 4294967295"
    )
    assert main(["--deal", ""]) == 2  # not a random deal, silently
    assert refusal(capsys).startswith("acesup-qt: error: argument --deal: ")


def test_a_bad_deck_names_the_fault(capsys):
    assert main(["--deck", "AS AS"]) == 2
    err = refusal(capsys)
    assert err.startswith("acesup-qt: error: argument --deck: ")
    assert "card 2: AS is a duplicate of card 1" in err


def test_a_deck_with_whitespace_around_it_starts_as_in_every_command(capsys):
    from acesup_qt.engine import deal_cards, format_cards

    deck = format_cards(deal_cards(3))
    result = run_app("--self-test", "--deck", f" {deck}\r\n")  # as $(cat deck.txt) on Windows
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "self-test ok"
    doubled = deck.replace(" ", "  ", 1)  # inside, single spaces only (rules.md)
    assert main(["--deck", doubled]) == 2
    assert "--deck: card 2: empty code" in capsys.readouterr().err


def test_a_deal_and_a_deck_at_once_are_refused(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--deal", "5", "--deck", " ".join(["AS"] * 52)])
    assert stopped.value.code == 2
    assert "--deck: not allowed with argument --deal" in capsys.readouterr().err


def test_resources_are_found_in_the_source_tree():
    assert resources.resource_dir() == ROOT / "resources"
    for name in resources.REQUIRED:
        assert resources.resource_path(name).is_file()


def test_resources_are_found_beside_a_frozen_program(tmp_path, monkeypatch):
    frozen = tmp_path / "acesup_qt" / "resources"
    (frozen / "icons").mkdir(parents=True)
    (frozen / "icons" / "acesup-qt.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_dir() == frozen


def test_a_missing_resource_is_named():
    with pytest.raises(resources.ResourceError, match="no-such-file"):
        resources.resource_path("no-such-file.txt")


def test_self_test_names_what_failed(qtbot, window, monkeypatch):
    from acesup_qt import self_test

    window.view.viewport().repaint()
    assert self_test.problems(window) == []
    monkeypatch.setattr(resources, "REQUIRED", ("rules.html", "missing.svg"))
    window.hide()
    found = self_test.problems(window)
    assert "the window is not shown" in found
    assert any("missing.svg" in problem for problem in found)


@pytest.mark.parametrize(
    ("svg", "fault"),
    [
        ("<svg><g></svg>", "line 1"),  # a tag closed out of order
        ('<svg xmlns="http://www.w3.org/2000/svg">\n<path d="M0 0"\n', "line 3"),  # cut short
        ("", "line 1"),  # nothing at all
    ],
)
def test_the_self_test_names_a_broken_svg_and_where(qtbot, window, monkeypatch, svg, fault):
    from acesup_qt import self_test

    window.view.viewport().repaint()
    read = resources.read_text
    monkeypatch.setattr(
        self_test, "read_text", lambda name: svg if name.endswith(".svg") else read(name)
    )
    (problem,) = self_test.problems(window)
    assert problem.startswith("resource icons/acesup-qt.svg is not valid SVG: ")
    assert fault in problem


def test_a_bundle_without_pythons_license_fails_its_self_test(qtbot, window, monkeypatch):
    from acesup_qt import self_test

    window.view.viewport().repaint()
    assert self_test.problems(window) == []  # run from source: Python's license is the system's
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as PyInstaller's bundles say
    (problem,) = self_test.problems(window)
    assert resources.PYTHON_LICENSE in problem


def test_help_explains_every_option(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "aces-only (Four Ace Patience)" in text
    assert "1 to 4294967295" in text
    assert "52 card codes" in text


def test_the_quick_pyside_check_gives_pysides_own_answer_for_every_module_not_the_games():
    import inspect
    import json
    import sqlite3

    import PySide6.QtCore

    from acesup_qt import app, main_window
    from acesup_qt.engine import game

    def pysides_answer(module):  # what PySide's import hook asks, as it asks it
        try:
            return "PySide6" in inspect.getsource(module)
        except (TypeError, OSError):
            return False

    others = [json, sqlite3, sys, PySide6.QtCore, inspect, pytest]
    assert [app._mentions_pyside(module) for module in others] == [
        pysides_answer(module) for module in others
    ]
    assert pysides_answer(json) is False
    assert pysides_answer(pytest) is False
    # The game's own are a yes unread: the window's as PySide says, and the
    # rules' a yes where PySide says no, the same to a game with no __feature__.
    assert [app._mentions_pyside(module) for module in (app, main_window, game)] == [True] * 3
    assert pysides_answer(main_window) is True


def test_no_module_of_the_game_selects_a_pyside_feature():
    # Which is what lets the check above answer yes for every one of them.
    selects = re.compile(r"^\s*(from|import)\s+__feature__", re.MULTILINE)
    for path in (ROOT / "acesup_qt").rglob("*.py"):
        assert not selects.search(path.read_text(encoding="utf-8")), path


# The game as a player starts it, with "Winnable deals only" saved on: which
# comes first, the first frame or the search for a winnable deal. (Not whether
# a search runs a moment later: it may have found a deal by then.)
WATCH_THE_SEARCH = watched_start(
    'print("first frame", flush=True)',
    wait_ms=None,
    on_show="""
    find_deal = window.winnable.find_deal
    def watched_find_deal(variant):
        print("the search begins", flush=True)
        find_deal(variant)
        QTimer.singleShot(0, window.close)
    window.winnable.find_deal = watched_find_deal
    """,
    argv="[]",
    as_it_loads=True,
)


def test_with_winnable_deals_only_the_search_starts_after_the_first_frame(tmp_path):
    saved_settings(tmp_path, "[game]\nwinnable_only=true\n")
    result = run_python("-c", WATCH_THE_SEARCH, **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    # Its thread would have slowed the start.
    assert result.stdout.splitlines() == ["first frame", "the search begins"]


# The game started with a FILE: what the window shows once its first frame is up.
def test_the_window_gets_its_icon_once_the_first_frame_is_up(qtbot):
    from acesup_qt.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.windowIcon().isNull()  # loading it would only delay the first frame
    window.show()
    qtbot.waitUntil(lambda: window.view.painted)
    qtbot.waitUntil(lambda: not window.windowIcon().isNull(), timeout=2000)
    drawn = window.windowIcon().pixmap(64, 64)  # the SVG, drawn at any size:
    assert drawn.deviceIndependentSize().width() == 64  # in device pixels, 96 at 1.5
