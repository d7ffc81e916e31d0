"""Special orders (rulebook p.15): the 16 kinds of `model.ORDER_KINDS`, each implemented once.

A completed double-side adventure grants its order; the order is used at most once, and the card
then scores `Rules.used_order_score` (the X icon) instead of its adventure's score. "Use a Special
Order at any time, on any player's turn, either before an action is stated or after an action is
completed, or during the round end" is modelled as *windows*: before every turn (which is also
right after the previous action completed) and at the round end (after Night Falls, before The
Doom), every seat holding an order it can use now is asked in turn order, starting with the seat
whose turn it is (the first player at the round end), to use one — ("order", card, *args) — or to
skip; a seat that used one is asked again. Three kinds act inside an action instead, where they
mean something: `icon-counts-double` while paying (paying.py), `keep-attack-cards` after paying
for an attack, `ignore-skull` when a fate shows a skull (flow.py).
"""

from __future__ import annotations

from engine.core.placed import SIDES

from . import crew, geometry
from .cards import event
from .queue import ask

IN_ACTION = frozenset({"icon-counts-double", "keep-attack-cards", "ignore-skull"})


def holding(state, seat: int, kind: str) -> str | None:
    """The first adventure card in the seat's log whose unused order is of `kind` (None: none)."""
    for card, order in state.orders[seat]:
        if order.kind == kind:
            return card
    return None


def holds_window_order(state, seat: int) -> bool:
    return any(order.kind not in IN_ACTION for _, order in state.orders[seat])


def used(state, seat: int, card: str) -> None:
    """The order of `card` is used: it leaves the seat's orders and the card scores the X icon."""
    orders = state.orders[seat]
    index = next(i for i, (held, _) in enumerate(orders) if held == card)
    kind = orders.pop(index)[1].kind
    log = state.logs[seat]
    for i, entry in enumerate(log):
        if entry[1] == card:
            log[i] = (entry[0], card, state.game.rules.used_order_score)
            break
    event(state, "order", seat, None, card=card, kind=kind)


def window_actions(state, seat: int) -> list:
    """The orders `seat` can use in a window now, with their arguments (one card per kind)."""
    out = []
    seen = set()
    for card, order in state.orders[seat]:
        kind = order.kind
        if kind in IN_ACTION or kind in seen:
            continue
        seen.add(kind)
        out += _OFFERS[kind](state, seat, card)
    return out


def _look(state, seat, card):
    return [("order", card)] if len(state.decks[seat]) >= 2 else []


def _sail_hand(state, seat, card):
    if state.status[seat] == "castaway":
        return []
    at, hand = state.ships[seat], len(state.hands[seat])
    out = []
    for side in SIDES:
        cost = geometry.sail_cost(state, at, side)
        if cost is not None and cost <= hand:
            out.append(("order", card, side))
    return out


def _move_ship(state, seat, card):
    if state.status[seat] == "castaway":
        return []
    ships = set(state.ships)
    return [("order", card, cell) for cell in sorted(state.board.cells()) if cell not in ships]


def _move_pirate(state, seat, card):
    deployed = state.deployed[seat]
    cells = sorted(state.board.cells())
    return [("order", card, f, t) for f in sorted(deployed) for t in cells if t not in deployed]


def _return_pirate(state, seat, card):
    return [("order", card, cell) for cell in sorted(state.deployed[seat])]


def _recover(state, seat, card):
    return [("order", card)] if state.lost[seat] else []


def _rotate(state, seat, card):
    under = state.adventures.get(state.position(seat))
    return [("order", card)] if under is not None and under[1] != "sea" else []


def _flip(state, seat, card):
    return [("order", card)] if state.position(seat) in state.adventures else []


def _swap(state, seat, card):
    cells = sorted(state.adventures)
    return [("order", card, a, b) for i, a in enumerate(cells) for b in cells[i + 1:]]


def _ignore_me(state, seat, card):
    return [("order", card)] if not state.ignoring[seat] and state.status[seat] == "survivor" else []


def _stays(state, seat, card):
    return [] if state.doom_stays else [("order", card)]


def _move_doom(state, seat, card):
    return [("order", card, cell) for _, cell in state.board.neighbours(state.doom_at)]


def _lower(state, seat, card):
    return [("order", card)] if state.doom_power > 1 and state.round > 1 else []


_OFFERS = {
    "look-and-reorder": _look, "sail-from-hand": _sail_hand, "move-ship-anywhere": _move_ship,
    "move-pirate": _move_pirate, "return-pirate": _return_pirate, "recover-pirate": _recover,
    "rotate-adventure": _rotate, "flip-adventure": _flip, "swap-adventures": _swap,
    "doom-ignores-you": _ignore_me, "doom-stays": _stays, "move-doom": _move_doom, "lower-doom": _lower,
}


def apply_window_order(state, seat: int, action) -> None:
    card = action[1]
    kind = state.game.order_of[card].kind
    used(state, seat, card)
    args = action[2:]
    ctx = state.ctx
    at = state.position(seat)
    if kind == "look-and-reorder":
        ctx["left"] = tuple(state.decks[seat].look(seat, len(state.decks[seat])))
        ctx["new"] = ()
        ask(state, "reorder", seat)
    elif kind == "sail-from-hand":
        cost = geometry.sail_cost(state, at, args[0])
        ctx["use_left"], ctx["use_cost"], ctx["use_side"] = cost, cost, args[0]
        ask(state, "use", seat)
    elif kind == "move-ship-anywhere":
        state.ships[seat] = args[0]
    elif kind == "move-pirate":
        state.deployed[seat].discard(args[0])
        state.deployed[seat].add(args[1])
    elif kind == "return-pirate":
        state.deployed[seat].discard(args[0])
        state.supply[seat] += 1
    elif kind == "recover-pirate":
        state.lost[seat] -= 1
        state.supply[seat] += 1
    elif kind == "rotate-adventure":
        under, side = state.adventures[at]
        state.adventures[at] = (under, "single" if side == "double" else "double")
    elif kind == "flip-adventure":
        under, side = state.adventures[at]
        state.adventures[at] = (under, "double" if side == "sea" else "sea")
    elif kind == "swap-adventures":
        a, b = args
        state.adventures[a], state.adventures[b] = state.adventures[b], state.adventures[a]
    elif kind == "doom-ignores-you":
        state.ignoring[seat] = True
    elif kind == "doom-stays":
        state.doom_stays = True
    elif kind == "move-doom":
        state.doom_at = args[0]
    elif kind == "lower-doom":
        state.doom_power -= 1
        state.round -= 1
    event(state, "order-effect", seat, at, kind=kind, args=[list(a) if isinstance(a, tuple) else a for a in args])


def finish_reorder(state, seat: int) -> None:
    deck = state.decks[seat]
    top = list(reversed(deck.cards))
    new = state.ctx["new"] + state.ctx["left"]
    deck.reorder(seat, [top.index(card) for card in new])


def finish_sail_from_hand(state, seat: int) -> None:
    crew.move_ship(state, seat, state.ctx["use_side"], state.ctx["use_cost"], paid="hand")
