"""Every menu path the game's words send a player to ("Settings > Rate my moves")
names a menu and an item that the window's menu bar really has."""

from __future__ import annotations

import html
import re

import pytest

from acesup_qt import wording
from acesup_qt.dialogs.progress import NO_RATED_GAMES
from acesup_qt.main_window import MainWindow
from acesup_qt.resources import read_text

# "Game > Demo played for you": the menu, then the words that must begin with an item.
PATH = re.compile(r"\b(Game|Move|Settings|Help) > ([^()]+)")

WORDS = {
    "statistics' tip on hints": wording.HELP_TIP,
    "statistics' tip on Tell me if the game can still be won": wording.STILL_WINNABLE_TIP,
    "statistics' line on rated games": NO_RATED_GAMES,
    "rules": html.unescape(re.sub(r"<[^>]+>", "", read_text("rules.html"))),
}


def menu_items(window: MainWindow) -> dict[str, list[str]]:
    """Each menu's title, and its items as a player reads them (no "&", no "…")."""
    found: dict[str, list[str]] = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        if menu is None:
            continue
        items = [a.text().replace("&", "").rstrip("…") for a in menu.actions()]
        found[action.text().replace("&", "")] = [item for item in items if item]
    return found


def names_an_item(words: str, items: list[str]) -> bool:
    """``words`` begin with an item's name, whole or up to its colon ("Demo: play on for me")."""
    for item in items:
        for name in {item, item.split(":")[0]}:
            if re.match(re.escape(name) + r"\b", words):
                return True
    return False


@pytest.mark.parametrize("where", WORDS)
def test_every_menu_path_in_the_words_is_on_the_menu_bar(qtbot, window, where):
    menus = menu_items(window)
    paths = PATH.findall(" ".join(WORDS[where].split()))
    assert paths  # the words name at least one
    for menu, words in paths:
        assert menu in menus
        assert names_an_item(words, menus[menu]), f"{where}: no {menu} > {words[:30]}"
