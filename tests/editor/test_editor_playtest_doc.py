"""docs/editor-playtest.md says what F5 plays: every mode each installed ruleset plays (issue 31, item 10)."""

from __future__ import annotations

from pathlib import Path

from engine.core import ruleset as rulesets

DOC = Path(__file__).resolve().parents[2] / "docs" / "editor-playtest.md"


def test_the_f5_guide_names_every_mode_the_rulesets_play_and_no_competitive_only_claim():
    setup = DOC.read_text(encoding="utf-8").split("## Setup", 1)[1].split("## ", 1)[0]
    assert "only the competitive mode" not in setup
    for ruleset in rulesets.all_rulesets():
        if ruleset.id in ("isles-of-terror", "island-clash"):  # a newer ruleset documents its own modes
            assert [mode for mode in ruleset.modes if mode.replace("-", " ") not in setup] == [], ruleset.id
