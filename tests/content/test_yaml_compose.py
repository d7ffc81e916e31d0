"""yaml_io's composer gives the nodes ruamel's `YAML.compose_all` gives, tag for tag and mark for mark.

`_CComposer` drives ruamel's C parser without `YAML`'s per-file loader class and resolves plain
scalars from the same YAML 1.2 table (issue 32: parsing was a third of a cold `isleforge validate`).
Every bundled file and every error fixture is composed both ways; scalars written to hit each
implicit resolver, quoted and tagged ones, and an anchor with its alias too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML
from ruamel.yaml.nodes import MappingNode, ScalarNode

from engine.content import paths, yaml_io

ROOT = Path(__file__).resolve().parents[2]
SCALARS = """\
plain: text
empty:
tilde: ~
null_word: null
yes_no: [yes, no, true, False, TRUE]
numbers: [1, -2, +3, 0x1f, 0o17, 1_000, 1.5, -.5, .inf, -.Inf, .NaN, 1e3, 0.]
date: 2024-01-02
stamp: 2024-01-02T03:04:05Z
merge: &base {a: 1}
other: {<<: *base, b: 2}
equals: =
quoted: ["1", '2', "true"]
tagged: [!!str 3, !!int "4", !custom x]
'~key': 1
? [complex, key]
: value
"""


def _shape(node):
    mark = (node.start_mark.line, node.start_mark.column, node.end_mark.line, node.end_mark.column)
    if isinstance(node, ScalarNode):
        return ("scalar", node.tag, node.value, node.style, mark)
    if isinstance(node, MappingNode):
        return ("mapping", node.tag, mark, [(_shape(k), _shape(v)) for k, v in node.value])
    return ("sequence", node.tag, mark, [_shape(item) for item in node.value])


def _theirs(text: str):
    return [_shape(node) for node in YAML(typ="safe", pure=False).compose_all(text)]


def _ours(text: str):
    return [_shape(node) for node in yaml_io._compose(text)]


@pytest.mark.skipif(yaml_io.CParser is None, reason="ruamel's C parser is not installed")
def test_every_bundled_and_error_file_composes_alike():
    files = sorted(paths.library_dir().rglob("*.yaml")) + sorted((ROOT / "tests" / "content" / "errors").glob("*"))
    compared = 0
    for path in files:
        text = path.read_text(encoding="utf-8", errors="replace").replace("\x00", "")
        if path.stem == "alias-bomb":
            continue  # its aliases expand to millions of nodes when walked
        if yaml_io._may_nest_deeply(text):
            continue  # composed by the pure-Python parser on both sides (the C one's recursion is unbounded)
        try:
            expected = _theirs(text)
        except Exception as error:  # a syntax error: the same error, at the same place
            with pytest.raises(type(error)) as raised:
                _ours(text)
            assert str(raised.value) == str(error)
            continue
        assert _ours(text) == expected, path.name
        compared += 1
    assert compared >= 40


@pytest.mark.skipif(yaml_io.CParser is None, reason="ruamel's C parser is not installed")
def test_each_implicit_resolution_is_ruamels():
    assert _ours(SCALARS) == _theirs(SCALARS)
    data = yaml_io.parse_text(SCALARS, "scalars.yaml")
    assert data.data["numbers"][:7] == [1, -2, 3, 31, 15, 1000, 1.5]
    assert data.data["yes_no"] == ["yes", "no", True, False, True]
    assert data.data["other"] == {"b": 2, "a": 1}
    assert data.data["tagged"][:2] == ["3", 4]
    assert [d.code for d in data.diagnostics] == ["yaml/tag", "yaml/bad-key"]
