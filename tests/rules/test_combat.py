"""Combat, retreat and conquest (rulebook pp. 18-20), with scripted dice."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.combat import Combat
from engine.rulesets.isles_of_terror.dice import count_dice, round_winner
from rules_helpers import at, deal_exploration, kinds, last, lay, new_state, perform, put


def _own(state, seat, coord, soldiers=0, captains=0, camps=0, resources=()):
    lay(state, coord, "plain", 0, "white", list(resources), explored=True)
    put(state, seat, coord, soldiers=soldiers, captains=captains, camps=camps)


def test_round_winner_cancels_equal_dice_one_for_one():
    assert round_winner([4, 3, 1, 5], [7, 6, 2]) == "defender"  # 7 is the highest
    assert round_winner([5, 2, 6], [6, 5, 1]) == "attacker"  # 6s and 5s cancel, 2 beats 1
    assert round_winner([5, 3, 2], [6, 1]) == "defender"
    assert round_winner([4, 4], [4]) == "attacker"  # one 4 cancels one 4
    assert round_winner([3, 2], [3, 2]) == "defender"  # everything cancels: the defender wins
    assert round_winner([6], []) == "attacker"
    assert round_winner([], [1]) == "defender"
    assert round_winner([], []) == "defender"


def test_combat_dice_per_figure_and_the_attacker_and_boss_exchange():
    state = new_state()
    area = at(state, (4, 4))
    put(state, 0, (4, 4), soldiers=2, captains=1)
    put(state, 1, (4, 4), soldiers=1, camps=1)
    combat = Combat(area, 0, 1)
    assert count_dice(state, combat, "attacker") == (3, 1)  # 4D6, one exchanged for a D8
    assert count_dice(state, combat, "defender") == (1, 1)  # a soldier's D6 and a camp's D8
    boss = Combat(area, 0, -1, "boss", 3)
    assert count_dice(state, boss, "defender") == (2, 1)
    minion = Combat(area, 0, -1, "minion-2", 3)
    assert count_dice(state, minion, "defender") == (3, 0)
    state.mods.append(("round", "dice", "defender", -1, 1))
    assert count_dice(state, minion, "defender") == (2, 1)


def test_thomas_fights_the_boss_over_three_rounds_and_retreats():
    """p. 19: 2 soldiers and a captain against a boss with a red value of 3."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    thomas = state.players[0]
    start, target, refuge = (4, 3), (4, 4), (3, 4)
    _own(state, 0, start, soldiers=2, captains=1)
    _own(state, 0, refuge, soldiers=1)
    lay(state, target, "boss", 3, "red", ["gold", "gold"])
    deal_exploration(state, "scavengers-strike")
    state.script_dice([1, 1])  # the Drowned Priest's minion attack when his area is revealed
    state.script_dice([4, 3, 1, 5, 7, 6, 2])  # round 1: Thomas D8 + 3D6, the boss D8 + 2D6
    state.script_dice([5, 2, 6, 6, 5, 1])  # round 2: Thomas D8 + 2D6, the boss D8 + 2D6
    state.script_dice([5, 3, 2, 6, 1])  # round 3: Thomas D8 + 2D6, the boss D8 + 1D6
    perform(state, "move")
    state.apply_action(("target", target))
    state.apply_action(("move_from", start, "soldier"))
    state.apply_action(("move_from", start, "soldier"))
    state.apply_action(("move_from", start, "captain"))
    state.apply_action(("done",))
    assert last(state, "reveal").data["card"] == "drowned-priest"
    # round 1: the boss's 7 wins; Thomas removes a soldier
    assert sorted(state.legal_actions()) == [("casualty", "captain"), ("casualty", "soldier")]
    state.apply_action(("casualty", "soldier"))
    rounds = kinds(state, "combat_round")
    assert rounds[0].data["attacker"] == ["d8:4", "d6:3", "d6:1", "d6:5"]
    assert rounds[0].data["defender"] == ["d8:7", "d6:6", "d6:2"] and rounds[0].data["winner"] == "defender"
    assert state.legal_actions() == [("retreat", refuge), ("stay",)]
    state.apply_action(("stay",))
    # round 2: 6s and 5s cancel, Thomas's 2 beats 1: the boss loses a D6
    assert kinds(state, "combat_round")[1].data["winner"] == "attacker"
    assert last(state, "monster_die_lost").data == {"value": 2}
    state.apply_action(("stay",))
    # round 3: the boss's 6 wins; Thomas loses his second soldier and retreats with the captain
    assert kinds(state, "combat_round")[2].data["attacker"] == ["d8:5", "d6:3", "d6:2"]
    assert kinds(state, "combat_round")[2].data["defender"] == ["d8:6", "d6:1"]
    state.apply_action(("casualty", "soldier"))
    state.apply_action(("retreat", refuge))
    assert thomas.captains[at(state, refuge)] == 1 and thomas.characters(at(state, target)) == 0
    assert last(state, "combat_end").data == {"winner": "defender", "rounds": 3}
    assert last(state, "exploration_failed").data == {"reason": "retreated"}
    assert last(state, "tile_swapped").area == target and not state.explored[at(state, target)]
    assert thomas.pool_soldiers == 8 - 3 + 2  # two soldiers back in the pool


