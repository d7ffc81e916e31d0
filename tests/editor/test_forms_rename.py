"""Renaming an id in a form renames every reference to it in the document, in one undo step, for
every kind of id the schema walk (`engine.content.id_fields`) finds: not only tasks and areas."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from editor.documents.document import Document
from editor.forms.campaign import CampaignView
from editor.forms.context import plain
from editor.forms.local_ids import _strings, local_references
from engine.content import paths

LIBRARY = paths.library_dir()


def test_renaming_a_chapter_in_the_campaign_form_renames_the_branches_leading_to_it(tmp_path: Path, workspace, qtbot):
    target = tmp_path / "isles-of-ash.yaml"
    shutil.copy(LIBRARY / "campaigns" / "isles-of-ash.yaml", target)
    document = Document.open(target)
    view = CampaignView(document, workspace)
    qtbot.addWidget(view)
    index = [c["id"] for c in plain(document.value("/chapters"))].index("pyrecrest")
    view.select_pointer(f"/chapters/{index}/id")
    field = {f.pointer: f for f in view.ctx.fields()}[f"/chapters/{index}/id"]
    field.editor.setFocus()
    field.editor.selectAll()
    qtbot.keyClicks(field.editor, "ashfall")
    qtbot.keyClick(field.editor, Qt.Key.Key_Return)
    data = plain(document.tree)
    assert [p for p, v in _strings(data) if v == "pyrecrest"] == []
    assert [p for p, v in _strings(data) if v == "ashfall"] == ["/chapters/1/branches/2/next", f"/chapters/{index}/id"]
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert [p for p, v in _strings(plain(document.tree)) if v == "pyrecrest"] == [
        "/chapters/1/branches/2/next", f"/chapters/{index}/id"]


def test_the_references_followed_come_from_the_schema_walk_for_every_kind():
    adventure = Document.open(LIBRARY / "drowned-temple.yaml")
    data = plain(adventure.tree)
    # a flag set by one rule: the conditions testing it follow (conditions of victory and of rules)
    setter = next(p for p, v in _strings(data) if v == "temple-cleansed" and p.endswith("/set_flag"))
    assert local_references(data, setter, "temple-cleansed") == [
        "/victory/cooperative/1/conditions/0/flag/flag", "/victory/solo/1/conditions/0/flag/flag",
        "/rules/3/conditions/1/flag/flag"]
    # an area: the area filters of triggers, conditions and effects
    assert local_references(data, "/map/areas/0/id", "drowned-temple") == [
        "/map/areas/0/rules/0/trigger/where/area", "/map/areas/0/rules/1/trigger/where/area",
        "/victory/competitive/0/conditions/0/controls_area/area", "/rules/4/effects/0/summon_terror/where/area"]
    # a card's id: the rules of its own set that name it
    cards = {"kind": "exploration-cards", "id": "mine", "set": "core",
             "cards": [{"id": "lucky-charm", "keep": True},
                       {"id": "omen", "rules": [{"id": "r", "conditions": [{"card_in_hand": {"card": "lucky-charm"}}]}]}]}
    assert local_references(cards, "/cards/0/id", "lucky-charm") == ["/cards/1/rules/0/conditions/0/card_in_hand/card"]
    assert local_references(cards, "/id", "lucky-charm") == []  # the set file's id is another namespace
    # a tag several areas carry is not a definition of one thing: nothing follows
    tagged = next(p for p, v in _strings(data) if "/tags/" in p)
    assert local_references(data, tagged, data["map"]["areas"][int(tagged.split("/")[3])]["tags"][0]) == []
