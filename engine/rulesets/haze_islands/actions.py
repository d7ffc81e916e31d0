"""The actions of a turn (rulebook p.10-18, p.22): which are legal, and doing them.

"Always state your action before using cards": a turn's decision names the action; what follows
(a fate to reveal, icons to pay, the order of discarded cards) is asked one decision at a time.
An action is offered only when the seat's map deck holds the cards it costs. Every action costs
time, at least one card (reading R6); the first player may not pass, the others may while a seat
before them this round still holds cards (reading R7).

Time costs: scout 1 (the new location's card), sail the diamonds crossed (at least 1), raid the
raid number, trade / steal / deploy / complete / rotate / discard 1, attack / attack The Doom /
hijack 1 (the card that reveals the fate).
"""

from __future__ import annotations

from engine.core.placed import DELTA, OPPOSITE, SIDES, rotation_facing

from . import cards, crew, geometry, orders, paying
from .cards import event
from .ending import finish
from .queue import ask, push

ISLAND = "island"


def _doom_need(state) -> tuple:
    return state.game.doom_needs[state.doom_deck[-1]]


def _adventure_need(state, cell) -> tuple | None:
    under = state.adventures.get(cell)
    return None if under is None else state.game.needs.get(under)


def _cost_need(cost) -> tuple:
    return ("same" if cost.same else "any", cost.category, cost.count)


SCOUT = {side: ("scout", side) for side in SIDES}
SAIL = {side: ("sail", side) for side in SIDES}
STEPS = tuple((i, side, DELTA[side], (i + 2) % 4) for i, side in enumerate(SIDES))
RAID, STEAL, DEPLOY, COMPLETE, ATTACK_DOOM, DISCARD, PASS = (
    ("raid",), ("steal",), ("deploy",), ("complete",), ("attack-doom",), ("discard",), ("pass",))


def turn_actions(state, seat: int) -> list:
    game = state.game
    deck = len(state.decks[seat])
    status = state.status[seat]
    at = state.ships[seat] if status != "castaway" else state.castaway_at[seat]
    cells = state.board._cells
    placed = cells[at]
    card = placed[0]
    island = game.kind[card] == ISLAND
    out = []
    scouting = bool(state.adventure_deck)
    sailing = status != "castaway"
    own_edges = game.rotated[placed]
    edge = geometry.edge
    x, y = at
    for index, side, (dx, dy), back in STEPS:
        own = own_edges[index] if index != placed[1] else edge(state, at, index)
        if own is None:
            continue
        nxt = (x + dx, y + dy)
        if nxt not in cells:
            if scouting and own.triangle and own.colour == "gold":
                out.append(SCOUT[side])
        elif sailing and own.colour == "gold":
            other = edge(state, nxt, back)
            if other is not None and other.colour == "gold" and (own.diamonds + other.diamonds or 1) <= deck:
                out.append(SAIL[side])
    if island and 0 < game.raid[card] <= deck:  # raid number 0 (a warning, haze/island-raid-zero): no raid
        out.append(RAID)
    mode = game.mode
    hand = state.hands[seat]
    if mode == "cooperative" and hand:
        for other in range(game.num_players):
            if other != seat and state.position(other) == at:
                out += [("trade", other, c) for c in sorted(set(hand))]
    if mode == "solo" and island:
        out.append(STEAL)
    if island and state.supply[seat] and at not in state.deployed[seat]:
        out.append(DEPLOY)
    if hand or state.deployed[seat]:
        need = _adventure_need(state, at)
        attack = mode == "competitive" and sailing and [
            t for t in range(game.num_players) if t != seat and state.status[t] == "survivor" and state.ships[t] == at]
        doom = state.doom_at == at and state.doom_deck
        hijack = status == "castaway" and [
            t for t in range(game.num_players) if state.status[t] == "survivor" and state.ships[t] == at]
        if need is not None or attack or doom or hijack:
            counts = paying.have(state, seat)
            double = set(paying.doublers(state, seat)) if state.orders[seat] else ()
            category = game.category
            feasible = paying.feasible
            if need is not None and feasible(need, counts, double, category):
                out.append(COMPLETE)
            if attack and feasible(_cost_need(game.rules.attack_cost), counts, double, category):
                out += [("attack", t) for t in attack]
            if doom and feasible(_doom_need(state), counts, double, category):
                out.append(ATTACK_DOOM)
            if hijack and feasible(_cost_need(game.rules.hijack_cost), counts, double, category):
                out += [("hijack", t) for t in hijack]
    if status == "ghost":
        out += rotations(state)
    out.append(DISCARD)
    if seat != state.first and _earlier_holds_cards(state, seat):
        out.append(PASS)
    return out


