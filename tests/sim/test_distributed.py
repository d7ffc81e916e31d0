"""Games on a real Dask cluster (`distributed.LocalCluster`, worker processes on localhost).

One cluster of two single-threaded worker processes serves the module; each test plays a few
dozen random-bot games, so the module takes seconds, not minutes.
"""

from __future__ import annotations

import time

import pytest

distributed = pytest.importorskip("distributed")

from engine.sim import distributed as dask_runs  # noqa: E402
from engine.sim.batch import run_batch  # noqa: E402
from engine.sim.report import build_report, to_json  # noqa: E402
from engine.sim.runner import RunSpec  # noqa: E402
from engine.sim.sweep import DaskExecutor, LocalExecutor, Sweep, run_sweep  # noqa: E402
from engine.sim.variants import VariantBuilder, parse_vary  # noqa: E402

SPEC = RunSpec(players=3, bots="random", seed=11)


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    client = distributed.Client(cluster)
    client.wait_for_workers(2)
    yield client
    client.close()
    cluster.close()


@pytest.fixture(scope="module")
def builder():
    return VariantBuilder.open("drowned-temple")


@pytest.fixture(scope="module")
def drowned(builder):
    return builder.build({}).adventure


DIE_SOON = "import os, threading; threading.Timer(0.05, os._exit, (1,)).start()"


def _busy(dask_scheduler) -> list:
    return [key for key, task in dask_scheduler.tasks.items() if task.state == "processing"]


def test_a_run_on_the_cluster_gives_the_local_report(client, drowned):
    local = run_batch(drowned, SPEC, 16, jobs=1)
    seen = []
    remote = dask_runs.run_batch(client, drowned, SPEC, 16, chunk=3, progress=lambda done, total: seen.append((done, total)))
    assert to_json(build_report(drowned, remote)) == to_json(build_report(drowned, local))
    assert seen[-1] == (16, 16) and len(seen) == 6  # one progress call per chunk, as chunks come back
    assert [r.index for r in remote.results] == list(range(16))


def test_a_sweep_on_the_cluster_gives_the_local_report(client, builder):
    sweep = Sweep(builder, [parse_vary("setup/player_materials/3/gold=2..3"), parse_vary("years=0..1")], SPEC, 4)
    rows = []
    remote = run_sweep(sweep, DaskExecutor(client, chunk=2), on_variant=rows.append)
    local = run_sweep(sweep, LocalExecutor(jobs=1))
    assert to_json(remote) == to_json(local)
    assert sorted(r["key"] for r in rows) == sorted(v["key"] for v in local["variants"])  # every variant, live


def test_cancelling_leaves_no_running_task_and_reports_what_finished(client, drowned):
    def progress(done, total):
        raise KeyboardInterrupt

    batch = dask_runs.run_batch(client, drowned, SPEC, 40, chunk=2, progress=progress)
    assert batch.interrupted is True
    assert len(batch.results) == 2 and batch.results[0].index % 2 == 0
    assert not any(client.run(dask_runs._executing).values())
    assert client.run_on_scheduler(_busy) == []


PRETEND = ("import engine.sim.distributed as d; d.real_version = getattr(d, 'real_version', d.isleforge_version); "
           "d.isleforge_version = lambda: '0.0-other'")
RESTORE = "import engine.sim.distributed as d; d.isleforge_version = d.real_version"


def test_workers_of_another_version_are_refused_with_a_clear_message(client, drowned):
    client.run(exec, PRETEND)  # the workers' Isleforge reports another version
    try:
        with pytest.raises(dask_runs.WorkerVersionError) as error:
            dask_runs.check_versions(client)
        workers = sorted(client.scheduler_info()["workers"])
        ours = dask_runs.isleforge_version()
        assert str(error.value) == (f"workers run another Isleforge version than this one ({ours}): "
                                    f"{workers[0]} has 0.0-other, {workers[1]} has 0.0-other; install isleforge {ours} on them")
        future = client.submit(dask_runs.play_chunk, b"", "d", ours, SPEC, 0, 1, pure=False)
        with pytest.raises(dask_runs.WorkerVersionError, match=f"this worker runs Isleforge 0.0-other, the run needs {ours}"):
            future.result()
    finally:
        client.run(exec, RESTORE)
    dask_runs.check_versions(client)


def test_no_scheduler_at_the_address_is_a_clear_error():
    with pytest.raises(dask_runs.SchedulerUnavailable, match="no Dask scheduler answers at tcp://127.0.0.1:9"):
        dask_runs.connect("tcp://127.0.0.1:9", timeout=1)


def test_a_worker_lost_mid_run_still_gives_the_complete_identical_report(client, drowned):
    local = run_batch(drowned, SPEC, 24, jobs=1)
    victim = sorted(client.scheduler_info()["workers"])[0]
    killed = []

    def on_results(results):
        if not killed:
            killed.append(victim)
            client.run(exec, DIE_SOON, workers=[victim])
            # The run goes on only once the scheduler has lost the victim: a fast engine could finish
            # the remaining games in the 50 ms before it dies, and the loss would then not be mid-run.
            deadline = time.monotonic() + 60
            while victim in client.scheduler_info()["workers"]:
                assert time.monotonic() < deadline, f"{victim} did not die within 60 s"
                time.sleep(0.02)

    remote = dask_runs.run_batch(client, drowned, SPEC, 24, chunk=2, on_results=on_results)
    assert killed == [victim] and victim not in client.scheduler_info()["workers"]  # it died mid-run
    assert not remote.interrupted and len(remote.results) == 24
    assert to_json(build_report(drowned, remote)) == to_json(build_report(drowned, local))
