"""A bot that picks uniformly among the legal actions, with the RNG it is handed."""

from __future__ import annotations

import random


class RandomBot:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, state):
        actions = state.legal_actions()
        return actions[int(self.rng.random() * len(actions))]
