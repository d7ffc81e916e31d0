"""The `isleforge` command.

`isleforge` alone (or `isleforge edit PATH`) opens the desktop editor.
Headless commands (validate, list, new) never import Qt: an import-linter
contract in pyproject.toml holds this, so they run in CI containers without a
display. Exit codes: 0 success, 1 content errors, 2 usage or I/O problems.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine import _compiled

from . import commands, commands_export, commands_sweep

DESCRIPTION = """\
Isleforge: author, check and playtest adventures for Isles of Terror.

Run without a command to open the editor on the bundled library.

Commands:
  edit       open the editor on a content file or a library folder
  validate   check content files (default: the bundled library)
  list       list the content items of a library
  new        write a valid starting adventure
  schema-docs  write the content reference generated from the schemas
  playtest   play many bot games of an adventure and report on its balance
  replay     print the event log of one game of a playtest run
  export     write the printable adventure sheet (PDF) or the map (PNG, SVG)
  pack       write a folder's content as a pack to share
  unpack     check a pack and write its content into a folder
  sweep      play variants of an adventure and report which setting is fairest
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="isleforge", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"isleforge {commands.version()}\n{_compiled.describe()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    validate = sub.add_parser("validate", help="check content files and report every problem with its position",
                              description="Check content files: YAML, schema, then references, map geometry, "
                                          "budgets and scaling. Prints file:line:col: severity: message [code] "
                                          "with a hint; exits 1 if there are errors.")
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                          help="files or folders to check (default: the bundled library)")
    validate.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    validate.add_argument("--library", type=Path, metavar="DIR",
                          help="the library the files belong to, for resolving ids (default: the bundled library "
                               "for files inside it, else each file's folder)")
    validate.add_argument("--strict", action="store_true", help="exit 1 on warnings too")
    validate.add_argument("--info", action="store_true", help="also print information (advice that is not a problem)")
    validate.add_argument("--no-bundled", action="store_true",
                          help="do not resolve ids against the bundled library (the core set)")
    validate.set_defaults(run=commands.validate)

    listing = sub.add_parser("list", help="list every content item with kind, id, title and file",
                             description="List the content items of a library.")
    listing.add_argument("path", nargs="?", type=Path, metavar="PATH", help="a library folder or file (default: the bundled library)")
    listing.add_argument("--kind", choices=commands.KINDS, help="only items of this kind")
    listing.add_argument("--cards", action="store_true", help="also list every card of the card sets")
    listing.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    listing.set_defaults(run=commands.list_items)

    new = sub.add_parser("new", help="write a valid starting adventure",
                         description="Write a new content file that validates, ready to edit.")
    new.add_argument("what", choices=("adventure",), help="what to create")
    new.add_argument("id", help="the new item's id (kebab-case, e.g. my-isle)")
    new.add_argument("--ruleset", metavar="ID", help="the game the adventure is for (default: isles-of-terror; "
                                                      "also island-clash)")
    start = new.add_mutually_exclusive_group()
    start.add_argument("--from", dest="template", default=None, metavar="TEMPLATE",
                       help="an adventure of the ruleset in the bundled library to start from (default: the ruleset's "
                            "template; first-landing for Isles of Terror)")
    start.add_argument("--blank", action="store_true",
                       help="start from the blank template: an open isle, no story, no named areas, no special rules")
    new.add_argument("--dir", type=Path, default=Path("."), help="where to write ID.yaml (default: the current folder)")
    new.add_argument("--title", help="the adventure's title (default: made from the id)")
    new.add_argument("--force", action="store_true", help="overwrite an existing file")
    new.set_defaults(run=commands.new)

    edit = sub.add_parser("edit", help="open the editor on a content file or a library folder",
                          description="Open the desktop editor. A file opens with its folder as the library "
                                      "(the bundled library for its own files); a folder opens as the library.")
    edit.add_argument("path", nargs="?", type=Path, metavar="PATH",
                      help="a content file or a library folder (default: the bundled library with drowned-temple open)")
    edit.set_defaults(run=commands.edit)

    docs = sub.add_parser("schema-docs", help="write the content reference generated from the schemas",
                          description="Generate docs/content-reference.md from the JSON Schemas.")
    target = docs.add_mutually_exclusive_group()
    target.add_argument("--output", type=Path, metavar="FILE", help="write the reference to FILE (default: print it)")
    target.add_argument("--check", type=Path, metavar="FILE", help="exit 1 if FILE is not the current reference")
    docs.set_defaults(run=commands.schema_docs)

    def players_args(p) -> None:
        p.add_argument("--players", type=int, default=None, metavar="N", help="number of players (default: 3, "
                       "1 in solo; factions drawn per game from the adventure's factions)")
        p.add_argument("--factions", metavar="A,B,C", help="the factions in seat order (instead of --players); "
                       "in solo, every faction the one player controls")
        p.add_argument("--seed", type=int, default=0, metavar="S", help="the run's master seed (default: 0)")
        p.add_argument("--mode", metavar="MODE",
                       help="the mode to play: competitive, cooperative or solo (default: the adventure's, or each "
                            "chapter's, first mode); the adventure must declare it and its ruleset must play it")

    play = sub.add_parser("playtest", help="play many bot games of an adventure and report on its balance",
                          description="Play bot games of an adventure in worker processes and report win rates "
                                      "(95%% intervals), balance, victory points, game length, endings, progress "
                                      "tasks, victory conditions, the map, content coverage and anomalies; in "
                                      "cooperative and solo play also the team's win rate by player count, why it "
                                      "lost, its VP and the terrors. The same "
                                      "seed gives the same report whatever --jobs is. Exit codes: 0 done, 1 invalid "
                                      "adventure, 2 usage, 130 interrupted (the report covers the games finished).")
    play.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an "
                                                             "adventure file, or a campaign id (then N is campaign runs)")
    play.add_argument("--games", type=int, default=1000, metavar="N", help="games to play (default: 1000)")
    players_args(play)
    play.add_argument("--bots", metavar="KIND",
                      help="bot policy for every seat: one of the adventure's ruleset's bots (Isles of Terror: "
                           "random, greedy) or mcts[:BUDGET], the search bot (BUDGET: iterations per decision, "
                           "mcts:200, the reproducible default; or milliseconds, mcts:50ms, which depends on the "
                           "machine and is not reproducible); a table of kinds, one per seat (greedy,mcts,random: "
                           "they go round the table game by game; the report gives the skill gap); or ladder: the "
                           "same games with random, greedy and mcts bots in turn, marking every conclusion that "
                           "changes with strength (ladder:BUDGET sets the search bot's budget, ladder:16) "
                           "(default: the ruleset's last bot, greedy)")
    play.add_argument("--jobs", type=int, default=0, metavar="J", help="worker processes (default: the number of cores)")
    play.add_argument("--scheduler", metavar="ADDRESS", help="play on the Dask cluster at ADDRESS (tcp://HOST:PORT) "
                                                             "instead of local processes")
    play.add_argument("--json", type=Path, metavar="FILE", help="write the JSON report to FILE ('-': standard output)")
    play.add_argument("--html", type=Path, metavar="FILE", help="write a self-contained HTML report to FILE")
    progress = play.add_mutually_exclusive_group()
    progress.add_argument("--progress", dest="progress", action="store_true", default=None,
                          help="always draw the progress bar (default: only on a terminal)")
    progress.add_argument("--no-progress", dest="progress", action="store_false", help="never draw the progress bar")
    play.set_defaults(run=commands.playtest)

    rep = sub.add_parser("replay", help="print the event log of one game of a playtest run",
                         description="Replay game K of a playtest run (same adventure, players or factions, bots "
                                     "and seed) and print its full event log, one event a line, in prose (--raw: the engine's event codes).")
    rep.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an "
                                                            "adventure file, or a campaign id (run K, chapter by chapter)")
    rep.add_argument("--chapter", type=int, metavar="C", help="a campaign run's chapter to print (its step, from 0; "
                                                              "default: every chapter)")
    rep.add_argument("--game", type=int, required=True, metavar="K", help="the game's number in the run (from 0)")
    rep.add_argument("--games", type=int, default=1000, metavar="N",
                     help="the number of games the run played (default: 1000, as playtest); K must be below it")
    rep.add_argument("--raw", action="store_true",
                     help="print the engine's event codes (the stable transcript lines) instead of prose")
    players_args(rep)
    rep.add_argument("--bots", metavar="KIND", help="the run's bots: one of the ruleset's bots "
                                                   "(default: its last, greedy for Isles of Terror)")
    rep.set_defaults(run=commands.replay)
    _export_commands(sub)

    commands_sweep.add_parser(sub, players_args)
    return parser


