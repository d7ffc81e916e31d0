"""`isleforge playtest CAMPAIGN` and `isleforge replay CAMPAIGN --chapter C`: campaign runs, headless.

`playtest` and `replay` hand over to these when their argument names a campaign of the bundled
library (`names_campaign`: a quick look at the files' `kind:` and `id:` lines; loading then
validates properly). One run of the campaign is the unit of work of the worker pool.
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

from engine.content import paths as content_paths
from engine.content.files import write_problem

from . import commands
from .terminal import shown

_KIND = re.compile(r"^kind:\s*campaign\s*$", re.MULTILINE)


def names_campaign(name: str) -> bool:
    """Whether `name` is the id of a campaign of the bundled library (not a path, not an adventure)."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.parent != Path(".") or not re.fullmatch(r"[a-z0-9-]+", name):
        return False
    id_line = re.compile(rf"^id:\s*['\"]?{re.escape(name)}['\"]?\s*$", re.MULTILINE)
    for file in sorted(content_paths.library_dir().rglob("*.y*ml")):
        try:
            text = file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        if _KIND.search(text) and id_line.search(text):
            return True
    return False


def _load(name: str):
    """(playable, None) or (None, exit code) after printing why the campaign cannot be played."""
    from engine.content.resolve import ContentError
    from engine.sim.campaign import load_campaign

    try:
        return load_campaign(name), None
    except ContentError as error:
        print(f"isleforge: {shown(error)}", file=sys.stderr)
        if error.diagnostics:
            commands._print_diagnostics(error.diagnostics)
        return None, commands.EXIT_ERRORS


def _spec(args, bots: str):
    from engine.sim.campaign import CampaignSpec

    factions = tuple(f.strip() for f in args.factions.split(",") if f.strip()) if args.factions else None
    players = args.players if args.players is not None else 3
    return CampaignSpec(players=None if factions else players, factions=factions, bots=bots, seed=args.seed,
                        mode=getattr(args, "mode", None))


def _first_game(playable, spec) -> str | None:
    """Why the campaign's first chapter cannot start with these players, or None."""
    from engine.core.errors import EngineError
    from engine.sim.campaign import Course

    try:
        Course(playable, 0, players=spec.players, factions=spec.factions, mode=spec.mode).game()
    except EngineError as error:
        return str(error)
    return None


def playtest(args) -> int:
    from engine.sim.batch import default_jobs
    from engine.sim.campaign_batch import run_campaigns
    from engine.sim.campaign_report import build_campaign_report, summary_text
    from engine.sim.report import to_json

    if args.games < 1:
        return commands._fail("--games must be at least 1")
    if args.jobs < 0:
        return commands._fail("--jobs must be 0 (the number of cores) or more")
    if commands.is_ladder(args.bots):
        return commands._fail("--bots ladder compares single adventures; play a campaign with one bot kind")
    if args.bots and "," in args.bots:
        return commands._fail("a table of bot kinds plays single adventures; play a campaign with one bot kind")
    if getattr(args, "scheduler", None):
        return commands._fail("--scheduler plays single adventures; a campaign plays in local processes")
    for option, target in (("--json", args.json), ("--html", args.html)):
        if target is not None and str(target) != "-":
            problem = write_problem(target)
            if problem is not None:
                return commands._fail(f"{option}: {problem}")
    playable, kind, spec, code = _prepare(args)
    if playable is None:
        return code
    jobs = args.jobs or default_jobs()
    bar = commands._ProgressBar(f"{kind:>6}", enabled=None if args.progress is None else args.progress)
    started = time.perf_counter()
    batch = run_campaigns(playable, spec, args.games, jobs=jobs, progress=bar)
    bar.close()
    elapsed = time.perf_counter() - started
    print(f"{kind} bots: {len(batch.results)} campaign runs in {elapsed:.1f} s "
          f"({len(batch.results) / elapsed if elapsed > 0 else 0:.1f} runs/s, {jobs} jobs)", file=sys.stderr)
    if batch.interrupted:
        print(f"isleforge: interrupted: reporting on the {len(batch.results)} runs finished", file=sys.stderr)
    report = build_campaign_report(playable, batch)
    if args.json is not None:
        text = to_json(report)
        if str(args.json) == "-":
            sys.stdout.write(text)
        elif (code := commands._write_report("--json", args.json, text)) is not None:
            return code
    if args.html is not None:
        from engine.sim.campaign_html import render_campaign_html

        if (code := commands._write_report("--html", args.html, render_campaign_html(report))) is not None:
            return code
    if args.json is None or str(args.json) != "-":
        print(summary_text(report), end="")
    return 130 if batch.interrupted else commands.EXIT_OK


