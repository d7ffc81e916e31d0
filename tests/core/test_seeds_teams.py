"""Seeds derived per game and bot (engine/core/seeds.py) and teams that win together (engine/core/teams.py)."""

from __future__ import annotations

import pytest

from engine.core.seeds import bot_seed, derive_seed, game_seed, stream
from engine.core.teams import Teams
from engine.sim.runner import derive_seed as runner_seed


def test_seeds_are_the_sha256_of_the_parts_and_the_runs_own():
    assert derive_seed(0, 0) == 6213027144842677344 and derive_seed(7, 3, "bot", 1) == 3078179100868957149
    assert game_seed(7, 3) == derive_seed(7, 3) == runner_seed(7, 3) and bot_seed(7, 3, 1) == runner_seed(7, 3, "bot", 1)
    assert all(0 <= derive_seed(s, "x") < 2**63 for s in range(50))
    assert stream(5, "weather").random() == stream(5, "weather").random() != stream(5, "tiles").random()


def test_competitive_seats_are_alone_and_share_a_tie():
    teams = Teams.alone(4)
    assert teams.returns([2]) == [0.0, 0.0, 1.0, 0.0] and teams.returns([0, 3]) == [0.5, 0.0, 0.0, 0.5]
    assert teams.winners_of([3, 0]) == [0, 3] and teams.allies(1) == (1,)


def test_a_cooperative_team_wins_or_loses_as_one():
    team = Teams.together(3)
    assert team.returns([0]) == [1.0, 1.0, 1.0] and team.returns([]) == [0.0, 0.0, 0.0]
    assert team.winners_of([1]) == [0] and team.seats == 3


def test_two_against_two_and_team_values_for_reports():
    teams = Teams(((0, 2), (1, 3)))
    assert teams.team_of(2) == 0 and teams.allies(3) == (1, 3)
    assert teams.returns([1]) == [0.0, 1.0, 0.0, 1.0]
    assert teams.team_values([4.0, 1.0, 2.0, 3.0]) == [3.0, 2.0]
    assert teams.seat_values([0.25, 0.75]) == [0.25, 0.75, 0.25, 0.75]
    with pytest.raises(ValueError, match="seat 9 is in no team"):
        teams.team_of(9)


def test_teams_must_hold_every_seat_once():
    for bad in (((0, 1), (1,)), ((0, 2),), ((0,), ())):
        with pytest.raises(ValueError, match="teams hold every seat 0..n-1 exactly once"):
            Teams(bad)


def test_the_planner_decides_for_the_team_the_first_player_when_in_it():
    castaways = Teams.together(4)
    assert [castaways.planner(seat, first=2) for seat in range(4)] == [2, 2, 2, 2]
    assert castaways.planner(3) == 0  # no first player: the team's lowest seat
    pairs = Teams(((0, 2), (1, 3)))
    assert [pairs.planner(seat, first=1) for seat in range(4)] == [2, 1, 2, 1]  # (0, 2): 2 comes next after 1
    assert pairs.planner(0, first=3) == 0 and Teams.alone(3).planner(1, first=0) == 1
    with pytest.raises(ValueError, match="the first player 4 is no seat"):
        castaways.planner(0, first=4)
