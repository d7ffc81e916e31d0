"""Without installed metadata the rulesets come from the source tree's pyproject.toml: no list of ours names one."""

from __future__ import annotations

from pathlib import Path

from engine.core.registry import source_tree_entry_points

ROOT = Path(__file__).resolve().parents[2]


def test_the_source_trees_entry_points_are_the_ones_pip_installs():
    from importlib import metadata

    for group in ("isleforge.rulesets", "isleforge.editor_rulesets"):
        installed = {ep.name: ep.value for ep in metadata.entry_points(group=group)
                     if ep.value.startswith(("engine.", "editor."))}
        assert source_tree_entry_points(group) == installed != {}


def test_a_missing_or_broken_pyproject_gives_none(tmp_path):
    assert source_tree_entry_points("isleforge.rulesets", tmp_path / "none.toml") == {}
    broken = tmp_path / "pyproject.toml"
    broken.write_text("[project\n", encoding="utf-8")
    assert source_tree_entry_points("isleforge.rulesets", broken) == {}
    other = tmp_path / "other.toml"
    other.write_text('[project.entry-points."isleforge.rulesets"]\nreef = "reef.ruleset:RULESET"\n', encoding="utf-8")
    assert source_tree_entry_points("isleforge.rulesets", other) == {"reef": "reef.ruleset:RULESET"}
