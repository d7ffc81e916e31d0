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
    assert s["per_game"] == {"storms": 1.0, "wrecks": 0.0, "galleon_wrecks": 0.333333, "sinkings": 0.0,
                             "ports_founded": 7.0, "unplaceable": 0.0, "tiles_laid": 72.0,
                             "spices_bought": 8.0, "spices_sold": 0.333333, "fights": 3.0,
                             "pirate_turns": 1.333333, "tolls": 7.0}
    assert s["by_seat"] == {"ports_founded": [2.666667, 1.333333, 3.0], "wrecks": [0.0, 0.0, 0.0]}
    assert s["sale_prices"] == {"sales": 1, "mean": 6.0, "min": 6, "max": 6}
    assert [(m["day"], m["mean"], m["games"]) for m in s["market"]["by_day"]][-3:] == [(6, 2.333333, 3),
                                                                                       (7, 3.666667, 3), (8, 4.0, 2)]
    assert s["market"]["mean"] == 3.826087
    assert (s["items"]["land"], s["items"]["spice"], s["items"]["malus"]) == (4.777778, 4.888889, 0.0)


def test_the_score_breakdown_goes_by_category_of_the_scoring_table(report):
    scores = report["score_breakdown"]
    assert [(c["category"], c["by_seat"], c["share"]) for c in scores["categories"]] == [
        ("colonisation", [7.333333, 4.666667, 16.666667], 0.358333), ("trade", [11.333333, 17.0, 13.333333], 0.520833),
        ("exploration", [5.333333, 0.0, 4.333333], 0.120833), ("bonuses", [0.0, 0.0, 0.0], 0.0)]
    assert scores["thresholds"] == []
    seats = [row["mean"] for row in report["victory_points"]["by_seat"]]
    assert [round(sum(c["by_seat"][s] for c in scores["categories"]), 4) for s in range(3)] == \
        [round(v, 4) for v in seats]  # the categories add up to each seat's points


def test_the_heat_maps_count_from_the_start_islands_centre(report):
    fields = {tuple(f["field"]): f for f in report["finis_terrae"]["fields"]}
    assert len(fields) == 120 and min(fields) == (-6, 4) and max(fields) == (6, 1)
    assert fields[(0, 0)] == {"field": [0, 0], "area": "", "kind": "start", "sea": 1.0, "ended": 0.0, "founded": 0.0}
    assert round(sum(f["ended"] for f in fields.values()), 4) == 3.0  # every ship of the three seats, per game
    founded = report["finis_terrae"]["per_game"]["ports_founded"]
    assert round(sum(f["founded"] for f in fields.values()), 4) == round(founded, 4)


def test_summary_lines_and_html(report):
    text = summary_text(report)
    assert ("days played (days: games): 7: 1, 8: 2\n"
            "per game: 1.00 storms, 0.00 wrecks (galleon 0.33), 0.00 sinkings in 3.00 fights, 1.33 turns as a "
            "pirate, 7.00 den tolls\n"
            "per game: 7.00 ports founded (by seat 2.67 1.33 3.00), 72.00 tiles laid, 0.00 could not be laid\n"
            "spices per game: 8.00 bought, 0.33 sold; 1 sale at 6.00 coins a spice (6-6)\n") in text
    assert "  colonisation       7.33   4.67  16.67   mean 9.56   35.8%\n" in text
    assert "length: days 7.7 (median 8, 7-8), turns 23.0 (median 24, 21-24)," in text  # days, not seasons
    page = render_html(report)
    for title in ("<h2>Finis Terrae</h2>", "<h2>Where the points come from</h2>",
                  "<h2>The sea, counted from the start island&#x27;s centre (per game)</h2>", "<h2>Coverage</h2>"):
        assert title in page
    assert "<td>finale</td><td>The finale weather card came up a second time: the last sunny day was played</td>" \
           "<td>100.0%</td><td></td>" in page
    assert "<b>Scoring items never scored:</b> quadrants, bonus, malus" in page
