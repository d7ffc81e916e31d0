"""A ruleset is one package plus one entry point: the tiny coin race, installed as a distribution of its own.

The test writes the metadata an installed package would have (`tiny_isle-1.0.dist-info` with an
`entry_points.txt` naming `tiny.ruleset:RULESET` in `isleforge.rulesets` and `tiny.editor:EDITOR_RULESET`
in `isleforge.editor_rulesets`) into a folder on `sys.path`, and both registries find it the way they
find the shipped ones (`rediscover()`, the public way to read the entry points again): no generic file,
no list and no `register` call names it. Then the command line validates its content, plays it,
reports on it (a report valid against the composed schema), replays a game of the run and prints it
(the ruleset's print hook, the map of the generic map designer). The editor's side is
`tests/editor/test_app_tiny_ruleset.py`.
"""

from __future__ import annotations

import json

import pytest
from tiny.installed import CONTENT, installed, uninstalled

from editor import rulesets as editor_rulesets
from editor.cli import main
from engine.core import ruleset as rulesets
from engine.sim import report_schema

RACE = CONTENT / "coin-race.yaml"


@pytest.fixture
def tiny(tmp_path):
    """The coin race installed through its entry points, uninstalled after the test."""
    site = tmp_path / "site"
    installed(site)
    yield rulesets.get("tiny")
    uninstalled(site)


def test_the_entry_points_alone_make_the_ruleset_and_its_editor_parts_known(tiny, tmp_path):
    from tiny.editor import EDITOR_RULESET
    from tiny.ruleset import RULESET

    assert tiny is RULESET and editor_rulesets.get("tiny") is EDITOR_RULESET
    assert rulesets.by_hand() == []  # found, not registered by hand
    assert [r.id for r in rulesets.all_rulesets()] == ["cursed-island", "finis-terrae", "haze-islands", "island-clash",
                                                       "isles-of-terror", "tiny"]
    assert list(tiny.bot_table()) == ["random", "greedy"]  # its own random bot and the kit's greedy, offered


def test_rediscover_forgets_a_ruleset_whose_distribution_is_gone(tmp_path):
    site = tmp_path / "site"
    installed(site)
    assert "tiny" in [r.id for r in rulesets.all_rulesets()]
    uninstalled(site)
    assert [r.id for r in rulesets.all_rulesets()] == ["cursed-island", "finis-terrae", "haze-islands", "island-clash",
                                                       "isles-of-terror"]
    with pytest.raises(Exception, match="no ruleset 'tiny' is installed"):
        rulesets.get("tiny")
    with pytest.raises(Exception, match="no ruleset 'tiny' is installed"):
        editor_rulesets.get("tiny")


def test_rediscover_keeps_the_rulesets_registered_by_hand(tmp_path):
    from tiny.ruleset import RULESET

    rulesets.register(RULESET)
    try:
        assert [r.id for r in rulesets.rediscover()] == ["cursed-island", "finis-terrae", "haze-islands",
                                                         "island-clash", "isles-of-terror", "tiny"]
        assert rulesets.by_hand() == [RULESET]
        installed(tmp_path / "site")  # now an entry point gives the id: found, no longer by hand
        assert rulesets.get("tiny") is RULESET and rulesets.by_hand() == []
    finally:
        uninstalled(tmp_path / "site")
        rulesets.unregister("tiny")
    assert "tiny" not in [r.id for r in rulesets.all_rulesets()]


