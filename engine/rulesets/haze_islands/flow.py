"""The queue of steps that plays a game, and the decisions each stage asks for.

A game is a list of steps (`State.todo`, run front first by `run`). A step does what needs no
choice and, where somebody must choose, sets `State.stage` and `State.actor` and stops; `legal`
lists that stage's decisions and `apply` settles one (it may put new steps in front). So a turn is
the steps ("window", "turn") — the special-order window before the action is stated — ("act",),
then the action's own steps (a fate to reveal, icons to pay, cards to order) and ("limits",): hand
limits, then the next turn. A failed fate drops the action's steps up to ("limits",).

Stages and their decisions:
    turn      ("scout", side), ("sail", side), ("raid",), ("trade", seat, card), ("steal",), ("deploy",),
              ("complete",), ("attack", seat), ("attack-doom",), ("hijack", seat), ("rotate", cell, quarters),
              ("discard",), ("pass",)
    window    ("order", adventure card, *args), ("skip",)
    fate      ("fate", corner)
    skull     ("order", adventure card) [ignore the skull], ("fail",)
    pay       ("pay", source) | ("pay", source, adventure card) [icon-counts-double]
    keep-spent ("order", adventure card, *cards) [keep-attack-cards], ("skip",)
    keep      ("keep", card)           raid: the card to keep
    put       ("put", card)            raid: the next card onto the next pile
    limit     ("limit", card)          a card over the hand limit
    take      ("take", card)           steal: the card to take
    reorder   ("top", card)            look-and-reorder: the next card from the top
    use       ("use", card)            sail-from-hand: the next hand card to pay with
    place     ("adventure-at", cell)   New Dawn with too few adventure cards
"""

from __future__ import annotations

from itertools import combinations

from . import actions, cards, crew, orders, paying, roundend
from .cards import event
from .ending import finish
from .model import CORNERS
from .queue import ask, push

__all__ = ["run", "legal", "apply", "finish"]


def run(state) -> None:
    """Run steps until a decision is needed or the game is over."""
    while state.stage is None:
        todo = state.todo
        step = todo.pop(0) if todo else ("turn",)
        STEPS[step[0]](state, step)


# -- the turn -----------------------------------------------------------------------------------
def _turn(state, step) -> None:
    decks = state.decks
    if not any(decks):
        push(state, ("round-end",))
        return
    n = state.game.num_players
    seat = state.turn_of
    while not decks[seat]:
        seat = (seat + 1) % n
    state.turn_of = seat
    if any(state.orders):
        push(state, ("window", "turn"), ("act",))
    else:
        ask(state, "turn", seat)


def _act(state, step) -> None:
    ask(state, "turn", state.turn_of)


def _limits(state, step) -> None:
    """Hand limits, then the turn passes on (one step: it closes every turn)."""
    seat = cards.over_limit(state)
    if seat is not None:
        ask(state, "limit", seat)
        return
    state.turn_of = (state.turn_of + 1) % state.game.num_players
    _turn(state, step)


# -- special-order windows ---------------------------------------------------------------------
def _window(state, step) -> None:
    if not any(state.orders):
        return
    start = state.turn_of if step[1] == "turn" else state.first
    n = state.game.num_players
    seats = tuple(s for s in ((start + i) % n for i in range(n)) if orders.holds_window_order(state, s))
    if seats:
        state.ctx["window"] = seats
        push(state, ("window-next",))


def _window_next(state, step) -> None:
    queue = state.ctx.get("window", ())
    while queue and not orders.window_actions(state, queue[0]):
        queue = queue[1:]
    if queue:
        state.ctx["window"] = queue
        ask(state, "window", queue[0])
    else:
        state.ctx.pop("window", None)


# -- fate, payment, spent cards ----------------------------------------------------------------
def _fate(state, step) -> None:
    seat = state.ctx["seat"]
    deck = state.decks[seat]
    top = len(deck) - 1
    state.ctx["fate_known"] = tuple(s for s, known in enumerate(deck.known) if top in known)
    state.ctx["fate_card"] = cards.draw(state, seat)
    state.ctx["fate_for"] = "action"
    ask(state, "fate", seat)


def fail(state) -> None:
    """The action failed: drop its remaining steps (the turn goes on with the hand limits)."""
    todo = state.todo
    while todo and todo[0] != ("limits",):
        todo.pop(0)
    event(state, "failed", state.actor, state.position(state.actor), action=state.ctx.get("verb", ""))


def _pay(state, step) -> None:
    state.ctx["need"] = step[1]
    state.ctx["spent"] = ()
    if not paying.done(step[1]):
        ask(state, "pay", state.ctx["seat"])


def _keep_spent(state, step) -> None:
    seat = state.ctx["seat"]
    if state.ctx["spent"] and orders.holding(state, seat, "keep-attack-cards"):
        ask(state, "keep-spent", seat)


def _put_spent(state, step) -> None:
    seat = state.ctx["seat"]
    for card in state.ctx["spent"]:
        cards.use(state, seat, card, "all")
    state.ctx["spent"] = ()


