"""A greedy bot for Island Clash: tries each legal action on a copy and keeps the best-looking result.

The copy draws from the bot's own generator, so the bot never sees the real deck's next card. A
position is worth, to a seat: units in the capture areas (most), units on the board, cards in hand,
move actions left, closeness of its units to a capture area, and the fights it has picked (a
pending attack counts as won when it brings more units than the defender has). Battle cards need no
look-ahead: the strongest is played. Ties are broken at random.
"""

from __future__ import annotations

import random

from .model import value_of
from .phases import ATTACKER_CARD, DEFENDER_CARD, MOVE, SAIL

CAPTURE = 4.0
UNIT = 1.0
CARD = 0.6
MOVE_LEFT = 0.9
DISTANCE = 0.15
ENEMY_CAPTURE = 2.0


class GreedyBot:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase in (ATTACKER_CARD, DEFENDER_CARD):
            return max(actions, key=lambda a: value_of(a[1]))
        seat = state.current_player()
        best, chosen = None, []
        saved = self.rng.getstate()  # every copy draws from the bot's generator as it is now
        for action in actions:
            copy = state.clone(rng_state=saved)
            copy.apply_action(action)
            score = worth(copy, seat)
            if best is None or score > best + 1e-9:
                best, chosen = score, [action]
            elif abs(score - best) <= 1e-9:
                chosen.append(action)
        return chosen[int(self.rng.random() * len(chosen))]


def _distances(game) -> dict:
    cached = getattr(game, "_capture_distance", None)
    if cached is None:
        captures = game.adventure.captures
        cached = {f: min(abs(f[0] - c[0]) + abs(f[1] - c[1]) for c in captures) for f in game.land_neighbours}
        game._capture_distance = cached
    return cached


def worth(state, seat: int) -> float:
    if state.is_terminal():
        return 1000.0 * state.returns()[seat]
    captures = state.game.adventure.captures
    distance = _distances(state.game)
    score = 0.0
    for field, (owner, n) in state.units.items():
        if owner == seat:
            score += UNIT * n - DISTANCE * n * distance[field]
            if field in captures:
                score += CAPTURE * n
        elif field in captures:
            score -= ENEMY_CAPTURE * n
    for field, (owner, n) in state.attacks.items():
        if owner == seat:
            defenders = state.units[field][1]
            score += (CAPTURE if field in captures else 0.0) * n if n > defenders else -2.0 * UNIT
    score += CARD * len(state.hands[seat])
    if state.seat == seat and state.phase in (MOVE, SAIL):
        score += MOVE_LEFT * state.moves_left
    return score
