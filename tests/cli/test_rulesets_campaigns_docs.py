"""Campaigns and the content reference for every installed ruleset: a campaign is played where its ruleset
carries a game over into the next (`Ruleset.plays_campaigns`) and refused with one line (exit 2, no
traceback) otherwise; `schema-docs` writes one reference per ruleset and lists each one's kinds."""

from __future__ import annotations

import shutil

import pytest

from cli_matrix import bundled, ruleset_ids
from editor.cli import main
from engine.content import paths, reference
from engine.core import ruleset as rulesets


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_only_a_ruleset_with_chapter_ends_plays_campaigns():
    assert {r: rulesets.get(r).plays_campaigns for r in ruleset_ids()} == \
        {r: type(rulesets.get(r)).chapter_end is not rulesets.Ruleset.chapter_end for r in ruleset_ids()}
    assert rulesets.get("isles-of-terror").plays_campaigns and not rulesets.get("island-clash").plays_campaigns


@pytest.mark.parametrize("ruleset_id, campaign", bundled("campaign"))
def test_a_bundled_campaign_of_a_ruleset_with_carry_over_is_played(capsys, ruleset_id, campaign):
    assert rulesets.get(ruleset_id).plays_campaigns
    code, out, err = run(capsys, "playtest", campaign, "--games", "1", "--jobs", "1", "--bots", "random",
                         "--no-progress")
    assert code == 0, err
    assert f"({campaign}): 1 runs" in out or f"({campaign}): 1 run" in out


@pytest.fixture
def library_with_campaign(tmp_path, monkeypatch):
    """A copy of the bundled library with one more campaign, of the ruleset given, as the bundled library."""
    copy = tmp_path / "library"
    shutil.copytree(paths.library_dir(), copy)
    monkeypatch.setattr(paths, "library_dir", lambda: copy)

    def add(ruleset_id: str) -> str:
        (copy / "league.yaml").write_text(
            f"kind: campaign\nschema_version: 1\nruleset: {ruleset_id}\nid: league\ntitle: The League\n"
            "author: Test\nversion: 1.0.0\nchapters: []\n", encoding="utf-8")
        return "league"

    return add


@pytest.mark.parametrize("ruleset_id", [r for r in ruleset_ids() if not rulesets.get(r).plays_campaigns])
def test_a_campaign_of_a_ruleset_without_carry_over_is_refused_in_one_line(capsys, library_with_campaign,
                                                                            ruleset_id):
    campaign = library_with_campaign(ruleset_id)
    title = rulesets.get(ruleset_id).title
    message = (f"isleforge: error: the campaign '{campaign}' is of {title}, whose games carry nothing over from one "
               f"chapter to the next, so its campaigns are not played; playtest its adventures one by one\n")
    assert run(capsys, "playtest", campaign, "--games", "2") == (2, "", message)
    assert run(capsys, "replay", campaign, "--game", "0") == (2, "", message)


def test_schema_docs_writes_one_reference_per_ruleset_and_lists_its_kinds(capsys, tmp_path):
    target = tmp_path / "reference.md"
    code, out, err = run(capsys, "schema-docs", "--output", target)
    assert (code, err) == (0, "")
    installed = sorted(rulesets.all_rulesets(), key=lambda r: r.id != rulesets.DEFAULT_RULESET)
    expected = [f"{reference.reference_path(target, r.id).as_posix()}: {r.title} ({r.id}): {', '.join(r.kinds)}"
                for r in installed]
    assert out.splitlines() == expected
    for ruleset in installed:
        text = reference.reference_path(target, ruleset.id).read_text(encoding="utf-8")
        assert text == reference.generate(ruleset.id)
        assert f"schemas/{ruleset.schema_dir.name}/" in text
        for kind in ruleset.kinds:
            assert f"(`{kind}`)" in text
    assert run(capsys, "schema-docs", "--check", target)[0] == 0


def test_schema_docs_of_one_ruleset(capsys, tmp_path):
    code, out, _ = run(capsys, "schema-docs", "--ruleset", "island-clash")
    assert code == 0 and out.startswith("<!-- Generated from schemas/island-clash/*.schema.json")
    assert "# Isleforge content reference: Island Clash\n" in out and "(`card-stacks`)" in out
    assert "Isles of Terror" not in out and "## Rules vocabulary" not in out
    assert run(capsys, "schema-docs", "--ruleset", "no-such-game") == \
        (2, "", "isleforge schema-docs: error: no ruleset 'no-such-game' is installed (installed: "
                f"{', '.join(sorted(r.id for r in rulesets.all_rulesets()))}) [ruleset/unknown]\n")


def test_the_committed_references_are_current(capsys):
    docs = paths.library_dir().parent / "docs" / "content-reference.md"
    if not docs.exists():
        pytest.skip("an installed copy without docs/")
    assert run(capsys, "schema-docs", "--check", docs)[0] == 0
