"""Map designer: selecting, moving, copying, pasting and deleting fields with their areas entries."""

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
    view.tool = "select"
    MapView.clip = None
    yield view
    view.document.undo_stack.clear()  # breaks the command -> document cycle (see test_map_paint.open_map)


def rows(view: MapView) -> list[str]:
    return list(view.document.value("/map/rows"))


def area_at(view: MapView, coord) -> dict | None:
    found = [a for a in view.document.value("/map/areas") if list(a["at"]) == list(coord)]
    assert len(found) <= 1
    return found[0] if found else None


def test_click_shift_click_and_rubber_band(temple: MapView, qtbot):
    with qtbot.waitSignal(temple.pointer_selected) as chosen:
        temple.stroke([(5, 3)])
    assert chosen.args == ["/map/areas/0"]
    assert temple.selection == {(5, 3)}
    with qtbot.waitSignal(temple.pointer_selected) as chosen:
        temple.stroke([(0, 2)], shift=True)
    assert chosen.args == ["/map/rows/2"]  # a field without an entry: its row
    assert temple.selection == {(5, 3), (0, 2)}
    temple.stroke([(5, 3)], shift=True)
    assert temple.selection == {(0, 2)}
    temple.stroke([(1, 1), (3, 2)])  # a drag from an unselected field is a rubber band
    assert temple.selection == {(c, r) for c in range(1, 4) for r in range(1, 3)}
    assert "6 fields" in temple.properties.header.text()
    temple.stroke([(2, 2)])  # a click on one of the selected fields selects just that one
    assert temple.selection == {(2, 2)}
    temple.escape()
    assert temple.selection == set()
    assert temple.document.undo_stack.count() == 0


def test_dragging_a_selection_moves_fields_entries_and_keeps_their_shape(temple: MapView):
    document = temple.document
    original = document.text()
    temple.set_selection([(7, 3), (7, 4)])
    temple.stroke([(7, 3), (8, 3)])
    assert rows(temple)[3] == "s g y r y a y . a ."
    assert rows(temple)[4] == ". . y y g y r . r ."
    assert area_at(temple, (8, 3))["id"] == "kelp-reliquary"
    assert area_at(temple, (8, 4))["id"] == "kelp-hollow"
    assert area_at(temple, (7, 3)) is None
    assert temple.selection == {(8, 3), (8, 4)}
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.text() == original


def test_a_move_that_would_leave_the_board_does_nothing(temple: MapView):
    temple.set_selection([(7, 3)])
    assert not temple.move_selection((7, 3), (7, 9))
    assert temple.document.undo_stack.count() == 0


def test_moved_tokens_and_links_follow_and_overwritten_entries_go(temple: MapView):
    document = temple.document
    temple.set_selection([(2, 2)])  # The Weeping Stair: a link end and a progress token
    assert temple.move_selection((2, 2), (2, 1))  # onto a shore field that has its own entry
    assert rows(temple)[1] == ". s a g f y . s . ."
    assert document.value("/map/links/0/between") == [[2, 1], [5, 3]]
    assert document.value("/setup/progress_tokens/3/at") == [2, 1]
    assert area_at(temple, (2, 1))["id"] == "weeping-stair"  # the shore-only entry that lay there is gone


def test_copy_and_paste_a_field_with_its_rules(temple: MapView):
    document = temple.document
    original = document.text()
    temple.set_selection([(5, 3)])
    assert temple.copy()
    pasted = temple.paste((8, 6))
    assert pasted == [(8, 6)]
    assert rows(temple)[6] == ". . s . g f s . a ."
    entry = area_at(temple, (8, 6))
    assert entry["id"] == "drowned-temple-2"  # ids stay unique
    assert entry["name"] == "The Drowned Temple"
    assert [r["id"] for r in entry["rules"]] == ["temple-guardians-2", "rites-broken-2"]
    assert entry["rules"][0]["trigger"]["where"] == {"area": "drowned-temple-2"}  # its rules follow its new id
    assert area_at(temple, (5, 3))["rules"][0]["id"] == "temple-guardians"
    assert temple.selection == {(8, 6)}
    assert document.undo_stack.count() == 1
    text = document.text()
    assert "      rules:\n        - id: temple-guardians-2\n" in text  # pasted in block style, like the original
    document.undo_stack.undo()
    assert document.text() == original


