"""A game known to be won: the ordered deck (2C 3C ... AS) and a winning move list.

Found once by a depth-first search over the engine's legal moves; the tests
check it still wins before relying on it.
"""

from __future__ import annotations

from acesup_qt.engine.cards import ordered_deck

DECK = ordered_deck()
MOVES = (
    "x1 x2 x3 m4>1 m1>2 m2>3 d x1 x2 x3 x3 m4>1 m1>2 m2>3 d x1 x2 x3 x3 m4>1 m1>2 m2>3 d "
    "x2 x3 x3 m1>2 m2>3 m4>1 m1>2 m3>1 m1>4 m2>1 m1>3 m4>1 m1>2 m3>1 d x1 x1 x2 x3 m2>1 "
    "m1>3 m4>1 m1>2 m3>1 m1>4 m2>1 m1>3 m4>1 m1>2 m3>1 d x1 x1 x2 x3 m2>1 m1>3 m4>1 m1>2 "
    "m3>1 m1>4 m2>1 m1>3 m4>1 m1>2 m3>1 d x1 x1 x3 m2>1 m1>3 m2>1 m3>2 m1>3 m2>1 m4>2 "
    "m1>4 m2>1 m3>2 m1>3 m2>1 m3>2 m4>3 m1>4 m2>1 m3>2 m1>3 m2>1 m3>2 d x1 x2 x2 x3 m1>2 "
    "m2>3 m4>1 m1>2 m3>1 m2>3 m1>2 m3>1 m4>3 m1>4 m2>1 m3>2 m1>3 m2>1 m3>2 m4>3 m2>4 m1>2 "
    "m3>1 m2>3 m1>2 m3>1 m4>3 d x1 x2 x2 x3 m1>2 m3>1 m2>3 m1>2 m3>1 m4>3 m1>4 m2>1 m3>2 "
    "m1>3 m2>1 m3>2 m4>3 m2>4 m1>2 m3>1 m2>3 m1>2 m3>1 m4>3 d x1 x1 x2 m2>1 m4>2 m1>4 "
    "m2>1 m3>2 d x1 x1 x2 x3 m2>1 m3>2 m1>3 m2>1 m3>2 m4>3 d x1 x2 x3 x3 m1>3 m2>1 m3>2 "
    "m1>3 m2>1 m4>2 d x1 x2 x2 x3 "
).strip()
