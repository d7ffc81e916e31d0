"""Fuzzing: mutated content never crashes the validator, and every diagnostic is located.

The bundled library is validated once; each example swaps one bundled file of an
installed ruleset (every ruleset's adventures and content, derived from the files) for a
mutated editor buffer (`Validation.replace_file(path, text)`), checks the
result, and swaps the original text back. Files on disk are never written.

Mutations are byte/char level (delete, insert YAML punctuation, control and
non-ASCII characters, duplicate/swap/truncate lines, re-indent) and structural
(drop keys, change value types, insert unknown keys, nest deeply, replace ids,
duplicate list entries), the latter dumped back with json.dumps (JSON is YAML).
`parse_bytes` and `parse_text` are also fed arbitrary input.

Runs are derandomized (the same examples every time) and sized to take well
under 40 s on two cores. Inputs too large to reach by mutation (hex numbers over
4300 digits, nesting 100,000 levels deep) are pinned in test_errors.py, as is
the crash this fuzzer found (a tile without 'value'). Mutants played by the engine, thousands
at a time, are `benchmarks/fuzz_content.py`'s job.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content import yaml_io
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.paths import library_dir
from engine.content.validate import Validation, validate_paths
from engine.core import ruleset as rulesets

#: `area/unknown`, and a ruleset's own checks under its id: `island-clash/unknown-cards`
CODE = re.compile(r"^[a-z][a-z0-9-]*/[a-z0-9-]+$")
LIBRARY = library_dir()

_FUZZ = settings(
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


def fuzz(examples: int) -> settings:
    """Deterministic settings: the same examples on every run, no deadline, no example database."""
    return settings(_FUZZ, max_examples=examples)


# Characters that mean something to YAML, line breaks of every kind, controls, non-ASCII text, and
# lone surrogates (an editor buffer can hold them; a file read from disk cannot).
PUNCTUATION = list("\t:-[]{}&*!#'\"|>%@`,?~ \n\r\\=<")
CHARACTERS = st.one_of(
    st.sampled_from(PUNCTUATION),
    st.characters(codec="utf-8"),
    st.characters(min_codepoint=0, max_codepoint=0x1F),
    st.sampled_from(["\x7f", "\x85", "\u2028", "\u2029", "\ufeff", "\u00a0", "\x00", "é", "☠", "\U0001f3dd",
                     "\ud800", "\udfff"]),
)
SNIPPETS = st.sampled_from([
    ": ", "- ", "  ", "\t", "&a ", "*a", "<<: *a", "!!binary ", "!custom ", "? ", "---\n", "...\n", "%YAML 1.2\n",
    "[", "]", "{", "}", "'", '"', "#", "|\n", ">-\n", "~", "null", "true", "0x1F", ".inf", "1e400", "-1",
    "kind: adventure\n", "id: Not-Kebab\n", "image: ../../x.png\n", "cover: /abs.png\n",
])
INSERTS = st.one_of(st.text(CHARACTERS, min_size=1, max_size=12), SNIPPETS)


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


class Bundled:
    """The bundled library, validated once, with the files the fuzzer may mutate."""

    def __init__(self) -> None:
        self.validation: Validation = validate_paths([LIBRARY])
        self.snapshots = {f.path: snapshot(f.path) for f in self.validation.library.files}
        clean = {f.path for f in self.validation.library.files if f.schema_ok}
        clean -= {Path(d.file).resolve() for d in self.validation.diagnostics if d.is_error}
        # every installed ruleset's bundled files (its adventures, cards, factions, boards), found by the
        # ruleset each file names: a new ruleset's content is fuzzed with no edit here
        installed = {r.id for r in rulesets.all_rulesets()}
        self.rulesets = {f.path: f.ruleset for f in self.validation.library.files if f.path in clean}
        self.targets = sorted(p for p, ruleset in self.rulesets.items() if ruleset in installed)
        self.texts = {p: p.read_text(encoding="utf-8") for p in self.targets}
        self.data = {p: yaml_io.parse_text(self.texts[p], str(p)).data for p in self.targets}
        self.baseline = list(self.validation.diagnostics)
        self.ids = sorted({v for d in self.data.values() for v in _strings(d) if re.fullmatch(r"[a-z][a-z0-9-]*", v)})

    def display(self, path: Path) -> str:
        found = self.validation.library.find(path)
        assert found is not None
        return found.display

    def check(self, path: Path, text: str) -> list[Diagnostic]:
        """Validate ``text`` as the buffer of ``path``; assert the invariants; restore the original."""
        before = snapshot(path)
        display = self.display(path)
        try:
            diagnostics = self.validation.replace_file(path, text).diagnostics
            for diagnostic in diagnostics:
                assert_sound(diagnostic)
            for file in self.validation.library.files:  # every content file's problems are located
                for diagnostic in file.diagnostics:
                    assert diagnostic.line >= 1 and diagnostic.column >= 1, diagnostic
            mine = [d for d in diagnostics if d.file == display]
            if text == self.texts[path]:
                assert mine == [d for d in self.baseline if d.file == display]
            json.dumps([d.to_dict() for d in diagnostics])
            return mine
        finally:
            self.validation.replace_file(path, self.texts[path])
            assert snapshot(path) == before, "validation wrote to the file"


def assert_sound(diagnostic: Diagnostic, located: bool = True) -> None:
    assert isinstance(diagnostic, Diagnostic)
    assert isinstance(diagnostic.severity, Severity)
    assert CODE.match(diagnostic.code), diagnostic
    assert isinstance(diagnostic.message, str) and diagnostic.message.strip(), diagnostic
    assert isinstance(diagnostic.pointer, str) and (diagnostic.pointer == "" or diagnostic.pointer.startswith("/"))
    if located:
        assert diagnostic.line >= 1 and diagnostic.column >= 1, diagnostic
    diagnostic.to_text()


def _strings(data: Any):
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


@pytest.fixture(scope="module")
def bundled():
    library = Bundled()
    assert library.targets, "no clean bundled file to mutate"
    yield library
    assert library.validation.diagnostics == library.baseline, "the Validation was not restored"
    for path, before in library.snapshots.items():
        assert snapshot(path) == before, f"{path} changed on disk"


# -- text mutations ------------------------------------------------------------------------

@st.composite
def mutated_text(draw, text: str) -> str:
    for _ in range(draw(st.integers(1, 4))):
        lines = text.splitlines(keepends=True) or [""]
        op = draw(st.sampled_from(["delete", "insert", "replace", "insert-line", "duplicate-line", "swap-lines",
                                   "delete-line", "indent", "truncate", "truncate-lines"]))
        at = draw(st.integers(0, len(text)))
        line = draw(st.integers(0, len(lines) - 1))
        if op == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 40)):]
        elif op == "insert":
            text = text[:at] + draw(INSERTS) + text[at:]
        elif op == "replace":
            text = text[:at] + draw(INSERTS) + text[at + draw(st.integers(1, 8)):]
        elif op == "insert-line":
            lines.insert(line, " " * draw(st.integers(0, 8)) + draw(INSERTS) + "\n")
            text = "".join(lines)
        elif op == "duplicate-line":
            lines.insert(line, lines[line] if lines[line].endswith("\n") else lines[line] + "\n")
            text = "".join(lines)
        elif op == "swap-lines":
            other = draw(st.integers(0, len(lines) - 1))
            lines[line], lines[other] = lines[other], lines[line]
            text = "".join(lines)
        elif op == "delete-line":
            del lines[line]
            text = "".join(lines)
        elif op == "indent":
            shift = draw(st.integers(-4, 4))
            lines[line] = (" " * shift + lines[line]) if shift >= 0 else lines[line][-shift:]
            text = "".join(lines)
        elif op == "truncate":
            text = text[:at]
        else:
            text = "".join(lines[:line])
    return text


def text_mutation(bundled, data) -> None:
    path = data.draw(st.sampled_from(bundled.targets), label="file")
    text = data.draw(mutated_text(bundled.texts[path]), label="text")
    bundled.check(path, text)


@pytest.mark.slow
@fuzz(200)
@given(data=st.data())
def test_text_mutations_never_crash(bundled, data):
    text_mutation(bundled, data)


@pytest.mark.long
@fuzz(1000)
@given(data=st.data())
def test_text_mutations_never_crash_long_run(bundled, data):
    text_mutation(bundled, data)


# -- structural mutations ------------------------------------------------------------------

# Printable BMP text: control characters are the text fuzzer's job, and json.dumps writes astral
# characters as surrogate-pair escapes ("\\ud83c\\udfdd"), which YAML does not accept.
WORDS = st.text(st.characters(max_codepoint=0xFFFF, exclude_categories=("Cc", "Cs")), max_size=20)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.integers(),
                    st.floats(allow_nan=True, allow_infinity=True), WORDS,
                    st.sampled_from(["", "x", "Not-Kebab", "a b", "../up.png", "art/x.png", "1", "true"]))
VALUES = st.recursive(SCALARS, lambda children: st.lists(children, max_size=3)
                      | st.dictionaries(WORDS, children, max_size=3), max_leaves=8)
KEYS = st.one_of(WORDS.filter(bool), st.sampled_from([
    "kind", "id", "title", "cards", "rules", "trigger", "effects", "conditions", "image", "cover", "copies",
    "set", "schema_version", "map", "areas", "setup", "victory", "gain", "lose", "event", "colour", "flavor",
]))
IMAGE_PATHS = st.sampled_from(["../../outside.png", "/etc/passwd.png", "a\\b.png", "C:/x.png", "art/missing.png",
                               "", "x.gif", "./../x.png", "art/../../x.png"])


def _nodes(data: Any, path: tuple = ()) -> list[tuple]:
    """Paths (as tuples of keys and indexes) of every node, the root included."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found.extend(_nodes(value, path + (key,)))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.extend(_nodes(value, path + (index,)))
    return found


