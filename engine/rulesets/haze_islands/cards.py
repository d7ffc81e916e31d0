"""Map cards as time: drawing from a seat's deck, and where used cards go (rulebook p.8, Discard).

Every card a seat uses or discards goes face down on top of the NEXT seat's map deck, in the order
the seat chooses; the last seat of the round (and a solo player) puts it on the discard pile. Who
knows which card went where is kept by `KnownDeck`: the seat that put a card there knows it when it
had seen its face (raid discards, hand cards), every seat knows it when it was revealed (cards spent
for icons are always shown), nobody when it went unseen (the time cards of an action, a sail's
cards, a fate card).
"""

from __future__ import annotations

from engine.core.events import Event


def is_last(state, seat: int) -> bool:
    """Whether `seat` plays last this round (its cards go to the discard pile)."""
    n = state.game.num_players
    return (seat - state.first) % n == n - 1


def next_pile(state, seat: int):
    """The pile a card `seat` uses goes to: the next seat's deck, or the discard pile."""
    if is_last(state, seat):
        return state.discard
    return state.decks[(seat + 1) % state.game.num_players]


def use(state, seat: int, card: str, seen: str = "none") -> None:
    """Put `card`, used by `seat`, on its next pile; `seen`: "none" (face unseen), "self" (the seat
    saw it) or "all" (revealed)."""
    pile = next_pile(state, seat)
    if seen == "none":
        pile.put(card)
    elif seen == "self":
        pile.put(card, seen_by=(seat,))
    else:
        pile.put(card, seen_by=range(state.game.num_players))


def draw(state, seat: int) -> str:
    """The top card of the seat's own map deck (the caller checked there is one)."""
    return state.decks[seat].draw()


def spend_time(state, seat: int, n: int = 1) -> list[str]:
    """Draw `n` cards from the seat's deck without looking and put them on its next pile, in order."""
    cards = [state.decks[seat].draw() for _ in range(n)]
    for card in cards:
        use(state, seat, card)
    return cards


def to_hand(state, seat: int, card: str) -> None:
    state.hands[seat].append(card)


def from_hand(state, seat: int, card: str) -> None:
    state.hands[seat].remove(card)


def over_limit(state) -> int | None:
    """The first seat in turn order (from the one playing) holding more than the hand limit."""
    limit = state.game.rules.hand_limit
    n = state.game.num_players
    for i in range(n):
        seat = (state.turn_of + i) % n
        if len(state.hands[seat]) > limit:
            return seat
    return None


def event(state, kind: str, seat: int, cell=None, /, **data) -> None:
    state.log.append(Event(kind, seat, cell, data))
