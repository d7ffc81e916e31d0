"""Where a tile's rule applies: its own area, or with an explicit `where` (even `{}`) wherever it
matches while a player controls the tile (docs/content-model.md, "the scope of a rule")."""

from __future__ import annotations

from engine.content.resolve import load_adventure
from engine.rulesets.isles_of_terror.triggers import fire

from rules_helpers import at, card, lay, new_state, put


def test_an_empty_where_is_an_empty_filter_not_no_filter():
    adventure = load_adventure("drowned-temple")
    observatory = next(c for c in adventure.setup.location_bag if c.id == "sunken-observatory")
    where = observatory.rules[0].trigger.where
    assert where is not None and where.is_empty


def _move_mods(state, seat: int) -> list:
    return [m for m in state.mods if m[1] == "move" and m[2] == seat]


def test_the_observatory_cheapens_moves_anywhere_for_its_controller():
    state = new_state()
    observatory = card("location_bag", "sunken-observatory")
    lay(state, (4, 4), "location", 3, "red", ["gold"], card=observatory, explored=True)
    put(state, 0, (4, 4), soldiers=1)
    fire(state, "move_into", 0, at(state, (3, 5)))  # another area: the 'where: {}' rule applies
    state._advance()
    assert [m[3] for m in _move_mods(state, 0)] == [-1]


def test_the_observatory_does_nothing_for_a_player_who_does_not_control_it():
    state = new_state()
    observatory = card("location_bag", "sunken-observatory")
    lay(state, (4, 4), "location", 3, "red", ["gold"], card=observatory, explored=True)
    put(state, 0, (4, 4), soldiers=1)
    fire(state, "move_into", 1, at(state, (3, 5)))
    state._advance()
    assert _move_mods(state, 1) == [] and _move_mods(state, 0) == []
