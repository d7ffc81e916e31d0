"""Separate attempts on one target (issue 29, reading 12 of docs/rules-cursed-island.md): where a pawn
would join a group, ("separate", pawn, action, target) opens its own group instead, for the actions the
rulebook lets be taken again in a round (4.1 "Each Action can be taken multiple times in the same
round"), never where it takes them once (a threat card, a source, a space, the shelter, an invention
built once). Exact legal lists, groups, and what two one-pawn attempts resolve to."""

from __future__ import annotations

import ci_actions_kit as k

from engine.rulesets.cursed_island import groups, planner
from engine.rulesets.cursed_island.groups import Group
from engine.rulesets.cursed_island.needs import Task
from engine.rulesets.cursed_island.planning import next_pawn
from engine.rulesets.cursed_island.prose import narrate


fresh = k.planned


stock = k.stock


def on(state, action, target):
    return [a for a in state.legal_actions() if a[0] != "use" and a[2:4] == (action, target)]


WEAPON = (("wood", 1),)


def test_a_second_pawn_on_the_weapon_joins_or_opens_its_own_attempt():
    state = fresh(3, available=stock(wood=2))
    k.place(state, ("build", "weapon"))
    assert on(state, "build", "weapon") == [("assign", "cook:2", "build", "weapon"),
                                            ("separate", "cook:2", "build", "weapon")]
    state.apply_action(("separate", "cook:2", "build", "weapon"))
    assert state.plan == [("cook:1", "build", "weapon"), ("cook:2", "build", "weapon")]
    assert state.apart == {"cook:2"}
    assert groups.groups(state) == [Group("build", "weapon", ("cook:1",), 1, 2, WEAPON),
                                    Group("build", "weapon", ("cook:2",), 1, 2, WEAPON)]
    assert state.events[-1].data == {"pawn": "cook:2", "action": "build", "target": "weapon", "apart": True}
    # both attempts earmark their wood: a third weapon is beyond the two held
    assert on(state, "build", "weapon") == [("assign", "carpenter:1", "build", "weapon"),
                                            ("lead", "carpenter:1", "build", "weapon")]


def test_two_one_pawn_weapon_attempts_each_roll_and_each_pays():
    state = fresh(3, island=k.dice(build=(0, 6, 0)), available=stock(wood=2))
    k.place(state, ("build", "weapon"))
    state.apply_action(("separate", "cook:2", "build", "weapon"))
    k.resolve(state)
    rolls = [e for e in state.events if e.kind == "roll"]
    assert len(rolls) == 2
    assert state.levels["weapon"] == 2 and state.available == stock()


def test_joined_the_same_two_pawns_make_one_sure_weapon():
    state = fresh(3, island=k.dice(build=(0, 6, 0)), available=stock(wood=2))
    k.place(state, ("build", "weapon"), ("build", "weapon"))
    k.resolve(state)
    assert [e for e in state.events if e.kind == "roll"] == []
    assert state.levels["weapon"] == 1 and state.available == stock(wood=1)


def test_two_failed_attempts_give_their_actor_determination_twice_and_keep_the_wood():
    state = fresh(3, island=k.dice(build=(0, 0, 0)), available=stock(wood=2))
    k.place(state, ("build", "weapon"))
    state.apply_action(("separate", "cook:2", "build", "weapon"))
    k.resolve(state)
    assert state.levels["weapon"] == 0 and state.available == stock(wood=2)
    assert [p.determination for p in state.people[:3]] == [4, 0, 0]


