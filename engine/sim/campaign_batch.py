"""Play many campaign runs in worker processes; one run is the unit of work.

The same machinery as `engine.sim.batch` (a `WorkerPool` given the playable campaign once, and
`stream_chunks`: a few chunks of consecutive runs in flight per worker, Ctrl-C returns what
finished): results are sorted by run index, and run k's seeds depend on (master seed, k) only, so
the report is identical whatever `jobs` is.

```python
batch = run_campaigns(playable, CampaignSpec(players=3, bots="random", seed=1), runs=200, jobs=2)
batch.results     # RunResult per run, in run order
```
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


from .batch import Progress, WorkerPool, default_jobs, stream_chunks
from .campaign import CampaignSpec, Playable, RunResult, play_run
from .runner import bot_class



@dataclass
class CampaignBatch:
    spec: CampaignSpec
    requested: int
    results: list[RunResult] = field(default_factory=list)
    interrupted: bool = False
    jobs: int = 1


def run_chunk_size(runs: int, jobs: int) -> int:
    """Runs per chunk: a campaign run is several games long, so chunks are smaller than `batch`'s."""
    return max(1, min(5, runs // (jobs * 8)))


def run_campaigns(playable: Playable, spec: CampaignSpec, runs: int, jobs: int | None = None,
                  progress: Progress | None = None, on_results=None,
                  cancelled: Callable[[], bool] | None = None) -> CampaignBatch:
    """Play runs 0..runs-1; `on_results(results so far)` before each `progress(done, total)` call;
    once `cancelled()` (if given) is true the runs stop as on Ctrl-C (`engine.sim.batch.run_batch`)."""
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
                if cancelled is not None and cancelled():
                    raise KeyboardInterrupt
        except KeyboardInterrupt:
            batch.interrupted = True
        batch.results = results
        return batch
    size = run_chunk_size(runs, jobs)
    played, batch.interrupted = stream_chunks(WorkerPool(playable, jobs), play_run, spec, runs, size,
                                              on_results, progress, cancelled=cancelled)
    batch.results = played
    return batch