def rotations(state) -> tuple:
    """Every ("rotate", cell, quarters) of the board, built again only when the board grew."""
    built = state.rotations
    if built is None or len(built) != 3 * len(state.board):
        built = state.rotations = tuple(("rotate", cell, q) for cell in state.board.cells() for q in (1, 2, 3))
    return built


def _earlier_holds_cards(state, seat: int) -> bool:
    n = state.game.num_players
    return any(state.decks[(state.first + i) % n] for i in range((seat - state.first) % n))


def start(state, seat: int, action) -> None:
    """Do the action's first part and queue the rest (in front of the turn's last steps)."""
    verb = action[0]
    ctx = state.ctx
    ctx.clear()
    ctx["seat"], ctx["verb"] = seat, verb
    at = state.position(seat)
    game = state.game
    if verb == "discard":
        cards.spend_time(state, seat)
        event(state, "discard", seat, at)
    elif verb == "pass":
        event(state, "pass", seat, at)
    elif verb == "scout":
        scout(state, seat, at, action[1])
    elif verb == "sail":
        cost = geometry.sail_cost(state, at, action[1])
        cards.spend_time(state, seat, cost)
        crew.move_ship(state, seat, action[1], cost)
    elif verb == "raid":
        n = game.raid[state.board.at(at).card]
        drawn = [cards.draw(state, seat) for _ in range(n)]
        event(state, "raid", seat, at, drawn=n)
        ctx["drawn"] = tuple(drawn)
        if n == 1:
            settle(state, seat, "keep", ("keep", drawn[0]))
        else:
            ask(state, "keep", seat)
    elif verb == "trade":
        cards.spend_time(state, seat)
        cards.from_hand(state, seat, action[2])
        cards.to_hand(state, action[1], action[2])
        event(state, "trade", seat, at, to=action[1], card=action[2])
    elif verb == "steal":
        cards.spend_time(state, seat)
        icon = game.icon[state.board.at(at).card]
        deck = state.decks[seat]
        # the seat looks through its whole deck: it knows every place until the deck is shuffled
        deck.look(seat, len(deck))
        matching = tuple(c for c in deck.cards if game.icon[c] == icon)
        event(state, "steal", seat, at, found=bool(matching))
        if matching:
            ctx["matching"] = matching
            ask(state, "take", seat)
        else:
            state.decks[seat].shuffle(state.rng)
    elif verb == "deploy":
        cards.spend_time(state, seat)
        state.supply[seat] -= 1
        state.deployed[seat].add(at)
        event(state, "deploy", seat, at)
    elif verb == "complete":
        need = _adventure_need(state, at)
        if game.rules.titan:
            push(state, ("fate",), ("pay", need), ("put-spent",), ("effect", "complete"))
        else:
            cards.spend_time(state, seat)
            push(state, ("pay", need), ("put-spent",), ("effect", "complete"))
    elif verb == "attack":
        push(state, ("fate",), ("pay", _cost_need(game.rules.attack_cost)), ("keep-spent",), ("put-spent",),
             ("effect", "attack", action[1]))
    elif verb == "attack-doom":
        push(state, ("fate",), ("pay", _doom_need(state)), ("keep-spent",), ("put-spent",), ("effect", "attack-doom"))
    elif verb == "hijack":
        push(state, ("fate",), ("pay", _cost_need(game.rules.hijack_cost)), ("put-spent",),
             ("effect", "hijack", action[1]))
    elif verb == "rotate":
        cards.spend_time(state, seat)
        state.board.turn(action[1], action[2])
        event(state, "rotate", seat, action[1], quarters=action[2])


