"""Bad input never crashes Isleforge: every case becomes a located, human diagnostic.

One fixture per case lives in tests/content/errors/ (committed as bytes: see the
.gitattributes there). Cases that cannot be a committed file (too large, missing,
symlinks, a folder, inputs built at size) are made in tmp_path. Keep every fixture
free of crashes: the CLI reads the whole folder as the context of each file.

Every test pins the exact code, JSON pointer, line and column of the expected
diagnostics, checks the message reads as prose (no Python repr or traceback
text), and checks that validation left the input file untouched.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import main
from engine.content import yaml_io
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import display_path, load_file, load_library
from engine.content.validate import validate_paths

ERRORS = Path(__file__).resolve().parent / "errors"
REPO = Path(__file__).resolve().parents[2]

CODE = re.compile(r"^[a-z]+/[a-z0-9-]+$")
# Things a person should never read in a message: Python reprs, exception names, tracebacks.
PYTHON_TEXT = re.compile(
    r"Traceback|File \"|object at 0x|<class |<module|\b\w+(Error|Exception)\b|\\x[0-9a-f]{2}|\\u[0-9a-f]{4}"
    r"|codec|position \d+|sys\.|set_int_max_str_digits"
)

# fixture -> the exact (code, pointer, line, column) of every diagnostic validate_paths([fixture]) gives
EXPECTED: dict[str, list[tuple[str, str, int, int]]] = {
    "alias-bomb.yaml": [("yaml/alias-bomb", "/f/0/6/8/8/8/5", 4, 33)],
    "bad-key.yaml": [("yaml/bad-key", "", 5, 1)],
    "broken-syntax.yaml": [("yaml/syntax", "", 7, 7)],
    "colon-in-value.yaml": [("yaml/syntax", "", 5, 12)],
    "control-character.yaml": [("yaml/bad-character", "", 5, 13)],
    "custom-tag.yaml": [("yaml/tag", "/title", 5, 8)],
    "deep-nesting.yaml": [("yaml/too-deep", "/cards" + "/0" * yaml_io.MAX_DEPTH, 6, 72)],
    "duplicate-key.yaml": [("yaml/duplicate-key", "/title", 4, 1)],
    "empty.yaml": [("content/empty", "", 1, 1)],
    "image-escapes-root.yaml": [("ref/file-outside-root", "/cards/0/image", 10, 12)],
    "missing-kind.yaml": [("content/missing-kind", "", 1, 1)],
    "missing-trigger.yaml": [("schema/missing-trigger", "/cards/0/rules/0", 11, 9)],
    "missing-tile-value.yaml": [("schema/required", "/cards/0/tile", 9, 5)],
    "multi-term-entry.yaml": [("schema/one-term-per-entry", "/cards/0/rules/0/effects/0", 14, 13)],
    "not-a-mapping.yaml": [("content/not-a-mapping", "", 2, 1)],
    "not-utf8.yaml": [("file/not-utf8", "", 4, 11)],
    "only-comments.yaml": [("content/empty", "", 1, 1)],
    "recursive-alias.yaml": [("yaml/recursive-alias", "/cards/0/rules", 8, 12)],  # the alias '*cards'
    "several-documents.yaml": [("yaml/multiple-documents", "", 5, 1)],
    "tab-indent.yaml": [("yaml/tab", "", 5, 1)],
    "unclosed-quote.yaml": [("yaml/syntax", "", 4, 8)],  # the opening quote
    "undefined-alias.yaml": [("yaml/syntax", "", 5, 8)],
    "unknown-key.yaml": [("schema/unknown-field", "/cards/0/flavor", 10, 5)],
    "unknown-kind.yaml": [("content/unknown-kind", "/kind", 1, 7)],
    "unknown-ruleset.yaml": [("content/unknown-ruleset", "/ruleset", 3, 10)],
    "wrong-types.yaml": [("schema/type", "/title", 5, 8), ("schema/type", "/cards/0/copies", 10, 13)],
}

# fixture -> words the message (m) or hint (h) must contain, so the reader learns what to fix
WORDING: dict[str, list[tuple[str, str]]] = {
    "alias-bomb.yaml": [("m", "200,000 values"), ("h", "aliases")],
    "bad-key.yaml": [("m", "a key here is a list, not a name")],
    "broken-syntax.yaml": [("m", "did not find expected ',' or ']'")],
    "colon-in-value.yaml": [("m", "mapping values are not allowed"), ("h", "must be quoted")],
    "control-character.yaml": [("m", "U+0007")],
    "custom-tag.yaml": [("m", "'!python/name:os.system'"), ("h", "Remove the '!tag'")],
    "deep-nesting.yaml": [("m", f"more than {yaml_io.MAX_DEPTH} levels")],
    "duplicate-key.yaml": [("m", "the key 'title' appears twice"), ("m", "first on line 3")],
    "empty.yaml": [("m", "the file is empty"), ("h", "isleforge new adventure")],
    "image-escapes-root.yaml": [("m", "'../../outside.png' leads outside the library folder")],
    "missing-kind.yaml": [("m", "no 'kind' field"), ("h", "event-cards")],
    "missing-trigger.yaml": [("m", "needs a 'trigger'"), ("h", "trigger: {event: ...}")],
    "missing-tile-value.yaml": [("m", "'tile' is missing the required field 'value'"), ("h", "Add 'value:' here.")],
    "multi-term-entry.yaml": [("m", "2 terms (gain, lose)"), ("h", "new list entry")],
    "not-a-mapping.yaml": [("m", "the document is a list")],
    "not-utf8.yaml": [("m", "byte 0xe9 is not valid UTF-8"), ("h", "UTF-8")],
    "only-comments.yaml": [("m", "the file is empty")],
    "recursive-alias.yaml": [("m", "an alias refers to a node that contains it")],
    "several-documents.yaml": [("m", "2 YAML documents")],
    "tab-indent.yaml": [("m", "tab character"), ("h", "spaces")],
    "unclosed-quote.yaml": [("m", "quote")],
    "undefined-alias.yaml": [("m", "undefined alias"), ("h", "'&name'")],
    "unknown-key.yaml": [("m", "unknown field 'flavor'"), ("h", "Did you mean 'flavour'?")],
    "unknown-kind.yaml": [("m", "'event-card' is not a kind"), ("h", "Did you mean 'event-cards'?")],
    "unknown-ruleset.yaml": [("m", "'isles-of-terrer' is not an installed ruleset"),
                             ("h", "Did you mean 'isles-of-terror'? Installed rulesets: cursed-island, finis-terrae, "
                                   "haze-islands, island-clash, isles-of-terror.")],
    "wrong-types.yaml": [("m", "'title' must be text, not a list"), ("m", "'copies' must be a whole number, not 'many'")],
}


def fixtures() -> list[Path]:
    return sorted(ERRORS.glob("*.yaml"))


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def located(diagnostics: list[Diagnostic]) -> list[tuple[str, str, int, int]]:
    return [(d.code, d.pointer, d.line, d.column) for d in diagnostics]


def assert_human(diagnostic: Diagnostic) -> None:
    assert CODE.match(diagnostic.code), diagnostic
    assert diagnostic.message and diagnostic.message == diagnostic.message.strip(), diagnostic
    assert "\n" not in diagnostic.message, diagnostic
    for text in (diagnostic.message, diagnostic.hint):
        assert not PYTHON_TEXT.search(text), f"Python text in {text!r}"


def validate_fixture(name: str) -> list[Diagnostic]:
    """validate_paths on one fixture, checking what every case shares; returns the diagnostics."""
    path = ERRORS / name
    before = snapshot(path)
    diagnostics = validate_paths([path]).diagnostics
    assert snapshot(path) == before, "validation changed the fixture"
    for diagnostic in diagnostics:
        assert diagnostic.severity is Severity.ERROR
        assert diagnostic.file == display_path(path)
        assert_human(diagnostic)
    return diagnostics


def test_every_fixture_has_an_expectation():
    assert sorted(p.name for p in fixtures()) == sorted(EXPECTED)
    assert set(WORDING) <= set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fixture_gives_located_diagnostics(name):
    diagnostics = validate_fixture(name)
    assert located(diagnostics) == EXPECTED[name]
    for where, words in WORDING.get(name, []):
        assert any(words in (d.message if where == "m" else d.hint) for d in diagnostics), (words, diagnostics)


@pytest.mark.parametrize("name", sorted(set(EXPECTED) - {"not-utf8.yaml"}))  # a buffer holds decoded text
def test_editor_buffer_gives_the_same_diagnostics(name):
    """Validation.replace_file(path, text) (an unsaved editor buffer) finds what reading the file finds."""
    path = ERRORS / name
    before = snapshot(path)
    validation = validate_paths([path])
    on_disk = located(validation.diagnostics)
    validation.replace_file(path, path.read_text(encoding="utf-8"))
    assert located(validation.diagnostics) == on_disk
    assert snapshot(path) == before


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_no_entry_point_raises(name):
    path = ERRORS / name
    before = snapshot(path)
    parsed = yaml_io.read_file(path)
    content = load_file(path)
    assert content.schema_ok == (name == "image-escapes-root.yaml")
    library = load_library([path])
    assert validate_paths([path]).diagnostics
    for diagnostic in parsed.diagnostics + content.diagnostics + library.all_diagnostics():
        assert_human(diagnostic)
        diagnostic.to_text()
        json.dumps(diagnostic.to_dict())
    assert snapshot(path) == before


# -- case by case: what the position means -------------------------------------------------

def test_duplicate_key_points_at_the_second_key():
    assert located(validate_fixture("duplicate-key.yaml")) == [("yaml/duplicate-key", "/title", 4, 1)]


def test_image_escaping_the_root_is_an_error_of_a_schema_valid_file():
    path = ERRORS / "image-escapes-root.yaml"
    before = snapshot(path)
    content = load_file(path)
    assert content.schema_ok and content.diagnostics == []
    assert snapshot(path) == before
    assert located(validate_fixture("image-escapes-root.yaml")) == [
        ("ref/file-outside-root", "/cards/0/image", 10, 12)]


def test_not_utf8_is_located_by_byte():
    path = ERRORS / "not-utf8.yaml"
    before = snapshot(path)
    assert b"Caf\xe9" in before[0]  # Latin-1, as an old editor saves it
    parsed = yaml_io.read_file(path)
    assert located(parsed.diagnostics) == [("file/not-utf8", "", 4, 11)]
    assert parsed.data is None
    assert snapshot(path) == before


def test_scalar_document_is_not_a_mapping():
    parsed = yaml_io.parse_text("# a title only\nDawn over the reef\n", "scalar.yaml")
    assert located(parsed.diagnostics) == [("content/not-a-mapping", "", 2, 1)]
    assert "the text 'Dawn over the reef'" in parsed.diagnostics[0].message


def test_unclosed_bracket_names_where_it_opens():
    diagnostics = validate_fixture("broken-syntax.yaml")
    assert [(d.code, d.line) for d in diagnostics] == [("yaml/syntax", 7)]
    assert "line 6" in diagnostics[0].message + " " + diagnostics[0].hint


# -- cases built in tmp_path ---------------------------------------------------------------

def test_file_over_the_size_limit(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"#" * yaml_io.MAX_FILE_BYTES + b"\n")
    assert path.stat().st_size == yaml_io.MAX_FILE_BYTES + 1
    before = snapshot(path)
    diagnostics = validate_paths([path]).diagnostics
    assert located(diagnostics) == [("file/too-large", "", 0, 0)]  # the whole file: no position
    assert "1 MiB" in diagnostics[0].message and diagnostics[0].hint.startswith("Split")
    assert_human(diagnostics[0])
    assert snapshot(path) == before
    # parse_bytes refuses the same size before decoding
    assert located(yaml_io.parse_bytes(before[0], "huge.yaml").diagnostics) == [("file/too-large", "", 0, 0)]


def test_file_at_the_size_limit_is_read(tmp_path):
    path = tmp_path / "big-comment.yaml"
    path.write_bytes(b"#" * (yaml_io.MAX_FILE_BYTES - 1) + b"\n")
    assert path.stat().st_size == yaml_io.MAX_FILE_BYTES
    before = snapshot(path)
    assert located(yaml_io.read_file(path).diagnostics) == [("content/empty", "", 1, 1)]
    assert snapshot(path) == before


def test_too_large_message_does_not_contradict_itself(tmp_path):
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"#" * (yaml_io.MAX_FILE_BYTES + 1))
    message = validate_paths([path]).diagnostics[0].message
    assert "1.0 MiB" not in message


def test_missing_file(tmp_path):
    path = tmp_path / "nowhere.yaml"
    diagnostics = validate_paths([path]).diagnostics
    assert located(diagnostics) == [("file/missing", "", 0, 0)]
    assert diagnostics[0].message == "the file does not exist"
    assert located(load_file(path, "nowhere.yaml").diagnostics) == [("file/missing", "", 0, 0)]
    assert not path.exists()


def test_folder_passed_as_a_file(tmp_path):
    folder = tmp_path / "adventure.yaml"
    folder.mkdir()
    for diagnostics in (yaml_io.read_file(folder).diagnostics, load_file(folder, "adventure.yaml").diagnostics):
        assert located(diagnostics) == [("file/unreadable", "", 0, 0)]
        assert diagnostics[0].message == "this is a folder, not a file"
        assert_human(diagnostics[0])
    assert folder.is_dir() and list(folder.iterdir()) == []


def _outside_and_library(tmp_path: Path) -> tuple[Path, Path, Path]:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = outside / "stolen.yaml"
    target.write_text("kind: event-cards\n", encoding="utf-8")
    library = tmp_path / "library"
    library.mkdir()
    return outside, target, library


def test_symlink_leaving_the_library_root(tmp_path, monkeypatch):
    outside, target, library = _outside_and_library(tmp_path)
    (library / "elsewhere").symlink_to(outside, target_is_directory=True)
    (library / "stolen.yaml").symlink_to(target)
    monkeypatch.chdir(tmp_path)
    before = snapshot(target)
    validation = validate_paths([library])
    diagnostics = validation.diagnostics
    assert [(d.code, d.file, d.pointer, d.line, d.column) for d in diagnostics] == [
        ("library/outside-root", "library/elsewhere", "", 0, 0),
        ("library/outside-root", "library/stolen.yaml", "", 0, 0),
    ]
    assert str(outside) in diagnostics[0].message and str(target) in diagnostics[1].message
    for diagnostic in diagnostics:
        assert_human(diagnostic)
    assert validation.library.files == []  # nothing behind the links was read
    assert snapshot(target) == before


def test_symlink_loop_to_the_parent_folder(tmp_path, monkeypatch):
    library = tmp_path / "library"
    (library / "deeper").mkdir(parents=True)
    (library / "deeper" / "back-up").symlink_to(library, target_is_directory=True)
    (library / "here").symlink_to(library, target_is_directory=True)
    good = library / "deeper" / "events.yaml"
    good.write_text((REPO / "adventures/core/cards/terrors.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    before = snapshot(good)
    validation = validate_paths([library])
    assert [(d.code, d.file, d.pointer, d.line, d.column) for d in validation.diagnostics] == [
        ("library/link-loop", "library/deeper/back-up", "", 0, 0),
        ("library/link-loop", "library/here", "", 0, 0),
    ]
    assert [f.display for f in validation.library.files] == ["library/deeper/events.yaml"]  # read once
    assert snapshot(good) == before


def test_dangling_symlink(tmp_path, monkeypatch):
    library = tmp_path / "library"
    library.mkdir()
    (library / "gone.yaml").symlink_to(library / "deleted.yaml")
    monkeypatch.chdir(tmp_path)
    assert [(d.code, d.file, d.line) for d in validate_paths([library]).diagnostics] == [
        ("library/link-loop", "library/gone.yaml", 0)]


def test_symlink_cycle_is_a_link_loop(tmp_path, monkeypatch):
    library = tmp_path / "library"
    library.mkdir()
    (library / "a.yaml").symlink_to(library / "b.yaml")
    (library / "b.yaml").symlink_to(library / "a.yaml")
    monkeypatch.chdir(tmp_path)
    assert [(d.code, d.file, d.line) for d in validate_paths([library]).diagnostics] == [
        ("library/link-loop", "library/a.yaml", 0), ("library/link-loop", "library/b.yaml", 0)]


def test_library_diagnostics_use_the_given_cwd(tmp_path, monkeypatch):
    outside, _target, library = _outside_and_library(tmp_path)
    (library / "elsewhere").symlink_to(outside, target_is_directory=True)
    monkeypatch.chdir(outside)
    diagnostics = validate_paths([library], cwd=tmp_path).diagnostics
    assert [(d.code, d.file) for d in diagnostics] == [("library/outside-root", "library/elsewhere")]


def _with_value(text: str) -> str:
    terrors = (REPO / "adventures/core/cards/terrors.yaml").read_text(encoding="utf-8")
    return terrors.replace("{value: 3, range: []}", "{value: " + text + ", range: []}")


def test_huge_hex_number_is_a_schema_error(tmp_path):
    # Once a crash: a hex number over 4300 decimal digits became a Python int that jsonschema formats
    # with repr(), and ValueError 'Exceeds the limit (4300 digits)' escaped validate_paths and the CLI.
    path = tmp_path / "terrors.yaml"
    path.write_text(_with_value("0x" + "f" * 4000), encoding="utf-8")
    before = snapshot(path)
    diagnostics = validate_paths([path]).diagnostics
    assert snapshot(path) == before
    assert [(d.code, d.pointer, d.line, d.column) for d in diagnostics] == [
        ("schema/type", "/cards/0/levels/0/value", 20, 17)]
    assert "'value' must be a whole number, not '0xffff" in diagnostics[0].message
    assert_human(diagnostics[0])


def test_missing_tile_value_is_a_required_error():
    # Found by test_fuzz.py, once a crash: for the 'required' hint, schemas.resolve looked up
    # common.schema.json's local '$ref: #/$defs/area_value' (tile_front.value) in the kind's own
    # schema file, and KeyError('area_value') escaped validate_paths, replace_file and the CLI.
    diagnostics = validate_fixture("missing-tile-value.yaml")
    assert located(diagnostics) == [("schema/required", "/cards/0/tile", 9, 5)]
    assert diagnostics[0].message == "'tile' is missing the required field 'value'"


def test_huge_decimal_number_is_kept_as_text(tmp_path):
    path = tmp_path / "terrors.yaml"
    path.write_text(_with_value("9" * 5000), encoding="utf-8")
    before = snapshot(path)
    diagnostics = validate_paths([path]).diagnostics
    assert snapshot(path) == before
    assert [(d.code, d.pointer, d.line, d.column) for d in diagnostics] == [
        ("schema/type", "/cards/0/levels/0/value", 20, 17)]
    assert "'value' must be a whole number, not '99999" in diagnostics[0].message


def test_lone_surrogate_in_a_buffer():
    # Once yaml/syntax at 1:1 with Python's text "the YAML cannot be read: 'utf-8' codec can't encode
    # character '\ud800' in position 9: surrogates not allowed".
    diagnostics = yaml_io.parse_text('title: "a\ud800b"\n', "buffer.yaml").diagnostics
    assert located(diagnostics) == [("yaml/bad-character", "", 1, 10)]
    assert_human(diagnostics[0])


_DEEP_SCRIPT = """
import sys
from engine.content import yaml_io
depth = int(sys.argv[1])
parsed = yaml_io.parse_text("cards: " + "[" * depth + "]" * depth + "\\n", "deep.yaml")
print([(d.code, d.line) for d in parsed.diagnostics])
"""


def _parse_deep(depth: int) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-c", _DEEP_SCRIPT, str(depth)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def test_nesting_a_few_thousand_levels_deep_is_refused():
    result = _parse_deep(2000)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[('yaml/too-deep', 1)]"


def test_nesting_a_hundred_thousand_levels_deep_is_refused():
    # Once SIGSEGV from about 30,000 levels (a 60 KB file): ruamel's C composer recursed once per level
    # without a limit, before yaml_io's MAX_DEPTH check ran. A child process keeps pytest safe from a relapse.
    result = _parse_deep(100_000)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-500:]}"
    assert result.stdout.strip() == "[('yaml/too-deep', 1)]"


# -- the command line ----------------------------------------------------------------------

LINE = re.compile(r"^(?P<file>.+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.+) \[(?P<code>[a-z]+/[a-z0-9-]+)\]$")


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_cli_reports_each_fixture(name, capsys):
    path = ERRORS / name
    before = snapshot(path)
    expected = validate_paths([path]).diagnostics
    capsys.readouterr()
    assert main(["validate", str(path), "--no-bundled"]) == 1
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    reported = [LINE.match(line) for line in lines if not line.startswith("    ")]
    assert all(reported[:-1]), lines
    assert [(m["file"], m["code"], int(m["line"]), int(m["column"]), m["message"]) for m in reported[:-1]] == [
        (display_path(path), d.code, d.line, d.column, d.message) for d in expected]
    assert [m["code"] for m in reported[:-1]] == [code for code, *_ in EXPECTED[name]]
    count = len(expected)
    assert lines[-1] == f"{count} error{'s' * (count != 1)}, 0 warnings in 1 file"
    assert out == "\n".join([d.to_text() for d in expected] + [lines[-1]]) + "\n"
    assert snapshot(path) == before


@pytest.mark.parametrize("name", ["duplicate-key.yaml", "wrong-types.yaml", "not-utf8.yaml", "image-escapes-root.yaml"])
def test_cli_json_output(name, capsys):
    path = ERRORS / name
    before = snapshot(path)
    assert main(["validate", str(path), "--no-bundled", "--format", "json"]) == 1
    out, err = capsys.readouterr()
    assert err == ""
    data = json.loads(out)
    assert [set(item) for item in data] == [
        {"severity", "code", "message", "file", "pointer", "line", "column", "hint"}] * len(data)
    assert [(d["code"], d["pointer"], d["line"], d["column"]) for d in data] == EXPECTED[name]
    assert {d["severity"] for d in data} == {"error"}
    assert {d["file"] for d in data} == {display_path(path)}
    assert all(isinstance(d["message"], str) and d["message"] and isinstance(d["hint"], str) for d in data)
    assert snapshot(path) == before


def test_cli_missing_file_is_a_usage_error(tmp_path, capsys):
    assert main(["validate", str(tmp_path / "nowhere.yaml"), "--no-bundled"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "no such file or folder" in err


def test_cli_folder_of_fixtures(capsys):
    """The whole errors/ folder at once: every fixture's diagnostics, nothing more, exit 1."""
    assert main(["validate", str(ERRORS), "--no-bundled", "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    by_file: dict[str, list] = {}
    for d in data:
        by_file.setdefault(Path(d["file"]).name, []).append((d["code"], d["pointer"], d["line"], d["column"]))
    assert sorted(by_file) == sorted(EXPECTED)
    for name, expected in EXPECTED.items():
        assert by_file[name] == expected
