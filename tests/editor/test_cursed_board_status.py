"""The planning board's status line names who decides once and says a loss in words: a game built for
the seed's deal names its seats by their castaways, so "The Surveyor (The Surveyor) decides" read the
name twice, and a lost game read its raw cause ("lost (death:marine in round 10)")."""

from __future__ import annotations

import random

from editor.rulesets.cursed_island.panels import GameStatus
from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy
from engine.rulesets.cursed_island.ruleset import RULESET


def test_a_dealt_seat_is_named_once_and_a_loss_is_told_in_words():
    model = load_adventure("wreck-and-beacon")
    seats = RULESET.seating(model, players=3, seed=2)
    game = RULESET.new_game(model, factions=list(seats))
    state = game.new_initial_state(2)
    first = game.seat_names()[state.current_player()]
    assert GameStatus.text_of(state).endswith(f"; {first} decides for the team")
    bots = [greedy.factory(random.Random(seat)) for seat in range(3)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    cause, round_no = state.loss
    assert cause.startswith("death:")
    died = next(c.title for c in model.characters if c.id == cause[6:])
    assert GameStatus.text_of(state).startswith(
        f"Game over in round {round_no} of 12: lost: {died} died in round {round_no}; morale ")
