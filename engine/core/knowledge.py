"""Hidden cards and who knows where they are; re-dealing them for search bots (the kit).

`State.determinize(player, rng)` (engine.core.protocols) deals again everything `player` cannot
see, uniformly among the arrangements consistent with what that player has seen, and must never
let the true arrangement show through. Two helpers cover what games hide:

- `redeal(groups, rng)`: cards hidden in several places at once (the other players' hands and the
  draw deck: a player knows how many cards each holds, not which) are pooled, put in a fixed order,
  shuffled with `rng` and dealt back, each group keeping its size, in the order given;
- `KnownDeck`: a pile whose positions some seats know (the top cards of a deck a player has put
  there or looked at; a sentinel card every player knows to lie third from the bottom). `redealt(seat, rng)` keeps every card the seat knows where it is and shuffles
  only the others among the remaining places.

Both sort the hidden cards (by `key`) before shuffling: the deal depends on which cards are hidden,
never on where they truly are. Cards are compared by value, so two equal cards are interchangeable.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from . import deck

T = TypeVar("T")


def redeal(groups: Sequence[Sequence[T]], rng: random.Random, key: Callable[[T], Any] | None = None,
           shuffle: Callable[..., list[T]] = deck.shuffled) -> list[list[T]]:
    """The cards of every group pooled, sorted (by `key`), shuffled once with `rng` and dealt back in
    the order of `groups`, each new group as large as the old: group 0 takes the first cards of the
    shuffled pool, group 1 the next, and so on (a draw deck given last keeps what is left in pool order).
    `shuffle`: `deck.shuffled`, or `deck.quick_shuffled` where only a search bot reads the deal."""
    pool = shuffle([card for group in groups for card in group], rng, key)
    dealt, start = [], 0
    for group in groups:
        dealt.append(pool[start:start + len(group)])
        start += len(group)
    return dealt


def redeal_keeping(cards: Sequence[T], known: set[int] | frozenset[int], rng: random.Random,
                   key: Callable[[T], Any] | None = None) -> list[T]:
    """A new pile in which the cards at the `known` indices stay and the others are shuffled (sorted
    by `key` first, then one `rng.shuffle`) and laid into the other places, bottom first."""
    hidden = [i for i in range(len(cards)) if i not in known]
    pool = deck.shuffled([cards[i] for i in hidden], rng, key)
    out = list(cards)
    for index, card in zip(hidden, pool, strict=True):
        out[index] = card
    return out


class KnownDeck(Generic[T]):
    """A pile (`cards`, top last, as in `engine.core.deck`) and, per seat, the indices whose card that
    seat knows (`known[seat]`). The methods keep both in step: drawing forgets the drawn place,
    putting a card shifts the places above it, a shuffle forgets everything. A state holds one in a
    copy-table row `Copy.COPIED` (it has `copy()`)."""

    __slots__ = ("cards", "known")

    def __init__(self, cards: Sequence[T] = (), seats: int = 0) -> None:
        self.cards: list[T] = list(cards)
        self.known: list[set[int]] = [set() for _ in range(seats)]

    def copy(self) -> KnownDeck[T]:
        other: KnownDeck[T] = KnownDeck.__new__(KnownDeck)
        other.cards = self.cards.copy()
        other.known = [k.copy() for k in self.known]
        return other

    def __len__(self) -> int:
        return len(self.cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KnownDeck) and (self.cards, self.known) == (other.cards, other.known)

    def __repr__(self) -> str:
        return f"KnownDeck({self.cards!r}, known={[sorted(k) for k in self.known]!r})"

    # -- what seats learn ---------------------------------------------------------------------
    def look(self, seat: int, n: int = 1) -> list[T]:
        """`seat` looks at the top `n` cards (and knows their places from now on); top first."""
        top = len(self.cards)
        self.known[seat].update(range(max(0, top - n), top))
        return deck.peek(self.cards, n)

    def show(self, index: int, seats: Sequence[int] | None = None) -> None:
        """The card at `index` is known to `seats` (every seat when None): a card put face up into
        the deck, a card whose place the rules say (the sentinel third from the bottom)."""
        for seat in range(len(self.known)) if seats is None else seats:
            self.known[seat].add(index)

    def knows(self, seat: int) -> dict[int, T]:
        """The places `seat` knows, with their cards."""
        return {i: self.cards[i] for i in sorted(self.known[seat])}

    # -- moving cards -------------------------------------------------------------------------
    def draw(self) -> T | None:
        """The top card (None from an empty deck); nobody knows that place any more."""
        if not self.cards:
            return None
        top = len(self.cards) - 1
        for known in self.known:
            known.discard(top)
        return self.cards.pop()

    def draw_bottom(self) -> T | None:
        """The bottom card; every known place above it moves down one."""
        if not self.cards:
            return None
        self._shift(0, -1)
        return self.cards.pop(0)

    def put(self, card: T, depth: int = 0, seen_by: Sequence[int] = ()) -> int:
        """Put `card` with `depth` cards above it (`engine.core.deck.put`); the places above move up
        one; the seats in `seen_by` know where it went. Returns its index."""
        index = 0 if depth == deck.BOTTOM else max(0, len(self.cards) - depth)
        if index < len(self.cards):  # on top (the usual put) no known place moves
            self._shift(index, +1)
        deck.put(self.cards, card, depth)
        for seat in seen_by:
            self.known[seat].add(index)
        return index

    def shuffle(self, rng: random.Random) -> None:
        """Shuffle the deck (one `rng.shuffle`); every seat forgets every place."""
        rng.shuffle(self.cards)
        for known in self.known:
            known.clear()

    def reorder(self, seat: int, order: Sequence[int]) -> None:
        """`seat` puts the top `len(order)` cards back in a new order (`order[0]`: the depth, among
        them, of the card that goes on top); it knows those places now, the others forget them."""
        n = len(order)
        if sorted(order) != list(range(n)) or n > len(self.cards):
            raise ValueError(f"an order of the top {n} cards lists each depth 0..{n - 1} once, not {list(order)}")
        top = deck.peek(self.cards, n)
        self.cards[len(self.cards) - n:] = [top[d] for d in reversed(order)]
        places = set(range(len(self.cards) - n, len(self.cards)))
        for other, known in enumerate(self.known):
            known.difference_update(places)
            if other == seat:
                known.update(places)

    # -- search bots --------------------------------------------------------------------------
    def redealt(self, seat: int, rng: random.Random, key: Callable[[T], Any] | None = None) -> KnownDeck[T]:
        """A copy in which every card `seat` knows stays where it is and the others are dealt again
        (`redeal_keeping`); what the other seats know is kept as places, now of the new cards."""
        other = self.copy()
        other.cards = redeal_keeping(self.cards, self.known[seat], rng, key)
        return other

    def _shift(self, start: int, by: int) -> None:
        for i, known in enumerate(self.known):
            moved = {p + by for p in known if p >= start}
            stays = {p for p in known if p < start}
            if by < 0:
                moved.discard(start + by)
            self.known[i] = stays | moved
