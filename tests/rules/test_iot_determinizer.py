"""`State.determinizer(player)` deals exactly the determinizations `State.determinize(player, rng)` deals.

A search deals one determinization an iteration from one state; the determinizer sorts what each deal
sorted once (issue 32: ISMCTS iterations per CPU-second). Every deal must stay the very copy
`determinize` makes from the same generator, and leave the generator in the same state, so a seeded
search plays the same moves: compared on positions of whole random games of every adventure, for
every seat, several deals in a row.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.core import ruleset as rulesets
from rules_helpers import ADVENTURES, adventure


def _positions(adventure_id: str, more: int, seed: int, every: int = 9) -> tuple[int, list]:
    content = adventure(adventure_id)
    ruleset = rulesets.of(content)
    players = content.players[0] + more  # the fewest players the adventure takes, or one more
    game = ruleset.new_game(content, players=players, mode=ruleset.default_mode(content))
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    found = []
    while not state.is_terminal():
        if len(state.decisions) % every == 0:
            found.append(state.clone())
        state.apply_action(bot.step(state))
    return players, found


@pytest.mark.parametrize("adventure_id", ADVENTURES)
@pytest.mark.parametrize("more", [0, 1])
def test_the_determinizer_deals_what_determinize_deals(adventure_id, more):
    players, positions = _positions(adventure_id, more, seed=more)
    assert len(positions) > 5
    for index, state in enumerate(positions):
        for seat in range(players):
            plain, quick = random.Random(index * 7 + seat), random.Random(index * 7 + seat)
            deal = state.determinizer(seat)
            for _ in range(3):
                expected, got = state.determinize(seat, plain), deal(quick)
                assert got.to_json() == expected.to_json()
                assert got.rng.getstate() == expected.rng.getstate()
                assert quick.getstate() == plain.getstate()
