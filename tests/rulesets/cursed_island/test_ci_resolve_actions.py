"""Resolving the planned actions (ci-actions: resolve.py, action.py): each action's outcome with exact
values, future resources moved at the phase's end, and the fixed order."""

from __future__ import annotations

import ci_actions_kit as k


fresh = k.planned


stock = k.stock


def kinds(state, start):
    return [e.kind for e in state.events[start:]]


def test_the_wreckage_with_two_pawns_gives_the_large_reward_after_the_phase():
    state = fresh(3, available=stock())
    k.place(state, ("threat", "crates"), ("threat", "crates"))
    k.resolve(state)
    assert state.threat == [None, None]
    assert state.available == stock(food=2, wood=1) and state.future == stock()
    assert state.discards["event"] == ["crates"]


def test_a_threat_action_pays_its_cost_and_rewards_the_actor():
    state = fresh(3, available=stock(wood=1), threat=["fence", "watch"],
                  levels={"roof": 0, "palisade": 0, "weapon": 2})
    k.place(state, ("threat", "fence"), ("rest", ""), ("threat", "watch"))
    k.resolve(state)
    assert state.available == stock(fur=1)
    assert state.people[1].determination == 2 and state.people[0].determination == 0


def test_shelter_with_two_pawns_is_built_for_its_wood():
    state = fresh(3, available=stock(wood=3))
    k.place(state, ("build", "shelter"), ("build", "shelter"))
    k.resolve(state)
    assert state.shelter and state.available == stock()


def test_roof_weapon_and_fur_paid_levels():
    state = fresh(3, available=stock(wood=1, fur=2), shelter=True)
    k.place(state, ("build", "roof:fur"), ("build", "roof:fur"), ("build", "weapon"), ("build", "weapon"))
    k.resolve(state)
    assert state.levels == {"roof": 1, "palisade": 0, "weapon": 1} and state.available == stock()


def test_an_invention_is_an_item_only_after_the_phase_and_the_owner_gets_two_determination():
    state = fresh(3, available=stock(wood=1))
    k.place(state, ("rest", ""), ("rest", ""), ("build", "sled"), ("build", "sled"))
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    k.rest_all(state)
    seen = []
    state.apply_action(("commit",))
    seen = [e.data for e in state.events if e.kind == "invention-built"]
    assert seen == [{"invention": "sled", "person": 1, "character": state.people[1].character}]  # tell.py logs who
    assert state.items == {"sled": 1} and "sled" not in state.board_inventions
    assert state.people[1].determination == 2


def test_a_scenario_invention_built_twice_plays_its_effect_each_time():
    state = fresh(3, available=stock(wood=2))
    k.place(state, ("build", "pyre"), ("build", "pyre"), ("build", "pyre"), ("build", "pyre"))
    k.resolve(state)
    assert state.items == {"pyre": 2} and state.tracks["pile"] == 2 and "pyre" in state.board_inventions


def test_a_knife_raises_the_weapon_while_kept():
    state = fresh(3, tiles={"c": "start", "n0": "peak"})
    k.place(state, ("build", "knife"), ("build", "knife"))
    k.resolve(state)
    assert state.items == {"knife": 1} and state.levels["weapon"] == 1


def test_gathering_one_each_the_basket_once_a_round_and_a_plus_token():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "hills"}, items={"basket": 1},
                  tokens={("plus_wood", "n5")}, available=stock())
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"), ("gather", "n5:wood"), ("gather", "n5:wood"))
    k.resolve(state)
    assert state.available == stock(food=2, wood=2)


def test_exploring_lays_the_top_tile_with_its_beast_and_discovery():
    state = fresh(3, tile_stack=["peak", "hills"], beast_deck=["boar"], hunt_deck=[],
                  discovery_stack=["flint", "herb"])
    k.place(state, ("explore", "n2"), ("explore", "n2"))
    k.resolve(state)
    assert state.tiles == {"c": "start", "n2": "hills"} and state.tile_stack == ["peak"]
    assert state.hunt_deck == ["boar"] and state.beast_deck == []
    assert state.discoveries == ["herb"] and state.future_discoveries == []


