"""Which fields a kind's schema declares at a pointer, whether or not a file writes them.

A sweep (`engine.sim.variants`) varies any value of an adventure, also one the file leaves to its
default: before it writes a field the file does not have, it asks here whether the schema of the
file's kind names that field (`walk`), what the schema says the field is when it is left out
(`default_of`), and, for a path the schema does not allow, which names it does allow there
(`names_at`), so the refusal can say what was meant.

A field is declared when some branch of the subschema (its `allOf`/`anyOf`/`oneOf`, `then`/`else`,
`$ref`s followed with `schema_refs.follow`) lists it under `properties`, matches it with a
`patternProperties` pattern, or gives `additionalProperties` a schema; a list index goes through
`items`/`prefixItems`. An object that merely does not forbid other keys declares nothing: a key no
schema names would be written and then ignored by every reader, which no sweep wants.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .schema_refs import MAX_DEPTH, follow

Node = tuple[dict, str]  # a subschema and the file it was found in (for its local `$ref`s)


def _branches(node: Any, file: str, documents: Mapping[str, dict], depth: int = 0) -> list[Node]:
    """The subschema with its `$ref`s followed, and every branch of its combinators, each a Node."""
    merged, where = follow(node, file, documents)
    out = [(merged, where)]
    if depth >= MAX_DEPTH:
        return out
    for key in ("allOf", "anyOf", "oneOf"):
        for sub in merged.get(key, ()) if isinstance(merged.get(key), list) else ():
            out.extend(_branches(sub, where, documents, depth + 1))
    for key in ("then", "else"):
        if isinstance(merged.get(key), dict):
            out.extend(_branches(merged[key], where, documents, depth + 1))
    return out


def _pattern_matches(pattern: str, token: str) -> bool:
    try:
        return re.search(pattern, token) is not None
    except re.error:  # an ECMA-262 pattern Python cannot read: it declares nothing here
        return False


def _children(nodes: list[Node], token: str, documents: Mapping[str, dict]) -> list[Node]:
    """The subschemas of the field `token` below any of `nodes` (empty: the schema does not declare it)."""
    found: list[Node] = []
    for node, file in nodes:
        for branch, where in _branches(node, file, documents):
            properties = branch.get("properties")
            if isinstance(properties, dict) and token in properties:
                found.append((properties[token], where))
                continue
            patterns = branch.get("patternProperties")
            matched = [sub for pattern, sub in patterns.items() if _pattern_matches(pattern, token)] \
                if isinstance(patterns, dict) else []
            if matched:
                found.extend((sub, where) for sub in matched)
                continue
            if isinstance(branch.get("additionalProperties"), dict):
                found.append((branch["additionalProperties"], where))
            if token.isdigit():
                prefix = branch.get("prefixItems")
                if isinstance(prefix, list) and int(token) < len(prefix):
                    found.append((prefix[int(token)], where))
                elif isinstance(branch.get("items"), dict):
                    found.append((branch["items"], where))
    return found


def walk(documents: Mapping[str, dict], file: str, tokens: list[str]) -> tuple[list[Node], int]:
    """(nodes, depth): the subschemas at `tokens` below the root of `file`, or, when the schema does not
    declare `tokens[depth]`, the subschemas of `tokens[:depth]` (depth < len(tokens))."""
    nodes: list[Node] = [(documents.get(file, {}), file)]
    for depth, token in enumerate(tokens):
        children = _children(nodes, token, documents)
        if not children:
            return nodes, depth
        nodes = children
    return nodes, len(tokens)


def names_at(nodes: list[Node], documents: Mapping[str, dict]) -> list[str]:
    """The field names the subschemas `nodes` list under `properties`, sorted."""
    names: set[str] = set()
    for node, file in nodes:
        for branch, _where in _branches(node, file, documents):
            if isinstance(branch.get("properties"), dict):
                names.update(branch["properties"])
    return sorted(names)


def default_of(nodes: list[Node], documents: Mapping[str, dict]) -> Any:
    """The `default` the subschemas give the field (the first branch that has one), or None."""
    for node, file in nodes:
        for branch, _where in _branches(node, file, documents):
            if "default" in branch:
                return branch["default"]
    return None


def is_list(nodes: list[Node], documents: Mapping[str, dict]) -> bool:
    """Whether the subschemas describe a list (a `type: array` or `items` and no `properties` in any branch):
    a field that cannot be written as a new mapping."""
    branches = [branch for node, file in nodes for branch, _where in _branches(node, file, documents)]
    listy = any(b.get("type") == "array" or "items" in b or "prefixItems" in b for b in branches)
    return listy and not any(isinstance(b.get("properties"), dict) for b in branches)
