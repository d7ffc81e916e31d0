"""What a player cannot see, re-sampled: `State.determinize(player, rng)` for search bots (ISMCTS).

A determinization is a clone of the game in which everything hidden from `player` is dealt again,
uniformly among the arrangements consistent with what that player has seen, and whose chance (dice,
later shuffles) comes from a new generator seeded from `rng`. What is hidden in Isles of Terror
(rulebook: "Setup", "Exploring"):

- the face-down area tiles of the pool colours: the tiles lying face down on unexplored areas of a
  colour and that colour's pool are shuffled together and laid again (the discard piles are face up);
- the order of the location and terrain bags and of the event, exploration and mission decks
  (their contents are known: what has left them was shown);
- every other player's strategy hand: their hand and their face-down strategy deck are shuffled
  together and the hand dealt again at its size; the player's own deck order is shuffled too.

Face-up things stay: explored tiles, the tile of an exploration under way once it is revealed, the adventure's fixed tiles, missions (laid face up), kept
exploration cards (read aloud when drawn), discard piles, played cards. Nothing here reads which
hidden card is where: only how many there are and which cards make up each hidden group (each
group is put in a fixed order, by id, before it is shuffled, so the true order cannot leak through:
the kit's `engine.core.deck.quick_shuffled` and `engine.core.knowledge.redeal`). Only the search bot
deals determinizations here (the greedy bot looks ahead on clones), so the quick shuffle changes
no game but a search bot's.
"""

from __future__ import annotations

import random

from engine.core.deck import quick_shuffled as shuffled
from engine.core.knowledge import redeal

POOL_COLOURS = ("green", "yellow", "red")  # board.POOL_COLOURS (this module sits below board's layer)
_SHOWN_KINDS = ("location", "terrain", "adventure")  # tiles that are not drawn from a colour's pool


def determinize(state, player: int, rng: random.Random):
    copy = state.clone(rng=random.Random(rng.getrandbits(64)))
    board = copy.board
    shown = copy.explo.area if copy.explo is not None and copy.explo.revealed else -1  # turned over just now
    for colour in POOL_COLOURS:
        slots = [a for a, tile in enumerate(copy.tile)
                 if not copy.explored[a] and a != shown and board.areas[a].kind == colour
                 and tile is not None and tile.kind not in _SHOWN_KINDS]
        hidden = shuffled([copy.tile[a] for a in slots] + copy.pools.get(colour, []), rng, _tile_key)
        for a in slots:
            copy.lay(a, hidden.pop())
        if colour in copy.pools:
            copy.pools[colour] = hidden
    for name in ("location_bag", "terrain_bag", "event_deck", "explore_deck", "mission_deck"):
        setattr(copy, name, shuffled(getattr(copy, name), rng, _card_key))
    for p in copy.players:
        if p.seat == player:
            p.deck = shuffled(p.deck, rng, _card_key)
            continue
        p.hand, p.deck = redeal([p.hand, p.deck], rng, _card_key, shuffled)
    return copy


class Determinizer:
    """`determinize(state, player, rng)` dealt many times over from one state (a search deals one an
    iteration, 64 a decision): which areas are hidden and each hidden group in its fixed order are
    worked out once here, and each call only clones and shuffles. A call gives exactly the copy
    `determinize` gives from the same generator state (the same draws in the same order: the quick
    shuffle below is `engine.core.deck.quick_shuffled`'s, on the group it sorts); the state must not
    change between calls (tests/rules/test_iot_determinizer.py compares them)."""

    __slots__ = ("state", "slots", "tiles", "piles", "own", "others")

    def __init__(self, state, player: int) -> None:
        self.state = state
        board = state.board
        shown = state.explo.area if state.explo is not None and state.explo.revealed else -1
        self.slots, self.tiles = [], []
        for colour in POOL_COLOURS:
            slots = [a for a, tile in enumerate(state.tile)
                     if not state.explored[a] and a != shown and board.areas[a].kind == colour
                     and tile is not None and tile.kind not in _SHOWN_KINDS]
            self.slots.append((colour, slots))
            self.tiles.append(sorted([state.tile[a] for a in slots] + state.pools.get(colour, []), key=_tile_key))
        self.piles = [(name, sorted(getattr(state, name), key=_card_key))
                      for name in ("location_bag", "terrain_bag", "event_deck", "explore_deck", "mission_deck")]
        self.own = self.others = None
        others = []
        for p in state.players:
            if p.seat == player:
                self.own = (p.seat, sorted(p.deck, key=_card_key))
            else:
                others.append((p.seat, len(p.hand), sorted(p.hand + p.deck, key=_card_key)))
        self.others = others

    def __call__(self, rng: random.Random):
        copy = self.state.clone(rng=random.Random(rng.getrandbits(64)))
        for (colour, slots), tiles in zip(self.slots, self.tiles, strict=True):
            hidden = _quick_shuffle(tiles, rng)
            for a in slots:
                copy.lay(a, hidden.pop())
            if colour in copy.pools:
                copy.pools[colour] = hidden
        for name, cards in self.piles:
            setattr(copy, name, _quick_shuffle(cards, rng))
        players = copy.players
        own = self.own
        for p in players:  # in seat order, as `determinize` deals them
            seat = p.seat
            if own is not None and seat == own[0]:
                p.deck = _quick_shuffle(own[1], rng)
                continue
            for other, size, cards in self.others:
                if other == seat:
                    pool = _quick_shuffle(cards, rng)
                    p.hand, p.deck = pool[:size], pool[size:]
                    break
        return copy


def _quick_shuffle(ordered: list, rng: random.Random) -> list:
    """A shuffled copy of a group already in its fixed order: `quick_shuffled`'s Fisher-Yates (one
    `rng.random()` a card, last place first) without sorting it again."""
    pile = list(ordered)
    draw = rng.random
    for i in range(len(pile) - 1, 0, -1):
        j = int(draw() * (i + 1))
        pile[i], pile[j] = pile[j], pile[i]
    return pile


def _card_key(card) -> str:
    return card.id


def _tile_key(tile) -> tuple:
    return (tile.kind, tile.colour or "", tile.value, tile.value_colour, tuple(tile.resources),
            getattr(tile.card, "id", ""))
