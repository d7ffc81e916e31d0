"""Combat dice (rulebook pp. 18-19): how many, rolling them, and who wins a round.

- 1D6 per soldier, 2D6 per captain, 1D8 per camp; minions, bosses, locations, adventure areas
  (and the natives of a plain tile with a value) roll as many D6 as the area value.
- Attackers and bosses exchange one D6 for a D8 (a boss's D8 is its last die to go).
- Equal results of attacker and defender cancel one for one; the highest remaining die wins;
  if everything cancels, the defender wins.

A die is a tuple `(sides, value)`. The pools (`figure_pool`, `monster_pool`, `exchange`) and
`round_winner` are pure; the exact odds (`odds.py`) compute from the same pools.
"""

from __future__ import annotations

from . import mods

BOSSES = ("boss", "terror")  # monsters that exchange a D6 for a D8 (a terror always fights as a boss)


def figure_pool(soldiers: int, captains: int, camps: int) -> tuple[int, int]:
    """(D6, D8) a player's figures roll: 1D6 per soldier, 2D6 per captain, 1D8 per camp."""
    return soldiers + 2 * captains, camps


def monster_pool(value: int) -> tuple[int, int]:
    """(D6, D8) a minion, boss, location or adventure area rolls: as many D6 as its area value."""
    return max(0, value), 0


def exchange(n6: int, n8: int) -> tuple[int, int]:
    """Attackers and bosses exchange one D6 for a D8 (a pool without a D6 keeps what it has)."""
    return (n6 - 1, n8 + 1) if n6 else (n6, n8)


def count_dice(state, combat, side: str) -> tuple[int, int]:
    """(D6, D8) a side rolls this round, after the exchange and the modifiers."""
    area = combat.area
    if side == "attacker" and state.game.mode != "competitive":  # allies fight as one (allies.py)
        players = state.players
        n6, n8 = exchange(*figure_pool(sum(p.soldiers[area] for p in players), sum(p.captains[area] for p in players),
                                       sum(p.camps[area] for p in players)))
    elif side == "attacker":
        p = state.players[combat.attacker]
        n6, n8 = exchange(*figure_pool(p.soldiers[area], p.captains[area], p.camps[area]))
    elif combat.defender >= 0:
        p = state.players[combat.defender]
        n6, n8 = figure_pool(p.soldiers[area], p.captains[area], p.camps[area])
    else:
        n6, n8 = monster_pool(combat.value)
        if combat.monster in BOSSES:
            n6, n8 = exchange(n6, n8)
    d6, d8 = mods.dice_delta(state, side)
    return max(0, n6 + d6), max(0, n8 + d8)


def roll(state, n6: int, n8: int) -> tuple[tuple[int, int], ...]:
    """The D8 first, then the D6 (list comprehensions: a generator expression is slow compiled)."""
    return tuple([(8, state.roll(8)) for _ in range(n8)] + [(6, state.roll(6)) for _ in range(n6)])


def round_winner(attacker: list[int] | tuple, defender: list[int] | tuple) -> str:
    """`attacker` or `defender`, from the two sides' results (values only)."""
    left_a = sorted(attacker, reverse=True)
    left_d = sorted(defender, reverse=True)
    counts: dict[int, int] = {}
    for v in left_d:
        counts[v] = counts.get(v, 0) + 1
    best_a = 0
    cancelled: dict[int, int] = {}
    for v in left_a:
        if counts.get(v, 0) > 0:
            counts[v] -= 1
            cancelled[v] = cancelled.get(v, 0) + 1
        elif v > best_a:
            best_a = v
    best_d = 0
    for v, n in counts.items():
        if n > 0 and v > best_d:
            best_d = v
    if best_a == 0:
        return "defender"
    if best_d == 0:
        return "attacker"
    return "attacker" if best_a > best_d else "defender"


def values(dice) -> list[int]:
    return [v for _, v in dice]
