"""`isleforge playtest CAMPAIGN` and `isleforge replay CAMPAIGN --chapter C`: campaign runs, headless.

`playtest` and `replay` hand over to these when their argument names a campaign of the bundled
library (`names_campaign`: a quick look at the files' `kind:` and `id:` lines; loading then
validates properly). One run of the campaign is the unit of work of the worker pool.

A campaign is played only where its ruleset carries a game over into the next
(`Ruleset.plays_campaigns`); any other is refused before anything is loaded, with exit code 2 and
one line that says so (`refusal`).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

from engine.content import paths as content_paths

from .common import (EXIT_INTERRUPTED, EXIT_OK, ProgressBar, bot_kinds, check_report_targets, fail, is_ladder,
                     rate_text, refuse_content, write_report)
from .seats import factions_of
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


def refusal(name: str) -> str | None:
    """Why the bundled campaign `name` cannot be played: its ruleset carries nothing over (None: it can)."""
    from engine.content.library import load_library
    from engine.core import ruleset as rulesets
    from engine.core.errors import EngineError

    from .list_items import ruleset_of

    found = next((f for f in load_library([content_paths.library_dir()]).files  # by its data: a ruleset
                  if isinstance(f.data, dict) and f.data.get("kind") == "campaign"  # without campaigns has
                  and f.data.get("id") == name), None)  # no such kind, so its file has no kind
    if found is None:
        return None
    try:
        ruleset = rulesets.get(ruleset_of(found))
    except EngineError as error:
        return str(error)
    if ruleset.plays_campaigns:
        return None
    return (f"the campaign '{name}' is of {ruleset.title}, whose games carry nothing over from one chapter to "
            f"the next, so its campaigns are not played; playtest its adventures one by one")


def _load(name: str):
    """(playable, None) or (None, exit code) after printing why the campaign cannot be played."""
    from engine.content.resolve import ContentError
    from engine.sim.campaign import load_campaign

    if (problem := refusal(name)) is not None:
        return None, fail(problem)
    try:
        return load_campaign(name), None
    except ContentError as error:
        return None, refuse_content(error)


def _spec(args, bots: str, playable):
    """The runs' `CampaignSpec`; players default to the first chapter's adventure's (`Ruleset.default_players`)."""
    from engine.sim.campaign import CampaignSpec

    factions = factions_of(args)
    first = playable.adventures[playable.campaign.chapters[0].adventure]
    players = args.players if args.players is not None else playable.ruleset.default_players(first)
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

    if args.games is not None and args.games < 1:
        return fail("--games must be at least 1")
    if args.jobs < 0:
        return fail("--jobs must be 0 (the number of cores) or more")
    if is_ladder(args.bots):
        return fail("--bots ladder compares single adventures; play a campaign with one bot kind")
    if args.bots and "," in args.bots:
        return fail("a table of bot kinds plays single adventures; play a campaign with one bot kind")
    if getattr(args, "scheduler", None):
        return fail("--scheduler plays single adventures; a campaign plays in local processes")
    if (code := check_report_targets(args)) is not None:
        return code
    playable, kind, spec, code = _prepare(args)
    if playable is None:
        return code
    jobs = args.jobs or default_jobs()
    bar = ProgressBar(f"{kind:>6}", enabled=None if args.progress is None else args.progress)
    started = time.perf_counter()
    games = args.games if args.games is not None else playable.ruleset.default_games  # runs: the game's own
    batch = run_campaigns(playable, spec, games, jobs=jobs, progress=bar)
    bar.close()
    elapsed = time.perf_counter() - started
    print(f"{kind} bots: {len(batch.results)} campaign runs in {elapsed:.1f} s "
          f"({rate_text(len(batch.results), elapsed, 'run')}, {jobs} jobs)", file=sys.stderr)
    if batch.interrupted:
        print(f"isleforge: interrupted: reporting on the {len(batch.results)} runs finished", file=sys.stderr)
    report = build_campaign_report(playable, batch)
    if args.json is not None:
        text = to_json(report)
        if str(args.json) == "-":
            sys.stdout.write(text)
        elif (code := write_report("--json", args.json, text)) is not None:
            return code
    if args.html is not None:
        from engine.sim.campaign_html import render_campaign_html

        if (code := write_report("--html", args.html, render_campaign_html(report))) is not None:
            return code
    if args.json is None or str(args.json) != "-":
        print(summary_text(report), end="")
    return EXIT_INTERRUPTED if batch.interrupted else EXIT_OK


def _prepare(args):
    """(playable, bot kind, spec, None) for a campaign command, or (None, None, None, exit code) after saying why."""
    from engine.sim.runner import BotUnavailable

    playable, code = _load(args.adventure)
    if playable is None:
        return None, None, None, code
    try:
        [kind] = bot_kinds(args, playable.ruleset)
    except BotUnavailable as error:
        return None, None, None, fail(str(error))
    spec = _spec(args, kind, playable)
    if (problem := _first_game(playable, spec)) is not None:
        return None, None, None, fail(problem)
    return playable, kind, spec, None


def replay(args) -> int:
    from engine.core.errors import EngineError
    from engine.sim.campaign import play_course
    from engine.sim.runner import describe_log

    if args.game < 0:
        return fail("--game must be 0 or more")
    playable, kind, spec, code = _prepare(args)
    if playable is None:
        return code
    games = args.games if args.games is not None else playable.ruleset.default_games  # as playtest's run
    if args.game >= games:
        return fail(f"--game {args.game} is not in a run of {games} campaign runs "
                    f"(runs are numbered 0 to {games - 1}; pass --games N for a longer run)")
    try:
        course = play_course(playable, spec, args.game)
    except EngineError as error:
        return fail(str(error))
    chapter = getattr(args, "chapter", None)
    if chapter is not None and not 0 <= chapter < len(course.results):
        return fail(f"--chapter {chapter}: run {args.game} plays chapters 0 to {len(course.results) - 1}")
    print(shown(f"# {playable.campaign.id} run {args.game} of the run with seed {args.seed} ({kind} bots): run seed "
                f"{course.seed}, factions {', '.join(course.factions or ())}"))
    for result, state in zip(course.results, course.states[:len(course.results)], strict=True):
        if chapter is not None and result.step != chapter:
            continue
        print(shown(f"## chapter {result.step}: {result.chapter} ({playable.chapter(result.chapter).title}), "
                    f"game seed {result.game.seed}"))
        if state is not None:
            raw = getattr(args, "raw", True)
            lines = describe_log(state) if raw else [playable.ruleset.narrate_event(e, state.game) for e in state.log]
            for number, line in enumerate(lines):
                print(f"{number:5d}  {shown(line)}")
        taken = "in file order" if result.branch is None else f"branch {result.branch}"
        print(shown(f"## outcome {result.outcome} (seat 0); winners {list(result.game.winners)}; flags "
                    f"{', '.join(result.flags) or 'none'}; next "
                    f"{result.next + ' (' + taken + ')' if result.next else '(the end)'}"))
    for anomaly in course.anomalies:
        print(shown(f"# anomaly {anomaly[0]} in chapter {anomaly[2]} ({anomaly[3]}): {anomaly[4]}"))
    run_end = course.results[-1] if course.ended and course.results else None
    if run_end is not None:
        from engine.sim.campaign import scores

        points, winners = scores(playable.campaign, course.results, len(course.factions or ()))
        print(shown(f"# ending {run_end.chapter}; campaign scores {list(points)}; campaign winners {list(winners)}"))
    return EXIT_OK
