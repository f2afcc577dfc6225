"""The window's actions: menus, toolbar and shortcuts in one place; and the switch of
Settings > Tell me if the game can still be won, whose line loads only once it is on."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

import shiboken6
from PySide6.QtCore import QKeyCombination, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCursor, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolTip, QWidget

from . import settings
from .engine import MAX_DEAL, VARIANTS
from .icons import deal_icon, toolbar_icon
from .menu_keys import TableKeepsKeys, add_menu, spelled_keys
from .scene.felts_and_backs import CARD_BACKS, TABLE_COLOURS
from .toolbar_room import ToolbarRoom
from .wording import A_CUSTOM_DECK, sentence, variant_name, variant_rule

if TYPE_CHECKING:
    from .engine import Game
    from .main_window import MainWindow
    from .still_winnable import StillWinnableLine

# Why an action is greyed out, for a player who presses its key anyway: the
# key would otherwise do nothing at all.
# Said as full sentences, as every refusal on the status bar is.
GREYED_OUT = {
    "hint": "The game is over: there is no move left to hint at.",
    "demo": "The game is over: there is no move left to play.",
    "pause": "The game is over: its clock has stopped, there is nothing to pause.",
    "deal": "The stock is empty: there is nothing to deal.",
    "undo": "There is no move to undo.",
    "redo": "There is no move to redo.",
}
# What a toolbar button does, for a screen reader: its name only repeats the
# button's word. Undo and Redo need none: their tooltips name the move.
TOOL_WORDS = {
    "new": "Deal a new game; you are asked first when it would leave a game under way",
    "restart": "Deal this game again from its first card; you are asked first when it is under way",
    "hint": "Light up a good move and say why, with the chance to win after it; "
    "press it again for the next best",
    "deal": "Deal one card from the stock onto each pile",
    "statistics": "Your record, scores and recent games, for each variant",
}
# Next deal and Previous deal are greyed out for reasons that depend on the
# game on the table: each action carries its own, under this property.
WHY_GREYED_OUT = "why_greyed_out"


class Actions(NamedTuple):
    """Every action of the main window, by what it does."""

    new: QAction
    restart: QAction
    select_deal: QAction
    next_deal: QAction
    previous_deal: QAction
    winnable_only: QAction
    demo: QAction
    pause: QAction
    open_game: QAction
    save_game: QAction
    statistics: QAction
    review: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    hint: QAction
    deal: QAction
    four_colour: QAction
    rate_moves: QAction
    still_winnable: QAction
    full_screen: QAction
    rules: QAction
    about: QAction
    variants: dict[str, QAction]
    speeds: dict[str, QAction]
    table_colours: dict[str, QAction]
    card_backs: dict[str, QAction]


def _action(
    window: QMainWindow, text: str, keys: list[QKeySequence], icon: QIcon | None = None
) -> QAction:
    action = QAction(text, window)
    action.setShortcuts(keys)
    if icon is not None:
        action.setIcon(icon)
    tip = text.replace("&", "").rstrip(".…")
    if keys:
        tip += f" ({spelled_keys(keys[0].toString(QKeySequence.SequenceFormat.NativeText))})"
    action.setToolTip(tip)
    window.addAction(action)  # shortcuts work even with the toolbar hidden
    return action


def build_actions(window: QMainWindow, undo: QAction, redo: QAction) -> Actions:
    """Make the actions, menus and toolbar of ``window``."""
    key = QKeySequence
    back = settings.card_back()
    undo.setShortcuts([key(key.StandardKey.Undo)])
    undo.setIcon(toolbar_icon("undo"))
    redo.setShortcuts([key("Ctrl+Shift+Z"), key("Ctrl+Y")])
    redo.setIcon(toolbar_icon("redo"))
    # The menu says what would be undone ("Undo Move 10♣ to pile 3"); the toolbar
    # keeps one short word, or every button after it would shift with each move
    # (and Hint and Deal fall off a narrow window). Its tooltip names the move.
    undo.setIconText("Undo")
    redo.setIconText("Redo")
    window.addAction(undo)
    window.addAction(redo)
    actions = Actions(
        new=_action(window, "&New game", [key("Ctrl+N"), key("F2")], toolbar_icon("new")),
        restart=_action(window, "&Restart", [key("Ctrl+R")], toolbar_icon("restart")),
        select_deal=_action(window, "Select &deal number…", [key("Ctrl+G")]),
        # KPatience's keys, and Ctrl+= for the key that bears the plus where
        # Plus needs Shift. Not Ctrl with an arrow: the arrows walk the table.
        next_deal=_action(window, "Ne&xt deal", [key("Ctrl++"), key("Ctrl+=")]),
        previous_deal=_action(window, "&Previous deal", [key("Ctrl+-")]),
        winnable_only=_action(window, "&Winnable deals only", []),
        demo=_action(window, "D&emo: play on for me", [key("Ctrl+D")]),
        pause=_action(window, "P&ause", [key("P")]),  # P is Previous deal's letter
        open_game=_action(window, "&Open game…", [key(key.StandardKey.Open)]),
        save_game=_action(window, "&Save game as…", [key(key.StandardKey.Save)]),
        statistics=_action(window, "S&tatistics", [key("Ctrl+T")], toolbar_icon("statistics")),
        review=_action(window, "Review &moves", []),
        quit=_action(window, "&Quit", [key("Ctrl+Q")]),
        undo=undo,
        redo=redo,
        hint=_action(window, "&Hint", [key("H")], toolbar_icon("hint")),
        deal=_action(window, "&Deal", [key("D"), key("Space")], deal_icon(back)),
        four_colour=_action(window, "&Four-colour deck", []),
        rate_moves=_action(window, "&Rate my moves", []),
        still_winnable=_action(window, "Tell me if the game can still be &won", []),
        full_screen=_action(window, "F&ull screen", _full_screen_keys()),
        rules=_action(window, "&Rules", [key("F1")]),
        about=_action(window, "&About Aces Up", []),
        variants={},
        speeds={},
        table_colours={},
        card_backs={},
    )
    actions.four_colour.setCheckable(True)
    actions.four_colour.setChecked(settings.four_colour())
    actions.demo.setCheckable(True)
    actions.pause.setCheckable(True)
    actions.rate_moves.setCheckable(True)
    actions.rate_moves.setChecked(settings.rate_moves())
    actions.rate_moves.setToolTip("After each move, say its win chance and any better move")
    actions.still_winnable.setCheckable(True)
    actions.still_winnable.setChecked(settings.still_winnable())
    actions.still_winnable.setToolTip(
        "After each move, say whether the game can still be won: the solver knows "
        "the stock, so a game it says so for is never a clean win"
    )
    # The end-of-game dialog's Review moves, and with it the solver's offers (Show me
    # how, Take me back there), for as long as the finished game is on the table:
    # the dialog, once closed, gave no way back to them.
    actions.review.setToolTip(
        "Go through the finished game move by move, with the coach's verdict on each "
        "(once a game is over)"
    )
    actions.review.setEnabled(False)
    actions.full_screen.setCheckable(True)
    actions.winnable_only.setCheckable(True)
    actions.winnable_only.setChecked(settings.winnable_only())
    actions.winnable_only.setToolTip(
        "New game gives only deals the solver has proven can be won; a deal number "
        "you choose is dealt as it is"
    )
    # What an item does, on the status bar as the pointer rests on it in its menu (a
    # menu shows no tooltips): the settings' names alone left a new player guessing.
    told = (actions.review, actions.winnable_only, actions.rate_moves, actions.still_winnable)
    for action in told:
        action.setStatusTip(action.toolTip())
    menu = window.menuBar()
    game = add_menu(menu, "&Game")
    game.addActions([actions.new, actions.restart, actions.select_deal])
    game.addActions([actions.next_deal, actions.previous_deal, actions.winnable_only])
    # Each item with a letter to choose it by (S and F, for the variants).
    variants = {name: "&" + variant_name(name) for name in VARIANTS}
    # A new player meets "Four Ace Patience" here first: each item says its rule
    # where the pointer rests, not only in the rules, a dialog away.
    rules = {name: variant_rule(name) for name in VARIANTS}
    actions.variants.update(_radio_menu(game, "&Variant", variants, None, rules))
    game.addSeparator()
    game.addActions([actions.open_game, actions.save_game])
    game.addSeparator()
    game.addActions([actions.demo, actions.pause])
    game.addActions([actions.statistics, actions.review])
    game.addSeparator()
    game.addAction(actions.quit)
    # "Move", as in KPatience: everything here makes, takes back or suggests a
    # move. A player looking for Hint did not think of it as editing.
    move = add_menu(menu, "&Move")
    move.addActions([actions.undo, actions.redo])
    move.addSeparator()
    move.addActions([actions.hint, actions.deal])
    # In groups: what helps the player play, then how the table looks and moves,
    # then the window. Mixed in one list, a player looked for the looks among the help.
    view = add_menu(menu, "&Settings")
    view.addActions([actions.rate_moves, actions.still_winnable])
    view.addSeparator()
    view.addAction(actions.four_colour)
    felts = {name: colours.label for name, colours in TABLE_COLOURS.items()}
    actions.table_colours.update(_radio_menu(view, "&Table colour", felts, settings.table_colour()))
    backs = {name: colours.label for name, colours in CARD_BACKS.items()}
    actions.card_backs.update(_radio_menu(view, "&Card back", backs, back))
    speeds = {name: "&" + name for name in settings.SPEEDS}  # S, N, F, O
    actions.speeds.update(_radio_menu(view, "&Animation speed", speeds, settings.animation_speed()))
    view.addSeparator()
    view.addAction(actions.full_screen)
    help_menu = add_menu(menu, "&Help")
    help_menu.addActions([actions.rules, actions.about])
    toolbar = window.addToolBar("Game")
    toolbar.setObjectName("game-toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for tool in (actions.new, actions.restart, None, actions.undo, actions.redo, None):
        if tool is None:
            toolbar.addSeparator()
        else:
            toolbar.addAction(tool)
    toolbar.addActions([actions.hint, actions.deal])
    toolbar.addSeparator()
    toolbar.addAction(actions.statistics)
    ToolbarRoom(toolbar)  # words beside, under or off its icons: every button in sight
    _name_in_tooltip(undo)
    _name_in_tooltip(redo)
    for name, words in TOOL_WORDS.items():
        action = getattr(actions, name)
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        button = toolbar.widgetForAction(action)
        if button is not None:  # added just above
            button.setAccessibleDescription(f"{words} ({key})")
    TableKeepsKeys(window)  # a menu clicked open and shut with Escape leaves the keys to play
    return actions


def connect_still_winnable(window: MainWindow) -> Callable[[], None]:
    """Wire Settings > Tell me if the game can still be won; returns what stops its
    worker. Its line (``still_winnable``, and with it the solver) loads when the
    setting is turned on, or after the first frame if it was left on: never at
    start with it off, which costs the start nothing."""
    made: list[StillWinnableLine] = []
    action = window.game_actions.still_winnable

    def switch(on: bool) -> None:
        if not made and on:
            from .still_winnable import StillWinnableLine

            made.append(StillWinnableLine(window))
            window.still_line = made[0]
        if made:
            made[0].switch(on)

    action.toggled.connect(settings.set_still_winnable)
    action.toggled.connect(switch)
    # From the event loop: the first frame is a paint, no moment to add to the status bar.
    window.view.first_painted.connect(
        lambda: QTimer.singleShot(0, window, lambda: switch(action.isChecked()))
    )
    return lambda: made[0].stop() if made else None


def _radio_menu(
    parent: QMenu,
    title: str,
    labels: dict[str, str],
    chosen: str | None,
    tips: dict[str, str] | None = None,
) -> dict[str, QAction]:
    """A submenu of ``parent`` with one item per name (shown as its label, with its
    letter), ``chosen`` checked (None: checked later, by the game on the table); by name.
    ``tips``: what an item means, shown as the pointer rests on it and on the status bar."""
    menu = parent.addMenu(title)
    menu.setToolTipsVisible(tips is not None)
    group = QActionGroup(menu)  # one checked at a time
    items = {}
    for name, label in labels.items():
        action = QAction(label, group)
        action.setCheckable(True)
        action.setChecked(name == chosen)
        if tips is not None:
            action.setToolTip(tips[name])
            action.setStatusTip(tips[name])
        menu.addAction(action)
        items[name] = action
    return items


def _full_screen_keys() -> list[QKeySequence]:
    """The platform's full-screen keys (Ctrl+Meta+F on a Mac), F11 among them elsewhere.

    Never Escape as a shortcut: a shortcut comes before the table, where Escape
    lets go of a chosen card or a drag. Escape unused by the table leaves full
    screen all the same (``full_screen``).
    """
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
    f11 = QKeySequence("F11")
    if sys.platform != "darwin" and f11 not in keys:
        keys.insert(0, f11)
    return keys


def _name_in_tooltip(action: QAction) -> None:
    """Undo's and Redo's tooltips name the move and the key, as the other buttons do."""
    key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)

    def name() -> None:
        if not shiboken6.isValid(action):
            return  # the window is being taken down: its actions go first
        tip = f"{action.text().replace('&', '')} ({key})"
        shown = action.toolTip()
        if shown != tip:  # setToolTip signals changed once more
            action.setToolTip(tip)
            _say_again(action, shown, tip)

    action.changed.connect(name)  # the stack renames the action after each move
    name()


def _say_again(action: QAction, was: str, tip: str) -> None:
    """The tooltip of ``action``'s button, in sight with its old words ``was``, says
    ``tip`` now. Resting on Undo, Ctrl+Z took the move back while the tip still
    named it ("Undo Discard 9♦" stayed, the deal before it next): Qt sets a tip's
    words as it shows, and a key leaves it in sight."""
    if not (QToolTip.isVisible() and QToolTip.text() == was):
        return
    for button in action.associatedObjects():
        if isinstance(button, QWidget) and not isinstance(button, QMenu):
            QToolTip.showText(QCursor.pos(), tip, button)  # where the pointer rests
            return


def grey_out(
    actions: Actions, game: Game, deal_number: int | None, looking_back: bool = False
) -> None:
    """Grey out what ``game``'s position leaves nothing to do for (see ``GREYED_OUT``),
    and Next and Previous deal where deal ``deal_number`` has no such neighbour.
    ``looking_back``: the position is one of a finished game's, gone back to along its
    moves (Review moves, Take me back there), its result standing."""
    actions.deal.setEnabled(game.stock_count > 0)
    # A finished game has nothing to hint at, play on or pause: its clock has
    # stopped, and a veil over the result would hide it for nothing (Undo
    # brings them back).
    over = game.is_over()
    actions.hint.setEnabled(not over)
    actions.demo.setEnabled(not over)
    # Nor has one looked back along: its clock stopped at its end and starts only
    # with a move off its line, while a veil hid the position being looked at.
    # (Hint and the demo stay: a hint there is worth reading, and either plays on.)
    actions.pause.setEnabled(not over and not looking_back)
    for action, step in ((actions.next_deal, 1), (actions.previous_deal, -1)):
        why = deal_step_refused(deal_number, step)
        action.setEnabled(why is None)
        action.setProperty(WHY_GREYED_OUT, why or "")


def deal_step_refused(number: int | None, step: int) -> str | None:
    """Why there is no deal ``step`` away from deal ``number`` (None: a custom deck)."""
    if number is None:
        return f"{sentence(A_CUSTOM_DECK)} has no deal number: there is no next or previous deal."
    if not 1 <= number + step <= MAX_DEAL:
        first, before = ("first", "before") if step < 0 else ("last", "after")
        return f"Deal #{number} is the {first} deal: there is none {before} it."
    return None


def _greyed_out(actions: Actions) -> Iterator[tuple[QAction, str]]:
    """Each greyed-out action with the reason it is: its own (``WHY_GREYED_OUT``, as
    a pause gives Undo and the rest), else the usual one (``GREYED_OUT``)."""
    for action in actions:
        if not isinstance(action, QAction) or action.isEnabled():
            continue
        why = action.property(WHY_GREYED_OUT)
        for name, usual in GREYED_OUT.items():
            if action is getattr(actions, name):
                why = why or usual
        if why:
            yield action, str(why)


def greyed_out_reason(actions: Actions, event: QKeyEvent) -> str | None:
    """Why the key of ``event`` does nothing, when it is the shortcut of a greyed-out action."""
    found = greyed_out_action(actions, event)
    return found[1] if found is not None else None


def greyed_out_action(actions: Actions, event: QKeyEvent) -> tuple[QAction, str] | None:
    """The greyed-out action whose shortcut ``event``'s key is, and why it is greyed out."""
    combination = event.keyCombination()
    shift = Qt.KeyboardModifier.ShiftModifier
    # Ctrl+Plus comes as Ctrl+Shift+Plus where the plus needs Shift (as Qt's
    # shortcuts, tried without it, but only once no key matches as pressed:
    # Ctrl+Shift+Z is Redo's own).
    tries = [combination]
    if combination.keyboardModifiers() & shift:
        modifiers = combination.keyboardModifiers() & ~shift
        tries.append(QKeyCombination(modifiers, combination.key()))
    greyed = list(_greyed_out(actions))
    for pressed in map(QKeySequence, tries):
        for action, reason in greyed:
            for key in action.shortcuts():
                if key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                    return action, reason
    return None
