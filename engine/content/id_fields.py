"""Every field whose value is an id, found by walking the schemas, and what each one names.

`id_fields(kind)` walks a kind's schema (and the shared definitions it reaches, rules, triggers,
conditions and effects included) for every field whose value is an id (`$defs/id`, `$defs/set_id`)
and gives each as a pointer pattern, `*` standing for any list index or key:
`/setup/boss`, `/map/areas/*/id`, `/rules/*/effects/*/summon_terror/terror`.

`role(kind, pattern)` says what such a field does: it *defines* an id (an area's id, a progress
task's, a card's), or it *references* one (the boss names a boss card, a trigger's `task` names a
progress task of the same adventure). `TARGETS` holds that, by pattern; a new id field in a schema
is caught by tests/content/test_reference_fields.py until it is given its row here. The library's
Rename Id (`editor/app/references.py`), the forms' rename of an id inside one document
(`editor/forms/local_ids.py`) and the test proving every reference is checked all read this one table.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import paths

ID_DEFS = ("common.schema.json#/$defs/id", "common.schema.json#/$defs/set_id", "#/$defs/id", "#/$defs/set_id")
COMMON = "common.schema.json"
DEFAULT_RULESET = "isles-of-terror"  # the schemas these targets describe

# What the id of a field names. A target is a kind of file ("faction", "adventure", "area-tiles"),
# a kind of card ("minion-cards"...), or a thing defined inside one document ("area", "progress-task").
SET, AREA, TASK, TAG, FLAG, RULE, CHAPTER = "set", "area", "progress-task", "tag", "flag", "rule", "chapter"
OWN_KIND = "<own kind>"  # the file's own kind (a card set's cards, a file's id)
OWN_FILE = "<own file>"  # a file's id: its kind, or "<kind> file" for a card set (its cards have the kind's ids)

#: (kinds whose files have the field, or None for every kind; regex on the pattern; "define" or "reference"; target)
#: The first row that matches a field decides. Rows for rules (rules, triggers, conditions, effects) end
#: in the term's own steps, so they match wherever rules live (an adventure, an area, a card, a faction).
TARGETS: tuple[tuple[frozenset | None, re.Pattern, str, str], ...] = tuple(
    (frozenset(kinds.split()) if kinds else None, re.compile(pattern), role_, target) for kinds, pattern, role_, target in (
        # definitions
        ("", r"^/id$", "define", OWN_FILE),
        ("", r"^/set$", "define", SET),
        ("", r"^/cards/\*/id$", "define", OWN_KIND),
        ("adventure", r"^/map/areas/\*/id$", "define", AREA),
        ("adventure", r"^/progress_tasks/\*/id$", "define", TASK),
        ("adventure", r"^/victory/[a-z]+/\*/id$", "define", "victory-condition"),
        ("campaign", r"^/chapters/\*/id$", "define", CHAPTER),
        ("campaign", r"^/chapters/\*/advantages/\*/id$", "define", "advantage"),
        ("", r"/rules/\*/id$", "define", RULE),
        ("", r"/tags/\*$", "define", TAG),
        ("", r"/effects/\*/set_flag$", "define", FLAG),  # a flag is made by the rule that sets it
        # references of an adventure's own fields
        ("adventure", r"^/requires/\*$", "reference", SET),
        ("adventure", r"^/factions/\*$", "reference", "faction"),
        ("adventure", r"^/map/areas/\*/fixed/location$", "reference", "location-cards"),
        ("adventure", r"^/map/areas/\*/fixed/terrain$", "reference", "terrain-tiles"),
        ("adventure", r"^/setup/area_tiles$", "reference", "area-tiles"),
        ("adventure", r"^/setup/minions/level_[123]$", "reference", "minion-cards"),
        ("adventure", r"^/setup/boss$", "reference", "boss-cards"),
        ("adventure", r"^/setup/(first_event|event_deck/\*)$", "reference", "event-cards"),
        ("adventure", r"^/setup/exploration_deck/\*$", "reference", "exploration-cards"),
        ("adventure", r"^/setup/mission_deck/\*$", "reference", "mission-cards"),
        ("adventure", r"^/setup/location_bag/\*$", "reference", "location-cards"),
        ("adventure", r"^/setup/terrain_bag/\*$", "reference", "terrain-tiles"),
        ("adventure", r"^/setup/terrors/\*$", "reference", "terror-cards"),
        ("adventure", r"^/setup/progress_tokens/\*/task$", "reference", TASK),
        ("faction", r"^/strategy_deck/\*$", "reference", "strategy-cards"),
        ("campaign", r"^/chapters/\*/adventure$", "reference", "adventure"),
        ("campaign", r"^/chapters/\*/branches/\*/next$", "reference", CHAPTER),
        ("campaign", r"^/chapters/\*/branches/\*/flag$", "reference", FLAG),
        ("campaign", r"^/carry_over/flags/\*$", "reference", FLAG),
        # references inside rules: triggers, conditions, effects and their area filters
        ("", r"/(trigger|success|progress_position|advance_progress)/task$", "reference", TASK),
        ("", r"/(where|in_area|controls_area|toward)/area$", "reference", AREA),
        ("", r"/(where|in_area|controls_area|toward)/location$", "reference", "location-cards"),
        ("", r"/(where|in_area|controls_area|toward)/tag$", "reference", TAG),
        ("", r"/card_in_hand/card$", "reference", "exploration-cards"),
        ("", r"/(summon_terror|raise_terror)/terror$", "reference", "terror-cards"),
        ("", r"/(flag/flag|clear_flag)$", "reference", FLAG),
    ))


@dataclass(frozen=True)
class IdField:
    pattern: str  # the field's pointer, `*` for any index or key
    role: str  # "define" or "reference"
    target: str  # what its id names (a kind of file or card, or AREA, TASK, ...)

    def regex(self) -> re.Pattern:
        """Matches the concrete pointers of this field (`*` is one pointer token)."""
        return _pattern_regex(self.pattern)


@lru_cache(maxsize=512)
def _pattern_regex(pattern: str) -> re.Pattern:
    return re.compile("^" + "/".join(re.escape(t) if t != "*" else "[^/]+" for t in pattern.split("/")) + "$")


@lru_cache(maxsize=8)
def _schemas(ruleset: str) -> dict[str, dict]:
    folder = paths.schemas_dir() / ruleset
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.schema.json"))}


def _walk(node: Any, pointer: str, file: str, schemas: dict, seen: frozenset, out: set[str]) -> None:
    if isinstance(node, list):
        for item in node:
            _walk(item, pointer, file, schemas, seen, out)
        return
    if not isinstance(node, dict):
        return
    ref = node.get("$ref", "")
    if ref:
        target_file, _, fragment = ref.partition("#")
        target_file = target_file or file
        if f"{target_file}#{fragment}".endswith(ID_DEFS[:2]) or (target_file == file == COMMON and ref in ID_DEFS[2:]):
            out.add(pointer or "/")
        elif (target_file, fragment) not in seen:
            target = schemas.get(target_file, {})
            for token in fragment.strip("/").split("/"):
                target = target.get(token, {}) if isinstance(target, dict) else {}
            _walk(target, pointer, target_file, schemas, seen | {(target_file, fragment)}, out)
    for key, value in node.items():
        if key == "properties":
            for name, sub in value.items():
                _walk(sub, f"{pointer}/{name}", file, schemas, seen, out)
        elif key in ("items", "additionalItems"):
            _walk(value, f"{pointer}/*", file, schemas, seen, out)
        elif key in ("additionalProperties", "patternProperties") and isinstance(value, dict):
            for sub in (value.values() if key == "patternProperties" else [value]):
                _walk(sub, f"{pointer}/*", file, schemas, seen, out)
        elif key in ("oneOf", "anyOf", "allOf", "if", "then", "else", "prefixItems"):
            _walk(value, pointer, file, schemas, seen, out)


def kinds(ruleset: str = DEFAULT_RULESET) -> tuple[str, ...]:
    """The kinds of content a ruleset's schemas describe (one `<kind>.schema.json` each)."""
    return tuple(name.removesuffix(".schema.json") for name in _schemas(ruleset)
                 if name not in (COMMON, "content.schema.json"))


