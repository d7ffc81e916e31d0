"""Exploration and negotiation (rulebook pp. 16-17, 20, 24)."""

from __future__ import annotations

from rules_helpers import at, card, deal_exploration, kinds, last, lay, new_state, perform, put


def _own(state, seat, coord, soldiers=0, captains=0):
    lay(state, coord, "plain", 0, "white", [], explored=True)
    put(state, seat, coord, soldiers=soldiers, captains=captains)


def _explore(state, source, target, soldiers=1):
    perform(state, "move")
    state.apply_action(("target", target))
    for _ in range(soldiers):
        state.apply_action(("move_from", source, "soldier"))
    state.apply_action(("done",))


def test_alex_negotiates_with_a_minion_for_two_gold():
    """p. 20: a minion with a white area value of 2; Alex pays 2 gold and explores the area."""
    state = new_state(("red-coats", "yoruba", "chasseurs"), adventure_id="ember-crown")
    alex = state.players[0]
    alex.gold = 3
    _own(state, 0, (4, 4), soldiers=1)
    lay(state, (4, 5), "minion-1", 2, "white", ["gold", "ration"])
    deal_exploration(state, "scavengers-strike", adventure_id="ember-crown")
    _explore(state, (4, 4), (4, 5))
    assert last(state, "reveal").data == {"tile": "minion-1", "value": 2, "colour": "white", "card": "ash-hounds"}
    assert state.legal_actions()[:2] == [("negotiate",), ("fight",)]
    gold, rations = alex.gold, alex.rations
    state.apply_action(("negotiate",))
    assert alex.gold == gold - 2 and alex.rations == rations  # no conquest resources
    assert state.explored[at(state, (4, 5))] and state.controls(0, at(state, (4, 5)))
    assert not kinds(state, "conquer") and state.stack[-1].kind != "camp"  # no camp after a negotiation


def test_without_the_gold_a_white_value_means_combat():
    state = new_state(adventure_id="ember-crown")
    state.players[0].gold = 1
    state.players[0].rations = 1
    _own(state, 0, (4, 4), soldiers=1)
    lay(state, (4, 5), "minion-1", 2, "white", [])
    deal_exploration(state, "scavengers-strike", adventure_id="ember-crown")
    state.script_dice([8, 1, 1])
    _explore(state, (4, 4), (4, 5))
    assert not kinds(state, "negotiate") and last(state, "combat").area == (4, 5)


def test_a_red_value_always_means_combat():
    state = new_state(adventure_id="ember-crown")
    state.players[0].gold = 9
    _own(state, 0, (4, 4), soldiers=1)
    lay(state, (4, 5), "plain", 1, "red", ["gold"])
    deal_exploration(state, "scavengers-strike", adventure_id="ember-crown")
    state.script_dice([8, 1])
    _explore(state, (4, 4), (4, 5))
    assert last(state, "combat").data == {"defender": -1, "monster": "plain", "value": 1}
    assert last(state, "conquer").area == (4, 5)


def test_a_keep_card_goes_to_the_hand_and_is_used_later():
    state = new_state()
    p = state.players[0]
    p.rations = 4
    _own(state, 0, (4, 3), soldiers=2)
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "tarnished-compass")
    _explore(state, (4, 3), (4, 4))
    assert [c.id for c in p.kept] == ["tarnished-compass"]
    state.apply_action(("negotiate",))
    # the next target: use the compass while choosing the characters; they pay 1 ration less per area
    state.apply_action(("target", (4, 5)))
    assert ("use", "tarnished-compass") in state.legal_actions()
    state.apply_action(("use", "tarnished-compass"))
    rations = p.rations
    state.apply_action(("move_from", (4, 4), "soldier"))
    assert p.rations == rations and not p.kept
    assert state.explore_discard[-1].id == "tarnished-compass"


