"""File > New Card Set offers every installed game's card kinds, the open tab's game first, and writes a
file of that game that validates: a Cursed Island deck cut down to one card, a Finis Terrae tile set
whole (one tile alone cannot make the stack its sizes say), each with its own game's schema comment and
without the bundled file's words about itself. Before, the list held Isles of Terror's kinds only, so a
designer of another game could not start a deck, island or tile set from the menus; and Duplicate wrote
an Isles of Terror schema comment on every game's copy."""

from __future__ import annotations

import pytest

from engine.content.yaml_io import read_file

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _errors(window, qtbot, target) -> list[str]:
    window.workspace.reread(target)
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10000)
    return [d.to_text() for d in window.workspace.diagnostics_for(target) if d.is_error]


def _offered(window) -> list[str]:
    (question,) = window.prompter.questions("ask_choice")
    return question[2]


def test_new_card_set_with_a_cursed_island_scenario_open_offers_its_decks_first(window, library, qtbot):
    window.open_path(library / "cursed-island" / "the-long-tide.yaml")
    window.prompter.answer("ask_text", "storm-events")
    window.prompter.answer("ask_choice", "Island events (Cursed Island)")
    window.library.new_card_set.trigger()
    offered = _offered(window)
    assert offered[:3] == ["Island map (Cursed Island)", "Character cards (Cursed Island)", "Island events (Cursed Island)"]
    assert "Minions (Isles of Terror)" in offered and "Tile set (Finis Terrae)" in offered
    target = library / "storm-events.yaml"
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=.isleforge/schemas/cursed-island/island-events.schema.json\n"
                           "kind: island-events\nruleset: cursed-island\nid: storm-events\ntitle: Storm events\n")
    data = read_file(target).data
    assert [card["id"] for card in data["cards"]] == ["storm-events-1"]
    assert window.library.model.entry(target).ruleset == "cursed-island"
    assert window.tabs.current().path == target
    assert _errors(window, qtbot, target) == []


def test_a_new_finis_terrae_tile_set_keeps_every_tile_under_new_ids_and_validates(window, library, qtbot):
    window.open_path(library / "finis-terrae" / "windward-sea.yaml")
    window.prompter.answer("ask_text", "my-tiles")
    window.prompter.answer("ask_choice", "Tile set (Finis Terrae)")
    window.library.new_card_set.trigger()
    assert _offered(window)[:2] == ["Tile set (Finis Terrae)", "Weather deck (Finis Terrae)"]
    target = library / "my-tiles.yaml"
    assert target.read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=.isleforge/schemas/finis-terrae/tile-set.schema.json\nkind: tile-set\n")
    bundled = read_file(library / "finis-terrae" / "windward-tiles.yaml").data["tiles"]
    tiles = read_file(target).data["tiles"]
    assert [t["id"] for t in tiles] == [f"{t['id']}-my-tiles" for t in bundled] and len(tiles) == 16
    assert _errors(window, qtbot, target) == []


def test_a_new_weather_deck_keeps_its_finale_and_validates(window, library, qtbot):
    window.open_path(library / "finis-terrae" / "windward-sea.yaml")
    window.prompter.answer("ask_text", "my-weather")
    window.prompter.answer("ask_choice", "Weather deck (Finis Terrae)")
    window.library.new_card_set.trigger()
    target = library / "my-weather.yaml"
    assert sum(1 for card in read_file(target).data["cards"] if card.get("finale")) == 1
    assert _errors(window, qtbot, target) == []


def test_duplicating_a_cursed_island_deck_writes_its_own_games_schema_comment(window, library, qtbot):
    window.prompter.answer("ask_text", "more-beasts")
    window.library.select(library / "cursed-island" / "beasts.yaml")
    window.library.duplicate.trigger()
    target = library / "cursed-island" / "more-beasts.yaml"
    first = target.read_text(encoding="utf-8").split("\n", 1)[0]
    assert first.startswith("# yaml-language-server: $schema=") and first.endswith("/schemas/cursed-island/beast-deck.schema.json")
    assert _errors(window, qtbot, target) == []


def test_a_new_island_map_starts_with_one_tile_named_as_a_tile(window, library, qtbot):
    window.open_path(library / "cursed-island" / "the-long-tide.yaml")
    window.prompter.answer("ask_text", "my-isle")
    window.prompter.answer("ask_choice", "Island map (Cursed Island)")
    window.library.new_card_set.trigger()
    target = library / "my-isle.yaml"
    tiles = read_file(target).data["tiles"]
    assert [(t["id"], t["title"]) for t in tiles] == [("my-isle-1", "New tile")]
    assert _errors(window, qtbot, target) == []
