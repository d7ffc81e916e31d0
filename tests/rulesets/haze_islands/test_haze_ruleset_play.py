"""The play hooks of the Haze Islands ruleset, found through the registry, and a saved game's round trip."""

from __future__ import annotations

import random
from types import SimpleNamespace

from haze_builder import build

from engine.bots import RandomBot
from engine.core import ruleset as rulesets
from engine.core import saved
from engine.core.protocols import Game as GameProtocol
from engine.core.protocols import State as StateProtocol
from engine.core.teams import Teams


def _played(mode: str = "competitive", players: int = 3, seed: int = 4):
    haze = rulesets.get("haze-islands")
    game = haze.new_game(build(), players=players, mode=mode)
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    return haze, game, state


def test_the_ruleset_builds_games_of_every_mode_with_its_counts_and_teams():
    haze = rulesets.get("haze-islands")
    model = build()
    assert haze.default_mode(model) == "competitive"
    assert haze.player_counts(model) == (1, 2, 3)
    assert haze.player_counts(model, "solo") == (1,) and haze.player_counts(model, "cooperative") == (2, 3)
    assert haze.one_player_modes == ("solo",) and list(haze.mode_titles(model)) == list(model.modes)
    game = haze.new_game(model, mode="cooperative")
    assert isinstance(game, GameProtocol) and game.num_players == 3
    assert haze.teams(game) == Teams.together(3)
    assert haze.teams(haze.new_game(model, players=2)) == Teams.alone(2)
    assert isinstance(game.new_initial_state(1), StateProtocol)
    assert haze.normalise_action(["pay", ["pirate", [0, 1]]]) == ("pay", ("pirate", (0, 1)))
    assert "random" in haze.bot_table()


def test_summarise_invariants_and_prose():
    haze, game, state = _played()
    result = SimpleNamespace()
    haze.summarise(state, result)
    assert result.finished and result.condition == state.result and result.winners == state.winners
    assert result.vp == tuple(state.scores()) and result.decisions == len(state.decisions)
    assert set(result.details) >= {"stats", "status", "scores", "doom_cards", "pirates", "titles", "team"}
    assert result.details["team"] is None and haze.team_outcome(result) is None
    assert haze.invariants(state) == []
    names = game.seat_names()
    for event in state.log:
        assert haze.describe_event(event, names)
        sentence = haze.narrate_event(event, game)
        assert sentence and not sentence.startswith(event.kind + " ")


def test_team_outcome_in_cooperative_mode():
    haze, game, state = _played("cooperative", 2, 7)
    result = SimpleNamespace()
    haze.summarise(state, result)
    outcome = haze.team_outcome(result)
    assert outcome == {"won": bool(state.winners), "vp": sum(state.scores()),
                       "loss": None if state.winners else state.result,
                       "year": None if state.winners else state.round}


def test_a_saved_game_replays_to_the_same_state():
    haze, game, state = _played(seed=9)
    data = saved.game_to_json(state)
    again = saved.game_from_json(game, data)
    assert again.to_json() == state.to_json() and again.log == state.log
    import json
    again = saved.game_from_json(game, json.loads(json.dumps(data)))
    assert again.log == state.log


def test_stats_count_what_happened():
    from haze_builder import play, position, two_player
    state = two_player()
    position(state, decks=[["isle-05", "isle-04", "isle-01"], ["isle-09", "isle-08"]],
             adventure_deck=["tale-03", "tale-07"], hands=[["isle-02", "isle-11"], []])
    play(state, ("scout", "south"), ("discard",), ("attack", 1), ("fate", "top-left"))
    stats = state.stats
    assert stats["scouted"] == 1 and stats["fates"] == 1 and stats["skulls"] == 1 and stats["failed"] == 1
    assert stats["actions"] == {"discard": 1, "scout": 1} and stats["turns"] == 3
    assert stats["sinkings"] == 0 and stats["orders_used"] == {} and stats["doom_distance"] == []
