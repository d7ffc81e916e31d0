"""The `isleforge` command: one module per command, the parser built from the literal table `COMMANDS`.

`isleforge` alone (or `isleforge edit PATH`) opens the desktop editor. Every other command is
headless and never imports Qt (an import-linter contract on `editor.cli` holds this, so they run in
CI containers without a display; `export` loads its Qt drawing through importlib inside the
command). Each command serves every installed ruleset through `engine.core.ruleset`: the file's
ruleset says its modes, bots, players, schemas, print sheet and whether it plays campaigns.
Exit codes: 0 success, 1 content errors, 2 usage or I/O problems, 130 interrupted.

A command module has `NAME`, `HELP`, `add_parser(subparsers)` (which sets `run`) and `run(args)`;
shared helpers are public in `common.py`.
"""

from __future__ import annotations

import argparse
import sys

from engine import _compiled

from . import (campaign, common, edit, export, list_items, new, pack, playtest, replay, schema_docs, sweep, unpack,
               validate)

#: every command of `isleforge`, in the order the help lists them (`campaign` is reached through
#: `playtest` and `replay`, which hand a campaign id over to it)
COMMANDS = (edit, validate, list_items, new, schema_docs, playtest, replay, export, pack, unpack, sweep)

__all__ = ["COMMANDS", "build_parser", "campaign", "main"]


def description() -> str:
    """The top-level help: what Isleforge does for every installed game, then the commands."""
    width = max(len(command.NAME) for command in COMMANDS)
    lines = "\n".join(f"  {command.NAME:<{width}}  {command.HELP}" for command in COMMANDS)
    return (f"Isleforge: author, check and playtest adventures for island board games.\n"
            f"Installed games (rulesets): {common.game_titles()}.\n\n"
            f"Run without a command to open the editor on your library folder (asked for on first start), "
            f"with the bundled adventures listed beside your own, read-only.\n\nCommands:\n{lines}\n")


class _Version(argparse._VersionAction):
    """`--version` words its text when it is asked for: the installed version is looked up with
    importlib.metadata and the engine's build by hashing each compiled module's source, costs every
    other command would pay for a text it never prints (issue 32)."""

    def __call__(self, parser, namespace, values, option_string=None):
        self.version = f"isleforge {common.version()}\n{_compiled.describe()}"
        super().__call__(parser, namespace, values, option_string)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; with ``only`` (a command's name), that command's arguments in full and the
    others by name and help line only: their help texts ask every ruleset for its bots and modes,
    which loads each game's rules engine, and a `validate` run needs none of it (issue 32)."""
    parser = argparse.ArgumentParser(prog="isleforge", description=description(),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in COMMANDS:
        if only in (None, command.NAME):
            command.add_parser(sub)
        else:
            sub.add_parser(command.NAME, help=command.HELP)
    return parser


def _command_named(argv: list[str]) -> str | None:
    """The command an argument list runs, when its first argument names one (else None: build them all)."""
    first = argv[0] if argv else None
    return first if any(first == command.NAME for command in COMMANDS) else None


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    parser = build_parser(_command_named(arguments))
    args = parser.parse_args(arguments)
    if args.command is None:
        args.run, args.path = edit.run, None  # `isleforge` alone opens the editor
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("isleforge: interrupted", file=sys.stderr)
        return common.EXIT_INTERRUPTED
    except BrokenPipeError:
        return common.EXIT_OK
