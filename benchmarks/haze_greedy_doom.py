"""How often do Haze Islands' greedy seats end as ghost ships, and how many icons do they score?

Run: python benchmarks/haze_greedy_doom.py [--games 12] [--players 2,3] [--seed 7]
Every seat greedy, misty-reach, competitive, games dealt from `--seed` (`engine.sim.runner.play_games`),
so the figures are reproducible: per player count, the share of seat-games ending as a ghost ship (sunk
by The Doom) and the mean icons per seat. The greedy's Doom safety is `greedy.doom_risk`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.sim.content import load_playable  # noqa: E402
from engine.sim.runner import RunSpec, play_games  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--players", default="2,3")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    adventure = load_playable("misty-reach")
    for players in (int(p) for p in args.players.split(",")):
        spec = RunSpec(players=players, bots="greedy", seed=args.seed, mode="competitive")
        started = time.perf_counter()
        results = play_games(adventure, spec, 0, args.games)
        seats = [(r.details["status"][s], r.vp[s]) for r in results for s in range(players)]
        ghosts = sum(1 for status, _ in seats if status == "ghost")
        print(f"misty-reach competitive {players}p, {args.games} greedy games (seed {args.seed}): ghost ships "
              f"{ghosts}/{len(seats)} = {100 * ghosts / len(seats):.1f}% of seats, mean icons "
              f"{sum(v for _, v in seats) / len(seats):.2f}, {time.perf_counter() - started:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
