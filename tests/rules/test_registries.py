"""The rule registries: one `RULES` object per ruleset, built in game.py from its literal tables and
reached through the game; a name registered twice is an error; a second `Rules` object shares
nothing with it. The work of higher
layers that lower ones start: the game's `Hooks`, named attributes put together in game.py."""

from __future__ import annotations

import dataclasses
import importlib.machinery

import pytest

from engine.core.errors import EngineError
from engine.core.frames import Decision, Rules
from engine.rulesets.isles_of_terror import (conditions, cooperative, effects, explore, freeacts, season, text,
                                             triggers, turn, victory)
from engine.rulesets.isles_of_terror.game import CONDITIONS, DECISIONS, EFFECTS, HOOKS, PROCEDURES, RULES
from engine.rulesets.isles_of_terror.rules import Hooks, IslesRules
from engine.rulesets.isles_of_terror import Game
from rules_helpers import adventure, new_state


def test_the_game_holds_the_rules_of_isles_of_terror():
    state = new_state()
    assert state.game.rules is RULES
    assert {"game", "season", "turn", "fire", "effects"} <= set(RULES.procedures)
    assert {"field", "act", "resource", "optional"} <= set(RULES.decisions)
    assert len(RULES.effects) == 25 + 1 and len(RULES.conditions) == 13 + 3  # the kit's combinators after them
    for frame in state.stack:
        assert frame.kind in RULES.procedures or frame.kind in RULES.decisions


def test_the_rules_are_the_tables_of_game_py_in_their_order():
    assert list(RULES.procedures.items()) == list(PROCEDURES.items())
    assert [(kind, type(d), d.window, d.auto) for kind, d in RULES.decisions.items()] == \
        [(kind, cls, window, auto) for kind, (cls, window, auto) in DECISIONS.items()]
    assert all(d.kind == kind for kind, d in RULES.decisions.items())  # the handler holds it (an extension type may)
    assert list(RULES.effects.items())[:len(EFFECTS)] == list(EFFECTS.items())
    assert list(RULES.conditions.items())[:len(CONDITIONS)] == list(CONDITIONS.items())
    assert list(RULES.effects)[len(EFFECTS):] == ["if_possible"]  # the kit's combinators (no `choose` hook)
    assert list(RULES.conditions)[len(CONDITIONS):] == ["all", "any", "not"]
    assert (PROCEDURES["season"], EFFECTS["gain"], CONDITIONS["season"]) == \
        (season.run_season, effects.gain, conditions.season)


def test_the_game_holds_the_hooks_put_together_in_game_py():
    state = new_state()
    assert state.game.hooks is HOOKS
    expected = Hooks(fire=triggers.fire, start_exploration=explore.start_exploration, check_victory=victory.check,
                     check_team_victory=cooperative.check_team, free_actions=freeacts.offers,
                     apply_free_action=freeacts.apply, reaction_due=freeacts.reaction_due, action_text=text.action_text)
    assert expected == HOOKS


def test_a_hook_misspelt_or_missing_fails_where_the_hooks_are_put_together():
    with pytest.raises(TypeError, match="chek_victory"):
        dataclasses.replace(HOOKS, chek_victory=victory.check)
    with pytest.raises(TypeError, match="action_text"):
        Hooks(**{f.name: getattr(HOOKS, f.name) for f in dataclasses.fields(Hooks) if f.name != "action_text"})
    with pytest.raises(AttributeError):
        HOOKS.chek_victory  # noqa: B018
    with pytest.raises(dataclasses.FrozenInstanceError):
        HOOKS.fire = print


@pytest.mark.parametrize("register", [
    lambda: RULES.procedure("season")(lambda state, frame: None),
    lambda: RULES.decision("field")(type("Field", (Decision,), {})),
    lambda: RULES.effect("gain")(lambda state, ctx, args: None),
    lambda: RULES.condition("season")(lambda state, ctx, args: True),
], ids=["procedure", "decision", "effect", "condition"])
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
    copy = IslesRules(effects=EFFECTS, conditions=CONDITIONS)
    for name, procedure in RULES.procedures.items():
        copy.procedures.add(name, lambda state, frame, name=name, run=procedure: (ran.append(name), run(state, frame)))
    for name, item in RULES.decisions.items():
        copy.decisions.add(name, item)
    game.rules = copy

    state = game.new_initial_state()
    for _ in range(40):
        state.apply_action(state.legal_actions()[-1])
        plain.apply_action(plain.legal_actions()[-1])

    assert ran[0] == "game" and {"fire", "season", "turn"} <= set(ran)
    assert state.snapshot() == plain.snapshot()


class _Sealed(type):
    """A metaclass refusing class attributes, as an extension type (a compiled ruleset's cdef class) does."""

    def __setattr__(cls, name, value):
        raise TypeError(f"cannot set {name!r} attribute of immutable type {cls.__name__!r}")


def test_a_decision_whose_class_refuses_attributes_is_registered_with_its_kind_window_and_auto():
    class Sealed(Decision, metaclass=_Sealed):
        def legal(self, state, frame):
            return [("go",)]

    rules = Rules("Sealed Game")
    assert rules.decision("go", window="main", auto=True)(Sealed) is Sealed
    handler = rules.decision_of["go"]
    assert (type(handler), handler.kind, handler.window, handler.auto) == (Sealed, "go", "main", True)
    assert "kind" not in Sealed.__dict__ and "window" not in Sealed.__dict__  # the instance holds them


def test_the_decisions_are_extension_types_where_their_module_is_compiled():
    handler = RULES.decision_of["act"]
    compiled = isinstance(turn.__loader__, importlib.machinery.ExtensionFileLoader)
    heap_type = bool(type(handler).__flags__ & (1 << 9))  # Py_TPFLAGS_HEAPTYPE: a class statement's type
    assert (handler.kind, handler.window, handler.auto, heap_type) == ("act", "main", False, not compiled)
