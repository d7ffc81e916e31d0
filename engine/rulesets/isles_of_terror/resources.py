"""Resources a player chooses: gold or rations, into the pool or onto the sea card.

The lowest of the mutations: scoring (a victory point beyond the cap) and the procedures
(production, supply, conquest) push this choice. An `auto`-less decision: the player always
chooses, even when only one resource would help.
"""

from __future__ import annotations

from engine.core.frames import Decision

RESOURCES = ("gold", "rations")


def add_resource(state, seat: int, resource: str, amount: int, to: str) -> None:
    p = state.players[seat]
    if to == "sea":
        if resource == "gold":
            p.sea_gold += amount
        else:
            p.sea_rations += amount
    elif resource == "gold":
        p.gold += amount
    else:
        p.rations += amount


def choose_resources(state, seat: int, count: int, to: str, reason: str, up_to: bool = False) -> None:
    """The player takes `count` resources of their choice (into the pool or onto the sea card);
    `up_to`: or fewer, ending the choice with `done` (supply, p. 14: "up to 2 resources")."""
    if count > 0:
        if up_to:
            state.push("resource", seat, left=count, to=to, reason=reason, up_to=True)
        else:
            state.push("resource", seat, left=count, to=to, reason=reason)


class ChooseResource(Decision):
    def legal(self, state, frame):
        if frame.d.get("up_to"):
            return [("resource", "gold"), ("resource", "rations"), ("done",)]
        return [("resource", "gold"), ("resource", "rations")]

    def apply(self, state, frame, action):
        if action[0] == "done":
            state.stack.pop()
            return
        add_resource(state, frame.player, action[1], 1, frame.d["to"])
        state.emit("resource", frame.player, -1, resource=action[1], to=frame.d["to"], reason=frame.d["reason"])
        frame.d["left"] -= 1
        if frame.d["left"] <= 0:
            state.stack.pop()


# -- removing figures ------------------------------------------------------------------------
