"""Haze Islands' playtest report on a fixed-seed run of four random games: its own sections, the generic
score breakdown and nemesis sections it fills, the map counted from the first location, the team in
cooperative play; each report validates against the composed schema."""

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
def reach():
    return load_playable("misty-reach")


def _report(reach, mode):
    spec = RunSpec(players=1 if mode == "solo" else 3, bots="random", seed=2, mode=mode)
    report = build_report(reach, run_batch(reach, spec, 4, jobs=1))
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    return report


@pytest.fixture(scope="module")
def competitive(reach):
    return _report(reach, "competitive")


def test_the_games_own_sections_exactly(competitive):
    s = competitive["haze_islands"]
    assert s["games"] == 4 and s["rounds"] == [{"value": 6, "games": 4}]
    assert s["per_game"] == {"sinkings": 4.75, "castaways": 0.0, "ghosts": 4.75, "hijacks": 0.0, "revivals": 3.25,
                             "doom_cards": 0.25, "scouted": 13.25, "raids": 13.5, "doom_attacks": 0.25,
                             "deployed": 5.25}
    assert (s["doom_power"], s["doom_defeated"], s["completed"]) == ({"mean": 7.0, "max": 7}, 0.0,
                                                                      {"double": 0.0, "single": 1.75})
    assert s["status_at_end"] == {"survivor": 0.5, "castaway": 0.0, "ghost": 0.5, "sunk": 0.0}
    assert set(s["orders_used"].values()) == {0.0} and len(s["orders_never_used"]) == 16
    assert s["titles"] == {"Bilge Captain": 0.0, "Squall Captain": 0.0, "Dread Captain": 0.0,
                           "Captain of the Haze": 0.0}  # random seats never reach 10 icons


def test_the_map_counts_from_the_first_location(competitive):
    fields = {tuple(f["field"]): f for f in competitive["haze_islands"]["fields"]}
    assert fields[(0, 0)]["laid"] == 1.0 and fields[(0, 0)]["struck"] == 2.75 and fields[(0, 0)]["sunk"] == 1.25
    assert (-3, -3) in fields and min(x for x, _ in fields) == -3  # the board grew west and north of its start
    assert sum(f["sunk"] for f in fields.values()) == competitive["haze_islands"]["per_game"]["sinkings"]


def test_score_breakdown_and_the_doom_as_nemesis(competitive):
    scores = competitive["score_breakdown"]
    assert [(c["category"], c["by_seat"]) for c in scores["categories"]] == [
        ("adventure", [0.75, 0.5, 0.5]), ("order", [0.0, 0.0, 0.0]), ("doom", [0.0, 0.0, 1.0])]
    assert [t["points"] for t in scores["thresholds"]] == [10, 15, 20, 25]
    nemesis = competitive["nemesis"]
    assert nemesis["title"] == "The Doom"
    assert [(r["round"], r["moved"], r["damage"], r["sunk"]) for r in nemesis["rounds"]] == [
        (1, 0.0, 3.5, 0.25), (2, 1.5, 1.5, 0.5), (3, 0.25, 3.75, 1.0), (4, 1.5, 3.5, 1.0), (5, 2.25, 3.75, 1.0),
        (6, 3.75, 3.25, 1.0)]


def test_summary_lines_and_html(competitive):
    text = summary_text(competitive)
    assert ("The Doom: final power 7.00 (up to 7), 0.25 Doom cards taken per game, defeated in 0.0% of games\n"
            "per game: 4.75 sinkings (0.00 castaways, 4.75 ghost ships), 0.00 hijacks, 3.25 revivals\n") in text
    assert "  round 6 (4): 3.75 / 3.25 / 1.00\n" in text
    page = render_html(competitive)
    for title in ("<h2>Haze Islands</h2>", "<h2>Where the points come from</h2>", "<h2>The nemesis: The Doom</h2>",
                  "<h2>Where it happened, counted from the first location (per game)</h2>", "<h2>Coverage</h2>"):
        assert title in page
    assert "<td>doom-defeated</td><td>The Doom was defeated</td><td>0.0%</td><td>NEVER</td>" in page


def test_cooperative_play_reports_the_team_and_its_target(reach):
    report = _report(reach, "cooperative")
    team = report["cooperative"]["team"]
    assert (team["overall"]["games"], team["overall"]["wins"]) == (4, 0.0)
    assert team["losses"] == [{"loss": "sunk", "title": "A ship sank to The Doom (team mode: the team loses)",
                               "games": 4, "share": 1.0, "years": [{"year": 3, "games": 2}, {"year": 4, "games": 1},
                                                                        {"year": 5, "games": 1}]}]
    # the sunk ship ends as "sunk", not as a survivor (one of the three seats in each game)
    assert report["haze_islands"]["status_at_end"] == {"survivor": 0.666667, "castaway": 0.0, "ghost": 0.0, "sunk": 0.333333}
    # misty-reach's cooperative target is its `mode_rules:` one (6), not the shared rules' 40
    assert report["score_breakdown"]["thresholds"][-1] == {"name": "cooperative-target", "title": "The crews' target "
                                                           "together", "points": 6, "scope": "team", "share": 0.0}
