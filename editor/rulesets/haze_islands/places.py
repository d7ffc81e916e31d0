"""Which cell of the Haze Islands board a legal action is about, so a click on the board picks it.

The engine's turn actions name sides, seats or nothing (`("sail", "north")`, `("attack", 2)`,
`("raid",)`), not cells; the playtest board is clicked by cell (`EditorRuleset.action_place`). A scout
or a sail is about the cell beyond the side it names; the actions taken where one stands (raid,
deploy, complete, attack a ship, hijack, attack The Doom, trade, steal) are about one's own cell; a
ghost ship's rotation and an order's or New Dawn's cell are about that cell. Everything else (a
discard, a pass, payments, cards kept) is picked in the decision panel or on the seat's cards.
"""

from __future__ import annotations

from engine.core.placed import neighbour

AT_ONE_S_CELL = frozenset({"raid", "deploy", "complete", "attack", "hijack", "attack-doom", "trade", "steal"})


def _is_cell(value) -> bool:
    return isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value)


def place_of(state, action: tuple):
    """The cell `action` is about, or None."""
    verb = action[0]
    if verb in ("scout", "sail"):
        return neighbour(state.position(state.current_player()), action[1])
    if verb in AT_ONE_S_CELL:
        return state.position(state.current_player())
    if verb in ("rotate", "adventure-at"):
        return action[1]
    if verb == "order":
        return next((a for a in action[2:] if _is_cell(a)), None)
    return None
