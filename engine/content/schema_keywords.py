"""JSON Schema keywords checked the way the standard tools check them.

python-jsonschema runs `pattern`s with Python's `re.search`, where `$` also matches before a
final newline, so `id: "first-landing\\n"` passed here and failed in check-jsonschema and ajv.
ECMA-262 (the regex dialect JSON Schema names) matches `$` only at the very end: patterns are
translated once (`$` -> `\\Z`, `\\d` and `\\w` ASCII-only) and cached.

Its `uniqueItems` compares every pair of entries (a 107 KB list of mappings took 100 s); here
each entry is reduced to a hashable canonical form with JSON equality (1 == 1.0, true != 1,
mapping order ignored), so the check is linear.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import referencing.exceptions
from jsonschema.exceptions import ValidationError, _WrappedReferencingError


@lru_cache(maxsize=256)
def ecma_regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled with ECMA-262 meaning for `$`, `\\d` and `\\w` (search semantics, like JSON Schema)."""
    out: list[str] = []
    in_class = False
    index = 0
    while index < len(pattern):
        character = pattern[index]
        if character == "\\" and index + 1 < len(pattern):
            out.append(pattern[index:index + 2])
            index += 2
            continue
        if in_class:
            in_class = character != "]"
        elif character == "[":
            in_class = True
            if pattern[index + 1:index + 2] == "]":  # a ']' first in a class is literal in Python
                out.append("[\\]")
                index += 2
                continue
        elif character == "$":
            character = r"\Z"
        out.append(character)
        index += 1
    return re.compile("".join(out), re.ASCII)


def matches(pattern: str, text: str) -> bool:
    return ecma_regex(pattern).search(text) is not None


def canonical(value: Any) -> Any:
    """A hashable form of a JSON value: equal forms exactly when JSON Schema calls the values equal."""
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, (int, float)):
        if isinstance(value, float) and math.isnan(value):  # NaN equals nothing, not even itself
            return ("nan", id(value))
        return ("number", value)  # 1 == 1.0 and hash(1) == hash(1.0)
    if isinstance(value, str):
        return ("text", value)
    if value is None:
        return ("null",)
    if isinstance(value, dict):
        return ("object", frozenset((key, canonical(item)) for key, item in value.items()))
    if isinstance(value, (list, tuple)):
        return ("array", tuple(canonical(item) for item in value))
    return ("other", id(value))


def _unique(items: list) -> bool:
    seen: set = set()
    for item in items:
        form = canonical(item)
        if form in seen:
            return False
        seen.add(form)
    return True


def unique_items(validator, unique, instance, schema) -> Iterator[ValidationError]:
    if unique and validator.is_type(instance, "array") and not _unique(instance):
        yield ValidationError(f"{instance!r} has non-unique elements")


def pattern(validator, regex, instance, schema) -> Iterator[ValidationError]:
    if validator.is_type(instance, "string") and not matches(regex, instance):
        yield ValidationError(f"{instance!r} does not match {regex!r}")


def pattern_properties(validator, patterns, instance, schema) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    for regex, subschema in patterns.items():
        for key, value in instance.items():
            if matches(regex, key):
                yield from validator.descend(value, subschema, path=key, schema_path=regex)


def additional_properties(validator, allowed, instance, schema) -> Iterator[ValidationError]:
    if not validator.is_type(instance, "object"):
        return
    properties = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    extras = {key for key in instance
              if key not in properties and not any(matches(regex, key) for regex in patterns)}
    if validator.is_type(allowed, "object"):
        for extra in extras:
            yield from validator.descend(instance[extra], allowed, path=extra)
    elif not allowed and extras:
        if patterns:
            verb = "does" if len(extras) == 1 else "do"
            joined = ", ".join(repr(each) for each in sorted(extras))
            shown = ", ".join(repr(each) for each in sorted(patterns))
            yield ValidationError(f"{joined} {verb} not match any of the regexes: {shown}")
        else:
            names = sorted(extras, key=str)
            verb = "was" if len(names) == 1 else "were"
            yield ValidationError(f"Additional properties are not allowed ({', '.join(map(repr, names))} {verb} unexpected)")


#: (base URI, $ref) -> ((registry, referencing's Resolved), ...): the lookups made, newest first
_RESOLVED: dict[tuple[str, str], tuple[tuple[Any, Any], ...]] = {}
#: registries remembered per (base URI, $ref): more than one only where several schema sets (rulesets, an
#: edited schema folder) share a schema's $id
_REGISTRIES_KEPT = 4


def ref(validator, ref: str, instance, schema) -> Iterator[ValidationError]:
    """`$ref`, with each lookup done once: referencing parses the URI and walks the JSON pointer on
    every use, which was half the time of validating a long list of cards. A lookup depends only on
    the registry and the base URI it is made from: it is kept under the base URI (the referring
    schema's `$id`) and the ref, with the registry it was made in, and used only in that registry."""
    resolver = validator._resolver
    registry = resolver._registry
    key = (resolver._base_uri, ref)
    made = _RESOLVED.get(key, ())
    found = next((lookup for known, lookup in made if known is registry), None)
    if found is None:
        try:
            found = resolver.lookup(ref)
        except referencing.exceptions.Unresolvable as error:  # as jsonschema's own `$ref` reports it
            raise _WrappedReferencingError(error) from error
        _RESOLVED[key] = ((registry, found), *made[:_REGISTRIES_KEPT - 1])
    yield from validator.descend(instance, found.contents, resolver=found.resolver)


#: The keyword functions that replace python-jsonschema's own.
KEYWORDS = {
    "$ref": ref,
    "uniqueItems": unique_items,
    "pattern": pattern,
    "patternProperties": pattern_properties,
    "additionalProperties": additional_properties,
}
