"""The engine's words, as the table shows them to a player.

The engine and the command line speak card codes ("9C cannot be discarded"),
the contract of rules.md; on the table the cards are "9♣", as everywhere else
the window names a card (the Undo menu, hints, the accessible names).

The game speaks in full forms, "is not", "cannot", "could not", never
"isn't" or "can't": the refusals rules.md fixes say "cannot be discarded", and
the end-of-game summary that said "is not counted. ... aren't rated." in one
line read as two voices (``tests/qt/test_one_voice.py`` keeps it so).
"""

from __future__ import annotations

import re

from .engine import VARIANTS, card_label, parse_card

# A card code: a rank (2-9, T, J, Q, K, A, or 10) and a suit letter, standing alone.
_CARD_CODE = re.compile(r"\b(10|[2-9TJQKA])([CDHS])\b")

# A game not counted in the statistics (opened from a file, or saved with a mark
# that could not be read), in the same words everywhere the window names it: the
# deal label's mark and the welcome back ("your practice game"), the result,
# the status bar, the end-of-game dialog and the question before leaving it.
# Why it is practice is left out: a saved game with an unreadable mark was
# never opened from a file.
PRACTICE = "practice"
NOT_COUNTED = f"{PRACTICE}, not counted in your statistics"
PRACTICE_TIP = (
    f"This game is {NOT_COUNTED}. Restart plays it from its first card as a game of your own."
)


# A deck that is no numbered deal (``--deck``, a file without a deal line, or a
# game of one played again from the statistics), named in the same words in
# every sentence, title and file name: a player met "the deck asked for", "this
# deck", "your custom deck", "a custom deal" and "custom" for one and the same.
CUSTOM_DECK = "custom deck"
A_CUSTOM_DECK = f"a {CUSTOM_DECK}"  # any one, or one named once
THIS_CUSTOM_DECK = f"this {CUSTOM_DECK}"  # the one on the table
# The one the player chose (on the command line, in the statistics), where the
# sentence also names the game on the table, which may be a custom deck too.
CHOSEN_CUSTOM_DECK = f"the {CUSTOM_DECK} you chose"


def deal_named(deal_number: int | None, custom: str = A_CUSTOM_DECK) -> str:
    """How a sentence names a game's deal: "deal #5", or for a custom deck ``custom``
    (``A_CUSTOM_DECK``, ``THIS_CUSTOM_DECK`` or ``CHOSEN_CUSTOM_DECK``)."""
    return f"deal #{deal_number}" if deal_number is not None else custom


def deal_column(deal_number: int | None) -> str:
    """A table's Deal column: "#1234" for a numbered deal, "custom deck" for the
    player's own deck."""
    return f"#{deal_number}" if deal_number is not None else CUSTOM_DECK


def played_elsewhere(deal: str, variant: str) -> str:
    """Said as a copy of the game starts beside another that is playing ``deal`` (named
    by ``deal_named``) in ``variant``: that game is not lost, and stays there."""
    rules = "" if variant == "standard" else f" in {variant_name(variant)}"
    return (
        f"Aces Up is open in another window too, with {deal}{rules} in progress: that game "
        "stays there. This window plays a game of its own."
    )


def deal_heading(deal_number: int | None) -> str:
    """How a title or a line's start names a game's deal: "Deal #5" or "Custom deck"."""
    return sentence(deal_named(deal_number, CUSTOM_DECK))


def card_labels(words: str) -> str:
    """``words`` with every card code shown as a player reads it: "7H" becomes "7♥"."""
    return _CARD_CODE.sub(lambda found: card_label(parse_card(found.group(0))), words)


def for_player(reason: str) -> str:
    """An engine reason as a status-bar sentence: card labels, a capital first
    letter and a full stop, as every other sentence the status bar says has."""
    return f"{sentence(card_labels(reason))}."


def sentence(text: str) -> str:
    """``text`` with a capital first letter, its words otherwise as they are."""
    return text[:1].upper() + text[1:]


# What a variant lets onto an empty pile, its one difference, said as it is chosen:
# by whether the engine keeps empty piles for aces.
EMPTY_PILE_RULE = {
    False: "any top card may move onto an empty pile",
    True: "only an ace may move onto an empty pile",
}


def variant_rule(variant: str) -> str:
    """The variant's name and its rule: "Four Ace Patience: only an ace may move onto…".

    The rule is the one the engine plays the variant by, not looked up by its
    name: a variant added to the engine is never said to take what it refuses."""
    aces_only = VARIANTS[variant].only_aces_fill_empty_piles
    return f"{variant_name(variant)}: {EMPTY_PILE_RULE[aces_only]}."


def variant_chosen(variant: str) -> str:
    """What the status bar says as a variant chosen takes the table, its rule with it:
    "Now playing Four Ace Patience: only an ace may move onto an empty pile."."""
    return f"Now playing {variant_rule(variant)}"


