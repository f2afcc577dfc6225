"""The player's settings, kept in QSettings between runs.

Organization and application are both "acesup-qt". Tests point QSettings at
a temporary directory so a player's own settings are never touched.

``--self-test`` reads them as the player left them but writes nothing back
(``keep_to_this_run``): a self-test run with ``--variant aces-only`` made Four
Ace Patience the player's next game and used up its one-time "How to play".
"""

from __future__ import annotations

import math
import os

from PySide6.QtCore import QByteArray, QSettings

from .engine import VARIANTS
from .scene.felts_and_backs import CARD_BACKS, DEFAULT_BACK, DEFAULT_TABLE, TABLE_COLOURS

ORGANIZATION = "acesup-qt"
APPLICATION = "acesup-qt"

# Animation speeds the player can pick: a factor on every named duration.
SPEEDS = {"Slow": 1.6, "Normal": 1.0, "Fast": 0.5, "Off": 0.0}
SCALE_ENVIRONMENT = "ACESUP_ANIMATION_SCALE"
MAX_SCALE = 10.0  # the slowest the environment may make them: ten times Normal


class _ThisRunOnly:
    """The player's settings as read, with what this run writes kept in memory only."""

    def __init__(self) -> None:
        self.written: dict[str, object] = {}

    def value(self, key: str, default: object = None) -> object:
        if key in self.written:
            return self.written[key]
        return QSettings(ORGANIZATION, APPLICATION).value(key, default)

    def setValue(self, key: str, value: object) -> None:  # noqa: N802 (as QSettings')
        self.written[key] = value


_this_run: _ThisRunOnly | None = None  # set: nothing is written to the player's file


def keep_to_this_run() -> None:
    """From now on, settings changed are kept for this run only (``--self-test``)."""
    global _this_run
    _this_run = _ThisRunOnly()


def this_run_only() -> bool:
    """Whether nothing is to be written to the player's files (``keep_to_this_run``)."""
    return _this_run is not None


def _settings() -> QSettings | _ThisRunOnly:
    return _this_run if _this_run is not None else QSettings(ORGANIZATION, APPLICATION)


def four_colour() -> bool:
    """True when clubs are green and diamonds blue."""
    return str(_settings().value("cards/four_colour", "false")).lower() == "true"


def set_four_colour(on: bool) -> None:
    _settings().setValue("cards/four_colour", "true" if on else "false")


def table_colour() -> str:
    """The name of the felt's colour, one of TABLE_COLOURS."""
    name = str(_settings().value("table/colour", DEFAULT_TABLE))
    return name if name in TABLE_COLOURS else DEFAULT_TABLE


def set_table_colour(name: str) -> None:
    _settings().setValue("table/colour", name)


def card_back() -> str:
    """The name of the card back's colour, one of CARD_BACKS."""
    name = str(_settings().value("cards/back", DEFAULT_BACK))
    return name if name in CARD_BACKS else DEFAULT_BACK


def set_card_back(name: str) -> None:
    _settings().setValue("cards/back", name)


def animation_speed() -> str:
    """The name of the chosen animation speed, one of SPEEDS."""
    name = str(_settings().value("animation/speed", "Normal"))
    return name if name in SPEEDS else "Normal"


def set_animation_speed(name: str) -> None:
    if name not in SPEEDS:
        raise ValueError(f"unknown animation speed {name!r}: expected one of {', '.join(SPEEDS)}")
    _settings().setValue("animation/speed", name)


def animation_scale() -> float:
    """The factor on every animation duration; the environment overrides the setting.

    Tests set ACESUP_ANIMATION_SCALE=0 so every move is instant.
    """
    forced = os.environ.get(SCALE_ENVIRONMENT)
    if forced is not None:
        try:
            factor = float(forced)
        except ValueError:
            factor = math.nan
        # "inf" or "1e9" would make a duration no timer can hold (an OverflowError mid-move).
        if math.isfinite(factor):
            return min(max(0.0, factor), MAX_SCALE)
    return SPEEDS[animation_speed()]


def variant() -> str:
    """The variant played last, the one the next start plays (kept as each game starts)."""
    name = str(_settings().value("game/variant", "standard"))
    return name if name in VARIANTS else "standard"


def set_variant(name: str) -> None:
    _settings().setValue("game/variant", name)


