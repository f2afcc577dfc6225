"""The table: card items, pile items, the scene that lays them out and the view."""

from .. import pyside_fix  # noqa: F401 - before any painting
