"""The summary a report reads, the invariants of holds, ports and trade through whole random games,
and every event of the log told in words."""

from __future__ import annotations

import random

from ft_sea_fixture import sea
from ft_trade_kit import dealt, lay, stop

from engine.core.events import Event
from engine.rulesets.finis_terrae import interact, prose, summary
from engine.rulesets.finis_terrae.game import Game
from engine.rulesets.finis_terrae.model import SCORE_CATEGORIES
from engine.rulesets.finis_terrae.ruleset import RULESET
from engine.rulesets.finis_terrae.scoring import ITEMS
from engine.sim.runner import GameResult


def played(players: int, seed: int, check_every: int = 0):
    state = Game(sea(), players=players).new_initial_state(seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
        if check_every and steps % check_every == 0:
            assert summary.invariants(state) == [], steps
    return state


def test_invariants_hold_through_random_games():
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        state = played(players, seed, check_every=5)
        assert RULESET.invariants(state) == []


def test_summarise_fills_the_scores_by_item():
    state = played(3, 8)
    result = GameResult(index=0, seed=8)
    summary.summarise(state, result)
    assert result.finished and result.seasons == state.day and result.condition == state.result
    # the generic score breakdown goes by category of the scoring table (report_facts.py), the items under it
    assert set(result.scores) == set(SCORE_CATEGORIES)
    assert [sum(result.scores[c][s] for c in SCORE_CATEGORIES) for s in range(3)] == list(result.vp) == state.scores()
    items = result.details["report"]["items"]
    assert set(items) == set(ITEMS) and [sum(items[i][s] for i in ITEMS) for s in range(3)] == list(result.vp)
    assert result.details["team"] is None and result.details["days"] == state.day
    assert result.details["scores"] == list(result.vp)
    assert sum(result.cards.get(f"tile:{t}", 0) for t in {p.card for _, p in state.board.items()}) == \
        state.stats["tiles_laid"]


def test_every_event_is_told_in_words():
    for players, seed in ((2, 1), (3, 2), (4, 6)):
        state = played(players, seed)
        for event in state.events:
            assert event.kind in prose._TOLD or event.kind in prose._SEA, event.kind
            line = prose.narrate(event, state.game)
            assert line.endswith(".") and "{" not in line, line


def test_the_words_of_a_sale_and_a_founding():
    state = dealt()
    lay(state, (3, -1), "cove", 2)
    lay(state, (3, 0), "cove", 0)
    stop(state, 0, (3, 0))
    interact.apply(state, 0, ("found",))
    names = state.game.seat_names()
    assert prose.narrate(state.events[-1], state.game) == \
        f"{names[0]} founds a port at (3,0) on an island of 2 land tiles, paying 10 coins."
    sale = Event("sell", 0, (3, 0), {"spices": 2, "roll": 4, "market": 3, "coins": 14, "to": 1})
    assert prose.narrate(sale, state.game) == f"{names[0]} sells 2 spices in {names[1]}'s port at (3,0): (3+4)×2 = 14 coins."
    galleon = Event("collect", 1, (2, 2), {"token": "castaway", "ship": "galleon"})
    assert prose.narrate(galleon, state.game) == "The galleon takes the castaway aboard at (2,2)."


def test_the_invariants_name_what_broke():
    state = dealt()
    state.day = 1
    assert summary.invariants(state) == []
    state.holds[0][1] = ("coins", 3)
    state.spices -= 1
    state.token_supply["find"] += 1
    state.holds[1][2] = ("rum", 1)
    state.ports[(0, 0)] = 0
    assert summary.invariants(state) == [
        "seat 1: a compartment holds ('rum', 1)",
        "coins not conserved: 43 in play + 0 in the coffer != 40",
        "spices not conserved: 14 of 15 (14 in the supply)",
        "find tokens not conserved: 6 of 5",
        "a port at (0, 0) inland on the start island",
    ]
    del state.ports[(0, 0)]
    lay(state, (3, 3), "fort")
    state.ports[(3, 3)] = 1
    assert summary.invariants(state)[-1] == "a port at (3, 3) on no beach"
