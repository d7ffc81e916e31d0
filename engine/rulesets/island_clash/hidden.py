"""What a player cannot see, re-sampled: `State.determinize(player, rng)` for search bots (ISMCTS).

A determinization is a clone of the game in which everything hidden from `player` is dealt again,
uniformly among the arrangements consistent with what that player has seen, and whose chance (the
draws after a reshuffle, the defender's card draw) comes from a new generator seeded from `rng`.
Hidden in Island Clash: the other players' hands and the order of both draw decks. The tiles lie
face up and the discard piles are open. For each stack (resource, combat) the cards of that stack in
the other players' hands and in its draw deck are shuffled together and dealt again, each hand
keeping how many cards of that stack it holds (a player sees how many cards, and of which stack,
an opponent draws).

While the defender chooses a battle card the attacker's card is already chosen, face down: the
defender sees only that it is one of the attacker's combat cards, so a determinization for anyone
but the attacker picks it again among the attacker's re-dealt combat cards.
"""

from __future__ import annotations

import bisect
import random

from engine.core.knowledge import redeal

from .model import stack_of

STACKS = ("resource", "combat")


def determinize(state, player: int, rng: random.Random):
    copy = state.clone(rng=random.Random(rng.getrandbits(64)))
    others = [s for s in range(copy.game.num_players) if s != player]
    for stack in STACKS:
        # each other hand's cards of this stack, then the draw deck: pooled, dealt again (the kit's `redeal`)
        groups = [[c for c in copy.hands[s] if stack_of(c) == stack] for s in others] + [copy.draw[stack]]
        *hands, copy.draw[stack] = redeal(groups, rng)
        for s, dealt in zip(others, hands, strict=True):
            kept = [c for c in copy.hands[s] if stack_of(c) != stack]
            for card in dealt:
                bisect.insort(kept, card)
            copy.hands[s] = kept
    if copy.attacker_card is not None and copy.battle is not None:
        attacker = copy.attacks[copy.battle][0]
        if attacker != player:
            choices = sorted({c for c in copy.hands[attacker] if stack_of(c) == "combat"})
            copy.attacker_card = choices[int(rng.random() * len(choices))] if choices else None
    return copy
