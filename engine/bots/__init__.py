"""Bots every ruleset can use: policies with `step(state) -> action`, handed their RNG by the caller.

A ruleset's own bots (the Isles of Terror greedy bot, say) live in its package and are offered
through its `Ruleset.bots`. The search bot `MCTSBot` (`mcts.py`) plays any ruleset through the
public `State` interface and `State.determinize`; its kinds are `mcts[:BUDGET]`.
"""

from __future__ import annotations

from .random_bot import RandomBot

__all__ = ["RandomBot"]
