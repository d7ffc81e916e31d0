"""Bots: policies with `step(state) -> action`, seeded by the caller (they are handed their RNG)."""

from __future__ import annotations

from .greedy import GreedyBot
from .random_bot import RandomBot

__all__ = ["GreedyBot", "RandomBot"]
