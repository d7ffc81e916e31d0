"""JSON values as JSON Schema compares and matches them: ECMA-262 patterns, JSON equality, uniqueness.

What `schema_keywords` (python-jsonschema's keywords replaced) and `schema_check` (the compiled
yes/no check) both mean by `pattern` and `uniqueItems`, with no import of python-jsonschema, so a
file found valid by the compiled check never loads it.

python-jsonschema runs `pattern`s with Python's `re.search`, where `$` also matches before a
final newline, so `id: "my-isle\\n"` passed here and failed in check-jsonschema and ajv.
ECMA-262 (the regex dialect JSON Schema names) matches `$` only at the very end: patterns are
translated once (`$` -> `\\Z`, `\\d` and `\\w` ASCII-only) and cached.

Its `uniqueItems` compares every pair of entries (a 107 KB list of mappings took 100 s); here
each entry is reduced to a hashable canonical form with JSON equality (1 == 1.0, true != 1,
mapping order ignored), so the check is linear.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any


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


def unique_items_ok(items: list) -> bool:
    """Whether no two entries are equal as JSON (what `uniqueItems` asks), in linear time."""
    seen: set = set()
    for item in items:
        form = canonical(item)
        if form in seen:
            return False
        seen.add(form)
    return True
