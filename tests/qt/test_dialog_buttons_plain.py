"""Every dialog's buttons alike, none with an icon, where the desktop gives Qt's its own.

On a bare X11 desktop (and KDE) Qt put a cross on Close and Cancel and a tick
on OK, never on the game's own buttons: About showed a bare Licences beside a
crossed Close, Statistics a bare Reset… and Export CSV… beside it, Reset
statistics two bare Reset buttons beside a crossed Cancel; Qt's own file
dialog a disk on Save, and its "File not found" and the statistics' warnings
a tick on OK. The dialogs are opened with the keys and the mouse in a process
of its own (``icons_on_buttons``), whose style asks for those icons as such a
desktop does.
"""

from __future__ import annotations

from .own_process import ROOT, run_python


def test_no_dialog_button_shows_an_icon_where_the_desktop_asks_for_them(tmp_path):
    done = run_python(
        "-m",
        "pytest",
        "-q",
        "-p",
        "no:cacheprovider",
        "-p",
        "no:randomly",
        str(ROOT / "tests" / "qt" / "icons_on_buttons.py"),
        HOME=str(tmp_path),
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "9 passed" in done.stdout, done.stdout[-3000:]
