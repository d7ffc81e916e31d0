"""The wreck procedure: a ship wrecked by a storm or sunk in a fight (combat.py calls `wreck` too).

1. The ship leaves the cargo of one non-empty compartment on the cell where it was wrecked
   (`State.dropped`, for anyone to salvage); when more than one compartment holds cargo, the ship's
   seat chooses which ("drop", i) — the galleon's controller for the galleon; an empty hold drops
   nothing.
2. The rest of its cargo is lost: coins to the coffer, spices to the supply, tokens to the token
   supply (`holds.discard`).
3. A seat's ship takes a malus token, goes back to its home port and gets `rules.wreck_refill` coins
   from the coffer in its hold; an explorer (a pirate's bank is frozen) may then load coins from its
   bank as at the start ("load", n). The galleon takes no malus: its controller puts it on a pirate
   den of its choice ("den", x, y) and it gets `rules.galleon_coins` in `rules.galleon_loaded`
   compartments.

A storm wreck counts in `stats["wrecks"]` (per seat) or `stats["galleon_wrecks"]`; a sinking is
counted by combat.py (`stats["sinkings"]`). The wrecked seat's turn goes on with what it has left.

The steps go on the queue (flow.py): `wreck` puts ("wreck", who, cause, cell) in front, so a fight's
sinking and each ship a storm wrecks are settled in the order they happened.
"""

from __future__ import annotations

from .holds import GALLEON, discard, filled
from .queue import ask, push
from .sea import event, refill_galleon


def wreck(state, who, cause: str) -> None:
    """Start the wreck procedure of `who` (a seat or "galleon") where it stands now."""
    cell = state.galleon if who == GALLEON else state.ships[who]
    push(state, ("wreck", who, cause, cell))


def controller(state, who) -> int:
    return state.jolly if who == GALLEON else who


def step(state, step) -> None:
    """("wreck", who, cause, cell): ask which compartment stays on the cell, when there is a choice."""
    _, who, cause, cell = step
    hold = state.galleon_hold if who == GALLEON else state.holds[who]
    full = filled(hold)
    if len(full) > 1:
        state.ctx["wreck"] = (who, cause, cell)
        ask(state, "drop", controller(state, who))
        return
    finish(state, who, cause, cell, full[0] if full else None)


def options(state) -> list:
    who = state.ctx["wreck"][0]
    hold = state.galleon_hold if who == GALLEON else state.holds[who]
    return [("drop", i) for i in filled(hold)]


def dropped(state, action) -> None:
    who, cause, cell = state.ctx.pop("wreck")
    finish(state, who, cause, cell, action[1])


def finish(state, who, cause: str, cell, keep: int | None) -> None:
    hold = state.galleon_hold if who == GALLEON else state.holds[who]
    left = None
    if keep is not None:
        left = hold[keep]
        state.dropped[cell] = state.dropped.get(cell, []) + [left]
    lost = [slot for i, slot in enumerate(hold) if slot is not None and i != keep]
    for cargo, quantity in lost:
        discard(state, cargo, quantity)
    for i in range(len(hold)):
        hold[i] = None
    seat = controller(state, who)
    data = {"cause": cause, "left": list(left) if left else [], "lost": [list(x) for x in lost]}
    if who == GALLEON:
        if cause == "storm":
            state.stats["galleon_wrecks"] += 1
        event(state, "wreck", seat, cell, ship=GALLEON, **data)
        refill_galleon(state)
        dens = den_cells(state)
        if len(dens) > 1:
            state.ctx["dens"] = tuple(dens)
            ask(state, "den", seat)
        else:
            state.galleon = dens[0] if dens else cell
            event(state, "galleon-back", seat, state.galleon)
        return
    if cause == "storm":
        state.stats["wrecks"][who] += 1
    state.malus[who] += 1
    event(state, "wreck", who, cell, **data)
    home = state.home[who]
    state.ships[who] = home
    state.east[who] = len(state.events)
    refill = state.game.rules.wreck_refill
    if refill:
        hold[0] = ("coins", refill)
        state.coffer -= refill
    event(state, "home-again", who, home, coins=refill)
    if state.bank[who] > 0 and not state.pirate[who]:
        state.ctx["load"] = "bank"
        ask(state, "load", who)


def den_cells(state) -> list:
    dens = state.game.dens
    return sorted(cell for cell, placed in state.board.items() if placed.card in dens)


def den_options(state) -> list:
    return [("den", cell[0], cell[1]) for cell in state.ctx["dens"]]


def to_den(state, action) -> None:
    state.ctx.pop("dens", None)
    state.galleon = (action[1], action[2])
    event(state, "galleon-back", state.jolly, state.galleon)
