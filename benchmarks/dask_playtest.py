"""Dask overhead: CPU of `playtest --scheduler` games on a local Dask cluster ÷ the same games on the process pool.

Run: python benchmarks/dask_playtest.py [--games 10000] [--rounds 3] [--against 494e71b]
Plays `--games` random-bot games of drowned-temple with 3 players, seed 0, twice per round: with
`engine.sim.batch.run_batch(jobs=2)` (what `playtest --jobs 2` does: starting its two workers included)
and with `engine.sim.distributed.run_batch` on a `LocalCluster(n_workers=2, processes=True,
threads_per_worker=1)` started before the clock (a designer's cluster is already running). CPU is
counted over every process: this one (the client, and the cluster's scheduler, which a LocalCluster
runs here), the pool's workers once reaped, and the cluster's nannies and workers (psutil). Prints the
median ratio and whether the two reports are byte-identical (they must be). With `--against REV` the
same measurement runs in that commit's tree too, interleaved, so before and after are side by side.
Goal (issue 32): at most 1.05.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys

if "--inner" in sys.argv:  # a measurement inside one tree: its `engine` comes first on sys.path
    sys.path.insert(0, os.getcwd())

from pathlib import Path  # noqa: E402

from side_by_side import ROOT, commit_tree, median  # noqa: E402


def tree_cpu() -> float:
    """CPU seconds of this process, its reaped children and its live descendants."""
    import psutil

    me = psutil.Process()
    times = me.cpu_times()
    total = times.user + times.system + times.children_user + times.children_system
    for child in me.children(recursive=True):
        with contextlib.suppress(psutil.NoSuchProcess):
            times = child.cpu_times()
            total += times.user + times.system
    return total


def inner(games: int) -> None:
    from distributed import Client, LocalCluster

    from engine.sim import distributed
    from engine.sim.batch import run_batch
    from engine.sim.content import load_playable
    from engine.sim.report import build_report, to_json
    from engine.sim.runner import RunSpec

    adventure = load_playable("drowned-temple")
    spec = RunSpec(players=3, bots="random", seed=0)
    cluster = LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    client = Client(cluster)
    try:
        client.wait_for_workers(2)
        start = tree_cpu()
        local = run_batch(adventure, spec, games, jobs=2)
        pool = tree_cpu() - start
        start = tree_cpu()
        remote = distributed.run_batch(client, adventure, spec, games)
        dask = tree_cpu() - start
    finally:
        client.close()
        cluster.close()
    same = to_json(build_report(adventure, local)) == to_json(build_report(adventure, remote))
    print(json.dumps({"pool": pool, "dask": dask, "same": same}))


def measure(tree, games: int) -> dict:
    import subprocess

    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inner", "--games", str(games)], cwd=tree,
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def report(name: str, rounds: list[dict], games: int) -> None:
    ratios = [r["dask"] / r["pool"] for r in rounds]
    print(f"{name}: pool {median(r['pool'] for r in rounds):.1f} CPU-s, Dask {median(r['dask'] for r in rounds):.1f} "
          f"CPU-s for {games} games -> Dask / pool {median(ratios):.2f} (rounds {', '.join(f'{x:.2f}' for x in ratios)}); "
          f"reports identical: {all(r['same'] for r in rounds)}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--against", metavar="REV", help="also measure this commit, interleaved (e.g. 494e71b)")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.inner:
        inner(args.games)
        return 0
    print(f"drowned-temple, 3 players, random bots, {args.games} games, 2 pool workers vs a 2-worker LocalCluster; "
          f"medians of {args.rounds} rounds")
    with commit_tree(args.against) if args.against else contextlib.nullcontext() as old:
        now, before = [], []
        for _ in range(args.rounds):
            if old is not None:
                before.append(measure(old, args.games))
            now.append(measure(ROOT, args.games))
    if before:
        report(f"{args.against:>8}", before, args.games)
    report("this tree" if not before else "    now ", now, args.games)
    return 0 if all(r["same"] for r in now + before) else 1


if __name__ == "__main__":
    sys.exit(main())
