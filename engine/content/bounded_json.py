"""JSON from files a stranger may have written: nesting and numbers bounded, one error type.

`json.loads` alone lets hostile input escape the usual `JSONDecodeError`: deep nesting raises
`RecursionError` (or nests just short of it, for the reader to trip on later), and a number of more
than 4,300 digits raises a bare `ValueError`. `loads` turns each into `JsonRefused` (a ValueError)
whose message says what is wrong and where, for packs' manifests and saved playtest sessions.
"""

from __future__ import annotations

import json

MAX_DEPTH = 32  # objects and lists inside each other; our files need 4


class JsonRefused(ValueError):
    """Text that is not JSON we read; the message says why (and where, when JSON says)."""


def depth(value) -> int:
    """How deeply lists and objects nest in `value` (a scalar: 0), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def loads(text: str, max_depth: int = MAX_DEPTH):
    """The JSON value of `text`; JsonRefused if it is not JSON, nests deeper than `max_depth` or
    holds a number too long to read."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise JsonRefused(f"not valid JSON at line {error.lineno}, column {error.colno}: {error.msg}") from None
    except RecursionError:
        raise JsonRefused(f"lists and objects are nested deeper than {max_depth} levels") from None
    except ValueError as error:  # "Exceeds the limit (4300 digits) for integer string conversion"
        raise JsonRefused(f"a number is too long to read ({error})") from None
    if depth(value) > max_depth:
        raise JsonRefused(f"lists and objects are nested deeper than {max_depth} levels")
    return value
