"""A balance sweep: play many variants of an adventure and find the fairest setting.

```python
from engine.sim.sweep import LocalExecutor, Sweep, run_sweep
sweep = Sweep(builder, axes, RunSpec(players=3, bots="random", seed=1), games=1000)
report = run_sweep(sweep, LocalExecutor(jobs=2), progress=..., on_variant=...)   # a plain dict
```

- A grid plays every combination of the axes' values; `search=N` instead asks an Optuna study (TPE,
  seeded from the master seed) for N variants within the axes' ranges, maximising the balance score.
- Variant `key`'s games use the master seed `derive_seed(seed, "variant", key)`, so game k of a
  variant has the same seeds whichever executor, jobs or cluster plays it, and whatever else the
  sweep contains: the report is the same for the same seed.
- An invalid variant is reported with its diagnostics and not played; so is a variant the run's
  seats cannot play (`players/max=2` with three players): the engine's refusal is its diagnostic.
- `LocalExecutor` plays each variant with `engine.sim.batch.run_batch` on worker processes it starts
  once for the whole sweep;
  `DaskExecutor` sends every variant's chunks to a Dask cluster at once (`engine.sim.distributed`).
- Ctrl-C (KeyboardInterrupt, also from `progress`) stops the sweep; the report covers what finished.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from engine.core.errors import EngineError

from .batch import BatchResult, WorkerPool, run_batch
from .runner import RunSpec, derive_seed
from .sweep_report import build_sweep_report, score_of, variant_row
from .variants import Axis, Variant, VariantBuilder, grid


@dataclass
class Sweep:
    builder: VariantBuilder
    axes: list[Axis]
    spec: RunSpec  # players or factions, bots and the master seed shared by every variant
    games: int
    search: int | None = None  # a number of Optuna trials instead of the grid


def variant_spec(spec: RunSpec, key: str) -> RunSpec:
    return replace(spec, seed=derive_seed(spec.seed, "variant", key))


@dataclass
class LocalExecutor:
    """Variants one after the other on local worker processes (`run_batch`), started once per run: every
    variant's adventure is shipped to them with its chunks (`WorkerPool(None, jobs)`), so a sweep pays
    the workers' start-up once, not once per variant."""

    jobs: int = 1
    interrupted: bool = field(default=False, init=False)
    #: once true, the variant being played stops as on Ctrl-C (`run_batch`'s `cancelled`; the editor's Cancel)
    cancelled: Callable[[], bool] | None = None

    def run(self, jobs, progress=None, on_done=None) -> list[BatchResult]:
        if self.jobs > 1 and jobs:
            with WorkerPool(None, self.jobs) as pool:
                return self._run(jobs, progress, on_done, pool)
        return self._run(jobs, progress, on_done, None)

    def _run(self, jobs, progress, on_done, pool) -> list[BatchResult]:
        total = sum(job.games for job in jobs)
        offset = 0
        batches = []
        for index, job in enumerate(jobs):
            relay = None if progress is None else (lambda done, _total, base=offset: progress(base + done, total))
            batch = run_batch(job.adventure, job.spec, job.games, jobs=self.jobs, progress=relay, pool=pool,
                              cancelled=self.cancelled)
            batches.append(batch)
            offset += job.games
            if batch.interrupted:
                raise _Interrupted(batches)
            if on_done is not None:
                on_done(index, batch)
        return batches


@dataclass
class DaskExecutor:
    """Every variant's chunks at once on a Dask cluster (a connected `distributed.Client`)."""

    client: object
    chunk: int | None = None

    def run(self, jobs, progress=None, on_done=None) -> list[BatchResult]:
        from .distributed import run_jobs

        reported: set = set()

        def on_results(index, results):
            if on_done is not None and len(results) == jobs[index].games and index not in reported:
                reported.add(index)
                on_done(index, BatchResult(jobs[index].spec, jobs[index].games, sorted(results, key=lambda r: r.index)))

        batches = run_jobs(self.client, jobs, progress, self.chunk, on_results)
        if any(b.interrupted for b in batches):
            raise _Interrupted(batches)
        return batches


