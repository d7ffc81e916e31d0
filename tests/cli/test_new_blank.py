"""`isleforge new adventure ID --blank`: the blank template, not a copy of a bundled adventure's story."""

from __future__ import annotations

from pathlib import Path

from editor.cli import main
from engine.content.yaml_io import load_roundtrip


def test_blank_writes_an_open_isle_with_no_story_areas_or_rules_that_validates_strictly(tmp_path: Path, capsys):
    assert main(["new", "adventure", "coral-reach", "--blank", "--dir", str(tmp_path)]) == 0
    written = tmp_path / "coral-reach.yaml"
    assert capsys.readouterr().out == f"wrote {written}\n"
    data = load_roundtrip(written.read_text(encoding="utf-8"))
    assert (data["id"], data["title"], data["version"]) == ("coral-reach", "Coral Reach", "0.1.0")
    assert list(data["map"]["rows"]) == [". . s . s . .", ". s g g g s .", "s g y r y g s", "s g y g y g s",
                                         ". s g g g s .", ". . . s . . ."]
    assert "areas" not in data["map"] and "links" not in data["map"]
    assert "rules" not in data and "progress_tokens" not in data["setup"]
    assert [task["id"] for task in data["progress_tasks"]] == ["explore-the-isle", "raise-camps", "bring-in-the-harvest"]
    assert [c["id"] for c in data["victory"]["competitive"]] == ["most-victory-points"]
    assert "Gannet" not in written.read_text(encoding="utf-8")  # none of first-landing's story
    assert main(["validate", "--strict", str(written)]) == 0
    assert capsys.readouterr().out.strip().endswith("no problems")


def test_blank_and_from_are_one_choice(tmp_path: Path, capsys):
    try:
        main(["new", "adventure", "x", "--blank", "--from", "drowned-temple", "--dir", str(tmp_path)])
    except SystemExit as stop:
        assert stop.code == 2
    assert "not allowed with argument" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