def _export_commands(sub) -> None:
    export = sub.add_parser("export", help="write the printable adventure sheet (PDF) or the map (PNG, SVG)",
                            description="Write an adventure's (or a campaign's) printable sheet as PDF, or its map "
                                        "alone as a PNG at print resolution or as SVG. Needs no display.")
    export.add_argument("adventure", metavar="ADVENTURE",
                        help="an adventure or campaign id of the bundled library, or the path of its file")
    export.add_argument("--pdf", type=Path, metavar="FILE", help="write the adventure sheet as PDF")
    export.add_argument("--page", choices=("a4", "letter"), default="a4", help="the PDF's paper (default: a4)")
    export.add_argument("--mode", choices=("competitive", "cooperative", "solo"),
                        help="print only this mode's victory conditions (default: every mode)")
    export.add_argument("--players", type=int, metavar="N", help="the setup's player count (default: 3, within the adventure's range)")
    export.add_argument("--png", type=Path, metavar="FILE", help="write the map as a PNG")
    export.add_argument("--dpi", type=int, metavar="D", help="the PNG's resolution (default: 300)")
    export.add_argument("--svg", type=Path, metavar="FILE", help="write the map as SVG")
    export.set_defaults(run=commands_export.export)

    pack = sub.add_parser("pack", help="write a folder's content as a pack to share",
                          description="Validate a folder's content and write it with a manifest (ruleset, sets, "
                                      "version, author, content digest) as NAME.isleforge.zip. An invalid folder "
                                      "is refused with its diagnostics.")
    pack.add_argument("dir", type=Path, metavar="DIR", help="the library folder to pack")
    pack.add_argument("-o", "--output", type=Path, metavar="NAME.isleforge.zip",
                      help="the pack to write (default: the folder's name + .isleforge.zip)")
    pack.add_argument("--author", help="the pack's author")
    pack.add_argument("--version", dest="pack_version", default="1.0.0", help="the pack's version (default: 1.0.0)")
    pack.set_defaults(run=commands_export.pack)

    unpack = sub.add_parser("unpack", help="check a pack and write its content into a folder",
                            description="Check a pack (manifest, digests, paths, sizes, every file validated) and "
                                        "only then write its files into DIR. A file of yours that differs is kept "
                                        "unless you agree to replace it (or pass --force).")
    unpack.add_argument("pack", type=Path, metavar="PACK", help="the .isleforge.zip to unpack")
    unpack.add_argument("-d", "--dir", type=Path, default=Path("."), metavar="DIR", help="the target folder (default: .)")
    unpack.add_argument("--force", action="store_true", help="replace files of yours that differ from the pack's")
    unpack.set_defaults(run=commands_export.unpack)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args.run, args.path = commands.edit, None  # `isleforge` alone opens the editor
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("isleforge: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
