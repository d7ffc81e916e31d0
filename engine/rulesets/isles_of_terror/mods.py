"""Modifiers created by effects, and when they end.

`state.mods` holds tuples `(scope, kind, a, b, c)`:

| kind | a | b | c | made by |
|---|---|---|---|---|
| `neg` | player | gold added to a negotiation | - | `negotiation_cost` |
| `move` | player | rations added per character and area | - | `move_cost` |
| `value` | area | added to the area value | - | `area_value` |
| `forbid` | player | action | - | `forbid_action` |
| `dice` | side (`attacker`/`defender`) | D6 added | D8 added | `modify_combat_dice` |
| `reroll` | player | dice that may be re-rolled | - | `reroll` |

A scope ends with its event: `round` (each round of combat), `combat`, `target` (one movement
into a target area), `exploration`, `turn`, `season`; `game` never ends.
"""

from __future__ import annotations

SCOPES = ("round", "combat", "target", "exploration", "turn", "season", "game")


def end_scope(state, scope: str) -> None:
    if state.mods:
        state.mods = [m for m in state.mods if m[0] != scope]
    if scope in state.used:
        state.used[scope].clear()


def end_scopes(state, scopes: tuple[str, ...]) -> None:
    """`end_scope` of each of `scopes` at once (one pass over the modifiers)."""
    if state.mods:
        state.mods = [m for m in state.mods if m[0] not in scopes]
    used = state.used
    for scope in scopes:
        if scope in used:
            used[scope].clear()


def _sum(state, kind: str, key) -> int:
    return sum(m[3] for m in state.mods if m[1] == kind and m[2] == key) if state.mods else 0


def negotiation_delta(state, seat: int) -> int:
    return _sum(state, "neg", seat)


def move_delta(state, seat: int) -> int:
    return _sum(state, "move", seat)


def value_delta(state, area: int) -> int:
    return _sum(state, "value", area)


def forbidden(state, seat: int, action: str) -> bool:
    return any(m[1] == "forbid" and m[2] == seat and m[3] == action for m in state.mods) if state.mods else False


def dice_delta(state, side: str) -> tuple[int, int]:
    d6 = d8 = 0
    for m in state.mods:
        if m[1] == "dice" and m[2] == side:
            d6 += m[3]
            d8 += m[4]
    return d6, d8


def reroll_allowance(state, seat: int) -> int:
    return sum(m[3] for m in state.mods if m[1] == "reroll" and m[2] == seat) if state.mods else 0


def use_reroll_allowance(state, seat: int) -> int:
    """Take every re-roll allowance of a player (they are used together, once)."""
    total = reroll_allowance(state, seat)
    state.mods = [m for m in state.mods if not (m[1] == "reroll" and m[2] == seat)]
    return total
