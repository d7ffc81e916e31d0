"""What a ship may do where its move ended: the contract between the flow (ft-board) and the rules
of the arrival tile (holds, ports, trade, pirates).

`options(state, who)` lists the interactions open to `who` (a seat, or "galleon" while its controller
acts for it) where it stands now, ("done",) always last; `apply(state, who, action)` does one and
says whether `who` may go on (True: the flow asks again; False: the stop is over, or the turn is, when
a pirate paid its way back: `state.turn_over`). Hoisting the black flag is offered by the flow's move
stage, before each move (`pirates.may_turn`): hoisted after a move it would change nothing of the stop
but who may attack the seat.

The verbs (docs/rules-finis-terrae.md lists them with the rules):
    ("return",)            pay the fee in a start-island port, explorer again; ends the turn
    ("found",)             found a port on this beach tile              ports.found
    ("collect",)           take the tile's token                        trade.collect
    ("salvage", i)         take the i-th pile a wreck left here         trade.salvage
    ("treasure", i)        compartment i's treasures into coins         trade.treasure
    ("redeem", i)          compartment i's castaways or finds into coins (any operational port)
    ("buy", n)             n spices in the seat's own operational port
    ("sell", i)            compartment i's spices in another seat's operational port
    ("merge", a, b)        pour compartment b into a (own port)         holds.merge
    ("split", a, n)        move n of compartment a to an empty one (own port)
    ("bank", i)            coin compartment i into the bank (own port, explorer)
    ("withdraw", n)        n coins from the bank into an empty compartment (own port, explorer)
    ("jettison", i)        throw compartment i into the sea (a full hold: to make room)
    ("done",)              end the stop

Each stop comes to an end: the token, the port, the piles, the treasures and the tokens to redeem are
used up, one purchase per stop, sales up to the limit, and the rearranging goes one way per stop.
"""

from __future__ import annotations

from . import holds, pirates, ports, trade
from .holds import GALLEON, hold_of

DONE = ("done",)


def options(state, who) -> list[tuple]:
    hold = hold_of(state, who)
    out: list[tuple] = []
    if who != GALLEON:
        if pirates.may_return(state, who):
            out.append(("return",))
        if ports.can_found(state, who):
            out.append(("found",))
    if trade.can_collect(state, who):
        out.append(("collect",))
    out += trade.salvages(state, who)
    if who != GALLEON:
        out += trade.treasures(state, who)
        out += trade.redeems(state, who)
        out += trade.buys(state, who)
        out += trade.sells(state, who)
        if ports.in_own_port(state, who):
            out += _rearranging(state, who)
    if holds.free(hold) is None:  # overboard only to make room (a full hold)
        out += [("jettison", i) for i in holds.filled(hold)]
    out.append(DONE)
    return out


def _rearranging(state, seat: int) -> list[tuple]:
    hold = state.holds[seat]
    out: list[tuple] = []
    if not holds.done_this_stop(state, "split"):
        out += holds.merges(hold)
    if not holds.done_this_stop(state, "merge"):
        out += holds.splits(hold)
    if not state.pirate[seat]:  # a pirate's bank is frozen
        if not holds.done_this_stop(state, "withdraw"):
            out += [("bank", i) for i, slot in enumerate(hold) if slot is not None and slot[0] == "coins"]
        if not holds.done_this_stop(state, "bank") and holds.free(hold) is not None:
            out += [("withdraw", n) for n in range(1, state.bank[seat] + 1)]
    return out


def apply(state, who, action) -> bool:
    verb = action[0]
    if verb == "done":
        return False
    if verb == "return":
        pirates.return_(state, who)
        return False
    DO[verb](state, who, *action[1:])
    return len(options(state, who)) > 1


def _rearranged(verb: str, act):
    def do(state, seat, *args) -> None:
        act(state, seat, *args)
        holds.mark(state, verb, state.ships[seat])
    return do


DO = {
    "found": lambda state, seat: ports.found(state, seat),
    "collect": trade.collect,
    "salvage": trade.salvage,
    "treasure": trade.treasure,
    "redeem": trade.redeem,
    "buy": trade.buy,
    "sell": trade.sell,
    "merge": _rearranged("merge", holds.merge),
    "split": _rearranged("split", holds.split),
    "bank": _rearranged("bank", holds.bank),
    "withdraw": _rearranged("withdraw", holds.withdraw),
    "jettison": holds.jettison,
}