def test_validate_checks_it_with_its_own_schema_and_checks(tiny, tmp_path, capsys):
    assert main(["validate", str(RACE)]) == 0, capsys.readouterr().out
    capsys.readouterr()
    broken = tmp_path / "broken" / "coin-race.yaml"
    broken.parent.mkdir()
    broken.write_text(RACE.read_text(encoding="utf-8").replace("starts: [[0, 0], [3, 3]]", "starts: [[0, 0], [0, 0]]"),
                      encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    assert "coin-race.yaml:16:18: error: two pawns start at [0, 0] [coin-race/shared-start]" in capsys.readouterr().out


def test_playtest_writes_a_report_that_validates_against_the_composed_schema(tiny, tmp_path, capsys):
    target = tmp_path / "report.json"
    assert main(["playtest", str(RACE), "--games", "3", "--players", "2", "--bots", "greedy", "--jobs", "1",
                 "--seed", "5", "--no-progress", "--json", str(target)]) == 0, capsys.readouterr().err
    report = json.loads(target.read_text(encoding="utf-8"))
    assert report["run"]["games_finished"] == 3 and report["ruleset"] == "tiny"
    assert report["adventure"]["id"] == "coin-race" and report["run"]["bots"] == "greedy"
    assert report_schema.errors(report) == []
    assert report_schema.ruleset_of(report) == "tiny" and "coins" in report_schema.described("playtest", "tiny")
    assert sum(report["coins"]["rolls"].values()) >= 3


def test_replay_tells_a_game_of_the_run_in_its_events(tiny, capsys):
    assert main(["replay", str(RACE), "--game", "1", "--players", "2", "--bots", "random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# coin-race game 1 of the run with seed 5 (random bots)"), out[:200]
    assert "roll" in out and "move" in out and "end" in out


def test_export_prints_its_sheet_and_its_map(tiny, tmp_path, capsys):
    pdf, png, svg = tmp_path / "race.pdf", tmp_path / "race.png", tmp_path / "race.svg"
    assert main(["export", str(RACE), "--pdf", str(pdf), "--png", str(png), "--dpi", "50",
                 "--svg", str(svg)]) == 0, capsys.readouterr().err
    assert pdf.read_bytes().startswith(b"%PDF") and png.read_bytes().startswith(b"\x89PNG")
    assert b"<svg" in svg.read_bytes()
    out = capsys.readouterr().out
    # one page: its words fit under the map; the map is cropped to its fields (no frame of empty grid)
    assert f"{pdf}: 1 page (a4)" in out and f"{png}: the map of Coin Race, 256 × 189 pixels at 50 dpi" in out
    from editor.export.map_image import MapPicture
    from editor.export.sources import load_printable

    board = MapPicture(load_printable(RACE)).board  # the generic map designer's board, read with `map_rows`
    assert (board.grid, board.width, board.codes) == ("square", 4, [list(".c.c"), list("c..c"), list(".cc."),
                                                                     list("c.c.")])
    assert board.field_kinds["c"].name == "Coin"  # painted with the ruleset's `field_kinds`


def test_list_new_and_schema_docs_serve_it(tiny, tmp_path, capsys):
    assert main(["list", str(CONTENT)]) == 0
    assert "adventure  coin-race  Coin Race  tiny     " in capsys.readouterr().out
    assert main(["new", "adventure", "reef-race", "--ruleset", "tiny", "--dir", str(tmp_path)]) == 0
    capsys.readouterr()
    written = tmp_path / "reef-race.yaml"
    assert "ruleset: tiny" in written.read_text(encoding="utf-8") and "id: reef-race" in written.read_text(encoding="utf-8")
    assert main(["validate", str(written)]) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert main(["schema-docs", "--ruleset", "tiny"]) == 0
    out = capsys.readouterr().out
    assert "# Isleforge content reference: Coin Race" in out and "ruleset: tiny          # required" in out


def test_new_says_so_when_a_ruleset_has_no_adventure_to_start_from(tiny, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(type(tiny), "template", "")
    monkeypatch.setattr(type(tiny), "template_file", None)
    assert main(["new", "adventure", "reef-race", "--ruleset", "tiny", "--dir", str(tmp_path)]) == 2
    assert "Coin Race has no adventure to start from: it bundles none and names no template" in capsys.readouterr().err
    assert not (tmp_path / "reef-race.yaml").exists()


def test_sweep_varies_its_numeric_fields_and_a_campaign_of_it_is_refused_in_words(tiny, tmp_path, capsys):
    library = tmp_path / "lib"
    library.mkdir()
    (library / "coin-race.yaml").write_text(RACE.read_text(encoding="utf-8"), encoding="utf-8")
    target = tmp_path / "sweep.json"
    assert main(["sweep", str(library / "coin-race.yaml"), "--vary", "/turns=4,8", "--games", "2", "--players", "2",
                 "--jobs", "1", "--no-progress", "--json", str(target)]) == 0, capsys.readouterr().err
    sweep = json.loads(target.read_text(encoding="utf-8"))
    assert report_schema.errors(sweep, "sweep") == []
    assert "suggested change: " in capsys.readouterr().out
    (library / "saga.yaml").write_text("kind: campaign\nruleset: tiny\nid: race-saga\ntitle: A Saga\n"
                                       "chapters:\n  - {id: one, adventure: coin-race}\n", encoding="utf-8")
    assert main(["playtest", str(library / "saga.yaml"), "--games", "2", "--jobs", "1", "--no-progress"]) == 1
    out, err = capsys.readouterr()
    assert err == f"isleforge: {library / 'saga.yaml'} is not a valid adventure file\n"
    assert "saga.yaml:1:7: error: 'campaign' is not a kind of content [content/unknown-kind]" in out
