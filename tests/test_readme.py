"""The README's command list ("Using it") says what `isleforge` accepts: every command, every option.

A new command or option fails this test until the README documents it (issue 31: the list lacked `sweep`,
`--mode`, `--scheduler`); an option the README names that the command does not take fails it too.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from editor.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
OPTION = re.compile(r"(?<![\w-])(--?[a-z][a-z-]*)")


def readme_commands() -> dict[str, str]:
    """Command name -> its usage text (continuation lines joined) from the README's "Using it" code block."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Using it\n", 1)[1].split("\n## ", 1)[0]
    commands: dict[str, str] = {}
    current = None
    for line in section.splitlines():
        if not line.startswith("    "):
            if commands:  # the block ends at its first prose line
                break
            continue
        usage = line.split("#", 1)[0].strip()
        if usage.startswith("isleforge"):
            words = usage.split()
            current = words[1] if len(words) > 1 and not words[1].startswith("-") else ""
            commands[current] = commands.get(current, "") + " " + usage
        elif current is not None:
            commands[current] += " " + usage
    return commands


def parser_commands() -> dict[str, list[tuple[str, ...]]]:
    """Command name -> the option strings of each of its options (-h/--help left out)."""
    parser = build_parser()
    sub = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
    return {name: [tuple(action.option_strings) for action in command._actions
                   if action.option_strings and action.dest != "help"]
            for name, command in sub.choices.items()}


def test_the_readme_lists_every_command_of_the_cli():
    assert sorted(name for name in readme_commands() if name) == sorted(parser_commands())


def test_the_readme_lists_every_option_of_every_command_and_no_other():
    readme = readme_commands()
    for name, options in parser_commands().items():
        documented = set(OPTION.findall(readme[name].split(None, 2)[2] if len(readme[name].split()) > 2 else ""))
        missing = [strings for strings in options if not documented & set(strings)]
        unknown = documented - {string for strings in options for string in strings}
        assert (name, missing, sorted(unknown)) == (name, [], [])


def test_the_readme_block_is_read_as_the_cli_is_used():
    """The parse itself: `playtest`'s usage spans two lines, and a comment is not an option."""
    readme = readme_commands()
    assert "--html FILE" in readme["playtest"] and "--scheduler" in readme["playtest"]
    assert readme[""].split() == ["isleforge"]
