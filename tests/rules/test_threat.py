"""Minion attacks and the end-of-year roll against the threat bar (rulebook pp. 11, 23)."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.threat import hits_on
from engine.rulesets.isles_of_terror.season import SeasonStep
from rules_helpers import at, deal_exploration, kinds, last, lay, new_state, perform, put


def test_threat_rows_by_victory_points():
    state = new_state()
    p = state.players[0]
    expected = {0: None, 1: 6, 4: 6, 5: 5, 8: 5, 9: 4, 12: 4, 13: 3, 20: 3}
    for vp, value in expected.items():
        p.vp = vp
        assert hits_on(state, 0) == value


def test_alex_draws_a_minion_attack_with_two_dice():
    """p. 23: 5 and 6 against the bar: Alex (first row, 6+) loses one figure, Thomas and Denise
    (third row, 4+) lose two each."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    alex, thomas, denise = state.players
    alex.vp, thomas.vp, denise.vp = 1, 9, 10
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=2)
    for seat, coord in ((1, (1, 2)), (2, (3, 5))):
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, seat, coord, soldiers=2, camps=1)
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "eyes-in-the-canopy")
    state.script_dice([5, 6])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    attack = last(state, "minion_attack")
    assert attack.data == {"dice": [5, 6], "hits": {"0": 1, "1": 2, "2": 2}}
    assert state.current_player() == 0 and set(state.legal_actions()) == {("remove", (4, 3), "soldier"),
                                                                          ("remove", (4, 4), "soldier")}
    state.apply_action(("remove", (4, 3), "soldier"))
    assert state.current_player() == 1
    state.apply_action(("remove", (1, 2), "soldier"))
    state.apply_action(("remove", (1, 2), "camp"))
    state.apply_action(("remove", (3, 5), "soldier"))
    state.apply_action(("remove", (3, 5), "soldier"))
    assert (thomas.characters(at(state, (1, 2))), thomas.camps[at(state, (1, 2))]) == (1, 0)
    assert denise.characters(at(state, (3, 5))) == 0 and denise.camps[at(state, (3, 5))] == 1
    assert thomas.free_camps == 3  # a camp removed by minions goes back on its camp field
    assert len(kinds(state, "figure_removed")) == 5
    # Alex's explorer is still in the area: the exploration goes on
    assert last(state, "reveal").area == (4, 4)


def test_players_off_the_bar_or_without_figures_lose_nothing():
    state = new_state()
    state.players[1].vp = 9  # on the bar, but nothing on the board
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "war-drums")
    state.script_dice([6, 6, 6])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert last(state, "minion_attack").data["hits"] == {"1": 3}
    assert not kinds(state, "figure_removed")


def test_gather_new_strength_costs_resources_then_figures():
    """p. 11: 4D6 after winter; each hit costs a resource, each unpaid hit a character or a camp."""
    state = new_state()
    p = state.players[0]
    p.vp = 9
    p.gold, p.rations = 1, 1
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=2)
    state.season = 3
    state.stack[-3].step = SeasonStep.ACTION_PHASE  # the season frame: straight to the end of the action phase
    state.turns = 99
    state.stack = state.stack[:-2]
    state.script_dice([6, 5, 4, 1])
    state._advance()
    assert last(state, "threat").data == {"dice": [6, 5, 4, 1], "hits": 3}
    assert state.legal_actions() == [("lose", "gold"), ("lose", "rations")]
    state.apply_action(("lose", "gold"))  # then only rations are left, then only the soldiers
    assert (p.gold, p.rations) == (0, 0)
    assert p.soldiers[at(state, (4, 3))] == 1
    assert [e.data["figure"] for e in kinds(state, "figure_removed")] == ["soldier"]
