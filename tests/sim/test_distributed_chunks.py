"""What a Dask chunk costs besides its games: few and big tasks, a local worker's collector settings."""

from __future__ import annotations

import gc
import threading

from engine.sim import distributed
from engine.sim.batch import GAMES_GC_THRESHOLD


def test_chunks_are_about_four_per_worker_and_at_most_max_chunk():
    assert distributed.chunk_size(10_000, 2) == distributed.MAX_CHUNK == 250
    assert distributed.chunk_size(1_000, 2) == 125
    assert distributed.chunk_size(3, 2) == 1


def test_chunks_playing_in_several_threads_share_one_collector_setting_and_the_last_restores_it():
    before = gc.get_threshold()
    first_in, second_in, release = threading.Event(), threading.Event(), threading.Event()
    seen = []

    def first():
        with distributed._playing():
            first_in.set()
            second_in.wait(5)
            seen.append(gc.get_threshold()[0])
        release.set()

    def second():
        first_in.wait(5)
        with distributed._playing():
            second_in.set()
            release.wait(5)  # the first chunk ends while this one plays
            seen.append(gc.get_threshold()[0])

    threads = [threading.Thread(target=first), threading.Thread(target=second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert seen == [GAMES_GC_THRESHOLD, GAMES_GC_THRESHOLD]
    assert gc.get_threshold() == before and distributed._PLAYING == 0


def test_the_version_is_read_once_per_process(monkeypatch):
    calls = []
    distributed._installed_version.cache_clear()
    monkeypatch.setattr(distributed.metadata, "version", lambda name: calls.append(name) or "9.9")
    assert [distributed.isleforge_version() for _ in range(3)] == ["9.9"] * 3
    assert calls == ["isleforge"]
    distributed._installed_version.cache_clear()
