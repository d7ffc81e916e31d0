"""The commands behind `isleforge validate`, `list`, `new` and `edit` (no Qt here: `edit` loads the editor lazily)."""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import sys
from importlib import metadata
from pathlib import Path

from editor import templates
from engine.content import paths as content_paths
from engine.content.diagnostics import Severity, count_by_severity, to_json
from engine.content.files import (
    atomic_write_text,
    not_regular,
    schema_comment,
    write_problem,
)
from engine.content.library import display_path, is_inside, load_library
from engine.content.schemas import KINDS, is_valid_id
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip
from engine.core.ruleset import DEFAULT_RULESET

from .terminal import json_diagnostic, json_text, shown, shown_diagnostic
from .commands_seats import seating

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2


def version() -> str:
    try:
        return metadata.version("isleforge")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _fail(message: str) -> int:
    print(f"isleforge: error: {shown(message)}", file=sys.stderr)
    return EXIT_USAGE


def by_id(target: Path, bundled: Path) -> Path | None:
    """The file of the content item whose id is ``target`` (a bare kebab-case name that is no path).

    The current folder's library is searched first, then the bundled library, so `validate my-isle`
    finds ./my-isle.yaml and `validate drowned-temple` the bundled adventure.
    """
    name = str(target)
    if os.path.lexists(target) or not is_valid_id(name):
        return None
    for folder in (Path.cwd(), bundled):
        direct = folder / f"{name}.yaml"
        if direct.is_file():
            return direct
    for content in load_library([bundled]).files:
        if content.id == name and content.kind is not None:
            return content.path
    return None


def validate(args) -> int:
    bundled = content_paths.library_dir()
    targets = [by_id(t, bundled) or t for t in args.paths] or [bundled]
    for target in targets:
        if not os.path.lexists(target):
            return _fail(f"no such file or folder, nor a content id: {target}")
        what = None if target.is_dir() else not_regular(target)
        if what is not None:
            return _fail(f"{target} is {what}; validate reads content files and folders")
    if args.library is not None and not args.library.is_dir():
        return _fail(f"--library must be a folder: {args.library}")
    files = [t for t in targets if t.is_file()]
    folders = [t for t in targets if t.is_dir()]
    # Files are checked in the context of their library, but only their own problems are reported.
    context_folders = list(folders)
    for file in files:
        library = args.library or (bundled if is_inside(file, bundled) else file.parent)
        if not any(is_inside(file, f) for f in context_folders):
            context_folders.append(library)
    root = args.library or (folders[0] if folders else context_folders[0])
    base = None if args.no_bundled else bundled
    result = validate_paths(context_folders + files, root=root, base=base)
    if files and not folders:
        named = {display_path(f) for f in files}
        diagnostics = [d for d in result.diagnostics if d.file in named]
    else:
        diagnostics = result.diagnostics
    reported_files = [f for f in result.library.files if not f.base]
    if args.format == "text" and not args.info:
        diagnostics = [d for d in diagnostics if d.severity is not Severity.INFO]
    if args.format == "json":
        print(to_json([json_diagnostic(d) for d in diagnostics]))
    else:
        if args.info:  # which files the check read, the named ones and their library
            for content in result.library.files:
                print(f"read {shown(content.display)}" + (" (bundled, for reference)" if content.base else ""))
        for diagnostic in diagnostics:
            print(shown_diagnostic(diagnostic).to_text())
        counts = count_by_severity(diagnostics)
        checked = len(files) if files and not folders else len(reported_files)
        notes = counts[Severity.INFO]
        summary = (f"{counts[Severity.ERROR]} error{'s' * (counts[Severity.ERROR] != 1)}, "
                   f"{counts[Severity.WARNING]} warning{'s' * (counts[Severity.WARNING] != 1)}"
                   + (f", {notes} note{'s' * (notes != 1)}" if notes else "")
                   + f" in {checked} file{'s' * (checked != 1)}")
        print(summary if diagnostics else f"{checked} file{'s' * (checked != 1)} checked: no problems")
    errors = any(d.is_error for d in diagnostics)
    warnings = any(d.severity is Severity.WARNING for d in diagnostics)
    return EXIT_ERRORS if errors or (args.strict and warnings) else EXIT_OK


