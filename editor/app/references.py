"""Where a library item's id is referenced: the pointers of every reference in a file's data (no Qt).

References are by id, and an id is only unique per kind, so a reference is a
string equal to the id *at a position that names that kind*: the boss of an
adventure's setup names a boss card, the `terror` of a `summon_terror` effect
names a terror card, and so on. The positions are those of the file's own ruleset
(`engine.content.id_fields.document_fields`: the file walked with its schema, so an id inside
nested terms, Cursed Island's `choose` and `all`, is found as deep as the file goes), the
rows the test proving every reference is checked reads; a rename finds its references here and
changes exactly those values. Rulesets never name each other's content: only files of the renamed
item's ruleset are searched.
"""

from __future__ import annotations

from typing import Any

from engine.content import id_fields
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET


def ruleset_of(data: Any) -> str:
    """The ruleset a file's data is written for (its `ruleset:`, else the default one)."""
    named = data.get("ruleset") if isinstance(data, dict) else None
    return named if isinstance(named, str) and named else DEFAULT_RULESET


def card_kinds(ruleset: str) -> tuple[str, ...]:
    """The card kinds of a ruleset (none for one that is not installed)."""
    try:
        return tuple(rulesets.get(ruleset).card_kinds)
    except EngineError:
        return ()


def find_references(data: Any, kind: str, item_id: str, card: bool = False,
                    ruleset: str = DEFAULT_RULESET) -> list[str]:
    """Pointers in one file's plain data whose value references the item ``item_id`` of ``kind`` (of
    ``ruleset``).

    For card kinds the references name cards (``card=True``); the id of a card-set file itself is
    referenced nowhere (adventures name sets through `requires`, which are not ids of files).
    """
    if (kind in card_kinds(ruleset)) != card or not isinstance(data, dict) or ruleset_of(data) != ruleset:
        return []
    source_kind = data.get("kind")
    if not isinstance(source_kind, str):
        return []
    return [pointer for pointer, value, field in id_fields.document_fields(source_kind, data, ruleset)
            if value == item_id and field.role == "reference" and field.target == kind]


def card_pointer(data: Any, card_id: str) -> str | None:
    """The pointer of the card with this id in a card-set file's data."""
    cards = data.get("cards") if isinstance(data, dict) else None
    for index, card in enumerate(cards if isinstance(cards, list) else []):
        if isinstance(card, dict) and card.get("id") == card_id:
            return f"/cards/{index}"
    return None
