"""The content hooks of Haze Islands' `Ruleset`: what the generic content layer and editor read of it.

Kinds and card kinds, the schema folder, the new-adventure template (kept outside the library), and
the id fields of its schemas: each has a row of `id_targets` (defines or references what), and each
reference is proved checked: the mini sea with that one field set to an id nothing has gives a
diagnostic at exactly that field.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content import id_fields, paths
from engine.content.checks.context import Context
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip, read_file
from engine.core import ruleset as rulesets
from haze_content_kit import mini_sea, validation

HAZE = rulesets.get("haze-islands")

#: reference field -> (file of the mini sea, a concrete pointer of it)
REFERENCES = {
    ("map-cards", "/cards/*/icon"): ("mini-charts.yaml", "/cards/2/icon"),
    ("adventure-cards", "/cards/*/double/needs/*"): ("mini-tales.yaml", "/cards/1/double/needs/1"),
    ("adventure-cards", "/cards/*/single/needs/*"): ("mini-tales.yaml", "/cards/0/single/needs/0"),
    ("adventure-cards", "/cards/*/order/icon"): ("mini-tales.yaml", "/cards/0/order/icon"),
    ("doom-cards", "/cards/*/sides/*/needs/*"): ("mini-doom.yaml", "/cards/0/sides/1/needs/2"),
    ("adventure", "/decks/map"): ("mini-sea.yaml", "/decks/map"),
    ("adventure", "/decks/adventure"): ("mini-sea.yaml", "/decks/adventure"),
    ("adventure", "/decks/doom"): ("mini-sea.yaml", "/decks/doom"),
}
#: reference fields the mini sea does not write (its adventure has no `mode_rules:`); their unknown
#: deck is checked in test_haze_mode_rules.py
MODE_REFERENCES = {("adventure", "/mode_rules/solo/doom"), ("adventure", "/mode_rules/cooperative/doom")}


def test_its_kinds_card_kinds_and_schemas():
    assert HAZE.kinds == ("map-cards", "adventure-cards", "doom-cards", "adventure")
    assert HAZE.card_kinds == ("map-cards", "adventure-cards", "doom-cards")
    assert HAZE.schema_dir == paths.schemas_dir() / "haze-islands"
    assert sorted(p.name for p in HAZE.schema_dir.glob("*.schema.json")) == [
        "adventure-cards.schema.json", "adventure.schema.json", "common.schema.json", "doom-cards.schema.json",
        "map-cards.schema.json", "report-sections.schema.json"]  # the last: the playtest report's own sections
    assert id_fields.kinds("haze-islands") == ("adventure", "adventure-cards", "doom-cards", "map-cards")


def test_the_template_is_a_valid_adventure_outside_the_library():
    assert HAZE.template == "new-haze" and HAZE.template_file.is_file()
    assert paths.library_dir() not in HAZE.template_file.parents
    data = read_file(HAZE.template_file).data
    assert (data["kind"], data["ruleset"], data["id"]) == ("adventure", "haze-islands", "new-haze")
    checked = validate_paths([paths.library_dir(), HAZE.template_file])  # its decks are the bundled ones
    assert [d for d in checked.diagnostics if d.file.endswith("new-haze.yaml")] == []
    assert "new-haze" in [f.id for f in checked.library.files if f.kind == "adventure"]


def test_the_card_index_holds_its_cards(tmp_path):
    context = Context.build(validation(mini_sea(tmp_path)).library)
    assert context.card_ids("map-cards") == ["gun-rock", "rope-isle", "gale-key", "storm-key", "flat-sea",
                                             "black-water"]
    assert context.card_ids("adventure-cards") == ["bottled-storm", "calm-anchor"]
    assert context.card("doom-cards", "small-maw").pointer == "/cards/0"


@pytest.mark.parametrize("kind", HAZE.kinds)
def test_every_id_field_has_a_row(kind):
    patterns = id_fields.id_patterns(kind, "haze-islands")
    assert patterns and all(id_fields.role(kind, p, "haze-islands") is not None for p in patterns)
    references = {(kind, f.pattern) for f in id_fields.id_fields(kind, "haze-islands") if f.role == "reference"}
    assert references == {key for key in (*REFERENCES, *MODE_REFERENCES) if key[0] == kind}


@pytest.mark.parametrize("kind, field", sorted(REFERENCES), ids=[f"{k}{f}" for k, f in sorted(REFERENCES)])
def test_every_reference_field_has_a_semantic_check(tmp_path, kind, field):
    name, pointer = REFERENCES[(kind, field)]
    mini_sea(tmp_path)
    path = tmp_path / name
    document = load_roundtrip(path.read_text(encoding="utf-8"))
    node = document
    *steps, last = [int(t) if t.isdigit() else t for t in pointer.strip("/").split("/")]
    for step in steps:
        node = node[step]
    node[last] = "zz-nothing"
    path.write_text(dump(document), encoding="utf-8")
    hits = [d for d in validation(tmp_path).diagnostics if Path(d.file).name == name and d.pointer == pointer]
    assert [d.code for d in hits] in (["haze/unknown-icon"], ["haze/unknown-deck"])
    assert hits[0].message.endswith("has the id 'zz-nothing'")
