"""Cursed Island's card files open on the card catalogue of the real main window: the selected card's effects are
built in the Effects panel from the vocabulary's term table (an effect added, a nested DECIDE option filled, a value
typed, each one undo step of the YAML), a card of words only says it is not simulated, and an island tile's parts
are clicks (a source, an icon, the terrain)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.cards.catalogue import CardCatalogue
from editor.forms.effect_builder import NOT_SIMULATED, EffectBuilder
from editor.rulesets.cursed_island import card_face, cards

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")
FIXTURE = Path(__file__).parent / "cursed_fixture"


def opened(make_window, library: Path, name: str):
    """The window with the test's own small files in its library, `name` open on its card catalogue."""
    window = make_window(feature_views=True)
    folder = library / "cursed-test"
    folder.mkdir(exist_ok=True)
    for file in FIXTURE.iterdir():
        shutil.copy(file, folder / file.name)
    window.library.rescan_changes()
    path = folder / name
    page = window.session.open(path)
    catalogue = page.view("Cards")
    assert isinstance(catalogue, CardCatalogue)
    page.setCurrentWidget(catalogue)
    window.resize(1300, 900)
    window.show()
    return window, page, catalogue, path


def changed_lines(before: str, after: str) -> list[tuple[str, str]]:
    old, new = before.splitlines(), after.splitlines()
    return [(a, b) for a, b in zip(old, new, strict=False) if a != b] + [("", b) for b in new[len(old):]]


def add_term(builder: EffectBuilder, pointer: str, name: str) -> None:
    """Pick `name` in the Add menu of the builder's list at `pointer`, as a click on the menu does."""
    found = builder.list_at(pointer)
    assert found is not None, pointer
    next(a for a in found.menu.actions() if a.data() == name).trigger()


def test_an_event_file_opens_on_its_cards_with_an_effects_panel(make_window, library):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    assert [page.tabText(i) for i in range(page.count())] == ["Cards", "Form", "YAML"]
    assert [c["title"] for c in catalogue.cards()] == ["Cold Rain", "Strange Lights"]
    assert list(catalogue.panels) == ["Effects"] and catalogue.faces.size == card_face.SIZE
    panel = catalogue.panels["Effects"]
    assert list(panel.builders) == ["effects", "threat", "action/needs", "action/reward"]
    effects = panel.builders["effects"]
    assert [box.name for box in effects.root.boxes] == ["weather", "choose"]
    assert [t.pointer for t in effects.lists] == ["/cards/0/effects", "/cards/0/effects/1/choose/0",
                                                  "/cards/0/effects/1/choose/1"]
    assert effects.root.boxes[0].fields["rain"].editor.text() == "1"
    assert panel.builders["threat"].root.boxes[0].fields["wood"].editor.text() == "1"


