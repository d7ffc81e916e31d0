"""Every id field of Cursed Island's schemas has its row in id_targets.py, and every reference is checked.

The schemas are walked (`engine.content.id_fields`, the walk Rename Id and the forms' renames use)
for every field whose value is an id. Each has a role and a target (`Ruleset.id_targets`), and each
reference field is proved checked: the mini fixture with one instance of that field set to an id
nothing has (the lists and terms on the way made as the schema wants them) gives a diagnostic at
exactly that field, and never a schema error. A new id field fails here until it has its row and check.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content import id_fields
from engine.content.paths import library_dir
from engine.content.resolve import resolve_adventure
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip
from engine.rulesets.cursed_island import model

RULESET = "cursed-island"
MINI = Path(__file__).parent / "ci_mini"
FILES = {"island-map": "mini-isle.yaml", "character-cards": "mini-cast.yaml", "island-events": "mini-events.yaml",
         "adventure-decks": "mini-adventures.yaml", "mystery-deck": "mini-mysteries.yaml",
         "beast-deck": "mini-beasts.yaml", "invention-deck": "mini-inventions.yaml", "starting-items": "mini-items.yaml",
         "discovery-tokens": "mini-finds.yaml", "adventure": "mini-scenario.yaml"}
#: what a term needs beside the probed id to pass the schema
TERM_NEEDS = {"scenario_track": {"by": 1}, "scenario_track_at_least": {"min": 1}, "built_count": {"count": 1}}
TERMS = set(model.EFFECTS) | set(model.CONDITIONS)
UNKNOWN = "nothing-has-this-id"


def references() -> list[tuple[str, str]]:
    return sorted((kind, f.pattern) for kind in FILES for f in id_fields.id_fields(kind, RULESET)
                  if f.role == "reference")


@pytest.mark.parametrize("kind", sorted(FILES))
def test_every_id_field_has_a_role_and_a_target(kind):
    patterns = id_fields.id_patterns(kind, RULESET)
    assert patterns and not [p for p in patterns if id_fields.role(kind, p, RULESET) is None]


def test_the_targets_name_the_files_cards_and_things_renames_follow():
    roles = {(kind, f.pattern): (f.role, f.target) for kind in FILES for f in id_fields.id_fields(kind, RULESET)}
    assert roles[("adventure", "/island")] == ("reference", "island-map file")
    assert roles[("island-map", "/id")] == ("define", "island-map file")
    assert roles[("island-events", "/id")] == ("define", "island-events file")
    assert roles[("island-map", "/tiles/*/id")] == ("define", "island-map")
    assert roles[("adventure", "/start_tile")] == ("reference", "island-map")
    assert roles[("character-cards", "/characters/*/invention")] == ("reference", "invention-deck")
    assert roles[("adventure", "/scenario_inventions/*/id")] == ("define", "invention-deck")
    assert roles[("adventure", "/goal/conditions/*/scenario_track_at_least/track")] == ("reference", "scenario-track")
    assert roles[("island-events", "/wreckage/*/id")] == ("define", "wreckage")


def _probe(document, pattern: str) -> str:
    """Set one instance of `pattern` in `document` to UNKNOWN, making what is missing on the way; its pointer."""
    tokens = pattern.strip("/").split("/")
    node, pointer = document, ""
    for index, token in enumerate(tokens):
        last = index == len(tokens) - 1
        key: object = 0 if token == "*" else token
        if isinstance(node, list):
            following = tokens[index + 1] if not last else None
            if not node:
                node.append(UNKNOWN if last else [] if following == "*" else {})
            if following in TERMS and following not in node[0]:
                node[0] = {}  # a term is one key: the probe replaces the entry
            if tokens[index - 1] == "choose" and len(node) < 2:
                node.append([])  # a DECIDE has two options at least: the second does nothing
        elif token == "*":
            raise AssertionError(f"{pattern}: a mapping where the pattern has a list")
        if last:
            node[key] = UNKNOWN
        elif isinstance(node, dict) and key not in node:
            following = tokens[index + 1]
            node[key] = [] if following == "*" else dict(TERM_NEEDS.get(str(key), {}))
        pointer += f"/{key}"
        if not last:
            node = node[key]
    return pointer


@pytest.mark.parametrize("kind, pattern", references(), ids=[f"{k}{p}" for k, p in references()])
def test_every_reference_field_has_a_semantic_check(tmp_path: Path, kind: str, pattern: str):
    folder = tmp_path / "ci_mini"
    shutil.copytree(MINI, folder)
    target = folder / FILES[kind]
    document = load_roundtrip(target.read_text(encoding="utf-8"))
    pointer = _probe(document, pattern)
    target.write_text(dump(document), encoding="utf-8")
    diagnostics = validate_paths([folder]).diagnostics
    found = [d.code for d in diagnostics if d.file.endswith(FILES[kind]) and d.pointer == pointer]
    assert found, f"{kind} {pattern}: nothing at {pointer}; got {[(d.code, d.file, d.pointer) for d in diagnostics]}"
    assert not any(d.code.startswith("schema/") for d in diagnostics), [d.to_text() for d in diagnostics]


def _strings(node, pointer=""):
    if isinstance(node, str):
        yield pointer, node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _strings(value, f"{pointer}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _strings(value, f"{pointer}/{index}")


def _set_at(document, pointer: str, value) -> None:
    *path, last = [int(t) if t.isdigit() else t for t in pointer.strip("/").split("/")]
    node = document
    for token in path:
        node = node[token]
    node[last] = value


def test_renaming_an_invention_through_the_id_fields_follows_every_reference(tmp_path: Path):
    """Rename Id's reading of id_targets: every field that defines or references an invention, in every kind,
    renamed in a copy of the bundled set, leaves it valid and the scenario playing the renamed item."""
    folder = tmp_path / "cursed-island"
    shutil.copytree(library_dir() / "cursed-island", folder)
    renamed = 0
    for path in sorted(folder.glob("*.yaml")):
        document = load_roundtrip(path.read_text(encoding="utf-8"))
        kind = document["kind"]
        fields = [f.regex() for f in id_fields.id_fields(kind, RULESET) if f.target == "invention-deck"]
        hits = [p for p, value in _strings(document) if value == "hearth-flame" and any(r.match(p) for r in fields)]
        for pointer in hits:
            _set_at(document, pointer, "camp-fire")
        renamed += len(hits)
        path.write_text(dump(document), encoding="utf-8")
    # its card, the three inventions needing it, the first scenario's goal, and Fevered Night's threat
    # action needing it inside an `any` (followed since the id walk enters a recursive definition again)
    assert renamed == 6
    validation = validate_paths([folder])
    assert [d.to_text() for d in validation.diagnostics] == []
    scenario = resolve_adventure(validation, "wreck-and-beacon")
    assert scenario.goal.conditions[1].args == "camp-fire"
    assert "camp-fire" in {i.id for i in scenario.inventions}
