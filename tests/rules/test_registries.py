"""The rule registries: one `RULES` object per ruleset, reached through the game; a name
registered twice is an error; a second `Rules` object shares nothing with it."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError
from engine.core.frames import Decision, Rules
from engine.rulesets.isles_of_terror.rules import RULES, IslesRules
from engine.rulesets.isles_of_terror import Game
from rules_helpers import adventure, new_state


def test_the_game_holds_the_rules_of_isles_of_terror():
    state = new_state()
    assert state.game.rules is RULES
    assert {"game", "season", "turn", "fire", "effects"} <= set(RULES.procedures)
    assert {"field", "act", "resource", "optional"} <= set(RULES.decisions)
    assert len(RULES.effects) == 25 and len(RULES.conditions) == 13
    assert set(RULES.calls) == {"fire", "start_exploration", "check_victory", "free_actions", "apply_free_action",
                                "reaction_due", "action_text", "check_team_victory"}
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


def test_the_engine_looks_every_rule_up_through_the_game():
    """A game holding its own copy of the rules, each procedure wrapped to note its runs, plays
    exactly like one holding `RULES`: nothing bypasses `game.rules`."""
    plain = Game(adventure(), players=3, seed=5).new_initial_state()
    game = Game(adventure(), players=3, seed=5)
    ran = []
    copy = IslesRules()
    for name, procedure in RULES.procedures.items():
        copy.procedures.add(name, lambda state, frame, name=name, run=procedure: (ran.append(name), run(state, frame)))
    for source, target in ((RULES.decisions, copy.decisions), (RULES.effects, copy.effects),
                           (RULES.conditions, copy.conditions), (RULES.calls, copy.calls)):
        for name, item in source.items():
            target.add(name, item)
    game.rules = copy

    state = game.new_initial_state()
    for _ in range(40):
        state.apply_action(state.legal_actions()[-1])
        plain.apply_action(plain.legal_actions()[-1])

    assert ran[0] == "game" and {"fire", "season", "turn"} <= set(ran)
    assert state.snapshot() == plain.snapshot()
