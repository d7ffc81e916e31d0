"""Sweep overhead: `isleforge sweep` games per CPU-second ÷ `isleforge playtest` games per CPU-second.

Run: python benchmarks/sweep.py [--variants 5] [--games 150] [--bots random] [--jobs 2] [--rounds 3]
                                [--against 494e71b]
Both commands run as processes with `--jobs J` on drowned-temple with 3 players; CPU time is the
command's and its worker processes' (`resource.RUSAGE_CHILDREN`). The sweep plays `--variants` values
of `setup/player_materials/3/gold`, `--games` games each; it is set against a playtest of the same
number of games in all (`--variants` x `--games`: what is left is the CPU a sweep spends on anything
but games) and against a playtest of `--games` games (a variant's worth). With `--against REV` the same
rounds run interleaved in that commit's tree too, so the before and after are measured side by side.
Goal (issue 32): the sweep's games per CPU-second at least 0.9 of the playtest's.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path

from side_by_side import ROOT, child_cpu, commit_tree, median


def measure(tree: Path, args) -> dict:
    common = ["--bots", args.bots, "--jobs", str(args.jobs), "--players", "3", "--seed", "0"]
    total = args.variants * args.games
    sweep, _ = child_cpu([sys.executable, "-m", "editor", "sweep", "drowned-temple", "--vary",
                          f"setup/player_materials/3/gold=1..{args.variants}", "--games", str(args.games), *common], tree)
    whole, _ = child_cpu([sys.executable, "-m", "editor", "playtest", "drowned-temple", "--games", str(total), *common], tree)
    one, _ = child_cpu([sys.executable, "-m", "editor", "playtest", "drowned-temple", "--games", str(args.games), *common],
                       tree)
    return {"sweep": total / sweep, "whole": total / whole, "one": args.games / one}


def report(name: str, rounds: list[dict]) -> None:
    sweep, whole, one = (median(r[key] for r in rounds) for key in ("sweep", "whole", "one"))
    ratios = ", ".join(f"{r['sweep'] / r['whole']:.2f}" for r in rounds)
    print(f"{name}: sweep {sweep:.1f} games/CPU-s; playtest of as many games {whole:.1f} -> ratio "
          f"{median(r['sweep'] / r['whole'] for r in rounds):.2f} (rounds {ratios}); playtest of one variant's "
          f"games {one:.1f} -> ratio {median(r['sweep'] / r['one'] for r in rounds):.2f}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", type=int, default=5)
    parser.add_argument("--games", type=int, default=150, help="games per variant (default: 150)")
    parser.add_argument("--bots", default="random")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--against", metavar="REV", help="also measure this commit, interleaved (e.g. 494e71b)")
    args = parser.parse_args(argv)
    print(f"drowned-temple, 3 players, {args.bots} bots, --jobs {args.jobs}: sweep of {args.variants} variants x "
          f"{args.games} games; medians of {args.rounds} rounds (CPU of the command and its workers)")
    with commit_tree(args.against) if args.against else contextlib.nullcontext() as old:
        now, before = [], []
        for _ in range(args.rounds):
            if old is not None:
                before.append(measure(old, args))
            now.append(measure(ROOT, args))
    if before:
        report(f"{args.against:>8}", before)
    report("this tree" if not before else "    now ", now)
    return 0


if __name__ == "__main__":
    sys.exit(main())
