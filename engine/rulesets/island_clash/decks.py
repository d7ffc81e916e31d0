"""The two card stacks: drawing, discarding, reshuffling, and counting how often the resource deck runs out.

The piles are the kit's (`engine.core.deck`: top card last). A draw from an empty draw deck first shuffles that stack's discards into a new deck. The moment
the resource draw deck gives its last card it is *depleted* once; after `resource_depletions`
depletions (the wiki: twice) the last phase begins: nobody draws again and each player must play
or discard at least one card a turn until every hand is empty.
"""

from __future__ import annotations

import bisect

from engine.core import deck
from engine.core.events import Event

from .model import stack_of


def can_draw(state, stack: str) -> bool:
    return bool(state.draw[stack] or state.discard[stack])


def take(state, stack: str, seat: int = -1) -> str | None:
    """The top card of a stack's draw deck (reshuffling its discards if it is empty); None if none is left."""
    pile = state.draw[stack]
    if not pile:
        if not deck.reshuffle(pile, state.discard[stack], state.rng):
            return None
        state.log.append(Event("reshuffle", -1, None, {"stack": stack, "cards": len(pile)}))
    card = deck.draw(pile)
    if stack == "resource" and not pile:
        state.depletions += 1
        state.log.append(Event("depleted", seat, None, {"stack": stack, "times": state.depletions}))
        if state.depletions >= state.game.adventure.values.resource_depletions and not state.last_phase:
            state.last_phase = True
            state.log.append(Event("last-phase", -1, None, {}))
    return card


def add_to_hand(state, seat: int, card: str) -> None:
    bisect.insort(state.hands[seat], card)


def deal(state, seat: int, stack: str, reason: str) -> str | None:
    """Draw a card of `stack` into a seat's hand (logged with why); None if the stack is empty."""
    card = take(state, stack, seat)
    if card is not None:
        add_to_hand(state, seat, card)
        state.log.append(Event("draw", seat, None, {"stack": stack, "card": card, "reason": reason}))
    return card


def play(state, seat: int, card: str) -> None:
    """A card leaves a hand onto its stack's discard pile (played or discarded)."""
    state.hands[seat].remove(card)
    state.discard[stack_of(card)].append(card)
    if seat == state.seat:
        state.played += 1


def discard_hand(state, seat: int) -> None:
    for card in list(state.hands[seat]):
        state.hands[seat].remove(card)
        state.discard[stack_of(card)].append(card)
