"""Card edits as document commands: each public function is one undo step.

An `Edit` names values inside one card; only those values change (a flow mapping stays a flow
mapping, comments and every other line of the file stay as they were), because each change is one
`SetValueCommand` (or a removal) on the document's round-trip tree, as every other view edits.
"""

from __future__ import annotations

import copy
from typing import Any

from editor.documents.commands import SetValueCommand
from engine.content.yaml_io import plain

from .face import REMOVE, Edit, fresh_id

_ABSENT = object()


class EditRefused(ValueError):
    """An edit whose place in the card is not a mapping or list (the YAML holds something else there):
    nothing is changed, and the message says where to fix the file."""


def apply_edit(document, card_pointer: str, edit: Edit) -> bool:
    """Make the edit's changes to the card at `card_pointer` as one undo step; False when nothing changed.
    Raises EditRefused (before changing anything) when a change cannot be made where the file stands."""
    changes = [(f"{card_pointer}/{inner}", value) for inner, value in edit.changes.items()]
    for pointer, _value in changes:
        _check_parents(document, pointer)
    todo = [(p, v) for p, v in changes if _differs(document, p, v)]
    if not todo:
        return False
    with document.macro(edit.text):
        for pointer, value in todo:
            _set(document, pointer, value, edit.text)
    return True


def _check_parents(document, pointer: str) -> None:
    tokens = pointer.strip("/").split("/")
    for depth in range(1, len(tokens)):
        parent = "/" + "/".join(tokens[:depth])
        node = document.value(parent, _ABSENT)
        if node is _ABSENT:
            return  # created by the edit
        if not isinstance(node, (dict, list)):
            raise EditRefused(f"{parent} is {plain(node)!r}, not a mapping: fix it in the YAML view, then click again")


def _differs(document, pointer: str, value: Any) -> bool:
    current = document.value(pointer, _ABSENT)
    if value is REMOVE:
        return current is not _ABSENT
    return current is _ABSENT or plain(current) != value


def _set(document, pointer: str, value: Any, text: str) -> None:
    if value is REMOVE:
        document.remove(pointer, text)
        return
    tokens = pointer.strip("/").split("/")
    for depth in range(1, len(tokens)):  # a missing parent ("edges/left" before "edges/left/colour")
        parent = "/" + "/".join(tokens[:depth])
        if document.value(parent, _ABSENT) is _ABSENT:
            nested: Any = value
            for token in reversed(tokens[depth:]):
                nested = {token: nested}
            document.undo_stack.push(SetValueCommand(document, parent, nested, text))
            return
    if document.value(pointer, _ABSENT) is _ABSENT:
        document.undo_stack.push(SetValueCommand(document, pointer, value, text))  # creates the key
    else:
        document.set_value(pointer, value, text)


def add_card(document, list_pointer: str, card: dict, index: int | None = None, noun: str = "card") -> int:
    """Insert a card (at the end by default); returns its index."""
    cards = document.value(list_pointer, [])
    index = len(cards) if index is None else index
    document.insert(list_pointer, index, card, f"Add {noun} {card.get('id', '')}".strip())
    return index


def duplicate_card(document, list_pointer: str, index: int, noun: str = "card") -> int:
    """A copy of a card right after it, with an id of its own; returns the copy's index."""
    original = document.value(f"{list_pointer}/{index}")
    copied = copy.deepcopy(original)  # the round-trip node keeps its flow mappings
    taken = {c.get("id") for c in document.value(list_pointer, []) if isinstance(c, dict)}
    if isinstance(copied, dict) and isinstance(copied.get("id"), str):
        copied["id"] = fresh_id(taken, f"{copied['id']}-copy")
    name = original.get("id", "") if isinstance(original, dict) else ""
    document.insert(list_pointer, index + 1, copied, f"Duplicate {noun} {name}".strip())
    return index + 1


def remove_card(document, list_pointer: str, index: int, noun: str = "card") -> None:
    card = document.value(f"{list_pointer}/{index}")
    name = card.get("id", "") if isinstance(card, dict) else ""
    document.remove(f"{list_pointer}/{index}", f"Remove {noun} {name}".strip())
