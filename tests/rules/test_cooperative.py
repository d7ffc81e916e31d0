"""Cooperative and solo play (rulebook pp. 25 ff.): set-up, seats, and the team's victory or defeat."""

from __future__ import annotations

import dataclasses

import pytest

from engine.content.frozen import FrozenMap

from engine.rulesets.isles_of_terror import EngineError, Game
from engine.rulesets.isles_of_terror.cooperative import team_holds
from engine.rulesets.isles_of_terror.summary import summarise
from engine.sim.runner import GameResult
from rules_helpers import count_rule_table_tests, adventure, at, new_state, put, temple_as_first_bundled

COOP = ("red-coats", "yoruba", "chasseurs")


def test_each_player_uses_the_cooperative_side_of_their_board():
    """"each player places the cooperative side of their player boards in front of them" """
    state = new_state(COOP, mode="cooperative")
    for p in state.players:
        assert p.board is p.faction.cooperative_board
        assert p.fields_used == [False] * len(p.faction.cooperative_board.action_fields)
    competitive = new_state(COOP)
    assert all(p.board is p.faction.competitive_board for p in competitive.players)


def test_the_terror_board_starts_with_every_terror_at_level_1_off_the_isle():
    state = new_state(COOP, mode="cooperative")
    ids = [t.id for t in adventure().setup.terrors]
    assert [t.snapshot() for t in state.terrors] == [[i, 1, None] for i in ids] and ids
    assert new_state(COOP).terrors == []
    clone = state.clone()
    clone.terrors[0].level = 3
    assert state.terrors[0].level == 1 and state.snapshot()["terrors"][0] == [ids[0], 1, None]


def test_a_solo_player_controls_one_faction_or_several():
    """"The player can choose freely whether to play with one faction or several factions" """
    adv = adventure()
    one = Game(adv, players=1, mode="solo", seed=4)
    assert (one.num_players, one.seats, one.seat_of(0)) == (1, 1, 0)
    assert one.materials is adv.setup.player_materials[1]
    two = Game(adv, players=1, factions=["red-coats", "yoruba"], mode="solo")
    assert (two.num_players, two.seats, [two.seat_of(p) for p in range(2)]) == (2, 1, [0, 0])
    assert two.materials is adv.setup.player_materials[2]  # each faction plays with the 2-player materials
    coop = Game(adv, players=3, mode="cooperative")
    assert (coop.seats, [coop.seat_of(p) for p in range(3)]) == (3, [0, 1, 2])
    with pytest.raises(EngineError) as error:
        Game(adv, players=2, mode="solo")
    assert error.value.code == "game/players"
    with pytest.raises(EngineError) as error:
        Game(adv, factions=list(COOP) + ["conquistadores", "red-coats"], mode="solo")
    assert error.value.code == "game/faction"
    with pytest.raises(EngineError) as error:
        Game(adventure("ember-crown"), players=1, mode="solo")
    assert error.value.code == "game/mode"


def _terms(state, condition_id):
    return next(vc for vc in state.game.adventure.victory[state.game.mode] if vc.id == condition_id).conditions


def test_the_expedition_meets_a_condition_together():
    """Driven into the Sea: "if the expedition has no camp in play" - one player's camp is enough."""
    state = new_state(COOP, mode="cooperative")
    state.year = 2
    terms = _terms(state, "driven-into-the-sea")
    assert team_holds(state, terms)
    put(state, 2, (4, 3), soldiers=1, camps=1)
    assert not team_holds(state, terms)


def test_a_lose_condition_ends_the_game_for_everyone():
    state = new_state(COOP, mode="cooperative")
    state.year = 2
    assert state.game.hooks.check_victory(state, "end_of_season")
    assert state.is_terminal() and state.result == "driven-into-the-sea" and state.winners == ()
    assert state.returns() == [-1.0, -1.0, -1.0]
    end = state.log[-1]
    assert (end.kind, end.data["winners"], end.data["condition"]) == ("game_end", [], "driven-into-the-sea")


def test_the_team_wins_together_and_every_player_gets_the_win():
    """The Bargain Broken: the temple cleansed and the expedition controls 2 ruins (players 0 and 1 one each)."""
    state = new_state(COOP, mode="cooperative")
    ruins = [i for i in range(state.board.size) if "ruin" in state.board.tags[i]][:2]
    for seat, area in enumerate(ruins):
        put(state, seat, state.board.coords[area], soldiers=1)
        state.explored[area] = True
    state.flags.add("temple-cleansed")
    assert state.game.hooks.check_victory(state, "end_of_game")
    assert state.result == "bargain-broken" and state.winners == (0, 1, 2)
    assert state.returns() == [1.0, 1.0, 1.0]


