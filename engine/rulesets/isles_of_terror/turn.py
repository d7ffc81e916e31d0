"""A player's turn in the action phase (rulebook pp. 10-11, 22).

The active player places one of their action tokens on an empty action field of their board
(`field`), then performs one of the three actions linked to that field (`act`), unless a rule
forbids it or it cannot be performed (landing needs a free landing sea area). Instead of the
action they may enforce their mission (one success token; not for missions that cannot be
enforced). If nothing at all is possible the token is placed without an action (`pass`).
Performing an action whose link shows resource symbols first puts one of those resources on the
sea card (a `choice` symbol: gold or ration, the player's choice).
"""

from __future__ import annotations

from . import mods
from .actions import can_land
from .cards import expire_cards
from engine.core.frames import Decision
from .scoring import success_token
from .team_actions import can_pacify
from enum import IntEnum

ACTIONS = ("land", "move", "recruit", "produce", "supply")
TURN_SCOPES = ("target", "exploration", "turn")  # the modifier scopes ending with a turn


class TurnStep(IntEnum):
    """A turn: its start (the action field), then its end."""

    START = 0
    END = 1


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_START, _END = TurnStep


def run_turn(state, frame) -> None:
    seat = frame.player
    if frame.step == _START:
        frame.step = _END
        state.active = seat
        state.plays = [0] * state.n
        state.emit("turn", seat, -1, year=state.year, season=state.season, turn=state.turns)
        state.push("field", seat)
        return
    state.stack.pop()
    mods.end_scopes(state, TURN_SCOPES)
    expire_cards(state, "turn")
    state.active = -1


def possible(state, seat: int, action: str) -> bool:
    if state.mods and mods.forbidden(state, seat, action):
        return False
    if action == "pacify":  # the cooperative side's action (team_actions.py)
        return state.game.mode != "competitive" and can_pacify(state)
    if action == "land":
        return can_land(state, seat)
    return action in ACTIONS


class ChooseField(Decision):
    def legal(self, state, frame):
        used = state.players[frame.player].fields_used
        return [("field", i) for i, taken in enumerate(used) if not taken]

    def apply(self, state, frame, action):
        p = state.players[frame.player]
        p.fields_used[action[1]] = True
        links = p.board.action_fields[action[1]].links
        state.emit("action_token", frame.player, -1, field=action[1], links=[link.action for link in links])
        frame.kind = "act"
        frame.d = {"field": action[1]}


class ChooseAction(Decision):
    def legal(self, state, frame):
        seat = frame.player
        p = state.players[seat]
        out = []
        mods_in_play = state.mods
        for link in p.board.action_fields[frame.d["field"]].links:
            name = link.action
            action = ("action", name)
            if action in out:
                continue
            # `possible`, called only where it can say no to a listed action (a modifier, landing, pacifying):
            # a decision of nearly every turn, asked for each of its field's links
            if mods_in_play or name == "land" or name == "pacify":
                if not possible(state, seat, name):
                    continue
            elif name not in ACTIONS:
                continue
            out.append(action)
        if p.mission is not None and p.mission.enforceable:
            out.append(("enforce",))
        return out or [("pass",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat = frame.player
        if action[0] == "pass":
            state.emit("pass", seat, -1)
            return
        if action[0] == "enforce":
            state.emit("enforce", seat, -1, mission=state.players[seat].mission.id)
            success_token(state, seat, 1, reason="enforced")
            return
        name = action[1]
        p = state.players[seat]
        for link in p.board.action_fields[frame.d["field"]].links:  # (a loop: next() over a generator is slow compiled)
            if link.action == name:
                break
        state.emit("action", seat, -1, action=name, field=frame.d["field"])
        state.push(name, seat, targets=0, seen=()) if name == "move" else state.push(name, seat)
        if link.bonus:
            options = sorted({r for symbol in link.bonus
                              for r in (("gold", "rations") if symbol == "choice" else
                                        ("gold",) if symbol == "gold" else ("rations",))})
            state.push("bonus", seat, options=tuple(options))


class Bonus(Decision):
    """The player may add one of the resources shown on the action link to the sea card (p. 11,
    "may immediately add"), or `skip` it."""

    def legal(self, state, frame):
        return [("bonus", r) for r in frame.d["options"]] + [("skip",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "skip":
            return
        p = state.players[frame.player]
        if action[1] == "gold":
            p.sea_gold += 1
        else:
            p.sea_rations += 1
        state.emit("bonus", frame.player, -1, resource=action[1])
