"""Exact combat odds for Isles of Terror (rulebook p. 18, "Combat" and "Retreat").

The model, with the rules it encodes:

* Dice: 1D6 per soldier, 2D6 per captain, 1D8 per camp; minions, bosses,
  locations and adventure areas roll as many D6 as their area value. The pools
  come from the engine's own `dice.py` (`figure_pool`, `monster_pool`, `exchange`).
* "Attackers and bosses then exchange one of their D6 with a D8": a flag per
  side (``attacker_d8`` default on, ``defender_d8`` default off; set it for a
  boss or a terror). A side without a D6 exchanges nothing.
* A round: equal results of the two sides cancel one for one; the highest
  remaining single die wins. If everything cancels (or neither side has a die
  left over) the defender wins the round.
* The loser removes one figure. The choice is the loser's; the odds assume a
  fixed policy, ``casualty_order`` (default: soldier, then captain, then camp),
  applied to both sides. A monster instead loses one point of area value,
  which removes a D6 and keeps the D8 until it is the last die.
* The combat ends when one side has nothing left. The attacker may retreat at
  the end of a round: ``retreat_below=N`` retreats as soon as fewer than N of
  its figures remain (0, the default, never retreats). Defenders never retreat
  in this model (monsters never may; a player defender's retreat is a decision
  the odds do not take).
* Not modelled: re-rolls (mountain camps, strategy cards) and other card
  effects.

How it is computed. A round's outcome depends only on the two dice pools
(#D6, #D8 per side). Scanning the faces from 8 down to 1, the round is decided
at the highest face that the two sides show a different number of times: the
side showing it more often keeps an uncancelled die there and nothing higher
is left. Conditioned on being below the faces already scanned, a die is
uniform on the faces that remain, and below 7 a D8 is exactly like a D6, so
the number of winning outcomes follows from a small recursion over
(face, attacker dice left, defender dice left) in exact integers, memoised
across all pools and calls.

Every round removes exactly one figure and the casualty policy is fixed, so a
combat state is just (attacker losses, defender losses); the outcome
distribution is a forward dynamic programme over that grid. Results are
memoised per query as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, cache
from math import comb
from collections.abc import Iterable

from . import dice

__all__ = [
    "CASUALTY_KINDS",
    "Force",
    "Odds",
    "clear_caches",
    "combat_odds",
    "dice_pool",
    "round_win_fraction",
    "round_win_probability",
]

CASUALTY_KINDS = ("soldier", "captain", "camp")
_DEFAULT_ORDER = CASUALTY_KINDS


@dataclass(frozen=True, slots=True)
class Force:
    """One side of a combat: a player's figures, or a monster's area value.

    A monster (minion, boss, location, adventure area, terror) has only
    ``monster_value``; a player has soldiers, captains and (defending) camps.
    """

    soldiers: int = 0
    captains: int = 0
    camps: int = 0
    monster_value: int = 0

    def __post_init__(self) -> None:
        for name in ("soldiers", "captains", "camps", "monster_value"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise ValueError(f"Force.{name} must be a non-negative integer, not {value!r}")
        if self.monster_value and (self.soldiers or self.captains or self.camps):
            raise ValueError("a Force is either a monster (monster_value) or a player's figures, not both")

    @property
    def is_monster(self) -> bool:
        return self.monster_value > 0

    @property
    def size(self) -> int:
        """Casualties it can take: figures, or area value for a monster."""
        return self.monster_value or (self.soldiers + self.captains + self.camps)


@dataclass(frozen=True, slots=True)
class Odds:
    """The exact outcome distribution of one combat.

    ``attacker_left`` maps (soldiers, captains) to the probability that the
    attacker ends the combat with them; ``defender_left`` maps (soldiers,
    captains, camps) for a player, or (area value,) for a monster. Numbers are
    floats, or Fractions when ``combat_odds(..., exact=True)``.
    """

    attacker_wins: float
    defender_wins: float
    attacker_retreats: float
    expected_attacker_losses: float
    expected_defender_losses: float
    attacker_left: dict[tuple, float]
    defender_left: dict[tuple, float]
    rounds_expected: float


# --------------------------------------------------------------------------- dice


@cache
def _wins_uniform(faces: int, att: int, dfn: int) -> int:
    """Outcomes (of faces**(att+dfn)) where the attacker wins the round.

    All ``att + dfn`` dice are uniform on 1..faces.
    """
    if faces == 0 or att == 0:
        # No face left to decide on, or nothing the attacker could win with.
        return 0
    below = faces - 1
    total = 0
    for k in range(att + 1):  # attacker dice showing `faces`
        ck = comb(att, k)
        for j in range(min(k, dfn) + 1):  # defender dice showing `faces`, j <= k
            rest_a, rest_d = att - k, dfn - j
            ways = ck * comb(dfn, j)
            if k > j:  # an uncancelled attacker die on the highest face: won
                total += ways * below ** (rest_a + rest_d)
            else:  # all dice on this face cancel: decided lower down
                total += ways * _wins_uniform(below, rest_a, rest_d)
    return total


@cache
def _wins_mixed(faces: int, a6: int, a8: int, d6: int, d8: int) -> int:
    """Outcomes where the attacker wins: D8s on 1..faces (faces >= 6), D6s on 1..6."""
    if faces <= 6:
        return _wins_uniform(6, a6 + a8, d6 + d8)
    below = faces - 1
    d6_ways = 6 ** (a6 + d6)
    total = 0
    for k in range(a8 + 1):
        ck = comb(a8, k)
        for j in range(min(k, d8) + 1):
            ways = ck * comb(d8, j)
            if k > j:
                total += ways * below ** (a8 - k + d8 - j) * d6_ways
            else:
                total += ways * _wins_mixed(below, a6, a8 - k, d6, d8 - j)
    return total


@cache
def round_win_fraction(att_d6: int, att_d8: int, def_d6: int, def_d8: int) -> Fraction:
    """Exact probability that the attacker wins one round with these dice pools."""
    for n in (att_d6, att_d8, def_d6, def_d8):
        if n < 0:
            raise ValueError("dice counts must be non-negative")
    wins = _wins_mixed(8, att_d6, att_d8, def_d6, def_d8)
    return Fraction(wins, 6 ** (att_d6 + def_d6) * 8 ** (att_d8 + def_d8))


@cache
def round_win_probability(att_d6: int, att_d8: int, def_d6: int, def_d8: int) -> float:
    """Probability that the attacker wins one round with these dice pools."""
    return float(round_win_fraction(att_d6, att_d8, def_d6, def_d8))


def dice_pool(force: Force, exchange: bool) -> tuple[int, int]:
    """(#D6, #D8) a force rolls; ``exchange`` swaps one D6 for a D8 if it has one.

    The pools are the engine's own (`dice.py`), so the odds follow any change of the dice."""
    if force.is_monster:
        pool = dice.monster_pool(force.monster_value)
    else:
        pool = dice.figure_pool(force.soldiers, force.captains, force.camps)
    return dice.exchange(*pool) if exchange else pool


# --------------------------------------------------------------------------- combat


def _casualty_sequence(force: Force, order: tuple[str, ...]) -> list[Force]:
    """The force after 0, 1, ... casualties under the removal policy."""
    states = [force]
    if force.is_monster:
        for value in range(force.monster_value - 1, -1, -1):
            states.append(Force(monster_value=value))
        return states
    left = {"soldier": force.soldiers, "captain": force.captains, "camp": force.camps}
    for kind in order:
        while left[kind]:
            left[kind] -= 1
            states.append(Force(left["soldier"], left["captain"], left["camp"]))
    return states


def _left_key(force: Force, monster: bool, camps: bool) -> tuple:
    if monster:
        return (force.monster_value,)
    if camps:
        return (force.soldiers, force.captains, force.camps)
    return (force.soldiers, force.captains)


def _check_order(order: Iterable[str]) -> tuple[str, ...]:
    order = tuple(order)
    if sorted(order) != sorted(CASUALTY_KINDS):
        raise ValueError(f"casualty_order must order each of {CASUALTY_KINDS} once, not {order!r}")
    return order


@lru_cache(maxsize=4096)
def _solve(
    attacker: Force,
    defender: Force,
    attacker_d8: bool,
    defender_d8: bool,
    retreat_below: int,
    order: tuple[str, ...],
    exact: bool,
) -> tuple:
    round_p = round_win_fraction if exact else round_win_probability
    zero = Fraction(0) if exact else 0.0
    one = Fraction(1) if exact else 1.0

    att_states = _casualty_sequence(attacker, order)
    def_states = _casualty_sequence(defender, order)
    att_pools = [dice_pool(f, attacker_d8) for f in att_states]
    def_pools = [dice_pool(f, defender_d8) for f in def_states]
    n_att, n_def = len(att_states) - 1, len(def_states) - 1
    def_monster = defender.is_monster

    # reach[i][j]: probability that the combat is ever at i attacker and j
    # defender casualties. Each round adds exactly one casualty, so sweeping
    # i + j upwards visits every state after all its predecessors.
    reach = [[zero] * (n_def + 1) for _ in range(n_att + 1)]
    reach[0][0] = one
    att_wins = def_wins = retreats = rounds = zero
    att_left: dict[tuple, object] = {}
    def_left: dict[tuple, object] = {}
    exp_att_loss = exp_def_loss = zero

    def finish(i: int, j: int, r) -> None:
        nonlocal exp_att_loss, exp_def_loss
        a_key = _left_key(att_states[i], False, False)
        d_key = _left_key(def_states[j], def_monster, True)
        att_left[a_key] = att_left.get(a_key, zero) + r
        def_left[d_key] = def_left.get(d_key, zero) + r
        exp_att_loss += i * r
        exp_def_loss += j * r

    for total in range(n_att + n_def + 1):
        for i in range(max(0, total - n_def), min(n_att, total) + 1):
            j = total - i
            r = reach[i][j]
            if not r:
                continue
            if i == n_att:  # the attacker has nothing left (checked first: rulebook order)
                def_wins += r
                finish(i, j, r)
                continue
            if j == n_def:
                att_wins += r
                finish(i, j, r)
                continue
            if total and n_att - i < retreat_below:  # end of a round, too few left
                retreats += r
                finish(i, j, r)
                continue
            p = round_p(*att_pools[i], *def_pools[j])
            rounds += r
            reach[i][j + 1] += r * p
            reach[i + 1][j] += r * (one - p)

    return (
        att_wins,
        def_wins,
        retreats,
        exp_att_loss,
        exp_def_loss,
        tuple(sorted(att_left.items(), reverse=True)),
        tuple(sorted(def_left.items(), reverse=True)),
        rounds,
    )


def combat_odds(
    attacker: Force,
    defender: Force,
    *,
    attacker_d8: bool = True,
    defender_d8: bool = False,
    retreat_below: int = 0,
    casualty_order: Iterable[str] = _DEFAULT_ORDER,
    exact: bool = False,
) -> Odds:
    """The exact outcome distribution of a combat (see the module docstring).

    ``attacker`` is a player's soldiers and captains; ``defender`` a player's
    figures (camps included) or a monster's area value. ``defender_d8`` is the
    boss/terror exchange. ``exact=True`` returns Fractions instead of floats.
    Results are memoised, so repeated queries cost a dictionary look-up.
    """
    if not isinstance(attacker, Force) or not isinstance(defender, Force):
        raise TypeError("attacker and defender must be Force instances")
    if attacker.is_monster or attacker.camps:
        raise ValueError("an attacker has soldiers and captains only (camps and monsters defend)")
    if not isinstance(retreat_below, int) or retreat_below < 0:
        raise ValueError("retreat_below must be a non-negative integer")
    order = _check_order(casualty_order)
    solved = _solve(attacker, defender, bool(attacker_d8), bool(defender_d8), retreat_below, order, bool(exact))
    att_wins, def_wins, retreats, att_loss, def_loss, att_left, def_left, rounds = solved
    return Odds(
        attacker_wins=att_wins,
        defender_wins=def_wins,
        attacker_retreats=retreats,
        expected_attacker_losses=att_loss,
        expected_defender_losses=def_loss,
        attacker_left=dict(att_left),
        defender_left=dict(def_left),
        rounds_expected=rounds,
    )


def clear_caches() -> None:
    """Forget every memoised result (for benchmarks of cold queries)."""
    for cached in (_wins_uniform, _wins_mixed, round_win_fraction, round_win_probability, _solve):
        cached.cache_clear()
