"""The generic report pieces a game with categories of points, thresholds, a nemesis and a board grown
from cards fills (engine/sim/report_scores.py, report_nemesis.py, charts.heat_map's `start`), worked by
hand on a ruleset of the test's own that no shared file knows."""

from __future__ import annotations

import json
import re

import pytest

from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset
from engine.sim import report_schema
from engine.sim.batch import BatchResult
from engine.sim.charts import heat_map
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text
from engine.sim.runner import GameResult, RunSpec


class Hunt(Ruleset):
    """Two seats score from quests and from a beast's cards; the beast moves and sinks."""

    id = "hunt-test"
    title = "Hunt"

    def score_breakdown_spec(self, model, mode):
        return {"categories": {"quest": "Quests", "beast": "Beast cards"},
                "thresholds": [{"name": "hero", "title": "Hero", "points": 5, "scope": "seat"},
                               {"name": "crew", "title": "Crew target", "points": 9, "scope": "team"}]}

    def nemesis_title(self, model):
        return "The Beast"


@pytest.fixture
def hunt():
    ruleset = rulesets.register(Hunt())
    yield ruleset
    rulesets.unregister(ruleset.id)


def _report():
    adventure = type("Adventure", (), {"id": "lair", "title": "Lair", "version": "1.0.0", "digest": "0" * 64,
                                       "ruleset": "hunt-test", "modes": ()})()

    def game(k, quest, beast, nemesis, finished=True):
        vp = tuple(q + b for q, b in zip(quest, beast, strict=True))
        r = GameResult(index=k, seed=k, factions=("a", "b"), finished=finished, vp=vp, returns=(1.0, 0.0),
                       winners=(0,))
        r.scores = {"quest": quest, "beast": beast}
        r.nemesis = nemesis
        return r

    results = [game(0, (4, 2), (3, 0), [{"round": 1, "moved": 2, "damage": 1, "sunk": 0},
                                        {"round": 2, "moved": 3, "damage": 4, "sunk": 1}]),
               game(1, (1, 2), (0, 0), [{"round": 1, "moved": 0, "damage": 0}]),
               game(2, (9, 9), (9, 9), [{"round": 1, "moved": 9, "damage": 9, "sunk": 9}], finished=False)]
    return build_report(adventure, BatchResult(RunSpec(players=2), 3, results))


def test_score_breakdown_and_thresholds_by_hand(hunt):
    report = _report()
    assert report_schema.errors(json.loads(json.dumps(report))) == []
    assert report["score_breakdown"] == {
        "games": 2,
        "categories": [{"category": "quest", "title": "Quests", "by_seat": [2.5, 2.0], "mean": 2.25, "share": 0.75},
                       {"category": "beast", "title": "Beast cards", "by_seat": [1.5, 0.0], "mean": 0.75,
                        "share": 0.25}],
        "thresholds": [{"name": "hero", "title": "Hero", "points": 5, "scope": "seat", "by_seat": [0.5, 0.0],
                        "share": 0.25},
                       {"name": "crew", "title": "Crew target", "points": 9, "scope": "team", "share": 0.5}]}


def test_nemesis_by_round_and_per_game(hunt):
    report = _report()
    nemesis = report["nemesis"]
    assert nemesis["title"] == "The Beast" and nemesis["games"] == 2
    assert nemesis["rounds"] == [{"round": 1, "games": 2, "moved": 1.0, "damage": 0.5, "sunk": 0.0},
                                 {"round": 2, "games": 1, "moved": 3.0, "damage": 4.0, "sunk": 1.0}]
    assert (nemesis["per_game"]["moved"]["mean"], nemesis["per_game"]["damage"]["max"],
            nemesis["per_game"]["sunk"]["mean"]) == (2.5, 5, 0.5)


def test_terminal_and_html_show_both(hunt):
    report = _report()
    text = summary_text(report)
    assert "  quest              2.50   2.00   mean 2.25   75.0%\n" in text
    assert "  seat reaches hero (5): 25.0% (by seat 50.0% 0.0%)\n  team reaches crew (9): 50.0%\n" in text
    assert ("The Beast per game: moved 2.50, damage 2.50, sunk 0.50; by round (games: moved / damage / sunk):\n"
            "  round 1 (2): 1.00 / 0.50 / 0.00\n  round 2 (1): 3.00 / 4.00 / 1.00\n") in text
    page = render_html(report)
    assert "<h2>Where the points come from</h2>" in page and "<h2>The nemesis: The Beast</h2>" in page
    assert "<tr><td>crew</td><td>Crew target</td><td>9</td><td>the team</td><td>50.0%</td><td>-</td></tr>" in page


def test_a_ruleset_without_them_gets_neither_key(hunt):
    plain = GameResult(index=0, seed=0, factions=("a",), finished=True, vp=(1,), returns=(1.0,), winners=(0,))
    adventure = type("Adventure", (), {"id": "x", "title": "X", "version": "1", "digest": "0" * 64,
                                       "ruleset": "hunt-test", "modes": ()})()
    report = build_report(adventure, BatchResult(RunSpec(players=1), 1, [plain]))
    assert "score_breakdown" not in report and "nemesis" not in report


def _outline(coord, size):
    x, y = coord[0] * size, coord[1] * size
    return [(x, y), (x + size, y), (x + size, y + size), (x, y + size)], (x + size / 2, y + size / 2)


def test_a_grown_board_heat_map_counts_from_its_start_and_draws_negative_cells():
    """Cells west and north of the first card are negative once counted from it; the canvas starts at the
    smallest corner, so every cell is inside it, and each is labelled relative to the start."""
    fields = [{"field": [5, 5], "area": "", "kind": "land", "sunk": 1.0},
              {"field": [3, 6], "area": "", "kind": "land", "sunk": 0.5},
              {"field": [5, 2], "area": "", "kind": "land", "sunk": 0.25}]
    svg = heat_map(fields, "sunk", "sinkings", _outline, size=10, start=(5, 5))
    assert '<svg viewBox="-20 -30 34 54"' in svg
    assert re.findall(r"<title>[-\d]+,[-\d]+ \(([-\d]+),([-\d]+)\)", svg) == [("0", "0"), ("-2", "1"), ("0", "-3")]
    corners = [tuple(map(float, p.split(","))) for poly in re.findall(r'points="([^"]+)"', svg) for p in poly.split()]
    assert min(x for x, _ in corners) == -20 and min(y for _, y in corners) == -30
    assert heat_map(fields, "sunk", "t", _outline, size=10) != svg  # without a start: absolute cells
