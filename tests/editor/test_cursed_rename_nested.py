"""Rename Id reaches ids written inside nested terms (issue 29): Cursed Island's conditions hold
conditions (`all`, `any`, `not`) and its effects hold effects (`choose`, `if_possible`), and the schema
walk stopped where a definition refers back to itself. The document is now walked with its schema as
deep as it goes (`engine.content.id_fields.document_fields`): the library's Rename Id (its real menu
action) renames an invention card and every nested condition naming it; the forms' rename inside one
document follows a scenario track into nested `choose` options. No other game's schema refers back to
itself (Isles of Terror, Island Clash, Haze Islands and Finis Terrae have no recursive terms)."""

from __future__ import annotations

from pathlib import Path

from editor.forms.local_ids import _strings, local_references
from engine.content import id_fields
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip, read_file

NESTED = {"any": [{"all": [{"has_item": "hearth-flame"}, {"not": {"has_item": "hearth-flame"}}]},
                  {"has_item": "hearth-flame"}]}
CHOOSE = {"choose": [[{"scenario_track": {"track": "signal-pyre", "by": 1}}],
                     [{"if_possible": [{"choose": [[{"scenario_track": {"track": "signal-pyre", "by": 2}}],
                                                   [{"gain": {"wood": 1}}]]}]}]]}


def nest(library: Path) -> Path:
    """The library copy's first scenario with a goal condition and an invention's effect nested three deep."""
    path = library / "cursed-island" / "wreck-and-beacon.yaml"
    document = load_roundtrip(path.read_text(encoding="utf-8"))
    document["goal"]["conditions"].append(NESTED)
    document["scenario_inventions"][0]["effects"].append(CHOOSE)
    path.write_text(dump(document), encoding="utf-8")
    return path


def test_renaming_an_invention_card_renames_it_inside_nested_conditions(make_window, library, qtbot):
    scenario = nest(library)
    inventions = library / "cursed-island" / "inventions.yaml"
    index = [c["id"] for c in read_file(inventions).data["cards"]].index("hearth-flame")
    window = make_window()
    window.prompter.answer("ask_text", "camp-fire")
    assert window.library.select(inventions, f"/cards/{index}")
    window.library.rename.trigger()
    assert window.prompter.questions("error") == []
    adventure = window.workspace.document_for(scenario)
    assert adventure is not None and adventure.modified
    assert [p for p, v in _strings(adventure.parsed().data) if v == "camp-fire"] == [
        "/goal/conditions/1/has_item", "/goal/conditions/2/any/0/all/0/has_item",
        "/goal/conditions/2/any/0/all/1/not/has_item", "/goal/conditions/2/any/1/has_item"]
    deck = window.workspace.document_for(inventions)
    assert len([p for p, v in _strings(deck.parsed().data) if v == "camp-fire"]) == 4  # its id, three needs
    assert [p for p, v in _strings(adventure.parsed().data) if v == "hearth-flame"] == []
    window.menus.save_all.trigger()
    validation = validate_paths([library / "cursed-island"])
    assert [d.to_text() for d in validation.diagnostics if d.is_error] == []


def test_a_scenario_track_renamed_in_the_form_follows_it_into_nested_choices(library):
    data = read_file(nest(library)).data
    assert local_references(data, "/tracks/0/id", "signal-pyre") == [
        "/goal/conditions/0/scenario_track_at_least/track",
        "/scenario_inventions/0/effects/0/scenario_track/track",
        "/scenario_inventions/0/effects/1/choose/0/0/scenario_track/track",
        "/scenario_inventions/0/effects/1/choose/1/0/if_possible/0/choose/0/0/scenario_track/track",
        "/scenario_inventions/1/effects/0/scenario_track/track",
        "/special_discoveries/0/effects/0/scenario_track/track"]
    deep = [(p, f.pattern) for p, v, f in id_fields.document_fields("adventure", data, "cursed-island") if "/choose/1/" in p]
    assert deep == [("/scenario_inventions/0/effects/1/choose/1/0/if_possible/0/choose/0/0/scenario_track/track",
                     "/scenario_inventions/*/effects/*/choose/*/*/if_possible/*/choose/*/*/scenario_track/track")]
