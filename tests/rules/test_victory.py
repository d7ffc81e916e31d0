"""Game end and winners by the adventure's victory conditions."""

from __future__ import annotations

import dataclasses

from engine.rulesets.isles_of_terror.model import FrozenMap, Term, VictoryCondition, freeze
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.victory import decide
from rules_helpers import adventure, idle_until, kinds, lay, new_state, put


def test_keeper_of_the_bells_wins_at_once():
    """drowned-temple: control the Drowned Temple with the Relics token on its last field."""
    state = new_state()
    state.players[1].progress["relics"] = 6
    lay(state, (5, 3), "adventure", 5, "red", [], explored=True)
    put(state, 1, (5, 3), soldiers=1)
    state._advance()
    assert state.is_terminal() and state.winners == (1,) and state.result == "keeper-of-the-bells"
    assert state.returns() == [0.0, 1.0, 0.0] and state.legal_actions() == []


def test_harbourmaster_wins_at_the_end_of_a_season():
    """first-landing: the Cold Beacon and 3 camps in play at the end of any season."""
    state = new_state(adventure_id="first-landing")
    beacon = (3, 2)
    lay(state, beacon, "adventure", 3, "red", [], explored=True)
    put(state, 2, beacon, soldiers=1, camps=1)
    for coord in ((2, 1), (4, 1)):
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, 2, coord, camps=1)
    idle_until(state, lambda s: s.is_terminal())
    assert state.winners == (2,) and state.result == "harbourmaster" and state.season == 0
    assert kinds(state, "season_end")[-1].data["season"] == "spring"


def _condition(**kw):
    base = dict(id="v", title="V", text="", timing="end_of_game", conditions=(), result="win",
                decide_by="most_victory_points", tie_breaks=())
    base.update(kw)
    return VictoryCondition(**base)


def test_tie_breaks_in_order():
    state = new_state()
    a, b, c = state.players
    a.vp = b.vp = c.vp = 3
    b.progress["relics"] = 2
    c.progress["relics"] = 2
    c.gold = 9
    assert decide(state, _condition(tie_breaks=("most_progress", "most_resources")), [0, 1, 2]) == (2,)
    assert decide(state, _condition(tie_breaks=("most_progress", "shared")), [0, 1, 2]) == (1, 2)
    assert decide(state, _condition(tie_breaks=("most_progress",)), [0, 1, 2]) == (1, 2)
    assert decide(state, _condition(tie_breaks=("turn_order",)), [0, 1, 2]) == (0,)
    a.vp = 4
    assert decide(state, _condition(), [0, 1, 2]) == (0,)
    state.active = 2
    assert decide(state, _condition(decide_by="first"), [1, 2]) == (2,)


def test_a_lose_condition_eliminates_and_an_unmet_game_end_has_no_winner():
    adv = adventure("first-landing")
    lose = _condition(id="broke", timing="end_of_season", result="lose",
                      conditions=(Term("has_resources", freeze({"gold": 0})),))  # everybody
    win = _condition(id="rich", conditions=(Term("has_resources", freeze({"gold": 50})),))
    adv = dataclasses.replace(adv, victory=FrozenMap({"competitive": (lose, win)}))
    state = Game(adv, factions=["red-coats", "yoruba", "chasseurs"], seed=0).new_initial_state()
    for p in state.players:
        p.mission = None
    idle_until(state, lambda s: s.is_terminal())
    assert [e.player for e in kinds(state, "eliminated")] == [0, 1, 2]
    assert state.winners == () and state.returns() == [0.0, 0.0, 0.0]


def test_victory_conditions_are_grouped_by_timing_with_cheap_terms_first():
    """drowned-temple's Keeper of the Bells tests the Relics position before it scans the map;
    the adventure's own order of conditions and of their terms is left as written."""
    game = Game(adventure(), players=3, seed=0)
    assert sorted(game.victory_at) == ["end_of_game", "immediate"] and game.immediate
    (keeper, terms, gates), = game.victory_at["immediate"]
    assert keeper.id == "keeper-of-the-bells"
    assert [t.name for t in keeper.conditions] == ["controls_area", "progress_position"]
    assert [t.name for t in terms] == ["progress_position", "controls_area"]
    assert len(gates) == 1  # the Relics position, tested without the generic call
    assert [vc.id for vc, _, _ in game.victory_at["end_of_game"]] == ["most-victory-points"]


def test_the_keeper_needs_both_terms_whichever_is_tested_first():
    state = new_state()
    lay(state, (5, 3), "adventure", 5, "red", [], explored=True)
    put(state, 1, (5, 3), soldiers=1)  # controls the temple, Relics not at the last field
    state.players[1].progress["relics"] = 5
    state._advance()
    assert not state.is_terminal()
    state.players[2].progress["relics"] = 6  # last field, but no temple
    state._advance()
    assert not state.is_terminal()


def test_each_gate_says_what_its_condition_says():
    """A gate is the number test of its condition (conditions.py) without the generic call."""
    import random

    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror.triggers import Ctx
    from engine.rulesets.isles_of_terror.victory import GATES

    cases = [("progress_position", {"task": "relics", "min": 1}), ("progress_position", {"task": "relics", "max": 0}),
             ("progress_position", {"task": "nowhere", "min": 0, "max": 0}), ("victory_points", {"min": 2}),
             ("victory_points", {"min": 1, "max": 3}), ("year", {"min": 2}), ("year", {"max": 1}),
             ("flag", {"flag": "temple-cleansed"}), ("flag", {"flag": "temple-cleansed", "set": False})]
    gates = [(name, args, GATES[name](args)) for name, args in cases]
    state = new_state()
    bot = RandomBot(random.Random(2))
    seen = set()
    while not state.is_terminal():
        for name, args, gate in gates:
            for seat in range(state.n):
                expected = state.game.rules.condition_of[name](state, Ctx("victory", seat, seat, -1, "turn"), args)
                assert gate(state, seat) == expected, (name, args, seat)
                seen.add((name, repr(args), expected))
        state.apply_action(bot.step(state))
    assert len(seen) > len(cases)  # some of them were both true and false during the game


def test_the_immediate_pre_test_says_no_only_when_the_check_finds_nothing():
    """`game.immediate_possible` (victory.possible_test) lets the engine skip the `immediate` check:
    wherever it says no during random playouts of every adventure, the full check on a clone finds
    no winner and changes nothing; a position that meets the gates is let through."""
    import random

    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror.victory import check
    from rules_helpers import ADVENTURES

    skipped = 0
    for adventure_id in ADVENTURES:
        for seed in range(2):
            state = new_state(adventure_id=adventure_id, seed=seed)
            possible = state.game.immediate_possible
            bot = RandomBot(random.Random(seed))
            while not state.is_terminal():
                if possible is not None and not possible(state):
                    look = state.clone()
                    assert not check(look, "immediate") and look.snapshot() == state.snapshot()
                    skipped += 1
                state.apply_action(bot.step(state))
    assert skipped > 1000
    state = new_state()
    assert not state.game.immediate_possible(state)
    state.players[2].progress["relics"] = 6
    assert state.game.immediate_possible(state)