def test_paste_replaces_target_fields_and_water_is_transparent(temple: MapView):
    document = temple.document
    temple.set_selection([(6, 2), (7, 2), (8, 2), (9, 2)])  # red, green, sea and water
    temple.copy()
    temple.paste((1, 1))
    # moved by an odd number of columns, the zigzag of the copied row keeps its shape:
    # (6, 2) -> (1, 1), (7, 2) -> (2, 2), (8, 2) -> (3, 1), and the water (9, 2) would go to (4, 2)
    assert rows(temple)[1] == ". r g s f y . s . ."
    assert rows(temple)[2] == "s g g y g y r g s ."  # (4, 2) stays green: copied water never overwrites
    assert area_at(temple, (1, 1))["id"] == "sunken-cloister-2"
    assert dict(area_at(temple, (2, 2))) == {"at": [2, 2], "tags": ["shore"]}  # the Weeping Stair was pasted over
    assert area_at(temple, (3, 1)) is None  # so was the Fallen Obelisk, by a sea without an entry
    assert area_at(temple, (2, 1))["tags"] == ["shore"]  # fields outside the paste keep theirs
    assert temple.selection == {(1, 1), (2, 2), (3, 1)}
    assert document.undo_stack.count() == 1


def test_ctrl_v_pastes_where_the_user_clicks(temple: MapView):
    temple.set_selection([(0, 2)])
    temple.copy()
    temple.start_paste()
    temple.hover((9, 6))
    assert temple.item.preview == {(9, 6): "s"}
    temple.stroke([(9, 6)])
    assert rows(temple)[6].endswith(". s")
    assert temple.tool == "select" and temple.selection == {(9, 6)}


def test_delete_removes_fields_entries_tokens_and_links(temple: MapView):
    document = temple.document
    original = document.text()
    temple.set_selection([(3, 3), (2, 2)])
    temple.delete_selection()
    assert rows(temple)[3] == "s g y . y a y a . ."
    assert rows(temple)[2] == "s g . y g y r g s ."
    assert area_at(temple, (3, 3)) is None and area_at(temple, (2, 2)) is None
    assert [t["at"] for t in document.value("/setup/progress_tokens")] == [[6, 2], [5, 5]]
    assert document.value("/map/links") == []
    assert document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.text() == original
    temple.set_selection([(0, 0)])  # water without an entry: nothing to delete, no empty undo step
    temple.delete_selection()
    assert document.undo_stack.count() == 1 and document.undo_stack.canRedo()


def test_select_pointer(temple: MapView):
    assert temple.select_pointer("/map/areas/0/tile/value")
    assert temple.selection == {(5, 3)}
    assert temple.select_pointer("/map/rows/3")
    assert temple.selection == {(c, 3) for c in range(10)}
    assert temple.select_pointer("/map/links/0")
    assert temple.selection == {(2, 2), (5, 3)}
    assert temple.select_pointer("/setup/progress_tokens/2/at")
    assert temple.selection == {(5, 5)}
    assert temple.select_pointer("/map/rows")
    assert not temple.select_pointer("/title")
    assert not temple.select_pointer("/map/areas/99")
    assert not temple.select_pointer("/map/rows/12")


def test_a_pointer_inside_an_area_rule_is_left_to_the_rule_editor(temple: MapView):
    assert temple.select_pointer("/map/areas/0/rules/0/effects/0") is False  # the Rules tab claims it
    assert temple.select_pointer("/map/areas/0/name") is True
