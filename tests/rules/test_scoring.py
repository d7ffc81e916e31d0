"""Missions, progress tasks, morale and victory points (rulebook pp. 21-23)."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.scoring import advance_progress, gain_vp, success_token
from rules_helpers import card, deal_exploration, idle_until, kinds, last, lay, new_state, perform, put


def test_denise_enforces_then_conquers_fulfils_her_mission_and_raises_a_camp():
    """p. 22: Stake a Claim (value 2): one token by enforcing, one by conquering; the mission token
    goes to the first field (a morale field: a progress token moves one field); the new mission,
    Hammer and Nails, earns its first token when she raises a camp in the conquered area."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    denise = state.players[0]
    denise.mission = card("mission_deck", "stake-a-claim")
    state.mission_deck.append(card("mission_deck", "hammer-and-nails"))
    state.apply_action(("field", 0))
    state.apply_action(("enforce",))
    assert denise.success == 1 and last(state, "enforce").data == {"mission": "stake-a-claim"}
    idle_until(state, lambda s: s.current_player() == 0)
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "plain", 1, "red", ["gold"])
    deal_exploration(state, "scavengers-strike")
    state.script_dice([8, 1])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert last(state, "mission_fulfilled").data == {"mission": "stake-a-claim", "field": 1, "new": "hammer-and-nails"}
    assert denise.mission_pos == 1 and denise.missions_done == 1 and denise.success == 0
    # field 1 of the mission bar is a morale field: move a progress token one field
    assert ("morale", "relics") in state.legal_actions() and ("skip",) in state.legal_actions()
    state.apply_action(("morale", "relics"))
    assert denise.progress["relics"] == 1
    state.apply_action(("camp", True))
    assert denise.mission.id == "hammer-and-nails" and denise.success == 1


def test_missions_that_cannot_be_enforced():
    state = new_state()
    state.players[0].mission = card("mission_deck", "slay-the-horror")
    state.apply_action(("field", 0))
    assert ("enforce",) not in state.legal_actions()


def test_a_progress_task_enters_on_field_one_then_moves_by_its_steps_and_stops_at_the_end():
    state = new_state()
    p = state.players[0]
    # Break the Tide-Rites: repeat steps 2, bar of 5, victory fields 1, 3, 5, morale field 2
    advance_progress(state, 0, "temple-rites")
    assert p.progress["temple-rites"] == 1 and p.vp == 1
    advance_progress(state, 0, "temple-rites")
    assert p.progress["temple-rites"] == 3 and p.vp == 2  # fields 2 and 3 (victory) entered
    assert "morale" not in [f.kind for f in state.stack]  # morale comes from the mission token only
    advance_progress(state, 0, "temple-rites")
    advance_progress(state, 0, "temple-rites")
    assert p.progress["temple-rites"] == 5 and p.vp == 3
    assert last(state, "progress_full").data == {"task": "temple-rites"}


def test_the_progress_task_trigger_advances_the_active_player():
    """Recover the Relics: each conquest of a ruin advances 1 field."""
    state = new_state()
    p = state.players[0]
    ruin = (6, 4)  # The Drowned Nave
    lay(state, (6, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (6, 3), soldiers=1)
    lay(state, ruin, "plain", 1, "red", [])
    deal_exploration(state, "scavengers-strike")
    state.script_dice([8, 1])
    perform(state, "move")
    state.apply_action(("target", ruin))
    state.apply_action(("move_from", (6, 3), "soldier"))
    state.apply_action(("done",))
    assert p.progress["relics"] == 1 and last(state, "progress").data["reason"] == "task:relics"


def test_success_tokens_fill_the_mission_and_the_bar_gives_points():
    state = new_state()
    p = state.players[0]
    p.mission = card("mission_deck", "torch-the-tents")  # value 1
    state.mission_deck.append(card("mission_deck", "beachheads"))
    success_token(state, 0, 1, "test")
    assert p.mission_pos == 1 and p.mission.id == "beachheads"
    p.mission_pos = 1
    p.mission = card("mission_deck", "torch-the-tents")
    success_token(state, 0, 1, "test")
    assert p.mission_pos == 2 and p.vp == 1  # field 2 of the mission bar is a victory field


def test_from_sixteen_points_each_point_is_three_resources():
    state = new_state()
    p = state.players[0]
    p.vp = 15
    gain_vp(state, 0, 2, "test")
    assert p.vp == 16
    assert last(state, "vp_as_resources") is not None
    state._advance()
    gold, rations = p.gold, p.rations
    state.apply_action(("resource", "gold"))
    state.apply_action(("resource", "gold"))
    state.apply_action(("resource", "rations"))
    assert (p.gold - gold, p.rations - rations) == (2, 1) and p.vp == 16
    assert len(kinds(state, "vp")) == 1
