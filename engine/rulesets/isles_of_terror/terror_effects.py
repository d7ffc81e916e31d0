"""A terror's effect (rulebook "Effect Range"): its effects, for each player with figures in range.

`terror_moves.py` pushes one `terror_effects` frame per activation with the players hit, each
with the area of the range where they have figures; the effects of the terror's current level
(`terrors.effects`) apply to them one after the other, as the vocabulary's effects of a rule
would (`ctx.player` is the player hit, `ctx.area` that area, modifiers last the turn).
"""

from __future__ import annotations

from . import terrors
from .triggers import Ctx


def run_terror_effects(state, frame) -> None:
    d = frame.d
    index, hit = d["index"], d["hit"]
    effects = terrors.effects(state, index)
    i, j = d["i"], d["j"]  # player i of `hit`, effect j of the terror's level
    if j >= len(effects):
        i, j = i + 1, 0
    if i >= len(hit):
        state.stack.pop()
        return
    d["i"], d["j"] = i, j + 1
    seat, area = hit[i]
    frame.player = seat
    if j == 0:
        state.emit("terror_strikes", seat, area, terror=state.terrors[index].id)
    term = effects[j]
    ctx = Ctx("terror", -1, seat, area, "turn", terrors.card(state, index))
    state.game.rules.effect_of[term.name](state, ctx, term.args)
