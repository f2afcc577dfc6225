"""Statistics and autosave in one SQLite file. Qt-free, except for finding the default path."""

from typing import TYPE_CHECKING

from .autosave import Autosave
from .database import default_database_path
from .history import History
from .records import DealResults, Ending, GameRecord, SavedGame
from .saved_rows import Resumed

if TYPE_CHECKING:
    from .stats import Figures, compute_figures, format_duration

_FROM_STATS = ("Figures", "compute_figures", "format_duration")


def __getattr__(name: str) -> object:
    """The statistics' figures are loaded when first asked for, not when the game starts."""
    if name in _FROM_STATS:
        from . import stats

        return getattr(stats, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Autosave",
    "DealResults",
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
