"""Island Clash: the island area-control game of the wiki (seed 001), Isleforge's second ruleset.

Squares on a square board, start areas on the coast, capture areas to hold at the end, a resource
and a combat stack; see docs/rules-island-clash.md for each rule, its code and its tests.
"""

from .game import Game
from .state import State

__all__ = ["Game", "State"]