@lru_cache(maxsize=64)
def id_patterns(kind: str, ruleset: str = DEFAULT_RULESET) -> frozenset[str]:
    """The pointer pattern of every id field of ``kind`` (empty for a kind without a schema)."""
    schemas = _schemas(ruleset)
    file = f"{kind}.schema.json"
    if file not in schemas:
        return frozenset()
    out: set[str] = set()
    _walk(schemas[file], "", file, schemas, frozenset(), out)
    return frozenset(out)


def role(kind: str, pattern: str) -> tuple[str, str] | None:
    """(role, target) of an id field of ``kind``, from `TARGETS`; None for a field with no row."""
    for kinds, regex, role_, target in TARGETS:
        if (kinds is None or kind in kinds) and regex.search(pattern):
            if target == OWN_FILE:
                target = f"{kind} file" if "/cards/*/id" in id_patterns(kind) else OWN_KIND
            return role_, kind if target == OWN_KIND else target
    return None


@lru_cache(maxsize=64)
def id_fields(kind: str, ruleset: str = DEFAULT_RULESET) -> tuple[IdField, ...]:
    """Every id field of ``kind`` with its role and target (fields without a row are left out)."""
    fields = []
    for pattern in sorted(id_patterns(kind, ruleset)):
        found = role(kind, pattern) if ruleset == DEFAULT_RULESET else None
        if found is not None:
            fields.append(IdField(pattern, *found))
    return tuple(fields)


def field_at(kind: str, pointer: str, ruleset: str = DEFAULT_RULESET) -> IdField | None:
    """The id field a concrete pointer (`/map/areas/3/id`) is an instance of, if it is one."""
    return next((f for f in id_fields(kind, ruleset) if f.regex().match(pointer)), None)


def references_to(kind: str, target: str, ruleset: str = DEFAULT_RULESET) -> tuple[IdField, ...]:
    """The fields of ``kind`` that reference ids of ``target``."""
    return tuple(f for f in id_fields(kind, ruleset) if f.role == "reference" and f.target == target)
