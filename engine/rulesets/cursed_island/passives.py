"""Lasting effects (`model.PASSIVES`): what built items and kept treasures change while they are
held. `values(state, name)` lists the argument of every held source of `name`, read where the rule it
changes is played (morale, production, weather, night here; gathering, resting, pawns in ci-actions'
modules)."""

from __future__ import annotations

from collections.abc import Mapping


def values(state, name: str) -> list:
    game = state.game
    out = []
    for item, times in state.items.items():
        if times > 0:
            invention = game.inventions.get(item)
            if invention is not None:
                out += [value for key, value in invention.passives if key == name]
    for card in state.treasures:
        mystery = game.mysteries.get(card)
        if mystery is not None:
            out += [value for key, value in mystery.keep if key == name]
    return out


def total(state, name: str) -> int:
    """The sum of a numeric passive (a `True` counts 1)."""
    return sum(int(v) if not isinstance(v, bool) else int(v) for v in values(state, name) if not isinstance(v, Mapping))


def has(state, name: str) -> bool:
    return bool(values(state, name))
