"""Haze Islands' card files open on the card catalogue: each click on a card's part is one undo step that
changes exactly the YAML it should (the rest of the file kept byte for byte), through the real main window."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.cards.catalogue import CardCatalogue
from editor.cards.face import card_title
from editor.forms.schema_form import SchemaForm

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")
FIXTURE = Path(__file__).parent / "haze_fixture"
FOLDER = "haze-islands"


def opened(make_window, library: Path, name: str, folder: Path | None = None):
    window = make_window(feature_views=True)
    path = library / FOLDER / name
    if folder is not None:  # the test's own small deck, copied into the window's library
        path = library / "haze-test" / name
        path.parent.mkdir(exist_ok=True)
        for file in folder.iterdir():
            shutil.copy(file, path.parent / file.name)
        window.library.rescan_changes()
    page = window.session.open(path)
    catalogue = page.view("Cards")
    assert isinstance(catalogue, CardCatalogue)
    page.setCurrentWidget(catalogue)
    window.resize(1300, 850)
    window.show()
    return window, page, catalogue, path


def click(qtbot, catalogue, key: str, button=Qt.MouseButton.LeftButton, face: int = 0, modifier=Qt.KeyboardModifier.NoModifier):
    view = catalogue.face
    qtbot.mouseClick(view, button, modifier, view.centre_of(key, face))


def changed_lines(before: str, after: str) -> list[tuple[str, str]]:
    old, new = before.splitlines(), after.splitlines()
    assert len(old) == len(new), "the edit added or removed lines"
    return [(a, b) for a, b in zip(old, new, strict=True) if a != b]


def test_the_tabs_of_haze_islands_files(make_window, library):
    window = make_window(feature_views=True)
    tabs = {}
    for name in ("misty-charts.yaml", "misty-tales.yaml", "misty-doom.yaml", "misty-reach.yaml"):
        page = window.session.open(library / FOLDER / name)
        tabs[name] = [page.tabText(i) for i in range(page.count())]
        views = [page.view(page.tabText(i)) for i in range(page.count())]
        assert not any(v.objectName() == "brokenView" for v in views)
        form = page.view("Adventure" if name == "misty-reach.yaml" else "Form")
        assert isinstance(form, SchemaForm) and form.ctx.field_for("/title") is not None
    assert tabs == {"misty-charts.yaml": ["Cards", "Form", "YAML"], "misty-tales.yaml": ["Cards", "Form", "YAML"],
                    "misty-doom.yaml": ["Cards", "Form", "YAML"], "misty-reach.yaml": ["Adventure", "YAML"]}


def test_a_click_on_an_edge_cycles_its_diamonds_as_one_undo_step(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    document = catalogue.document
    before = document.text()
    assert before == path.read_text(encoding="utf-8")
    assert catalogue.grid.count() == 27 and card_title(catalogue.cards()[0]) == "Powder Key"
    click(qtbot, catalogue, "edge:bottom")
    assert changed_lines(before, document.text()) == [("      bottom: {diamonds: 1}", "      bottom: {diamonds: 2}")]
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Bottom edge: 2 diamonds"
    click(qtbot, catalogue, "edge:bottom")  # 2 -> 0
    assert document.value("/cards/0/edges/bottom/diamonds") == 0
    click(qtbot, catalogue, "edge:bottom", modifier=Qt.KeyboardModifier.ShiftModifier)  # the inverse: 0 -> 2
    assert document.value("/cards/0/edges/bottom/diamonds") == 2 and document.undo_stack.count() == 3
    click(qtbot, catalogue, "edge:left", Qt.MouseButton.RightButton)  # the colour
    assert changed_lines(before, document.text())[-1] == ("      left: {diamonds: 1, triangle: true}",
                                                          "      left: {diamonds: 1, triangle: true, colour: red}")
    for _ in range(4):
        document.undo_stack.undo()
    assert document.text() == before and not document.modified


def test_a_triangle_a_skull_and_the_raid_number(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    document = catalogue.document
    catalogue.grid.setCurrentRow(1)  # Cannon Rock: skulls: [top-right]
    before = document.text()
    click(qtbot, catalogue, "corner:bottom-left")
    assert changed_lines(before, document.text()) == [("    skulls: [top-right]", "    skulls: [top-right, bottom-left]")]
    click(qtbot, catalogue, "corner:top-right")
    assert document.value("/cards/1/skulls") == ["bottom-left"]
    assert catalogue.face.region("corner:top-right").name == "Top right corner: no skull"
    click(qtbot, catalogue, "triangle:bottom")
    assert document.value("/cards/1/edges/bottom") == {"diamonds": 0, "triangle": True}
    click(qtbot, catalogue, "raid")
    spin = catalogue.face.spin
    spin.setValue(5)
    spin.editingFinished.emit()
    assert document.value("/cards/1/raid") == 5 and document.undo_stack.undoText() == "Raid: 5"
    assert document.undo_stack.count() == 4
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before


def test_the_icon_picker_offers_the_files_icons(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    document = catalogue.document
    before = document.text()
    click(qtbot, catalogue, "icon")
    menu = catalogue.face.menu
    labels = [a.text() for a in menu.actions() if a.isEnabled() and a.text()]
    assert labels == ["Gunner (crew)", "Bosun (crew)", "Tempest (spell)", "Cinder (spell)", "Maelstrom (spell)",
                      "Doubloons (loot)", "Pearls (loot)", "Rum (loot)", "Spyglass (loot)"]
    next(a for a in menu.actions() if a.text() == "Rum (loot)").trigger()
    assert changed_lines(before, document.text()) == [("    icon: gunner", "    icon: rum")]
    assert document.undo_stack.count() == 1 and catalogue.grid.item(0).text() == "Powder Key"
    document.undo_stack.undo()
    assert document.text() == before


def test_add_duplicate_and_remove_cards(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    document = catalogue.document
    before = document.text()
    catalogue.grid.setCurrentRow(26)
    catalogue.add_action.trigger()
    assert catalogue.grid.count() == 28 and catalogue.current() == 27
    assert document.value("/cards/27") == {"id": "new-location", "title": "New location", "kind": "island",
                                           "icon": "gunner", "raid": 2, "edges": {
                                               "bottom": {"diamonds": 1, "triangle": True}, "left": {"diamonds": 1},
                                               "right": {"diamonds": 1}}, "skulls": []}
    assert document.text().startswith(before.rstrip("\n"))  # added after the last card, the rest untouched
    catalogue.duplicate_action.trigger()
    assert catalogue.current() == 28 and document.value("/cards/28/id") == "new-location-copy"
    catalogue.grid.setCurrentRow(0)
    catalogue.remove_action.trigger()
    assert catalogue.grid.count() == 28 and document.value("/cards/0/id") == "cannon-rock"
    assert document.undo_stack.count() == 3
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before and catalogue.grid.count() == 27


def test_adventure_and_doom_cards_borrow_the_icons_of_the_map_deck(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-tales.yaml")
    document = catalogue.document
    before = document.text()
    assert [f.title for f in catalogue.face.faces] == ["Front (double side up)", "Back (the sea)"]
    assert catalogue.face.region("double:need:0").name == "Double side: icon 1 of 2, Gunner"
    click(qtbot, catalogue, "double:add")
    next(a for a in catalogue.face.menu.actions() if a.text() == "Cinder (spell)").trigger()
    assert changed_lines(before, document.text()) == [("    double: {needs: [gunner, doubloons], score: 2}",
                                                       "    double: {needs: [gunner, doubloons, cinder], score: 2}")]
    click(qtbot, catalogue, "edge:sea", face=1)
    assert document.value("/cards/0/sea") == {"diamonds": 2, "triangle": True}
    click(qtbot, catalogue, "order")
    next(a for a in catalogue.face.menu.actions() if a.text() == "The Doom stays where it is this round.").trigger()
    assert document.value("/cards/0/order") == {"kind": "doom-stays"}
    assert document.undo_stack.count() == 3
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before
    window2, page2, doom, _ = opened(make_window, library, "misty-doom.yaml")
    assert [f.title for f in doom.face.faces] == ["Side 1", "Side 2"]
    assert doom.face.region("sides/1:need:0", 1).name == "Side 2: icon 1 of 4, Maelstrom"
    click(qtbot, doom, "sides/1:need:3", face=1, modifier=Qt.KeyboardModifier.ShiftModifier)
    assert doom.document.value("/cards/0/sides/1/needs") == ["maelstrom", "maelstrom", "bosun"]


def test_the_keyboard_reaches_every_part(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    view = catalogue.face
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.focus == (0, 0) and catalogue.status.text().startswith("Top left corner: no skull")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert catalogue.document.value("/cards/0/skulls") == ["top-left"]
    qtbot.keyClick(view, Qt.Key.Key_Backspace)
    assert catalogue.document.value("/cards/0/skulls") == []
    qtbot.keyClick(view, Qt.Key.Key_Menu)
    assert [a.text() for a in view.menu.actions()][:1] == ["Top left corner: no skull"]


def test_a_card_the_editor_cannot_read_is_drawn_and_an_impossible_edit_is_refused_in_words(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-charts.yaml", FIXTURE)
    document = catalogue.document
    document.set_value("/cards/0", {"id": "odd", "edges": 5, "raid": "many", "skulls": "top-left", "icon": ["x"],
                                    "kind": ["z"]})
    document.append("/cards", 7)
    catalogue.grid.setCurrentRow(0)
    view = catalogue.face
    assert view.region("edge:left").name == "Left edge: 1 gold diamond"  # the schema's defaults and view.region("raid").name == "Raid number: 1"
    assert view.region("icon").name == "Icon: ['x'] (not in the icon list)"
    before, steps = document.text(), document.undo_stack.count()
    click(qtbot, catalogue, "edge:left")
    assert catalogue.status.text() == ("Not changed: /cards/0/edges is 5, not a mapping: fix it in the YAML view, "
                                       "then click again")
    assert document.text() == before and document.undo_stack.count() == steps
    click(qtbot, catalogue, "corner:top-right")  # the string of skulls becomes a list
    assert document.value("/cards/0/skulls") == ["top-right"]
    catalogue.grid.setCurrentRow(catalogue.grid.count() - 1)  # `7`: not a card at all
    assert view.faces == [] and catalogue.remove_action.isEnabled()  # junk can be removed, and duplicated
    catalogue.duplicate_action.trigger()
    assert document.value("/cards")[-2:] == [7, 7]
    catalogue.remove_action.trigger()
    catalogue.remove_action.trigger()
    assert document.value("/cards")[-1] == {"id": "fog-bank", "title": "Fog Bank", "kind": "island", "icon": "eddy",
                                            "raid": 3, "edges": {"bottom": {"diamonds": 1, "triangle": True},
                                                                 "left": {"diamonds": 0, "triangle": True},
                                                                 "right": {"diamonds": 1, "triangle": True}},
                                            "skulls": []}


def test_a_click_on_the_title_types_new_words(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    document = catalogue.document
    before = document.text()
    click(qtbot, catalogue, "title")
    catalogue.face.line.setText("Powder Quay")
    catalogue.face.line.editingFinished.emit()
    assert changed_lines(before, document.text()) == [("    title: Powder Key", "    title: Powder Quay")]
    assert catalogue.grid.item(0).text() == "Powder Quay" and document.undo_stack.undoText() == "Title: Powder Quay"


def test_hovering_a_part_names_it_and_what_the_buttons_do(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "misty-charts.yaml")
    view = catalogue.face
    qtbot.waitExposed(window)
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    at = QPointF(view.centre_of("edge:right"))  # a move event as the window system sends it (offscreen sends none)
    QApplication.sendEvent(view, QMouseEvent(QEvent.Type.MouseMove, at, view.mapToGlobal(at), Qt.MouseButton.NoButton,
                                             Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert catalogue.status.text() == ("Right edge: no diamond, scout triangle — click: Right edge: 1 diamond; "
                                       "Shift+click: Right edge: 2 diamonds; right click: Right edge: red diamonds")
    assert view.hover == (0, next(i for i, r in enumerate(view.regions[0]) if r.key == "edge:right"))
