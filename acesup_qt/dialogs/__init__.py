"""Dialogs of the game window: each takes what it shows, never the window itself."""
