"""Run many games of a run in worker processes and merge their results in game order.

```python
from engine.sim.batch import run_batch
batch = run_batch(adventure, RunSpec(players=3, bots="random", seed=1), games=1000, jobs=2,
                  progress=lambda done, total: ...)
batch.results        # GameResult per finished game, in game order
batch.interrupted    # True if Ctrl-C (KeyboardInterrupt, also from `progress`) stopped the run
```

- Workers are started with the **spawn** context (no fork: safe with threads, the same on every
  platform). Each worker first registers the rulesets the parent added by hand
  (`engine.core.ruleset.by_hand()`, e.g. a test's own ruleset; spawned workers inherit `sys.path`,
  so its module imports there too), then receives the resolved adventure once, pickled, in its initializer, and then
  plays chunks of consecutive games `[start, stop)`; it ignores SIGINT, so Ctrl-C reaches only the
  parent. The parent only merges results; sorting them by game index makes the report identical
  whatever `jobs` is, because game k's seeds depend on (master seed, k) only.
- `jobs=1` plays in this process (no pool to start: faster for small runs and for tests).
- Chunks are submitted as workers free up (at most `IN_FLIGHT_PER_JOB` per worker queued), so
  `games=1_000_000_000` costs no more memory than `games=1000` before the first result.
- Starting the workers costs most of a second of wall time. Several runs of one adventure
  (`--bots ladder`: one run per bot kind) share one `WorkerPool`: `with WorkerPool(adventure, jobs)
  as pool: run_batch(..., pool=pool)` starts the workers once; each run only sends its chunks.
- Runs of many adventures (a sweep's variants) share a pool started without a payload,
  `WorkerPool(None, jobs)`: each run pickles its adventure once in the parent and ships the bytes
  with every chunk (a resolved adventure is tens of kB: far cheaper than starting two processes,
  which cost more CPU than 150 random games); a worker unpickles it once per run (`_shipped`).
- The garbage collector runs less often while games are played (`games_collector`): a game allocates
  hundreds of thousands of short-lived objects and leaves almost no cycles (about 50 objects a
  game), so Python's default of a young collection every 700 allocations, each also walking the
  adventure and everything else long-lived, cost 5-8% of the CPU time of bot games. Workers set it
  for their life; a run in this process sets it for the run and restores the interpreter's settings.
- Ctrl-C, or `cancelled()` turning true: the pending chunks are cancelled, the workers are ended
  (`WorkerPool.stop`: the chunks they are playing are dropped, so no worker process is left behind)
  and the results received so far are returned with `interrupted=True`. A caller in a thread (the
  editor's dashboards) passes `cancelled`: a raise from `progress` is seen only when a chunk ends, and
  waiting for the chunks being played took minutes with greedy bots on a loaded machine (a chunk is
  20 games; Cancel right after Ctrl+F5 timed a test out at 60 s, see docs/cancel-runs.md).
"""

from __future__ import annotations

import gc
import hashlib
import multiprocessing
import os
import pickle
import signal
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from collections.abc import Callable

from engine.core import ruleset as rulesets

from .runner import GameResult, RunSpec, Table, play_game, play_games, table_factories

Progress = Callable[[int, int], None]

#: Chunks queued per worker: enough to keep it busy, few enough that memory does not grow with --games.
IN_FLIGHT_PER_JOB = 2

_PAYLOAD = None  # in a worker: what its games are played on (an adventure, a campaign), set once
_SHIPPED: dict = {}  # in a worker of a pool without a payload: the last run's (fingerprint -> adventure)

#: Seconds between two looks at `cancelled()` while the chunks in flight are played.
CANCEL_POLL = 0.05

#: Young-generation threshold while games are played (Python's default is 700; see the module docstring).
GAMES_GC_THRESHOLD = 10_000


def tune_collector_for_games() -> None:
    """Collect less often: what is alive now (the adventure, the modules) is frozen out of every later
    collection, and the young generation is collected every `GAMES_GC_THRESHOLD` allocations."""
    gc.freeze()
    gc.set_threshold(GAMES_GC_THRESHOLD, *gc.get_threshold()[1:])


