"""Every legal placement of the real engine can be dropped on the Cursed Island planning board: over
whole random games of the bundled scenario at each player count, at every planning decision, each
legal assignment's field is drawn, a drop on the field's centre lands on that very field (no other
field hides it), and a supporting pawn's "stay out" is the tray (no field under it)."""

from __future__ import annotations

import random

import pytest

from editor.rulesets.cursed_island.layout import layout_of
from editor.rulesets.cursed_island.places import place_of
from engine.content.resolve import load_adventure
from engine.core import ruleset as rulesets


@pytest.fixture(scope="module")
def scenario():
    return load_adventure("wreck-and-beacon")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_legal_placement_has_a_field_a_drop_reaches(qapp, scenario, players):
    game = rulesets.of(scenario).new_game(scenario, players=players)
    rng = random.Random(players)
    checked = 0
    for seed in (1, 2):
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.stage == "plan":
                layout = layout_of(state)
                for action in legal:
                    key = place_of(action)
                    if key is None or key[0] != "assign":
                        continue
                    if not key[2]:
                        assert layout.field_at(layout.tray.center()) is None
                        continue
                    field = layout.field_of(key[2], key[3])
                    assert field is not None, action
                    assert layout.field_at(field.rect.center()) is field, action
                    checked += 1
                assert set(layout.pawns) >= {p.id for p in state.pawns if p.id not in {e[0] for e in state.plan}}
            state.apply_action(rng.choice(legal))
    assert checked > 50
