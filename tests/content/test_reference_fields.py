"""Every id-reference field of every kind has a semantic check (issue 16: a dangling progress token passed).

The schemas are walked (`engine.content.id_fields`, the walk the editor's renames use too) for every
field whose value is an id (`$defs/id` or `$defs/set_id` of the shared definitions), rules, triggers,
conditions and effects included. Each field has a row in the ruleset's `id_targets` (engine/rulesets/isles_of_terror/id_targets.py) saying whether it
defines an id or references one and what it names, and each reference is proved checked: the mini
library with that one field set to an id nothing has gives a diagnostic at exactly that field.
Fields of a kind's own schema are proved one by one (`REFERENCES`); fields inside rules are the
same terms wherever a rule lives, so each term's field is proved once, in a rule of an area
(`RULE_REFERENCES`). A new id field in a schema fails these tests until it is given its row and its check.
"""

from __future__ import annotations

import pytest

from engine.content import id_fields
from engine.content.yaml_io import dump, load_roundtrip


# fields that give an item its id (checks/ids.py: id/duplicate), or a set its name
DEFINITIONS = {
    "adventure": ["/id", "/map/areas/*/id", "/map/areas/*/tags/*", "/progress_tasks/*/id",
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
    **{("terror-cards", f"/cards/*/movement/toward/{key}"): (
        "cards/terrors.yaml", f"/cards/0/movement/toward/{key}", {"/cards/0/movement": {"toward": {}}})
       for key in ("area", "location", "tag")},
}


RULE_STEPS = ("/rules/", "/trigger/", "/success/", "/conditions/", "/effects/")


def id_patterns(kind: str) -> set[str]:
    return set(id_fields.id_patterns(kind))


def own_fields(kind: str) -> set[str]:
    """The id fields of a kind's own schema (not inside rules, triggers, conditions or effects)."""
    return {p for p in id_patterns(kind) if not any(step in p for step in RULE_STEPS)}


KINDS = sorted(DEFINITIONS)


@pytest.mark.parametrize("kind", KINDS)
def test_every_id_field_is_in_the_table(kind):
    table = set(DEFINITIONS[kind]) | {field for k, field in REFERENCES if k == kind}
    assert own_fields(kind) == table


@pytest.mark.parametrize("kind", KINDS)
def test_every_id_field_has_a_role_and_a_target(kind):
    missing = sorted(p for p in id_patterns(kind) if id_fields.role(kind, p) is None)
    assert not missing, f"{kind}: give these fields a row in engine/rulesets/isles_of_terror/id_targets.py: {missing}"
    assert {f.pattern for f in id_fields.id_fields(kind) if f.role == "define"} - set(DEFINITIONS[kind]) <= {
        p for p in id_patterns(kind) if p.endswith(("/rules/*/id", "/set_flag"))}


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


# -- ids inside rules: each term's field, proved once in a new rule of the Shrine ------------------
RULE_AT = "/map/areas/0/rules/1"
# what a term needs beside the probed field to pass the schema (only then are its ids checked)
TERM_NEEDS = {"raise_terror": {"levels": 1, "terror": "the-gulls"}, "remove_figures": {"characters": 1},
              "summon_terror": {"terror": "the-gulls"}}


def rule_reference_tails() -> set[str]:
    """The id references of a rule (`/trigger/task`, `/effects/*/summon_terror/terror`...), from the walk."""
    return {field.pattern.removeprefix("/rules/*") for field in id_fields.id_fields("adventure")
            if field.pattern.startswith("/rules/*/") and field.role == "reference"}


def probe_rule(tail: str, value: str) -> tuple[dict, str]:
    """A rule whose only unknown id is ``value`` at ``tail``, and the pointer of that id."""
    steps = tail.strip("/").split("/")
    rule = {"id": "probe", "title": "Probe", "trigger": {"event": "conquer"}, "effects": [{"victory_points": 1}]}
    if steps[0] == "trigger":
        trigger = {"event": "progress" if steps[1] == "task" else "conquer"}
        node = trigger
        for step in steps[1:-1]:
            node = node.setdefault(step, {})
        node[steps[-1]] = value
        rule["trigger"] = trigger
        return rule, RULE_AT + tail
    family, term, *rest = steps[0], steps[2], *steps[3:]
    args: object = value
    for step in reversed(rest):
        args = {step: args}
    if isinstance(args, dict):
        args = {**TERM_NEEDS.get(term, {}), **args}
    rule[family] = [{term: args}]
    return rule, f"{RULE_AT}/{family}/0/{term}" + "".join(f"/{s}" for s in rest)


@pytest.mark.parametrize("tail", sorted(rule_reference_tails()))
def test_every_reference_inside_rules_has_a_semantic_check(lib, tail):
    document = load_roundtrip(lib.text("mini-isle.yaml"))
    rule, pointer = probe_rule(tail, "nothing-has-this-id")
    document["map"]["areas"][0]["rules"].append(rule)
    lib.write("mini-isle.yaml", dump(document))
    found = [(d.code, d.pointer) for d in lib.diagnostics() if d.file == "mini-isle.yaml" and d.pointer == pointer]
    assert found, f"{tail}: no diagnostic at {pointer}; got {[(d.code, d.pointer) for d in lib.diagnostics()]}"
    assert not any(code.startswith("schema/") for code, _ in found)


def test_the_rule_references_are_the_vocabulary_of_every_rule():
    """Rules of areas, cards and factions and the triggers of tasks and missions have the same id fields."""
    tails = rule_reference_tails()
    assert "/trigger/task" in tails and "/effects/*/summon_terror/terror" in tails and "/conditions/*/flag/flag" in tails
    for kind in KINDS:
        for field in id_fields.id_fields(kind):
            if field.role == "reference" and "/rules/*/" in field.pattern:
                assert "/" + field.pattern.split("/rules/*/", 1)[1] in tails, (kind, field.pattern)
    mission = {f.pattern: f.target for f in id_fields.id_fields("mission-cards") if f.role == "reference"}
    assert mission["/cards/*/success/task"] == id_fields.TASK
