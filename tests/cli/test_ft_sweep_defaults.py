"""`isleforge sweep` on a value the adventure leaves to its default: Windward Sea writes no `rules`, yet
its den toll is swept, each variant plays with its own toll, and the report calls the file's setting
the schema's default (3); the same for a Haze Islands rule left out."""

from __future__ import annotations

import json

from editor.cli import main
from engine.sim.variants import VariantBuilder


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_sweep_of_the_den_toll_windward_sea_leaves_out(capsys):
    assert "rules:" not in VariantBuilder.open("windward-sea").text
    code, out, _ = run(capsys, "sweep", "windward-sea", "--vary", "rules/den_toll=0,3,12", "--games", "4",
                       "--bots", "random", "--seed", "1", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.splitlines() == [
        "sweep of windward-sea (adventures/finis-terrae/windward-sea.yaml): 3 variants x 4 games, random bots, seed 1, grid",
        "rank  balance  gap    first-player  seats (win rate)            variant",
        "   1  0.875    0.125  -0.083        25.0% 37.5% 37.5%           rules/den_toll=0",
        "   2  0.625    0.375  -0.250        8.3% 45.8% 45.8%            rules/den_toll=3",
        "   3  0.250    0.750  +0.417        75.0% 0.0% 25.0%            rules/den_toll=12",
        "The fairest variant is rules/den_toll=0 (fit 0.875). Its difference from rules/den_toll=3, rules/den_toll=12 "
        "is within chance at 95%: play more games to separate them.",
        "suggested change: adventures/finis-terrae/windward-sea.yaml:1: rules/den_toll: 3 (not written: the default) "
        "-> 0 (not significantly fairer than the file's setting)",
    ]


def test_each_variant_plays_with_its_own_toll_and_the_report_names_the_default(capsys):
    builder = VariantBuilder.open("windward-sea")
    assert [builder.build({"/rules/den_toll": v}).adventure.rules.den_toll for v in (0, 3, 12)] == [0, 3, 12]
    code, out, _ = run(capsys, "sweep", "windward-sea", "--vary", "rules/den_toll=0,12", "--games", "4",
                       "--bots", "random", "--seed", "1", "--jobs", "1", "--no-progress", "--json", "-")
    assert code == 0
    report = json.loads(out)
    assert report["parameters"] == [{"pointer": "/rules/den_toll", "values": [0, 12], "current": 3}]
    assert [(v["key"], v["valid"]) for v in report["variants"]] == [("rules/den_toll=0", True), ("rules/den_toll=12", True)]
    assert report["suggestion"]["text"] == ("adventures/finis-terrae/windward-sea.yaml:1: rules/den_toll: 3 "
                                            "(not written: the default) -> 0")


def test_a_misspelt_absent_field_is_refused_before_a_game(capsys):
    code, _, err = run(capsys, "sweep", "windward-sea", "--vary", "rules/den_tol=1,2", "--games", "1", "--no-progress")
    assert code == 2
    assert err.strip() == ("isleforge: error: --vary: adventures/finis-terrae/windward-sea.yaml:1: /rules/den_tol: the "
                           "adventure has no field 'den_tol' here, and the finis-terrae adventure schema allows none "
                           "(did you mean 'den_toll'?)")


def test_a_haze_islands_rule_left_at_its_default_is_swept(capsys):
    builder = VariantBuilder.open("misty-reach")
    assert not builder.in_file("/rules/attack_damage") and builder.current("/rules/attack_damage") == 1
    assert [builder.build({"/rules/attack_damage": v}).adventure.rules.attack_damage for v in (1, 2)] == [1, 2]
    code, out, _ = run(capsys, "sweep", "misty-reach", "--vary", "rules/attack_damage=1,2", "--games", "2",
                       "--players", "2", "--bots", "random", "--seed", "1", "--jobs", "1", "--no-progress")
    assert code == 0
    assert out.splitlines()[2:4] == [
        "   1  1.000    0.000  +0.000        0.0% 0.0%                   rules/attack_damage=1",
        "   2  1.000    0.000  +0.000        0.0% 0.0%                   rules/attack_damage=2",
    ]