def list_items(args) -> int:
    target = args.path or content_paths.library_dir()
    if not target.exists():
        return _fail(f"no such file or folder: {target}")
    library = load_library([target])
    rows = []
    for content in library.files:
        if content.kind is None or not isinstance(content.data, dict):
            continue
        if args.kind and content.kind != args.kind:
            continue
        rows.append({"kind": content.kind, "id": content.id or "", "title": str(content.data.get("title", "")),
                     "ruleset": _ruleset_of(content.data), "file": content.display, "line": 1})
        if args.cards and isinstance(content.data.get("cards"), list):
            for index, card in enumerate(content.data["cards"]):
                if isinstance(card, dict):
                    rows.append({"kind": content.kind.removesuffix("s").replace("-card", "-card"), "id": str(card.get("id", "")),
                                 "title": str(card.get("title", "")), "ruleset": _ruleset_of(content.data),
                                 "file": content.display,
                                 "line": content.positions.value(f"/cards/{index}")[0]})
    rows.sort(key=lambda r: (KINDS.index(r["kind"]) if r["kind"] in KINDS else len(KINDS), r["file"], r["line"]))
    if args.format == "json":
        rows = [{k: json_text(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return EXIT_OK
    if not rows:
        print("no content items found")
        return EXIT_OK
    rows = [{k: shown(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]
    widths = {key: max(len(key), *(len(str(r[key])) for r in rows)) for key in ("kind", "id", "title", "ruleset")}
    print(f"{'KIND':<{widths['kind']}}  {'ID':<{widths['id']}}  {'TITLE':<{widths['title']}}  "
          f"{'RULESET':<{widths['ruleset']}}  FILE")
    for row in rows:
        where = row["file"] if row["line"] == 1 else f"{row['file']}:{row['line']}"
        print(f"{row['kind']:<{widths['kind']}}  {row['id']:<{widths['id']}}  {row['title']:<{widths['title']}}  "
              f"{row['ruleset']:<{widths['ruleset']}}  {where}")
    return EXIT_OK


#: where `new adventure` starts when the ruleset names no template of its own (`Ruleset.template`)
DEFAULT_TEMPLATE = "first-landing"


def _ruleset_of(data) -> str:
    ruleset_id = data.get("ruleset") if isinstance(data, dict) else None
    return ruleset_id if isinstance(ruleset_id, str) else DEFAULT_RULESET


def bundled_templates(ruleset_id: str | None = None) -> dict[str, Path]:
    """The bundled adventures of a ruleset (default: the first game's) by id: what `new` may start from."""
    wanted = ruleset_id or DEFAULT_RULESET
    library = load_library([content_paths.library_dir()])
    found = {f.id: f.path for f in library.files if f.kind == "adventure" and f.id and _ruleset_of(f.data) == wanted}
    if wanted != DEFAULT_RULESET:  # a template the ruleset keeps outside the library (never listed as an adventure)
        from engine.core import ruleset as rulesets
        ruleset = rulesets.get(wanted)
        if ruleset.template and ruleset.template_file is not None:
            found[ruleset.template] = ruleset.template_file
    return dict(sorted(found.items()))


def bundled_adventures(ruleset_id: str | None = None) -> list[str]:
    return list(bundled_templates(ruleset_id))


def template_of(ruleset_id: str | None = None) -> str:
    """The bundled adventure `new adventure --ruleset ID` starts from."""
    if ruleset_id in (None, DEFAULT_RULESET):
        return DEFAULT_TEMPLATE
    from engine.core import ruleset as rulesets
    return getattr(rulesets.get(ruleset_id), "template", "") or DEFAULT_TEMPLATE


def write_adventure(item_id: str, folder: Path, template: str | None = None, title: str | None = None,
                    force: bool = False, ruleset_id: str | None = None) -> Path:
    """Write ``folder/ID.yaml``, a copy of a bundled adventure of a ruleset with a new id; ValueError says why not."""
    if not is_valid_id(item_id):
        raise ValueError(f"'{item_id}' is not a kebab-case id (lower-case letters and digits joined by hyphens, e.g. my-isle)")
    template = template or template_of(ruleset_id)
    default = ruleset_id in (None, DEFAULT_RULESET)
    if template == templates.BLANK and not default:
        raise ValueError(f"the blank template is an Isles of Terror adventure; start a {ruleset_id} adventure "
                         f"from one of: {', '.join(bundled_templates(ruleset_id))}")
    found = bundled_templates(ruleset_id)
    source = templates.adventure_source(template) if template == templates.BLANK else found.get(template)
    if source is None or not source.is_file():
        raise ValueError(f"no bundled adventure '{template}' to start from; choose one of: {', '.join(found)}"
                         + (" (or --blank)" if default else ""))
    if not folder.is_dir():
        raise ValueError(f"--dir must be an existing folder: {folder}")
    target = folder / f"{item_id}.yaml"
    if target.exists() and not force:
        raise ValueError(f"{target} already exists; use --force to overwrite it")
    document = load_roundtrip(source.read_text(encoding="utf-8"))
    document["id"] = item_id
    document["title"] = title or item_id.replace("-", " ").title()
    document["version"] = "0.1.0"
    if "author" in document:
        document["author"] = os.environ.get("USER") or "Unknown author"
    atomic_write_text(target, with_schema_comment(dump(document), target, "adventure",
                                                  document.get("ruleset", DEFAULT_RULESET)))
    return target


def with_schema_comment(text: str, target: Path, kind: str, ruleset: str = DEFAULT_RULESET) -> str:
    """``text`` whose first line is the schema comment for a file at ``target`` (replacing a copied one)."""
    if text.startswith("# yaml-language-server"):
        text = text.split("\n", 1)[1]
    return schema_comment(target, kind, ruleset) + text


def new(args) -> int:
    from engine.core import ruleset as rulesets
    from engine.core.errors import EngineError

    ruleset_id = getattr(args, "ruleset", None)
    try:
        if ruleset_id is not None:
            rulesets.get(ruleset_id)
        target = write_adventure(args.id, args.dir, templates.BLANK if args.blank else args.template, args.title,
                                 args.force, ruleset_id)
    except (ValueError, EngineError) as error:
        return _fail(str(error))
    print(f"wrote {shown(target)}")
    result = validate_paths([target.parent], root=target.parent, base=content_paths.library_dir())
    problems = [d for d in result.diagnostics if d.file == display_path(target) and d.is_error]
    for diagnostic in problems:
        print(shown_diagnostic(diagnostic).to_text())
    return EXIT_ERRORS if problems else EXIT_OK


def edit(args) -> int:
    """Open the desktop editor (Qt is imported here only, so the headless commands never load it)."""
    path = getattr(args, "path", None)
    if path is not None and not Path(path).exists():
        return _fail(f"no such file or folder: {path}")
    platform = importlib.import_module("editor.app.platform_check")  # before Qt can abort the process
    if (code := platform.check()) is not None:
        return code
    application = importlib.import_module("editor.app.application")
    return application.run(Path(path) if path is not None else None)


def schema_docs(args) -> int:
    from engine.content import reference

    argv: list[str] = []
    if args.output is not None:
        argv = ["--output", str(args.output)]
    elif args.check is not None:
        argv = ["--check", str(args.check)]
    return reference.main(argv)


# -- playtest and replay (engine/sim; headless) -----------------------------------------------
def _print_diagnostics(diagnostics) -> None:
    """Diagnostics as `validate` prints them: one block each, then the counts."""
    for diagnostic in diagnostics:
        print(shown_diagnostic(diagnostic).to_text())
    counts = count_by_severity(diagnostics)
    files = len({d.file for d in diagnostics}) or 1
    print(f"{counts[Severity.ERROR]} error{'s' * (counts[Severity.ERROR] != 1)}, "
          f"{counts[Severity.WARNING]} warning{'s' * (counts[Severity.WARNING] != 1)} in {files} file{'s' * (files != 1)}")


def _load_for_play(args):
    """(adventure, None) or (None, exit code) after printing why the adventure cannot be played."""
    from engine.content.resolve import ContentError
    from engine.sim.content import load_playable

    try:
        return load_playable(args.adventure), None
    except FileNotFoundError as error:
        return None, _fail(str(error))
    except ContentError as error:
        print(f"isleforge: {shown(error)}", file=sys.stderr)
        if error.diagnostics:
            _print_diagnostics(error.diagnostics)
        return None, EXIT_ERRORS


def is_ladder(bots: str | None) -> bool:
    """`--bots ladder` or `ladder:BUDGET` (the search bot's budget on the ladder's last rung)."""
    return bots is not None and (bots == "ladder" or bots.startswith("ladder:"))


def _bot_kinds(args, ruleset, ladder: bool = False) -> list[str]:
    """The bot kinds `--bots` asks for in `ruleset` (ladder: all of them, the first as baseline).

    No `--bots`: the ruleset's last bot (its strongest, by convention). An unknown kind raises
    BotUnavailable naming the ruleset's bots.
    """
    from engine.sim.runner import ladder_kinds, table_factories

    offered = list(ruleset.bots)
    if ladder and is_ladder(args.bots):
        kinds = ladder_kinds(ruleset)  # the ruleset's bots, weakest first, then the search bot (mcts)
        if args.bots != "ladder":  # ladder:BUDGET, the search bot's budget
            kinds[-1] = f"{kinds[-1]}:{args.bots.removeprefix('ladder:')}"
            table_factories(kinds[-1], ruleset)
        return kinds
    kind = args.bots or offered[-1]
    table_factories(kind, ruleset)
    return [kind]


def _run_spec(args, bots: str, seats=None):
    """The run's `RunSpec`; `seats` (commands_seats.Seating) when checked, else `--players`/`--factions` as given."""
    from engine.sim.runner import RunSpec

    from .commands_seats import DEFAULT_PLAYERS, factions_of

    if seats is None:
        factions = factions_of(args)
        players = args.players if args.players is not None else DEFAULT_PLAYERS
        return RunSpec(players=None if factions else players, factions=factions, bots=bots, seed=args.seed,
                       mode=getattr(args, "mode", None))
    return RunSpec(players=seats.players, factions=seats.factions, bots=bots, seed=args.seed, mode=seats.mode)


class _ProgressBar:
    """A one-line progress bar on stderr, redrawn with `\\r` at most ten times a second."""

    def __init__(self, label: str, stream=None, enabled: bool | None = None) -> None:
        import time

        self.stream = stream or sys.stderr
        self.enabled = self.stream.isatty() if enabled is None else enabled
        self.label = label
        self.clock = time.perf_counter
        self.start = self.clock()
        self.last = 0.0

    def __call__(self, done: int, total: int) -> None:
        now = self.clock()
        if not self.enabled or (done < total and now - self.last < 0.1):
            return
        self.last = now
        width = 30
        filled = width * done // max(1, total)
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        eta = (total - done) / rate if rate > 0 else 0.0
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                          f"{rate:6.1f} games/s  eta {eta:4.0f}s ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def playtest(args) -> int:
    import time

    from . import commands_campaign

    if commands_campaign.names_campaign(args.adventure):
        return commands_campaign.playtest(args)

    from engine.core.errors import EngineError
    from engine.sim.batch import WorkerPool, default_jobs, run_batch
    from engine.core import ruleset as rulesets
    from engine.sim.report import build_report, summary_text, to_json
    from engine.sim.skill import add_skill_gap, ladder_lines, ladder_section, skill_lines
    from engine.sim.runner import BotUnavailable, table_seats

    if args.games < 1:
        return _fail("--games must be at least 1")
    if args.jobs < 0:
        return _fail("--jobs must be 0 (the number of cores) or more")
    for option, target in (("--json", args.json), ("--html", args.html)):  # before playing, not after
        if target is not None and str(target) != "-":
            problem = write_problem(target)
            if problem is not None:
                return _fail(f"{option}: {problem}")
    adventure, code = _load_for_play(args)
    if adventure is None:
        return code
    ruleset = rulesets.of(adventure)
    seats, problem = seating(args, adventure, ruleset)
    if seats is None:
        return _fail(problem)
    try:
        kinds = _bot_kinds(args, ruleset, ladder=True)
        table_seats(kinds[0], 0, len(seats.factions) if seats.factions else seats.players)  # a table fits the players
    except BotUnavailable as error:
        return _fail(str(error))
    try:
        _run_spec(args, kinds[0], seats).game(adventure, 0)
    except EngineError as error:
        return _fail(str(error))
    jobs = args.jobs or default_jobs()
    client = None
    if getattr(args, "scheduler", None):
        from .commands_sweep import open_client

        client, code = open_client(args.scheduler)
        if client is None:
            return code
    reports = []
    interrupted = False
    # one pool of workers for every bot kind of a ladder: starting them costs most of a second
    with contextlib.ExitStack() as stack:
        pool = stack.enter_context(WorkerPool(adventure, jobs)) if jobs > 1 and client is None else None
        for kind in kinds:
            spec = _run_spec(args, kind, seats)
            bar = _ProgressBar(f"{kind:>6}", enabled=None if args.progress is None else args.progress)
            started = time.perf_counter()
            if client is not None:
                from engine.sim.distributed import run_batch as run_on_cluster

                batch = run_on_cluster(client, adventure, spec, args.games, progress=bar)
            else:
                batch = run_batch(adventure, spec, args.games, jobs=jobs, progress=bar, pool=pool)
            bar.close()
            elapsed = time.perf_counter() - started
            print(f"{kind} bots: {len(batch.results)} games in {elapsed:.1f} s "
                  f"({len(batch.results) / elapsed if elapsed > 0 else 0:.0f} games/s, {jobs} jobs)", file=sys.stderr)
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
        elif (code := _write_report("--json", args.json, text)) is not None:
            return code
    if args.html is not None:
        from engine.sim.html import render_html

        if (code := _write_report("--html", args.html, render_html(report, ruleset))) is not None:
            return code
    if args.json is None or str(args.json) != "-":
        extra = ladder_lines(report.get("ladder") or {}) + skill_lines(report)
        print(summary_text(report, ruleset) + "".join(line + "\n" for line in extra), end="")
    return 130 if interrupted else EXIT_OK


def _write_report(option: str, target: Path, text: str) -> int | None:
    """Write a report file; None when written, else the exit code after saying why not."""
    try:
        atomic_write_text(target, text)
    except OSError as error:
        return _fail(f"{option}: {target} cannot be written ({error.strerror or error})")
    return None


def replay(args) -> int:
    from engine.core.errors import EngineError
    from engine.core import ruleset as rulesets
    from engine.sim.runner import BotUnavailable, derive_seed, describe_log, play_state

    from . import commands_campaign

    if commands_campaign.names_campaign(args.adventure):
        return commands_campaign.replay(args)
    if getattr(args, "chapter", None) is not None:
        return _fail("--chapter is for campaigns; an adventure is one game")
    if args.game < 0:
        return _fail("--game must be 0 or more")
    if args.game >= args.games:
        return _fail(f"--game {args.game} is not in a run of {args.games} game{'s' * (args.games != 1)} "
                     f"(games are numbered 0 to {args.games - 1}; pass --games N for a longer run)")
    adventure, code = _load_for_play(args)
    if adventure is None:
        return code
    seats, problem = seating(args, adventure, rulesets.of(adventure))
    if seats is None:
        return _fail(problem)
    try:
        [kind] = _bot_kinds(args, rulesets.of(adventure))
    except BotUnavailable as error:
        return _fail(str(error))
    spec = _run_spec(args, kind, seats)
    try:
        state = play_state(adventure, spec, args.game)
    except EngineError as error:
        return _fail(str(error))
    mode = state.game.mode
    team = "" if mode == "competitive" else f", {mode} play" + (" (one player)" if mode == "solo" else "")
    print(f"# {adventure.id} game {args.game} of the run with seed {args.seed} ({kind} bots): "
          f"game seed {derive_seed(args.seed, args.game)}, factions {', '.join(state.game.seat_names())}{team}")
    ruleset = rulesets.of(adventure)
    lines = describe_log(state) if args.raw else [ruleset.narrate_event(e, state.game) for e in state.log]
    for number, line in enumerate(lines):
        print(f"{number:5d}  {line if args.raw else shown(line)}")
    if state.is_terminal():
        print(f"# winners {list(state.winners)} by {state.result or '(no condition)'}; VP {state.scores()}; "
              f"{len(state.decisions)} decisions")
    else:
        print(f"# not finished after {len(state.decisions)} decisions")
    return EXIT_OK
