"""A ship's hold: compartments of one kind of cargo each, and the coins banked ashore.

A hold is a list of `rules.hold_compartments` entries, each None (empty) or (cargo, quantity) with
cargo one of `model.CARGO`. The rulebook's two rules of loading shape every function here: one kind
per compartment, and every load goes into an EMPTY compartment (coins earned never top up a coin
compartment). Compartments are interchangeable, so a load takes the first empty one and no decision is
asked for it; which compartment is looted, sold, redeemed or thrown overboard is a decision.

A ship is `who`: a seat (int) or "galleon" (the neutral pirate ship, its hold `state.galleon_hold`).
Cargo that leaves the game goes back where it came from: coins to the coffer (`state.coffer` counts
coins paid in minus paid out, for the conservation invariant), spices to the supply, tokens to the
token supply (a later tile may get them).

Rearranging (merge, split, bank, withdraw) is only done at the end of a move in the seat's own port
(`interact` decides when); within one stop a seat either merges or splits, either banks or withdraws,
so that a stop's interactions always come to an end.
"""

from __future__ import annotations

from engine.core.events import Event

GALLEON = "galleon"


# -- reading the state ---------------------------------------------------------------------------
def rules(state):
    return state.game.adventure.rules


def hold_of(state, who) -> list:
    return state.galleon_hold if who == GALLEON else state.holds[who]


def cell_of(state, who):
    return state.galleon if who == GALLEON else state.ships[who]


def free(hold) -> int | None:
    """The first empty compartment, or None when the hold is full."""
    for i, slot in enumerate(hold):
        if slot is None:
            return i
    return None


def amount(hold, cargo: str) -> int:
    """How much of `cargo` the hold carries, over all compartments."""
    return sum(slot[1] for slot in hold if slot is not None and slot[0] == cargo)


def is_empty(hold) -> bool:
    return all(slot is None for slot in hold)


def filled(hold) -> list[int]:
    return [i for i, slot in enumerate(hold) if slot is not None]


def trade_roll(state) -> int:
    """One red trade die (market sales, redemptions, treasures, fights), from the state's generator."""
    return state.game.trade_die.roll(state.rng)


def note(state, kind: str, who, cell=None, /, **data) -> None:
    """Log an event; the galleon's are logged under its controller's seat with `ship: galleon`."""
    if who == GALLEON:
        seat = state.jolly if state.jolly is not None else -1
        data["ship"] = GALLEON
    else:
        seat = who
    state.events.append(Event(kind, seat, cell, data))


# -- loading and unloading -----------------------------------------------------------------------
def load(hold, cargo: str, quantity: int) -> int:
    """Put `quantity` of `cargo` into the first empty compartment; returns its index. The caller checks
    there is room (`free`): loading into a full hold is a bug, not a rule."""
    i = free(hold)
    if i is None:
        raise ValueError(f"no empty compartment for {quantity} {cargo}")
    hold[i] = (cargo, quantity)
    return i


def discard(state, cargo: str, quantity: int) -> None:
    """Cargo leaving the game returns where it came from (jettisoned, lost in a wreck, thrown away)."""
    if quantity <= 0:
        return
    if cargo == "coins":
        state.coffer += quantity
    elif cargo == "spice":
        state.spices += quantity
    else:
        state.token_supply[cargo] = state.token_supply.get(cargo, 0) + quantity


def jettison(state, who, i: int) -> None:
    """Throw compartment `i` into the sea (to make room: allowed at any stop)."""
    hold = hold_of(state, who)
    cargo, quantity = hold[i]
    hold[i] = None
    discard(state, cargo, quantity)
    note(state, "jettison", who, cell_of(state, who), cargo=cargo, quantity=quantity)


def pay(state, who, coins: int) -> bool:
    """Pay `coins` from the hold's coin compartments into the coffer, smallest compartment first (so
    the payment frees compartments where it can); False, paying nothing, when the hold has too few."""
    hold = hold_of(state, who)
    if amount(hold, "coins") < coins:
        return False
    left = coins
    for i in sorted((i for i in filled(hold) if hold[i][0] == "coins"), key=lambda i: (hold[i][1], i)):
        if left == 0:
            break
        take = min(left, hold[i][1])
        rest = hold[i][1] - take
        hold[i] = ("coins", rest) if rest else None
        left -= take
    state.coffer += coins
    return True


