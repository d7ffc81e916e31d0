"""Audit (ci-audit.md): "resolve it again" replays the card's *event* effect, not its threat effects.

Rulebook, "Resolving effect of an Event once again": "some Event effects have very long description that
didn't fit in the Threat effect space, so it may state to 'resolve it again'. Remember that you only
apply the effect one more time and you should then discard the card and not place it back on the Threat
Action field" — the threat space says "resolve it again": the long *event* effect is played once more
(and the card is discarded, not slid back onto the threat field). model.EFFECTS says so too ("the
card's event effects play once more"); effects.resolve_again plays `card.threat` instead (and
test_ci_effects.py::test_resolve_again_plays_the_threat_effects_once_more pins that reading).
"""

from __future__ import annotations

from ci_state_kit import fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island.effects import Ctx


def test_resolve_again_replays_the_cards_event_effects():
    state = fresh(3, 1)
    wood = state.available["wood"]
    # the tiny scenario's Driftwood: event effects gain 1 wood and a reroll token on the building field;
    # threat effects a storm and the animals die
    steps(state, ("terms", (t("resolve_again"),), 0, Ctx(0, "", "", "e-drift")))
    assert (state.available["wood"] - wood, ("reroll", "build") in state.tokens) == (1, True)  # now (0, False)
    assert state.weather_tokens["storm"] == 0  # now 1: the threat effects played
