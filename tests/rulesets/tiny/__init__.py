"""A tiny second ruleset for tests: two pawns race for coins on a 4x4 square grid (id `tiny`).

Importing it registers nothing: a test calls `engine.core.ruleset.register(tiny.RULESET)`.
"""

from .ruleset import RULESET, Tiny

__all__ = ["RULESET", "Tiny"]
