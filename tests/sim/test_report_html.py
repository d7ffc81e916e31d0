"""The generic sections of the HTML report (html_generic.py) and heat maps on any coordinates (charts.py).

Every ruleset's report draws the victory conditions, the map and coverage from the data its hooks
give (`Ruleset.report_conditions`, `report_map`, `report_coverage`); a heat map's canvas is the
bounding box of its fields, wherever they lie.
"""

from __future__ import annotations

import json
import re

import pytest

from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset
from engine.sim import charts, html_generic
from engine.sim.batch import run_batch
from engine.sim.content import load_playable
from engine.sim.html import render_html
from engine.sim.report import build_report, to_json
from engine.sim.runner import RunSpec

SQUARES = Ruleset()  # the default field_outline: squares of 1.8 * size in columns and rows


def _square(coord, size):
    return SQUARES.field_outline("square", coord, size)


def _field(col, row, value=1.0, kind="land"):
    return {"field": [col, row], "area": "", "kind": kind, "n": value}


def _canvas(svg: str) -> str:
    return re.search(r'<svg viewBox="([^"]*)" width="([^"]*)" height="([^"]*)"', svg).groups()


# -- heat maps on any coordinates ----------------------------------------------------------------
def test_the_canvas_of_a_heat_map_is_the_bounding_box_of_its_fields_negative_ones_too():
    # size 20: a square is 36 wide; (-2, -1) spans x -72..-36, y -36..0; (1, 3) spans x 36..72, y 108..144
    svg = charts.heat_map([_field(-2, -1), _field(1, 3)], "n", "n", _square)
    assert _canvas(svg) == ("-72 -36 148 184", "148", "184")  # 72 - (-72) + 4, 144 - (-36) + 4


def test_a_map_far_from_the_origin_is_drawn_without_an_empty_band():
    svg = charts.heat_map([_field(2, 2), _field(3, 2)], "n", "n", _square)
    assert _canvas(svg) == ("72 72 76 40", "76", "40")  # x 72..144, y 72..108


def test_the_canvas_of_a_map_from_the_origin_is_as_before():
    svg = charts.heat_map([_field(0, 0), _field(1, 1)], "n", "n", _square)
    assert _canvas(svg) == ("0 0 76 76", "76", "76")


def test_the_canvas_rounds_a_corner_a_hair_below_zero_to_zero_and_fractions_outward():
    assert charts.canvas([(-1e-15, 0.0), (10.0, 5.0)]) == (0, 0, 14.0, 9.0)
    assert charts.canvas([(-3.6, 2.5), (10.0, 5.0)]) == (-4, 2, 18.0, 7.0)
    assert charts.canvas([]) == (0, 0, 4.0, 4.0)


def test_an_isles_of_terror_hex_map_starts_where_its_fields_do():
    terror = rulesets.get("isles-of-terror")
    svg = charts.heat_map([_field(1, 1), _field(2, 1)], "n", "n",
                          lambda coord, size: terror.field_outline("hex", coord, size))
    # hexes of size 20, 34.64 high: column 1 spans x 30..70, column 2 x 60..100; row 1 of column 2 spans
    # y 34.64..69.28, of column 1 (half a field lower) 51.96..86.60: the box is x 30..100, y 34..86.60
    assert _canvas(svg) == ("30 34 74 57", "74", "57")


# -- the generic sections from the hooks -----------------------------------------------------------
@pytest.fixture(scope="module")
def lagoon_report():
    lagoon = load_playable("lagoon-crossing")
    return json.loads(to_json(build_report(lagoon, run_batch(lagoon, RunSpec(players=2, seed=3), 6, jobs=1))))


def test_island_clash_lists_both_endings_with_titles_and_flags_the_one_never_reached(lagoon_report):
    clash = rulesets.get("island-clash")
    shares = {e["condition"]: e["share"] for e in lagoon_report["endings"]}
    found = clash.report_conditions(lagoon_report)
    assert found["columns"] == ["title"]
    assert [(r["condition"], r["values"], r["share"], r["never"]) for r in found["rows"]] == [
        ("cards-out", ["Every hand empty after the resource deck ran out"], shares.get("cards-out", 0.0),
         "cards-out" not in shares),
        ("last-standing", ["One player left on the board"], shares.get("last-standing", 0.0),
         "last-standing" not in shares)]
    with_none = {**lagoon_report, "endings": [{"condition": "cards-out", "title": "", "timing": "end_of_game",
                                                "games": 6, "share": 1.0}]}
    assert html_generic.conditions(with_none, clash) == [
        "<h2>Victory conditions</h2>",
        "<table><thead><tr><th>condition</th><th>title</th><th>decided</th><th></th></tr></thead><tbody>"
        "<tr><td>cards-out</td><td>Every hand empty after the resource deck ran out</td><td>100.0%</td><td></td></tr>"
        "<tr><td>last-standing</td><td>One player left on the board</td><td>0.0%</td><td>NEVER</td></tr>"
        "</tbody></table>"]


def test_island_clash_draws_four_heat_maps_of_its_board_on_squares(lagoon_report):
    page = render_html(lagoon_report)
    board = page[page.index("<h2>The board (per game)</h2>"):page.index("<h2>Coverage</h2>")]
    fields = lagoon_report["island_clash"]["fields"]
    assert board.count("<figure>") == 4 and board.count("<polygon ") == 4 * len(fields)
    for caption in ("units moved in per game", "battles per game", "units recruited per game",
                    "units held at the end per game"):
        assert f"<figcaption>{caption} (max " in board
    cols = [f["field"][0] for f in fields]
    rows = [f["field"][1] for f in fields]
    width, height = (max(cols) - min(cols) + 1) * 36 + 4, (max(rows) - min(rows) + 1) * 36 + 4
    assert _canvas(board)[0] == f"{min(cols) * 36} {min(rows) * 36} {width} {height}"


def test_island_clash_coverage_lists_cards_never_played_and_areas_never_entered(lagoon_report):
    s = lagoon_report["island_clash"]
    never = [f"{f['field'][0]},{f['field'][1]}" for f in s["fields"] if f["entered"] == 0]
    assert rulesets.get("island-clash").report_coverage(lagoon_report) == {
        "lists": [("Cards never played", s["cards_never_played"]), ("Areas never entered", never)]}
    page = render_html(lagoon_report)
    assert f"<p><b>Areas never entered:</b> {', '.join(never) if never else 'none'}</p>" in page


def test_a_ruleset_without_hooks_gets_its_conditions_from_the_endings():
    plain = Ruleset()
    report = {"endings": [{"condition": "time-up", "title": "The last turn played", "timing": "", "games": 3,
                           "share": 0.75},
                          {"condition": "(no winner)", "title": "", "timing": "", "games": 1, "share": 0.25}]}
    assert html_generic.sections(report, plain) == [
        "<h2>Victory conditions</h2>",
        "<table><thead><tr><th>condition</th><th>title</th><th>decided</th><th></th></tr></thead><tbody>"
        "<tr><td>time-up</td><td>The last turn played</td><td>75.0%</td><td></td></tr>"
        "<tr><td>(no winner)</td><td></td><td>25.0%</td><td></td></tr></tbody></table>"]