def test_an_effect_added_through_the_builder_is_one_undo_step(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    document = catalogue.document
    before = document.text()
    effects = catalogue.panels["Effects"].builders["effects"]
    add_term(effects, "/cards/0/effects", "wound")
    lines = before.splitlines()
    at = lines.index("      - choose: [[{heal: {count: 1}}], [{morale: 1}]]") + 1
    assert document.text().splitlines() == lines[:at] + ["      - wound: {count: 1}"] + lines[at:]
    assert document.value("/cards/0/effects/2") == {"wound": {"count": 1}}
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Add effect Wound"
    effects = catalogue.panels["Effects"].builders["effects"]
    assert [box.name for box in effects.root.boxes] == ["weather", "choose", "wound"]  # the rows follow the file
    document.undo_stack.undo()  # Edit > Undo
    assert document.text() == before and not document.modified
    assert [box.name for box in catalogue.panels["Effects"].builders["effects"].root.boxes] == ["weather", "choose"]


def test_a_nested_option_and_a_typed_value(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    document = catalogue.document
    before = document.text()
    effects = catalogue.panels["Effects"].builders["effects"]
    add_term(effects, "/cards/0/effects/1/choose/1", "gain")  # DECIDE's second option: morale 1, then gain
    assert document.value("/cards/0/effects/1/choose/1") == [{"morale": 1}, {"gain": {"food": 1}}]
    effects = catalogue.panels["Effects"].builders["effects"]
    field = effects.root.boxes[0].fields["rain"]  # the weather's rain clouds
    field.editor.setFocus()
    field.editor.selectAll()
    qtbot.keyClicks(field.editor, "2")
    qtbot.keyClick(field.editor, Qt.Key.Key_Return)
    assert document.value("/cards/0/effects/0") == {"weather": {"rain": 2}}
    assert document.undo_stack.count() == 2 and document.undo_stack.undoText() == "Set Weather rain to 2"
    effects = catalogue.panels["Effects"].builders["effects"]
    effects.root.boxes[1].add_option_button.click()  # a third option, then its first effect
    assert document.value("/cards/0/effects/1/choose/2") == []
    add_term(catalogue.panels["Effects"].builders["effects"], "/cards/0/effects/1/choose/2", "heal")
    assert document.value("/cards/0/effects/1/choose/2") == [{"heal": {"count": 1}}]
    assert document.undo_stack.count() == 4
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before


def test_a_card_of_words_only_is_not_simulated(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    catalogue.grid.setCurrentRow(1)  # Strange Lights: its text, no effect
    effects = catalogue.panels["Effects"].builders["effects"]
    assert effects.note.text() == NOT_SIMULATED and not effects.simulated
    assert catalogue.panels["Effects"].builders["threat"].note.text() == "No effects."
    assert card_face.not_simulated(catalogue.cards()[1], "events") and not card_face.not_simulated(catalogue.cards()[0], "events")
    add_term(effects, "/cards/1/effects", "morale")  # now it plays something
    effects = catalogue.panels["Effects"].builders["effects"]
    assert catalogue.document.value("/cards/1/effects") == [{"morale": 1}]
    assert effects.simulated and effects.note.isHidden()
    assert not card_face.not_simulated(catalogue.cards()[1], "events")


def test_the_band_of_an_event_cycles_its_icon(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    view = catalogue.face
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, view.centre_of("icon"))
    assert catalogue.document.value("/cards/0/icon") == "build"
    assert catalogue.document.undo_stack.undoText() == "Icon: build"


def test_an_island_tiles_sources_icons_and_terrain_are_clicks(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-isle.yaml")
    assert [page.tabText(i) for i in range(page.count())] == ["Cards", "Form", "YAML"]
    assert catalogue.faces.noun == "island tile" and catalogue.grid.count() == 3
    document = catalogue.document
    before = document.text()
    view = catalogue.face

    def click(key, modifier=Qt.KeyboardModifier.NoModifier):
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, modifier, view.centre_of(key))

    click("source:wood")  # Flat Sand gives food; now wood too
    assert document.value("/tiles/0/sources") == ["food", "wood"]
    click("icon:beast")
    assert document.value("/tiles/0/beast") is True
    click("terrain")  # beach -> hills
    assert document.value("/tiles/0/terrain") == "hills"
    click("terrain", Qt.KeyboardModifier.ShiftModifier)  # back to beach
    assert document.value("/tiles/0/terrain") == "beach"
    assert changed_lines(before, document.text()) == [
        ("  - {id: flat-sand, number: 1, title: Flat Sand, terrain: beach, sources: [food]}",
         "  - {id: flat-sand, number: 1, title: Flat Sand, terrain: beach, sources: [food, wood], beast: true}")]
    assert document.undo_stack.count() == 4
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before
    assert cards.card_faces("island-map").list_pointer == "/tiles" and cards.card_faces("adventure") is None


def test_what_is_said_to_be_not_simulated():
    words = {"text": "Something happens."}
    assert card_face.not_simulated({"id": "a", **words}, "events")
    assert not card_face.not_simulated({"id": "a", **words, "threat": [{"morale": -1}]}, "events")
    assert not card_face.not_simulated({"id": "a", **words, "action": {"reward": [{"morale": 1}]}}, "events")
    assert not card_face.not_simulated({"id": "a", **words, "keep": {"keep_food": True}}, "mysteries")
    assert not card_face.not_simulated({"id": "b", **words, "strength": 3}, "beasts")  # its numbers play
    assert not card_face.not_simulated({"id": "i", **words}, "inventions")  # the item is what it does
    assert not card_face.not_simulated({"id": "dog", **words, "helper": "dog"}, "characters")
    assert card_face.not_simulated({"id": "c", "skills": [{"id": "s", "cost": 2, **words}]}, "characters")
    assert not card_face.not_simulated({"id": "c", "skills": [{"id": "s", "cost": 2, "effects": [{"morale": 1}]}]},
                                       "characters")


def test_a_terms_problem_shows_under_its_builder(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-events.yaml")
    document = catalogue.document
    document.set_value("/cards/0/threat/0/discard/wood", "lots", "Wood: lots")  # not a number
    builder = catalogue.panels["Effects"].builders["threat"]
    qtbot.waitUntil(lambda: builder.banner.isVisible(), timeout=10000)
    assert [d.pointer for d in builder.banner.problems] == ["/cards/0/threat/0/discard/wood"]
    assert builder.root.boxes[0].fields["wood"].editor.text() == "lots"
    document.undo_stack.undo()
    qtbot.waitUntil(lambda: builder.banner.isHidden(), timeout=10000)