class _Interrupted(Exception):
    def __init__(self, batches) -> None:
        super().__init__("interrupted")
        self.batches = batches


def refuse_unplayable(variant: Variant, spec: RunSpec) -> None:
    """Mark a valid variant the run's seats, factions or mode cannot play as skipped, with the engine's reason.

    A variant is a new adventure: changing `players/max` or a faction list can leave the run's seats
    outside it, and the game would refuse them only inside a worker, killing the whole sweep.
    """
    if not variant.valid:
        return
    try:
        spec.game(variant.adventure, 0)
    except EngineError as error:
        variant.adventure = None
        variant.diagnostics = [error]


def _play(sweep: Sweep, variants: list[Variant], executor, progress, on_variant) -> tuple[list, bool]:
    """(rows, interrupted): a report row per variant, the invalid and unplayable ones unplayed."""
    from .distributed import Job

    for variant in variants:
        refuse_unplayable(variant, sweep.spec)
    playable = [v for v in variants if v.valid]
    jobs = [Job(v.adventure, variant_spec(sweep.spec, v.key), sweep.games) for v in playable]
    rows: dict = {}

    def on_done(index, batch):
        variant = playable[index]
        rows[variant.key] = variant_row(variant, batch, sweep.spec.seed)
        if on_variant is not None:
            on_variant(rows[variant.key])

    interrupted = False
    try:
        batches = executor.run(jobs, progress, on_done)
    except _Interrupted as stop:
        batches, interrupted = stop.batches, True
    for variant, batch in zip(playable, batches, strict=False):
        if variant.key not in rows and batch.results:
            batch.interrupted = batch.interrupted or len(batch.results) < batch.requested
            rows[variant.key] = variant_row(variant, batch, sweep.spec.seed)
    out = []
    for variant in variants:
        if variant.valid:
            if variant.key in rows:
                out.append(rows[variant.key])
        else:
            out.append(variant_row(variant, None, sweep.spec.seed, sweep.builder.display))
            if on_variant is not None:
                on_variant(out[-1])
    return out, interrupted


def run_sweep(sweep: Sweep, executor, progress=None, on_variant=None) -> dict:
    """Play the sweep and build its report (see `engine.sim.sweep_report`)."""
    if sweep.search:
        rows, interrupted = _search(sweep, executor, progress, on_variant)
    else:
        variants = [sweep.builder.build(assignment) for assignment in grid(sweep.axes)]
        rows, interrupted = _play(sweep, variants, executor, progress, on_variant)
    return build_sweep_report(sweep, rows, interrupted)


def _search(sweep: Sweep, executor, progress, on_variant) -> tuple[list, bool]:
    """An Optuna study over the axes (ask/tell, one variant per trial, repeats answered from memory)."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    sampler = optuna.samplers.TPESampler(seed=derive_seed(sweep.spec.seed, "search") % 2**32)
    study = optuna.create_study(direction="maximize", sampler=sampler)
    seen: dict = {}
    rows: list = []
    total = sweep.search * sweep.games
    for trial_index in range(sweep.search):
        trial = study.ask()
        assignment = {axis.pointer: _suggest(trial, axis) for axis in sweep.axes}
        variant = sweep.builder.build(assignment)
        if variant.key not in seen:
            base = trial_index * sweep.games
            relay = None if progress is None else (lambda done, _t, b=base: progress(b + done, total))
            played, interrupted = _play(sweep, [variant], executor, relay, on_variant)
            if interrupted:
                rows.extend(played)
                return rows, True
            seen[variant.key] = played[0]
            rows.append(played[0])
        row = seen[variant.key]
        if row["valid"] and row["games_finished"]:
            study.tell(trial, score_of(row))
        else:
            study.tell(trial, state=optuna.trial.TrialState.FAIL)
    return rows, False


def _suggest(trial, axis: Axis):
    name = axis.pointer
    if axis.low is None:
        return trial.suggest_categorical(name, list(axis.values))
    if all(isinstance(v, int) for v in (axis.low, axis.high, axis.step)):
        return trial.suggest_int(name, axis.low, axis.high, step=axis.step)
    return round(trial.suggest_float(name, axis.low, axis.high, step=axis.step), 9)
