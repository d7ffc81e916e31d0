"""The `isleforge` command line: output formats, exit codes, list and new."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from editor.cli import main
from engine.content import paths
from engine.content.yaml_io import read_file

LIBRARY = paths.library_dir()

BROKEN = """\
kind: event-cards
schema_version: 1
id: broken-events
set: core
title: Broken
cards:
  - id: storm
    title: Storm
    colour: grey
"""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "events.yaml").write_text(BROKEN, encoding="utf-8")
    return tmp_path


def test_validate_the_bundled_library_reports_no_problems(capsys):
    assert main(["validate"]) == 0
    out = capsys.readouterr().out
    assert out.endswith("files checked: no problems\n")


def test_validate_prints_file_line_column_severity_message_code_and_hint(folder: Path, capsys, monkeypatch):
    monkeypatch.chdir(folder)
    assert main(["validate", "events.yaml"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "events.yaml:9:13: error: 'colour' is 'grey', which is not one of: green, red, gray [schema/enum]"
    assert out[1] == "    Did you mean 'gray'?"
    assert out[-1] == "1 error, 0 warnings in 1 file"


def test_validate_json_lists_the_diagnostic_fields(folder: Path, capsys, monkeypatch):
    monkeypatch.chdir(folder)
    assert main(["validate", "--format", "json", "events.yaml"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data == [{
        "severity": "error", "code": "schema/enum",
        "message": "'colour' is 'grey', which is not one of: green, red, gray",
        "file": "events.yaml", "pointer": "/cards/0/colour", "line": 9, "column": 13,
        "hint": "Did you mean 'gray'?",
    }]


def test_a_missing_path_is_a_usage_problem(capsys, tmp_path: Path):
    assert main(["validate", str(tmp_path / "nope.yaml")]) == 2
    assert "no such file or folder, nor a content id" in capsys.readouterr().err


def test_validate_accepts_an_id_as_playtest_does(capsys, tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["validate", "drowned-temple"]) == 0
    assert capsys.readouterr().out == "1 file checked: no problems\n"
    assert main(["validate", "no-such-isle"]) == 2
    assert capsys.readouterr().err == "isleforge: error: no such file or folder, nor a content id: no-such-isle\n"
    assert main(["new", "adventure", "my-isle"]) == 0
    capsys.readouterr()
    assert main(["validate", "my-isle"]) == 0  # the current folder's item before the bundled library's
    assert capsys.readouterr().out == "1 file checked: no problems\n"


def test_unknown_options_exit_2(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["validate", "--frmat", "json"])
    assert exit_info.value.code == 2


def test_strict_fails_on_warnings(tmp_path: Path, capsys):
    target = tmp_path / "lib"
    shutil.copytree(LIBRARY, target)
    adventure = target / "first-landing.yaml"
    text = adventure.read_text(encoding="utf-8")
    # materials for 6 players are never used: a warning, not an error
    marker = "  player_materials:\n"
    assert text.count(marker) == 1
    text = text.replace(marker, marker + "    6: {soldiers: 5, captains: 1, camps: 2, ships: 1, gold: 2, rations: 2}\n")
    adventure.write_text(text, encoding="utf-8")
    assert main(["validate", str(target)]) == 0
    assert "scaling/unused-count" in capsys.readouterr().out
    assert main(["validate", "--strict", str(target)]) == 1


def test_a_file_outside_the_bundled_library_resolves_core_ids(tmp_path: Path, capsys):
    assert main(["new", "adventure", "my-isle", "--dir", str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["validate", str(tmp_path / "my-isle.yaml")]) == 0
    assert main(["validate", "--no-bundled", str(tmp_path / "my-isle.yaml")]) == 1
    assert "ref/unknown-set" in capsys.readouterr().out


def test_new_writes_a_valid_adventure_with_the_schema_comment(tmp_path: Path, capsys):
    assert main(["new", "adventure", "coral-reach", "--dir", str(tmp_path), "--title", "Coral Reach"]) == 0
    written = tmp_path / "coral-reach.yaml"
    text = written.read_text(encoding="utf-8")
    first = text.splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=")
    assert first == "# yaml-language-server: $schema=.isleforge/schemas/isles-of-terror/adventure.schema.json"
    assert "\nid: coral-reach\n" in text and "\ntitle: Coral Reach\n" in text
    assert capsys.readouterr().out == f"wrote {written}\n"


def test_the_schema_line_points_into_the_librarys_own_copy_that_survives_a_reinstall(tmp_path: Path, capsys,
                                                                                    monkeypatch):
    import subprocess
    import sys

    isles = tmp_path / "isles"
    (isles / "deep").mkdir(parents=True)
    assert main(["new", "adventure", "coral-reach", "--dir", str(isles)]) == 0
    first = (isles / "coral-reach.yaml").read_text(encoding="utf-8").splitlines()[0]
    reference = first.split("=", 1)[1]
    assert "site-packages" not in first and "python3" not in first and ".venv" not in first
    copy = isles / ".isleforge" / "schemas"
    shipped = sorted(p.relative_to(paths.schemas_dir()) for p in paths.schemas_dir().glob("*/*.schema.json"))
    assert sorted(p.relative_to(copy) for p in copy.glob("*/*.schema.json")) == shipped
    assert (copy / "common" / "library.schema.json").is_file()
    # a file in a sub-folder refers to the same copy at the library's root
    assert main(["new", "adventure", "reef-deep", "--dir", str(isles / "deep")]) == 0
    assert (isles / "deep" / "reef-deep.yaml").read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../.isleforge/schemas/isles-of-terror/adventure.schema.json\n")
    assert not (isles / "deep" / ".isleforge").exists()
    # the package's schemas gone (a reinstall elsewhere): the copy still validates the file, by path
    schema = (isles / reference).resolve()
    monkeypatch.setattr(paths, "schemas_dir", lambda: tmp_path / "uninstalled")
    tool = Path(sys.executable).with_name("check-jsonschema")
    result = subprocess.run([str(tool), "--base-uri", schema.as_uri(), "--schemafile", str(schema),
                             str(isles / "coral-reach.yaml")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    capsys.readouterr()


def test_a_stale_schema_copy_is_refreshed_on_the_next_write(tmp_path: Path, capsys):
    assert main(["new", "adventure", "coral-reach", "--dir", str(tmp_path)]) == 0
    copied = tmp_path / ".isleforge" / "schemas" / "isles-of-terror" / "adventure.schema.json"
    copied.write_text("{}", encoding="utf-8")  # an older Isleforge's schema
    assert main(["new", "adventure", "reef", "--dir", str(tmp_path)]) == 0
    assert copied.read_bytes() == (paths.schemas_dir() / "isles-of-terror" / "adventure.schema.json").read_bytes()


def test_new_never_overwrites_without_force(tmp_path: Path, capsys):
    target = tmp_path / "keep.yaml"
    target.write_text("designer's work\n", encoding="utf-8")
    assert main(["new", "adventure", "keep", "--dir", str(tmp_path)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "designer's work\n"


def test_new_rejects_ids_that_are_not_kebab_case(tmp_path: Path, capsys):
    assert main(["new", "adventure", "My_Isle", "--dir", str(tmp_path)]) == 2
    assert "not a kebab-case id" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_new_names_the_templates_when_one_is_unknown(tmp_path: Path, capsys):
    assert main(["new", "adventure", "x", "--from", "nowhere", "--dir", str(tmp_path)]) == 2
    assert "choose one of: drowned-temple, ember-crown, first-landing" in capsys.readouterr().err


def test_list_shows_every_item_by_kind(capsys):
    assert main(["list", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    kinds = [r["kind"] for r in rows]
    assert kinds.count("faction") == 4
    adventures = {(r["id"], r["ruleset"]) for r in rows if r["kind"] == "adventure"}
    assert adventures == {("first-landing", "isles-of-terror"), ("drowned-temple", "isles-of-terror"),
                          ("ember-crown", "isles-of-terror"), ("lagoon-crossing", "island-clash"),
                          ("three-reefs", "island-clash"), ("misty-reach", "haze-islands"),
                          ("squall-line", "haze-islands"), ("shoal-watch", "haze-islands"),
                          ("windward-sea", "finis-terrae"), ("elbow-reach", "finis-terrae"),
                          ("wreck-and-beacon", "cursed-island"), ("the-long-tide", "cursed-island")}
    # never the templates new-island, new-haze, new-finis, new-cursed (outside the library)
    assert [r["id"] for r in rows if r["kind"] == "campaign"] == ["isles-of-ash"]
    assert [(r["id"], r["ruleset"]) for r in rows if r["kind"] == "card-stacks"] == [("clash-cards", "island-clash")]
    assert [(r["id"], r["kind"]) for r in rows if r["ruleset"] == "haze-islands" and r["kind"] != "adventure"] == [
        ("misty-charts", "map-cards"), ("misty-tales", "adventure-cards"), ("misty-doom", "doom-cards"),
        ("shoal-doom", "doom-cards")]
    assert [(r["id"], r["kind"]) for r in rows if r["ruleset"] == "finis-terrae" and r["kind"] != "adventure"] == [
        ("windward-tiles", "tile-set"), ("windward-weather", "weather-deck")]
    assert [(r["id"], r["kind"]) for r in rows if r["ruleset"] == "cursed-island" and r["kind"] != "adventure"] == [
        ("castaway-isle", "island-map"), ("castaways", "character-cards"), ("island-events", "island-events"),
        ("adventure-decks", "adventure-decks"), ("mysteries", "mystery-deck"), ("beasts", "beast-deck"),
        ("inventions", "invention-deck"), ("ship-stores", "starting-items"), ("finds", "discovery-tokens")]
    # kinds come in the schema's order (the default ruleset's), other rulesets' kinds after them
    assert kinds == sorted(kinds, key=["faction", "event-cards", "strategy-cards", "mission-cards", "exploration-cards",
                                       "minion-cards", "boss-cards", "location-cards", "terrain-tiles", "terror-cards",
                                       "area-tiles", "adventure", "campaign", "island-map", "character-cards",
                                       "island-events", "adventure-decks", "mystery-deck", "beast-deck", "invention-deck",
                                       "starting-items", "discovery-tokens", "tile-set", "weather-deck", "map-cards",
                                       "adventure-cards", "doom-cards", "card-stacks"].index)


def test_list_text_filters_by_kind(capsys):
    assert main(["list", "--kind", "adventure"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["KIND", "ID", "TITLE", "RULESET", "FILE"]
    assert len(lines) == 13  # three adventures of Isles of Terror, two of Island Clash, three of Haze Islands,
    # two of Finis Terrae, two of Cursed Island
    # (no templates)
    assert sum(line.split()[-2] == "island-clash" for line in lines[1:]) == 2
    assert all(line.startswith("adventure ") for line in lines[1:])


def test_list_cards_names_their_lines(capsys):
    assert main(["list", "--cards", "--kind", "boss-cards", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    cards = [r for r in rows if r["kind"] != "boss-cards"]
    assert [r["id"] for r in cards] == ["drowned-priest", "ember-queen", "pale-admiral", "root-mother"]
    assert all(r["line"] > 1 for r in cards)


def test_the_headless_cli_does_not_load_qt():
    code = ("import sys; from editor.cli import main; main(['validate']); "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=Path(__file__).parents[2])
    assert result.stdout.splitlines()[-1] == "[]"


def test_schema_docs_checks_and_writes_the_reference(tmp_path: Path, capsys):
    committed = Path(__file__).parents[2] / "docs" / "content-reference.md"
    assert main(["schema-docs", "--check", str(committed)]) == 0
    stale = tmp_path / "reference.md"
    stale.write_text("# old\n", encoding="utf-8")
    assert main(["schema-docs", "--check", str(stale)]) == 1
    assert "is out of date" in capsys.readouterr().err
    assert main(["schema-docs", "--output", str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == committed.read_text(encoding="utf-8")


def test_new_adventure_for_another_ruleset_starts_from_its_template(tmp_path, capsys):
    assert main(["new", "adventure", "coral-bay", "--ruleset", "island-clash", "--dir", str(tmp_path)]) == 0
    target = tmp_path / "coral-bay.yaml"
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=") and "island-clash/adventure.schema.json" in text
    data = read_file(target).data
    assert (data["ruleset"], data["id"], data["title"], data["version"]) == ("island-clash", "coral-bay", "Coral Bay",
                                                                           "0.1.0")
    assert data["board"]["map"][0] == "S????S"
    assert main(["new", "adventure", "x", "--ruleset", "no-such-game", "--dir", str(tmp_path)]) == 2
    assert "no ruleset 'no-such-game' is installed" in capsys.readouterr().err
    assert main(["new", "adventure", "y", "--ruleset", "island-clash", "--from", "drowned-temple",
                 "--dir", str(tmp_path)]) == 2
    assert "choose one of: lagoon-crossing, new-island, three-reefs" in capsys.readouterr().err


def test_playtest_and_replay_play_an_island_clash_adventure(capsys):
    assert main(["playtest", "three-reefs", "--games", "6", "--jobs", "1", "--bots", "random", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "Three Reefs (three-reefs 1.0.0): 6 games, 3 players, random bots" in out and "battles:" in out
    assert main(["replay", "three-reefs", "--game", "2", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "factions red, blue, green" in out and "\n    0  The random tiles are laid: " in out and "# winners" in out
    assert main(["playtest", "lagoon-crossing", "--games", "2", "--jobs", "1", "--no-progress"]) == 0  # its own 2
    assert "Lagoon Crossing (lagoon-crossing 1.0.0): 2 games, 2 players, greedy bots" in capsys.readouterr().out
    assert main(["playtest", "lagoon-crossing", "--players", "3", "--games", "2", "--jobs", "1"]) == 2
    assert capsys.readouterr().err == "isleforge: error: the adventure 'lagoon-crossing' is for 2 or 4 players, not 3\n"
