"""What a player cannot see, dealt again: `State.determinize(player, rng)` for search bots.

Hidden from every seat: the order of the tile stack and the tiles another seat has drawn and not
laid yet (a seat sees its own `drawn`), the order of the weather deck and which cards were removed
unseen at setup (`weather_out`). What every seat knows stays: before the finale's first appearance
the finale card lies at its known depth in the deck (`rules.finale_depth`), so only the other places
are dealt again; after it was shuffled back in, every place of the deck is hidden.

Tiles are pooled (sorted by catalogue order, one `rng.shuffle`) and dealt back to the stack and the
other seat's drawn tiles, each keeping its size; then the weather cards (sorted, one `rng.shuffle`)
to the deck's hidden places and `weather_out`. The copy's own chance comes from a generator seeded
from `rng` (its first draw), so the true future never shows through.
"""

from __future__ import annotations

import random

from engine.core import deck as piles

from .placing import tile_choices


def determinize(state, player: int, rng: random.Random):
    copy = state.clone(rng=random.Random(rng.getrandbits(64)))
    game = state.game
    tiles = list(copy.stack)
    drawn_hidden = copy.drawn and copy.actor != player and copy.stage in ("tile", "cell", "turn")
    if drawn_hidden:
        keep = copy.ctx.get("tile")  # a tile chosen (not yet laid) is the one in play: it stays
        rest = list(copy.drawn)
        if keep is not None:
            rest.remove(keep)
        tiles += rest
    dealt = piles.shuffled(tiles, rng, key=game.tile_order.__getitem__)
    copy.stack = dealt[:len(copy.stack)]
    if drawn_hidden:
        new = dealt[len(copy.stack):]
        if keep is not None:
            new.append(keep)
        copy.drawn = new
        if copy.stage == "tile":  # the choices name indices of the drawn tiles: asked again
            copy.ctx["tiles"] = tuple(tile_choices(copy, copy.actor))
            copy._legal = None
    deck = copy.weather_deck
    known = set()
    if copy.finale_seen == 0 and game.finale in deck:
        known.add(deck.index(game.finale))
    hidden = [i for i in range(len(deck)) if i not in known]
    pool = [deck[i] for i in hidden] + list(copy.weather_out)
    cards = piles.shuffled(pool, rng, key=game.weather_order.__getitem__)
    for i, card in zip(hidden, cards, strict=False):
        deck[i] = card
    copy.weather_out = cards[len(hidden):]
    return copy