def _get(data: Any, path: tuple) -> Any:
    for token in path:
        data = data[token]
    return data


def _set(root: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


_APPLIES = {
    "drop": lambda path, node: bool(path),
    "retype": lambda path, node: True,
    "unknown-key": lambda path, node: isinstance(node, dict),
    "nest": lambda path, node: True,
    "replace-id": lambda path, node: isinstance(node, str),
    "duplicate-entry": lambda path, node: isinstance(node, list) and bool(node),
    "image": lambda path, node: isinstance(node, dict) and "id" in node,
    "empty": lambda path, node: True,
}


@st.composite
def mutated_data(draw, original: Any, ids: list[str]) -> Any:
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(sorted(_APPLIES)))
        paths = [p for p in _nodes(data) if _APPLIES[op](p, _get(data, p))]
        if not paths:
            continue
        path = draw(st.sampled_from(paths))
        node = _get(data, path)
        if op == "drop":
            del _get(data, path[:-1])[path[-1]]
        elif op == "retype":
            data = _set(data, path, draw(VALUES))
        elif op == "unknown-key":
            node[draw(KEYS)] = draw(VALUES)
        elif op == "nest":
            value = node
            depth = draw(st.one_of(st.integers(1, 8), st.integers(yaml_io.MAX_DEPTH - 4, yaml_io.MAX_DEPTH + 16)))
            for _ in range(depth):
                value = [value] if draw(st.booleans()) else {draw(KEYS): value}
            data = _set(data, path, value)
        elif op == "replace-id":
            data = _set(data, path, draw(st.one_of(
                st.sampled_from(ids), WORDS, st.sampled_from(ids).map(str.upper),
                st.sampled_from(ids).map(lambda i: i + "-x"))))
        elif op == "duplicate-entry":
            node.insert(draw(st.integers(0, len(node))), copy.deepcopy(draw(st.sampled_from(node))))
        elif op == "image":
            node[draw(st.sampled_from(["image", "cover"]))] = draw(IMAGE_PATHS)
        else:  # empty
            data = _set(data, path, type(node)() if isinstance(node, (dict, list, str)) else None)
    return data


