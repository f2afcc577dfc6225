"""Benchmark: replay 20,000 random games through ``acesup replay --batch``.

Random legal play to the end (about 50 moves a game), written as JSON lines,
then one ``acesup replay --batch`` process answers them all. The figure
counts process start, JSON in and out and the end-of-game search.
Goal: at least 10,000 games per second.

    python tests/benchmarks/bench_replay.py [--games N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
import typing

from acesup_qt.engine import DISCARD, SHIFT, Game, format_cards, new_game


def random_game(rng: random.Random, variant: str) -> Game:
    """Random legal play to the end, as a casual player would play.

    A discard is taken nine times in ten when one is offered, which gives
    games of about 50 moves; moves between piles are capped between two
    discards or deals so that every game ends.
    """
    deck = list(range(52))
    rng.shuffle(deck)
    game = new_game(deck, variant)
    idle = 0  # moves onto empty piles since the last discard or deal
    while True:
        moves = game.legal_moves()
        if not moves or (game.stock_count == 0 and game.is_over()):
            return game
        discards = [m for m in moves if m.kind == DISCARD]
        if discards and rng.random() < 0.9:
            moves = discards
        elif idle >= 4:
            moves = [m for m in moves if m.kind != SHIFT] or moves
        move = rng.choice(moves)
        idle = idle + 1 if move.kind == SHIFT else 0
        game.push(move)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lines = []
    total_moves = 0
    for i in range(args.games):
        game = random_game(rng, "aces-only" if i % 10 == 9 else "standard")
        total_moves += len(game.moves)
        lines.append(
            json.dumps(
                {
                    "deck": format_cards(game.deck),
                    "moves": " ".join(m.text for m in game.moves),
                    "variant": game.variant,
                }
            )
        )
    print(
        f"games: {args.games} ({total_moves / args.games:.1f} moves each on average); "
        f"best of {args.runs} runs, process start, JSON and end-of-game search included"
    )
    with tempfile.TemporaryFile("w+") as batch:
        batch.write("\n".join(lines) + "\n")
        for jobs in (1, 2):
            seconds = min(_run(batch, jobs, args.games) for _ in range(args.runs))
            print(
                f"--jobs {jobs}: {seconds:.3f} s, {args.games / seconds:,.0f} games/s, "
                f"{total_moves / seconds:,.0f} moves/s   (goal: at least 10,000 games/s)"
            )


def _run(batch: typing.IO[str], jobs: int, games: int) -> float:
    batch.seek(0)
    command = [sys.executable, "-m", "acesup_qt.cli", "replay", "--batch", "--jobs", str(jobs)]
    start = time.perf_counter()
    result = subprocess.run(command, stdin=batch, capture_output=True, text=True, check=True)
    seconds = time.perf_counter() - start
    answers = result.stdout.splitlines()
    assert len(answers) == games, "one answer per line"
    assert not any('"error"' in a for a in answers), "every random game replays"
    return seconds


if __name__ == "__main__":
    main()
