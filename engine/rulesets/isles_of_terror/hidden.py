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


def _card_key(card) -> str:
    return card.id


def _tile_key(tile) -> tuple:
    return (tile.kind, tile.colour or "", tile.value, tile.value_colour, tuple(tile.resources),
            getattr(tile.card, "id", ""))
