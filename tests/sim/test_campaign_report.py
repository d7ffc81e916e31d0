"""The campaign report: its statistics, coverage of a branch that can never be taken, schema and HTML."""

from __future__ import annotations

import json
import shutil

import pytest

from engine.content import paths
from engine.sim import report_schema
from engine.sim.campaign import CampaignSpec, load_campaign
from engine.sim.campaign_batch import run_campaigns
from engine.sim.campaign_flow import edges, layers
from engine.sim.campaign_html import render_campaign_html
from engine.sim.campaign_report import build_campaign_report, newcombe, summary_text


DEAD_BRANCH = """\
kind: campaign
schema_version: 1
id: dead-branch
title: The Dead Branch
chapters:
  - id: landing
    adventure: first-landing
    branches:
      - outcome: any
        next: temple
      - outcome: win
        next: crown
  - id: crown
    adventure: ember-crown
  - id: temple
    adventure: drowned-temple
carry_over:
  resources: all
  figures: captains
  flags: [never-raised]
"""


@pytest.fixture(scope="module")
def dead_branch(tmp_path_factory):
    library = tmp_path_factory.mktemp("library")
    shutil.copytree(paths.library_dir(), library, dirs_exist_ok=True)
    (library / "campaigns" / "dead-branch.yaml").write_text(DEAD_BRANCH, encoding="utf-8")
    playable = load_campaign("dead-branch", library)
    return playable, build_campaign_report(playable, run_campaigns(playable, CampaignSpec(seed=4), 4, jobs=1))


@pytest.fixture(scope="module")
def ash_report():
    playable = load_campaign("isles-of-ash")
    return build_campaign_report(playable, run_campaigns(playable, CampaignSpec(seed=2), 6, jobs=1))


def test_newcombe_matches_the_worked_example():
    # Newcombe (1998), example (a): 56/70 vs 48/80, hybrid score interval 0.0524 to 0.3339
    d, low, high = newcombe(56, 70, 48, 80)
    assert round(d, 4) == 0.2 and round(low, 4) == 0.0524 and round(high, 4) == 0.3339


def test_a_branch_that_can_never_be_taken_is_reported_as_such(dead_branch):
    _, report = dead_branch
    coverage = report["coverage"]
    assert coverage["chapters_never_reached"] == ["crown"]
    [never] = coverage["branches_never_taken"]
    assert (never["chapter"], never["branch"], never["next"], never["never_possible"]) == ("landing", 1, "crown", True)
    assert never["why"] == "can never be taken: branch 0 (any) always matches first"
    assert coverage["flags_never_set"] == ["never-raised"]
    text = summary_text(report)
    assert "NEVER TAKEN landing branch 1 -> crown (win): can never be taken" in text
    assert "NEVER REACHED chapter crown" in text


def test_the_flow_counts_every_run(dead_branch):
    _, report = dead_branch
    nodes = {n["chapter"]: n for n in report["flow"]["nodes"]}
    assert nodes["landing"]["reached"]["runs"] == 4 and nodes["crown"]["reached"]["runs"] == 0
    assert nodes["temple"]["ending"]["share"] == 1.0
    shares = {(e["from"], e["to"], e["branch"]): (e["runs"], e["of"]) for e in report["flow"]["edges"]}
    assert shares == {("landing", "temple", 0): (4, 4), ("landing", "crown", 1): (0, 4), ("crown", "temple", None): (0, 0)}
    assert report["endings"] == [{"chapter": "temple", "title": "", "runs": 4, "of": 4, "share": 1.0,
                                  "ci_low": pytest.approx(0.51010, abs=1e-5), "ci_high": 1.0}]


def test_layers_are_chapter_depth():
    playable = load_campaign("isles-of-ash")
    assert layers(playable.campaign) == {"landfall": (0, 0), "bellwater": (1, 0), "bellwater-again": (2, 0),
                                         "pyrecrest": (3, 0)}
    assert [(e.source, e.target, e.label) for e in edges(playable.campaign)] == [
        ("landfall", "bellwater", "in order"), ("bellwater", "bellwater-again", "lose"),
        ("bellwater", "bellwater-again", "flag priest-awakened"), ("bellwater", "pyrecrest", "any"),
        ("bellwater-again", "pyrecrest", "in order")]


def test_the_report_follows_its_schema(ash_report, dead_branch):
    for report in (ash_report, dead_branch[1]):
        assert report_schema.errors(json.loads(json.dumps(report)), "campaign") == []  # the composed schema


def test_chapter_figures_snowball_and_advantages_count_seats(ash_report):
    chapters = {c["chapter"]: c for c in ash_report["chapters"]}
    assert chapters["landfall"]["games_played"] == 6
    assert sum(r["wins"] for r in chapters["landfall"]["win_rates"]["by_seat"]) == pytest.approx(
        chapters["landfall"]["games_finished"])
    pair = next(s for s in ash_report["snowball"] if (s["earlier"], s["later"]) == ("landfall", "pyrecrest"))
    assert pair["won_earlier"]["games"] + pair["lost_earlier"]["games"] == 6 * 3  # every seat of every run
    relics = [a for a in ash_report["advantages"] if a["advantage"] == "relic-wards"]
    assert relics and not any(a["comparable"] for a in relics)  # each_player: nobody to compare with


def test_the_html_draws_the_flow_as_svg(ash_report):
    html = render_campaign_html(ash_report)
    assert html.count("<svg") >= 1 and "marker-end" in html
    assert "Chapter III: The Ember Crown" in html and "<script" not in html
