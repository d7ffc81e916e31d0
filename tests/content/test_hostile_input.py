"""Hostile and unusual content files (issue 17): every case is a located diagnostic, never a crash.

Each test failed before its fix: collection tags passed the validator, picture paths crashed the
check, `$` in schema patterns accepted a final newline, uniqueItems was quadratic, FIFOs blocked
the reader, and a folder nested 1,200 deep raised RecursionError.
"""

from __future__ import annotations

import os

from pathlib import Path

import pytest

from engine.content import schema_values, schemas
from engine.content.library import MAX_FOLDER_DEPTH, Library, scan
from engine.content.schema_keywords import canonical, ecma_regex
from engine.content.validate import validate_paths
from engine.content.yaml_io import parse_text, read_file


# -- 1. tags on mappings and lists ------------------------------------------------------------
@pytest.mark.parametrize("text, tag", [
    ("players: !!set {min: 2, max: 3}\n", "tag:yaml.org,2002:set"),
    ("modes: !!omap [a: 1, b: 2]\n", "tag:yaml.org,2002:omap"),
    ("map: !!python/object:os.system {a: 1}\n", "tag:yaml.org,2002:python/object:os.system"),
    ("rules: !custom [1, 2]\n", "!custom"),
])
def test_a_tag_on_a_mapping_or_list_is_refused_where_it_is_written(text: str, tag: str):
    parsed = parse_text("kind: adventure\n" + text, "tagged.yaml")
    assert [(d.code, d.line, d.column, d.pointer, d.message) for d in parsed.diagnostics] == [
        ("yaml/tag", 2, text.index("!") + 1, "/" + text.split(":")[0],
         f"the YAML tag '{tag}' is not used in content files")]


def test_plain_mappings_and_lists_carry_no_tag_diagnostic():
    assert parse_text("a: {b: [1, 2]}\nc:\n  - d: e\n", "plain.yaml").diagnostics == []


# -- 4. uniqueItems in linear time ---------------------------------------------------------------
def test_unique_items_uses_json_equality():
    assert canonical(1) == canonical(1.0)
    assert canonical(True) != canonical(1)
    assert canonical({"a": 1, "b": [2]}) == canonical({"b": [2.0], "a": 1})
    assert canonical([1, 2]) != canonical([2, 1])


def test_a_list_of_3000_mappings_is_checked_for_duplicates_at_once(monkeypatch):
    entries = [{"area": f"area-{i}", "field": i, "mode": ["competitive", i]} for i in range(3000)]
    validator = schemas.validator("adventure").evolve(schema={"type": "array", "uniqueItems": True})
    calls = []
    original = schema_values.canonical
    monkeypatch.setattr(schema_values, "canonical", lambda value: (calls.append(1), original(value))[1])
    assert list(validator.iter_errors(entries)) == []
    # each entry reduced once (itself, 3 values, 2 list items), never compared pairwise (that took 4.5 s)
    assert len(calls) == 6 * len(entries)
    duplicated = [*entries, {"mode": ["competitive", 7], "field": 7.0, "area": "area-7"}]
    assert [e.validator for e in validator.iter_errors(duplicated)] == ["uniqueItems"]


# -- 9. ECMA-262 patterns: '$' is the end of the text -----------------------------------------
def test_a_pattern_dollar_does_not_match_before_a_final_newline():
    assert ecma_regex("^[a-z]+$").search("isle") is not None
    assert ecma_regex("^[a-z]+$").search("isle\n") is None
    assert ecma_regex(r"^[\d$]+$").search("1$") is not None  # '$' in a class stays a dollar
    assert ecma_regex(r"^\d$").search("\u0663") is None  # ECMA's \d is ASCII digits only


@pytest.mark.parametrize("field, value, code", [
    ("id", '"first-landing\\n"', "schema/bad-id"),
    ("version", '"1.0.0\\n"', "schema/pattern"),
])
def test_a_final_newline_in_a_patterned_value_fails_like_check_jsonschema(lib, field, value, code):
    from test_checks import ADV

    old = next(line for line in lib.text(ADV).splitlines() if line.startswith(f"{field}:"))
    lib.replace(ADV, old + "\n", f"{field}: {value}\n")
    assert code in [d.code for d in lib.diagnostics() if d.pointer == f"/{field}"]


# -- 5. the walk: iterative and bounded --------------------------------------------------------
def _nest(folder: Path, levels: int) -> None:
    """``levels`` folders inside each other, made by relative steps (the full path is too long to name)."""
    here = os.open(".", os.O_RDONLY)
    try:
        os.chdir(folder)
        for _ in range(levels):
            os.mkdir("d")
            os.chdir("d")
    finally:
        os.fchdir(here)
        os.close(here)


def _unnest(folder: Path) -> None:
    """Remove what `_nest` made, bottom up, without recursion (pytest's own clean-up would recurse)."""
    here = os.open(".", os.O_RDONLY)
    try:
        os.chdir(folder)
        levels = 0
        while os.path.isdir("d"):
            os.chdir("d")
            levels += 1
        for _ in range(levels):
            os.chdir("..")
            os.rmdir("d")
    finally:
        os.fchdir(here)
        os.close(here)


def test_a_folder_nested_1200_deep_is_reported_not_a_recursion_error(tmp_path: Path):
    (tmp_path / "isle.yaml").write_text("kind: adventure\n", encoding="utf-8")
    (tmp_path / "deep").mkdir()
    _nest(tmp_path / "deep", 1200)
    try:
        library = Library(tmp_path)
        assert scan(tmp_path, library) == [tmp_path / "isle.yaml"]
        message = f"the folder is nested more than {MAX_FOLDER_DEPTH} levels below the library; it was not read"
        assert [(d.code, d.message) for d in library.diagnostics] == [("library/too-deep", message)]
    finally:
        _unnest(tmp_path / "deep")


# -- 6. not a regular file ----------------------------------------------------------------------
def test_a_fifo_is_refused_without_blocking(tmp_path: Path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    parsed = read_file(fifo, "pipe.yaml")
    assert [(d.code, d.message) for d in parsed.diagnostics] == [
        ("file/unreadable", "this is a named pipe (FIFO), not a regular file")]


def test_a_library_with_a_fifo_among_its_files_still_validates(tmp_path: Path):
    os.mkfifo(tmp_path / "pipe.yaml")
    assert validate_paths([tmp_path], root=tmp_path, cwd=tmp_path).diagnostics == []
