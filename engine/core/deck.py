"""Decks, piles and bags (the kit): drawing, reshuffling the discards, putting a card at a depth, peeking.

A game holds its decks as plain lists in its state (so its copy table copies them and its snapshot
shows them); these functions are the mechanics every game shares (TAG's `Deck`, in our words).
**The top of a pile is the end of the list**: a draw is `pile.pop()`, and a card's index counts
from the bottom, so drawing from the top moves no other card (what `engine.core.knowledge` relies
on). A bag is a pile drawn at random: shuffle it when it is filled, draw from the top.

Every chance outcome comes from the generator handed in (the state's), and each function draws
from it exactly as its docstring says, so a game's fixed-seed transcripts depend only on its calls:

    card = deck.draw(state.draw["resource"], state.discard["resource"], state.rng)
    deck.put(weather, last_card, depth=len(weather) - 2)      # third from the bottom
    deck.peek(pile, 3)                                          # the top three, top first
    deck.shuffle_in(pile, card, state.rng)                      # at a random depth, hidden
    card, passed = deck.draw_until(pile, lambda c: c.kind == "strike")  # and the cards passed over
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
BOTTOM = -1  # `put(..., depth=BOTTOM)`: under every card


def reshuffle(pile: list[T], discard: list[T], rng: random.Random) -> int:
    """Turn the discards into the pile and shuffle it (`rng.shuffle` once; none when both are empty).

    The discards go on top of what the pile still holds (a game that reshuffles only an empty pile
    never notices). Returns how many cards the pile holds now (0: nothing to draw)."""
    if discard:
        pile.extend(discard)
        discard.clear()
        rng.shuffle(pile)
    return len(pile)


def draw(pile: list[T], discard: list[T] | None = None, rng: random.Random | None = None) -> T | None:
    """The top card of `pile`; when the pile is empty, its `discard` is reshuffled into it first (with
    `rng`, needed then). None when nothing is left."""
    if not pile:
        if not discard:
            return None
        if rng is None:
            raise ValueError("reshuffling the discards into an empty pile needs the game's generator")
        reshuffle(pile, discard, rng)
    return pile.pop()


def draw_many(pile: list[T], n: int, discard: list[T] | None = None, rng: random.Random | None = None) -> list[T]:
    """Up to `n` cards, one `draw` at a time (a reshuffle in between when the pile runs out), in the
    order drawn; fewer when pile and discards run out."""
    drawn = []
    for _ in range(n):
        card = draw(pile, discard, rng)
        if card is None:
            break
        drawn.append(card)
    return drawn


def draw_bottom(pile: list[T]) -> T | None:
    """The bottom card (None from an empty pile)."""
    return pile.pop(0) if pile else None


def put(pile: list[T], card: T, depth: int = 0) -> int:
    """Put `card` into `pile` with `depth` cards above it: 0 on top, `len(pile)` or `BOTTOM` at the
    bottom (a depth past the bottom is the bottom). Returns its index (counted from the bottom)."""
    if depth < 0 and depth != BOTTOM:
        raise ValueError(f"a depth is 0 (the top) or more, or BOTTOM; not {depth}")
    index = 0 if depth == BOTTOM else max(0, len(pile) - depth)
    pile.insert(index, card)
    return index


def shuffle_in(pile: list[T], card: T, rng: random.Random) -> int:
    """A card joins a hidden pile at a random depth (a card shuffled into the event deck during play):
    one `rng.randrange(len(pile) + 1)` draws its depth, each of the `len(pile) + 1` places alike (0: the
    top, `len(pile)`: the bottom). Returns its index (counted from the bottom)."""
    return put(pile, card, rng.randrange(len(pile) + 1))


def draw_until(pile: list[T], pred: Callable[[T], bool]) -> tuple[T | None, list[T]]:
    """Draw from the top until a card satisfies `pred`: `(that card, the cards passed over in the order
    drawn)`; `(None, every card drawn)` when the pile runs out first. The passed cards leave the pile:
    where they go (a discard, under the pile, the game's own place) is the game's rule."""
    passed: list[T] = []
    while pile:
        card = pile.pop()
        if pred(card):
            return card, passed
        passed.append(card)
    return None, passed


def peek(pile: Sequence[T], n: int = 1) -> list[T]:
    """The top `n` cards (fewer if the pile is smaller), top first; the pile is not changed."""
    return [pile[i] for i in range(len(pile) - 1, max(-1, len(pile) - 1 - n), -1)]


def depth_of(pile: Sequence[T], index: int) -> int:
    """How many cards lie above the card at `index` (0: it is the top card)."""
    return len(pile) - 1 - index


def shuffled(cards: Sequence[T], rng: random.Random, key: Callable[[T], Any] | None = None) -> list[T]:
    """A new pile of `cards` shuffled with `rng`, put in a fixed order (sorted, by `key`) first: the
    result depends only on which cards there are and on `rng`, never on the order they came in (what a
    determinization needs, and what makes a setup independent of how content lists its cards)."""
    pile = sorted(cards, key=key) if key is not None else sorted(cards)  # type: ignore[type-var]
    rng.shuffle(pile)
    return pile


def quick_shuffled(cards: Sequence[T], rng: random.Random, key: Callable[[T], Any] | None = None) -> list[T]:
    """`shuffled`'s contract (sorted by `key` first, then shuffled with `rng`) at a third of its cost,
    for the determinizations a search bot deals thousands of times a decision: Fisher-Yates with one
    `rng.random()` a card (`rng.shuffle` calls two Python functions a card). Not the permutations
    `shuffled` deals from the same generator: never for a game's own chance, whose transcripts are fixed."""
    pile = sorted(cards, key=key) if key is not None else sorted(cards)  # type: ignore[type-var]
    draw = rng.random
    for i in range(len(pile) - 1, 0, -1):
        j = int(draw() * (i + 1))
        pile[i], pile[j] = pile[j], pile[i]
    return pile


def counts(cards: Sequence[Hashable]) -> dict[Hashable, int]:
    """How many of each card (a bag's composition, which every player may know when its order is hidden)."""
    out: dict[Hashable, int] = {}
    for card in cards:
        out[card] = out.get(card, 0) + 1
    return out
