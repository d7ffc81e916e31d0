"""Sweep throughput: local worker processes against a 2-worker Dask LocalCluster.

Run: python benchmarks/sweep.py [--variants 5] [--games 1000] [--jobs 2]
Plays a `--variants`-value sweep of drowned-temple's `setup/player_materials/3/gold` with
`--games` random-bot games per variant, 3 players: once with `LocalExecutor(jobs)` (run_batch's
spawn workers, started per variant), once with `DaskExecutor` on a `LocalCluster(n_workers=jobs,
processes=True, threads_per_worker=1)` that is started before the clock starts (a designer's
cluster is already running). Prints games per second for both, the Dask overhead in % of the local
time, and whether the two reports are identical (they must be). Goal (issue 19): overhead under 10%.

Measured on the shared 2-core development machine (load average ~6 from other work, so the
figures swing): local 28.0 and 59.6 games/s, Dask 15.8 and 111.3 games/s in two runs (+77.7% and
-46.4%); reports identical both times. The local path starts a spawn pool per variant; Dask gets
every variant's chunks at once from a cluster already running.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.sim.report import to_json  # noqa: E402
from engine.sim.runner import RunSpec  # noqa: E402
from engine.sim.sweep import DaskExecutor, LocalExecutor, Sweep, run_sweep  # noqa: E402
from engine.sim.variants import VariantBuilder, parse_vary  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variants", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    from distributed import Client, LocalCluster

    builder = VariantBuilder.open("drowned-temple")
    axis = parse_vary(f"setup/player_materials/3/gold=1..{args.variants}")
    sweep = Sweep(builder, [axis], RunSpec(players=3, bots="random", seed=args.seed), args.games)
    total = args.variants * args.games

    start = time.perf_counter()
    local = run_sweep(sweep, LocalExecutor(jobs=args.jobs))
    local_s = time.perf_counter() - start
    print(f"local processes (--jobs {args.jobs}): {total} games in {local_s:.2f} s, {total / local_s:.1f} games/s")

    cluster = LocalCluster(n_workers=args.jobs, processes=True, threads_per_worker=1, dashboard_address=None)
    client = Client(cluster)
    try:
        client.wait_for_workers(args.jobs)
        start = time.perf_counter()
        remote = run_sweep(sweep, DaskExecutor(client))
        dask_s = time.perf_counter() - start
    finally:
        client.close()
        cluster.close()
    print(f"Dask LocalCluster ({args.jobs} workers): {total} games in {dask_s:.2f} s, {total / dask_s:.1f} games/s")
    print(f"Dask overhead against local processes: {100 * (dask_s - local_s) / local_s:+.1f}%")
    same = to_json(local) == to_json(remote)
    print(f"reports identical: {same}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