def test_a_totem_tile_plays_the_scenarios_meaning():
    state = fresh(3, tile_stack=["plains"])
    k.place(state, ("explore", "n2"), ("explore", "n2"))
    k.resolve(state)
    assert state.morale == 1


def test_hunting_fights_the_beast_and_gains_food_and_fur():
    state = fresh(3, hunt_deck=["boar"], levels={"roof": 0, "palisade": 0, "weapon": 3}, available=stock())
    k.place(state, ("hunt", ""), ("hunt", ""))
    k.resolve(state)
    assert state.levels["weapon"] == 2 and state.available == stock(food=2, fur=1)
    assert state.people[0].wounds == 0 and state.hunt_deck == []


def test_a_weak_weapon_wounds_the_hunter_per_missing_level():
    state = fresh(3, hunt_deck=["boar"], levels={"roof": 0, "palisade": 0, "weapon": 1},
                  tokens={("beast_strength", "hunt_deck")})
    k.place(state, ("rest", ""), ("rest", ""), ("hunt", ""), ("hunt", ""))
    k.resolve(state)
    assert [p.wounds for p in state.people] == [0, 2, 0]  # strength 2 + 1, weapon 1
    assert state.levels["weapon"] == 0 and ("beast_strength", "hunt_deck") not in state.tokens


def test_arranging_the_camp_and_resting():
    state = fresh(3)
    state.people[0].wounds = 3
    k.place(state, ("camp", ""), ("rest", ""), ("camp", ""))
    k.resolve(state)
    assert state.people[0].determination == 2 and state.people[0].wounds == 2
    assert state.people[1].determination == 2 and state.morale == 2


def test_four_players_choose_what_arranging_the_camp_gives():
    state = fresh(4)
    k.place(state, ("camp", ""))
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "arrange"
    assert state.legal_actions() == [("arrange", "determination"), ("arrange", "morale")]
    state.apply_action(("arrange", "morale"))
    assert state.morale == 1 and state.people[0].determination == 0


def test_a_bed_heals_two_and_gives_determination_on_a_rest():
    state = fresh(3, items={"bed": 1})
    state.people[2].wounds = 4
    k.place(state, *[("rest", "")] * 5)
    k.resolve(state)
    assert state.people[2].wounds == 0 and state.people[2].determination == 2


def test_actions_resolve_in_the_fixed_order():
    state = fresh(3, hunt_deck=["boar"], levels={"roof": 0, "palisade": 0, "weapon": 3})
    k.place(state, ("rest", ""), ("camp", ""), ("hunt", ""), ("hunt", ""), ("threat", "crates"))
    start = len(state.events)
    k.resolve(state)
    done = [e.data["action"] for e in state.events[start:] if e.kind == "action"]
    assert done == ["threat", "hunt", "camp", "rest", "rest"]


def test_field_tokens_are_spent_by_the_next_such_action():
    state = fresh(3, tokens={("extra_pawn", "build"), ("extra_wood", "build")}, available=stock(wood=3))
    k.place(state, ("build", "weapon"), ("build", "weapon"), ("build", "weapon"))  # 1 + 1 wood, 3 pawns
    k.resolve(state)
    assert state.tokens == set() and state.available == stock(wood=1) and state.levels["weapon"] == 1


def test_a_wood_discount_is_spent_on_the_first_cost_paying_wood():
    state = fresh(3, available=stock(wood=3))
    state.mods["wood_discount"] = 1
    k.place(state, ("build", "shelter"), ("build", "shelter"))
    k.resolve(state)
    assert state.shelter and state.available == stock(wood=1) and "wood_discount" not in state.mods


def test_a_held_wood_discount_counts_at_planning():
    state = fresh(3, available=stock(wood=2))
    assert "shelter" not in k.targets(state, "build")
    state.mods["wood_discount"] = 1
    state._legal = None
    assert "shelter" in k.targets(state, "build")
    k.place(state, ("build", "shelter"), ("build", "shelter"))
    k.resolve(state)
    assert state.shelter and state.available == stock()


