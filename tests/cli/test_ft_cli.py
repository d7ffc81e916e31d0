"""`isleforge playtest` and `sweep` on the bundled Finis Terrae seas: the report validates against its
composed schema and carries the game's own sections and the skill gap of a greedy seat among random
ones; a sweep varies numbers of the rules and of the scoring table."""

from __future__ import annotations

import json

from editor.cli import main
from engine.sim import report_schema


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_playtest_writes_a_valid_report_with_the_games_own_sections(capsys):
    code, out, _ = run(capsys, "playtest", "windward-sea", "--games", "3", "--bots", "greedy,random,random",
                       "--seed", "1", "--jobs", "1", "--json", "-", "--no-progress")
    assert code == 0
    report = json.loads(out)
    assert report_schema.errors(report) == [] and report["ruleset"] == "finis-terrae"
    assert report["finis_terrae"]["games"] == 3 and report["finis_terrae"]["per_game"]["tiles_laid"] == 71.666667
    assert [c["category"] for c in report["score_breakdown"]["categories"]] == [
        "colonisation", "trade", "exploration", "bonuses"]
    gap = report["skill_gap"]["by_kind"]
    assert [(row["bots"], row["games"], row["rate"]) for row in gap] == [("greedy", 3, 1.0), ("random", 6, 0.0)]


def test_sweep_varies_a_number_of_the_rules_and_of_the_scoring_table(capsys):
    code, out, _ = run(capsys, "sweep", "elbow-reach", "--vary", "rules/port_cost=3,6", "--vary", "scoring/spice=2..3",
                       "--games", "2", "--bots", "random", "--seed", "1", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.startswith("sweep of elbow-reach (adventures/finis-terrae/elbow-reach.yaml): 4 variants x 2 games, "
                          "random bots, seed 1, grid\n")
    for variant in ("rules/port_cost=3, scoring/spice=2", "rules/port_cost=6, scoring/spice=3"):
        assert variant in out


def test_sweep_varies_the_standard_games_port_cost(capsys):
    code, out, _ = run(capsys, "sweep", "windward-sea", "--vary", "rules/port_cost=4..6", "--games", "2",
                       "--bots", "greedy", "--seed", "3", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.startswith("sweep of windward-sea (adventures/finis-terrae/windward-sea.yaml): 3 variants x 2 games, "
                          "greedy bots, seed 3, grid\n")
    assert all(f"rules/port_cost={v}" in out for v in (4, 5, 6))