def _prepare(args):
    """(playable, bot kind, spec, None) for a campaign command, or (None, None, None, exit code) after saying why."""
    from engine.sim.runner import BotUnavailable

    playable, code = _load(args.adventure)
    if playable is None:
        return None, None, None, code
    try:
        [kind] = commands._bot_kinds(args, playable.ruleset)
    except BotUnavailable as error:
        return None, None, None, commands._fail(str(error))
    spec = _spec(args, kind)
    if (problem := _first_game(playable, spec)) is not None:
        return None, None, None, commands._fail(problem)
    return playable, kind, spec, None


def replay(args) -> int:
    from engine.core.errors import EngineError
    from engine.sim.campaign import play_course
    from engine.sim.runner import describe_log

    if args.game < 0:
        return commands._fail("--game must be 0 or more")
    if args.game >= getattr(args, "games", args.game + 1):
        return commands._fail(f"--game {args.game} is not in a run of {args.games} campaign runs "
                              f"(runs are numbered 0 to {args.games - 1}; pass --games N for a longer run)")
    playable, kind, spec, code = _prepare(args)
    if playable is None:
        return code
    try:
        course = play_course(playable, spec, args.game)
    except EngineError as error:
        return commands._fail(str(error))
    chapter = getattr(args, "chapter", None)
    if chapter is not None and not 0 <= chapter < len(course.results):
        return commands._fail(f"--chapter {chapter}: run {args.game} plays chapters 0 to {len(course.results) - 1}")
    print(f"# {playable.campaign.id} run {args.game} of the run with seed {args.seed} ({kind} bots): run seed "
          f"{course.seed}, factions {', '.join(course.factions or ())}")
    for result, state in zip(course.results, course.states[:len(course.results)], strict=True):
        if chapter is not None and result.step != chapter:
            continue
        print(f"## chapter {result.step}: {result.chapter} ({playable.chapter(result.chapter).title}), "
              f"game seed {result.game.seed}")
        if state is not None:
            raw = getattr(args, "raw", True)
            lines = describe_log(state) if raw else [playable.ruleset.narrate_event(e, state.game) for e in state.log]
            for number, line in enumerate(lines):
                print(f"{number:5d}  {line if raw else shown(line)}")
        taken = "in file order" if result.branch is None else f"branch {result.branch}"
        print(f"## outcome {result.outcome} (seat 0); winners {list(result.game.winners)}; flags "
              f"{', '.join(result.flags) or 'none'}; next "
              f"{result.next + ' (' + taken + ')' if result.next else '(the end)'}")
    for anomaly in course.anomalies:
        print(f"# anomaly {anomaly[0]} in chapter {anomaly[2]} ({anomaly[3]}): {anomaly[4]}")
    run_end = course.results[-1] if course.ended and course.results else None
    if run_end is not None:
        from engine.sim.campaign import scores

        points, winners = scores(playable.campaign, course.results, len(course.factions or ()))
        print(f"# ending {run_end.chapter}; campaign scores {list(points)}; campaign winners {list(winners)}")
    return commands.EXIT_OK
