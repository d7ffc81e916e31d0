"""Audit (ci-audit.md): healing from cards waits for the night.

Rulebook, Night phase: "If players have an opportunity to Heal (because of any tokens or card effects),
they can only do it during the Night phase (except for the Rest Action and Cook's special skill)".
powers.windows keeps healing items, tokens and treasures for the night, but a card's `heal` effect
(a threat action's reward, an event or adventure card) heals at once, in the action or event phase.
"""

from __future__ import annotations

import ci_actions_kit as k

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island.model import EventCard, ThreatAction

MEND = EventCard("mend", "Mend", "build", action=ThreatAction(1, reward=(Term("heal", {"count": 1}),)))


def test_a_threat_rewards_heal_is_not_played_in_the_action_phase():
    state = k.planning(3, events=(*k.EVENTS, MEND))
    state.threat = [None, "mend"]
    state.people[0].wounds = 2
    k.replan(state)
    k.place(state, ("threat", "mend"), ("camp", ""))
    k.resolve(state)  # the action phase only: the queue halts before the weather
    assert state.people[0].wounds == 2  # now 1: healed in the action phase
