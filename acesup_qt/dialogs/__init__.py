"""The game's dialogs: deal number, rules, about, end of game, statistics."""
