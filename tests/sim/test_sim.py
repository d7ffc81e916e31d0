"""engine/sim: the runner, the batch (processes, determinism, Ctrl-C) and the report."""

from __future__ import annotations

import dataclasses
import json
import multiprocessing

import pytest

from engine.sim import report_schema, runner
from engine.sim.batch import WorkerPool, run_batch
from engine.sim.html import render_html
from engine.sim.report import build_report, compare, conclusions, summary_text, to_json, wilson
from engine.sim.runner import RunSpec, derive_seed, play_game, play_state

VALIDATOR = report_schema.validator("playtest")  # the core composed with the default ruleset's sections


def test_per_game_seeds_depend_only_on_the_master_seed_and_the_game():
    assert derive_seed(0, 0) == derive_seed(0, 0)
    assert len({derive_seed(s, k) for s in range(3) for k in range(50)}) == 150
    assert 0 <= derive_seed(7, 3) < 2 ** 63
    assert derive_seed(5, 0) != derive_seed(50, 0) != derive_seed(5, 1)


def test_wilson_interval_known_values():
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson(0, 20)
    assert low == 0.0 and round(high, 4) == 0.1611
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_game_result_is_read_from_the_engine(drowned):
    spec = RunSpec(players=3, bots="random", seed=11)
    result = play_game(drowned, spec, 4)
    state = play_state(drowned, spec, 4)
    assert result.finished and state.is_terminal()
    assert result.seed == derive_seed(11, 4) == state.seed
    assert result.vp == tuple(state.scores()) and result.winners == tuple(state.winners)
    assert result.returns == tuple(state.returns())
    assert result.decisions == len(state.decisions)
    assert result.turns == sum(1 for e in state.log if e.kind == "turn") == 72
    assert result.seasons == 8
    assert result.condition == state.result and result.timing == "end_of_game"
    assert set(result.details["tasks"]) == {"relics", "harbour-camps", "temple-rites"}
    assert not result.anomalies


def test_replay_is_the_game_inside_the_run(drowned):
    spec = RunSpec(players=3, bots="random", seed=3)
    batch = run_batch(drowned, spec, 12, jobs=2)
    assert [r.index for r in batch.results] == list(range(12))
    for k in (0, 7, 11):
        state = play_state(drowned, spec, k)
        assert runner.log_digest(state) == batch.results[k].log_digest
        assert tuple(state.scores()) == batch.results[k].vp
        assert runner.describe_log(state)[-1].startswith("game_end ")


def test_runs_sharing_one_pool_reuse_its_workers_and_match_their_own_pools(drowned):
    """`--bots ladder` runs each bot kind on one pool: the workers start once, the games are the same."""
    random_spec, greedy_spec = RunSpec(players=3, bots="random", seed=5), RunSpec(players=3, bots="greedy", seed=5)
    with WorkerPool(drowned, 2) as pool:
        first = run_batch(drowned, random_spec, 8, jobs=2, chunk=2, pool=pool)
        workers = {p.pid for p in multiprocessing.active_children()}
        second = run_batch(drowned, greedy_spec, 4, jobs=2, chunk=1, pool=pool)
        assert {p.pid for p in multiprocessing.active_children()} == workers and len(workers) == 2
    alone = run_batch(drowned, greedy_spec, 4, jobs=1)
    assert [r.log_digest for r in second.results] == [r.log_digest for r in alone.results]
    assert [r.index for r in first.results] == list(range(8))
    with pytest.raises(ValueError, match="another adventure"), WorkerPool(dataclasses.replace(drowned), 2) as other:
        run_batch(drowned, random_spec, 2, jobs=2, pool=other)


