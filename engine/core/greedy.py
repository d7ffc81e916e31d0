"""The kit's one-ply greedy bot for any ruleset: try each legal action, keep the one its `evaluate` likes best.

`GreedyBot(rng).step(state)`:

1. one determinization of what the deciding seat may know (`state.determinize(seat, rng)`), so the
   bot never reads the true hidden cards nor the game's future dice;
2. for each legal action, a clone of it (each clone's chance starts from the same generator state,
   drawn once from the bot's, so no action is luckier than another for where its clone happened to
   be in the stream), the
   action applied, and the position scored with the ruleset's `Ruleset.evaluate(state, seat)` (a
   finished game: its `returns()`);
3. the best action; actions scoring within `TIE` of the best are tied, and the tie is broken with
   the bot's generator (one `rng.random()`).

A decision with one legal action is played without looking. With the default `evaluate` (an equal
share for every seat until the end) it takes a winning move when there is one and otherwise plays at
random: a ruleset gets a useful greedy bot by writing `evaluate`.

Why it lives in `engine/core` (the kit) and not in `engine/bots`: the `Ruleset` interface offers it
as `greedy` to every ruleset whose `bots` table has none (`Ruleset.bot_table()` adds an
`OfferedGreedy` factory, bound to the evaluation of the game's ruleset), and `engine/core`
must not import the layer above it. It needs nothing but the `State` protocol; `engine.bots.greedy`
names it for the bots package. A ruleset with a greedy bot of its own keeps it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

TIE = 1e-9
Evaluate = Callable[[Any, int], float]  # (state, seat) -> worth, `Ruleset.evaluate`'s shape


class GreedyBot:
    """See the module docstring; `evaluate(state, seat)`: the scoring (a ruleset's `evaluate`)."""

    def __init__(self, rng: random.Random, evaluate: Evaluate) -> None:
        self.rng = rng
        self.evaluate = evaluate

    def step(self, state) -> Any:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        return self.choose(state, actions)[0]

    def choose(self, state, actions: list) -> tuple[Any, list[tuple[Any, float]]]:
        """The action chosen and every action's score, in the order of `actions`."""
        seat = state.current_player()
        evaluate = self.evaluate
        world = state.determinize(seat, self.rng)
        chance = random.Random(self.rng.getrandbits(64)).getstate()
        scored = []
        for action in actions:
            copy = world.clone(rng=_generator(chance))
            copy.apply_action(action)
            scored.append((action, evaluate(copy, seat)))
        best = max(score for _, score in scored)
        tied = [action for action, score in scored if score >= best - TIE]
        return tied[int(self.rng.random() * len(tied))], scored


class OfferedGreedy:
    """The factory (`factory(rng) -> bot`) a ruleset's `bots` holds under `greedy` when the ruleset has
    no greedy bot of its own: a `GreedyBot` scoring with `evaluate`."""

    kind = "greedy"

    def __init__(self, evaluate: Evaluate) -> None:
        self.evaluate = evaluate

    def __call__(self, rng: random.Random) -> GreedyBot:
        return GreedyBot(rng, self.evaluate)

    def __repr__(self) -> str:
        return "<the kit's one-ply greedy bot>"


def _generator(state: tuple) -> random.Random:
    """A generator in `state` (without seeding one from the operating system first)."""
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng
