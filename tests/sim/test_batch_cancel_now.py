"""A cancelled run ends its workers at once (`cancelled`), not when the chunks they play end.

The flake (Ctrl+F5's dashboard did not finish in 60 s): Cancel came after the run's first look at it,
the run started two workers on chunks of 20 greedy games, and the cancellation, a raise from the
progress callback, was seen only when a chunk ended; the pool was then shut down by waiting for the
chunks in flight. `tests/stalled_games.py` stands for a chunk that does not end by itself.
"""

from __future__ import annotations

import multiprocessing
import threading

from stalled_games import MARKS, started, stalled_chunk

from engine.sim.batch import IN_FLIGHT_PER_JOB, WorkerPool, run_batch, stream_chunks
from engine.sim.runner import RunSpec


def _in_thread(work, seconds: float = 60.0):
    """`work()` in a thread, given `seconds` (a guard: a run that waits for a stalled chunk takes 120 s)."""
    outcome: dict = {}
    thread = threading.Thread(target=lambda: outcome.update(value=work()), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the cancelled run waited for the chunks its workers were playing"
    return outcome["value"]


def test_cancelled_while_workers_play_ends_the_workers_at_once(tmp_path, monkeypatch):
    monkeypatch.setenv(MARKS, str(tmp_path))  # before the pool: the workers are spawned with it
    pool = WorkerPool(None, 2)
    results, interrupted = _in_thread(lambda: stream_chunks(pool, stalled_chunk, None, 40, 10, whole=True,
                                                            cancelled=lambda: started(tmp_path)))
    assert (results, interrupted) == ([], True)
    assert multiprocessing.active_children() == []  # terminated and joined: nothing left running


def test_looking_at_cancelled_submits_no_chunk_beyond_the_few_in_flight(tmp_path, monkeypatch):
    """A look at `cancelled` that finds no chunk done tops nothing up: still `IN_FLIGHT_PER_JOB` chunks a
    worker (a first version submitted one more chunk at every look, 20 a second)."""
    monkeypatch.setenv(MARKS, str(tmp_path))
    pool = WorkerPool(None, 2)
    submitted: list = []
    submit = pool.executor.submit
    pool.executor.submit = lambda task, *args: submitted.append(args[-2]) or submit(task, *args)
    looks: list = []

    def cancelled() -> bool:
        looks.append(1)
        return started(tmp_path) and len(looks) >= 30

    assert _in_thread(lambda: stream_chunks(pool, stalled_chunk, None, 200, 10, whole=True,
                                            cancelled=cancelled)) == ([], True)
    assert len(looks) >= 30 and submitted == [0, 10, 20, 30][:2 * IN_FLIGHT_PER_JOB]


def test_a_run_without_cancelled_still_plays_every_game(drowned):
    """`cancelled` that never turns true changes nothing: the same games as without it."""
    spec = RunSpec(players=3, bots="random", seed=4)
    plain = run_batch(drowned, spec, 6, jobs=1)  # the same games whatever `jobs` is (module docstring)
    watched = run_batch(drowned, spec, 6, jobs=2, chunk=2, cancelled=lambda: False)
    assert not watched.interrupted and [r.index for r in watched.results] == [0, 1, 2, 3, 4, 5]
    assert watched.results == plain.results


def test_cancelled_in_this_process_stops_after_the_game_being_played(drowned):
    seen: list = []
    batch = run_batch(drowned, RunSpec(players=3, bots="random", seed=4), 50, jobs=1,
                      on_results=lambda results: seen.append(len(results)), cancelled=lambda: len(seen) >= 3)
    assert batch.interrupted and [r.index for r in batch.results] == [0, 1, 2]