@contextmanager
def games_collector():
    """`tune_collector_for_games` for the block, then the interpreter's own settings again (freezing and
    thawing are constant time: no collection is forced, so a short run in the editor costs nothing)."""
    threshold = gc.get_threshold()
    tune_collector_for_games()
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


@dataclass
class BatchResult:
    spec: RunSpec
    requested: int
    results: list[GameResult] = field(default_factory=list)
    interrupted: bool = False
    jobs: int = 1


def default_jobs() -> int:
    return os.cpu_count() or 1


def _init_worker(by_hand: bytes, blob: bytes) -> None:
    global _PAYLOAD
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's business
    known = {r.id for r in rulesets.all_rulesets()}
    for ruleset in pickle.loads(by_hand):
        if ruleset.id not in known:
            rulesets.register(ruleset)
    _PAYLOAD = pickle.loads(blob)
    gc.collect()  # once: the worker's start-up garbage is not frozen with what it keeps
    tune_collector_for_games()  # for the worker's life: it only plays games


def _play_chunk(play, spec, start: int, stop: int) -> list:
    """In a worker: `play(payload, spec, k)` for k in [start, stop) (`play` is a module-level function)."""
    return [play(_PAYLOAD, spec, k) for k in range(start, stop)]


def _play_whole_chunk(play, spec, start: int, stop: int) -> list:
    """In a worker: `play(payload, spec, start, stop)`, which plays the chunk at once (a playtest's games
    from one `Table`)."""
    return play(_PAYLOAD, spec, start, stop)


def _shipped(fingerprint: bytes, blob: bytes):
    """In a worker: the payload shipped with a chunk, unpickled once per run (only the latest is kept:
    a pool without a payload plays its runs one after the other)."""
    payload = _SHIPPED.get(fingerprint)
    if payload is None:
        _SHIPPED.clear()
        payload = _SHIPPED[fingerprint] = pickle.loads(blob)
    return payload


def _play_shipped_chunk(play, shipped: tuple[bytes, bytes], spec, start: int, stop: int) -> list:
    """In a worker of a pool without a payload: `play(payload, spec, start, stop)` on the shipped payload."""
    return play(_shipped(*shipped), spec, start, stop)


