"""Random playouts of Finis Terrae on the bundled seas keep every invariant at every decision and end
within the weather deck's bound (9 days: docs/rules-finis-terrae.md, "Every game ends"); games are
deterministic from their seed; clones are independent; `determinize` keeps what every seat knows
(the finale's depth, the laid sea) and deals the rest again (a fast default; more seeds with
`pytest --long`)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from ft_sea_fixture import new_state, settle

from engine.bots import RandomBot
from engine.content.resolve import load_adventure
from engine.core import ruleset as rulesets
from engine.core.copytable import check_state
from engine.rulesets.finis_terrae.state import FIELDS, State

MAX_DAYS = 9  # 1 face-up + 5 above the finale + 2 below it + the finale's day, storms only use cards up


@pytest.fixture(scope="module")
def seas():
    return {sea_id: load_adventure(sea_id) for sea_id in ("windward-sea", "elbow-reach")}


def playout(game, seed: int, check=True):
    ruleset = rulesets.get("finis-terrae")
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    while not state.is_terminal():
        if check:
            problems = ruleset.invariants(state)
            assert problems == [], (seed, state.stage, problems)
        state.apply_action(bot.step(state))
    assert ruleset.invariants(state) == []
    return state


@pytest.mark.parametrize("sea_id,players", [("windward-sea", 2), ("windward-sea", 3), ("windward-sea", 4),
                                            ("elbow-reach", 3)])
def test_random_playouts_keep_the_invariants_and_end_by_the_finale(seas, sea_id, players):
    game = rulesets.get("finis-terrae").new_game(seas[sea_id], players=players)
    for seed in range(2):
        state = playout(game, seed)
        assert state.result == "finale" and state.finale_seen == 2 and 1 <= state.day <= MAX_DAYS
        assert state.winners and state.returns()[state.winners[0]] > 0


@pytest.mark.long
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_long(seas, players):
    game = rulesets.get("finis-terrae").new_game(seas["windward-sea"], players=players)
    for seed in range(2, 150):
        state = playout(game, seed, check=seed % 5 == 0)
        assert state.day <= MAX_DAYS


def test_the_same_seed_plays_the_same_game(seas):
    game = rulesets.get("finis-terrae").new_game(seas["windward-sea"], players=3)
    one, two = playout(game, 11, check=False), playout(game, 11, check=False)
    assert one.decisions == two.decisions and one.events == two.events and one.to_json() == two.to_json()
    assert json.loads(json.dumps(one.to_json()))["stats"]["days"] == one.day  # plain data throughout


def test_the_copy_table_lists_every_attribute_and_clones_are_independent():
    state = new_state(3, seed=5)
    settle(state)
    assert check_state(FIELDS, state, State.NOT_COPIED) == []
    copy = state.clone()
    action = state.legal_actions()[0]
    before = state.to_json()
    copy.apply_action(action)
    bot = RandomBot(random.Random(1))
    for _ in range(120):
        copy.apply_action(bot.step(copy))
    assert state.to_json() == before and len(copy.board) > len(state.board)
    assert copy.sea.open_cells() != state.sea.open_cells()


def test_determinize_keeps_the_finale_depth_and_deals_the_hidden_cards_again():
    state = new_state(3, seed=5)
    settle(state)
    assert state.stage == "tile"
    seen = set()
    for k in range(12):
        other = state.determinize(0, random.Random(k))
        assert other.weather_deck.index("world-end") == 2
        assert Counter(other.weather_deck) + Counter(other.weather_out) == \
            Counter(state.weather_deck) + Counter(state.weather_out)
        assert Counter(other.stack) + Counter(other.drawn) == Counter(state.stack) + Counter(state.drawn)
        assert other.to_json()["sea"] == state.to_json()["sea"]
        seen.add((tuple(other.weather_deck), tuple(other.stack[-3:])))
        other.apply_action(other.legal_actions()[0])  # it plays on
    assert len(seen) == 12
    mine = state.determinize(state.actor, random.Random(0))
    assert mine.drawn == state.drawn  # a seat sees its own drawn tiles
    theirs = state.determinize((state.actor + 1) % 3, random.Random(0))
    assert len(theirs.drawn) == len(state.drawn) and theirs.legal_actions()[0][0] == "tile"


def test_after_the_finale_was_shuffled_back_every_weather_place_is_hidden():
    state = new_state(3, seed=5)
    settle(state)
    state.weather_deck = ["fair", "world-end", "gale"]
    state.finale_seen = 1
    decks = {tuple(state.determinize(0, random.Random(k)).weather_deck) for k in range(30)}
    assert ("fair", "world-end", "gale") in decks and any(d.index("world-end") != 1 for d in decks if "world-end" in d)


def test_the_ruleset_plays_through_its_hooks(seas):
    ruleset = rulesets.get("finis-terrae")
    model = seas["windward-sea"]
    assert ruleset.player_counts(model) == (2, 3, 4) and ruleset.default_mode(model) == "competitive"
    assert ruleset.seats(model)[:2] == [(s.id, s.title) for s in model.seats[:2]]
    assert ruleset.mode_titles(model) == {"competitive": "Competitive (2-4 explorers and the pirate galleon)"}
    assert ruleset.length_measures == ("seasons", "turns", "decisions")
    game = ruleset.new_game(model, factions=["a", "b"])
    assert game.num_players == 2 and ruleset.new_game(model).num_players == 4
    state = game.new_initial_state(3)
    assert ruleset.normalise_action(["port", -1, 0]) == ("port", -1, 0)
    assert state.decision_prompt().endswith("choose the beach of your home port on the start island")
    assert state.action_to_string(("port", -1, 0)) == "home port at (-1,0)"
    assert ruleset.describe_event(state.events[0], game.seat_names()).startswith("setup ")
