"""JSON Schema keywords checked the way the standard tools check them: python-jsonschema's own replaced.

`pattern` with ECMA-262 meaning and a linear `uniqueItems` (their meaning is in `schema_values`,
shared with the compiled check of `schema_check`), and `$ref` with each lookup done once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import referencing.exceptions
from jsonschema.exceptions import ValidationError, _WrappedReferencingError

from .schema_values import canonical, ecma_regex, matches, unique_items_ok

__all__ = ["KEYWORDS", "canonical", "ecma_regex", "matches", "unique_items_ok"]


def unique_items(validator, unique, instance, schema) -> Iterator[ValidationError]:
    if unique and validator.is_type(instance, "array") and not unique_items_ok(instance):
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
