"""Games are played with a collector that runs less often, and a run in this process gives the
interpreter its own settings back (issue 12: the collector cost 5-8% of bot games' CPU time)."""

from __future__ import annotations

import gc

import pytest

from engine.sim.batch import GAMES_GC_THRESHOLD, games_collector, run_batch
from engine.sim.runner import RunSpec


@pytest.fixture
def interpreter_gc():
    threshold = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*threshold)


def test_games_in_this_process_collect_less_often_then_restore_the_settings(drowned, interpreter_gc):
    during = []

    def progress(done: int, total: int) -> None:
        during.append((gc.get_threshold(), gc.get_freeze_count() > 0))

    spec = RunSpec(players=3, bots="random", seed=5)
    batch = run_batch(drowned, spec, 3, jobs=1, progress=progress)
    assert during == [((GAMES_GC_THRESHOLD, 10, 10), True)] * 3
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0
    # the same games as with the interpreter's settings: the collector never changes a decision
    gc.disable()
    try:
        again = run_batch(drowned, spec, 3, jobs=1).results
    finally:
        gc.enable()
    assert batch.results == again


def test_the_settings_come_back_when_a_run_is_interrupted(interpreter_gc):
    with pytest.raises(KeyboardInterrupt), games_collector():
        assert gc.get_threshold()[0] == GAMES_GC_THRESHOLD
        raise KeyboardInterrupt
    assert gc.get_threshold() == (700, 10, 10)
    assert gc.get_freeze_count() == 0
