"""Island Clash's determinization: the defender does not see the attacker's face-down battle card."""

from __future__ import annotations

import random
from collections import Counter

from clash_helpers import staged

from engine.rulesets.island_clash.phases import Phase


def defending(lagoon, red_card, other_card):
    """Red attacks blue's (2, 0) and has chosen `red_card` (of arrow-3 and it; `other_card` lies in the draw
    deck); blue chooses next. Blue sees the same in both: only red's hand and the deck differ."""
    state = staged(lagoon, units={(1, 0): (0, 3), (2, 0): (1, 2), (5, 5): (1, 2)},
                   hands=[["arrow-3", red_card, "road-5"], ["water-2"]],
                   draw={"combat": ["arrow-1", other_card, "road-2", "water-1"], "resource": ["arrow-4", "water-4"]})
    state.apply_action(("move", (1, 0), (2, 0), 3))
    state.apply_action(("stop",))
    state.apply_action(("battle-card", red_card))
    assert state.phase is Phase.DEFENDER_CARD and state.current_player() == 1 and state.attacker_card == red_card
    return state


def test_the_defender_sees_only_that_the_attacker_chose_one_of_their_combat_cards(lagoon):
    road, water = defending(lagoon, "road-3", "water-3"), defending(lagoon, "water-3", "road-3")
    assert road.discard == water.discard and road.hands != water.hands
    for seed in range(6):
        a, b = road.determinize(1, random.Random(seed)), water.determinize(1, random.Random(seed))
        assert (a.hands, a.draw, a.attacker_card) == (b.hands, b.draw, b.attacker_card)  # the true card never shows
        red = a.hands[0]
        assert a.attacker_card in red and a.hands[1] == ["water-2"]
        assert Counter(card.split("-")[1] <= "3" for card in red) == Counter({True: 2, False: 1})  # 2 combat, 1 resource
        assert Counter(red + a.draw["combat"] + a.draw["resource"]) == \
            Counter(road.hands[0] + road.draw["combat"] + road.draw["resource"])
    assert road.determinize(0, random.Random(1)).attacker_card == "road-3"  # the attacker knows their own card
    assert road.determinize(0, random.Random(1)).hands[0] == road.hands[0]