def how_to_play(variant: str) -> str:
    """The offer of a variant's rules, made once, as its first game starts."""
    return f"How to play {variant_name(variant)}"


def variant_name(variant: str) -> str:
    """The name the window gives a variant: "Standard" (the engine's "Aces Up") or its title.

    One name everywhere: the Variant menu, the status bar and the statistics.
    """
    if variant == "standard":
        return "Standard"
    cls = VARIANTS.get(variant)
    return cls.title if cls is not None else variant


def plural(count: int, word: str, many: str | None = None) -> str:
    """'1 game', '3 games'."""
    return f"{count} {word if count == 1 else many or word + 's'}"


ORDINALS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)


def ordinal(number: int) -> str:
    """'second', 'tenth', '11th', '22nd', '113th': words up to ten, as speech says them."""
    if 1 <= number <= len(ORDINALS):
        return ORDINALS[number - 1]
    tens = number % 100
    suffix = "th" if 11 <= tens <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def wins_text(won: int) -> str:
    """'no wins', '1 win', '3 wins': a tally of wins as a sentence says it."""
    return "no wins" if won == 0 else plural(won, "win")


def either(items: list[str]) -> str:
    """Alternatives as a sentence says them: '1', '1 or 3', '1, 2 or 4'."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


def all_of(items: list[str]) -> str:
    """Items together as a sentence lists them: '1', '1 and 3', '1, 2 and 4'."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def streak_text(streak: int) -> str:
    """A streak, winning if positive, losing if negative: '3 wins', '1 loss', or a dash."""
    if streak > 0:
        return plural(streak, "win")
    if streak < 0:
        return plural(-streak, "loss", "losses")
    return "—"


def percent_text(value: float | None) -> str:
    """A share in percent as every dialog shows it: '50%', '66.7%', or a dash for none.

    Written as the hints write their chances ("3%"); a tenth only where there is one.
    """
    if value is None:
        return "—"
    tenths = round(value * 10)
    return f"{tenths // 10}%" if tenths % 10 == 0 else f"{tenths / 10:.1f}%"


def not_started(asked: str, kept_deal: int | None, kept_rules: str = "") -> str:
    """What the status bar says when the player kept the game in progress rather
    than leave it for the one ``asked`` for at the start ("deal #9", "the game in
    game.acesup.txt", "the custom deck you chose"): "Deal #9 was not opened: you kept
    deal #7." ``kept_rules`` (" in Four Ace Patience") names the variant kept, when
    the two differ only in that.

    Without it, a player who answered Keep playing saw their old game and
    nothing said whether the deal or file asked for had gone anywhere.
    """
    kept = deal_named(kept_deal, THIS_CUSTOM_DECK) + kept_rules
    return f"{sentence(asked)} was not opened: you kept {kept}."


def already_on_table(asked: str) -> str:
    """What the status bar says when the game a start asked for ("deal #12", "the
    custom deck you chose") is the game left in progress, which goes on as it was."""
    return f"{sentence(asked)} is already on the table, as you left it. Restart deals it anew."


def left_for(deal_number: int | None, variant: str, same_deck: bool, table_variant: str) -> str:
    """The game a game in progress would be left for, as the question names it:
    "Leave it for deal #5?", "...for a new game of deal #5?", "...for deal #5 in
    Four Ace Patience?"; a custom deck is "this custom deck" when it is the one on
    the table (``same_deck``), else "the custom deck you chose".

    "Leave it for a new one?" after Play it again on deal #5, or on choosing
    another variant, hid what the player was about to start."""
    name = deal_named(deal_number, THIS_CUSTOM_DECK if same_deck else CHOSEN_CUSTOM_DECK)
    if variant != table_variant:
        return f"{name} in {variant_name(variant)}"
    return f"a new game of {name}" if same_deck else name


# What the two counts of moves the player was given are, and why both are help.
HELP_TIP = (
    "A hint is a position you asked Move > Hint about, counted once however often "
    "you asked there for the next best move; demo moves are the moves Game > Demo "
    "played for you. A game with either is never a clean win."
)
# Games recorded before the two were counted apart (schema version 4 and older).
OLD_HINTS_TIP = (
    "Games played before demo moves were counted on their own have them among their hints."
)


# The setting that has the status bar say whether the game can still be won, named
# as its menu names it: "the winnable line" meant nothing to a new player, who
# looked for it in the menus. The end-of-game dialog and the statistics say what
# it did, in its own words ("told if it could still be won"); and why it is help.
STILL_WINNABLE_SETTING = "Settings > Tell me if the game can still be won"
STILL_WINNABLE_TOLD = "told if it could still be won"
STILL_WINNABLE_TOLD_SHORT = "told if winnable"  # after a result in the statistics' list
STILL_WINNABLE_TIP = (
    f"{STILL_WINNABLE_SETTING} has the solver, which knows the order of the stock, say "
    "after each move whether a win is left: a game played with it on is never a clean win."
)


