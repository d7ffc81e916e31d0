"""Audit (ci-audit.md): what the team has seen is forgotten by `State.determinize`.

Rulebook, the explorer's reconnaissance: "draw 3 Island tiles ... choose 1. Shuffle the other two into
the stack and place the chosen one at the top"; the soldier's tracking: "look at the top card in the
Hunting deck and either put it back on top or at the bottom". The team then knows the top of the pile,
but hidden.determinize shuffles the whole tile stack and hunting deck: for the bots (the greedy's
one-step look, the search bot) these skills are worth nothing, while the bot still pays for them
(finding 10).
"""

from __future__ import annotations

import random

from ci_state_kit import answer, fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island.effects import Ctx


def test_a_scouted_top_tile_stays_on_top_in_every_determinization():
    state = fresh(3, 1)
    steps(state, ("terms", (t("scout_tiles", {"draw": 2}),), 0, Ctx(0)))
    assert state.stage == "pick"
    answer(state, ("pick", 0))
    top = state.tile_stack[-1]
    tops = {state.determinize(0, random.Random(seed)).tile_stack[-1] for seed in range(8)}
    assert tops == {top}  # now several tiles: the known top is shuffled away
