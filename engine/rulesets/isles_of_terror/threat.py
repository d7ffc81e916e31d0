"""The threat bar: minion attacks (rulebook p. 23) and "gather new strength" at the end of a year.

A player's row on the threat bar is the last row whose `from` is at most their victory points;
a player with fewer points than the first row is not on the bar and never hit. Each die equal
to or higher than the row's value is one hit.

- Minion attack: each hit removes one of the player's characters or camps from the board
  (their choice); a player without figures on the board removes nothing.
- End of a year: the starting player rolls 4D6; each hit costs one resource from the pool (the
  player's choice of gold or ration); each resource they cannot pay costs a character or a camp.
"""

from __future__ import annotations

from .choices import removable, take_figure
from engine.core.frames import Decision
from .rules import fire
from .player import turn_order
from enum import IntEnum


def hits_on(state, seat: int) -> int | None:
    """The die result that hits this player (None: their victory token is not on the bar)."""
    vp = state.players[seat].vp
    value = None
    for row in state.game.adventure.threat_bar:
        if vp >= row.from_points:
            value = row.hits_on
    return value


def hits(state, seat: int, dice: list[int]) -> int:
    value = hits_on(state, seat)
    return 0 if value is None else len([d for d in dice if d >= value])


def minion_attack(state, roller: int, dice: int, area: int = -1) -> None:
    state.push("minion_attack", roller, dice=dice, area=area)


class MinionAttackStep(IntEnum):
    """A minion attack: the dice and removals, then its triggers."""

    ROLL = 0
    TRIGGERS = 1


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_ROLL, _TRIGGERS = MinionAttackStep


def run_minion_attack(state, frame) -> None:
    if frame.step == _ROLL:
        frame.step = _TRIGGERS
        roller = frame.player if frame.player >= 0 else state.start
        dice = [state.roll(6) for _ in range(frame.d["dice"])]
        state.emit("dice", roller, frame.d["area"], d6=dice, reason="minion attack")
        result = {}
        for seat in turn_order(state, roller):
            count = hits(state, seat, dice)
            if count:
                result[str(seat)] = count
        state.emit("minion_attack", roller, frame.d["area"], dice=dice, hits=result)
        # the first player in turn order chooses first: push in reverse
        for seat in reversed(turn_order(state, roller)):
            count = result.get(str(seat), 0)
            if count and removable(state, seat, None, True):
                state.push("remove", seat, left=count, areas=None, camps=True, reason="minion attack")
        return
    state.stack.pop()
    fire(state, "minion_attack", frame.player, frame.d["area"])


def run_threat_roll(state, frame) -> None:
    """Gather new strength: 4D6 against the threat bar, rolled by the starting player."""
    state.stack.pop()
    dice = [state.roll(6) for _ in range(4)]
    state.emit("dice", state.start, -1, d6=dice, reason="gather new strength")
    for seat in reversed(turn_order(state)):
        count = hits(state, seat, dice)
        state.emit("threat", seat, -1, dice=dice, hits=count)
        if count:
            state.push("threat_loss", seat, left=count)


class ThreatLoss(Decision):
    """Pay one resource per hit; a hit that cannot be paid costs a character or a camp."""

    def legal(self, state, frame):
        p = state.players[frame.player]
        if p.gold or p.rations:
            return [("lose", r) for r, have in (("gold", p.gold), ("rations", p.rations)) if have]
        figures = removable(state, frame.player, None, True)
        return figures or [("nothing",)]

    def apply(self, state, frame, action):
        p = state.players[frame.player]
        frame.d["left"] -= 1
        if frame.d["left"] <= 0:
            state.stack.pop()
        if action[0] == "lose":
            if action[1] == "gold":
                p.gold -= 1
            else:
                p.rations -= 1
            state.emit("lose", frame.player, -1, gold=int(action[1] == "gold"), rations=int(action[1] == "rations"),
                       reason="threat")
        elif action[0] == "remove":
            area = state.board.index[action[1]]
            state.emit("figure_removed", frame.player, area, figure=action[2], reason="threat")
            take_figure(state, frame.player, area, action[2])
        else:
            if frame in state.stack:
                state.stack.remove(frame)
