"""ACESUP_COLOUR_SCHEME: a developer's way to see the game in the dark (or light) scheme."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

from acesup_qt import app

from .own_process import player_folders, run_python


def test_the_switch_asks_qt_for_the_scheme_named_and_says_what_it_takes(capsys):
    asked: list[Qt.ColorScheme] = []
    hints = SimpleNamespace(setColorScheme=asked.append)
    application = SimpleNamespace(styleHints=lambda: hints)
    app._ask_for_colour_scheme(application, "Dark")  # type: ignore[arg-type]
    app._ask_for_colour_scheme(application, "light")  # type: ignore[arg-type]
    assert asked == [Qt.ColorScheme.Dark, Qt.ColorScheme.Light]
    app._ask_for_colour_scheme(application, "dim")  # type: ignore[arg-type]
    assert asked == [Qt.ColorScheme.Dark, Qt.ColorScheme.Light]
    assert "ACESUP_COLOUR_SCHEME: expected dark or light, not 'dim'" in capsys.readouterr().err


def test_the_game_started_hears_the_switch_and_says_when_it_names_no_scheme(tmp_path):
    # The game itself reads ACESUP_COLOUR_SCHEME as it starts, before its window.
    home = player_folders(tmp_path)
    said = {}
    for name in ("dark", "dim"):
        result = run_python("-m", "acesup_qt", "--self-test", ACESUP_COLOUR_SCHEME=name, **home)
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == "self-test ok"
        said[name] = result.stderr
    assert said["dark"] == ""
    assert "ACESUP_COLOUR_SCHEME: expected dark or light, not 'dim'" in said["dim"]
