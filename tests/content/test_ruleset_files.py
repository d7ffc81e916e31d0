"""What every ruleset's content side shares: its files of a library, a file by id, their errors (ruleset_files.py),
and the content hooks the generic editor asks a ruleset instead of importing its checks (issue 26)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.content import paths, ruleset_files
from engine.content.checks.context import Context
from engine.content.library import load_library
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.ruleset import Ruleset

CLASH = paths.library_dir() / "island-clash"


@pytest.fixture(scope="module")
def bundled():
    return validate_paths([paths.library_dir()])


def test_a_rulesets_files_are_those_it_is_written_for_in_library_order(bundled):
    clash = [f.display.rsplit("/", 1)[-1] for f in ruleset_files.files_of(bundled, "island-clash")]
    assert clash == ["clash-cards.yaml", "lagoon-crossing.yaml", "three-reefs.yaml"]
    terror = ruleset_files.files_of(bundled.library, "isles-of-terror")  # a bare library as well
    assert terror and all(f.ruleset == "isles-of-terror" for f in terror)
    haze = ruleset_files.files_of(bundled, "haze-islands")
    finis = ruleset_files.files_of(bundled, "finis-terrae")
    assert [f.display.rsplit("/", 1)[-1] for f in finis] == ["elbow-reach.yaml", "windward-sea.yaml",
                                                             "windward-tiles.yaml", "windward-weather.yaml"]
    cursed = ruleset_files.files_of(bundled, "cursed-island")
    assert {f.kind for f in cursed} == {"island-map", "character-cards", "island-events", "adventure-decks",
                                        "mystery-deck", "beast-deck", "invention-deck", "starting-items",
                                        "discovery-tokens", "adventure"}
    assert len(clash) + len(terror) + len(haze) + len(finis) + len(cursed) == len(bundled.library.files)


def test_a_file_is_found_by_ruleset_kind_and_id_only(bundled):
    found = ruleset_files.find(bundled, "island-clash", "adventure", "lagoon-crossing")
    assert found is not None and found.display.endswith("lagoon-crossing.yaml")
    assert ruleset_files.find(bundled, "isles-of-terror", "adventure", "lagoon-crossing") is None
    assert ruleset_files.find(bundled, "island-clash", "card-stacks", "lagoon-crossing") is None


def test_the_errors_and_diagnostics_of_a_rulesets_files_are_the_validations_own(tmp_path: Path):
    for source in CLASH.glob("*.yaml"):
        shutil.copy(source, tmp_path / source.name)
    lagoon = tmp_path / "lagoon-crossing.yaml"
    lagoon.write_text(lagoon.read_text(encoding="utf-8").replace("start: [5, 5]", "start: [0, 0]", 1), encoding="utf-8")
    (tmp_path / "stray.yaml").write_text("kind: adventurer\nruleset: island-clash\nid: stray\n", encoding="utf-8")
    library = load_library([tmp_path], root=tmp_path)
    validation = ruleset_files.checked(library)
    assert ruleset_files.checked(validation) is validation
    found = [(d.file.rsplit("/", 1)[-1], d.code) for d in ruleset_files.diagnostics_of(library, "island-clash")]
    assert found == [("lagoon-crossing.yaml", "island-clash/unused-start"),  # the start area (5, 5): a warning
                     ("lagoon-crossing.yaml", "island-clash/shared-start"), ("stray.yaml", "content/unknown-kind")]
    adventure = ruleset_files.find(validation, "island-clash", "adventure", "lagoon-crossing")
    assert [d.code for d in ruleset_files.errors_in(validation, [adventure, None])] == ["island-clash/shared-start"]


def test_a_ruleset_that_says_nothing_has_no_campaigns_factions_catch_all_or_tile_budget():
    bare = Ruleset()
    bare.id, bare.title = "coin-race", "Coin Race"
    with pytest.raises(EngineError) as raised:
        bare.resolve_campaign(None, "saga")
    assert (raised.value.code, raised.value.message) == ("campaign/unsupported", "Coin Race has no campaigns")
    assert bare.faction_ids(None, None) == []
    assert bare.is_catch_all({"id": "most-vp", "title": "Most VP", "timing": "end_of_game"}) is False
    assert bare.tile_budget is None


def test_isles_of_terror_answers_the_content_hooks_from_its_checks(bundled):
    terror = rulesets.get("isles-of-terror")
    context = Context.build(bundled.library)
    temple = context.file("adventure", "drowned-temple")
    assert "factions" not in temple.data  # so every faction of its required set, `core`, may play it
    assert terror.faction_ids(context, temple) == ["chasseurs", "conquistadores", "red-coats", "yoruba"]
    assert terror.is_catch_all({"id": "most-vp", "title": "Most VP", "timing": "end_of_game"}) is True
    assert terror.is_catch_all({"id": "relics", "title": "Relics", "timing": "end_of_game",
                                "conditions": [{"progress": {"task": "relics", "at_least": 3}}]}) is False
    assert terror.is_catch_all({"id": "doom", "title": "Doom", "timing": "end_of_game", "result": "lose"}) is False
    assert terror.tile_budget.colour_verdict("yellow", 10, 18, "core").state == "ok"
    assert terror.tile_budget.colour_verdict("red", 15, 14, "core").state == "over"
    assert rulesets.get("island-clash").tile_budget is None

