"""Land, recruit, produce, supply, action fields, bonus resources and trading (rulebook pp. 10-15, 24)."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import EngineError
from engine.core.frames import Frame
from engine.rulesets.isles_of_terror.actions import can_land, landing_sites, production
from engine.rulesets.isles_of_terror.board import CHARACTERS_PER_AREA
from engine.rulesets.isles_of_terror.greedy import GreedyBot
from engine.rulesets.isles_of_terror.summary import invariants
from rules_helpers import at, deal_exploration, kinds, last, lay, new_state, perform, put


def test_alex_produces_two_gold_and_two_rations():
    """p. 15: A and C show a choice symbol, B a ration, D a gold; Alex picks 1 gold and 1 ration."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    alex = state.players[0]
    for coord, symbols in (((2, 4), ["choice"]), ((3, 4), ["ration"]), ((2, 5), ["choice"]), ((3, 5), ["gold"])):
        lay(state, coord, "plain", 0, "white", symbols, explored=True)
        put(state, 0, coord, soldiers=1)
    gold, rations = alex.gold, alex.rations
    perform(state, "produce")
    assert last(state, "produce").data == {"gold": 1, "rations": 1, "choice": 2}
    assert state.legal_actions() == [("resource", "gold"), ("resource", "rations")]
    state.apply_action(("resource", "gold"))
    state.apply_action(("resource", "rations"))
    assert (alex.gold - gold, alex.rations - rations) == (2, 2)
    assert state.current_player() == 1  # the action is over, Thomas's turn


def test_produce_counts_only_controlled_explored_areas():
    state = new_state()
    lay(state, (2, 4), "plain", 0, "white", ["gold", "gold"], explored=True)
    lay(state, (3, 4), "plain", 0, "white", ["gold"], explored=False)  # unexplored: not controlled
    put(state, 0, (2, 4), soldiers=1)
    put(state, 0, (3, 4), soldiers=1)
    gold = state.players[0].gold
    perform(state, "produce")
    assert state.players[0].gold - gold == 2


def test_thomas_supplies_gold_and_ration_to_his_sea_card():
    """p. 14: the resources wait on the sea card until the next land action."""
    state = new_state(("yoruba", "red-coats", "chasseurs"))
    thomas = state.players[0]
    gold, rations = thomas.gold, thomas.rations
    perform(state, "supply")
    state.apply_action(("resource", "gold"))
    state.apply_action(("resource", "rations"))
    assert (thomas.sea_gold, thomas.sea_rations) == (1, 1)
    assert (thomas.gold, thomas.rations) == (gold, rations)


def test_the_red_coats_supply_also_places_a_gold_on_their_sea_card():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    perform(state, "supply")
    state.apply_action(("resource", "rations"))
    state.apply_action(("resource", "rations"))
    assert (state.players[0].sea_gold, state.players[0].sea_rations) == (1, 2)


def test_denise_recruits_a_captain_and_a_soldier_for_three_gold():
    """p. 14: area C holds 2 soldiers, so with her captain it is full; the soldier goes to D."""
    state = new_state(("chasseurs", "yoruba", "red-coats"))
    denise = state.players[0]
    denise.gold = 3
    c, d = (2, 4), (3, 5)
    for coord in (c, d):
        lay(state, coord, "plain", 0, "white", [], explored=True)
    put(state, 0, c, soldiers=2)
    put(state, 0, d, soldiers=1)
    perform(state, "recruit")
    state.apply_action(("recruit", c, "captain"))
    assert ("recruit", c, "soldier") not in state.legal_actions()
    state.apply_action(("recruit", d, "soldier"))
    state.apply_action(("done",))
    assert denise.gold == 0
    assert (denise.characters(at(state, c)), denise.characters(at(state, d))) == (3, 2)
    assert denise.captains[at(state, c)] == 1


def test_alex_blocks_a_field_and_gains_its_bonus_gold():
    """p. 11: the token on a field links three actions; the bonus on the link goes to the sea card."""
    state = new_state(("conquistadores", "yoruba", "red-coats"))
    alex = state.players[0]
    links = [l.action for l in alex.board.action_fields[1].links]
    assert links == ["land", "supply", "recruit"]
    state.apply_action(("field", 1))
    assert state.legal_actions()[:3] == [("action", "land"), ("action", "supply"), ("action", "recruit")]
    state.apply_action(("action", "recruit"))
    assert state.legal_actions() == [("bonus", "gold"), ("skip",)]  # "may immediately add"
    state.apply_action(("bonus", "gold"))
    assert alex.sea_gold == 1  # the gold bonus between field 2 and recruit
    state.apply_action(("done",))
    # the next time it is Alex's turn, field 2 is blocked for the season
    assert ("field", 1) not in state.game.rules.decisions["field"].legal(state, Frame("field", 0))
    assert alex.fields_used == [False, True, False, False, False]