def scout(state, seat: int, at, side: str) -> None:
    """Create a location beyond `side`: the seat's top map card, its bottom facing `at`, over a new
    adventure card showing its double side."""
    dx, dy = DELTA[side]
    cell = (at[0] + dx, at[1] + dy)
    create_location(state, seat, cell, rotation_facing("bottom", OPPOSITE[side]))
    event(state, "scout", seat, cell, side=side, card=state.board.at(cell).card,
          adventure=state.adventures[cell][0])


def create_location(state, seat: int, cell, rotation: int) -> None:
    card = cards.draw(state, seat)
    state.board.place(cell, card, rotation)
    state.adventures[cell] = (state.adventure_deck.pop(), "double")
    if not state.adventure_deck:
        last_adventure_drawn(state)


def last_adventure_drawn(state, at_dawn: bool = False) -> None:
    """The last adventure card is drawn: the die goes to the final round's at once (at New Dawn the
    round about to begin is the last)."""
    game = state.game
    state.doom_power = max(state.doom_power, game.final_die)
    if at_dawn:
        state.ctx["final"] = True
    else:
        state.round = max(state.round, game.rounds)
    event(state, "final-round", -1, None, die=state.doom_power)


def settle(state, seat: int, stage: str, action) -> None:
    """The decisions inside an action or an order: raid keep/put, steal take, reorder, use."""
    ctx = state.ctx
    card = action[1]
    if stage == "keep":
        cards.to_hand(state, seat, card)
        rest = list(ctx["drawn"])
        rest.remove(card)
        ctx["rest"] = tuple(rest)
        stage = "put"
    elif stage == "put":
        rest = list(ctx["rest"])
        rest.remove(card)
        cards.use(state, seat, card, "self")
        ctx["rest"] = tuple(rest)
    elif stage == "take":
        deck = state.decks[seat]
        deck.cards.remove(card)
        cards.to_hand(state, seat, card)
        deck.shuffle(state.rng)
        event(state, "stolen", seat, None)
        return
    elif stage == "reorder":
        ctx["new"] = ctx["new"] + (card,)
        left = list(ctx["left"])
        left.remove(card)
        ctx["left"] = tuple(left)
        if len(left) > 1:
            ask(state, "reorder", seat)
        else:
            orders.finish_reorder(state, seat)
        return
    elif stage == "use":
        cards.from_hand(state, seat, card)
        cards.use(state, seat, card, "self")
        ctx["use_left"] -= 1
        if ctx["use_left"] and state.hands[seat]:
            ask(state, "use", seat)
        else:
            orders.finish_sail_from_hand(state, seat)
        return
    if stage == "put":
        if len(ctx["rest"]) > 1:
            ask(state, "put", seat)
        else:
            for last in ctx["rest"]:
                cards.use(state, seat, last, "self")
            ctx["rest"] = ()


def effect(state, step) -> None:
    """What a successful action that spent icons does."""
    ctx = state.ctx
    seat = ctx["seat"]
    verb = step[1]
    at = state.position(seat)
    if verb == "complete":
        card, side = state.adventures.pop(at)
        score = getattr(state.game.adventure.adventure_card(card), side).score
        state.logs[seat].append(("adventure", card, score))
        if side == "double":
            state.orders[seat].append((card, state.game.order_of[card]))
        event(state, "complete", seat, at, card=card, side=side, score=score)
    elif verb == "attack":
        event(state, "attack", seat, at, target=step[2])
        crew.damage(state, step[2], state.game.rules.attack_damage, seat)
        _after_player_sinking(state)
    elif verb == "attack-doom":
        card, side = state.doom_deck.pop()
        score = state.game.adventure.doom_card(card).sides[side].score
        state.logs[seat].append(("doom", card, score))
        event(state, "doom-card", seat, at, card=card, side=side, score=score, left=len(state.doom_deck))
        if not state.doom_deck:
            finish(state, "doom-defeated")
    elif verb == "hijack":
        crew.hijack(state, seat, step[2])


def _after_player_sinking(state) -> None:
    if state.stage != "over" and not crew.survivors(state):
        finish(state, "all-sunk")
