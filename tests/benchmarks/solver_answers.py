"""The solver's answers on a range of deals, written to a file or checked against one.

A change that only makes the solver's nodes cheaper must leave every
answer as it was. Write the answers with the old code, then check the new
code against them:

    python tests/benchmarks/solver_answers.py --write old.jsonl [--last 100] [--nodes 100000]
    python tests/benchmarks/solver_answers.py --check old.jsonl

Each line holds a deal number, the variant, and the status, best score,
no-win flag and node count of ``solve`` with a fixed node budget (a time
budget would make the answers depend on the machine). A check fails on any
other status, best score or no-win flag; a different node count is reported
too (a cheaper node visits the same positions; new pruning visits fewer),
and ``--same-nodes`` makes it a failure.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from acesup_qt.engine import deal_cards
from acesup_qt.engine.solver import solve


def _answer(number: int, variant: str, nodes: int) -> dict[str, object]:
    result = solve(deal_cards(number), variant, node_budget=nodes)
    return {
        "deal": number,
        "variant": variant,
        "budget": nodes,
        "status": result.status,
        "best_score": result.best_score,
        "no_win": result.no_win,
        "nodes": result.nodes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--write", metavar="FILE")
    action.add_argument("--check", metavar="FILE")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=100_000, help="node budget per deal")
    parser.add_argument("--variants", default="standard,aces-only")
    parser.add_argument("--same-nodes", action="store_true", help="node counts must match too")
    args = parser.parse_args()
    start = time.perf_counter()
    if args.write:
        with open(args.write, "w", encoding="utf-8") as out:
            for variant in args.variants.split(","):
                for number in range(args.first, args.last + 1):
                    answer = _answer(number, variant, args.nodes)
                    out.write(json.dumps(answer) + "\n")
        print(f"wrote {args.write} in {time.perf_counter() - start:.0f} s")
        return 0
    wrong = 0
    other_nodes = 0
    count = 0
    with open(args.check, encoding="utf-8") as stored:
        for line in stored:
            old = json.loads(line)
            new = _answer(old["deal"], old["variant"], old["budget"])
            count += 1
            if any(new[k] != old[k] for k in ("status", "best_score", "no_win")):
                wrong += 1
                print(f"DIFFERENT {old['variant']} deal {old['deal']}: was {old}, now {new}")
            elif new["nodes"] != old["nodes"]:
                other_nodes += 1
                where = f"{old['variant']} deal {old['deal']}"
                print(f"nodes {where}: {old['nodes']} -> {new['nodes']}")
    print(
        f"{count} answers checked in {time.perf_counter() - start:.0f} s: {wrong} different, "
        f"{other_nodes} with another node count"
    )
    return 1 if wrong or (args.same_nodes and other_nodes) else 0


if __name__ == "__main__":
    sys.exit(main())
