"""A document re-dumps and re-parses only the sections an edit changed, and the result is exactly the
whole document's dump and parse: property tests over random edits of every bundled file and of files
written to stress the split (comments everywhere, a block scalar left open, aliases, a flow root)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import editor.documents.sections as sections_module
from editor.documents.document import Document
from engine.content import paths
from engine.content.diagnostics import escape_pointer_token
from engine.content.yaml_io import dump, parse_text, plain

LIBRARY = paths.library_dir()
BUNDLED = sorted(LIBRARY.rglob("*.yaml"))
# the default suite edits the largest file of each folder (a game's adventures, its cards, campaigns); --long every file
_LARGEST = {max((p for p in BUNDLED if p.parent == folder), key=lambda p: p.stat().st_size) for folder in {p.parent for p in BUNDLED}}
EDITED = [pytest.param(p, id=str(p.relative_to(LIBRARY)), marks=() if p in _LARGEST else pytest.mark.long) for p in BUNDLED]

CRAFTED = {
    "comments.yaml": ("# opening comment\n\nkind: adventure  # after the kind\n# before the id\nid: x\n\n"
                      "setup:\n  boss: drowned-priest  # the boss\n  # after the boss\nlist:\n  - a  # first\n"
                      "  # after the list\n  - {b: 1, c: [2, 3]}\n\n\ntitle: 'quoted'\n# closing comment\n"),
    "open-block.yaml": "notes: |+\n  kept lines\n\nnext:\n  value: \"double\"\nlast: >\n  folded\n  text\n",
    "aliases.yaml": "base: &base {x: 1, y: [1, 2]}\nuse: *base\nother:\n  z: 3\n",
    "flow-root.yaml": "{a: 1, b: [2, 3], c: {d: 4}}\n",
    "markers.yaml": "---\na: 1\nb:\n  - 2\n...\n",
    "one-key.yaml": "only:\n  - 1\n  - two\n",
    "deep.yaml": "a:\n  b:\n    c: 1\n    # a comment the parser hangs on c\nd: 2\ne: [x, y]\n",
}


def _pointers(data, pointer: str = "") -> list[tuple[str, object]]:
    out = [(pointer, data)]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _pointers(value, f"{pointer}/{escape_pointer_token(str(key))}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            out += _pointers(value, f"{pointer}/{index}")
    return out


TEXT = st.one_of(st.sampled_from(["x", "drowned-priest", "a: b", "# not a comment", "two\nlines", "", "yes", "1"]),
                 st.text(st.characters(min_codepoint=32, max_codepoint=0x2FF), max_size=12))
VALUE = st.one_of(TEXT, st.integers(-5, 1000), st.booleans(), st.none(),
                  st.lists(TEXT, max_size=3), st.dictionaries(st.sampled_from(["id", "name", "count"]), TEXT, max_size=2))
EDIT = st.tuples(st.sampled_from(["set", "set", "set", "insert", "remove", "move", "undo", "redo", "new-key", "rename"]),
                 st.integers(0, 10_000), st.integers(0, 10_000), VALUE)


def _apply(document: Document, edit) -> None:
    kind, a, b, value = edit
    spots = _pointers(plain(document.tree))[1:]
    lists = [p for p, v in spots if isinstance(v, list)]
    if kind == "undo":
        document.undo_stack.undo()
    elif kind == "redo":
        document.undo_stack.redo()
    elif kind == "new-key":
        document.set_value(f"/added{a % 3}", value)
    elif kind == "rename" and spots:
        pointer = spots[a % len(spots)][0]
        parent = document.value(pointer.rsplit("/", 1)[0])
        if isinstance(parent, dict) and f"renamed{b % 3}" not in parent:
            document.rename_key(pointer, f"renamed{b % 3}")
    elif kind == "insert" and lists:
        pointer = lists[a % len(lists)]
        document.insert(pointer, b % (len(document.value(pointer)) + 1), value)
    elif kind == "move" and lists:
        pointer = lists[a % len(lists)]
        size = len(document.value(pointer))
        if size:
            document.move(pointer, a % size, b % size)
    elif kind == "remove" and spots:
        document.remove(spots[a % len(spots)][0])
    elif spots:
        document.set_value(spots[a % len(spots)][0], value)


def _same_as_whole(document: Document, changes: list) -> None:
    """The text as before sections: the file's text until the first change, then the whole tree's dump."""
    text = document.text()
    assert text == (dump(document.tree) if changes else document.saved_text)
    whole = parse_text(text, str(document.path))
    parsed = document.parsed()
    assert (parsed.text, parsed.data, parsed.positions, parsed.diagnostics) == \
        (whole.text, whole.data, whole.positions, whole.diagnostics)


def _document(tmp_path: Path, name: str, text: str) -> Document:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = Document.open(path)
    document.prepare()
    document.changes = []
    document.changed.connect(document.changes.append)
    return document


@pytest.mark.parametrize("source", EDITED)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(EDIT, min_size=1, max_size=8))
def test_random_edits_of_a_bundled_file_give_the_whole_dump_and_parse(source: Path, edits, tmp_path: Path, qtbot):
    document = _document(tmp_path, source.name, source.read_text(encoding="utf-8"))
    for edit in edits:
        _apply(document, edit)
        _same_as_whole(document, document.changes)


@pytest.mark.parametrize("name", sorted(CRAFTED))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(EDIT, min_size=1, max_size=8))
def test_random_edits_of_files_that_stress_the_split_give_the_whole_dump_and_parse(name: str, edits, tmp_path: Path, qtbot):
    document = _document(tmp_path, name, CRAFTED[name])
    for edit in edits:
        _apply(document, edit)
        _same_as_whole(document, document.changes)


def test_an_edit_dumps_and_parses_only_its_own_entry(tmp_path: Path, qtbot, monkeypatch):
    document = _document(tmp_path, "drowned-temple.yaml", (LIBRARY / "drowned-temple.yaml").read_text(encoding="utf-8"))
    document.set_value("/setup/boss", "drowned-priesty")  # the first edit in /setup cuts it into its entries
    _same_as_whole(document, document.changes)
    dumped, parsed = [], []
    monkeypatch.setattr(sections_module, "dump", lambda tree: dumped.append(list(tree)) or dump(tree))
    monkeypatch.setattr(sections_module, "parse_text", lambda text, file: parsed.append(text) or parse_text(text, file))
    document.set_value("/setup/boss", "drowned-priestx")
    assert document.text().count("\n") == len(document.saved_text.splitlines())
    assert document.parsed_if_known() is not None
    assert dumped == [["setup"]]
    assert parsed == ["setup:\n  boss: drowned-priestx\n"]  # the one entry of its section that changed
    assert "boss: drowned-priestx\n" in document.text()
    _same_as_whole(document, document.changes)


def test_a_file_with_aliases_is_dumped_whole_and_keeps_its_aliases(tmp_path: Path, qtbot):
    document = _document(tmp_path, "aliases.yaml", CRAFTED["aliases.yaml"])
    document.set_value("/other/z", 4)
    assert document.text() == "base: &base {x: 1, y: [1, 2]}\nuse: *base\nother:\n  z: 4\n"
    _same_as_whole(document, document.changes)