def test_no_separate_attempt_where_the_rulebook_takes_an_action_once():
    state = fresh(3, available=stock(wood=5), threat=["haul", None], hunt_deck=["boar"])
    k.place(state, ("build", "shelter"))
    assert on(state, "build", "shelter") == [("assign", "cook:2", "build", "shelter")]  # one shelter
    state = fresh(3, available=stock(wood=5), threat=["haul", None], hunt_deck=["boar"])
    k.place(state, ("threat", "haul"))
    assert on(state, "threat", "haul") == [("assign", "cook:2", "threat", "haul")]  # once per card
    state = fresh(3, hunt_deck=["boar"])
    k.place(state, ("hunt", ""))
    assert on(state, "hunt", "") == [("assign", "cook:2", "hunt", "")]  # one beast: one hunt
    state = fresh(3, available=stock(wood=5))
    k.place(state, ("build", "basket"))
    assert on(state, "build", "basket") == [("assign", "cook:2", "build", "basket")]  # built once
    state = fresh(3)
    k.place(state, ("explore", "n0"))
    assert on(state, "explore", "n0") == [("assign", "cook:2", "explore", "n0")]  # one tile a space
    state = fresh(3, tiles={"c": "start", "n0": "plains"})
    k.place(state, ("gather", "n0:food"))
    assert on(state, "gather", "n0:food") == [("assign", "cook:2", "gather", "n0:food")]  # a source once a round
    state = fresh(3, available=stock(wood=5))
    k.place(state, ("build", "pyre"))  # the scenario's invention built more than once
    assert on(state, "build", "pyre") == [("assign", "cook:2", "build", "pyre"), ("separate", "cook:2", "build", "pyre")]


def test_a_second_hunt_needs_its_own_beast_and_two_pawns():
    state = fresh(3, hunt_deck=["boar", "boar"])
    k.place(state, ("hunt", ""))
    state.apply_action(("separate", "cook:2", "hunt", ""))
    assert [g.pawns for g in groups.groups(state)] == [("cook:1",), ("cook:2",)]
    k.place(state, ("rest", ""), ("rest", ""))  # the carpenter rests: the explorer's two pawns must hunt
    assert [a for a in state.legal_actions() if a[0] != "use"] == [
        ("assign", "explorer:1", "hunt", ""), ("lead", "explorer:1", "hunt", "")]
    k.place(state, ("hunt", ""), ("hunt", ""))
    assert [g.pawns for g in groups.groups(state) if g.action == "hunt"] == [("cook:1", "explorer:2"),
                                                                             ("cook:2", "explorer:1")]


def test_a_pawn_that_only_supports_never_opens_an_attempt():
    state = fresh(1, hunt_deck=["boar", "boar"])
    assert [p.id for p in state.pawns] == ["cook:1", "cook:2", "friday", "dog"]
    k.place(state, ("hunt", ""), ("hunt", ""), ("hunt", ""))  # a full hunt, Friday opens the second
    assert on(state, "hunt", "") == [("assign", "dog", "hunt", "")]


def test_taking_the_lead_of_a_separate_attempt_keeps_it_apart():
    state = fresh(3, available=stock(wood=2))
    k.place(state, ("build", "weapon"))
    state.apply_action(("separate", "cook:2", "build", "weapon"))
    state.apply_action(("lead", "carpenter:1", "build", "weapon"))
    assert state.plan == [("cook:1", "build", "weapon"), ("carpenter:1", "build", "weapon"),
                          ("cook:2", "build", "weapon")]
    assert state.apart == {"carpenter:1"}
    assert [g.pawns for g in groups.groups(state)] == [("cook:1",), ("carpenter:1", "cook:2")]


def test_the_choice_is_told_in_words():
    state = fresh(3, available=stock(wood=2))
    k.place(state, ("build", "weapon"))
    assert state.action_to_string(("separate", "cook:2", "build", "weapon")) == \
        "Cook's pawn 2 to building: weapon, a separate attempt (its own pawns and dice)"
    assert state.action_to_string(("assign", "cook:2", "build", "weapon")) == \
        "Cook's pawn 2 to building: weapon, supporting Cook"
    state.apply_action(("separate", "cook:2", "build", "weapon"))
    assert narrate(state.events[-1], state.game) == "Cook's pawn 2 goes to building (weapon), a separate attempt."


def test_the_planner_gives_a_second_task_on_the_same_target_its_own_attempt():
    state = fresh(3, available=stock(wood=2))
    gamble = Task("build", ("weapon",), False, why="test")
    k.place(state, ("build", "weapon"))
    assert planner.choose(state, state.legal_actions(), [gamble, gamble]) == ("separate", "cook:2", "build", "weapon")
    sure = Task("build", ("weapon",), True, why="test")
    assert planner.choose(state, state.legal_actions(), [sure, gamble]) == ("assign", "cook:2", "build", "weapon")
    assert next_pawn(state).id == "cook:2"
