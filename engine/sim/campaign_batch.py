"""Play many campaign runs in worker processes; one run is the unit of work.

The same design as `engine.sim.batch` (spawned workers that ignore SIGINT, the playable sent once
in the initializer, a few chunks of consecutive runs in flight per worker, Ctrl-C returns what
finished): results are sorted by run index, and run k's seeds depend on (master seed, k) only, so
the report is identical whatever `jobs` is.

```python
batch = run_campaigns(playable, CampaignSpec(players=3, bots="random", seed=1), runs=200, jobs=2)
batch.results     # RunResult per run, in run order
```
"""

from __future__ import annotations

import multiprocessing
import pickle
import signal
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field

from engine.core import ruleset as rulesets

from .batch import IN_FLIGHT_PER_JOB, Progress, default_jobs
from .campaign import CampaignSpec, Playable, RunResult, play_run
from .runner import bot_class

_PLAYABLE = None  # in a worker: the campaign and its adventures, set once by the initializer


@dataclass
class CampaignBatch:
    spec: CampaignSpec
    requested: int
    results: list[RunResult] = field(default_factory=list)
    interrupted: bool = False
    jobs: int = 1


def _init_worker(by_hand: bytes, blob: bytes) -> None:
    global _PLAYABLE
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's business
    known = {r.id for r in rulesets.all_rulesets()}
    for ruleset in pickle.loads(by_hand):
        if ruleset.id not in known:
            rulesets.register(ruleset)
    _PLAYABLE = pickle.loads(blob)


def _play_chunk(spec: CampaignSpec, start: int, stop: int) -> list[RunResult]:
    return [play_run(_PLAYABLE, spec, k) for k in range(start, stop)]


def run_chunk_size(runs: int, jobs: int) -> int:
    """Runs per chunk: a campaign run is several games long, so chunks are smaller than `batch`'s."""
    return max(1, min(5, runs // (jobs * 8)))


def run_campaigns(playable: Playable, spec: CampaignSpec, runs: int, jobs: int | None = None,
                  progress: Progress | None = None, on_results=None) -> CampaignBatch:
    """Play runs 0..runs-1; `on_results(results so far)` before each `progress(done, total)` call."""
    bot_class(spec.bots, playable.ruleset)  # fail before starting anything if the bots are not available
    jobs = max(1, jobs or default_jobs())
    batch = CampaignBatch(spec, runs, jobs=jobs)
    if runs <= 0:
        return batch
    results: list[RunResult] = []

    def arrived() -> None:
        if on_results is not None:
            on_results(results)
        if progress is not None:
            progress(len(results), runs)

    if jobs == 1:
        try:
            for k in range(runs):
                results.append(play_run(playable, spec, k))
                arrived()
        except KeyboardInterrupt:
            batch.interrupted = True
        batch.results = results
        return batch
    size = run_chunk_size(runs, jobs)
    blob = pickle.dumps(playable, protocol=pickle.HIGHEST_PROTOCOL)
    by_hand = pickle.dumps(rulesets.by_hand(), protocol=pickle.HIGHEST_PROTOCOL)
    executor = ProcessPoolExecutor(max_workers=jobs, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_init_worker, initargs=(by_hand, blob))
    try:
        starts = iter(range(0, runs, size))
        pending: set = set()

        def top_up() -> None:
            for start in starts:
                pending.add(executor.submit(_play_chunk, spec, start, min(start + size, runs)))
                if len(pending) >= jobs * IN_FLIGHT_PER_JOB:
                    return

        top_up()
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            top_up()
            for future in sorted(done, key=id):
                results.extend(future.result())
            if done:
                arrived()
    except KeyboardInterrupt:
        batch.interrupted = True
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
    results.sort(key=lambda r: r.index)
    batch.results = results
    return batch
