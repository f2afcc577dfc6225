"""ACESUP_COLOUR_SCHEME: a developer's way to see the game in the dark (or light) scheme."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

from acesup_qt import app


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
