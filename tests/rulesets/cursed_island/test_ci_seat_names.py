"""Seats named by their castaways where the game knows them (ruleset.seating, Game.dealt, the playtest
session): the castaways are drawn from each game's seed, so a run or a session builds the game of that
seed's deal; it deals exactly the game an undealt one deals."""

from __future__ import annotations

import pytest

from engine.content.resolve import load_adventure
from engine.core.errors import EngineError
from engine.core.saved import game_from_json, game_to_json
from engine.rulesets.cursed_island.ruleset import RULESET
from engine.sim.session import PlaytestSession, SessionSetup


@pytest.fixture(scope="module")
def model():
    return load_adventure("wreck-and-beacon")


def test_seating_replays_the_deal_of_the_seed(model):
    assert RULESET.seating(model, players=3, seed=0) == ("shipwright", "galley-hand", "marine")
    assert RULESET.seating(model, players=2, seed=5) == ("galley-hand", "shipwright")  # the small-game three
    for players, seed in ((1, 2), (2, 5), (3, 0), (4, 7)):
        seats = RULESET.seating(model, players=players, seed=seed)
        plain = RULESET.new_game(model, players=players).new_initial_state(seed)
        dealt = RULESET.new_game(model, factions=list(seats)).new_initial_state(seed)
        assert tuple(p.character for p in plain.people[:players]) == seats
        assert (list(map(repr, dealt.people)), dealt.event_deck, dealt.tile_stack) == \
            (list(map(repr, plain.people)), plain.event_deck, plain.tile_stack)


def test_a_dealt_game_names_its_seats_by_their_castaways(model):
    game = RULESET.new_game(model, factions=["shipwright", "marine", "surveyor"])
    assert game.seat_names() == ["The Shipwright", "The Marine", "The Surveyor"]
    again = RULESET.new_game(model, factions=game.seat_names())  # titles, as a saved game keeps them
    assert again.dealt == ("shipwright", "marine", "surveyor")
    numbered = RULESET.new_game(model, factions=["castaway-1", "castaway-2"])  # `seats`: a count only
    assert numbered.seat_names() == ["Castaway 1", "Castaway 2"] and numbered.dealt == ()
    with pytest.raises(EngineError) as error:
        RULESET.new_game(model, factions=["marine", "marine"])
    assert error.value.message == ("'wreck-and-beacon' cannot seat marine, marine: 2 different castaways of "
                                   "shipwright, galley-hand, surveyor, marine")


def test_a_playtest_session_plays_the_seeds_deal_under_the_castaways_names(model):
    session = PlaytestSession(model, SessionSetup(("castaway-1", "castaway-2", "castaway-3"),
                                                  ("human",) * 3, 0, "cooperative"))
    assert session.game.seat_names() == ["The Shipwright", "The Galley Hand", "The Marine"]
    state = session.state
    assert [p.character for p in state.people[:3]] == ["shipwright", "galley-hand", "marine"]
    assert state.decision_prompt().startswith("The Shipwright: place The Shipwright's pawn 1")
    from editor import rulesets as editor_rulesets  # what the playtest window's menus and log filter read
    assert editor_rulesets.of(model).seat_titles(session.game) == ["The Shipwright", "The Galley Hand", "The Marine"]


def test_a_saved_dealt_game_is_restored(model):
    game = RULESET.new_game(model, factions=list(RULESET.seating(model, players=3, seed=4)))
    state = game.new_initial_state(4)
    state.apply_action(state.legal_actions()[0])
    data = game_to_json(state)
    assert data["factions"] == game.seat_names()
    restored = game_from_json(model, data)
    assert restored.game.seat_names() == game.seat_names() and restored.decisions == state.decisions