def test_the_report_is_identical_whatever_the_jobs_and_validates(drowned):
    spec = RunSpec(players=3, bots="random", seed=2024)
    one = to_json(build_report(drowned, run_batch(drowned, spec, 40, jobs=1)))
    two = to_json(build_report(drowned, run_batch(drowned, spec, 40, jobs=2, chunk=3)))
    assert one == two
    report = json.loads(one)
    VALIDATOR.validate(report)
    assert report["run"]["games_played"] == 40 and report["run"]["interrupted"] is False
    assert sum(row["wins"] for row in report["win_rates"]["by_seat"]) == pytest.approx(
        40 - report["win_rates"]["no_winner_games"])
    assert sum(e["games"] for e in report["endings"]) == 40
    assert report["anomalies"]["counts"] == {"length_bound": 0, "no_legal_action": 0, "invariant_violation": 0,
                                             "engine_error": 0}
    assert len(report["map"]["fields"]) == len(drowned.map.areas)
    text = summary_text(report)
    assert "win rate by seat (95% CI)" in text and "balance" in text


def test_an_unbalanced_adventure_is_reported_with_the_right_seat(lopsided):
    report = build_report(lopsided, run_batch(lopsided, RunSpec(players=3, bots="random", seed=1), 120, jobs=2))
    VALIDATOR.validate(report)
    balance = report["balance"]
    assert balance["verdict"] == "unbalanced"
    assert balance["best_seat"] == 0
    assert balance["score"] < 0.5
    seats = report["win_rates"]["by_seat"]
    assert seats[0]["ci_low"] > max(seats[1]["ci_high"], seats[2]["ci_high"])
    assert report["first_player_advantage"] > 0.3
    assert {"rule": "royal-charter", "times": 120} in report["coverage"]["rules_fired"]


def test_the_bundled_adventure_is_not_called_unbalanced(drowned):
    report = build_report(drowned, run_batch(drowned, RunSpec(players=3, bots="random", seed=1), 120, jobs=1))
    assert report["balance"]["verdict"] != "unbalanced"


def test_an_unreachable_progress_task_is_reported_as_never_reached(sealed):
    report = build_report(sealed, run_batch(sealed, RunSpec(players=3, bots="random", seed=9), 60, jobs=1))
    tasks = {t["id"]: t for t in report["progress_tasks"]}
    assert tasks["temple-rites"]["never_reached"] is True
    assert tasks["temple-rites"]["reached_share"] == 0 and tasks["temple-rites"]["mean_final_position"] == 0
    assert tasks["temple-rites"]["end_share"] == 0
    assert tasks["harbour-camps"]["never_reached"] is False and tasks["harbour-camps"]["reached_share"] > 0
    assert "NEVER REACHED" in summary_text(report)
    assert conclusions(report)["task temple-rites reached"] == "never"


def test_ctrl_c_reports_exactly_the_finished_games_and_leaves_no_worker(drowned):
    seen = []

    def progress(done, total):
        seen.append(done)
        if done >= 10:
            raise KeyboardInterrupt

    batch = run_batch(drowned, RunSpec(players=3, bots="random", seed=4), 300, jobs=2, progress=progress, chunk=2)
    assert batch.interrupted
    assert len(batch.results) == seen[-1] >= 10
    assert len(batch.results) < 300
    indexes = [r.index for r in batch.results]
    assert indexes == sorted(set(indexes))
    assert multiprocessing.active_children() == []
    report = build_report(drowned, batch)
    VALIDATOR.validate(report)
    assert report["run"]["interrupted"] is True and report["run"]["games_played"] == len(batch.results)
    # the games finished are exactly the games of the run with those numbers
    spec = RunSpec(players=3, bots="random", seed=4)
    assert [r.log_digest for r in batch.results[:2]] == [play_game(drowned, spec, k).log_digest for k in indexes[:2]]


def test_ctrl_c_in_process(drowned):
    def progress(done, total):
        if done == 3:
            raise KeyboardInterrupt

    batch = run_batch(drowned, RunSpec(players=3, bots="random", seed=4), 50, jobs=1, progress=progress)
    assert batch.interrupted and [r.index for r in batch.results] == [0, 1, 2]


