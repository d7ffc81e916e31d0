"""The team's choices inside effects: DECIDE between option lists ("decide", i), picking among drawn
cards, tiles, tokens or places ("pick", i), and who a split heal goes to ("heal", person). Each is
the first player's, who decides for the team (`queue.ask` without a seat).

A pick is `state.ctx["pick"] = (purpose, options, extra)`; `PICKS` settles it by purpose:
"invention" (a new idea: to the board), "tile" (scouting: the chosen tile on top of the stack),
"discovery" (scouting: to the available discoveries), "hunt" (the hunting deck's top card stays on
top or goes to the bottom), "exhaust" (which source is covered), "item" (which item is lost),
"shortcut" (the tile next to the camp the shortcut token goes on).
"""

from __future__ import annotations

from engine.core.deck import shuffled

from . import decks, effects, itemloss, shortcut, wounds
from .queue import ask, push
from .tell import event


# -- DECIDE -----------------------------------------------------------------------------------
def legal_decide(state) -> list:
    options, _ = state.ctx["choose"]
    return [("decide", i) for i in range(len(options))]


def apply_decide(state, action) -> None:
    options, ctx = state.ctx.pop("choose")
    event(state, "decide", -1, option=action[1], card=getattr(ctx, "card", ""))
    push(state, ("terms", options[action[1]], 0, ctx))


# -- picks ------------------------------------------------------------------------------------
def step_pick(state, step) -> None:
    drawn = state.ctx.get("drawn", ())
    if drawn:
        state.ctx["pick"] = (step[1], drawn, None)
        ask(state, "pick")


def step_pick_end(state, step) -> None:
    """What was drawn and not picked: inventions and discoveries discarded, tiles shuffled back."""
    purpose = step[1]
    rest = state.ctx.pop("drawn", ())
    if purpose == "invention":
        for card in rest:
            decks.discard(state, "invention", card)
    elif purpose == "discovery":
        for card in rest:
            decks.discard(state, "discovery", card)
    elif purpose == "tile":
        chosen = state.ctx.pop("scouted", None)
        state.tile_stack[:] = shuffled([*state.tile_stack, *rest], state.rng)
        if chosen is not None:
            state.tile_stack.append(chosen)
            state.known["tile"] = chosen  # the team put it there: determinize keeps it on top


def legal_pick(state) -> list:
    return [("pick", i) for i in range(len(state.ctx["pick"][1]))]


def apply_pick(state, action) -> None:
    purpose, options, extra = state.ctx.pop("pick")
    chosen = options[action[1]]
    if purpose in ("invention", "tile", "discovery"):
        rest = list(state.ctx["drawn"])
        rest.remove(chosen)
        state.ctx["drawn"] = tuple(rest)
    PICKS[purpose](state, chosen, extra)


def _invention(state, chosen, extra) -> None:
    state.board_inventions.append(chosen)
    event(state, "new-invention", -1, invention=chosen)


def _tile(state, chosen, extra) -> None:
    state.ctx["scouted"] = chosen
    event(state, "scouted", -1)


def _discovery(state, chosen, extra) -> None:
    state.discoveries.append(chosen)
    event(state, "discovery", -1, token=chosen, future=False)


def _hunt(state, chosen, extra) -> None:
    if chosen == "bottom" and state.hunt_deck and state.hunt_deck[-1] == extra:
        state.hunt_deck.insert(0, state.hunt_deck.pop())
        state.known.pop("hunt", None)
    elif chosen == "top":
        state.known["hunt"] = extra  # the team saw it stay on top: determinize keeps it there
    event(state, "tracked", -1, put=chosen)


def _exhaust(state, chosen, extra) -> None:
    effects.exhaust_at(state, chosen, extra)


def _item(state, chosen, extra) -> None:
    itemloss.turn_back(state, chosen)


def _shortcut(state, chosen, extra) -> None:
    shortcut.place(state, chosen)


PICKS = {"invention": _invention, "tile": _tile, "discovery": _discovery, "hunt": _hunt,
         "exhaust": _exhaust, "item": _item, "shortcut": _shortcut}


# -- a split heal -----------------------------------------------------------------------------
def _wounded(state) -> list[int]:
    return [i for i, p in enumerate(state.people) if p.alive and p.wounds > 0]


def step_heal_one(state, step) -> None:
    if _wounded(state):
        state.ctx["healing"] = step[1]
        ask(state, "heal")


def legal_heal(state) -> list:
    return [("heal", i) for i in _wounded(state)]


def apply_heal(state, action) -> None:
    wounds.heal(state, action[1], 1, state.ctx.pop("healing", ""))


STEPS = {"pick-step": step_pick, "pick-end": step_pick_end, "heal-one": step_heal_one}
STAGES = {"decide": (legal_decide, apply_decide), "pick": (legal_pick, apply_pick), "heal": (legal_heal, apply_heal)}
