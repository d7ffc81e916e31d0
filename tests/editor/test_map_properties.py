"""Map designer: the properties of selected fields, each edit one undo step for all of them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document
from editor.map.view import MapView
from engine.content import paths


@pytest.fixture
def temple(tmp_path: Path, qtbot) -> MapView:
    shutil.copy(paths.library_dir() / "drowned-temple.yaml", tmp_path / "drowned-temple.yaml")
    view = MapView(Document.open(tmp_path / "drowned-temple.yaml"))
    qtbot.addWidget(view)
    yield view
    view.document.undo_stack.clear()  # breaks the command -> document cycle (see test_map_paint.open_map)


def type_into(edit, text: str) -> None:
    edit.setText(text)
    edit.editingFinished.emit()


def test_tagging_two_new_fields_is_one_step_and_keeps_areas_sorted(temple: MapView):
    document = temple.document
    original = document.text()
    temple.set_selection([(0, 2), (0, 3)])
    type_into(temple.properties.tags_edit, "harbour, shore")
    assert document.undo_stack.count() == 1
    # after the last entry above or left of them: the hand-ordered head of the list is left alone
    assert dict(document.value("/map/areas/16")) == {"at": [0, 2], "tags": ["harbour", "shore"]}
    assert dict(document.value("/map/areas/19")) == {"at": [0, 3], "tags": ["harbour", "shore"]}
    assert "    - at: [0, 2]\n      tags: [harbour, shore]\n" in document.text()
    document.undo_stack.undo()
    assert document.text() == original


def test_landing_name_and_id_of_one_sea(temple: MapView):
    document = temple.document
    temple.set_selection([(0, 2)])
    assert not temple.properties.landing_box.isHidden()
    temple.properties.landing_box.click()  # untick: ships may not land
    assert dict(document.value("/map/areas/16")) == {"at": [0, 2], "landing": False}
    type_into(temple.properties.name_edit, "Gull Reach")
    type_into(temple.properties.id_edit, "gull-reach")
    assert dict(document.value("/map/areas/16")) == {"at": [0, 2], "landing": False, "name": "Gull Reach", "id": "gull-reach"}
    assert temple.board.describe((0, 2)) == "[0, 2] sea · Gull Reach · no landing"
    temple.properties.landing_box.click()  # landing again: the default, so the key goes
    type_into(temple.properties.name_edit, "")
    type_into(temple.properties.id_edit, "")
    assert all(list(a["at"]) != [0, 2] for a in document.value("/map/areas"))  # nothing left: the entry goes
    assert document.undo_stack.count() == 6


def test_mixed_values_are_not_overwritten_by_an_untouched_box(temple: MapView):
    temple.set_selection([(3, 1), (3, 3)])  # The Fallen Obelisk and The Broken Colonnade
    assert temple.properties.name_edit.text() == ""
    assert temple.properties.name_edit.placeholderText() == "(several values)"
    assert not temple.properties.id_edit.isEnabled()
    temple.properties.name_edit.editingFinished.emit()
    assert temple.document.undo_stack.count() == 0


def test_an_adventure_area_tile_and_its_rules(temple: MapView, qtbot):
    document = temple.document
    temple.set_selection([(2, 2)])  # The Weeping Stair
    panel = temple.properties
    assert not panel.tile_box.isHidden()
    assert panel.value_spin.value() == 3 and panel.colour_combo.currentText() == "red"
    assert panel.resources_edit.text() == "gold, ration"
    panel.value_spin.setValue(4)
    assert document.value("/map/areas/1/tile") == {"value": 4, "value_colour": "red", "resources": ["gold", "ration"]}
    assert document.undo_stack.count() == 1
    assert panel.rules_label.text() == "1 rule"
    # nobody listens to edit_rules: the rules are shown as text instead of a dead button
    assert panel.rules_button.isHidden() and not panel.rules_text.isHidden()
    assert "Slick Stones: Each time you lose a combat" in panel.rules_text.toPlainText()
    received = []
    temple.edit_rules.connect(received.append)
    temple.set_selection([(2, 2)])
    assert not panel.rules_button.isHidden() and panel.rules_text.isHidden()
    panel.rules_button.click()
    assert received == ["/map/areas/1/rules"]


def test_a_new_adventure_area_gets_a_complete_tile(temple: MapView):
    document = temple.document
    temple.paint_kind = "adventure"
    temple.stroke([(8, 2)])
    temple.set_selection([(8, 2)])
    temple.properties.value_spin.setValue(2)
    entry = [a for a in document.value("/map/areas") if list(a["at"]) == [8, 2]][0]
    assert entry["tile"] == {"value": 2, "value_colour": "white"}
    assert document.undo_stack.count() == 2


def test_a_fixed_tile(temple: MapView):
    document = temple.document
    temple.set_selection([(4, 1)])  # Mount Skerry
    panel = temple.properties
    assert not panel.fixed_box.isHidden()
    assert (panel.fixed_kind.currentText(), panel.fixed_card.text(), panel.fixed_revealed.isChecked()) == ("terrain", "mountain-1", True)
    type_into(panel.fixed_card, "mountain-2")
    assert document.value("/map/areas/3/fixed") == {"colour": "yellow", "kind": "terrain", "terrain": "mountain-2", "revealed": True}
    assert document.undo_stack.count() == 1
