"""Turning pirate and back, and what a pirate may not do.

Any explorer may hoist its black flag at any moment of its own turn (`may_turn`, `turn`). From then
on it is a pirate: its bank is frozen (neither banked into nor withdrawn from; it still counts at the
end, being the seat's), it founds no port and trades nothing (no purchase, sale or redemption: its
castaways and finds stay in the hold, still scoring there), it collects tokens and salvages cargo, may
redeem its treasures (no port is needed for that), and fights explorers and pirates alike
(`combat`). It turns back by ending a move in a port of the start island, any seat's, and paying
`pirate_exit_fee` coins from its hold to the coffer; that ends its turn at once (`state.turn_over`,
which the flow reads). It may turn pirate again later.

The galleon is not a seat: the seat holding the red flag (`state.jolly`) moves and acts for it first
in its turn (the flow); its loot and coins are nobody's score.
"""

from __future__ import annotations

from .holds import amount, count, note, pay, rules
from .ports import on_start


def may_turn(state, seat: int) -> bool:
    return not state.pirate[seat]


def turn(state, seat: int) -> None:
    state.pirate[seat] = True
    count(state, "pirate_turns")
    note(state, "pirate", seat, state.ships[seat])


def may_return(state, seat: int) -> bool:
    """A pirate in a start-island port (any seat's) with the fee in its hold."""
    if not state.pirate[seat]:
        return False
    cell = state.ships[seat]
    if cell not in state.ports or not on_start(state, cell):
        return False
    return amount(state.holds[seat], "coins") >= rules(state).pirate_exit_fee


def return_(state, seat: int) -> None:
    """Pay the fee, lower the flag, end the turn."""
    fee = rules(state).pirate_exit_fee
    pay(state, seat, fee)
    state.pirate[seat] = False
    state.turn_over = True
    note(state, "return", seat, state.ships[seat], fee=fee)