def test_a_choice_bonus_asks_which_resource():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    state.apply_action(("field", 4))  # land / produce / recruit (choice)
    state.apply_action(("action", "recruit"))
    assert state.legal_actions() == [("bonus", "gold"), ("bonus", "rations"), ("skip",)]
    state.apply_action(("bonus", "rations"))
    assert state.players[0].sea_rations == 1


def test_denise_lands_hires_two_soldiers_and_explores():
    """p. 12: ship and one soldier from the sea card land in an unexplored sea area, two soldiers are
    hired for 2 gold (3 characters: the maximum), the sea area is flipped, all three go ashore."""
    state = new_state(("chasseurs", "yoruba", "red-coats"))
    denise = state.players[0]
    denise.pool_soldiers -= 1
    denise.sea_soldiers = 1
    denise.gold = 2
    sea, shore = (2, 6), (3, 5)
    lay(state, shore, "plain", 0, "white", [])
    deal_exploration(state, "scavengers-strike")
    perform(state, "land")
    assert ("sea", sea) in state.legal_actions()
    state.apply_action(("sea", sea))
    assert state.explored[at(state, sea)] and denise.ship == at(state, sea)
    assert denise.soldiers[at(state, sea)] == 1
    state.apply_action(("hire", "soldier"))
    state.apply_action(("hire", "soldier"))
    assert not any(a[0] == "hire" for a in state.legal_actions())  # three characters: no more hiring
    assert denise.gold == 0
    state.apply_action(("done",))
    state.apply_action(("target", shore))
    for _ in range(3):
        state.apply_action(("place", "soldier"))
    state.apply_action(("done",))
    assert last(state, "explore").area == shore
    assert denise.soldiers[at(state, shore)] == 3 and denise.rations == 3  # placing costs no rations


def test_landing_collects_the_sea_card_and_cannot_use_an_enemy_sea_area():
    state = new_state(("chasseurs", "yoruba", "red-coats"))
    denise = state.players[0]
    denise.sea_gold, denise.sea_rations = 2, 1
    put(state, 1, (2, 6), soldiers=1)  # Thomas's ship lies in (2, 6)
    gold = denise.gold
    perform(state, "land")
    assert denise.gold == gold + 2 and (denise.sea_gold, denise.sea_rations) == (0, 0)
    assert ("sea", (2, 6)) not in state.legal_actions()
    assert all(state.board.landing[at(state, a[1])] for a in state.legal_actions())


def test_trading_two_for_one_only_in_your_own_turn():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    p = state.players[0]
    p.gold, p.rations = 4, 1
    state._advance()
    assert ("trade", "rations") in state.legal_actions() and ("trade", "gold") not in state.legal_actions()
    state.apply_action(("trade", "rations"))
    assert (p.gold, p.rations) == (2, 2)
    state.apply_action(("trade", "gold"))
    assert (p.gold, p.rations) == (3, 0)
    assert state.stack[-1].kind == "field"  # trading does not use up the decision


def test_an_illegal_action_raises_and_changes_nothing():
    state = new_state()
    before = state.snapshot()
    with pytest.raises(EngineError) as error:
        state.apply_action(("action", "move"))
    assert error.value.code == "action/not-legal"
    assert state.snapshot() == before
    assert not kinds(state, "action")


def test_production_is_one_function_the_engine_and_the_greedy_bot_share():
    """Alex's areas of p. 15 give 1 gold, 1 ration and 2 choice symbols; the greedy bot's estimate of
    producing reads the same numbers (each choice symbol to the scarcer resource)."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    for coord, symbols in (((2, 4), ["choice"]), ((3, 4), ["ration"]), ((2, 5), ["choice"]), ((3, 5), ["gold"])):
        lay(state, coord, "plain", 0, "white", symbols, explored=True)
        put(state, 0, coord, soldiers=1)
    assert production(state, 0) == (1, 1, 2)
    assert production(state, 0, state.controlled_land(0)) == (1, 1, 2)  # the areas handed in, as the bot does
    alex = state.players[0]
    alex.gold = alex.rations = 0
    bot = GreedyBot(random.Random(0))
    # 1 gold, 1 ration; the first choice symbol to gold (a tie), the second to rations
    assert bot.action_values(state, 0)["produce"] == 2 * (bot.res(2) - bot.res(0))


def test_the_invariants_name_the_characters_per_area_limit():
    state = new_state()
    put(state, 0, (4, 4), soldiers=CHARACTERS_PER_AREA)
    assert invariants(state) == []
    put(state, 0, (4, 4), captains=1)
    assert invariants(state) == ["seat 0: more than 3 characters at (4, 4)"]



def test_can_land_is_false_only_when_every_landing_site_is_taken_by_someone_else():
    state = new_state()
    landing = state.board.landing_areas
    assert can_land(state, 0) and landing_sites(state, 0) == list(landing)
    for area in landing[:-1]:
        state.players[1].soldiers[area] = 1  # any figure of another player takes a site
        assert can_land(state, 0)
    state.players[2].soldiers[landing[-1]] = 1
    assert not can_land(state, 0) and landing_sites(state, 0) == []
    assert can_land(state, 1) and landing_sites(state, 1) == list(landing[:-1])
