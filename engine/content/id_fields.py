"""Every field whose value is an id, found by walking the schemas, and what each one names.

`id_fields(kind)` walks a kind's schema (and the shared definitions it reaches, rules, triggers,
conditions and effects included) for every field whose value is an id (`$defs/id`, `$defs/set_id`)
and gives each as a pointer pattern, `*` standing for any list index or key:
`/id`, `/cards/*/id`, `/rules/*/trigger/task`.

A term may hold terms of its own kind (Cursed Island's `choose` holds lists of effects, `all` and `any`
hold conditions): the schema walk stops where a definition refers back to itself, so its patterns
are the outermost instances only. `document_fields(kind, data)` walks a document *with* its schema
instead, following every reference as deep as the document goes (bounded by the document, not by the
schema): the ids inside nested `choose` and `all` terms are found at their concrete pointers, each with
the row of its pattern (`/cards/*/effects/*/choose/*/*/scenario_track/track`).

`role(kind, pattern)` says what such a field does: it *defines* an id (an area's id, a card's), or
it *references* one (a field naming a card of another file, a trigger naming a task of the same
document). The ruleset's `Ruleset.id_targets` holds that, by pattern (this module names no game's
fields); a new id field in a schema is caught by tests/content/test_reference_fields.py until it is
given its row there. The library's
Rename Id (`editor/app/references.py`), the forms' rename of an id inside one document
(`editor/forms/local_ids.py`) and the test proving every reference is checked all read this one table.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.content.diagnostics import escape_pointer_token
from engine.core import ruleset as registry
from engine.core.errors import EngineError

ID_DEFS = ("common.schema.json#/$defs/id", "common.schema.json#/$defs/set_id", "#/$defs/id", "#/$defs/set_id")
COMMON = "common.schema.json"
# What the id of a field names. A target is a kind of file or of card (a kind of the ruleset),
# or a thing defined inside one document (an area, a task, a tag...): the words a ruleset's rows use.
SET, AREA, TASK, TAG, FLAG, RULE, CHAPTER = "set", "area", "progress-task", "tag", "flag", "rule", "chapter"
OWN_KIND = "<own kind>"  # the file's own kind (a card set's cards, a file's id)
OWN_FILE = "<own file>"  # a file's id: its kind, or "<kind> file" for a card set (its cards have the kind's ids)

def target_rows(rows) -> tuple[tuple[frozenset | None, PointerRegex, str, str], ...]:
    """A ruleset's `id_targets` from plain rows (kinds separated by spaces, "" for every kind; the pointer
    regex as text; "define" or "reference"; the target), each regex compiled on its first search."""
    return tuple((frozenset(kinds.split()) if kinds else None, PointerRegex(pattern), role_, target)
                 for kinds, pattern, role_, target in rows)


class PointerRegex:
    """A row's pointer regex, compiled when it is first searched with. The rows are made where each
    ruleset is assembled, and only renaming and following ids search them: compiling the fifty of
    them cost every `isleforge validate` a few milliseconds for nothing (issue 32)."""

    __slots__ = ("pattern", "_compiled")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self._compiled: re.Pattern | None = None

    def search(self, text: str) -> re.Match | None:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern)
        return self._compiled.search(text)

    def __repr__(self) -> str:
        return f"PointerRegex({self.pattern!r})"


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


def _ruleset(ruleset: str | None) -> registry.Ruleset | None:
    """The installed ruleset of this id (the default one for None); None for one that is not installed."""
    try:
        return registry.get(ruleset)
    except EngineError:
        return None


@lru_cache(maxsize=8)
def _schemas(ruleset: str | None) -> dict[str, dict]:
    found = _ruleset(ruleset)
    folder = found.schema_dir if found is not None else None
    if folder is None:
        return {}
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.schema.json"))}


def targets(ruleset: str | None = None) -> tuple[tuple[frozenset | None, re.Pattern, str, str], ...]:
    """The ruleset's rows saying what each id field names (`Ruleset.id_targets`; none for an unknown ruleset)."""
    found = _ruleset(ruleset)
    return tuple(found.id_targets) if found is not None else ()


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


def kinds(ruleset: str | None = None) -> tuple[str, ...]:
    """The kinds of content a ruleset writes (`Ruleset.kinds`) that its schemas describe (a `<kind>.schema.json`
    each; the folder's other schemas, its shared definitions and report sections, are no kinds)."""
    found, files = _ruleset(ruleset), _schemas(ruleset)
    return tuple(sorted(kind for kind in (found.kinds if found is not None else ()) if f"{kind}.schema.json" in files))


@lru_cache(maxsize=64)
def id_patterns(kind: str, ruleset: str | None = None) -> frozenset[str]:
    """The pointer pattern of every id field of ``kind`` (empty for a kind without a schema)."""
    schemas = _schemas(ruleset)
    file = f"{kind}.schema.json"
    if file not in schemas:
        return frozenset()
    out: set[str] = set()
    _walk(schemas[file], "", file, schemas, frozenset(), out)
    return frozenset(out)


def role(kind: str, pattern: str, ruleset: str | None = None) -> tuple[str, str] | None:
    """(role, target) of an id field of ``kind``, from the ruleset's `id_targets`; None for a field with no row."""
    for kinds, regex, role_, target in targets(ruleset):
        if (kinds is None or kind in kinds) and regex.search(pattern):
            if target == OWN_FILE:
                target = f"{kind} file" if "/cards/*/id" in id_patterns(kind, ruleset) else OWN_KIND
            return role_, kind if target == OWN_KIND else target
    return None


