"""The report schemas are composed: a generic core, plus the section schema the report's ruleset names.

engine/sim/report_schema.py builds `{"allOf": [core, section], "unevaluatedProperties": false}`
in a `referencing.Registry`; these tests pin what that buys: a ruleset's keys pass only with its
own schema, a key nobody describes fails, and a ruleset no shared file knows adds its section by
its hook alone.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.content import paths
from engine.core import ruleset as rulesets
from engine.core.ruleset import Ruleset
from engine.sim import report_schema
from engine.sim.batch import BatchResult, run_batch
from engine.sim.content import load_playable
from engine.sim.report import build_report, to_json
from engine.sim.runner import GameResult, RunSpec

CORES = ("playtest-report.schema.json", "sweep-report.schema.json", "campaign-report.schema.json")


@pytest.fixture(scope="module")
def clash_report():
    lagoon = load_playable("lagoon-crossing")
    return json.loads(to_json(build_report(lagoon, run_batch(lagoon, RunSpec(players=2, seed=3), 4, jobs=1))))


@pytest.fixture(scope="module")
def terror_report():
    landing = load_playable("first-landing")
    return json.loads(to_json(build_report(landing, run_batch(landing, RunSpec(players=3, seed=3), 3, jobs=1))))


def test_no_shared_report_schema_names_a_ruleset():
    names = [name for r in rulesets.all_rulesets() for name in (r.id, r.title, r.id.replace("-", "_"))]
    for core in CORES:
        text = (paths.schemas_dir() / core).read_text(encoding="utf-8")
        assert [name for name in names if name in text] == [], core


def test_each_shipped_ruleset_names_its_section_schema_in_its_own_folder():
    for ruleset in rulesets.all_rulesets():
        section = ruleset.report_schema("playtest")
        assert section == paths.schemas_dir() / ruleset.id / "report-sections.schema.json"
        assert json.loads(section.read_text(encoding="utf-8"))["$id"] == \
            f"https://isleforge.dev/schemas/{ruleset.id}/report-sections.schema.json"
        assert ruleset.report_schema("sweep") is None and ruleset.report_schema("campaign") is None


def test_an_island_clash_report_names_its_ruleset_and_validates(clash_report):
    assert clash_report["ruleset"] == "island-clash"
    assert report_schema.ruleset_of(clash_report) == "island-clash"
    assert report_schema.errors(clash_report) == []


def test_an_isles_of_terror_report_says_nothing_of_its_ruleset_and_validates(terror_report):
    assert "ruleset" not in terror_report  # a report without it is of the default ruleset, as content files
    assert report_schema.ruleset_of(terror_report) == rulesets.DEFAULT_RULESET
    assert report_schema.errors(terror_report) == []


def test_a_report_checked_with_another_rulesets_sections_fails(clash_report):
    report = copy.deepcopy(clash_report)
    del report["ruleset"]  # now read as the default ruleset's
    assert report_schema.errors(report) == [
        "(top): 'coverage' is a required property", "(top): 'map' is a required property",
        "(top): 'progress_tasks' is a required property", "(top): 'victory_conditions' is a required property",
        "(top): Unevaluated properties are not allowed ('island_clash' was unexpected)",
        "length: 'seasons' is a required property"]


def test_a_key_neither_the_core_nor_the_section_describes_fails(terror_report):
    report = {**terror_report, "bogus": 1}
    assert report_schema.errors(report) == ["(top): Unevaluated properties are not allowed ('bogus' was unexpected)"]


def test_a_wrong_value_in_a_rulesets_section_is_located(clash_report):
    report = copy.deepcopy(clash_report)
    report["island_clash"]["battles_per_game"] = "many"
    assert report_schema.errors(report) == ["island_clash/battles_per_game: 'many' is not of type 'number'"]


def test_the_seasons_isles_of_terror_counts_are_required_by_its_section_only(terror_report, clash_report):
    report = copy.deepcopy(terror_report)
    del report["length"]["seasons"]
    assert report_schema.errors(report) == ["length: 'seasons' is a required property"]
    assert "seasons" not in clash_report["length"]


def test_a_team_report_of_isles_of_terror_must_have_its_cooperative_section(terror_report):
    report = {**terror_report, "mode": "cooperative"}
    assert report_schema.errors(report) == ["(top): 'cooperative' is a required property"]


def test_an_unknown_report_kind_is_refused_by_name():
    with pytest.raises(ValueError, match="no report kind 'tally' \\(choose one of: playtest, sweep, campaign\\)"):
        report_schema.core_file("tally")


# -- a ruleset no shared file knows -------------------------------------------------------------
class Tally(Ruleset):
    """Just enough of a ruleset to name a report section schema of its own (in a temporary folder)."""

    id = "tally-test"
    title = "Tally"

    def __init__(self, section: Path):
        self.section = section

    def report_schema(self, kind):
        return self.section if kind == "playtest" else None

    def report_sections(self, model, results, mode):
        return {"tally": {"marks": sum(r.turns for r in results)}}


@pytest.fixture
def tally(tmp_path):
    section = tmp_path / "report-sections.schema.json"
    section.write_text(json.dumps({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://isleforge.dev/schemas/tally-test/report-sections.schema.json",
        "type": "object", "required": ["tally"],
        "properties": {"tally": {"type": "object", "additionalProperties": False, "required": ["marks"],
                                 "properties": {"marks": {"type": "integer", "minimum": 0}}}}}), encoding="utf-8")
    ruleset = rulesets.register(Tally(section))
    yield ruleset
    rulesets.unregister(ruleset.id)
    report_schema._validator.cache_clear()


def test_a_new_ruleset_adds_its_section_through_its_hook_alone(tally):
    adventure = type("Adventure", (), {"id": "tally-isle", "title": "Tally Isle", "version": "1.0.0",
                                       "digest": "0" * 64, "ruleset": "tally-test", "modes": ("plain",)})()
    results = [GameResult(index=k, seed=k, factions=("a", "b"), returns=(1.0, 0.0), vp=(1, 0), winners=(0,),
                          finished=True, condition="tally-done", turns=3 + k, decisions=9) for k in range(2)]
    report = json.loads(to_json(build_report(adventure, BatchResult(RunSpec(players=2), 2, results))))
    assert (report["ruleset"], report["tally"]) == ("tally-test", {"marks": 7})
    assert report_schema.errors(report) == []
    report["tally"]["marks"] = -1
    assert report_schema.errors(report) == ["tally/marks: -1 is less than the minimum of 0"]
