"""What the schemas say about a field: its label, tooltip, bounds, choices and a sensible default.

Forms never hard-code a label or a range: they ask this module, which walks the
JSON Schemas of `schemas/` (following `$ref`s, each in the file it comes from)
to the subschema of a document pointer. Plain Python, no Qt. The schemas are the
default ruleset's unless a `ruleset` id names another folder of `schemas/`.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from collections.abc import Callable

from engine.content import paths, schemas
from engine.content.diagnostics import split_pointer
from engine.content.schema_refs import follow
from engine.core import ruleset as registry
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET

COMMON = schemas.SHARED


# -- walking ---------------------------------------------------------------------------
def _ruleset(ruleset: str | None) -> registry.Ruleset | None:
    try:
        return registry.get(ruleset or None)
    except EngineError:  # not installed: its files are edited as text, with no schema to ask
        return None


def schema_set(ruleset: str | None = None) -> schemas.SchemaSet:
    """The schemas of a ruleset (its `Ruleset.schema_dir`); the default ruleset's for None."""
    found = _ruleset(ruleset)
    if found is not None and found.schema_dir is not None:
        return schemas.schema_set(found.schema_dir)
    return schemas.schema_set(paths.schemas_dir() / (ruleset or ""))


def _has_kind(kind: str, ruleset: str | None) -> bool:
    """Whether the ruleset writes files of `kind` (`Ruleset.kinds`; a ruleset not installed: its folder's files)."""
    found = _ruleset(ruleset)
    if found is not None:
        return kind in found.kinds
    return schemas.schema_file(kind) in schema_set(ruleset).documents


def deref(file: str, node: dict, ruleset: str | None = None) -> tuple[str, dict]:
    """Follow `$ref`s from ``node`` (found in ``file``); sibling keywords (title, description) win."""
    resolved, file = follow(node, file, schema_set(ruleset).documents, fallback=COMMON)
    return file, resolved


def _child(file: str, node: dict, token: str, ruleset: str | None = None) -> tuple[str, dict] | None:
    file, node = deref(file, node, ruleset)
    props = node.get("properties", {})
    if token in props:
        return deref(file, props[token], ruleset)
    for pattern, sub in node.get("patternProperties", {}).items():
        if re.search(pattern, "1" if token == "#" else token):
            return deref(file, sub, ruleset)
    if token == "#" or token.isdigit():
        prefix = node.get("prefixItems")
        if isinstance(prefix, list) and token.isdigit() and int(token) < len(prefix):
            return deref(file, prefix[int(token)], ruleset)
        if isinstance(node.get("items"), dict):
            return deref(file, node["items"], ruleset)
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        return deref(file, extra, ruleset)
    return None


def _normal(pointer: str) -> tuple[str, ...]:
    return tuple("#" if t.isdigit() else t for t in split_pointer(pointer))


@lru_cache(maxsize=4096)
def _at(kind: str, tokens: tuple[str, ...], ruleset: str | None = None) -> tuple[str, dict]:
    file = schemas.schema_file(kind)
    node: dict = schema_set(ruleset).schema(kind)
    for token in tokens:
        found = _child(file, node, token, ruleset)
        if found is None:
            return file, {}
        file, node = found
    file, node = deref(file, node, ruleset)
    if isinstance(node.get("items"), dict) and "$ref" in node["items"]:
        # a list's items resolved here, in the ruleset's own schemas: resolved later without the ruleset, a
        # `common.schema.json#/$defs/mode` of a ruleset with one mode read the shared file's three modes
        node = {**node, "items": deref(file, node["items"], ruleset)[1]}
    return file, node


def at(kind: str | None, pointer: str, ruleset: str | None = None) -> dict:
    """The resolved subschema of the value at ``pointer`` in a document of ``kind`` ({} if unknown)."""
    if ruleset == DEFAULT_RULESET:
        ruleset = None
    if not kind or not _has_kind(kind, ruleset):
        return {}
    try:
        return _at(kind, _normal(pointer), ruleset)[1]
    except (KeyError, ValueError):
        return {}


def common(name: str) -> dict:
    """A shared definition of common.schema.json, resolved (e.g. 'condition', 'effect', 'rule')."""
    return deref(COMMON, {"$ref": f"{COMMON}#/$defs/{name}"})[1]


def child(sub: dict, name: str) -> dict:
    """A property (or list item for '#') of an already resolved subschema."""
    found = _child(COMMON, sub, name)
    return found[1] if found else {}


# -- words -----------------------------------------------------------------------------
def humanize(value: Any) -> str:
    text = str(value).replace("_", " ").replace("-", " ")
    return text[:1].upper() + text[1:]


def title(sub: dict, fallback: str = "") -> str:
    return sub.get("title") or humanize(fallback)


def _rich(text: str) -> str:
    escaped = html.escape(text, quote=False)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)


def tooltip(sub: dict, fallback: str = "", extra: str = "") -> str:
    """A rich-text tooltip (it wraps): the title in bold, then the description."""
    head = title(sub, fallback)
    body = sub.get("description", "")
    parts = [f"<b>{html.escape(head)}</b>"] if head else []
    if body:
        parts.append(_rich(body))
    if extra:
        parts.append(extra)
    return "<br>".join(parts)


