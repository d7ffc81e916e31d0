"""`isleforge sweep`: play variants of an adventure of any installed ruleset and report which setting is fairest.

Any numeric field of the adventure's file can be varied, also one it leaves to its schema's default
(`engine.sim.variants`: each variant is the file's text with the values set or the field added,
validated and resolved through the file's own ruleset). Players, mode and bots are checked against
the adventure and its ruleset as `playtest` does. Qt is never imported here.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from engine.core.errors import EngineError

from .common import (EXIT_INTERRUPTED, EXIT_OK, ProgressBar, add_bots_arg, add_players_args, add_progress_args,
                     bot_kinds, check_report_targets, ExamplesFormatter, examples_epilog, fail, games_default_text, games_of, is_ladder,
                     rate_text, refuse_content, run_spec, write_report)
from .playtest import open_client
from .seats import seating

NAME = "sweep"
HELP = "play variants of an adventure and report which setting is fairest"


def add_parser(sub) -> None:
    sweep = sub.add_parser(NAME, help=HELP, formatter_class=ExamplesFormatter,
                           epilog=examples_epilog(NAME),
                           description="Play bot games of variants of an adventure (fields changed in memory, never "
                                       "on disk) and rank them by balance, with the significant differences and the "
                                       "one-line edit to make. The same seed gives the same report whatever --jobs "
                                       "or cluster is used. Exit codes: 0 done, 1 invalid adventure, 2 usage, "
                                       "130 interrupted (the report covers the variants finished).")
    sweep.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an adventure file")
    sweep.add_argument("--vary", action="append", required=True, metavar="PATH=VALUES",
                       help="a field of the adventure in pointer syntax and its values: 2..6, 2..10:2 or a,b,c; any "
                            "numeric field of any ruleset's adventure, written in the file or left to the default its "
                            "schema declares (each game's example is below); several make a grid")
    sweep.add_argument("--search", type=int, metavar="N", help="an Optuna search for the fairest setting in N variants "
                                                               "within the ranges, instead of the grid")
    sweep.add_argument("--games", type=int, default=None, metavar="N",
                       help=f"games per variant (default: the game's own, as playtest: {games_default_text()})")
    add_players_args(sweep)
    add_bots_arg(sweep, ladder=False)
    where = sweep.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=0, metavar="J", help="worker processes (default: the number of cores)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="play on the Dask cluster at ADDRESS (tcp://HOST:PORT)")
    sweep.add_argument("--json", metavar="FILE", help="write the JSON report to FILE ('-': standard output)")
    sweep.add_argument("--html", metavar="FILE", help="write a self-contained HTML report to FILE")
    add_progress_args(sweep)
    sweep.set_defaults(run=run)


def open_executor(args):
    """(executor, None) or (None, exit code) after printing why the cluster cannot be used."""
    from engine.sim.batch import default_jobs
    from engine.sim.sweep import DaskExecutor, LocalExecutor

    scheduler = getattr(args, "scheduler", None)
    if not scheduler:
        if args.jobs < 0:
            return None, fail("--jobs must be at least 1")
        return LocalExecutor(args.jobs or default_jobs()), None
    client, code = open_client(scheduler)
    return (DaskExecutor(client), None) if client is not None else (None, code)


def run(args) -> int:
    from engine.content.resolve import ContentError
    from engine.core import ruleset as rulesets
    from engine.sim.report import to_json
    from engine.sim.runner import BotUnavailable
    from engine.sim.sweep import Sweep, run_sweep
    from engine.sim.sweep_report import sweep_text
    from engine.sim.variants import VariantBuilder, VaryError, check_grid, parse_vary

    if args.games is not None and args.games < 1:
        return fail("--games must be at least 1")
    if args.search is not None and args.search < 1:
        return fail("--search must be at least 1")
    try:
        axes = [parse_vary(text) for text in args.vary]
    except VaryError as error:
        return fail(f"--vary: {error}")
    if len({a.pointer for a in axes}) != len(axes):
        return fail("--vary: the same field is varied twice")
    if not args.search:
        try:
            check_grid(axes)  # before a variant is built: each is a validated copy of the library
        except VaryError as error:
            return fail(f"--vary: {error}")
    if (code := check_report_targets(args)) is not None:  # before a game is played, as playtest does
        return code
    try:
        builder = VariantBuilder.open(args.adventure)
    except FileNotFoundError as error:
        return fail(str(error))
    except ContentError as error:
        return refuse_content(error)
    try:
        for axis in axes:
            builder.current(axis.pointer)
    except VaryError as error:
        return fail(f"--vary: {error}")
    base = builder.build({})  # the designer's file as it is: the mode, players and bots must be playable there
    if base.adventure is None:
        return refuse_content(ContentError(f"the adventure '{builder.adventure_id}' cannot be played as it is",
                                           [d for d in base.diagnostics if not isinstance(d, str)]))
    ruleset = rulesets.of(base.adventure)
    seats, problem = seating(args, base.adventure, ruleset)  # solo: one seat, its factions
    if seats is None:
        return fail(problem)
    if is_ladder(args.bots):
        return fail("--bots ladder compares bots on one adventure (isleforge playtest); a sweep plays its variants "
                    "with one bot policy")
    try:
        [kind] = bot_kinds(args, ruleset)
    except BotUnavailable as error:
        return fail(str(error))
    spec = run_spec(args, kind, seats)
    try:
        spec.game(base.adventure, 0)
    except EngineError as error:
        return fail(str(error))
    executor, code = open_executor(args)
    if executor is None:
        return code
    sweep = Sweep(builder, axes, spec, games_of(args, ruleset), args.search)
    bar = ProgressBar(" sweep", enabled=None if args.progress is None else args.progress)
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
    print(f"{played} games in {elapsed:.1f} s ({rate_text(played, elapsed)})", file=sys.stderr)
    if args.json is not None:
        text = to_json(report)
        if args.json == "-":
            sys.stdout.write(text)
        elif (code := write_report("--json", Path(args.json), text)) is not None:
            return code
    if args.html is not None:
        from engine.sim.sweep_html import render_sweep_html

        from engine.content import paths
        from engine.content.library import is_inside

        bundled = is_inside(builder.path, paths.library_dir())  # read-only: the page says to duplicate it first
        if (code := write_report("--html", Path(args.html), render_sweep_html(report, bundled))) is not None:
            return code
    if args.json != "-":
        print(sweep_text(report), end="")
    if report["run"]["interrupted"]:
        print("isleforge: interrupted: the report covers the variants finished", file=sys.stderr)
        return EXIT_INTERRUPTED
    return EXIT_OK
