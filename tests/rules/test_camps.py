"""Camps: raise, abandon, destroy, raid, the second raid (rulebook p. 20)."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.camps import destroy_camp
from rules_helpers import at, deal_exploration, last, lay, new_state, perform, put


def _conquer(state, seat_source, target, dice=(8, 1)):
    deal_exploration(state, "scavengers-strike")
    lay(state, target, "plain", 1, "red", [])
    state.script_dice(list(dice))
    perform(state, "move")
    state.apply_action(("target", target))
    state.apply_action(("move_from", seat_source, "soldier"))
    state.apply_action(("done",))


def test_denise_raises_a_camp_and_a_soldier_fills_the_camp_field():
    """p. 20: the camp comes off the player board; a soldier from the pool takes its field."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    denise = state.players[0]
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1)
    pool, camps = denise.pool_soldiers, denise.free_camps
    _conquer(state, (4, 3), (4, 4))
    assert state.legal_actions() == [("camp", True), ("camp", False)]
    state.apply_action(("camp", True))
    assert denise.camps[at(state, (4, 4))] == 1
    assert (denise.free_camps, denise.pool_soldiers, denise.field_soldiers) == (camps - 1, pool - 1, 1)
    assert last(state, "camp_raised").data == {"soldier_from": "pool"}


def test_without_a_soldier_in_the_pool_one_from_the_area_takes_the_field():
    state = new_state()
    p = state.players[0]
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=2)
    for coord, soldiers in (((1, 2), 3), ((2, 1), 3)):  # every other soldier is somewhere on the isle
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, 0, coord, soldiers=soldiers)
    assert p.pool_soldiers == 0
    _conquer(state, (4, 3), (4, 4))
    state.apply_action(("camp", True))
    assert p.soldiers[at(state, (4, 4))] == 0 and p.camps[at(state, (4, 4))] == 1
    assert last(state, "camp_raised").data == {"soldier_from": "area"}


def test_with_no_camp_left_another_camp_may_be_abandoned_for_this_one():
    state = new_state()
    p = state.players[0]
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1)
    for coord in ((1, 2), (2, 1), (3, 5)):
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, 0, coord, camps=1)
    assert p.free_camps == 0
    _conquer(state, (4, 3), (4, 4))
    assert ("camp_instead", (1, 2)) in state.legal_actions()
    state.apply_action(("camp_instead", (1, 2)))
    assert p.camps[at(state, (1, 2))] == 0 and p.camps[at(state, (4, 4))] == 1
    assert not state.explored[at(state, (1, 2))]  # the abandoned camp's area is empty: face down again


def test_abandoning_a_camp_at_the_start_of_a_turn():
    state = new_state()
    p = state.players[0]
    lay(state, (1, 2), "plain", 0, "white", [], explored=True)
    put(state, 0, (1, 2), camps=1)
    state._advance()
    assert ("abandon", (1, 2)) in state.legal_actions()
    pool = p.pool_soldiers
    state.apply_action(("abandon", (1, 2)))
    assert p.free_camps == 3 and p.pool_soldiers == pool + 1 and p.field_soldiers == 0


def test_the_second_raid_returns_both_camps_gives_a_point_and_takes_resources():
    state = new_state()
    raider, a, b = state.players
    for seat, coord in ((1, (1, 2)), (2, (3, 5))):
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, seat, coord, soldiers=1, camps=1)
    a.gold, a.rations = 0, 2
    b.gold, b.rations = 3, 0
    destroy_camp(state, 1, at(state, (1, 2)), by=0)
    assert raider.raided == [1] and a.lost_camps == 1 and a.field_soldiers == 1
    gold, rations = raider.gold, raider.rations
    destroy_camp(state, 2, at(state, (3, 5)), by=0)
    state._advance()
    assert raider.raided == [] and raider.vp == 1
    assert (a.free_camps, a.lost_camps, b.free_camps) == (3, 0, 3)
    # the raider takes one resource per returned camp: only rations from one, only gold from the other
    assert (a.rations, b.gold) == (1, 2) and (raider.gold, raider.rations) == (gold + 1, rations + 1)
    assert [e.data["resource"] for e in state.log if e.kind == "raid_take"] == ["rations", "gold"]
