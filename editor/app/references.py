"""Where a library item's id is referenced: the pointers of every reference in a file's data (no Qt).

References are by id, and an id is only unique per kind, so a reference is a
string equal to the id *at a position that names that kind*: the boss of an
adventure's setup names a boss card, the `terror` of a `summon_terror` effect
names a terror card, and so on. The positions are the schema walk's
(`engine.content.id_fields`), the one the test proving every reference is
checked walks; a rename finds its references here and changes exactly those values.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any
from collections.abc import Iterator

from engine.content import id_fields
from engine.content.diagnostics import escape_pointer_token

from .library_index import CARD_KINDS


def reference_positions(kind: str) -> list[tuple[str, re.Pattern]]:
    """(kind of the referring file, pattern of the pointer) of every field naming an item of ``kind``.

    From the schema walk (`engine.content.id_fields`): the setup's boss names a boss card, the
    `terror` of a `summon_terror` effect in any rule of any file names a terror card, and so on.
    """
    return _POSITIONS().get(kind, [])


@lru_cache(maxsize=1)
def _POSITIONS() -> dict[str, list[tuple[str, re.Pattern]]]:  # noqa: N802 (a table, built once)
    positions: dict[str, list[tuple[str, re.Pattern]]] = {}
    for source in id_fields.kinds():
        for field in id_fields.id_fields(source):
            if field.role == "reference":
                positions.setdefault(field.target, []).append((source, field.regex()))
    return positions


def iter_strings(data: Any, pointer: str = "") -> Iterator[tuple[str, str]]:
    """Every string value of plain data with its JSON pointer (keys are not values)."""
    if isinstance(data, str):
        yield pointer, data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from iter_strings(value, f"{pointer}/{escape_pointer_token(key)}")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from iter_strings(value, f"{pointer}/{index}")


def find_references(data: Any, kind: str, item_id: str, card: bool = False) -> list[str]:
    """Pointers in one file's plain data whose value references the item ``item_id`` of ``kind``.

    For card kinds the references name cards (``card=True``); the id of a card-set file itself is
    referenced nowhere (adventures name sets through `requires`, which are not ids of files).
    """
    if (kind in CARD_KINDS) != card:
        return []
    positions = reference_positions(kind)
    if not positions or not isinstance(data, dict):
        return []
    source_kind = data.get("kind")
    wanted = [pattern for source, pattern in positions if source == source_kind]
    return [pointer for pointer, value in iter_strings(data)
            if value == item_id and any(pattern.match(pointer) for pattern in wanted)]


def card_pointer(data: Any, card_id: str) -> str | None:
    """The pointer of the card with this id in a card-set file's data."""
    cards = data.get("cards") if isinstance(data, dict) else None
    for index, card in enumerate(cards if isinstance(cards, list) else []):
        if isinstance(card, dict) and card.get("id") == card_id:
            return f"/cards/{index}"
    return None