@lru_cache(maxsize=64)
def id_fields(kind: str, ruleset: str | None = None) -> tuple[IdField, ...]:
    """Every id field of ``kind`` with its role and target (fields without a row are left out)."""
    fields = []
    for pattern in sorted(id_patterns(kind, ruleset)):
        found = role(kind, pattern, ruleset)
        if found is not None:
            fields.append(IdField(pattern, *found))
    return tuple(fields)


def field_at(kind: str, pointer: str, ruleset: str | None = None) -> IdField | None:
    """The id field a concrete pointer (`/map/areas/3/id`) is an instance of, if it is one."""
    return next((f for f in id_fields(kind, ruleset) if f.regex().match(pointer)), None)


def references_to(kind: str, target: str, ruleset: str | None = None) -> tuple[IdField, ...]:
    """The fields of ``kind`` that reference ids of ``target``."""
    return tuple(f for f in id_fields(kind, ruleset) if f.role == "reference" and f.target == target)


# -- a document walked with its schema ---------------------------------------------------------------
def _resolve(ref: str, file: str, schemas: dict) -> tuple[str, str, Any]:
    """(file, fragment, schema node) a `$ref` names."""
    target_file, _, fragment = ref.partition("#")
    target_file = target_file or file
    target: Any = schemas.get(target_file, {})
    for token in fragment.strip("/").split("/") if fragment.strip("/") else ():
        target = target.get(token, {}) if isinstance(target, dict) else {}
    return target_file, fragment, target


def _is_id_ref(ref: str, file: str) -> bool:
    target_file = ref.partition("#")[0] or file
    return f"{target_file}#{ref.partition('#')[2]}".endswith(ID_DEFS[:2]) or (
        target_file == file == COMMON and ref in ID_DEFS[2:])


def _follow(node: Any, value: Any, at: tuple[str, str], file: str, schemas: dict, refs: frozenset,
            found: dict[str, tuple[str, str]]) -> None:
    """Every id of `value` (the document's part at `at`: (pointer, pattern)) as `node` describes it, into
    `found` (pointer -> (pattern, id)). `refs`: the references followed at this same part of the
    document (a reference is followed again only one level deeper: the document bounds the walk)."""
    if isinstance(node, list):
        for sub in node:
            _follow(sub, value, at, file, schemas, refs, found)
        return
    if not isinstance(node, dict):
        return
    pointer, pattern = at
    ref = node.get("$ref", "")
    if ref and _is_id_ref(ref, file):
        if isinstance(value, str):
            found[pointer] = (pattern or "/", value)
    elif ref:
        target_file, fragment, target = _resolve(ref, file, schemas)
        if (target_file, fragment) not in refs:
            _follow(target, value, at, target_file, schemas, refs | {(target_file, fragment)}, found)
    properties = node.get("properties") if isinstance(node.get("properties"), dict) else {}
    if isinstance(value, dict):
        for name, sub in properties.items():
            if name in value:
                _follow(sub, value[name], (f"{pointer}/{escape_pointer_token(name)}", f"{pattern}/{name}"),
                        file, schemas, frozenset(), found)
        others = [key for key in value if key not in properties]
        extra = node.get("additionalProperties")
        if isinstance(extra, dict):
            for key in others:
                _follow(extra, value[key], (f"{pointer}/{escape_pointer_token(str(key))}", f"{pattern}/*"),
                        file, schemas, frozenset(), found)
        for regex, sub in (node.get("patternProperties") or {}).items():
            for key in others:
                if re.search(regex, str(key)):
                    _follow(sub, value[key], (f"{pointer}/{escape_pointer_token(str(key))}", f"{pattern}/*"),
                            file, schemas, frozenset(), found)
    if isinstance(value, list):
        prefix = node.get("prefixItems") if isinstance(node.get("prefixItems"), list) else []
        items = node.get("items")
        for index, item in enumerate(value):
            sub = prefix[index] if index < len(prefix) else items[index] if isinstance(items, list) and index < len(
                items) else items if isinstance(items, dict) else node.get("additionalItems")
            if sub is not None:
                _follow(sub, item, (f"{pointer}/{index}", f"{pattern}/*"), file, schemas, frozenset(), found)
    for key in ("oneOf", "anyOf", "allOf", "if", "then", "else"):
        if key in node:
            _follow(node[key], value, at, file, schemas, refs, found)


def _in_document_order(data: Any, found: dict[str, Any], pointer: str = "") -> list[str]:
    """The pointers of `found` in the order the document holds them (the walk goes in the schema's)."""
    if isinstance(data, dict):
        return [p for key, value in data.items()
                for p in _in_document_order(value, found, f"{pointer}/{escape_pointer_token(str(key))}")]
    if isinstance(data, list):
        return [p for index, value in enumerate(data) for p in _in_document_order(value, found, f"{pointer}/{index}")]
    return [pointer] if pointer in found else []


def document_fields(kind: str, data: Any, ruleset: str | None = None) -> list[tuple[str, str, IdField]]:
    """(pointer, id, field) of every id in a document of ``kind``, nested terms included (see the module
    docstring), in the document's order; a field without a row in the ruleset's `id_targets` is left out."""
    schemas = _schemas(ruleset)
    file = f"{kind}.schema.json"
    if file not in schemas:
        return []
    found: dict[str, tuple[str, str]] = {}
    _follow(schemas[file], data, ("", ""), file, schemas, frozenset(), found)
    out = []
    for pointer in _in_document_order(data, found):
        pattern, value = found[pointer]
        row = role(kind, pattern, ruleset)
        if row is not None:
            out.append((pointer, value, IdField(pattern, *row)))
    return out
