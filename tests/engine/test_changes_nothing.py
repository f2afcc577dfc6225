"""A lone card moved to another empty pile changes nothing a fair player can
tell, so the ranking never puts it ahead of a move that does something."""

from __future__ import annotations

from acesup_qt.engine import Move, deal_cards, new_game
from acesup_qt.engine.strategy import changes_nothing, rank_moves


def test_a_lone_cards_move_is_ranked_after_every_real_move():
    # Deal 3 after x1 x3 d x3: 10♠ | 4♦ 3♣ | (empty) | K♠ 2♥.
    game = new_game(deal_cards(3), "standard")
    for text in ["x1", "x3", "d", "x3"]:
        game.push(Move.parse(text))
    lone = Move.parse("m1>3")
    assert changes_nothing(game, lone)
    assert not changes_nothing(game, Move.parse("m2>3"))
    for seed in range(12):  # the playouts differ by seed; the pass stays last
        ranked = rank_moves(game, seed=seed, playouts=40)
        assert ranked[-1].move == lone, seed
