"""Every id-reference field of every kind has a semantic check (issue 16: a dangling progress token passed).

The schemas are walked for every field whose value is an id (`$defs/id` or `$defs/set_id` of the
shared definitions). Each field is either a definition (its id is checked for duplicates by
`checks/ids.py`) or a reference, and each reference is proved checked: the mini library with that
one field set to an id nothing has gives a diagnostic at exactly that field. A new id field in a
schema fails `test_every_id_field_is_in_the_table` until it is given its check here.

Ids inside rules, triggers, conditions and effects (`$defs/rules`, `trigger`, `condition`,
`effect`) are the vocabulary's; `checks/terms.py` checks them term by term (tests/content/test_checks.py).
"""

from __future__ import annotations

import pytest

from engine.content import paths
from engine.content.yaml_io import dump, load_roundtrip

ID_DEFS = ("common.schema.json#/$defs/id", "common.schema.json#/$defs/set_id")
VOCABULARY = tuple(f"common.schema.json#/$defs/{name}" for name in ("rules", "rule", "trigger", "condition", "effect"))

# fields that give an item its id (checks/ids.py: id/duplicate), or a set its name
DEFINITIONS = {
    "adventure": ["/id", "/map/areas/*/id", "/progress_tasks/*/id",
                  "/victory/competitive/*/id", "/victory/cooperative/*/id", "/victory/solo/*/id"],
    "campaign": ["/id", "/chapters/*/id", "/chapters/*/advantages/*/id"],
    "faction": ["/id", "/set"],
    "area-tiles": ["/id", "/set"],
    **{kind: ["/id", "/set", "/cards/*/id"] for kind in (
        "boss-cards", "event-cards", "exploration-cards", "location-cards", "minion-cards", "mission-cards",
        "strategy-cards", "terrain-tiles", "terror-cards")},
}
# reference field -> (file of the mini library, the concrete field set to an unknown id[, what it needs first])
REFERENCES = {
    ("adventure", "/requires/*"): ("mini-isle.yaml", "/requires/0"),
    ("adventure", "/factions/*"): ("mini-isle.yaml", "/factions/0", {"/factions": []}),
    ("adventure", "/map/areas/*/fixed/location"): ("mini-isle.yaml", "/map/areas/0/fixed/location",
                                                   {"/map/areas/0/fixed": {"colour": "green", "kind": "location"}}),
    ("adventure", "/map/areas/*/fixed/terrain"): ("mini-isle.yaml", "/map/areas/0/fixed/terrain",
                                                  {"/map/areas/0/fixed": {"colour": "green", "kind": "terrain"}}),
    ("adventure", "/setup/area_tiles"): ("mini-isle.yaml", "/setup/area_tiles"),
    ("adventure", "/setup/minions/level_1"): ("mini-isle.yaml", "/setup/minions/level_1"),
    ("adventure", "/setup/minions/level_2"): ("mini-isle.yaml", "/setup/minions/level_2"),
    ("adventure", "/setup/minions/level_3"): ("mini-isle.yaml", "/setup/minions/level_3"),
    ("adventure", "/setup/boss"): ("mini-isle.yaml", "/setup/boss"),
    ("adventure", "/setup/first_event"): ("mini-isle.yaml", "/setup/first_event"),
    ("adventure", "/setup/event_deck/*"): ("mini-isle.yaml", "/setup/event_deck/0"),
    ("adventure", "/setup/exploration_deck/*"): ("mini-isle.yaml", "/setup/exploration_deck/0"),
    ("adventure", "/setup/mission_deck/*"): ("mini-isle.yaml", "/setup/mission_deck/0"),
    ("adventure", "/setup/location_bag/*"): ("mini-isle.yaml", "/setup/location_bag/0"),
    ("adventure", "/setup/terrain_bag/*"): ("mini-isle.yaml", "/setup/terrain_bag/0"),
    ("adventure", "/setup/terrors/*"): ("mini-isle.yaml", "/setup/terrors/0"),
    ("adventure", "/setup/progress_tokens/*/task"): ("mini-isle.yaml", "/setup/progress_tokens/0/task"),
    ("faction", "/strategy_deck/*"): ("factions/crabs.yaml", "/strategy_deck/0"),
    ("campaign", "/chapters/*/adventure"): ("campaigns/mini-saga.yaml", "/chapters/0/adventure"),
    ("campaign", "/chapters/*/branches/*/next"): ("campaigns/mini-saga.yaml", "/chapters/0/branches/0/next"),
    ("campaign", "/chapters/*/branches/*/flag"): ("campaigns/mini-saga.yaml", "/chapters/0/branches/0/flag"),
    ("campaign", "/carry_over/flags/*"): ("campaigns/mini-saga.yaml", "/carry_over/flags/0"),
}


