"""Procedure steps are named (an IntEnum per procedure); their numbers are what frames, snapshots
and saved games hold, so they never change."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from enum import IntEnum

from engine.rulesets.isles_of_terror import actions, combat, explore, move, season, terror_moves, threat, turn

PACKAGE = Path(actions.__file__).parent


def test_step_numbers_never_change():
    numbers = {enum.__name__: [(m.name, int(m)) for m in enum] for enum in (
        actions.LandStep, combat.CombatStep, explore.ExploreStep, season.SeasonStep, season.GameStep)}
    assert numbers["LandStep"] == [("COLLECT_SEA_CARD", 0), ("LAND_TRIGGERS", 1), ("HIRE", 2), ("LAND_TARGET", 3),
                                   ("DONE", 4)]
    assert numbers["CombatStep"] == [("NEW_ROUND", 0), ("COMBAT_START", 1), ("ROLL", 2), ("ROUND_WINNER", 3),
                                     ("ROUND_END", 4), ("DEFENDER_RETREAT", 5), ("ATTACKER_RETREAT", 6), ("END", 9),
                                     ("AFTERMATH", 10)]
    assert numbers["ExploreStep"] == [("DRAW_CARD", 0), ("MINION_ATTACK", 1), ("RANDOM_MOVEMENT", 2),
                                      ("REVEAL_TILE", 3), ("EXPLORE_TRIGGERS", 4), ("NEGOTIATE", 5), ("OUTCOME", 6),
                                      ("TERRAIN_EXPLORED", 7)]
    assert numbers["SeasonStep"] == [("STARTING_PLAYER", 0), ("EVENT", 1), ("SEASON_START", 2), ("STRATEGY_CARDS", 3),
                                     ("ACTION_PHASE", 4), ("SEASON_END", 5), ("CLEAN_UP", 6), ("YEAR_END", 7),
                                     ("AFTER_YEAR_END", 8), ("NEW_SEASON", 9)]
    assert numbers["GameStep"] == [("START", 0), ("BECOME_SEASON", 1)]
    for enum in (actions.ProduceStep, actions.SupplyStep, combat.ConquestStep, season.YearEndStep,
                 move.MovementStep, threat.MinionAttackStep, turn.TurnStep):
        assert [int(m) for m in enum] == list(range(len(enum))), enum.__name__


def test_no_procedure_writes_or_tests_a_step_as_a_bare_number():
    literal = re.compile(r"\bstep\s*(==|!=|=|<|>)\s*\d|frame\.step\s*=\s*[^\n]*,\s*\d+\s*$", re.MULTILINE)
    found = [f"{path.name}: {m.group(0)}" for path in sorted(PACKAGE.glob("*.py"))
             for m in literal.finditer(path.read_text(encoding="utf-8"))]
    assert found == []


def test_procedures_read_their_steps_as_module_names_each_named_for_its_member():
    # On Python 3.11 a read through the class (`CombatStep.ROLL`) runs the enum metaclass's `__getattr__`
    # hook (about 900 instructions a read compiled): each module names its steps once, `_ROLL, ... = CombatStep`
    misnamed = []
    for module in (actions, combat, explore, move, season, terror_moves, threat, turn):
        steps = [value for value in vars(module).values()
                 if isinstance(value, type) and issubclass(value, IntEnum) and value.__module__ == module.__name__]
        named = [(name, member) for name, member in vars(module).items()
                 if name.startswith("_") and isinstance(member, tuple(steps))]
        # every step named (by identity: members of two enums with the same number are equal)
        assert {(type(m), m.name) for _, m in named} == {(enum, m.name) for enum in steps for m in enum}, \
            module.__name__
        misnamed += [f"{module.__name__}.{name} = {member!r}" for name, member in named
                     if name != f"_{member.name}" and not name.endswith(f"_{member.name}")]
    assert misnamed == []
    reads = [f"{path.name}:{node.lineno}: {node.value.id}.{node.attr}" for path in sorted(PACKAGE.glob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
             and node.value.id.endswith("Step") and node.attr.isupper()]
    assert reads == []
