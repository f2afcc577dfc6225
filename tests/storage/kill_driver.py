"""A stand-in for the game window, for the SIGKILL test: plays deal after deal.

    python -m tests.storage.kill_driver DATABASE

It drives ``Autosave`` exactly as the window will: resume on start, a save
after every move, a new deal when one ends. After each commit it prints one
line, so the test knows the last state that was surely saved; a kill can
fall between a commit and its line, so at most one commit goes unannounced.

    resumed N MOVES   the game it took back on start (deal N)
    none              nothing to resume
    started N         deal N begun and saved
    saved N MOVES     the position after a move, saved
    finished N MOVES  deal N ended and recorded
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from acesup_qt.engine import deal_cards, format_moves, new_game
from acesup_qt.storage import Autosave, History

from .play import next_move

PAUSE = 0.003  # seconds between moves: a fast player, so kills land everywhere
GIVE_UP = 30.0  # never outlive a test that forgot to kill us


def say(line: str) -> None:
    print(line, flush=True)


def main(path: Path) -> None:
    history = History.open(path)
    autosave = Autosave(history)
    resumed = autosave.resume()
    if resumed is not None:
        number = resumed.saved.deal_number
        assert number is not None
        game = resumed.game
        say(f"resumed {number} {format_moves(game.moves)}".rstrip())
    else:
        say("none")
        row = history.connection.execute("SELECT max(deal_number) FROM games").fetchone()
        number = (row[0] or 0) + 1
        game = new_game(deal_cards(number))
        autosave.start(game, number)
        say(f"started {number}")
    rng = random.Random()
    deadline = time.monotonic() + GIVE_UP
    while time.monotonic() < deadline:
        time.sleep(PAUSE)
        move = next_move(game, rng)
        assert move is not None, "a game over was not recorded"
        game.push(move)
        ended = autosave.record_move(game)
        if ended is None:
            say(f"saved {number} {format_moves(game.moves)}")
            continue
        say(f"finished {number} {ended.moves}")
        number += 1
        game = new_game(deal_cards(number))
        autosave.start(game, number)
        say(f"started {number}")
    autosave.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
