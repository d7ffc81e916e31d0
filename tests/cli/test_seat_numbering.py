"""Seats are numbered from 1 wherever people read them (issue 31, item 5): the terminal summary, the HTML
report and the campaign's text and HTML; the JSON keeps the engine's index from 0, as its schema says."""

from __future__ import annotations

import json
import re

import pytest

from editor.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize(("adventure", "players"), [("drowned-temple", 3), ("lagoon-crossing", 2)])
def test_the_text_and_html_number_seats_from_1_and_the_json_from_0(tmp_path, capsys, adventure, players):
    page, data = tmp_path / "r.html", tmp_path / "r.json"
    code, out, _ = run(capsys, "playtest", adventure, "--bots", "random", "--games", "6", "--jobs", "1",
                       "--json", str(data), "--html", str(page))
    assert code == 0
    report = json.loads(data.read_text(encoding="utf-8"))
    assert [row["seat"] for row in report["win_rates"]["by_seat"]] == list(range(players))
    assert re.findall(r"^  seat (\d):", out, re.M) == [str(n) for n in range(1, players + 1)]
    balance = report["balance"]
    assert (f"best seat {balance['best_seat'] + 1}, worst seat {balance['worst_seat'] + 1})" in out)
    assert "seat 0" not in out
    html = page.read_text(encoding="utf-8")
    assert re.findall(r'text-anchor="end">seat (\d)</text>', html)[:players] == [str(n) for n in range(1, players + 1)]
    assert [f"VP of seat {n}" in html for n in range(1, players + 1)] == [True] * players
    assert f"best seat {balance['best_seat'] + 1}, worst seat {balance['worst_seat'] + 1}, gap" in html
    assert "seat 0" not in html


def test_the_campaign_text_and_html_number_seats_from_1(tmp_path, capsys):
    page, data = tmp_path / "c.html", tmp_path / "c.json"
    code, out, _ = run(capsys, "playtest", "isles-of-ash", "--bots", "random", "--games", "2", "--jobs", "1",
                       "--json", str(data), "--html", str(page))
    assert code == 0
    report = json.loads(data.read_text(encoding="utf-8"))
    assert report["run"]["lead_seat"] == 0
    assert "branches read seat 1's outcome" in out
    assert re.findall(r"^  seat (\d):", out, re.M) == ["1", "2", "3"]
    html = page.read_text(encoding="utf-8")
    assert "branches read seat 1's outcome" in html
    assert re.findall(r'text-anchor="end">seat (\d)</text>', html)[:3] == ["1", "2", "3"]
    assert "seat 0" not in out + html


def test_the_report_schemas_say_the_json_counts_seats_from_0_and_people_read_them_from_1():
    from engine.content import paths

    for name in ("playtest-report.schema.json", "campaign-report.schema.json"):
        text = (paths.schemas_dir() / name).read_text(encoding="utf-8")
        assert text.count('0 is the first seat); the text and HTML reports and the editor name it from 1') >= 3


def test_the_ladders_conclusions_name_seats_from_1_as_the_json_keys_them_from_0():
    from engine.sim.skill import ladder_lines

    ladder = {"rungs": ["random", "greedy"], "believed_bots": "greedy",
              "changes": [{"metric": "seat 0 win rate", "readings": {"random": "even", "greedy": "favoured"},
                           "believed": "favoured"}]}
    assert ladder_lines(ladder)[1] == "  CHANGES seat 1 win rate: even -> favoured; believed: favoured"
    assert ladder["changes"][0]["metric"] == "seat 0 win rate"  # the report's own key is untouched
