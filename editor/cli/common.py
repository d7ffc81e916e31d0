"""What every command of `isleforge` shares: exit codes, refusals, diagnostics, the progress bar, run specs.

No Qt here (the import contract on `editor.cli`). A command module imports these public names;
nothing in the package imports another module's private helper. Messages go to stderr as
`isleforge: error: ...` (exit 2) for usage problems, and as `isleforge: ...` followed by the
diagnostics (exit 1) for content that cannot be played or printed.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.content.diagnostics import Severity, count_by_severity
from engine.content.files import atomic_write_text, write_problem
from engine.core import ruleset as rulesets

from .terminal import shown, shown_diagnostic

EXIT_OK, EXIT_ERRORS, EXIT_USAGE = 0, 1, 2
EXIT_INTERRUPTED = 130


def version() -> str:
    from importlib import metadata  # only here: importing it costs a cold command a tenth of its CPU

    try:
        return metadata.version("isleforge")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def fail(message: str) -> int:
    """Say a usage problem on stderr; the exit code 2."""
    print(f"isleforge: error: {shown(message)}", file=sys.stderr)
    return EXIT_USAGE


def print_diagnostics(diagnostics) -> None:
    """Diagnostics as `validate` prints them: one block each, then the counts."""
    for diagnostic in diagnostics:
        print(shown_diagnostic(diagnostic).to_text())
    counts = count_by_severity(diagnostics)
    files = len({d.file for d in diagnostics}) or 1
    print(f"{counts[Severity.ERROR]} error{'s' * (counts[Severity.ERROR] != 1)}, "
          f"{counts[Severity.WARNING]} warning{'s' * (counts[Severity.WARNING] != 1)} in {files} file{'s' * (files != 1)}")


def refuse_content(error) -> int:
    """Say why content cannot be used (a ContentError) with its diagnostics; the exit code 1."""
    print(f"isleforge: {shown(error)}", file=sys.stderr)
    if getattr(error, "diagnostics", None):
        print_diagnostics(error.diagnostics)
    return EXIT_ERRORS


def check_write_targets(args, options: tuple[str, ...]) -> int | None:
    """Refuse output files (`--json`, `--pdf`, ...) that cannot be written, before any long work (None: all fine).

    A missing folder, a folder, a device or a file without permission is found before a game is
    played or a page painted, not after (playtest, campaign, sweep, export); `-` is standard output.
    """
    for option in options:
        target = getattr(args, option.lstrip("-").replace("-", "_"), None)
        if target is not None and str(target) != "-":
            problem = write_problem(Path(target))
            if problem is not None:
                return fail(f"{option}: {problem}")
    return None


def check_report_targets(args) -> int | None:
    """Refuse `--json`/`--html` files that cannot be written, before anything is played (None: all fine)."""
    return check_write_targets(args, ("--json", "--html"))


def write_report(option: str, target: Path, text: str) -> int | None:
    """Write a report file; None when written, else the exit code after saying why not."""
    try:
        atomic_write_text(Path(target), text)
    except OSError as error:
        return fail(f"{option}: {target} cannot be written ({error.strerror or error})")
    return None


def installed() -> list:
    """Every installed ruleset, the default game first, then by id (help texts, kinds, references)."""
    return sorted(rulesets.all_rulesets(), key=lambda r: (r.id != rulesets.DEFAULT_RULESET, r.id))


def game_titles() -> str:
    """The installed games by name, for help texts: "Isles of Terror, Island Clash"."""
    return ", ".join(r.title or r.id for r in installed())


def per_ruleset(describe) -> str:
    """`describe(ruleset)` for every installed ruleset, as "Isles of Terror: a, b; Island Clash: c" (help texts)."""
    return "; ".join(f"{r.title or r.id}: {describe(r)}" for r in installed())


def games_default_text() -> str:
    """The default of --games in words, for help texts: "1000; Finis Terrae 100" (each game's own, the
    usual number first, then every game that sets another, from `Ruleset.default_games`)."""
    from engine.core.ruleset import Ruleset

    usual = Ruleset.default_games
    others = [f"{r.title or r.id} {r.default_games}" for r in installed() if r.default_games != usual]
    return "; ".join([str(usual), *others])


def games_of(args, ruleset) -> int:
    """--games as given, else the number the adventure's game plays when not told (`Ruleset.default_games`)."""
    return args.games if args.games is not None else ruleset.default_games


