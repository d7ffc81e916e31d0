"""Balance sweeps: determinism, seeds, ranking, significance, the suggested edit, the search, the report."""

from __future__ import annotations

import json

import pytest

from engine.content.schemas import report_validator
from engine.sim import report_schema
from engine.sim.report import to_json
from engine.sim.runner import RunSpec, derive_seed
from engine.sim.sweep import LocalExecutor, Sweep, run_sweep, variant_spec
from engine.sim.sweep_html import render_sweep_html
from engine.sim.sweep_report import ranking, significantly_fairer, statement, sweep_text
from engine.sim.variants import VariantBuilder, parse_vary

GOLD = "/setup/player_materials/3/gold"


@pytest.fixture(scope="module")
def builder():
    return VariantBuilder.open("drowned-temple")


def small_sweep(builder, *varies, games=4, seed=7, search=None):
    return Sweep(builder, [parse_vary(v) for v in varies], RunSpec(players=3, bots="random", seed=seed), games, search)


@pytest.fixture(scope="module")
def grid_report(builder):
    return run_sweep(small_sweep(builder, "setup/player_materials/3/gold=2..3", "years=0..1"), LocalExecutor(jobs=1))


def test_the_report_validates_and_lists_every_variant_in_grid_order(grid_report):
    report_validator("sweep-report.schema.json").validate(grid_report)
    assert report_schema.errors(json.loads(json.dumps(grid_report)), "sweep") == []  # composed, and closed
    assert [v["key"] for v in grid_report["variants"]] == [
        "setup/player_materials/3/gold=2, years=0", "setup/player_materials/3/gold=2, years=1",
        "setup/player_materials/3/gold=3, years=0", "setup/player_materials/3/gold=3, years=1"]
    assert [v["valid"] for v in grid_report["variants"]] == [False, True, False, True]
    assert [v.get("games_played") for v in grid_report["variants"]] == [None, 4, None, 4]
    assert grid_report["parameters"] == [{"pointer": GOLD, "values": [2, 3], "current": 3},
                                         {"pointer": "/years", "values": [0, 1], "current": 2}]


def test_an_invalid_variant_is_reported_with_its_diagnostics_and_not_played(grid_report):
    skipped = grid_report["variants"][0]
    assert skipped["diagnostics"] == [{"code": "schema/minimum", "message": "'years' is 0; it must be at least 1",
                                       "file": "adventures/drowned-temple.yaml", "pointer": "/years", "line": 13,
                                       "column": 8}]
    assert "win_rates" not in skipped
    assert "skipped setup/player_materials/3/gold=2, years=0: invalid ('years' is 0; it must be at least 1 " \
           "[schema/minimum])" in sweep_text(grid_report)


def test_a_two_parameter_grid_has_a_heat_map_with_gaps_for_invalid_variants(grid_report):
    heat = grid_report["heatmap"]
    assert heat["x"] == {"pointer": GOLD, "values": [2, 3]} and heat["y"] == {"pointer": "/years", "values": [0, 1]}
    by_key = {v["key"]: v for v in grid_report["variants"]}
    assert heat["scores"] == [[None, None], [by_key["setup/player_materials/3/gold=2, years=1"]["balance"]["score"],
                                             by_key["setup/player_materials/3/gold=3, years=1"]["balance"]["score"]]]


def test_a_variants_games_use_seeds_from_the_master_seed_and_its_key(grid_report):
    row = grid_report["variants"][1]
    assert row["seed"] == derive_seed(7, "variant", "setup/player_materials/3/gold=2, years=1")
    assert variant_spec(RunSpec(seed=7), row["key"]).seed == row["seed"]


def test_the_same_seed_gives_the_same_report_whatever_jobs(builder, grid_report):
    two = run_sweep(small_sweep(builder, "setup/player_materials/3/gold=2..3", "years=0..1"), LocalExecutor(jobs=2))
    assert to_json(two) == to_json(grid_report)


def test_a_variant_plays_the_same_games_whatever_else_the_sweep_holds(builder, grid_report):
    alone = run_sweep(small_sweep(builder, "setup/player_materials/3/gold=3", "years=1"), LocalExecutor(jobs=1))
    assert alone["variants"][0] == grid_report["variants"][3]


def row(key, gap, se):
    return {"key": key, "valid": True, "games_finished": 100, "gap_se": se,
            "balance": {"score": round(1 - gap, 6), "largest_gap": gap, "verdict": "balanced"}}


