"""The content hooks of Finis Terrae's `Ruleset`: what the generic content layer and editor read of it.

Kinds and card kinds (a tile set's cards are its `tiles`, through `card_lists`), the schema folder,
the new-adventure template (kept outside the library), and the id fields of its schemas: each has a
row of `id_targets` (defines or references what), and each reference is proved checked: the mini sea
with that one field set to an id nothing has gives a diagnostic at exactly that field.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content import id_fields, paths
from engine.content.checks.context import Context
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip, read_file
from engine.core import ruleset as rulesets
from finis_content_kit import mini_sea, validation

FINIS = rulesets.get("finis-terrae")

#: reference field -> (file of the mini sea, a concrete pointer of it, the code its check gives)
REFERENCES = {
    ("adventure", "/tiles"): ("mini-reach.yaml", "/tiles", "finis/unknown-tile-set"),
    ("adventure", "/weather"): ("mini-reach.yaml", "/weather", "finis/unknown-weather"),
    ("adventure", "/opening/*/tile"): ("mini-reach.yaml", "/opening/1/tile", "finis/unknown-tile"),
    ("adventure", "/rules/first_weather"): ("mini-reach.yaml", "/rules/first_weather", "finis/unknown-weather-card"),
}


def test_its_kinds_card_kinds_and_schemas():
    assert FINIS.kinds == ("tile-set", "weather-deck", "adventure")
    assert FINIS.card_kinds == ("tile-set", "weather-deck") and FINIS.card_lists == {"tile-set": "tiles"}
    assert FINIS.schema_dir == paths.schemas_dir() / "finis-terrae"
    assert sorted(p.name for p in FINIS.schema_dir.glob("*.schema.json")) == [
        "adventure.schema.json", "common.schema.json", "report-sections.schema.json", "tile-set.schema.json",
        "weather-deck.schema.json"]
    assert id_fields.kinds("finis-terrae") == ("adventure", "tile-set", "weather-deck")
    assert FINIS.checks_read_only_content


def test_the_template_is_a_valid_adventure_outside_the_library():
    assert FINIS.template == "new-finis" and FINIS.template_file.is_file()
    assert paths.library_dir() not in FINIS.template_file.parents
    data = read_file(FINIS.template_file).data
    assert (data["kind"], data["ruleset"], data["id"]) == ("adventure", "finis-terrae", "new-finis")
    checked = validate_paths([paths.library_dir(), FINIS.template_file])  # its tiles and weather are the bundled
    assert [d for d in checked.diagnostics if d.file.endswith("new-finis.yaml")] == []
    built = FINIS.resolve(checked, "new-finis")
    standard = FINIS.resolve(checked, "windward-sea")
    assert (built.rules, built.scoring, built.dice, built.start) == (standard.rules, standard.scoring, standard.dice,
                                                                     standard.start)


def test_the_card_index_holds_the_tiles_and_weather_cards(tmp_path):
    context = Context.build(validation(mini_sea(tmp_path)).library)
    assert context.card_ids("tile-set") == ["calm", "shoal", "spit", "elbow", "keep", "waif-isle", "hull", "nest"]
    assert context.card("tile-set", "spit").pointer == "/tiles/2"
    assert context.card_ids("weather-deck") == ["bright", "wet", "gust", "brink"]
    assert context.card("weather-deck", "brink").pointer == "/cards/3"


@pytest.mark.parametrize("kind", FINIS.kinds)
def test_every_id_field_has_a_row(kind):
    patterns = id_fields.id_patterns(kind, "finis-terrae")
    assert patterns and all(id_fields.role(kind, p, "finis-terrae") is not None for p in patterns)
    references = {(kind, f.pattern) for f in id_fields.id_fields(kind, "finis-terrae") if f.role == "reference"}
    assert references == {key for key in REFERENCES if key[0] == kind}


def test_what_the_id_fields_name():
    named = {(kind, f.pattern): (f.role, f.target) for kind in FINIS.kinds
             for f in id_fields.id_fields(kind, "finis-terrae")}
    assert named == {
        ("tile-set", "/id"): ("define", "tile-set file"), ("tile-set", "/tiles/*/id"): ("define", "tile-set"),
        ("weather-deck", "/id"): ("define", "weather-deck file"),
        ("weather-deck", "/cards/*/id"): ("define", "weather-deck"),
        ("adventure", "/id"): ("define", "adventure"), ("adventure", "/seats/*/id"): ("define", "seat"),
        ("adventure", "/tiles"): ("reference", "tile-set file"),
        ("adventure", "/weather"): ("reference", "weather-deck file"),
        ("adventure", "/opening/*/tile"): ("reference", "tile-set"),
        ("adventure", "/rules/first_weather"): ("reference", "weather-deck"),
    }


@pytest.mark.parametrize("kind, field", sorted(REFERENCES), ids=[f"{k}{f}" for k, f in sorted(REFERENCES)])
def test_every_reference_field_has_a_semantic_check(tmp_path, kind, field):
    name, pointer, code = REFERENCES[(kind, field)]
    mini_sea(tmp_path, {"mini-reach.yaml": [("  castaways: 2\n", "  castaways: 2\n  first_weather: bright\n")]})
    path = tmp_path / name
    document = load_roundtrip(path.read_text(encoding="utf-8"))
    node = document
    *steps, last = [int(t) if t.isdigit() else t for t in pointer.strip("/").split("/")]
    for step in steps:
        node = node[step]
    node[last] = "zz-nothing"
    path.write_text(dump(document), encoding="utf-8")
    hits = [d for d in validation(tmp_path).diagnostics if Path(d.file).name == name and d.pointer == pointer]
    assert [d.code for d in hits] == [code]
    assert hits[0].message.endswith("has the id 'zz-nothing'")
