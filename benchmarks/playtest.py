"""Playtest throughput: bot games of drowned-temple with 3 players in worker processes.

Run: python benchmarks/playtest.py [--games N] [--jobs J] [--adventure ID] [--players N] [--bots random,greedy]
Prints games per second for each bot kind, the whole `run_batch` included (starting the spawn
workers, playing, summarising each game, merging) and then building the report. First bar
(issue 4): 1,000 random-bot games in under 10 s with --jobs 2 on the 2-core development machine.
Greedy bots are measured when engine.bots.GreedyBot exists.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.content.resolve import load_adventure  # noqa: E402
from engine.sim.batch import run_batch  # noqa: E402
from engine.sim.report import build_report  # noqa: E402
from engine.sim.runner import BotUnavailable, RunSpec, bot_class  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--adventure", default="drowned-temple")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--bots", default="random,greedy")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    adventure = load_adventure(args.adventure)
    for kind in args.bots.split(","):
        try:
            bot_class(kind)
        except BotUnavailable as error:
            print(f"{kind}: skipped ({error})")
            continue
        start = time.perf_counter()
        batch = run_batch(adventure, RunSpec(players=args.players, bots=kind, seed=args.seed), args.games, jobs=args.jobs)
        played = time.perf_counter() - start
        build_report(adventure, batch)
        total = time.perf_counter() - start
        decisions = sum(r.decisions for r in batch.results)
        print(f"{args.adventure}, {args.players} players, {args.games} {kind}-bot games, --jobs {args.jobs}: "
              f"{played:.2f} s, {args.games / played:.1f} games/s "
              f"({decisions / args.games:.0f} decisions a game; with the report {total:.2f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