def test_games_over_the_length_bound_are_anomalies_with_seed_and_game(drowned):
    spec = RunSpec(players=3, bots="random", seed=8, max_decisions=40)
    report = build_report(drowned, run_batch(drowned, spec, 3, jobs=1))
    VALIDATOR.validate(report)
    assert report["anomalies"]["counts"]["length_bound"] == 3
    assert [(a["kind"], a["game"], a["seed"]) for a in report["anomalies"]["games"]] == [
        ("length_bound", k, derive_seed(8, k)) for k in range(3)]
    assert report["endings"] == [{"condition": "(unfinished)", "title": "", "timing": "", "games": 3, "share": 1.0}]
    assert report["run"]["games_finished"] == 0


def test_coverage_lists_what_the_games_never_met(drowned):
    report = build_report(drowned, run_batch(drowned, RunSpec(players=3, bots="random", seed=0), 5, jobs=1))
    coverage = report["coverage"]
    fired = {r["rule"] for r in coverage["rules_fired"]}
    never = {r["rule"] for r in coverage["rules_never_triggered"]}
    assert fired and never and not fired & never
    assert "summon_terror" in coverage["effects_never_triggered"]  # terrors act only in cooperative modes


def test_ladder_flags_conclusions_that_flip(drowned):
    a = build_report(drowned, run_batch(drowned, RunSpec(players=3, bots="random", seed=1), 4, jobs=1))
    b = json.loads(to_json(a))
    b["progress_tasks"][0]["reached_share"] = 0.0
    b["balance"]["verdict"] = "unbalanced"
    flips = {f["metric"]: (f["baseline"], f["report"]) for f in compare(a, b)}
    assert flips["balance verdict"] == (a["balance"]["verdict"], "unbalanced")
    assert flips[f"task {a['progress_tasks'][0]['id']} reached"][1] == "never"
    assert compare(a, a) == []


def test_the_html_report_is_one_self_contained_file(drowned):
    report = build_report(drowned, run_batch(drowned, RunSpec(players=3, bots="random", seed=1), 6, jobs=1))
    html = render_html(report)
    assert html.startswith("<!DOCTYPE html>")
    assert html.count("<svg") >= 3 + 3 + 4  # win rates x2, VP per seat + margin, length, 4 heat maps
    assert "<polygon" in html  # hexes of the heat map
    for forbidden in ("<script", "http://", "https://", " src=", "<link"):
        assert forbidden not in html


def test_the_mode_of_a_run_is_the_adventures_first_unless_asked(drowned):
    from engine.core.errors import EngineError

    assert drowned.modes[0] == "competitive" and RunSpec().game(drowned, 0).mode == "competitive"
    assert RunSpec(mode="cooperative").game(drowned, 0).mode == "cooperative"
    with pytest.raises(EngineError, match="not played in raid mode"):
        RunSpec(mode="raid").game(drowned, 0)


def test_the_isles_of_terror_sections_come_from_its_ruleset(drowned):
    from engine.core import ruleset as rulesets

    ruleset = rulesets.of(drowned)
    spec = RunSpec(players=3, bots="random", seed=2)
    results = [play_game(drowned, spec, k) for k in range(3)]
    sections = ruleset.report_sections(drowned, results, "competitive")
    assert set(sections) == {"progress_tasks", "victory_conditions", "map", "coverage"}
    assert [t["id"] for t in sections["progress_tasks"]] == ["relics", "harbour-camps", "temple-rites"]
    assert ruleset.length_measures == ("seasons", "turns", "decisions")
    points, centre = ruleset.field_outline("hex", (1, 0), 20.0)
    assert len(points) == 6 and centre == pytest.approx((50.0, 20 * 3 ** 0.5))  # odd columns half a field lower
    assert ruleset.field_outline("square", (1, 2), 10.0) == ([(18.0, 36.0), (36.0, 36.0), (36.0, 54.0), (18.0, 54.0)],
                                                             (27.0, 45.0))
