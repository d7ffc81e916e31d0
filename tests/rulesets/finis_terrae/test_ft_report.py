"""Finis Terrae's playtest report on a fixed-seed run of three greedy games: its own sections (days,
storms, wrecks, ports, tiles, spices), the generic score breakdown by category of the scoring table,
the heat maps of the sea counted from the start island's centre, the terminal lines and the HTML;
the report validates against the composed schema."""

from __future__ import annotations

import json

import pytest

from engine.sim import report_schema
from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import RunSpec


@pytest.fixture(scope="module")
def report():
    sea = load_playable("windward-sea")
    report = build_report(sea, run_batch(sea, RunSpec(players=3, bots="greedy", seed=2), 3, jobs=1))
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    return report


def test_the_games_own_sections_exactly(report):
    s = report["finis_terrae"]
    assert s["games"] == 3 and s["days"] == [{"value": 7, "games": 1}, {"value": 8, "games": 2}]
    assert s["per_game"] == {"storms": 1.0, "wrecks": 0.0, "galleon_wrecks": 0.333333, "sinkings": 0.333333,
                             "ports_founded": 5.333333, "unplaceable": 0.0, "tiles_laid": 72.0,
                             "spices_bought": 9.333333, "spices_sold": 1.0, "fights": 3.666667,
                             "pirate_turns": 1.333333, "tolls": 5.0}
    assert s["by_seat"] == {"ports_founded": [1.333333, 1.333333, 2.666667], "wrecks": [0.0, 0.0, 0.0]}
    assert s["sale_prices"] == {"sales": 3, "mean": 8.0, "min": 6, "max": 9}
    assert [(m["day"], m["mean"], m["games"]) for m in s["market"]["by_day"]][-3:] == [(6, 2.333333, 3),
                                                                                       (7, 3.666667, 3), (8, 4.5, 2)]
    assert s["market"]["mean"] == 3.782609
    assert (s["items"]["land"], s["items"]["spice"], s["items"]["malus"]) == (4.111111, 5.555556, -0.333333)


def test_the_score_breakdown_goes_by_category_of_the_scoring_table(report):
    scores = report["score_breakdown"]
    assert [(c["category"], c["by_seat"], c["share"]) for c in scores["categories"]] == [
        ("colonisation", [7.0, 5.333333, 14.333333], 0.347826), ("trade", [13.333333, 14.0, 14.666667], 0.547826),
        ("exploration", [1.666667, 0.0, 5.333333], 0.091304), ("bonuses", [0.0, 0.0, -1.0], 0.013043)]
    assert scores["thresholds"] == []
    seats = [row["mean"] for row in report["victory_points"]["by_seat"]]
    assert [round(sum(c["by_seat"][s] for c in scores["categories"]), 4) for s in range(3)] == \
        [round(v, 4) for v in seats]  # the categories add up to each seat's points


def test_the_heat_maps_count_from_the_start_islands_centre(report):
    fields = {tuple(f["field"]): f for f in report["finis_terrae"]["fields"]}
    assert len(fields) == 112 and min(fields) == (-6, -1) and max(fields) == (6, 1)
    assert fields[(0, 0)] == {"field": [0, 0], "area": "", "kind": "start", "sea": 1.0, "ended": 0.0, "founded": 0.0}
    assert round(sum(f["ended"] for f in fields.values()), 4) == 3.0  # every ship of the three seats, per game
    founded = report["finis_terrae"]["per_game"]["ports_founded"]
    assert round(sum(f["founded"] for f in fields.values()), 4) == round(founded, 4)


def test_summary_lines_and_html(report):
    text = summary_text(report)
    assert ("days played (days: games): 7: 1, 8: 2\n"
            "per game: 1.00 storms, 0.00 wrecks (galleon 0.33), 0.33 sinkings in 3.67 fights, 1.33 turns as a "
            "pirate, 5.00 den tolls\n"
            "per game: 5.33 ports founded (by seat 1.33 1.33 2.67), 72.00 tiles laid, 0.00 could not be laid\n"
            "spices per game: 9.33 bought, 1.00 sold; 3 sales at 8.00 coins a spice (6-9)\n") in text
    assert "  colonisation       7.00   5.33  14.33   mean 8.89   34.8%\n" in text
    assert "length: days 7.7 (median 8, 7-8), turns 23.0 (median 24, 21-24)," in text  # days, not seasons
    page = render_html(report)
    for title in ("<h2>Finis Terrae</h2>", "<h2>Where the points come from</h2>",
                  "<h2>The sea, counted from the start island&#x27;s centre (per game)</h2>", "<h2>Coverage</h2>"):
        assert title in page
    assert "<td>finale</td><td>The finale weather card came up a second time: the last sunny day was played</td>" \
           "<td>100.0%</td><td></td>" in page
    assert "<b>Scoring items never scored:</b> fort, quadrants, bonus" in page
