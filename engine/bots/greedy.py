"""The kit's one-ply greedy bot, under the bots package's name (`engine.bots.greedy`).

The bot is written once, in `engine/core/greedy.py`: the `Ruleset` interface offers it to every ruleset
without a greedy bot of its own, and `engine/core` never imports the bots layer above it.
"""

from __future__ import annotations

from engine.core.greedy import TIE, Evaluate, GreedyBot, OfferedGreedy

__all__ = ["TIE", "Evaluate", "GreedyBot", "OfferedGreedy"]
