"""The round of Cursed Island as a whole: set-up, random playouts at every player count keeping
every invariant, clones equal to their original, the same seed the same game, the copy table
complete, team returns and the game's end."""

from __future__ import annotations

import random

import pytest
from ci_state_kit import fresh, steps
from ci_tiny_scenario import scenario

from engine.core.copytable import check_state
from engine.core.errors import EngineError
from engine.rulesets.cursed_island.game import Game
from engine.rulesets.cursed_island.invariants import invariants
from engine.rulesets.cursed_island.ruleset import RULESET
from engine.rulesets.cursed_island.state import State


def play(players: int, seed: int, check: bool = True):
    state = Game(scenario(), players=players).new_initial_state(seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if check:
            assert invariants(state) == []
            assert state.clone().snapshot() == state.snapshot()
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_playouts_keep_every_invariant(players):
    for seed in range(4):
        state = play(players, seed)
        assert invariants(state) == []
        assert state.stage == "over" and state.phase == "over"
        assert bool(state.winners) != (state.loss is not None)


def test_the_same_seed_plays_the_same_game():
    a, b = play(3, 7, check=False), play(3, 7, check=False)
    assert a.events == b.events and a.decisions == b.decisions


def test_the_copy_table_lists_every_attribute():
    state = fresh(3, 2)
    assert check_state(State.FIELDS, state, State.NOT_COPIED) == []


def test_set_up_of_three_castaways():
    state = fresh(3, 1)
    assert [p.seat for p in state.people] == [0, 1, 2]  # no helper at 3 players
    assert state.round == 1 and state.phase == "action" and state.stage == "plan"
    assert state.threat == [None, "w-crates"]
    assert state.tiles == {"s0": "t-cove"} and state.camp == "s0"
    assert len(state.event_deck) == 6  # ceil(6 / 2) book cards + 3 adventure-icon cards
    icons = [state.game.events[c].icon for c in state.event_deck]
    assert icons.count("book") == 3
    assert len(state.starting_items) == 2 and set(state.starting_items.values()) == {2}
    starting = [c.id for c in scenario().inventions if c.starting]
    assert state.board_inventions[:3] == starting and "t-inv-beacon" in state.board_inventions
    own = {state.game.characters[p.character].invention for p in state.people}
    assert own <= set(state.board_inventions)
    assert len(state.tile_stack) == 6 and "t-cove" not in state.tile_stack


def test_small_games_draw_from_the_small_game_castaways_and_add_helpers():
    solo = fresh(1, 3)
    assert [p.character for p in solo.people][1:] == ["friday", "dog"]
    assert solo.people[0].character in ("joiner", "galley", "scout")
    duo = fresh(2, 3)
    assert [p.seat for p in duo.people] == [0, 1, -1] and duo.people[2].character == "friday"


def test_returns_are_team_returns():
    state = fresh(2, 1)
    assert state.returns() == [0.0, 0.0]
    state.loss = ("death:joiner", 1)
    steps(state)
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    won = fresh(2, 1)
    won.winners = (0, 1)
    steps(won)
    assert won.returns() == [1.0, 1.0]
    assert RULESET.teams(won.game).members == ((0, 1),)


def test_player_counts_and_modes():
    model = scenario()
    assert RULESET.player_counts(model) == (1, 2, 3, 4)
    assert RULESET.player_counts(model, "solo") == (1,)
    assert RULESET.player_counts(model, "cooperative") == (2, 3, 4)
    assert RULESET.new_game(model, players=1).mode == "solo"
    with pytest.raises(EngineError, match="for 2 to 4 players"):
        Game(model, players=1, mode="cooperative")


def test_the_last_round_ends_the_game_lost_without_the_goal():
    state = fresh(3, 1)
    state.round = 6
    steps(state, ("round-end",))
    assert state.is_terminal() and state.loss == ("rounds", 6)
    assert state.events[-1].kind == "lost"


def test_the_goal_checked_immediately_wins_at_once():
    state = fresh(3, 1)
    state.tracks["pile"] = 3
    state.items["t-inv-fire"] = 1
    steps(state, ("morale",), ("production",))
    assert state.is_terminal() and state.winners == (0, 1, 2)
    assert state.phase == "over" and [e.kind for e in state.events[-1:]] == ["won"]


def test_a_goal_checked_at_the_end_of_a_round_waits_for_it():
    from engine.rulesets.cursed_island import model as m
    state = fresh(3, 1, goal=m.Goal(scenario().goal.conditions, "end_of_round"))
    state.tracks["pile"] = 3
    state.items["t-inv-fire"] = 1
    steps(state, ("morale",))
    assert not state.is_terminal()
    steps(state, ("round-end",))
    assert state.winners == (0, 1, 2)


def test_a_scenario_rule_plays_at_its_trigger_when_its_conditions_hold():
    state = fresh(3, 1)
    steps(state, ("rules", "round_end"))
    assert state.tracks["pile"] == 0  # the tiny scenario's rule needs a built shelter
    state.shelter = True
    steps(state, ("rules", "round_end"), ("rules", "night"))
    assert state.tracks["pile"] == 1


def test_the_invariants_see_a_card_lost_or_doubled():
    state = fresh(3, 1)
    assert invariants(state) == []
    lost = state.adventure_decks["build"].pop()
    assert invariants(state) == [f"adventure and mystery cards not conserved: missing ['{lost}'], extra []"]
    state.adventure_decks["build"].append(lost)
    state.event_deck.append("m-pit")
    assert "adventure and mystery cards not conserved: missing [], extra ['m-pit']" in invariants(state)
