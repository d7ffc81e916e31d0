"""The round end (rulebook p.19-21) and the revive of ghost ships (p.22).

A round ends when every map deck is empty. Then, in order:

1. Night Falls: every adventure card showing its single side flips to its sea side.
   (The special-order window of the round end opens here, before The Doom.)
2. The Doom: its power goes up by the step (the short game's step), or counts as
   `Rules.final_power` in the last round; it picks the survivor ship it reaches over the fewest
   diamonds (any colour; ties: the most icons in the log, then the game's generator), follows the
   cheapest path to it location by location while the next crossing's diamonds fit in what is left
   of its power, stopping on reaching that ship, and attacks every survivor ship at its location,
   in reverse turn order, for its power minus the diamonds crossed (reading R5). Each ship it sinks
   lets the other ghost ships try to revive, in turn order.
3. The game ends after the last round's Doom step (A) or when no survivor is left (C); otherwise
   New Dawn: double sides turn to single, empty locations get new adventure cards (the first player
   chooses which when too few are left, one at a time; the last card drawn makes the coming round
   the last), the next seat becomes the first player, and the discard pile, shuffled, becomes its
   map deck, of which it deals one card to each other seat.
"""

from __future__ import annotations

from engine.core.knowledge import KnownDeck

from . import crew
from .actions import last_adventure_drawn
from .cards import event
from .ending import finish
from .geometry import doom_cost
from .queue import ask, push


def round_end(state, step) -> None:
    flipped = 0
    for cell, (card, side) in list(state.adventures.items()):
        if side == "single":
            state.adventures[cell] = (card, "sea")
            flipped += 1
    event(state, "night-falls", -1, None, round=state.round, flipped=flipped)
    push(state, ("window", "round"), ("doom",), ("after-doom",))


def doom(state, step) -> None:
    game = state.game
    power = game.rules.final_power if state.round >= game.rounds else state.doom_power + game.step
    state.doom_power = power
    start = state.doom_at
    survivors = crew.survivors(state)
    hunted = [s for s in survivors if not state.ignoring[s]]
    crossed, target = 0, -1
    if hunted:
        paths = state.board.shortest(start, doom_cost(state))
        reach = [(paths.dist[state.ships[s]], s) for s in hunted if state.ships[s] in paths.dist]
        if reach:
            nearest = min(d for d, _ in reach)
            tied = [s for d, s in reach if d == nearest]
            best = max(state.score(s) for s in tied)
            tied = [s for s in tied if state.score(s) == best]
            target = tied[0] if len(tied) == 1 else tied[int(state.rng.random() * len(tied))]
            if not state.doom_stays:
                route = paths.path(state.ships[target])
                for prev, nxt in zip(route, route[1:], strict=False):
                    cost = paths.dist[nxt] - paths.dist[prev]
                    if crossed + cost > power:
                        break
                    crossed += cost
                    state.doom_at = nxt
    event(state, "doom", -1, state.doom_at, power=power, start=list(start), target=target, crossed=crossed,
          stayed=state.doom_stays)
    hits = tuple(s for s in reversed(state.order_seats()) if s in survivors and state.ships[s] == state.doom_at)
    damage = power - crossed
    if hits and damage > 0:
        state.ctx["doom_hits"] = hits
        state.ctx["doom_damage"] = damage
        push(state, ("doom-hit",))


def doom_hit(state, step) -> None:
    victim, *rest = state.ctx["doom_hits"]
    state.ctx["doom_hits"] = tuple(rest)
    then = [("doom-hit",)] if rest else []
    if state.status[victim] == "survivor":
        event(state, "doom-attack", -1, state.doom_at, target=victim, damage=state.ctx["doom_damage"])
        sunk = crew.damage(state, victim, state.ctx["doom_damage"], None)
        if state.stage == "over":
            return
        if sunk:
            n = state.game.num_players
            ghosts = [s for s in ((state.first + i) % n for i in range(n))
                      if s != victim and state.status[s] == "ghost"]
            then = [("revive", s) for s in ghosts] + then
    push(state, *then)


def revive(state, step) -> None:
    """A ghost ship draws a random card of the discard pile and reveals its fate with it."""
    seat = step[1]
    pile = state.discard.cards
    if not pile:
        return
    index = int(state.rng.random() * len(pile))
    state.ctx["fate_card"], state.ctx["fate_index"] = pile[index], index
    state.ctx["fate_for"] = "revive"
    state.ctx["seat"] = seat
    ask(state, "fate", seat)


def after_doom(state, step) -> None:
    if not crew.survivors(state):
        finish(state, "all-sunk")
    elif state.round >= state.game.rounds:
        finish(state, "final-round")
    else:
        push(state, ("dawn",))


def dawn(state, step) -> None:
    for cell, (card, side) in list(state.adventures.items()):
        if side == "double":
            state.adventures[cell] = (card, "single")
    empty = tuple(cell for cell in state.board.cells() if cell not in state.adventures)
    push(state, ("reset",))
    deck = state.adventure_deck
    if deck and len(deck) < len(empty):
        state.ctx["empty"] = empty
        ask(state, "place", state.first)
        return
    for cell in empty:
        if not deck:
            break
        place_adventure(state, cell)


def place_adventure(state, cell) -> None:
    """An adventure card from the deck goes to the empty location `cell`, double side up."""
    state.adventures[cell] = (state.adventure_deck.pop(), "double")
    event(state, "new-adventure", state.first, cell, card=state.adventures[cell][0])
    if not state.adventure_deck:
        last_adventure_drawn(state, at_dawn=True)
    elif state.stage is None and "empty" in state.ctx and state.ctx["empty"]:
        empty = tuple(c for c in state.ctx["empty"] if c != cell)
        state.ctx["empty"] = empty
        ask(state, "place", state.first)


def reset(state, step) -> None:
    game = state.game
    n = game.num_players
    state.first = (state.first + 1) % n
    state.round += 1
    if state.ctx.pop("final", False):
        state.round = max(state.round, game.rounds)
    state.ctx.pop("empty", None)
    state.ignoring = [False] * n
    state.doom_stays = False
    pile = state.discard
    pile.shuffle(state.rng)
    first = KnownDeck(pile.cards, n)
    state.discard = KnownDeck((), n)
    state.decks = [KnownDeck((), n) for _ in range(n)]
    state.decks[state.first] = first
    for i in range(1, n):
        if first:
            state.decks[(state.first + i) % n].put(first.draw())
    state.turn_of = state.first
    event(state, "new-round", state.first, None, round=state.round, die=state.doom_power,
          deck=len(first))