def structural_mutation(bundled, data) -> None:
    path = data.draw(st.sampled_from(bundled.targets), label="file")
    mutated = data.draw(mutated_data(bundled.data[path], bundled.ids), label="data")
    text = json.dumps(mutated, ensure_ascii=data.draw(st.booleans()), indent=data.draw(st.sampled_from([None, 2])))
    bundled.check(path, text)


@pytest.mark.slow
@fuzz(150)
@given(data=st.data())
def test_structural_mutations_never_crash(bundled, data):
    structural_mutation(bundled, data)


@pytest.mark.long
@fuzz(750)
@given(data=st.data())
def test_structural_mutations_never_crash_long_run(bundled, data):
    structural_mutation(bundled, data)


def test_every_installed_ruleset_with_bundled_content_is_fuzzed(bundled):
    with_content = {f.ruleset for f in bundled.validation.library.files if f.kind == "adventure"}
    fuzzed = {bundled.rulesets[p] for p in bundled.targets}
    assert with_content <= fuzzed and {r.id for r in rulesets.all_rulesets()} & with_content == with_content
    assert {"isles-of-terror", "island-clash", "haze-islands", "finis-terrae", "cursed-island"} <= fuzzed


def test_json_dump_of_a_bundled_file_is_equivalent(bundled):
    """The structural fuzzer's premise: json.dumps of a file's data validates like the file."""
    for path in bundled.targets:
        display = bundled.display(path)
        as_json = bundled.check(path, json.dumps(bundled.data[path], indent=2))
        assert [(d.code, d.pointer) for d in as_json] == [
            (d.code, d.pointer) for d in bundled.baseline if d.file == display]  # lines differ, problems do not


# -- raw input -----------------------------------------------------------------------------

def _check_parsed(parsed: yaml_io.Parsed) -> None:
    for diagnostic in parsed.diagnostics:
        assert_sound(diagnostic)
    if parsed.ok and parsed.data is not None:
        json.dumps(parsed.data)  # plain JSON-like data


@fuzz(1000)
@given(raw=st.binary(max_size=2048))
def test_parse_bytes_never_crashes(raw):
    _check_parsed(yaml_io.parse_bytes(raw, "fuzz.yaml"))


@fuzz(500)
@given(data=st.data())
def test_spliced_bytes_never_crash(bundled, data):
    path = data.draw(st.sampled_from(bundled.targets), label="file")
    raw = path.read_bytes()
    at = data.draw(st.integers(0, len(raw)), label="at")
    cut = data.draw(st.integers(0, 16), label="cut")
    raw = raw[:at] + data.draw(st.binary(min_size=1, max_size=16), label="bytes") + raw[at + cut:]
    _check_parsed(yaml_io.parse_bytes(raw, "fuzz.yaml"))


@fuzz(600)
@given(text=st.lists(st.one_of(CHARACTERS, SNIPPETS), max_size=40).map("".join))
def test_parse_text_never_crashes(text):
    _check_parsed(yaml_io.parse_text(text, "fuzz.yaml"))
