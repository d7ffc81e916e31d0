"""A huge run queues a few chunks per worker, not every chunk up front (issue 17, item 10)."""

from __future__ import annotations

from engine.sim.batch import IN_FLIGHT_PER_JOB, chunk_size, run_batch
from engine.sim.runner import RunSpec


def test_a_billion_games_start_at_once_and_stop_cleanly(drowned):
    games, jobs = 1_000_000_000, 2

    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt  # Ctrl-C at the first result

    # Submitting all 50,000,000 chunks first took minutes and gigabytes before any game was played.
    batch = run_batch(drowned, RunSpec(players=3, bots="random", seed=5), games, jobs=jobs, progress=stop)
    assert batch.interrupted
    assert 0 < len(batch.results) <= jobs * IN_FLIGHT_PER_JOB * chunk_size(games, jobs)
    assert [r.index for r in batch.results] == sorted(r.index for r in batch.results)
