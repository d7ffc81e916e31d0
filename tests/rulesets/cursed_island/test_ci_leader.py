"""Who takes a shared action (rulebook 4.1: the players whose pawns share it decide): a castaway's pawn
joining a group another castaway leads joins as a supporter or takes the lead (planning.py, exact
lists and the wounds of the hunt falling on the chosen one)."""

from __future__ import annotations

import ci_actions_kit as k

from engine.rulesets.cursed_island import groups
from engine.rulesets.cursed_island.planning import next_pawn


fresh = k.planned


def hunt_position():
    state = fresh(3, hunt_deck=["boar"], levels={"roof": 0, "palisade": 0, "weapon": 1},
                  tokens={("beast_strength", "hunt_deck")})
    k.place(state, ("hunt", ""), ("rest", ""))  # the cook opens the hunt, its second pawn rests
    return state


def test_a_pawn_of_another_castaway_joins_as_supporter_or_leader():
    state = hunt_position()
    assert next_pawn(state).id == "carpenter:1"
    assert k.options(state, "lead") == [("lead", "carpenter:1", "hunt", "")]
    assert ("assign", "carpenter:1", "hunt", "") in state.legal_actions()


def test_the_new_leader_takes_the_hunt_and_its_wounds():
    state = hunt_position()
    state.apply_action(("lead", "carpenter:1", "hunt", ""))
    assert state.plan == [("carpenter:1", "hunt", ""), ("cook:1", "hunt", ""), ("cook:2", "rest", "")]
    assert [g.pawns for g in groups.groups(state)] == [("carpenter:1", "cook:1"), ("cook:2",)]
    assert state.events[-1].data["lead"] is True
    k.resolve(state)
    # a beast of strength 2, +1 for the token, against weapon 1: two wounds, to the carpenter only
    # (its second pawn's rest, resolved after the hunt, heals one of them)
    assert [e.data["person"] for e in state.events if e.kind == "action" and e.data["action"] == "hunt"] == [1]
    assert [p.wounds for p in state.people[:3]] == [0, 1, 0]
    assert state.levels["weapon"] == 0


def test_as_a_supporter_the_first_castaway_keeps_the_hunt():
    state = hunt_position()
    state.apply_action(("assign", "carpenter:1", "hunt", ""))
    k.resolve(state)
    assert [p.wounds for p in state.people[:3]] == [1, 0, 0]  # two for the cook, its rest heals one


def test_no_lead_for_the_leaders_own_pawn_friday_or_a_personal_invention():
    state = fresh(3, hunt_deck=["boar"])
    k.place(state, ("hunt", ""))
    assert k.options(state, "lead") == []  # the cook's second pawn
    duo = fresh(2, hunt_deck=["boar"])
    k.place(duo, ("hunt", ""), ("rest", ""), ("rest", ""), ("rest", ""))
    assert next_pawn(duo).id == "friday" and k.options(duo, "lead") == []
    sled = fresh(3)
    k.place(sled, ("build", "sled"), ("rest", ""))  # the carpenter's own invention, started by the cook
    assert next_pawn(sled).id == "carpenter:1"
    assert ("assign", "carpenter:1", "build", "sled") in sled.legal_actions()
    assert k.options(sled, "lead") == []


def test_the_greedy_gives_a_hunt_to_the_castaway_with_more_wounds_to_spare():
    from engine.rulesets.cursed_island.greedy import take_lead
    state = hunt_position()
    support, lead = ("assign", "carpenter:1", "hunt", ""), ("lead", "carpenter:1", "hunt", "")
    state.people[0].wounds = 3
    assert take_lead(state, support, [lead]) == lead
    state.people[0].wounds, state.people[1].wounds = 0, 3
    assert take_lead(state, support, [lead]) == support
    assert take_lead(state, support, []) == support  # no lead offered: the choice stands


def test_the_greedy_gives_other_actions_to_the_castaway_with_less_determination():
    from engine.rulesets.cursed_island.greedy import take_lead
    state = fresh(3)
    k.place(state, ("explore", "n0"), ("rest", ""))
    support, lead = ("assign", "carpenter:1", "explore", "n0"), ("lead", "carpenter:1", "explore", "n0")
    assert k.options(state, "lead") == [lead]
    assert take_lead(state, support, [lead]) == support  # equal Determination: the cook keeps it
    state.people[0].determination = 2
    assert take_lead(state, support, [lead]) == lead
    state.people[1].wounds = 10  # two wounds from death: near death, it does not lead
    assert take_lead(state, support, [lead]) == support
