"""What a player cannot see, dealt again: `State.determinize(player, rng)` for search bots.

Hidden from `player`, and pooled (sorted by card id, one `rng.shuffle`, dealt back in a fixed order
of places, every place keeping its size):
- the other seats' hands;
- every place of every map deck and of the discard pile whose card `player` does not know
  (`KnownDeck.known[player]`: the cards it put on the next deck after seeing them, the cards
  revealed when spent, its own deck after looking through it: while it steals (`take`) or puts its
  deck in a new order (`reorder`) it knows every place, so its deck is kept card for card and the
  cards offered are there in every deal);
- a fate card drawn face down that it did not know, and the cards another seat is raiding.

Then the adventure deck is shuffled (sorted first), and below the Doom deck's face-up top card the
other Doom cards are dealt again with random sides (sorted, one `rng.shuffle`, one `rng.random()`
per card). The copy's own chance comes from a generator seeded from `rng` (its first draw).

Known limitation: while another seat looks through its own deck (the `take` and `reorder` stages,
one decision each) that deck is kept as it is, since the choices offered list its cards.
"""

from __future__ import annotations

import random

from engine.core import deck as piles


def determinize(state, player: int, rng: random.Random):
    copy = state.clone(rng=random.Random(rng.getrandbits(64)))
    order = state.game.map_order
    keep_deck = copy.actor if copy.stage in ("take", "reorder") and copy.actor != player else None
    places: list[tuple] = []
    pool: list[str] = []
    for seat, hand in enumerate(copy.hands):
        if seat != player:
            places += [("hand", seat, i) for i in range(len(hand))]
            pool += hand
    for seat, deck in enumerate(copy.decks):
        if seat == keep_deck:
            continue
        known = deck.known[player]
        for i, card in enumerate(deck.cards):
            if i not in known:
                places.append(("deck", seat, i))
                pool.append(card)
    known = copy.discard.known[player]
    for i, card in enumerate(copy.discard.cards):
        if i not in known:
            places.append(("pile", 0, i))
            pool.append(card)
    ctx = copy.ctx = _current(copy.ctx, copy.stage)
    if copy.stage == "fate" and player not in ctx.get("fate_known", ()) and ctx.get("fate_for") == "action":
        places.append(("fate", 0, 0))
        pool.append(ctx["fate_card"])
    if copy.stage in ("keep", "put") and copy.actor != player:
        for key in ("drawn", "rest"):
            if key in ctx:
                places += [(key, 0, i) for i in range(len(ctx[key]))]
                pool += ctx[key]
    dealt = piles.shuffled(pool, rng, key=order.__getitem__)
    lists = {key: list(ctx[key]) for key in ("drawn", "rest") if key in ctx}
    for (where, seat, i), card in zip(places, dealt, strict=True):
        if where == "hand":
            copy.hands[seat][i] = card
        elif where == "deck":
            copy.decks[seat].cards[i] = card
        elif where == "pile":
            copy.discard.cards[i] = card
        elif where == "fate":
            ctx["fate_card"] = card
        else:
            lists[where][i] = card
    if copy.stage == "fate" and ctx.get("fate_for") == "revive":
        ctx["fate_card"] = copy.discard.cards[ctx["fate_index"]]
    for key, cards in lists.items():
        ctx[key] = tuple(cards)
    for seat, hand in enumerate(copy.hands):
        if seat != player:
            hand.sort(key=order.__getitem__)
    copy.adventure_deck = piles.shuffled(copy.adventure_deck, rng)
    if len(copy.doom_deck) > 1:
        below = piles.shuffled([card for card, _ in copy.doom_deck[:-1]], rng)
        copy.doom_deck = [(card, int(rng.random() * 2)) for card in below] + [copy.doom_deck[-1]]
    return copy


#: the card lists of the step context each stage still reads; the others are left over from earlier
#: steps and are dropped from a determinization (they would name cards that are now elsewhere)
_CARDS_READ = {"fate": ("fate_card",), "keep": ("drawn",), "put": ("rest",), "take": ("matching",),
               "reorder": ("left", "new")}
_CARD_KEYS = ("fate_card", "drawn", "rest", "matching", "left", "new")


def _current(ctx: dict, stage) -> dict:
    keep = _CARDS_READ.get(stage, ())
    return {k: v for k, v in ctx.items() if k not in _CARD_KEYS or k in keep}