def winnable_only() -> bool:
    """True when New game deals only deals the solver has proven winnable."""
    return str(_settings().value("game/winnable_only", "false")).lower() == "true"


def set_winnable_only(on: bool) -> None:
    _settings().setValue("game/winnable_only", "true" if on else "false")


def rate_moves() -> bool:
    """True when the coach rates each of the player's moves (Settings > Rate my moves)."""
    return str(_settings().value("game/rate_moves", "false")).lower() == "true"


def set_rate_moves(on: bool) -> None:
    _settings().setValue("game/rate_moves", "true" if on else "false")


def still_winnable() -> bool:
    """True when the status bar says whether the game can still be won (Settings >
    Tell me if the game can still be won): the solver's answer, which knows the stock."""
    return str(_settings().value("game/still_winnable", "false")).lower() == "true"


def set_still_winnable(on: bool) -> None:
    _settings().setValue("game/still_winnable", "true" if on else "false")


def crib_choice() -> bool | None:
    """Help > Show how to play on the table, as the player set it; None: never set
    (then it shows for their first games)."""
    value = str(_settings().value("help/crib", "")).lower()
    return {"true": True, "false": False}.get(value)


def set_crib_choice(on: bool) -> None:
    _settings().setValue("help/crib", "true" if on else "false")


HANDS = ("mouse", "keys")  # the hand How to play speaks to, mouse first (``TableScene.by_keys``)


def hand() -> str:
    """The hand the player last played with on the table, one of HANDS: a keyboard
    player starts with How to play in the keys' words. Anything else read (a file
    edited by hand, a list) is the mouse's, as for a new player."""
    name = str(_settings().value("play/hand", HANDS[0]))
    return name if name in HANDS else HANDS[0]


def set_hand(name: str) -> None:
    _settings().setValue("play/hand", name)


def variants_introduced() -> set[str]:
    """The variants whose "How to play" the player has been offered (or had no need
    of: games of them in the statistics), so that it is offered once a variant."""
    value = _settings().value("help/variants_introduced", "")
    # A file edited by hand to "aces-only, standard" reads back as a list.
    words = value if isinstance(value, list) else [value]
    return {name for word in words for name in str(word).split()}


def set_variant_introduced(name: str) -> None:
    # Ids joined by spaces in one string: QSettings would read a comma as a list.
    names = " ".join(sorted(variants_introduced() | {name}))
    _settings().setValue("help/variants_introduced", names)


def window_geometry() -> QByteArray | None:
    """The main window's size and place when it was last closed, if known."""
    value = _settings().value("window/geometry")
    return value if isinstance(value, QByteArray) else None


def set_window_geometry(geometry: QByteArray) -> None:
    _settings().setValue("window/geometry", geometry)


def statistics_chart() -> str:
    """The name of the chart Game > Statistics showed last ("" before any was chosen)."""
    return str(_settings().value("statistics/chart", ""))


def set_statistics_chart(name: str) -> None:
    _settings().setValue("statistics/chart", name)


def game_folder() -> str:
    """Where Save game as… and Open game… begin: the folder used last, or Documents."""
    return _folder_kept("files/folder")


def set_game_folder(folder: str) -> None:
    _settings().setValue("files/folder", folder)


def export_folder() -> str:
    """Where Statistics' Export CSV… begins: the folder exported to last, or Documents.

    Its own, not the saved games': a player keeps a spreadsheet's files in one
    place and saved games in another.
    """
    return _folder_kept("statistics/export_folder")


def set_export_folder(folder: str) -> None:
    _settings().setValue("statistics/export_folder", folder)


def _folder_kept(key: str) -> str:
    """The folder kept under ``key`` while it still exists, else Documents.

    Or home, when that folder is gone (a USB stick) or there is no Documents:
    the file dialog would otherwise begin wherever the game was started from
    (on macOS "/", for a bundle).
    """
    from PySide6.QtCore import QStandardPaths  # only when a file dialog opens

    documents = QStandardPaths.StandardLocation.DocumentsLocation
    for folder in (
        str(_settings().value(key, "")),
        QStandardPaths.writableLocation(documents),
    ):
        if folder and os.path.isdir(folder):
            return folder
    return os.path.expanduser("~")