def _walk(node, pointer: str, defs: dict, seen: frozenset, out: set[str]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item, pointer, defs, seen, out)
        return
    if not isinstance(node, dict):
        return
    ref = node.get("$ref", "")
    if ref.endswith(ID_DEFS):
        out.add(pointer or "/")
    elif ref.startswith("#/$defs/") and ref not in seen:
        _walk(defs[ref.rsplit("/", 1)[1]], pointer, defs, seen | {ref}, out)
    elif ref.endswith(VOCABULARY):
        return
    for key, value in node.items():
        if key == "properties":
            for name, sub in value.items():
                _walk(sub, f"{pointer}/{name}", defs, seen, out)
        elif key in ("items", "additionalItems"):
            _walk(value, f"{pointer}/*", defs, seen, out)
        elif key in ("additionalProperties", "patternProperties") and isinstance(value, dict):
            subs = value.values() if key == "patternProperties" else [value]
            for sub in subs:
                _walk(sub, f"{pointer}/*", defs, seen, out)
        elif key in ("oneOf", "anyOf", "allOf", "if", "then", "else", "prefixItems"):
            _walk(value, pointer, defs, seen, out)


def id_fields(kind: str) -> set[str]:
    schema = _schema(kind)
    out: set[str] = set()
    _walk(schema, "", schema.get("$defs", {}), frozenset(), out)
    return out


def _schema(kind: str) -> dict:
    import json

    path = paths.schemas_dir() / "isles-of-terror" / f"{kind}.schema.json"
    return json.loads(path.read_text(encoding="utf-8"))


KINDS = sorted(DEFINITIONS)


@pytest.mark.parametrize("kind", KINDS)
def test_every_id_field_is_in_the_table(kind):
    table = set(DEFINITIONS[kind]) | {field for k, field in REFERENCES if k == kind}
    assert id_fields(kind) == table


def _set(document, pointer: str, value) -> None:
    *path, last = [int(t) if t.isdigit() else t for t in pointer.strip("/").split("/")]
    node = document
    for token in path:
        if isinstance(node, dict) and token not in node:
            node[token] = {} if not isinstance(token, int) else None
        node = node[token]
    if isinstance(node, list) and isinstance(last, int) and last >= len(node):
        node.append(value)
    else:
        node[last] = value


@pytest.mark.parametrize("kind, field", sorted(REFERENCES), ids=[f"{k}{f}" for k, f in sorted(REFERENCES)])
def test_every_reference_field_has_a_semantic_check(lib, kind, field):
    name, pointer, *first = REFERENCES[(kind, field)]
    document = load_roundtrip(lib.text(name))
    for where, value in (first[0] if first else {}).items():
        _set(document, where, value)
    _set(document, pointer, "nothing-has-this-id")
    lib.write(name, dump(document))
    found = [(d.code, d.pointer) for d in lib.diagnostics() if d.file == name and d.pointer == pointer]
    assert found, f"{kind} {field}: no diagnostic at {pointer}; got {[(d.code, d.file, d.pointer) for d in lib.diagnostics()]}"
    assert not any(code.startswith("schema/") for code, _ in found)