# A game of a deal whose solution Show me how had shown before (a Restart, or the
# deal played again): counted, but the player knew the stock. Said as the
# winnable line's mark is, and apart from it.
SOLUTION_SEEN = "after seeing the solution (Show me how)"
SOLUTION_SEEN_MARK = "solution seen"  # short, after a result in the statistics' list
SOLUTION_SEEN_TIP = (
    "Show me how played a winning line of this deal, and with it the whole order of "
    "its stock: a game of it after that is counted, but never a clean win."
)


def whose(number: int, demo_line: frozenset[int], practice: bool = False) -> str:
    """Who made move ``number``: "your", or "the demo's" when Game > Demo made it
    (``demo_line``: the numbers of its moves); no one ("") in a ``practice`` game
    (opened from a file): its moves may be anyone's, and the player took the blame
    for a move the file had made."""
    if number in demo_line:
        return "the demo's"
    return "" if practice else "your"


def whose_move(number: int, demo_line: frozenset[int], practice: bool = False) -> str:
    """Move ``number`` of the game named by who made it: "your move 26", or "the
    demo's move 26" when Game > Demo made it (``demo_line``: the numbers of its
    moves); just "move 26" in a ``practice`` game."""
    owner = whose(number, demo_line, practice)
    return f"{owner} move {number}" if owner else f"move {number}"


def last_move(name: str, number: int, demo_line: frozenset[int], practice: bool = False) -> str:
    """The game's last move, number ``number``, by who made it and its words as
    Undo names it (``name``): "your last move, Move 9♣ to pile 2", "the demo's
    last move, Deal"; "the last move, Deal" in a ``practice`` game."""
    return f"{whose(number, demo_line, practice) or 'the'} last move, {name}"


def gave_the_win_away(whose: str) -> str:
    """That ``whose`` move ("your move 26", "move 26", "it") gave the win away, said as
    what it is: hindsight. The solver sees the order of the stock, which the player
    cannot; a move Rate my moves called the strategy's choice or too close to call may
    still have lost the win, and without this "Your move 1 gave the win away: Deal."
    taught the player to avoid a move that was as good as any, by what they could see."""
    return f"Knowing the stock's order, the solver found {whose} gave the win away"


def help_text(
    won: bool,
    hints: int,
    undos: int,
    assisted: bool = False,
    demo_moves: int = 0,
    solution_seen: bool = False,
    counted: bool = True,
) -> str:
    """How a game was played, in one short line: "A clean win: no hint, no undo.",
    "Won with 2 hints, 30 demo moves and 2 undos.", "With 1 hint." for a loss,
    "The demo played 30 moves." for a loss with no other help, "Won with 1 hint,
    told if it could still be won." for a game ``assisted`` by Settings > Tell me if
    the game can still be won ("Won, told if ..." with no other help, "Played, told
    if ..." for such a loss); "" for a loss with none of
    them, which has nothing to own up to. A game played after its deal's
    solution was shown says so last: "Won after seeing the solution (Show me
    how).", "Won with 1 hint, after seeing the solution (Show me how).",
    "Played after seeing the solution (Show me how)." for a loss. A practice
    game (not ``counted``: opened from a file, its moves perhaps not the
    player's) is never called a clean win: the statistics' "Clean wins" never
    count it, and the line would claim a game the file had all but played."""
    helped = _help_counted(won, hints, undos, assisted, demo_moves)
    if not solution_seen:
        return helped or ("A clean win: no hint, no undo." if won and counted else "")
    if not helped:
        return f"{'Won' if won else 'Played'} {SOLUTION_SEEN}."
    return f"{helped[:-1]}, {SOLUTION_SEEN}."


def _help_counted(won: bool, hints: int, undos: int, assisted: bool, demo_moves: int) -> str:
    """``help_text`` of the help counted during the game; "" with none."""
    counts = ((hints, "hint"), (demo_moves, "demo move"), (undos, "undo"))
    helps = [plural(count, word) for count, word in counts if count]
    told = f", {STILL_WINNABLE_TOLD}" if assisted else ""
    if not helps:
        return f"{'Won' if won else 'Played'}{told}." if assisted else ""
    if not won and not assisted and helps == [plural(demo_moves, "demo move")]:
        return f"The demo played {plural(demo_moves, 'move')}."
    return f"{'Won with' if won else 'With'} {all_of(helps)}{told}."


def help_tip(hints: int, assisted: bool, demo_moves: int = 0, solution_seen: bool = False) -> str:
    """The tooltip of ``help_text``'s line: why its help counts as help."""
    tips = (
        (HELP_TIP, hints or demo_moves),
        (STILL_WINNABLE_TIP, assisted),
        (SOLUTION_SEEN_TIP, solution_seen),
    )
    return " ".join(tip for tip, on in tips if on)
