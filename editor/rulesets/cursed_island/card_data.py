"""A resolved Cursed Island card as the plain data its file holds, so print draws what the catalogue draws.

The faces (`card_face`, `tile_face`) paint a card's entry of its file (plain data: what the designer
edits). The print sheet starts from the resolved scenario (`model.Scenario`: defaults filled in, the
files it names joined), so each model card is written back as that entry: a field left at its default
is left out as the file would, a term (`Term`) is its one-key mapping `{name: argument}`, and the
model's pairs (an invention's cost, an item's passives) are the mappings the file writes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import model

PAIR_FIELDS = frozenset({"cost", "keep", "passives"})  # tuples of (key, value) the file writes as a mapping
SKIPPED = frozenset({"source"})


def value_data(value: Any) -> Any:
    """A model value as plain data (terms as one-key mappings, nested lists kept)."""
    if isinstance(value, Term):
        return {value.name: value_data(value.args)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return card_data(value)
    if isinstance(value, Mapping):
        return {str(k): value_data(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [value_data(v) for v in value]
    return value


def card_data(card: Any) -> dict:
    """A card (any model dataclass) as its file's entry: the fields away from their defaults."""
    data: dict = {}
    for field in dataclasses.fields(card):
        if field.name in SKIPPED:
            continue
        value = getattr(card, field.name)
        default = field.default if field.default is not dataclasses.MISSING else (
            field.default_factory() if field.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
        if value == default and field.name not in ("id", "title"):
            continue
        if field.name in PAIR_FIELDS and isinstance(value, tuple):
            data[field.name] = {str(k): value_data(v) for k, v in value}
        else:
            data[field.name] = value_data(value)
    return data


def copies(cards, counted: bool = True) -> list[dict]:
    """Each card as data, as many times as its `count` (one each where a kind has no count)."""
    found = []
    for card in cards:
        data = card_data(card)
        found.extend([data] * (max(0, getattr(card, "count", 1)) if counted else 1))
    return found


def decks(scenario: model.Scenario) -> list[tuple[str, str, list[dict]]]:
    """(kind of file, heading, the cards as data, each copy) of every deck a scenario prints, in play order."""
    return [
        ("characters", "Castaways and helpers", copies(scenario.characters, counted=False)),
        ("wreckage", "The wreckage card", [card_data(scenario.wreckage)]),
        ("events", "Event cards", copies(scenario.events)),
        ("adventures", "Adventure cards", copies(scenario.adventures)),
        ("mysteries", "Mystery cards", copies(scenario.mysteries)),
        ("beasts", "Beasts", copies(scenario.beasts)),
        ("inventions", "Inventions", copies(scenario.inventions + scenario.scenario_inventions, counted=False)),
        ("items", "Starting items", copies(scenario.items, counted=False)),
        ("discoveries", "Discovery tokens", copies(scenario.discoveries + scenario.special_discoveries)),
    ]


def tiles(scenario: model.Scenario) -> list[dict]:
    return [card_data(t) for t in scenario.island.tiles]