def chunk_size(games: int, jobs: int) -> int:
    return max(1, min(20, games // (jobs * 8) if jobs else games))


def run_batch(adventure, spec: RunSpec, games: int, jobs: int | None = None,
              progress: Progress | None = None, chunk: int | None = None,
              on_results=None, pool: WorkerPool | None = None,
              cancelled: Callable[[], bool] | None = None) -> BatchResult:
    """Play games 0..games-1 of the run; see the module docstring.

    ``pool``: workers already started for this adventure, or without a payload (any adventure: it is
    shipped with the chunks); used when jobs > 1 and left running.

    ``on_results(results)``, if given, receives the games finished so far (in arrival order)
    before each progress call, so a caller can report on them live.

    ``cancelled()``, if given, is asked after every game in this process and every `CANCEL_POLL`
    seconds while workers play: once true the run stops as on Ctrl-C (see the module docstring).
    """
    table_factories(spec.bots, rulesets.of(adventure))  # fail before starting anything if the bots are not available
    jobs = max(1, jobs or default_jobs())
    batch = BatchResult(spec, games, jobs=jobs)
    if games <= 0:
        return batch
    if jobs == 1:
        table = Table(adventure, spec)  # the run's Game, built once: every game is dealt from it
        try:
            with games_collector():
                for k in range(games):
                    batch.results.append(play_game(adventure, spec, k, table))
                    if on_results is not None:
                        on_results(batch.results)
                    if progress is not None:
                        progress(k + 1, games)
                    if cancelled is not None and cancelled():
                        raise KeyboardInterrupt
        except KeyboardInterrupt:
            batch.interrupted = True
        return batch
    size = chunk or chunk_size(games, jobs)
    own = pool is None
    if own:
        pool = WorkerPool(adventure, jobs)
    elif pool.payload is not None and pool.payload is not adventure:
        raise ValueError("run_batch: the pool was started for another adventure")
    shipped = None
    if pool.payload is None:
        blob = pickle.dumps(adventure, protocol=pickle.HIGHEST_PROTOCOL)
        shipped = (hashlib.blake2b(blob, digest_size=16).digest(), blob)
    results, batch.interrupted = stream_chunks(pool, play_games, spec, games, size, on_results, progress, own,
                                               whole=True, shipped=shipped, cancelled=cancelled)
    batch.results = results
    return batch


def stream_chunks(pool: WorkerPool, play, spec, total: int, size: int, on_results=None,
                  progress: Progress | None = None, own: bool = True, whole: bool = False,
                  shipped: tuple[bytes, bytes] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> tuple[list, bool]:
    """Play items 0..total-1 (`play(payload, spec, k)`, or with `whole` `play(payload, spec, start, stop)`
    per chunk; with `shipped`, (fingerprint, pickled payload), whole chunks on that payload instead of
    the pool's) on the pool's workers in chunks of `size`,
    submitted as workers free up; (results sorted by `index`, interrupted). An owned pool is closed
    at the end; any pool is stopped on Ctrl-C or once `cancelled()` is true (looked at every
    `CANCEL_POLL` seconds, not only when a chunk ends), so nothing is left running."""
    jobs = pool.jobs
    task = _play_whole_chunk if whole else _play_chunk
    head = (play,) if shipped is None else (play, shipped)
    if shipped is not None:
        task = _play_shipped_chunk
    results: list = []
    pending: set = set()
    interrupted = False
    try:
        starts = iter(range(0, total, size))

        def top_up() -> None:  # a few chunks per worker in flight, never the whole run at once
            for start in starts:
                pending.add(pool.executor.submit(task, *head, spec, start, min(start + size, total)))
                if len(pending) >= jobs * IN_FLIGHT_PER_JOB:
                    return

        top_up()
        poll = None if cancelled is None else CANCEL_POLL
        while pending:
            if cancelled is not None and cancelled():
                raise KeyboardInterrupt
            done, pending = wait(pending, timeout=poll, return_when=FIRST_COMPLETED)
            if not done:  # only a look at `cancelled`: nothing to top up (each call submits a chunk)
                continue
            top_up()
            for future in sorted(done, key=id):
                results.extend(future.result())
            if on_results is not None and done:
                on_results(results)
            if progress is not None and done:
                progress(len(results), total)
    except KeyboardInterrupt:
        interrupted = True
        for future in pending:
            future.cancel()
        pool.stop()  # an interrupted run ends its pool, shared or not: nothing is left running
    finally:
        if own:
            pool.close()
    results.sort(key=lambda r: r.index)
    return results, interrupted


class WorkerPool:
    """Worker processes for one payload (an adventure, a campaign), started once and shared by the runs
    given it (`run_batch(..., pool=pool)`); `close()` (or leaving the `with` block) shuts them down.
    A pool for payload None serves runs of any adventure, shipped with their chunks (a sweep's variants)."""

    def __init__(self, payload, jobs: int) -> None:
        self.payload = payload
        self.jobs = max(1, jobs)
        blob = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
        by_hand = pickle.dumps(rulesets.by_hand(), protocol=pickle.HIGHEST_PROTOCOL)
        self.executor = ProcessPoolExecutor(max_workers=self.jobs, mp_context=multiprocessing.get_context("spawn"),
                                            initializer=_init_worker, initargs=(by_hand, blob))

    def close(self) -> None:
        self.executor.shutdown(wait=True, cancel_futures=True)

    def stop(self) -> None:
        """End the pool now: the workers are terminated, not waited for (the chunks they are playing are
        dropped), then the pool is shut down. `close` waits for the chunks being played: with greedy or
        search bots on a loaded machine a chunk is minutes of work, and a cancelled run must not take
        that long to end.

        The executor sees its terminated workers as a broken pool: it fails the pending futures and
        joins everything. (Python 3.14's `terminate_workers()` does this; 3.11 has only `_processes`.)
        """
        for process in list((getattr(self.executor, "_processes", None) or {}).values()):
            process.terminate()
        self.executor.shutdown(wait=True, cancel_futures=True)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
