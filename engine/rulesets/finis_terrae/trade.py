"""Taking tokens and cargo aboard, and turning them into coins: collect, salvage, treasure, redeem,
buy and sell.

- Collect: the token lying on the tile where the ship stopped (a treasure, a castaway, a find) goes
  into an empty compartment; not on a tile where the seat founded a port this turn. Pirates and the
  galleon collect too (pirates keep castaways and finds unredeemed).
- Salvage: cargo a wreck left on the cell (`state.dropped`), one pile at a time, into an empty
  compartment.
- Treasure: any time in the seat's turn, a compartment of treasures becomes coins, each treasure worth
  the sum of `treasure_dice` trade dice; the coins take the treasures' compartment (the one exception
  to loading into an empty compartment, rulesets-next §1.5 item 13); the tokens are kept for the score.
- Redeem: castaways or finds, at any operational port, one compartment at a time: (market + one trade
  die) × tokens in it (§1.5 item 12); the coins take the compartment's place, the tokens are kept.
- Buy: only in the seat's own operational port, once a stop, at most the island's land tiles (the
  start island: `start.trade_lands`), at the day's market price each, from the supply.
- Sell: only in another seat's operational port, one compartment at a time, at most the island's land
  tiles per stop: (market + one trade die) × spices sold (§1.5 item 11); sold spices are kept for the
  score. Coins from a whole compartment take its place ("an empty compartment, or one freed").
- When the spice supply is empty, spices are neither bought nor sold (the rulebook: "no longer
  possible to trade"; our reading: both ways).
Pirates neither redeem nor trade (the galleon does none of it).
"""

from __future__ import annotations

from .holds import (GALLEON, amount, cell_of, count, done_this_stop, done_this_turn, earn, free, hold_of, load, mark, note,
                    pay, room_after_paying, rules, trade_roll)
from .ports import port_here, trade_lands


def _explorer(state, who) -> bool:
    return who != GALLEON and not state.pirate[who]


# -- tokens and wreck cargo ----------------------------------------------------------------------
def can_collect(state, who) -> bool:
    cell = cell_of(state, who)
    if cell not in state.tokens or free(hold_of(state, who)) is None:
        return False
    return who == GALLEON or not done_this_turn(state, "found", cell)


def collect(state, who) -> None:
    cell = cell_of(state, who)
    token = state.tokens.pop(cell)
    load(hold_of(state, who), token, 1)
    if who != GALLEON:
        mark(state, "collect", cell)
    note(state, "collect", who, cell, token=token)


def salvages(state, who) -> list[tuple]:
    """("salvage", i): take the i-th pile of cargo a wreck left where the ship stands."""
    if free(hold_of(state, who)) is None:
        return []
    return [("salvage", i) for i in range(len(state.dropped.get(cell_of(state, who), ())))]


def salvage(state, who, i: int) -> None:
    cell = cell_of(state, who)
    piles = state.dropped[cell]
    cargo, quantity = piles.pop(i)
    if not piles:
        del state.dropped[cell]
    load(hold_of(state, who), cargo, quantity)
    note(state, "salvage", who, cell, cargo=cargo, quantity=quantity)


# -- treasures, castaways and finds into coins ---------------------------------------------------
def treasures(state, who) -> list[tuple]:
    if who == GALLEON:
        return []
    return [("treasure", i) for i, slot in enumerate(state.holds[who]) if slot is not None and slot[0] == "treasure"]


def treasure(state, seat: int, i: int) -> None:
    quantity = state.holds[seat][i][1]
    dice = rules(state).treasure_dice
    rolls = [trade_roll(state) for _ in range(dice * quantity)]
    coins = sum(rolls)
    earn(state, seat, coins, into=i)
    state.kept[seat]["treasure"] += quantity
    note(state, "treasure", seat, state.ships[seat], rolls=rolls, coins=coins, quantity=quantity)


def redeems(state, who) -> list[tuple]:
    if not _explorer(state, who) or port_here(state, who) is None:
        return []
    return [("redeem", i) for i, slot in enumerate(state.holds[who])
            if slot is not None and slot[0] in ("castaway", "find")]


def redeem(state, seat: int, i: int) -> None:
    cargo, quantity = state.holds[seat][i]
    roll = trade_roll(state)
    coins = (state.market + roll) * quantity
    earn(state, seat, coins, into=i)
    state.kept[seat][cargo] += quantity
    note(state, "redeem", seat, state.ships[seat], cargo=cargo, quantity=quantity, roll=roll,
         market=state.market, coins=coins)


# -- spices --------------------------------------------------------------------------------------
def buys(state, who) -> list[tuple]:
    """("buy", n): n spices at the market price, in the seat's own operational port, once a stop."""
    if not _explorer(state, who) or state.spices <= 0:
        return []
    here = port_here(state, who)
    if here is None or here[1] != who or done_this_stop(state, "buy"):
        return []
    hold = state.holds[who]
    coins = amount(hold, "coins")
    price = state.market
    most = min(trade_lands(state, here[0]), state.spices, coins // price if price > 0 else state.spices)
    return [("buy", n) for n in range(1, most + 1) if room_after_paying(hold, n * price)]


def buy(state, seat: int, n: int) -> None:
    price = state.market * n
    pay(state, seat, price)
    state.spices -= n
    load(state.holds[seat], "spice", n)
    count(state, "spices_bought", n)
    mark(state, "buy", state.ships[seat], n)
    note(state, "buy", seat, state.ships[seat], spices=n, coins=price)


def _allowance(state, cell) -> int:
    """Spices the stop may still sell in the port at `cell` (its limit less this stop's sales)."""
    return trade_lands(state, cell) - done_this_stop(state, "sell")


def sells(state, who) -> list[tuple]:
    """("sell", i): spices of compartment i, as many as the stop's limit leaves, in another's port."""
    if not _explorer(state, who) or state.spices <= 0:
        return []
    here = port_here(state, who)
    if here is None or here[1] == who:
        return []
    left = _allowance(state, here[0])
    if left <= 0:
        return []
    hold = state.holds[who]
    room = free(hold) is not None
    return [("sell", i) for i, slot in enumerate(hold)
            if slot is not None and slot[0] == "spice" and (slot[1] <= left or room)]


def sell(state, seat: int, i: int) -> None:
    cell = state.ships[seat]
    hold = state.holds[seat]
    quantity = hold[i][1]
    sold = min(quantity, _allowance(state, cell))
    roll = trade_roll(state)
    price = state.market + roll
    if sold == quantity:
        earn(state, seat, price * sold, into=i)
    else:
        hold[i] = ("spice", quantity - sold)
        earn(state, seat, price * sold)
    state.kept[seat]["spice"] += sold
    count(state, "spices_sold", sold)
    state.stats.setdefault("sale_prices", []).append(price)
    mark(state, "sell", cell, sold)
    note(state, "sell", seat, cell, spices=sold, roll=roll, market=state.market, coins=price * sold,
         to=state.ports[cell])
