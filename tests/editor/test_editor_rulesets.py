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
                                        "(installed: island-clash, isles-of-terror)")
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
