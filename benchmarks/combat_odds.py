"""Exact combat odds: the time of typical editor queries, cold and memoised.

Run: python benchmarks/combat_odds.py [--repeat N]
Cold = every cache cleared before the query (dice tables included); the
"cold set" clears once and answers the whole set, sharing the dice tables;
memoised = the same query asked again. Medians over N runs. Bar (issue 3):
typical queries well under 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.rulesets.isles_of_terror.odds import Force, clear_caches, combat_odds  # noqa: E402

QUERIES = [
    ("2 soldiers + captain vs boss 3 (rulebook)", Force(soldiers=2, captains=1), Force(monster_value=3),
     dict(defender_d8=True)),
    ("2 soldiers + captain vs minion 6", Force(soldiers=2, captains=1), Force(monster_value=6), {}),
    ("2 soldiers + captain vs boss 6", Force(soldiers=2, captains=1), Force(monster_value=6),
     dict(defender_d8=True)),
    ("3 soldiers vs location 4, retreat below 2", Force(soldiers=3), Force(monster_value=4),
     dict(retreat_below=2)),
    ("2 soldiers + captain vs 2 soldiers + captain + 2 camps", Force(soldiers=2, captains=1),
     Force(soldiers=2, captains=1, camps=2), {}),
    ("captain vs soldier + camp", Force(captains=1), Force(soldiers=1, camps=1), {}),
    ("2 soldiers + captain vs boss 6, exact Fractions", Force(soldiers=2, captains=1), Force(monster_value=6),
     dict(defender_d8=True, exact=True)),
]


def _time(function) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=21, help="runs per measurement (median is printed)")
    args = parser.parse_args()

    width = max(len(name) for name, *_ in QUERIES)
    print(f"{'query':<{width}}  {'cold ms':>8}  {'memo us':>8}  {'P(att wins)':>11}")
    for name, attacker, defender, kwargs in QUERIES:
        cold = []
        for _ in range(args.repeat):
            clear_caches()
            cold.append(_time(lambda a=attacker, d=defender, k=kwargs: combat_odds(a, d, **k)))
        combat_odds(attacker, defender, **kwargs)
        memo = [_time(lambda a=attacker, d=defender, k=kwargs: combat_odds(a, d, **k)) for _ in range(args.repeat)]
        win = float(combat_odds(attacker, defender, **kwargs).attacker_wins)
        print(f"{name:<{width}}  {statistics.median(cold) * 1e3:8.2f}  {statistics.median(memo) * 1e6:8.1f}  "
              f"{win:11.4f}")

    def whole_set():
        for _, attacker, defender, kwargs in QUERIES:
            combat_odds(attacker, defender, **kwargs)

    cold_set = []
    for _ in range(args.repeat):
        clear_caches()
        cold_set.append(_time(whole_set))
    memo_set = [_time(whole_set) for _ in range(args.repeat)]
    print(f"\nwhole set of {len(QUERIES)}: cold {statistics.median(cold_set) * 1e3:.2f} ms, "
          f"memoised {statistics.median(memo_set) * 1e6:.1f} us")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
