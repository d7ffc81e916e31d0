"""Where a library item's id is referenced: the pointers of every reference in a file's data (no Qt).

References are by id, and an id is only unique per kind, so a reference is a
string equal to the id *at a position that names that kind*: the boss of an
adventure's setup names a boss card, the `terror` of a `summon_terror` effect
names a terror card, and so on. The positions mirror the semantic checks
(`engine/content/checks/references.py`, `terms.py`, `campaign.py`); a rename
finds its references here and changes exactly those values.
"""

from __future__ import annotations

import re
from typing import Any
from collections.abc import Iterator

from engine.content.diagnostics import escape_pointer_token
from engine.content.schemas import CARD_KINDS

_ANY = None  # a reference position valid in files of every kind (rules live in cards, factions and adventures)

#: referenced kind -> [(kind of the referring file or _ANY, pointer pattern)]
REFERENCE_POSITIONS: dict[str, list[tuple[str | None, re.Pattern]]] = {
    kind: [(source, re.compile(pattern)) for source, pattern in positions]
    for kind, positions in {
        "minion-cards": [("adventure", r"^/setup/minions/level_[123]$")],
        "boss-cards": [("adventure", r"^/setup/boss$")],
        "event-cards": [("adventure", r"^/setup/first_event$"), ("adventure", r"^/setup/event_deck/\d+$")],
        "exploration-cards": [("adventure", r"^/setup/exploration_deck/\d+$"), (_ANY, r"/card_in_hand/card$")],
        "mission-cards": [("adventure", r"^/setup/mission_deck/\d+$")],
        "location-cards": [("adventure", r"^/setup/location_bag/\d+$"), ("adventure", r"^/map/areas/\d+/fixed/location$"),
                           (_ANY, r"/(where|in_area|controls_area)/location$")],
        "terrain-tiles": [("adventure", r"^/setup/terrain_bag/\d+$"), ("adventure", r"^/map/areas/\d+/fixed/terrain$")],
        "terror-cards": [("adventure", r"^/setup/terrors/\d+$"), (_ANY, r"/(summon_terror|raise_terror)/terror$")],
        "strategy-cards": [("faction", r"^/strategy_deck/\d+$")],
        "area-tiles": [("adventure", r"^/setup/area_tiles$")],
        "faction": [("adventure", r"^/factions/\d+$")],
        "adventure": [("campaign", r"^/chapters/\d+/adventure$")],
    }.items()
}


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
    positions = REFERENCE_POSITIONS.get(kind, [])
    if not positions or not isinstance(data, dict):
        return []
    source_kind = data.get("kind")
    wanted = [pattern for source, pattern in positions if source is _ANY or source == source_kind]
    return [pointer for pointer, value in iter_strings(data)
            if value == item_id and any(pattern.search(pointer) for pattern in wanted)]


def card_pointer(data: Any, card_id: str) -> str | None:
    """The pointer of the card with this id in a card-set file's data."""
    cards = data.get("cards") if isinstance(data, dict) else None
    for index, card in enumerate(cards if isinstance(cards, list) else []):
        if isinstance(card, dict) and card.get("id") == card_id:
            return f"/cards/{index}"
    return None