STEPS = {
    "turn": _turn, "act": _act, "limits": _limits,
    "window": _window, "window-next": _window_next, "fate": _fate, "pay": _pay,
    "keep-spent": _keep_spent, "put-spent": _put_spent, "effect": actions.effect,
    "round-end": roundend.round_end, "doom": roundend.doom, "doom-hit": roundend.doom_hit,
    "revive": roundend.revive, "after-doom": roundend.after_doom, "dawn": roundend.dawn,
    "reset": roundend.reset,
}


# -- the decisions of each stage ---------------------------------------------------------------
def _distinct(items) -> list:
    return sorted(set(items))


def legal(state) -> list:
    stage = state.stage
    seat = state.actor
    ctx = state.ctx
    if stage == "turn":
        return actions.turn_actions(state, seat)
    if stage == "window":
        return orders.window_actions(state, seat) + [("skip",)]
    if stage == "fate":
        return [("fate", corner) for corner in CORNERS]
    if stage == "skull":
        return [("order", orders.holding(state, seat, "ignore-skull")), ("fail",)]
    if stage == "pay":
        return paying.options(state, seat, ctx["need"])
    if stage == "keep-spent":
        card = orders.holding(state, seat, "keep-attack-cards")
        keep = min(state.game.rules.keep_attack_cards, len(ctx["spent"]))
        combos = sorted(set(tuple(sorted(c)) for c in combinations(ctx["spent"], keep)))
        return [("order", card, *combo) for combo in combos] + [("skip",)]
    if stage in ("keep", "put", "take", "reorder", "limit", "use"):
        verb, pool = {"keep": ("keep", ctx.get("drawn")), "put": ("put", ctx.get("rest")),
                      "take": ("take", ctx.get("matching")), "reorder": ("top", ctx.get("left")),
                      "limit": ("limit", state.hands[seat]), "use": ("use", state.hands[seat])}[stage]
        return [(verb, card) for card in _distinct(pool)]
    if stage == "place":
        return [("adventure-at", cell) for cell in ctx["empty"]]
    return []


def apply(state, action) -> None:
    stage = state.stage
    state.stage = None
    seat = state.actor
    ctx = state.ctx
    verb = action[0]
    if stage == "turn":
        state.turns += 1
        push(state, ("limits",))
        actions.start(state, seat, action)
    elif stage == "window":
        if verb == "skip":
            ctx["window"] = ctx["window"][1:]
        push(state, ("window-next",))
        if verb == "order":
            orders.apply_window_order(state, seat, action)
    elif stage == "fate":
        _reveal(state, seat, action[1])
    elif stage == "skull":
        if verb == "order":
            orders.used(state, seat, action[1])
            _fate_succeeded(state, seat)
        else:
            _fate_failed(state, seat)
    elif stage == "pay":
        _paid(state, seat, action)
    elif stage == "keep-spent":
        if verb == "order":
            orders.used(state, seat, action[1])
            spent = list(ctx["spent"])
            for card in action[2:]:
                spent.remove(card)
                state.hands[seat].append(card)
            ctx["spent"] = tuple(spent)
            event(state, "kept", seat, None, cards=list(action[2:]))
    elif stage == "limit":
        cards.from_hand(state, seat, action[1])
        cards.use(state, seat, action[1], "self")
        event(state, "hand-limit", seat, None)
        push(state, ("limits",))
    elif stage == "place":
        roundend.place_adventure(state, action[1])
    else:
        actions.settle(state, seat, stage, action)


def _reveal(state, seat: int, corner: str) -> None:
    ctx = state.ctx
    card = ctx["fate_card"]
    skull = state.game.skulls[card][corner]
    if ctx["fate_for"] == "action":
        cards.use(state, seat, card)
    event(state, "fate", seat, state.position(seat), corner=corner, skull=skull, purpose=ctx["fate_for"])
    if not skull:
        _fate_succeeded(state, seat)
    elif orders.holding(state, seat, "ignore-skull"):
        ask(state, "skull", seat)
    else:
        _fate_failed(state, seat)


def _fate_succeeded(state, seat: int) -> None:
    if state.ctx["fate_for"] == "revive":
        crew.revive(state, seat)


def _fate_failed(state, seat: int) -> None:
    if state.ctx["fate_for"] == "action":
        fail(state)


def _paid(state, seat: int, action) -> None:
    ctx = state.ctx
    kind, where = action[1]
    if kind == "hand":
        cards.from_hand(state, seat, where)
        ctx["spent"] = ctx["spent"] + (where,)
        icon = state.game.icon[where]
    else:
        state.deployed[seat].discard(where)
        state.supply[seat] += 1
        icon = state.game.icon[state.board.at(where).card]
    two = len(action) == 3
    if two:
        orders.used(state, seat, action[2])
    ctx["need"] = paying.reduce(ctx["need"], icon, state.game.category, two)
    event(state, "pay", seat, where if kind == "pirate" else None, source=kind, icon=icon, double=two)
    if not paying.done(ctx["need"]):
        ask(state, "pay", seat)
