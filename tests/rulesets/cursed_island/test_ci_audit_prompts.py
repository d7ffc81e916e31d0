"""Audit (ci-audit.md): the words a human sees for a decision (`State.action_to_string`, prompts.py:
the playtest window lists every legal action by them).

- a DECIDE option is "decide 0" / "decide 1": the options' effects are never said, so a human chooses
  blind (the rulebook's DECIDE: "players always have the choice described on the card");
- the morale phase's top-level choice and the 4-player camp card's choice are the raw tuples
  ("morale heal", "arrange morale").
"""

from __future__ import annotations

from ci_state_kit import fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island.effects import Ctx


def test_a_decide_option_says_what_it_does():
    state = fresh(3, 1)
    steps(state, ("terms", (t("choose", [[], [t("gain", {"wood": 2}), t("shuffle_into_events")]]),), 0, Ctx(0, card="")))
    assert state.stage == "decide"
    text = state.action_to_string(("decide", 1))
    assert "wood" in text  # now "decide 1"


def test_the_morale_choice_is_worded():
    state = fresh(3, 1)
    assert state.action_to_string(("morale", "heal")) != "morale heal"  # now "morale heal"
