"""Island Clash: the island area-control game of the wiki (seed 001), Isleforge's second ruleset.

Squares on a square board, start areas on the coast, capture areas to hold at the end, a resource
and a combat stack; see docs/rules-island-clash.md for each rule, its code and its tests.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game
    from .state import State

__all__ = ["Game", "State"]


def __getattr__(name: str):
    """The rules engine loads on first use of its names: checking content (`isleforge validate`, the
    editor's problems) imports this package for its ruleset object and checks, not for the game."""
    if name == "Game":
        from .game import Game
        return Game
    if name == "State":
        from .state import State
        return State
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