def test_significance_compares_gaps_with_their_standard_errors():
    best, close, far = row("a", 0.10, 0.02), row("b", 0.15, 0.03), row("c", 0.20, 0.03)
    # 1.96 * sqrt(0.02^2 + 0.03^2) = 0.0707: 0.05 is within chance, 0.10 is not
    assert not significantly_fairer(best, close)
    assert significantly_fairer(best, far)
    ranked = ranking([close, far, best])
    assert [(r["rank"], r["key"], r["worse_than_best"]) for r in ranked] == [(1, "a", False), (2, "b", False), (3, "c", True)]
    assert statement(ranked) == ("The fairest variant is a (balance 0.900). It is significantly fairer (95%) than 1 "
                                 "of the 2 others. Its difference from b is within chance at 95%: play more games "
                                 "to separate them.")


def test_ties_keep_the_order_played_and_unplayed_variants_are_not_ranked():
    rows = [row("a", 0.2, 0.01), {"key": "x", "valid": False}, row("b", 0.2, 0.01)]
    assert [r["key"] for r in ranking(rows)] == ["a", "b"]
    assert statement([]) == "No variant finished a game: nothing to rank."


def test_the_suggestion_is_the_one_line_edit_to_the_designers_file(grid_report):
    s = grid_report["suggestion"]
    best = grid_report["ranking"][0]["key"]
    assert s["variant"] == best and s["own_setting_played"] is False and s["significant"] is False
    gold = 2 if "gold=2" in best else 3
    edits = [{"pointer": "/years", "line": 13, "current": 2, "value": 1}]
    if gold == 2:
        edits.insert(0, {"pointer": GOLD, "line": 255, "current": 3, "value": 2})
    assert s["edits"] == edits
    assert s["text"] == "; ".join(f"adventures/drowned-temple.yaml:{e['line']}: {e['pointer'][1:]}: "
                                  f"{e['current']} -> {e['value']}" for e in edits)


def test_keeping_the_file_as_it_is_when_its_own_setting_is_fairest(builder):
    report = run_sweep(small_sweep(builder, "years=2"), LocalExecutor(jobs=1))
    assert report["suggestion"]["edits"] == [] and report["suggestion"]["own_setting_played"] is True
    assert report["suggestion"]["text"] == ("keep adventures/drowned-temple.yaml as it is: its own setting is the "
                                            "fairest of the variants played")
    assert report["heatmap"] is None


def test_an_optuna_search_stays_in_the_ranges_and_is_deterministic(builder):
    sweep = small_sweep(builder, "setup/player_materials/3/gold=1..6", "years=1..2", games=3, search=4)
    first = run_sweep(sweep, LocalExecutor(jobs=1))
    assert first["run"]["method"] == "search" and first["run"]["search_trials"] == 4 and first["heatmap"] is None
    assert 1 <= len(first["variants"]) <= 4
    assert len({v["key"] for v in first["variants"]}) == len(first["variants"])
    for variant in first["variants"]:
        values = {a["pointer"]: a["value"] for a in variant["assignment"]}
        assert 1 <= values[GOLD] <= 6 and values["/years"] in (1, 2)
    assert to_json(run_sweep(sweep, LocalExecutor(jobs=1))) == to_json(first)


def test_ctrl_c_reports_on_the_variants_finished(builder):
    seen = []

    def progress(done, total):
        seen.append((done, total))
        if done == 5:
            raise KeyboardInterrupt

    report = run_sweep(small_sweep(builder, "years=1..3"), LocalExecutor(jobs=1), progress=progress)
    assert report["run"]["interrupted"] is True
    assert [(v["key"], v["games_played"], v["interrupted"]) for v in report["variants"]] == [
        ("years=1", 4, False), ("years=2", 1, True)]
    assert seen[-1] == (5, 12)


def test_the_html_page_shows_ranking_heat_map_skipped_variants_and_suggestion(grid_report):
    page = render_sweep_html(grid_report)
    assert page.startswith("<!doctype html>") and "<h2>Ranking</h2>" in page
    assert "Balance by /years and /setup/player_materials/3/gold" in page
    assert "Skipped variants (invalid)" in page and "Suggested change:" in page
    assert json.loads(to_json(grid_report)) == grid_report
