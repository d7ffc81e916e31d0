"""The rule registries: one `RULES` object per ruleset, reached through the game; a name
registered twice is an error; a second `Rules` object shares nothing with it."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError
from engine.core.frames import Decision, Rules
from engine.rulesets.isles_of_terror.rules import RULES, IslesRules
from rules_helpers import new_state


def test_the_game_holds_the_rules_of_isles_of_terror():
    state = new_state()
    assert state.game.rules is RULES
    assert {"game", "season", "turn", "fire", "effects"} <= set(RULES.procedures)
    assert {"field", "act", "resource", "optional"} <= set(RULES.decisions)
    assert len(RULES.effects) == 25 and len(RULES.conditions) == 13
    assert set(RULES.calls) == {"fire", "start_exploration", "check_victory", "free_actions", "apply_free_action",
                                "action_text", "state_to_json", "state_from_json"}
    for frame in state.stack:
        assert frame.kind in RULES.procedures or frame.kind in RULES.decisions


@pytest.mark.parametrize("register", [
    lambda: RULES.procedure("season")(lambda state, frame: None),
    lambda: RULES.decision("field")(type("Field", (Decision,), {})),
    lambda: RULES.effect("gain")(lambda state, ctx, args: None),
    lambda: RULES.condition("season")(lambda state, ctx, args: True),
    lambda: RULES.provides("fire")(lambda state, event: None),
], ids=["procedure", "decision", "effect", "condition", "call"])
def test_registering_a_name_twice_raises(register):
    before = RULES.procedure_of["season"], RULES.decision_of["field"], RULES.effect_of["gain"]
    with pytest.raises(EngineError) as error:
        register()
    assert error.value.code == "registry/duplicate"
    assert (RULES.procedure_of["season"], RULES.decision_of["field"], RULES.effect_of["gain"]) == before


def test_a_second_ruleset_has_its_own_registries():
    other = Rules("Another Game")
    other.procedure("season")(print)
    assert other.procedure_of["season"] is print
    assert RULES.procedure_of["season"] is not print
    assert len(IslesRules().procedures) == 0
