"""Island Clash through the seam: found by id and by its content, run, reported and replayed by engine.sim."""

from __future__ import annotations

import json

from engine.core import ruleset as rulesets
from engine.core.protocols import Game as GameProtocol
from engine.core.protocols import State as StateProtocol
from engine.sim.batch import run_batch
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text, to_json
from engine.sim.runner import RunSpec, play_state
from engine.sim.session import PlaytestSession, SessionSetup


def test_the_ruleset_is_installed_and_describes_its_content(clash, lagoon):
    assert rulesets.of(lagoon) is clash and clash in rulesets.all_rulesets()
    assert clash.kinds == ("adventure", "card-stacks") and clash.grid == "square"
    assert {p.name for p in clash.schema_dir.glob("*.schema.json")} == {"adventure.schema.json",
                                                                        "card-stacks.schema.json",
                                                                        "report-sections.schema.json"}
    assert clash.field_codes["C"] == "capture area" and clash.default_mode(lagoon) == "standard"
    assert list(clash.bot_table()) == ["random", "greedy"]
    game = clash.new_game(lagoon, players=4)
    assert isinstance(game, GameProtocol) and isinstance(game.new_initial_state(1), StateProtocol)
    assert clash.new_game(lagoon, factions=["blue", "red"]).seat_names() == ["blue", "red"]


def test_runs_are_the_same_in_one_or_two_processes_and_report_their_own_section(clash, lagoon):
    spec = RunSpec(players=4, bots="random", seed=1)
    one = run_batch(lagoon, spec, 16, jobs=1)
    two = run_batch(lagoon, spec, 16, jobs=2, chunk=4)
    assert [r.log_digest for r in one.results] == [r.log_digest for r in two.results]
    assert all(r.finished and not r.anomalies for r in one.results)
    report = build_report(lagoon, one)
    assert to_json(report) == to_json(build_report(lagoon, two))
    assert set(report) == {"schema_version", "adventure", "run", "win_rates", "first_player_advantage", "balance",
                           "victory_points", "length", "endings", "anomalies", "island_clash", "ruleset"}
    section = report["island_clash"]
    assert len(section["fields"]) == 34 and section["grid"] == "square"
    assert {e["condition"] for e in report["endings"]} <= {"cards-out", "last-standing"}
    battles = sum(r.details["battles"] for r in one.results)
    assert round(section["battles_per_game"] * 16) == battles
    assert round(sum(f["battles"] for f in section["fields"]) * 16) == battles
    result = one.results[3]
    state = play_state(lagoon, spec, 3)
    assert result.vp == tuple(state.scores()) and result.decisions == len(state.decisions)
    text = summary_text(report, clash)
    assert "battles:" in text and "progress tasks" not in text
    html = render_html(report, clash)
    assert "<h2>Island Clash</h2>" in html and html.count("<polygon") == 4 * 34  # the generic map: 4 heat maps
    json.loads(to_json(report))


def test_greedy_bots_win_more_capture_areas_than_random_ones(lagoon):
    random_run = run_batch(lagoon, RunSpec(players=4, bots="random", seed=2), 8, jobs=1)
    greedy_run = run_batch(lagoon, RunSpec(players=4, bots="greedy", seed=2), 8, jobs=1)
    assert sum(sum(r.vp) for r in greedy_run.results) > sum(sum(r.vp) for r in random_run.results)


def test_a_session_plays_steps_back_forks_and_saves(lagoon, tmp_path):
    session = PlaytestSession(lagoon, SessionSetup(("red", "blue"), ("random", "human"), seed=4,
                                                   mode="standard"))
    while not session.is_human_turn():
        assert session.advance() is not None
    played = session.length
    session.play(session.legal_actions()[-1])
    assert session.length == played + 1
    assert session.step_back() and session.cursor == played
    path = tmp_path / "lagoon.playtest.json"
    session.save(path)
    again = PlaytestSession.load(path, lagoon)
    assert again.decisions == session.decisions and again.state.to_json() == session.state.to_json()


def test_its_report_section_is_described_in_the_report_schema(lagoon):
    from engine.sim import report_schema

    report = json.loads(to_json(build_report(lagoon, run_batch(lagoon, RunSpec(players=2, bots="random", seed=3), 4,
                                                                jobs=1))))
    assert report["ruleset"] == "island-clash" and report_schema.errors(report) == []