def test_the_end_of_the_game_without_a_win_is_a_loss():
    state = new_state(COOP, mode="cooperative")
    assert state.game.hooks.check_victory(state, "end_of_game")
    assert state.result == "claimed-by-the-tide" and state.returns() == [-1.0] * 3
    ember = new_state(("red-coats", "yoruba", "chasseurs"), adventure_id="ember-crown", mode="cooperative")
    assert ember.game.hooks.check_victory(ember, "end_of_game")
    assert ember.result == "the-mountain-endures" and ember.returns() == [-1.0] * 3


def test_the_summary_names_the_team_outcome():
    state = new_state(COOP, mode="cooperative")
    state.players[0].vp, state.players[2].vp = 2, 3
    state.year = 2
    state.game.hooks.check_victory(state, "end_of_season")
    result = GameResult(index=0, seed=0)
    summarise(state, result)
    assert result.details["team"] == {"won": False, "loss": "driven-into-the-sea", "loss_year": 2, "vp": 5}
    assert result.returns == (-1.0, -1.0, -1.0) and result.timing == "end_of_season"
    competitive = new_state(COOP)
    summarise(competitive, result := GameResult(index=0, seed=0))
    assert "team" not in result.details


def test_an_area_held_by_two_players_counts_once():
    """Two players in one ruin: the expedition controls 1 ruin, not 2 (the bundled adventure asks for 1
    ruin since its cooperative tuning, so the condition here asks for 2)."""
    state = new_state(COOP, mode="cooperative")
    ruin = next(i for i in range(state.board.size) if "ruin" in state.board.tags[i])
    put(state, 0, state.board.coords[ruin], soldiers=1)
    put(state, 1, state.board.coords[ruin], soldiers=1)
    state.explored[ruin] = True
    state.flags.add("temple-cleansed")
    flag, ruins = _terms(state, "bargain-broken")
    two_ruins = dataclasses.replace(ruins, args=FrozenMap({**ruins.args, "count": 2}))
    assert not team_holds(state, (flag, two_ruins))
    assert team_holds(state, (flag, ruins))  # 1 ruin: met
    assert at(state, state.board.coords[ruin]) == ruin


def test_every_test_the_cooperative_table_names_exists():
    """docs/rules.md, "Cooperative and solo rules": each `test_x.py::name` (and `::name` after it) is a test."""
    assert count_rule_table_tests("## Cooperative and solo rules", "### Terrors") >= 14


@pytest.mark.parametrize("mode,factions", [("cooperative", COOP), ("solo", ("red-coats", "yoruba"))])
def test_a_saved_cooperative_or_solo_game_restores_to_an_identical_state(mode, factions):
    import random

    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror import State

    game = Game(adventure(), factions=list(factions), mode=mode, seed=3)
    state = game.new_initial_state()
    bot = RandomBot(random.Random(3))
    for _ in range(120):
        state.apply_action(bot.step(state))
    again = State.from_json(adventure(), state.to_json())
    assert again.game.mode == mode and again.game.seats == game.seats
    assert again.snapshot() == state.snapshot()


def test_an_immediate_team_condition_is_checked_though_no_single_player_meets_it():
    """The team's victory points are the players' sum (cooperative.py), so the competitive pre-test
    of `immediate` conditions, which reads one player at a time (victory.possible_test), must not
    skip the check in team play: 3 + 3 + 3 VP meet "at least 9" though nobody has 9."""
    from dataclasses import replace

    from engine.rulesets.isles_of_terror.model import FrozenMap, Term

    base = adventure()
    lose, *_ = base.victory["cooperative"]
    nine = replace(lose, id="nine-together", timing="immediate", result="win",
                   conditions=(Term("victory_points", FrozenMap({"min": 9})),))
    adv = replace(base, victory={**base.victory, "cooperative": (nine, *base.victory["cooperative"])})
    game = Game(adv, factions=list(COOP), mode="cooperative")
    assert game.immediate and game.immediate_possible is None
    state = game.new_initial_state()
    for p in state.players:
        p.vp = 3
    while not state.is_terminal() and state.stack[-1].kind != "field":  # up to the first main decision
        state.apply_action(state.legal_actions()[0])
    assert state.is_terminal() and state.result == "nine-together" and state.returns() == [1.0] * 3


def test_the_team_areas_found_once_agree_with_controls_area_by_area():
    """`team_areas` (one pass per player) holds exactly the areas some player `controls`, terrors and
    ships included, all through a cooperative game."""
    import random

    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror.cooperative import team_areas

    state = Game(temple_as_first_bundled(), factions=list(COOP), seed=5, mode="cooperative").new_initial_state()
    bot = RandomBot(random.Random(5))  # a terror on the isle for 143 decisions, ships at sea for 135
    checked = haunted = 0
    while not state.is_terminal():
        expected = {a for a in range(state.board.size) if any(state.controls(p.seat, a) for p in state.players)}
        assert team_areas(state) == expected
        haunted += any(t.area is not None for t in state.terrors)
        state.apply_action(bot.step(state))
        checked += 1
    assert checked == 220 and haunted == 143