def test_a_location_tile_is_replaced_by_a_location_from_the_bag():
    state = new_state()
    p = state.players[0]
    _own(state, 0, (4, 3), soldiers=3)
    lay(state, (4, 4), "location", 0, "white", [])
    state.location_bag = [card("location_bag", "pirate-cache")]
    deal_exploration(state, "scavengers-strike")
    p.gold = 5
    _explore(state, (4, 3), (4, 4))
    assert last(state, "bag_draw").data == {"bag": "location", "card": "pirate-cache"}
    assert state.tile[at(state, (4, 4))].value == 2 and not state.location_bag
    state.apply_action(("negotiate",))
    assert p.gold == 3 and state.controls(0, at(state, (4, 4)))


def test_an_empty_bag_leaves_a_plain_area_with_the_printed_values():
    state = new_state()
    _own(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "terrain", 1, "white", ["gold"])
    state.terrain_bag = []
    deal_exploration(state, "scavengers-strike")
    _explore(state, (4, 3), (4, 4))
    assert last(state, "bag_empty").data == {"bag": "terrain"}
    assert last(state, "reveal").data["tile"] == "plain" and ("negotiate",) in state.legal_actions()


def test_exploring_a_mountain_offers_a_camp_at_once():
    state = new_state()
    p = state.players[0]
    _own(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "terrain", 0, "white", [])
    state.terrain_bag = [card("terrain_bag", "mountain-2")]
    deal_exploration(state, "scavengers-strike")
    _explore(state, (4, 3), (4, 4))
    assert state.explored[at(state, (4, 4))]  # terrain counts as explored at once
    assert state.legal_actions() == [("camp", True), ("camp", False)]
    gold = p.gold
    state.apply_action(("camp", True))
    assert p.camps[at(state, (4, 4))] == 1 and p.gold == gold + 1  # Eagle Crag's old mine shafts


def test_exploring_a_river_moves_the_characters_on():
    state = new_state()
    _own(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "terrain", 0, "white", [])
    state.terrain_bag = [card("terrain_bag", "river-1")]
    deal_exploration(state, "scavengers-strike")
    _explore(state, (4, 3), (4, 4))
    assert state.stack[-1].kind == "river"
    assert at(state, (4, 4)) in state.rivers
    assert all(a[0] == "river_to" and a[1] != (4, 4) for a in state.legal_actions())


def test_a_rockslide_ends_the_exploration_and_the_characters_stay():
    state = new_state()
    p = state.players[0]
    _own(state, 0, (4, 3), soldiers=1)
    put(state, 0, (4, 3), camps=1)
    lay(state, (4, 4), "minion-1", 1, "white", [])
    deal_exploration(state, "rockslide", "scavengers-strike")
    _explore(state, (4, 3), (4, 4))
    assert not state.explored[at(state, (4, 4))] and p.soldiers[at(state, (4, 4))] == 1
    assert not kinds(state, "reveal")
    # later the characters in the unexplored area explore it without moving
    assert ("target", (4, 4)) in state.legal_actions()


def test_the_first_explorer_takes_the_progress_token():
    state = new_state()
    p = state.players[0]
    p.gold = 5
    ruin = (3, 3)  # The Broken Colonnade carries a Relics token
    _own(state, 0, (3, 2), soldiers=1)
    lay(state, ruin, "plain", 1, "white", [])
    deal_exploration(state, "scavengers-strike")
    _explore(state, (3, 2), ruin)
    state.apply_action(("negotiate",))
    assert last(state, "progress_token").data == {"task": "relics"}
    assert p.progress["relics"] == 1 and state.token[at(state, ruin)] is None


def test_adventure_areas_are_fought_without_an_exploration_card():
    state = new_state()
    _own(state, 0, (6, 3), soldiers=1)
    deck = len(state.explore_deck)
    state.script_dice([1, 6, 6, 6, 6, 6])  # D8 1; the temple: 5 D6, one exchanged by its rule
    _explore(state, (6, 3), (5, 3))
    assert len(state.explore_deck) == deck
    combat = last(state, "combat")
    assert combat.area == (5, 3) and combat.data == {"defender": -1, "monster": "adventure", "value": 5}
    assert kinds(state, "combat_round")[0].data["defender"] == ["d8:6", "d6:6", "d6:6", "d6:6", "d6:6"]
    assert last(state, "exploration_failed").data["reason"] == "defeated"
    assert not [e for e in kinds(state, "tile_swapped") if e.area == (5, 3)]  # an adventure area keeps its print