def test_minions_that_win_send_the_tile_to_the_discard_pile():
    state = new_state()
    _own(state, 0, (4, 3), soldiers=1)
    lay(state, (4, 4), "minion-1", 1, "red", ["gold"])
    deal_exploration(state, "scavengers-strike")
    state.script_dice([3, 5])  # Thomas's D8 against the minion's D6
    yellow_discard = list(state.pool_discard["green"])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert last(state, "combat_end").data["winner"] == "defender"
    assert last(state, "exploration_failed").data["reason"] == "defeated"
    assert state.pool_discard["green"] == yellow_discard + [state.pool_discard["green"][-1]]
    assert state.pool_discard["green"][-1].kind == "minion-1"


def test_conquest_takes_the_resources_and_offers_a_camp():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    p = state.players[0]
    _own(state, 0, (4, 3), soldiers=2)
    lay(state, (4, 4), "minion-1", 1, "red", ["gold", "ration", "choice"])
    deal_exploration(state, "scavengers-strike")
    state.script_dice([8, 2, 1])  # attacker D8 + D6, the minion's D6
    gold, rations = p.gold, p.rations
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert last(state, "conquer").data == {"gold": 1, "rations": 1, "choice": 1}
    state.apply_action(("resource", "gold"))
    # the level 1 minion (reef crawlers) gives a ration on conquest
    assert (p.gold - gold, p.rations - rations) == (2, 1 - 2 + 1)
    assert state.legal_actions() == [("camp", True), ("camp", False)]
    state.apply_action(("camp", True))
    assert p.camps[at(state, (4, 4))] == 1 and state.explored[at(state, (4, 4))]


def _duel(defender_soldiers=1, defender_camps=0, defender_captain=0, refuge=True):
    """Red Coats (seat 0) attack Yoruba (seat 1) in (4, 4) from (4, 3)."""
    state = new_state(("red-coats", "yoruba", "conquistadores"))
    _own(state, 0, (4, 3), soldiers=2)
    _own(state, 1, (4, 4), soldiers=defender_soldiers, captains=defender_captain, camps=defender_camps,
         resources=["gold"])
    if refuge:
        _own(state, 1, (5, 4), soldiers=1)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("move_from", (4, 3), "soldier"))
    return state


def test_the_loser_chooses_the_casualty_and_a_destroyed_camp_is_raided():
    state = _duel(defender_soldiers=1, defender_camps=1, refuge=False)
    state.script_dice([7, 2, 6, 3])  # attacker D8 + D6; defender D8 (camp) + D6
    state.apply_action(("done",))
    assert state.current_player() == 1
    assert sorted(state.legal_actions()) == [("casualty", "camp"), ("casualty", "soldier")]
    state.apply_action(("casualty", "camp"))
    assert state.players[0].raided == [1] and state.players[1].lost_camps == 1
    assert last(state, "raid").player == 0