def room_after_paying(hold, coins: int) -> bool:
    """Whether a load would find an empty compartment after paying `coins` as `pay` does."""
    trial = list(hold)
    left = coins
    for i in sorted((i for i in filled(trial) if trial[i][0] == "coins"), key=lambda i: (trial[i][1], i)):
        if left == 0:
            break
        take = min(left, trial[i][1])
        trial[i] = ("coins", trial[i][1] - take) if trial[i][1] > take else None
        left -= take
    return free(trial) is not None


def earn(state, who, coins: int, into: int | None = None) -> None:
    """Coins from the coffer into compartment `into` (emptied by the caller: a treasure's coins take the
    treasure's place, a whole sale's the spices') or else the first empty compartment."""
    hold = hold_of(state, who)
    if into is None:
        load(hold, "coins", coins)
    else:
        hold[into] = ("coins", coins)
    state.coffer -= coins


# -- rearranging in the seat's own port ----------------------------------------------------------
def merges(hold) -> list[tuple]:
    """("merge", a, b): pour compartment b into a, both holding the same cargo (a < b)."""
    full = filled(hold)
    return [("merge", a, b) for a in full for b in full if a < b and hold[a][0] == hold[b][0]]


def splits(hold) -> list[tuple]:
    """("split", a, n): move n of compartment a into an empty compartment (1 <= n < its quantity)."""
    if free(hold) is None:
        return []
    return [("split", a, n) for a in filled(hold) for n in range(1, hold[a][1])]


def merge(state, seat: int, a: int, b: int) -> None:
    hold = state.holds[seat]
    cargo, quantity = hold[a]
    hold[a] = (cargo, quantity + hold[b][1])
    hold[b] = None
    note(state, "merge", seat, state.ships[seat], cargo=cargo, quantity=hold[a][1])


def split(state, seat: int, a: int, n: int) -> None:
    hold = state.holds[seat]
    cargo, quantity = hold[a]
    hold[a] = (cargo, quantity - n)
    load(hold, cargo, n)
    note(state, "split", seat, state.ships[seat], cargo=cargo, quantity=n)


def bank(state, seat: int, i: int) -> None:
    """Unload a coin compartment into the seat's bank (safe from pirates and wrecks, unusable for trade)."""
    coins = state.holds[seat][i][1]
    state.holds[seat][i] = None
    state.bank[seat] += coins
    note(state, "bank", seat, state.ships[seat], coins=coins)


def withdraw(state, seat: int, coins: int) -> None:
    """Load `coins` from the bank into an empty compartment."""
    state.bank[seat] -= coins
    load(state.holds[seat], "coins", coins)
    note(state, "withdraw", seat, state.ships[seat], coins=coins)


# -- what the seat did this turn -----------------------------------------------------------------
# `state.ctx["acts"]` is a tuple of (turn number, move number, verb, cell, quantity): what the seat
# whose turn it is did this turn (entries of earlier turns are dropped as new ones come; a tuple, never
# mutated, so the shallow copy of `ctx` a clone makes is safe). `state.moves` counts the move actions of
# the game so far: a stop is what happens between one move and the next. A tile's token and a port on
# it are never both taken in one turn; one purchase per stop; sales up to the island's limit per stop;
# a stop's rearranging goes one way (merge or split, bank or withdraw).
def acts(state) -> tuple:
    """This turn's acts (see above)."""
    turn = state.turns
    return tuple(a for a in state.ctx.get("acts", ()) if a[0] == turn)


def mark(state, verb: str, cell, quantity: int = 0) -> None:
    state.ctx["acts"] = acts(state) + ((state.turns, state.moves, verb, cell, quantity),)


def done_this_turn(state, verb: str, cell) -> bool:
    return any(a[2] == verb and a[3] == cell for a in acts(state))


def done_this_stop(state, verb: str) -> int:
    """How much of `verb` this stop did (the quantities added; 1 per act without one)."""
    now = state.moves
    return sum(max(1, a[4]) for a in acts(state) if a[1] == now and a[2] == verb)


def count(state, key: str, n: int = 1, seat: int | None = None) -> None:
    """Add `n` to the report's counter `key` (per seat when `seat` is given)."""
    stats = state.stats
    if seat is None:
        stats[key] = stats.get(key, 0) + n
    else:
        row = stats.get(key)
        if row is None:
            row = stats[key] = [0] * state.game.num_players
        row[seat] += n
