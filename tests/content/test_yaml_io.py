"""The YAML gateway: byte-identical round trips and exact source positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content import paths, yaml_io

LIBRARY = paths.library_dir()
BUNDLED = sorted(LIBRARY.rglob("*.yaml"))


def test_the_bundled_library_is_not_empty():
    assert len(BUNDLED) >= 18


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(LIBRARY)))
def test_dump_of_load_is_byte_identical(path: Path):
    text = path.read_text(encoding="utf-8")
    assert yaml_io.dump(yaml_io.load_roundtrip(text)) == text


GOLDEN = """\
# yaml-language-server: $schema=../schemas/adventure.schema.json
kind: adventure   # trailing comment
id: 'quoted-single'
title: "Quoted: double"
story:
  background: >-
    Folded prose that is long enough to need a second line in the file, which the
    dumper must not re-wrap.
map:
  rows:
    - ". s g"
    - "s g y"
setup:
  player_materials:
    2: {soldiers: 8, captains: 1}
"""


def test_comments_quotes_and_key_order_survive_an_edit():
    document = yaml_io.load_roundtrip(GOLDEN)
    document["map"]["rows"][1] = "s g r"
    assert yaml_io.dump(document) == GOLDEN.replace('- "s g y"', '- "s g r"')


def test_a_one_field_change_changes_one_line():
    document = yaml_io.load_roundtrip(GOLDEN)
    document["title"] = "Another: title"
    before, after = GOLDEN.splitlines(), yaml_io.dump(document).splitlines()
    assert [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b] == [3]
    assert after[3] == 'title: "Another: title"'


def test_positions_are_one_based_and_point_at_values_and_keys():
    parsed = yaml_io.parse_text(GOLDEN, "g.yaml")
    assert parsed.ok
    assert parsed.positions.key("/title") == (4, 1)
    assert parsed.positions.value("/title") == (4, 8)
    assert parsed.positions.value("/map/rows/1") == (12, 7)
    assert parsed.positions.value("/setup/player_materials/2/captains") == (15, 32)
    # a pointer below a scalar falls back to its nearest located ancestor
    assert parsed.positions.value("/title/nonexistent") == (4, 8)


def test_plain_data_has_text_keys_and_typed_scalars():
    parsed = yaml_io.parse_text("a: 1\nb: 1.5\nc: true\nd: ~\ne: '7'\n2: x\nf: 2024-01-31\n", "t.yaml")
    assert parsed.data == {"a": 1, "b": 1.5, "c": True, "d": None, "e": "7", "2": "x", "f": "2024-01-31"}


def test_merge_keys_fill_in_without_overriding():
    parsed = yaml_io.parse_text("base: &b {x: 1, y: 1}\nd:\n  <<: *b\n  y: 2\n", "m.yaml")
    assert parsed.data["d"] == {"y": 2, "x": 1}


def test_the_gateway_is_one_configured_instance():
    yaml = yaml_io._new_yaml()
    assert yaml.preserve_quotes is True
    assert yaml.width == 4096
    assert (yaml.map_indent, yaml.sequence_indent, yaml.sequence_dash_offset) == (2, 4, 2)
