"""Ships, pirates and what becomes of a sunk crew (rulebook p.16-18 and p.22).

Pirates are conserved per seat: supply + deployed + lost (discarded by damage) + removed from the
game + the castaway's token (1 while a castaway) is always `Rules.pirates`.

- Take damage: one supply pirate is lost per point; with none left the ship sinks.
- Sunk in a team mode (solo, cooperative): the team loses at once; the seat's status is "sunk".
- Sunk by a player: a castaway. Its hand goes to that player, one pirate token marks where it is,
  its ship and every other pirate leave the game.
- Sunk by The Doom: a ghost ship. The ship stays (on its side), every pirate leaves the game; the
  other ghosts may then try to revive (roundend.py).
- Hijacked: the castaway procedure for the victim; the hijacker's ship is back at its token's
  location with the token in its supply.
"""

from __future__ import annotations

from engine.core.placed import DELTA

from .cards import event
from .ending import finish


def damage(state, seat: int, amount: int, by: int | None) -> bool:
    """`seat` takes `amount` damage from seat `by` (None: The Doom); True when its ship sank.

    No damage is no event (a ship is sunk only when it takes damage with no pirate to discard); the
    pirates discarded are logged as damage taken, and a sinking names its cause and the whole damage."""
    if amount <= 0:
        return False
    for taken in range(amount):
        if state.supply[seat] == 0:
            if taken:
                event(state, "damage", seat, state.ships[seat], amount=taken, by=-1 if by is None else by)
            sink(state, seat, by, amount)
            return True
        state.supply[seat] -= 1
        state.lost[seat] += 1
    event(state, "damage", seat, state.ships[seat], amount=amount, by=-1 if by is None else by)
    return False


def sink(state, seat: int, by: int | None, amount: int = 1) -> None:
    cell = state.ships[seat]
    if state.game.team:
        event(state, "sunk", seat, cell, by=-1 if by is None else by, becomes="lost", damage=amount)
        state.status[seat] = "sunk"  # a sinking in team play loses the game: the ship is not a survivor
        finish(state, "sunk")
        return
    if by is None:
        event(state, "sunk", seat, cell, by=-1, becomes="ghost", damage=amount)
        state.status[seat] = "ghost"
        state.removed[seat] = state.game.rules.pirates
        state.supply[seat] = state.lost[seat] = 0
        state.deployed[seat] = set()
        return
    event(state, "sunk", seat, cell, by=by, becomes="castaway", damage=amount)
    castaway(state, seat, by)


def castaway(state, seat: int, by: int) -> None:
    """`seat` becomes a castaway at its ship's location; its hand goes to `by`."""
    given = state.hands[seat]
    state.hands[by].extend(given)
    state.hands[seat] = []
    event(state, "castaway", seat, state.ships[seat], to=by, cards=len(given))
    state.castaway_at[seat] = state.ships[seat]
    state.ships[seat] = None
    state.status[seat] = "castaway"
    state.removed[seat] = state.game.rules.pirates - 1
    state.supply[seat] = state.lost[seat] = 0
    state.deployed[seat] = set()


def hijack(state, seat: int, target: int) -> None:
    cell = state.castaway_at[seat]
    castaway(state, target, seat)
    state.status[seat] = "survivor"
    state.ships[seat] = cell
    state.castaway_at[seat] = None
    state.supply[seat] = 1  # the castaway's token
    event(state, "hijacked", seat, cell, target=target)


def revive(state, seat: int) -> None:
    state.status[seat] = "survivor"
    event(state, "revived", seat, state.ships[seat])


def survivors(state) -> list[int]:
    return [s for s in range(state.game.num_players) if state.status[s] == "survivor"]


def move_ship(state, seat: int, side: str, cost: int, paid: str = "deck") -> None:
    at = state.ships[seat]
    dx, dy = DELTA[side]
    state.ships[seat] = (at[0] + dx, at[1] + dy)
    event(state, "sail", seat, state.ships[seat], side=side, cost=cost, paid=paid)
