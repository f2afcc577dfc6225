"""Statistics and autosave in one SQLite file. Qt-free, except for finding the default path."""

from .autosave import Autosave, Resumed
from .database import default_database_path
from .history import History
from .records import Ending, GameRecord, SavedGame
from .stats import Figures, compute_figures, format_duration

__all__ = [
    "Autosave",
    "Ending",
    "Figures",
    "GameRecord",
    "History",
    "Resumed",
    "SavedGame",
    "compute_figures",
    "default_database_path",
    "format_duration",
]
