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
- the invention deck lies face up and the starting items are on the table: nothing hidden.

Each pile is put in catalogue order and shuffled (`engine.core.deck.shuffled`) in the order listed
above; the copy's own chance comes from a generator seeded from `rng`'s first draw, so the true
future never shows through.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.deck import shuffled


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
    beasts = shuffled(copy.hunt_deck + copy.beast_deck, rng)
    copy.hunt_deck, copy.beast_deck = beasts[:len(copy.hunt_deck)], beasts[len(copy.hunt_deck):]
    copy.mystery_deck = shuffled(copy.mystery_deck, rng)
    copy.adventure_decks = {k: shuffled(v, rng) for k, v in sorted(copy.adventure_decks.items())}
    copy.tile_stack = shuffled(copy.tile_stack, rng)
    copy.discovery_stack = shuffled(copy.discovery_stack, rng)
    copy._legal = None
    return copy
