"""Setup (rulebook p.6) with exact values: held-back cards, the first player's roll, the decks, the
first location, ships, pirates, The Doom and its deck."""

from __future__ import annotations

import random

import pytest
from haze_builder import build, dealt

from engine.core.errors import EngineError
from engine.rulesets.haze_islands.game import Game


def _expected(seed: int, players: int):
    """The setup's chance replayed by hand from the documented order of draws."""
    model = build()
    rng = random.Random(seed)
    rolling = list(range(players))
    while players > 1:
        rolls = {s: 1 + int(rng.random() * 6) for s in rolling}
        rolling = [s for s in rolling if rolls[s] == max(rolls.values())]
        if len(rolling) == 1:
            break
    first = rolling[0]
    deck = [c.id for c in model.map_cards if c.kind == "island"]
    rng.shuffle(deck)
    adventures = [a.id for a in model.adventure_cards]
    rng.shuffle(adventures)
    sides = [int(rng.random() * 2) for _ in model.doom_cards]
    doom = [(d.id, s) for d, s in zip(model.doom_cards, sides, strict=True)]
    rng.shuffle(doom)
    return first, deck, adventures, doom


@pytest.mark.parametrize("seed", [0, 1, 7])
def test_setup_deals_as_documented(seed):
    state = dealt(players=3, seed=seed)
    first, deck, adventures, doom = _expected(seed, 3)
    assert state.first == first and state.turn_of == first
    # held back: the 6 dead ends and 3 cursed cards are the discard pile
    assert sorted(state.discard.cards) == sorted([f"dead-{i}" for i in range(6)] + [f"cursed-{i}" for i in range(3)])
    # each other seat took the top card in turn order, then the first location came from the top
    others = [(first + 1) % 3, (first + 2) % 3]
    assert state.decks[others[0]].cards == [deck[-1]]
    assert state.decks[others[1]].cards == [deck[-2]]
    assert state.board.at((0, 0)) == (deck[-3], 0)
    assert state.decks[first].cards == deck[:-3] and len(state.decks[first]) == 15
    assert state.adventures == {(0, 0): (adventures[-1], "double")}
    assert state.adventure_deck == adventures[:-1]
    assert state.doom_deck == doom
    assert state.ships == [(0, 0)] * 3 and state.doom_at == (0, 0) and state.doom_power == 1
    assert state.supply == [3, 3, 3] and state.hands == [[], [], []] and state.round == 1
    assert state.stage == "turn" and state.actor == first


def test_solo_has_one_seat_and_no_roll():
    state = dealt(mode="solo", players=1, seed=3)
    assert state.first == 0 and len(state.decks[0]) == 17


@pytest.mark.parametrize("mode, players, message", [
    ("solo", 2, "solo is played by 1 player"), ("cooperative", 1, "2 or 3 players"),
    ("competitive", 4, "2 or 3 players")])
def test_player_counts_per_mode(mode, players, message):
    with pytest.raises(EngineError, match=message):
        Game(build(), players=players, mode=mode)


def test_short_game_is_for_three_players():
    with pytest.raises(EngineError, match="3 players only"):
        Game(build(short_game=True), players=2, mode="friendly")
    game = Game(build(short_game=True), players=3, mode="friendly")
    assert game.rounds == 3 and game.step == 2 and game.final_die == 5
    assert Game(build(), players=3).final_die == 6
