"""Helpers of the Island Clash tests: a state set up by hand, and the bundled files' paths."""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.rulesets.island_clash.game import Game
from engine.rulesets.island_clash.model import STACKS, stack_of
from engine.rulesets.island_clash.phases import Phase

FOLDER = paths.library_dir() / "island-clash"


def staged(adventure, players=2, *, units=None, hands=None, draw=None, phase=Phase.MOVE, seat=0, tiles=None,
           mode="standard", seed=0):
    """A state of `adventure` with the board, hands, draw decks and step set by hand (what a rule test needs)."""
    state = Game(adventure, players=players, mode=mode, seed=seed).new_initial_state()
    if units is not None:
        state.units = dict(units)
    if hands is not None or draw is not None:
        pool = {stack: list(adventure.stack(stack)) for stack in STACKS}
        state.hands = [sorted(h) for h in hands] if hands is not None else state.hands
        for hand in state.hands:
            for card in hand:
                pool[stack_of(card)].remove(card)
        for stack in STACKS:  # the given draw deck (top card last), the rest of the stack discarded
            top = list((draw or {}).get(stack, pool[stack]))
            for card in top if stack in (draw or {}) else ():
                pool[stack].remove(card)
            state.draw[stack], state.discard[stack] = top, (pool[stack] if stack in (draw or {}) else [])
    if tiles is not None:
        state.tiles.update(tiles)
    state.phase = phase
    state.seat = seat
    state.moves_left = adventure.values.moves
    state.played = 0
    state.recruited = set()
    state._legal = None
    return state


def path(name: str) -> Path:
    return FOLDER / name