class ExamplesFormatter(argparse.HelpFormatter):
    """Argparse's help, with the examples epilog's lines kept as written (one run a line) while the
    description is wrapped as usual."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        if text.startswith("examples:\n"):
            return "".join(indent + line for line in text.splitlines(keepends=True))
        return super()._fill_text(text, width, indent)


def examples_epilog(command: str) -> str:
    """`isleforge COMMAND` example runs of every installed game that has one (`Ruleset.cli_examples`), for
    the end of the command's help: a designer of any game finds a run of their own game to copy."""
    lines = [f"  isleforge {command} {r.cli_examples[command]}    ({r.title or r.id})"
             for r in installed() if r.cli_examples.get(command)]
    return "examples:\n" + "\n".join(lines) if lines else ""


def add_players_args(parser) -> None:
    """--players, --factions, --seed and --mode: who plays a run (playtest, replay, sweep)."""
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="number of players (default: the adventure's: 3 where it is played by 3, else its "
                             "fewest; 1 in solo)")
    parser.add_argument("--factions", metavar="A,B,C", help="the factions in seat order (instead of --players), "
                        "for a ruleset with factions; in solo, every faction the one player controls")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the run's master seed (default: 0)")
    parser.add_argument("--mode", metavar="MODE",
                        help="the mode to play (default: the adventure's, or each chapter's, first mode); the "
                             "adventure must declare it and its ruleset must play it ("
                             + per_ruleset(lambda r: ", ".join(r.modes)) + ")")


def add_progress_args(parser) -> None:
    progress = parser.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help="always draw the progress bar (default: only on a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false", help="never draw the progress bar")


def bots_help() -> str:
    """The bot kinds of every installed ruleset, for `--bots` help texts."""
    return per_ruleset(lambda r: ", ".join(r.bots))


def add_bots_arg(parser, ladder: bool) -> None:
    """--bots, one text for every command that plays bot games (playtest, sweep), read by `bot_kinds`.

    A sweep compares variants with one bot policy, so it takes everything playtest takes but the ladder.
    """
    parser.add_argument(
        "--bots", metavar="KIND",
        help="bot policy for every seat: one of the adventure's ruleset's bots (" + bots_help() + ") "
             "or mcts[:BUDGET], the search bot every ruleset has (BUDGET: iterations per decision, "
             "mcts:200, the reproducible default; or milliseconds, mcts:50ms, which depends on the "
             "machine and is not reproducible); a table of kinds, one per seat (greedy,mcts,random: "
             "they go round the table game by game" + ("; the report gives the skill gap); or ladder: the "
                                                      "same games with each of the ruleset's bots and mcts in turn, "
                                                      "marking every conclusion that changes with strength "
                                                      "(ladder:BUDGET sets the search bot's budget, ladder:16) "
                                                      if ladder else ")")
             + " (default: the ruleset's last bot)")


def load_for_play(args):
    """(adventure, None) or (None, exit code) after printing why the adventure cannot be played."""
    from engine.content.resolve import ContentError
    from engine.sim.content import load_playable

    try:
        return load_playable(args.adventure), None
    except FileNotFoundError as error:
        return None, fail(str(error))
    except ContentError as error:
        return None, refuse_content(error)


def is_ladder(bots: str | None) -> bool:
    """`--bots ladder` or `ladder:BUDGET` (the search bot's budget on the ladder's last rung)."""
    return bots is not None and (bots == "ladder" or bots.startswith("ladder:"))


def bot_kinds(args, ruleset, ladder: bool = False) -> list[str]:
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


def run_spec(args, bots: str, seats):
    """The run's `RunSpec` for the checked seating (`seats.Seating`)."""
    from engine.sim.runner import RunSpec

    return RunSpec(players=seats.players, factions=seats.factions, bots=bots, seed=args.seed, mode=seats.mode)


def rate_text(count: int, seconds: float, unit: str = "game", units: str | None = None) -> str:
    """How fast a run went, in words (`engine.sim.wording.rate_text`, imported here when first asked:
    `validate` loads no playtest layer)."""
    from engine.sim.wording import rate_text as worded

    return worded(count, seconds, unit, units)


class ProgressBar:
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
                          f"{rate_text(done, elapsed):>14}  eta {eta:4.0f}s ")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