def test_destroying_a_captain_gives_a_victory_point():
    state = _duel(defender_soldiers=0, defender_captain=1, refuge=False)
    state.script_dice([7, 2, 6, 3])  # attacker D8 + D6 against the captain's 2D6
    state.apply_action(("done",))
    assert last(state, "casualty").data == {"figure": "captain", "by": 0}
    assert state.players[0].vp == 1 and last(state, "vp").data["reason"] == "destroyed a captain"
    assert last(state, "conquer").player == 0  # nobody is left: the area is conquered


def test_the_defender_declares_retreat_first_and_loses_the_camps():
    state = _duel(defender_soldiers=2, defender_camps=1)
    state.script_dice([2, 1, 6, 5, 4])  # attacker D8 + D6, defender D8 + 2D6: the defender wins
    state.apply_action(("done",))  # the attacker loses a soldier (the only kind: no question asked)
    assert state.current_player() == 1 and state.legal_actions() == [("retreat", (5, 4)), ("stay",)]
    gold = state.players[0].gold
    state.apply_action(("retreat", (5, 4)))
    yoruba = state.players[1]
    assert yoruba.soldiers[at(state, (5, 4))] == 3 and yoruba.camps[at(state, (4, 4))] == 0
    assert state.players[0].raided == [1]  # the camp left behind counts as destroyed by the attacker
    assert last(state, "combat_end").data["winner"] == "attacker"
    assert state.players[0].gold == gold + 1  # the conquered area's gold


def test_no_retreat_without_an_adjacent_controlled_area():
    state = _duel(defender_soldiers=2, refuge=False)
    # round 1: the defender wins, the attacker loses a soldier; round 2: again, and the combat is over
    state.script_dice([2, 1, 6, 5, 1, 6, 5])
    state.apply_action(("done",))
    # neither side controls an area next to (4, 4) ((4, 3) was left empty): nobody is asked to retreat
    assert not any(e.kind == "retreat" for e in state.log)
    assert last(state, "combat_end").data == {"winner": "defender", "rounds": 2}
    assert state.players[1].soldiers[at(state, (4, 4))] == 2


def test_a_defender_plays_a_reaction_card_before_the_roll():
    state = _duel(defender_soldiers=1, refuge=False)
    yoruba = state.players[1]
    smoke = next(c for c in yoruba.deck if c.id == "smoke-and-confusion")
    yoruba.deck.remove(smoke)
    yoruba.hand.append(smoke)
    put(state, 1, (5, 4), captains=1)  # strategy cards need the captain on the board
    state.apply_action(("done",))
    assert state.current_player() == 1 and state.legal_actions() == [("ready",), ("play", "smoke-and-confusion")]
    state.script_dice([5, 4])  # the attacker rolls 1 D6 fewer: just the D8; the defender's D6
    state.apply_action(("play", "smoke-and-confusion"))  # then nothing is left to play: the dice roll
    assert kinds(state, "combat_round")[0].data["attacker"] == ["d8:5"]


def test_a_mountain_camp_rerolls_one_die_in_adjacent_combats():
    state = new_state()
    p = state.players[0]
    mountain = (4, 1)  # Mount Skerry, a face-up mountain
    put(state, 0, mountain, soldiers=1, camps=1)
    _own(state, 0, (4, 2), soldiers=1)
    lay(state, (5, 1), "minion-1", 1, "red", [])  # (5, 1) lies next to the mountain
    deal_exploration(state, "scavengers-strike")
    state.script_dice([1, 3])  # attacker D8 1, minion D6 3
    perform(state, "move")
    state.apply_action(("target", (5, 1)))
    state.apply_action(("move_from", (4, 2), "soldier"))
    state.apply_action(("done",))
    assert state.legal_actions() == [("mountain_reroll", 8, 1), ("keep",)]
    state.script_dice([8])
    state.apply_action(("mountain_reroll", 8, 1))
    assert last(state, "reroll").data["after"] == ["d8:8"]
    assert last(state, "combat_round").data["winner"] == "attacker"
    assert p.vp == 0
