"""`isleforge sweep`: play variants of an adventure and report which setting is fairest.

Kept apart from `commands.py` (which holds the other headless commands); shares its progress bar,
run spec and exit codes. Qt is never imported here.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from engine.core.errors import EngineError

from .commands import EXIT_ERRORS, EXIT_OK, _fail, _print_diagnostics, _ProgressBar, _run_spec


def add_parser(sub, players_args) -> None:
    sweep = sub.add_parser("sweep", help="play variants of an adventure and report which setting is fairest",
                           description="Play bot games of variants of an adventure (fields changed in memory, never "
                                       "on disk) and rank them by balance, with the significant differences and the "
                                       "one-line edit to make. The same seed gives the same report whatever --jobs "
                                       "or cluster is used. Exit codes: 0 done, 1 invalid adventure, 2 usage, "
                                       "130 interrupted (the report covers the variants finished).")
    sweep.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an adventure file")
    sweep.add_argument("--vary", action="append", required=True, metavar="PATH=VALUES",
                       help="a field of the adventure in pointer syntax and its values: 2..6, 2..10:2 or a,b,c "
                            "(e.g. setup/player_materials/3/gold=2..5); several make a grid")
    sweep.add_argument("--search", type=int, metavar="N", help="an Optuna search for the fairest setting in N variants "
                                                               "within the ranges, instead of the grid")
    sweep.add_argument("--games", type=int, default=1000, metavar="N", help="games per variant (default: 1000)")
    players_args(sweep)
    sweep.add_argument("--bots", choices=("random", "greedy"), default="greedy", help="bot policy for every seat (default: greedy)")
    where = sweep.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=0, metavar="J", help="worker processes (default: the number of cores)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on the Dask cluster at ADDRESS (tcp://HOST:PORT)")
    sweep.add_argument("--json", metavar="FILE", help="write the JSON report to FILE ('-': standard output)")
    sweep.add_argument("--html", metavar="FILE", help="write a self-contained HTML report to FILE")
    progress = sweep.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help="always draw the progress bar (default: only on a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false", help="never draw the progress bar")
    sweep.set_defaults(run=sweep_command)


def open_executor(args):
    """(executor, None) or (None, exit code) after printing why the cluster cannot be used."""
    from engine.sim.batch import default_jobs
    from engine.sim.sweep import DaskExecutor, LocalExecutor

    scheduler = getattr(args, "scheduler", None)
    if not scheduler:
        if args.jobs < 0:
            return None, _fail("--jobs must be at least 1")
        return LocalExecutor(args.jobs or default_jobs()), None
    client, code = open_client(scheduler)
    return (DaskExecutor(client), None) if client is not None else (None, code)


def open_client(address: str):
    """(client, None) or (None, exit code) for `--scheduler ADDRESS`."""
    from engine.sim.distributed import SchedulerUnavailable, WorkerVersionError, connect

    try:
        return connect(address), None
    except (SchedulerUnavailable, WorkerVersionError) as error:
        return None, _fail(str(error))


def sweep_command(args) -> int:
    from engine.content.files import atomic_write_text
    from engine.content.resolve import ContentError
    from engine.sim.report import to_json
    from engine.sim.runner import BotUnavailable, bot_class
    from engine.sim.sweep import Sweep, run_sweep
    from engine.sim.sweep_report import sweep_text
    from engine.sim.variants import VariantBuilder, VaryError, parse_vary

    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.search is not None and args.search < 1:
        return _fail("--search must be at least 1")
    try:
        bot_class(args.bots)
    except BotUnavailable as error:
        return _fail(str(error))
    try:
        axes = [parse_vary(text) for text in args.vary]
    except VaryError as error:
        return _fail(f"--vary: {error}")
    if len({a.pointer for a in axes}) != len(axes):
        return _fail("--vary: the same field is varied twice")
    try:
        builder = VariantBuilder.open(args.adventure)
    except FileNotFoundError as error:
        return _fail(str(error))
    except ContentError as error:
        print(f"isleforge: {error}", file=sys.stderr)
        if error.diagnostics:
            _print_diagnostics(error.diagnostics)
        return EXIT_ERRORS
    try:
        for axis in axes:
            builder.current(axis.pointer)
    except VaryError as error:
        return _fail(f"--vary: {error}")
    base = builder.build({})  # the designer's file as it is: the mode and players must be playable there
    spec = _run_spec(args, args.bots)
    if base.adventure is not None:
        from engine.core import ruleset as rulesets

        from .commands_seats import seating

        seats, problem = seating(args, base.adventure, rulesets.of(base.adventure))  # solo: one seat, its factions
        if seats is None:
            return _fail(problem)
        spec = _run_spec(args, args.bots, seats)
        try:
            spec.game(base.adventure, 0)
        except EngineError as error:
            return _fail(str(error))
    executor, code = open_executor(args)
    if executor is None:
        return code
    sweep = Sweep(builder, axes, spec, args.games, args.search)
    bar = _ProgressBar(" sweep", enabled=None if args.progress is None else args.progress)
    started = time.perf_counter()
    try:
        report = run_sweep(sweep, executor, progress=bar)
    finally:
        bar.close()
        client = getattr(executor, "client", None)
        if client is not None:
            client.close()
    elapsed = time.perf_counter() - started
    played = sum(r.get("games_played", 0) for r in report["variants"])
    print(f"{played} games in {elapsed:.1f} s ({played / elapsed if elapsed > 0 else 0:.0f} games/s)", file=sys.stderr)
    if args.json is not None:
        text = to_json(report)
        if args.json == "-":
            sys.stdout.write(text)
        else:
            atomic_write_text(Path(args.json), text)
    if args.html is not None:
        from engine.sim.sweep_html import render_sweep_html

        atomic_write_text(Path(args.html), render_sweep_html(report))
    if args.json != "-":
        print(sweep_text(report), end="")
    if report["run"]["interrupted"]:
        print("isleforge: interrupted: the report covers the variants finished", file=sys.stderr)
        return 130
    return EXIT_OK