def test_the_scenarios_build_rules_play_after_a_build():
    from engine.core.vocabulary import Term
    from engine.rulesets.cursed_island.model import ScenarioRule
    state = k.planning(3, rules=(ScenarioRule("build", (Term("morale", 1),)),))
    state.available = stock(wood=1)
    k.replan(state)
    k.place(state, ("build", "weapon"), ("build", "weapon"))
    k.resolve(state)
    assert state.morale == 1


def test_what_an_item_gives_when_built_is_available_after_the_phase():
    state = fresh(3, tiles={"c": "start", "n0": "river"}, available=stock())
    k.place(state, ("build", "dam"), ("build", "dam"))
    k.resolve(state)
    assert state.items == {"dam": 1} and state.available == stock(preserved=2) and state.future == stock()


def test_a_beast_token_on_the_space_wounds_the_actor_without_a_weapon():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "hills"}, tokens={("beast_strength", "n0")})
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"), ("gather", "n5:wood"), ("gather", "n5:wood"))
    k.resolve(state)
    assert [p.wounds for p in state.people] == [1, 0, 0]
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, tokens={("beast_strength", "n0")},
                  levels={"roof": 0, "palisade": 0, "weapon": 1})
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"))
    k.resolve(state)
    assert [p.wounds for p in state.people] == [0, 0, 0]


def test_a_tile_turned_down_since_planning_gives_nothing():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, available=stock())
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"))
    state.inaccessible.add("n0")
    k.resolve(state)
    assert state.available == stock()


def test_a_weapon_bonus_power_is_offered_before_the_fight():
    from engine.core.vocabulary import Term
    from engine.rulesets.cursed_island.model import StartingItem
    state = k.planning(3, items=(StartingItem("cutlass", "Cutlass", (Term("weapon_bonus", 2),), windows=("hunt",)),))
    state.starting_items = {"cutlass": 2}
    state.hunt_deck = ["boar"]
    k.replan(state)
    k.place(state, ("hunt", ""), ("hunt", ""))
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "hunt" and state.legal_actions() == [("use", "item:cutlass", ""), ("pass",)]
    state.apply_action(("use", "item:cutlass", ""))
    state.apply_action(("pass",))
    assert state.stage == "halt" and "weapon_bonus" not in state.mods and state.levels["weapon"] == 0
    # no fight wound (weapon 0 + 2 against strength 2); the weapon loss below 0 wounds each castaway,
    # the resting ones heal theirs afterwards
    assert [p.wounds for p in state.people] == [1, 0, 0]


def test_an_explored_terrain_opens_its_inventions_and_a_mystery_icon_plays():
    state = fresh(3, tile_stack=["peak"])
    assert "knife" not in k.targets(state, "build")
    k.place(state, ("explore", "n2"), ("explore", "n2"))
    k.resolve(state)
    assert state.people[0].determination == 1  # the scenario's mystery-icon meaning, to the explorer
    k.replan(state)
    assert "knife" in k.targets(state, "build")


def test_a_beast_with_palisade_loss_and_effects():
    from engine.core.vocabulary import Term
    from engine.rulesets.cursed_island.model import BeastCard
    state = k.planning(3, beasts=(BeastCard("bear", "Bear", 1, palisade_loss=1, effects=(Term("morale", -1),)),))
    state.hunt_deck = ["bear"]
    state.levels = {"roof": 0, "palisade": 2, "weapon": 1}
    k.replan(state)
    k.place(state, ("hunt", ""), ("hunt", ""))
    k.resolve(state)
    assert state.levels == {"roof": 0, "palisade": 1, "weapon": 1} and state.morale == -1


def test_an_empty_gathering_keeps_the_rounds_bonus_for_the_next():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "hills"}, items={"basket": 1}, available=stock())
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"), ("gather", "n5:wood"), ("gather", "n5:wood"))
    state.exhausted.add(("n0", "food"))  # since planning
    k.resolve(state)
    assert state.available == stock(wood=2)
