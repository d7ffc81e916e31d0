"""U+0085, U+2028 and U+2029 are refused where they are written (found by benchmarks/fuzz_hostile.py).

The validator's C parser (YAML 1.1) reads them as line breaks, the round-trip parser that `sweep`,
renames and saves use (YAML 1.2) as characters: `# comment<U+2028>kind: adventure` was a valid
adventure to the validator and a ParserError traceback to `isleforge sweep`. They are refused now,
in comments, plain and quoted values alike, with the line and column of the first.
"""

from __future__ import annotations

import shutil

import pytest

from editor import cli
from engine.content.paths import library_dir
from engine.content.yaml_io import parse_text

NAMES = {"\x85": "next line", "\u2028": "line separator", "\u2029": "paragraph separator"}


@pytest.mark.parametrize("character", list(NAMES))
@pytest.mark.parametrize("text, column", [("a: 1\n# note{c}b: 2\n", 7), ("a: 1\nb: x{c}y\n", 5),
                                           ('a: 1\nb: "x{c}y"\n', 6)])
def test_an_unusual_line_break_is_refused_where_it_is_written(character, text, column):
    parsed = parse_text(text.format(c=character), "breaks.yaml")
    code = f"{ord(character):04X}"
    assert [(d.code, d.line, d.column, d.message, d.hint) for d in parsed.diagnostics] == [
        ("yaml/bad-character", 2, column, f"the character U+{code} ({NAMES[character]}) is read as a line break "
         "by some YAML readers and as a character by others", "Replace it with an ordinary line break or a space; "
         f"inside double quotes it may be written as the escape \\u{code}.")]
    assert parsed.data is None


def test_the_escape_in_double_quotes_is_the_character(tmp_path):
    parsed = parse_text('a: "x\\u2028y"\n', "escaped.yaml")
    assert (parsed.diagnostics, parsed.data) == ([], {"a": "x\u2028y"})


def test_sweep_refuses_an_adventure_with_a_line_separator_in_a_comment(tmp_path, capsys):
    folder = tmp_path / "cursed-island"
    shutil.copytree(library_dir() / "cursed-island", folder)
    adventure = folder / "the-long-tide.yaml"
    text = adventure.read_text(encoding="utf-8")
    adventure.write_text(text.replace("\n", "\u2028", 1), encoding="utf-8")
    code = cli.main(["sweep", str(adventure), "--vary", "rounds=8,9", "--games", "1", "--jobs", "1", "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in err
    column = text.index("\n") + 1
    assert (f"the-long-tide.yaml:1:{column}: error: the character U+2028 (line separator) is read as a line "
            "break by some YAML readers and as a character by others [yaml/bad-character]") in out + err
