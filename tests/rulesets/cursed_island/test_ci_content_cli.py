"""Cursed Island content through the real CLI: `isleforge new adventure --ruleset cursed-island` starts a
scenario from the template `new-cursed`, which validates against the bundled island, cast and decks and
resolves; `isleforge validate` locates a broken scenario's problems in the file the designer wrote."""

from __future__ import annotations

from pathlib import Path

from editor.cli import main
from engine.content import paths
from engine.content.library import read_file
from engine.content.validate import validate_paths
from engine.rulesets.cursed_island import content, model


def test_new_adventure_starts_a_scenario_from_the_template(tmp_path: Path, capsys):
    assert main(["new", "adventure", "coral-cay", "--ruleset", "cursed-island", "--dir", str(tmp_path)]) == 0
    target = tmp_path / "coral-cay.yaml"
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=") and "cursed-island/adventure.schema.json" in text
    data = read_file(target).data
    assert (data["kind"], data["ruleset"], data["id"], data["title"], data["rounds"]) == (
        "adventure", "cursed-island", "coral-cay", "Coral Cay", 12)
    capsys.readouterr()
    assert main(["validate", str(target)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "1 file checked: no problems"
    validation = validate_paths([paths.library_dir(), target])
    scenario = content.resolve(validation, "coral-cay")
    assert isinstance(scenario, model.Scenario) and scenario.goal.timing == "end_of_round"
    assert scenario.island.id == "castaway-isle" and len(scenario.events) == 24


def test_validate_locates_a_broken_scenarios_problems(tmp_path: Path, capsys):
    assert main(["new", "adventure", "reef-run", "--ruleset", "cursed-island", "--dir", str(tmp_path)]) == 0
    target = tmp_path / "reef-run.yaml"
    text = target.read_text(encoding="utf-8").replace("rounds: 12", "rounds: 11").replace(
        "start_tile: wreck-beach", "start_tile: wreck-bech")
    target.write_text(text, encoding="utf-8")
    lines = text.splitlines()
    weather_line = next(i for i, line in enumerate(lines, 1) if line.startswith("weather:")) + 1
    tile_line = next(i for i, line in enumerate(lines, 1) if line.startswith("start_tile:"))
    capsys.readouterr()
    assert main(["validate", str(target)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"{target}:{weather_line}:3: error: the weather schedule has 12 rounds, more than the scenario's 11 "
        "[cursed/weather-rounds]",
        "    Write one entry per round (11); a round without weather is [].",
        f"{target}:{tile_line}:13: error: no tile of the island 'castaway-isle' has the id 'wreck-bech' "
        "[cursed/unknown-tile]",
        "    Did you mean 'wreck-beach'?",
        "2 errors, 0 warnings in 1 file",
    ]
