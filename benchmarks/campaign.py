"""Campaign throughput: 200 runs of isles-of-ash with random bots and --jobs 2, in runs per second.

Run: python benchmarks/campaign.py [--runs 200] [--jobs 2] [--seed 0]
Plays `--runs` campaign runs (every run four chapter games: Landfall, Bellwater, usually the Second
Ebb, the Ember Crown) through `engine.sim.campaign_batch.run_campaigns`, the path of
`isleforge playtest isles-of-ash`, and builds the report. Prints runs/s, chapter games/s, the time
of the report and the machine's load average when it started (the 2-core machine is shared, so the
figures move with it).

Measured on the shared 2-core development machine with a load average of 7.3 from other work:
200 runs (800 chapter games) in 26.6 s = 7.5 runs/s, 30.1 chapter games/s; the report 0.01 s.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.sim.campaign import CampaignSpec, load_campaign  # noqa: E402
from engine.sim.campaign_batch import run_campaigns  # noqa: E402
from engine.sim.campaign_report import build_campaign_report  # noqa: E402


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    playable = load_campaign("isles-of-ash")
    start = time.perf_counter()
    batch = run_campaigns(playable, CampaignSpec(players=3, bots="random", seed=args.seed), args.runs, jobs=args.jobs)
    played = time.perf_counter() - start
    start = time.perf_counter()
    report = build_campaign_report(playable, batch)
    reported = time.perf_counter() - start
    games = sum(len(r.chapters) for r in batch.results)
    print(f"isles-of-ash, random bots, --jobs {args.jobs} (load average {load:.1f} at the start): "
          f"{len(batch.results)} runs ({games} chapter games) in {played:.2f} s = "
          f"{len(batch.results) / played:.2f} runs/s, {games / played:.1f} chapter games/s; report {reported:.2f} s; "
          f"{report['run']['runs_complete']} runs complete")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
