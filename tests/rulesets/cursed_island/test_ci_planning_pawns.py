"""The round's pawns and who may go where (ci-actions: pawns.py, planning.py), with exact lists."""

from __future__ import annotations

import ci_actions_kit as k

from engine.rulesets.cursed_island.planning import next_pawn


def ids(state):
    return [(p.id, p.kind, p.supports_only) for p in state.pawns]


def test_two_pawns_a_castaway_then_friday_then_the_dog():
    assert ids(k.planning(3)) == [("cook:1", "player", False), ("cook:2", "player", False),
                                  ("carpenter:1", "player", False), ("carpenter:2", "player", False),
                                  ("explorer:1", "player", False), ("explorer:2", "player", False)]
    assert ids(k.planning(2))[-1] == ("friday", "friday", False)
    solo = k.planning(1)
    assert ids(solo) == [("cook:1", "player", False), ("cook:2", "player", False),
                         ("friday", "friday", False), ("dog", "dog", True)]
    assert solo.pawns[-1].actions == ("hunt", "explore")


def test_item_and_one_round_pawns_only_support():
    state = k.planning(3)
    state.items["map"] = 1
    state.mods["extra_pawns"] = ("build",)
    k.replan(state)
    assert ids(state)[-2:] == [("item:map", "extra", True), ("once:1", "extra", True)]
    assert state.pawns[-2].actions == ("explore",) and state.pawns[-1].actions == ("build",)


def test_the_first_choices_of_round_one():
    state = k.planning(3)
    assert state.legal_actions() == [
        ("assign", "cook:1", "threat", "crates"), ("assign", "cook:1", "build", "basket"),
        ("assign", "cook:1", "build", "map"), ("assign", "cook:1", "build", "sled"),
        *[("assign", "cook:1", "explore", f"n{i}") for i in range(6)],
        ("assign", "cook:1", "camp", ""), ("assign", "cook:1", "rest", "")]  # the healing flask: only at night


def test_commit_is_listed_once_every_pawn_is_placed():
    state = k.planning(3)
    k.rest_all(state)
    assert state.legal_actions() == [("commit",)]


def test_a_supporting_pawn_joins_a_group_or_stays_out():
    state = k.planning(1)
    k.place(state, ("explore", "n0"), ("rest", ""), ("rest", ""))
    assert k.options(state) == [("assign", "dog", "explore", "n0"), ("assign", "dog", "", "")]
    state = k.planning(1)
    k.place(state, ("rest", ""), ("rest", ""), ("rest", ""))
    assert k.options(state) == [("assign", "dog", "", "")]


def test_the_map_pawn_cannot_explore_alone():
    state = k.planning(3)
    state.items["map"] = 1
    k.replan(state)
    k.place(state, *[("rest", "")] * 6)
    assert k.options(state) == [("assign", "item:map", "", "")]


def test_a_one_round_pawn_given_while_planning_joins_the_pawns_to_place():
    state = k.planning(3)
    k.place(state, ("build", "basket"))
    state.mods["extra_pawns"] = ("build",)
    state._legal = None
    k.place(state, *[("rest", "")] * 5)
    assert next_pawn(state).id == "once:1"
    assert k.options(state) == [("assign", "once:1", "build", "basket"), ("assign", "once:1", "", "")]


def test_a_lost_item_takes_its_pawn_not_yet_placed():
    state = k.planning(3)
    state.items["map"] = 1
    k.replan(state)
    del state.items["map"]
    state._legal = None
    k.place(state, *[("rest", "")] * 6)
    assert state.legal_actions()[0] == ("commit",)


def test_a_supporting_pawn_a_group_still_needs_cannot_stay_out():
    state = k.planning(1)
    state.tiles = {"c": "start", "n0": "plains"}
    k.replan(state)
    k.place(state, ("explore", "f0"), ("rest", ""), ("rest", ""))
    assert k.options(state) == [("assign", "dog", "explore", "f0")]


def test_a_pawn_may_start_a_personal_invention_its_owner_will_take():
    state = k.planning(3)
    state.available["wood"] = 0
    k.replan(state)
    assert ("assign", "cook:1", "build", "sled") in state.legal_actions()  # the carpenter places later
    k.place(state, ("build", "sled"))
    assert ("assign", "cook:2", "build", "sled") not in state.legal_actions()  # the owner's place is kept
    k.place(state, ("rest", ""))
    assert ("assign", "carpenter:1", "build", "sled") in state.legal_actions()
    k.place(state, ("build", "sled"))
    k.resolve(state)
    assert state.items == {"sled": 1} and state.people[1].determination == 2  # the owner took it
    assert state.people[0].determination == 0


def test_the_owners_place_must_stay_reachable():
    state = k.planning(3)
    k.place(state, ("rest", ""), ("rest", ""), ("rest", ""), ("rest", ""))
    assert ("assign", "explorer:1", "build", "sled") not in state.legal_actions()  # no carpenter pawn left
