"""A dialog the game shows as it starts, before the window has set its icon (a
moment after its first frame), carries the game's icon all the same."""

from __future__ import annotations

from .own_process import run_python
from .test_autosave_gui import db_path, open_window
from .test_first_game import left_in_progress

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests

# The game started as a player starts it; the first message box over the table
# says what it asks and which icon the window system was given for it, then the
# player keeps their game and closes the window.
TELL_THE_FIRST_BOX = """
import sys
from PySide6.QtCore import QTimer
from acesup_qt import app
from acesup_qt.dialogs import clear_of_cards

shown = clear_of_cards.ClearMessageBox.showEvent

def watched(box, event):
    shown(box, event)
    def tell():
        window = box.parentWidget().window()
        print(box.text())
        print("no icon" if box.windowHandle().icon().isNull() else "an icon")
        box.reject()  # Keep playing, or OK
        QTimer.singleShot(0, window.close)
    QTimer.singleShot(0, tell)

clear_of_cards.ClearMessageBox.showEvent = watched
sys.exit(app.main(sys.argv[1:]))
"""


def first_box(tmp_path, database, *args: str) -> list[str]:
    """What the first message box at a start with ``args`` said, and of its icon."""
    result = run_python(
        "-c",
        TELL_THE_FIRST_BOX,
        *args,
        ACESUP_DATABASE=str(database),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_the_question_at_start_has_the_games_icon(qtbot, open_window, db_path, tmp_path):
    left_in_progress(qtbot, open_window)  # deal 1, two moves in
    lines = first_box(tmp_path, db_path, "--deal", "9")
    assert lines == ["This game is not over. Leave it for deal #9?", "an icon"]


def test_the_warning_of_a_damaged_statistics_file_has_the_games_icon(tmp_path):
    database = tmp_path / "acesup.sqlite3"
    database.write_bytes(b"\x00garbage, not a database" * 100)
    text, icon = first_box(tmp_path, database, "--deal", "9")
    assert text.startswith(f"The statistics file {database} is damaged, so it could not be read")
    assert icon == "an icon"