def is_required(kind: str | None, pointer: str, ruleset: str | None = None) -> bool:
    tokens = split_pointer(pointer)
    if not tokens:
        return True
    parent = at(kind, "/" + "/".join(tokens[:-1]), ruleset) if len(tokens) > 1 else at(kind, "", ruleset)
    return tokens[-1] in parent.get("required", [])


# -- choices ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Option:
    value: Any
    label: str
    tip: str = ""


def _value_note(description: str, value: str, values: list[str]) -> str:
    """The part of an enum's description that talks about one value ("`red` (bad)" -> "bad")."""
    match = re.search(r"`" + re.escape(value) + r"`", description)
    if not match:
        return ""
    rest = description[match.end():]
    ends = [m.start() for m in (re.search(r"`" + re.escape(v) + r"`", rest) for v in values if v != value) if m]
    note = rest[: min(ends)] if ends else rest
    note = note.strip().lstrip(":").strip()
    if note.startswith("("):
        depth, end = 0, len(note)
        for i, ch in enumerate(note):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0:
                end = i
                break
        note = note[1:end]
    note = re.sub(r"[\s,;]*(or|and)?[\s,;.]*$", "", note).strip()
    return note


def options(sub: dict) -> list[Option]:
    """The values an enum (or `anyOf` of consts) allows, with a label and a tooltip each."""
    if "anyOf" in sub and all(isinstance(o, dict) and "const" in o for o in sub["anyOf"]):
        return [Option(o["const"], o.get("title") or humanize(o["const"]), _rich(o.get("description", "")))
                for o in sub["anyOf"]]
    values = sub.get("enum")
    if not values and isinstance(sub.get("items"), dict) and "anyOf" in sub["items"]:
        return options(sub["items"])  # an array of choices given as consts (a ruleset's modes)
    if not values and isinstance(sub.get("items"), dict):
        values = deref(COMMON, sub["items"])[1].get("enum")
        sub = deref(COMMON, sub["items"])[1]
    if not values:
        return []
    description = sub.get("description", "")
    strings = [str(v) for v in values]
    result = []
    for value in values:
        note = _value_note(description, str(value), strings)
        result.append(Option(value, humanize(value), _rich(note) if note else ""))
    return result


def int_bounds(sub: dict, low: int = -999, high: int = 999) -> tuple[int, int]:
    return int(sub.get("minimum", low)), int(sub.get("maximum", high))


def forbids_zero(sub: dict) -> bool:
    return isinstance(sub.get("not"), dict) and sub["not"].get("const") == 0


def shape(sub: dict) -> str:
    """A word for the editor a subschema needs."""
    if "const" in sub:
        return "const"
    if "anyOf" in sub or "enum" in sub:
        return "enum"
    kind = sub.get("type")
    if kind == "integer":
        return "int"
    if kind == "boolean":
        return "bool"
    if kind == "string":
        return "id" if sub.get("pattern", "").startswith("^[a-z]") else "text"
    if kind == "array":
        items = deref(COMMON, sub.get("items", {}))[1] if isinstance(sub.get("items"), dict) else {}
        if "enum" in items or (items.get("anyOf") and all(isinstance(o, dict) and "const" in o for o in items["anyOf"])):
            return "enum-set" if sub.get("uniqueItems") else "enum-list"
        if items.get("type") == "integer":
            return "int-list"
        return "list"
    if kind == "object":
        return "object"
    return "text"


# -- defaults --------------------------------------------------------------------------
def default_int(sub: dict) -> int:
    if "default" in sub:
        return int(sub["default"])
    low, high = int_bounds(sub, -999, 999)
    value = min(max(1, low), high)
    if value == 0 and forbids_zero(sub):
        value = 1 if high >= 1 else -1
    return value


def default_value(sub: dict, ids: Callable[[str], str] | None = None, name: str = "") -> Any:
    """A value that validates against ``sub``: required keys only, the first choice, the smallest number."""
    form = shape(sub)
    if form == "const":
        return sub["const"]
    if form == "enum":
        return sub.get("default", options(sub)[0].value)
    if form == "int":
        return default_int(sub)
    if form == "bool":
        return bool(sub.get("default", True))
    if form == "id":
        return ids(name) if ids else "new-" + name.replace("_", "-") if name else "new-id"
    if form == "text":
        return sub.get("default", "")
    if form in ("enum-set", "enum-list"):
        return [options(sub)[0].value]
    if form in ("list", "int-list"):
        return []
    if form == "object":
        props = sub.get("properties", {})
        value = {}
        for key in sub.get("required", []):
            value[key] = default_value(child(sub, key), ids, key)
        if len(value) < sub.get("minProperties", 0):
            pick = next((k for k in props if shape(child(sub, k)) == "int" and k not in value), None)
            pick = pick or next(k for k in props if k not in value)
            value[pick] = default_value(child(sub, pick), ids, pick)
        return value
    return None


# -- the rules vocabulary --------------------------------------------------------------
def terms(family: str) -> list[tuple[str, dict]]:
    """The condition or effect terms (``family`` is 'condition' or 'effect') with their subschemas."""
    definition = common(family)
    return [(name, child(definition, name)) for name in definition.get("properties", {})]


def term(family: str, name: str) -> dict:
    return child(common(family), name)


def trigger_events() -> list[Option]:
    return options(child(common("trigger"), "event"))
