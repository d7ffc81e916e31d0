"""Which cell of the Finis Terrae board a legal action is about, so a click on the board picks it.

The engine's actions that name a cell spell it as two numbers after the verb, `("cell", x, y)` (where
the drawn tile goes) and `("move", x, y)` (a destination), not as one (x, y) argument the playtest
window's default reads; everything else (the tile to lay, its rotation, the die, the interactions) is
picked in the decision panel.
"""

from __future__ import annotations

AT_CELL = frozenset({"cell", "move"})


def place_of(action: tuple):
    """The cell `action` is about, or None."""
    if action and action[0] in AT_CELL and len(action) == 3 and all(type(v) is int for v in action[1:]):
        return action[1], action[2]
    return None
