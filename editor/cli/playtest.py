"""`isleforge playtest ADVENTURE`: many bot games of an adventure of any installed ruleset, and a balance report.

The adventure's ruleset says everything game-specific: its modes (`--mode`), its bots (`--bots`),
the players it is for (`seats.seating`), its report sections. A campaign id hands over to
`campaign.playtest`. The report is the same for the same seed whatever `--jobs` is.
"""

from __future__ import annotations

import contextlib
import sys
import time

from . import campaign
from .common import (EXIT_INTERRUPTED, EXIT_OK, ProgressBar, add_bots_arg, add_players_args, add_progress_args,
                     bot_kinds, check_report_targets, ExamplesFormatter, examples_epilog, fail, game_titles, games_default_text,
                     games_of, is_ladder, load_for_play, rate_text, run_spec, write_report)
from .seats import seating
from .terminal import shown_lines

NAME = "playtest"
HELP = "play many bot games of an adventure and report on its balance"


def add_parser(sub) -> None:
    from pathlib import Path

    play = sub.add_parser(NAME, help=HELP, formatter_class=ExamplesFormatter,
                          epilog=examples_epilog(NAME),
                          description="Play bot games of an adventure of any installed game "
                                      f"({game_titles()}) in worker processes and report win rates (95% "
                                      "intervals), balance, game length, endings, the map, content coverage and "
                                      "anomalies, then the sections of the adventure's own game (its progress "
                                      "tasks, battles, cards, ...). "
                                      "Players and mode default to the adventure's own. The same seed gives the "
                                      "same report whatever --jobs is. Exit codes: 0 done, 1 invalid adventure, "
                                      "2 usage, 130 interrupted (the report covers the games finished).")
    play.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an "
                                                             "adventure file, or a campaign id (then N is campaign runs)")
    play.add_argument("--games", type=int, default=None, metavar="N",
                      help=f"games to play (default: the game's own, a run of a few minutes: {games_default_text()})")
    add_players_args(play)
    add_bots_arg(play, ladder=True)
    play.add_argument("--jobs", type=int, default=0, metavar="J", help="worker processes (default: the number of cores)")
    play.add_argument("--scheduler", metavar="ADDRESS", help="play on the Dask cluster at ADDRESS (tcp://HOST:PORT) "
                                                             "instead of local processes")
    play.add_argument("--json", type=Path, metavar="FILE", help="write the JSON report to FILE ('-': standard output)")
    play.add_argument("--html", type=Path, metavar="FILE", help="write a self-contained HTML report to FILE")
    add_progress_args(play)
    play.set_defaults(run=run)


def open_client(address: str):
    """(client, None) or (None, exit code) for `--scheduler ADDRESS`."""
    from engine.sim.distributed import SchedulerUnavailable, WorkerVersionError, connect

    try:
        return connect(address), None
    except (SchedulerUnavailable, WorkerVersionError) as error:
        return None, fail(str(error))


def run(args) -> int:
    if campaign.names_campaign(args.adventure):
        return campaign.playtest(args)

    from engine.core import ruleset as rulesets
    from engine.core.errors import EngineError
    from engine.sim.batch import WorkerPool, default_jobs, run_batch
    from engine.sim.report import build_report, summary_text, to_json
    from engine.sim.runner import BotUnavailable, table_seats
    from engine.sim.skill import add_skill_gap, ladder_lines, ladder_section, skill_lines

    if args.games is not None and args.games < 1:
        return fail("--games must be at least 1")
    if args.jobs < 0:
        return fail("--jobs must be 0 (the number of cores) or more")
    if (code := check_report_targets(args)) is not None:  # before playing, not after
        return code
    adventure, code = load_for_play(args)
    if adventure is None:
        return code
    ruleset = rulesets.of(adventure)
    games = games_of(args, ruleset)
    seats, problem = seating(args, adventure, ruleset)
    if seats is None:
        return fail(problem)
    try:
        kinds = bot_kinds(args, ruleset, ladder=True)
        table_seats(kinds[0], 0, len(seats.factions) if seats.factions else seats.players)  # a table fits the players
    except BotUnavailable as error:
        return fail(str(error))
    try:
        run_spec(args, kinds[0], seats).game(adventure, 0)
    except EngineError as error:
        return fail(str(error))
    jobs = args.jobs or default_jobs()
    client = None
    if getattr(args, "scheduler", None):
        client, code = open_client(args.scheduler)
        if client is None:
            return code
    reports = []
    interrupted = False
    # one pool of workers for every bot kind of a ladder: starting them costs most of a second
    with contextlib.ExitStack() as stack:
        pool = stack.enter_context(WorkerPool(adventure, jobs)) if jobs > 1 and client is None else None
        for kind in kinds:
            spec = run_spec(args, kind, seats)
            bar = ProgressBar(f"{kind:>6}", enabled=None if args.progress is None else args.progress)
            started = time.perf_counter()
            if client is not None:
                from engine.sim.distributed import run_batch as run_on_cluster

                batch = run_on_cluster(client, adventure, spec, games, progress=bar)
            else:
                batch = run_batch(adventure, spec, games, jobs=jobs, progress=bar, pool=pool)
            bar.close()
            elapsed = time.perf_counter() - started
            print(f"{kind} bots: {len(batch.results)} games in {elapsed:.1f} s "
                  f"({rate_text(len(batch.results), elapsed)}, {jobs} jobs)", file=sys.stderr)
            reports.append(add_skill_gap(build_report(adventure, batch), batch, ruleset))
            if batch.interrupted:
                interrupted = True
                print(f"isleforge: interrupted: reporting on the {len(batch.results)} games finished", file=sys.stderr)
                break
    if client is not None:
        client.close()
    report = reports[-1]
    if is_ladder(args.bots) and len(reports) == len(kinds):
        report["ladder"] = ladder_section(kinds, reports, ruleset)
    if args.json is not None:
        text = to_json(report)
        if str(args.json) == "-":
            sys.stdout.write(text)
        elif (code := write_report("--json", args.json, text)) is not None:
            return code
    if args.html is not None:
        from engine.sim.html import render_html

        if (code := write_report("--html", args.html, render_html(report, ruleset))) is not None:
            return code
    if args.json is None or str(args.json) != "-":
        extra = ladder_lines(report.get("ladder") or {}) + skill_lines(report, ruleset.score_word)
        print(summary_text(report, ruleset) + shown_lines(extra), end="")
    return EXIT_INTERRUPTED if interrupted else EXIT_OK
