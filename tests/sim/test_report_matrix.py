"""Every report any ruleset writes validates: installed rulesets x bundled adventures x declared modes.

The cases are found, not listed: each adventure of the bundled library with its ruleset (the
file's `ruleset:`) and the modes the adventure declares (`modes`, else the ruleset's). A few
random-bot games with a fixed seed each; the JSON (as written, read back) must validate against
the core schema composed with the report's ruleset's section schema (`engine.sim.report_schema`),
and the terminal and HTML reports must draw the generic sections from it. A new ruleset or
adventure joins the matrix by being installed or bundled.
"""

from __future__ import annotations

import json
from html import escape

import pytest

from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.sim import report_schema
from engine.sim.batch import run_batch
from engine.sim.content import resolve_playable, ruleset_of_adventure
from engine.sim.html import render_html
from engine.sim.report import build_report, summary_text, to_json
from engine.sim.runner import RunSpec

GAMES = 3
SEED = 5


def _library():
    return validate_paths([paths.library_dir()])


def _cases() -> list[tuple[str, str, str]]:
    validation = _library()
    ids = sorted({f.id for f in validation.library.files
                  if isinstance(f.data, dict) and f.data.get("kind") == "adventure" and f.id})
    cases = []
    for adventure_id in ids:
        ruleset = ruleset_of_adventure(validation, adventure_id)
        model = resolve_playable(validation, adventure_id)
        for mode in tuple(getattr(model, "modes", ()) or ruleset.modes):
            cases.append((ruleset.id, adventure_id, mode))
    return cases


CASES = _cases()


@pytest.fixture(scope="module")
def library():
    return _library()


def _players(ruleset, model, mode: str) -> int:
    """The first player count (2, 3, 4, then 1) the ruleset's engine accepts for this adventure and mode."""
    for players in (2, 3, 4, 1):
        try:
            ruleset.new_game(model, players=players, mode=mode)
        except EngineError:
            continue
        return players
    raise AssertionError(f"no player count from 1 to 4 plays {model.id} in {mode}")


def test_the_matrix_covers_every_installed_ruleset_with_a_bundled_adventure():
    assert {ruleset for ruleset, _, _ in CASES} == {r.id for r in rulesets.all_rulesets()}
    assert len(CASES) >= 9  # 3 Isles of Terror adventures (7 modes in all), 2 Island Clash ones (2 modes each)


@pytest.mark.parametrize(("ruleset_id", "adventure_id", "mode"), CASES, ids=["/".join(c) for c in CASES])
def test_every_report_validates_against_its_composed_schema(library, ruleset_id, adventure_id, mode):
    ruleset = rulesets.get(ruleset_id)
    model = resolve_playable(library, adventure_id)
    spec = RunSpec(players=_players(ruleset, model, mode), bots="random", seed=SEED, mode=mode)
    report = json.loads(to_json(build_report(model, run_batch(model, spec, GAMES, jobs=1))))
    assert report_schema.errors(report) == []
    assert report.get("ruleset") == (None if ruleset_id == rulesets.DEFAULT_RULESET else ruleset_id)
    assert report["run"]["games_played"] == GAMES
    assert report["adventure"]["id"] == adventure_id
    if mode in ruleset.team_modes:
        assert report["mode"] == mode and "team" in report["cooperative"]
    text = summary_text(report)
    assert text.startswith(f"{report['adventure']['title']} ({adventure_id} ") and "anomalies: " in text
    page = render_html(report)
    assert "<h2>Victory conditions</h2>" in page  # every ruleset: how games ended, per condition
    found = ruleset.report_map(report)
    if found is not None:
        assert f"<h2>{escape(found['title'])}</h2>" in page  # the page escapes it ("start island's")
        assert page.count("<polygon ") >= len(found["heat_maps"]) * len(found["fields"])
    if ruleset.report_coverage(report) is not None:
        assert "<h2>Coverage</h2>" in page
