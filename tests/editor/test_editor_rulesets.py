"""`editor.rulesets`: the editor parts of a ruleset, found by the engine ruleset's id."""

from __future__ import annotations

import pytest

from editor import rulesets as editor_rulesets
from editor.rulesets.isles_of_terror import CHANCE_KINDS, EDITOR_RULESET
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.rulesets.isles_of_terror.prose import IMPORTANT_KINDS


class _Tiny(rulesets.Ruleset):
    id, title = "tiny-isle", "Tiny isle"


class _Document:
    def __init__(self, data: dict) -> None:
        self.data = data

    def value(self, pointer: str, default=None):
        return self.data.get(pointer.lstrip("/"), default)


class _Model:
    ruleset = None


def test_the_default_ruleset_has_the_isles_of_terror_editor_parts():
    parts = editor_rulesets.get()
    assert parts is EDITOR_RULESET and parts.id == "isles-of-terror"
    assert editor_rulesets.get("isles-of-terror") is parts
    assert editor_rulesets.of(_Model()) is parts
    assert parts.important_kinds is IMPORTANT_KINDS and parts.chance_kinds is CHANCE_KINDS
    assert "dice" in parts.chance_kinds and "dice" not in parts.important_kinds
    assert parts.combat_odds is not None


def test_a_document_names_its_ruleset_or_gets_the_default():
    assert editor_rulesets.for_document(_Document({})).id == "isles-of-terror"
    assert editor_rulesets.for_document(_Document({"ruleset": "isles-of-terror"})).id == "isles-of-terror"
    assert editor_rulesets.for_document(None).id == "isles-of-terror"


def test_an_unknown_ruleset_is_a_clear_error():
    with pytest.raises(EngineError) as caught:
        editor_rulesets.get("no-such-isle")
    assert caught.value.code == "ruleset/unknown"


def test_a_ruleset_without_editor_parts_says_so_and_parts_can_be_added():
    rulesets.register(_Tiny())
    try:
        with pytest.raises(EngineError) as caught:
            editor_rulesets.get("tiny-isle")
        assert caught.value.code == "ruleset/no-editor"
        assert caught.value.message == ("the ruleset 'tiny-isle' has no editor parts installed "
                                        "(installed: cursed-island, finis-terrae, haze-islands, island-clash, "
                                        "isles-of-terror)")
        parts = editor_rulesets.EditorRuleset()
        parts.id = "tiny-isle"
        editor_rulesets.register(parts)
        try:
            assert editor_rulesets.get("tiny-isle") is parts
            assert parts.combat_odds is None
            with pytest.raises(EngineError) as twice:
                editor_rulesets.register(parts)
            assert twice.value.code == "registry/duplicate"
        finally:
            editor_rulesets.unregister("tiny-isle")
    finally:
        rulesets.unregister("tiny-isle")


def test_the_map_asks_the_adventures_ruleset_for_the_combat_odds(qtbot, tmp_path, workspace):
    """A ruleset without a combat odds panel: the map's menu offers none and presets nothing."""
    import shutil

    from editor.documents.document import Document
    from editor.map.view import MapView
    from engine.content import paths

    shutil.copy(paths.library_dir() / "drowned-temple.yaml", tmp_path / "drowned-temple.yaml")
    view = MapView(Document.open(tmp_path / "drowned-temple.yaml"), workspace)
    qtbot.addWidget(view)
    kelp = (7, 3)  # The Kelp Reliquary: an adventure area of value 4
    assert view.area_odds_preset(kelp) == (4, False)
    action = view.context_menu(kelp).actions()[0]
    assert action.objectName() == "combat-odds" and action.isEnabled()
    rulesets.register(_Tiny())
    parts = editor_rulesets.EditorRuleset()
    parts.id = "tiny-isle"
    editor_rulesets.register(parts)
    try:
        view.document.set_value("/ruleset", "tiny-isle")
        assert view.area_odds_preset(kelp) is None
        action = view.context_menu(kelp).actions()[0]
        assert action.objectName() == "combat-odds" and not action.isEnabled()
        assert view.open_combat_odds(kelp) is None
    finally:
        view.document.undo_stack.clear()
        editor_rulesets.unregister("tiny-isle")
        rulesets.unregister("tiny-isle")


# -- the editor paths hooks of the engine ruleset (what F5's setup dialog asks) --------------------
class _Game:
    def __init__(self, seats: list[str]) -> None:
        self.seats = seats

    def seat_names(self) -> list[str]:
        return list(self.seats)


class _Plain(rulesets.Ruleset):
    """A ruleset that says nothing about its seats: the defaults read a game of the default seating."""

    id, title, modes = "plain-isle", "Plain isle", ("race",)

    def new_game(self, model, *, players=None, factions=None, mode=None):
        return _Game(["north", "south"])


class _Race:
    modes = ("race", "relay")


def test_a_ruleset_that_says_nothing_seats_its_default_game_in_every_mode_it_plays():
    plain = _Plain()
    assert plain.seats(_Race()) == [("north", "north"), ("south", "south")]
    assert plain.player_counts(_Race(), "race") == (2,) and plain.player_counts(_Race(), "relay") == ()
    assert plain.mode_titles(_Race()) == {"race": "Race", "relay": "Relay"}
    assert (plain.seat_noun, plain.one_player_modes, plain.plays_campaigns) == ("Seat", (), False)


def test_the_shipped_rulesets_name_their_seats_counts_and_modes():
    from engine.sim.content import load_playable

    temple, lagoon = load_playable("drowned-temple"), load_playable("lagoon-crossing")
    terror, clash = rulesets.get("isles-of-terror"), rulesets.get("island-clash")
    assert terror.seats(temple)[:2] == [("chasseurs", "Chasseurs"), ("conquistadores", "Conquistadores")]
    assert terror.player_counts(temple, "solo") == (1, 2, 3, 4) and terror.player_counts(temple, "competitive")[0] == 2
    assert (terror.seat_noun, terror.one_player_modes, terror.plays_campaigns) == ("Faction", ("solo",), True)
    assert clash.seats(lagoon) == [("red", "Red"), ("blue", "Blue"), ("green", "Green"), ("yellow", "Yellow")]
    assert clash.player_counts(lagoon, "standard") == (2, 4) and clash.player_counts(lagoon, "solo") == ()
    assert clash.mode_titles(lagoon) == {"standard": "Standard", "randomized-tiles": "Randomized tiles"}
    assert (clash.seat_noun, clash.one_player_modes, clash.plays_campaigns) == ("Colour", (), False)
