"""What a seat cannot see, dealt again: `State.determinize(player, rng)` for search bots.

Every seat sees the same things (a cooperative game has no private hand), so what is hidden is the
order and part of the contents of the piles:

- the event deck: which event cards were taken into it at set-up is hidden. Its event cards are
  dealt again, per icon class (book / adventure icon, the counts every seat can work out), from the
  scenario's event cards nobody has seen (not in the threat field, not discarded); the adventure and
  mystery cards shuffled into it stay in it (the team saw them go in), at new depths;
- the hunting deck and the beast deck: beasts join the hunting deck unseen, so both are dealt again
  from their pooled cards, each keeping its size;
- the mystery, adventure, tile and discovery piles: their orders (the contents are known: every card
  not seen elsewhere);
- the invention deck lies face up and the starting items are on the table: nothing hidden;
- a top the team chose or saw (`state.known`: a tile put on top by scouting, a beast tracked and left
  on top of the hunting deck) stays on top until it is drawn.

Each pile is put in catalogue order and shuffled (`engine.core.deck.shuffled`) in the order listed
above; the copy's own chance comes from a generator seeded from `rng`'s first draw, so the true
future never shows through.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.deck import shuffled


def _known_top(state, name: str, cards: list):
    """The card the team knows lies on top of pile `name` (`state.known`: a scouted tile, a tracked
    beast), while it still does."""
    card = state.known.get(name)
    return card if card is not None and cards and cards[-1] == card else None


def determinize(state, player: int, rng: random.Random):
    copy = state.clone(rng=random.Random(rng.getrandbits(64)))
    game = state.game
    kinds = game.card_kind
    deck = copy.event_deck
    known = [c for c in deck if kinds[c] != "event"]
    events_in = [c for c in deck if kinds[c] == "event"]
    seen = Counter(c for c in copy.threat if c is not None) + Counter(copy.discards.get("event", ()))
    redealt = []
    for book in (True, False):
        want = sum(1 for c in events_in if (game.events[c].icon == "book") == book)
        if not want:
            continue
        pool = Counter({c.id: max(1, c.count) for c in game.scenario.events if (c.icon == "book") == book})
        pool -= seen
        unseen = shuffled(list(pool.elements()), rng)
        redealt += unseen[:want]
    copy.event_deck = shuffled(redealt + known, rng)
    hunt_top = _known_top(state, "hunt", state.hunt_deck)
    pooled = copy.hunt_deck + copy.beast_deck
    if hunt_top is not None:
        pooled.remove(hunt_top)
    beasts = shuffled(pooled, rng)
    size = len(copy.hunt_deck) - (hunt_top is not None)
    copy.hunt_deck, copy.beast_deck = beasts[:size], beasts[size:]
    if hunt_top is not None:
        copy.hunt_deck.append(hunt_top)
    copy.mystery_deck = shuffled(copy.mystery_deck, rng)
    copy.adventure_decks = {k: shuffled(v, rng) for k, v in sorted(copy.adventure_decks.items())}
    tile_top = _known_top(state, "tile", state.tile_stack)
    copy.tile_stack = shuffled(copy.tile_stack, rng)
    if tile_top is not None:
        copy.tile_stack.remove(tile_top)
        copy.tile_stack.append(tile_top)
    copy.discovery_stack = shuffled(copy.discovery_stack, rng)
    copy._legal = None
    return copy
