"""Finis Terrae counts points, never victory points: its report's terminal lines, its HTML and the
playtest dashboard say the game's word (`Ruleset.score_word` / `score_title`) where a game scored in
victory points says "VP"; the JSON keeps its generic `victory_points` key. Four random-bot games of
windward-sea, two players, seed 5 (exact figures)."""

from __future__ import annotations

import pytest

from editor.playtest.dashboard_compare import compare_reports
from editor.playtest.dashboard_games import GamesModel, notable_games
from engine.core import ruleset as rulesets
from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import RunSpec
from engine.sim.skill import skill_lines


@pytest.fixture(scope="module")
def run():
    sea = load_playable("windward-sea")
    batch = run_batch(sea, RunSpec(players=2, bots="random", seed=5), 4, jobs=1)
    return batch, build_report(sea, batch)


def test_the_ruleset_names_its_points_and_the_default_stays_vp():
    finis = rulesets.get("finis-terrae")
    assert (finis.score_word, finis.score_title) == ("points", "Points")
    assert (rulesets.get("isles-of-terror").score_word, rulesets.get("isles-of-terror").score_title) == \
        ("VP", "Victory points")


def test_the_terminal_summary_says_points(run):
    _, report = run
    lines = summary_text(report).splitlines()
    assert lines[3:5] == ["  seat 1:  50.0%  [ 15.0% -  85.0%]   points mean 1.00 median 0.5 sd 4.64",
                          "  seat 2:  50.0%  [ 15.0% -  85.0%]   points mean 5.50 median 3.5 sd 5.68"]
    assert "VP" not in "\n".join(lines)
    assert "victory_points" in report  # the JSON's key is generic


def test_the_skill_gap_lines_say_points():
    gap = {"strong_bots": "mcts", "strong": {"rate": 0.6}, "weak": {"rate": 0.4}, "gap": 0.2, "ci_low": 0.0,
           "ci_high": 0.4, "reading": "stronger", "by_kind": [{"bots": "mcts", "rate": 0.6, "ci_low": 0.4,
                                                              "ci_high": 0.8, "games": 10, "vp_mean": 31.5}]}
    assert skill_lines({"skill_gap": gap}, "points")[1].endswith("(10 seat-games, mean points 31.50)")


def test_the_html_heads_and_labels_its_charts_with_points(run):
    _, report = run
    html = render_html(report)
    assert "<h2>Points</h2>" in html
    assert 'aria-label="points of seat 1"' in html and 'aria-label="points of seat 2"' in html
    assert "VP" not in html and "Victory points" not in html


def test_the_dashboard_games_table_and_notable_games_say_points(run, qtbot):
    batch, report = run
    assert notable_games(batch.results, "days", "points")[2].detail == "19 points ahead (Green (seat 2))"
    model = GamesModel(None, "days", "points")
    assert model.columns == ("Game", "Seed", "Factions", "Winners", "Points", "Days", "Decisions", "Ending")
    assert GamesModel(None).columns[4] == "VP"  # a game in victory points keeps its word


def test_comparing_two_runs_names_points_and_needs_no_progress_tasks(run):
    _, report = run  # a Finis Terrae report has no progress tasks nor victory conditions (a KeyError before)
    rows = compare_reports(report, report, "points")
    assert [(r.metric, r.now) for r in rows if r.group == "points mean"] == [("seat 1", 1.0), ("seat 2", 5.5)]
    assert not [r for r in rows if r.group in ("VP mean", "Progress task reached", "Victory condition decided")]
