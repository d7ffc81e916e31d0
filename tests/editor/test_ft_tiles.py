"""Finis Terrae's tile-set and weather-deck files open on the card catalogue of the real main window: a click on
a tile's edge paints it sea → land → rock as one undo step of the YAML, the four turns and the counts per player
count follow the file, and saving writes the edit."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.cards.catalogue import CardCatalogue
from editor.cards.counts import CountsTable
from editor.cards.face import card_title
from editor.cards.turns import TurnsPreview
from editor.rulesets.finis_terrae import tile_face

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")
FIXTURE = Path(__file__).parent / "ft_fixture"


def opened(make_window, library: Path, name: str):
    """The window with the test's own small files copied into its library, `name` open on its catalogue."""
    window = make_window(feature_views=True)
    folder = library / "ft-test"
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


def click(qtbot, catalogue, key: str, button=Qt.MouseButton.LeftButton, modifier=Qt.KeyboardModifier.NoModifier):
    view = catalogue.face
    qtbot.mouseClick(view, button, modifier, view.centre_of(key))


def changed_lines(before: str, after: str) -> list[tuple[str, str]]:
    old, new = before.splitlines(), after.splitlines()
    assert len(old) == len(new), "the edit added or removed lines"
    return [(a, b) for a, b in zip(old, new, strict=True) if a != b]


def test_the_tabs_of_a_tile_set_and_a_weather_deck(make_window, library):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    assert [page.tabText(i) for i in range(page.count())] == ["Cards", "Form", "YAML"]
    assert catalogue.grid.count() == 12 and card_title(catalogue.cards()[3]) == "Cove"
    assert list(catalogue.panels) == ["Turns", "Counts"] and [a.text() for a in catalogue.tool_actions] == ["Lay a sample sea"]
    weather = window.session.open(library / "ft-test" / "test-weather.yaml")
    assert [weather.tabText(i) for i in range(weather.count())] == ["Cards", "Form", "YAML"]
    cards = weather.view("Cards")
    assert [card_title(c) for c in cards.cards()] == ["Fair Wind", "Drizzle", "Squall", "World's End"]
    assert cards.faces.size == (44.0, 68.0) and not cards.panels


def test_a_click_on_an_edge_paints_it_sea_land_rock_as_one_undo_step(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    document = catalogue.document
    before = document.text()
    assert before == path.read_text(encoding="utf-8")
    click(qtbot, catalogue, "edge:right")  # open water: sea -> land
    assert changed_lines(before, document.text()) == [
        ("    edges: {top: sea, right: sea, bottom: sea, left: sea}", "    edges: {top: sea, right: land, bottom: sea, left: sea}")]
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Right edge: land"
    assert catalogue.face.region("edge:right").name == "Right edge: land"
    click(qtbot, catalogue, "edge:right")  # land -> rock
    assert document.value("/tiles/0/edges/right") == "rock"
    click(qtbot, catalogue, "edge:right")  # rock -> sea
    assert document.value("/tiles/0/edges/right") == "sea" and document.text() == before
    click(qtbot, catalogue, "edge:left", modifier=Qt.KeyboardModifier.ShiftModifier)  # backwards: sea -> rock
    assert document.value("/tiles/0/edges/left") == "rock" and document.undo_stack.count() == 4
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before and not document.modified


def test_an_edge_edit_is_saved_and_the_kind_token_and_beach_are_clicks(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    document = catalogue.document
    catalogue.grid.setCurrentRow(3)  # Cove: land on top
    before = document.text()
    click(qtbot, catalogue, "edge:top")  # land -> rock
    click(qtbot, catalogue, "token")  # none -> treasure
    click(qtbot, catalogue, "beach")  # a coast has a beach: off
    assert document.value("/tiles/3/edges") == {"top": "rock", "right": "sea", "bottom": "sea", "left": "sea"}
    assert document.value("/tiles/3/token") == "treasure" and document.value("/tiles/3/beach") is False
    click(qtbot, catalogue, "kind")  # the picker of kinds
    menu = catalogue.face.menu
    next(a for a in menu.actions() if a.text() == "Kind: lighthouse").trigger()
    assert document.value("/tiles/3/kind") == "lighthouse" and document.undo_stack.count() == 4
    assert catalogue.grid.item(3).text() == "Cove"
    document.undo_stack.undo()  # the kind back to coast
    assert window.menus.save_all.isEnabled()
    window.menus.save_all.trigger()  # File > Save All
    assert not document.modified
    saved = path.read_text(encoding="utf-8")
    assert saved == document.text()
    assert changed_lines(before, saved.replace("    token: treasure\n", "").replace("    beach: false\n", "")) == [
        ("    edges: {top: land, right: sea, bottom: sea, left: sea}", "    edges: {top: rock, right: sea, bottom: sea, left: sea}")]
    assert saved.count("    token: treasure\n") == 1 and saved.count("    beach: false\n") == 1


def test_the_four_turns_of_the_selected_tile(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    catalogue.grid.setCurrentRow(3)  # Cove: land on its top edge
    turns = catalogue.panels["Turns"]
    assert isinstance(turns, TurnsPreview)
    catalogue.panel_tabs.setCurrentWidget(turns)
    qtbot.waitExposed(turns)
    image = turns.grab().toImage()
    land = tile_face.LAND

    def colour_near(turn: int, side: str) -> str:
        rect = turns.card_rect(turn)
        inset = rect.width() * 0.12
        x, y = {"north": (rect.center().x(), rect.top() + inset), "east": (rect.right() - inset, rect.center().y()),
                "south": (rect.center().x(), rect.bottom() - inset), "west": (rect.left() + inset, rect.center().y())}[side]
        return image.pixelColor(round(x * image.devicePixelRatio()), round(y * image.devicePixelRatio())).name()

    # the land tongue faces north as drawn, then east, south, west: a quarter turn clockwise each time
    for turn, side in enumerate(("north", "east", "south", "west")):
        assert colour_near(turn, side) == land, (turn, side)
        assert colour_near(turn, {"north": "south", "east": "west", "south": "north", "west": "east"}[side]) != land
    click(qtbot, catalogue, "edge:bottom")  # sea -> land: the turns follow the file
    image = turns.grab().toImage()
    assert colour_near(0, "south") == land and colour_near(1, "west") == land


def test_the_counts_per_player_count_follow_the_file(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    counts = catalogue.panels["Counts"]
    assert isinstance(counts, CountsTable)
    assert counts.totals == {2: 15, 3: 17, 4: 19} and counts.sizes == {2: 15, 3: 17, 4: 19} and counts.missed() == {}
    assert [counts.item(0, c).text() for c in range(5)] == ["Open Water", "4", "2 (−2)", "3 (−1)", "4"]
    assert [counts.item(12, c).text() for c in range(5)] == ["tiles in play", "19", "15", "17", "19"]
    catalogue.grid.setCurrentRow(1)  # Reef
    click(qtbot, catalogue, "count")
    spin = catalogue.face.spin
    spin.setValue(4)
    spin.editingFinished.emit()
    assert catalogue.document.value("/tiles/1/count") == 4
    assert counts.totals == {2: 17, 3: 19, 4: 21} and counts.missed() == {2: (17, 15), 3: (19, 17), 4: (21, 19)}
    assert counts.item(12, 2).foreground().color().name() == "#c0392b"
    counts.cellClicked.emit(5, 0)  # a row selects its tile
    assert catalogue.current() == 5
    catalogue.document.undo_stack.undo()
    assert counts.missed() == {}


def test_the_adventure_opens_on_its_form_with_pickers_for_its_tiles_and_weather(make_window, library):
    from editor.forms.reference import RefField
    from editor.forms.schema_form import SchemaForm

    window = make_window(feature_views=True)
    page = window.session.open(library / "finis-terrae" / "windward-sea.yaml")
    assert [page.tabText(i) for i in range(page.count())] == ["Adventure", "YAML"]
    form = page.view("Adventure")
    assert isinstance(form, SchemaForm)
    tiles, weather = form.ctx.field_for("/tiles"), form.ctx.field_for("/weather")
    assert isinstance(tiles, RefField) and tiles.source == "file:tile-set" and weather.source == "file:weather-deck"
    tiles.reload_options()
    weather.reload_options()
    assert tiles.combo.currentText() == "windward-tiles" and weather.combo.currentText() == "windward-weather"
    assert ["windward-tiles", "The Windward Tiles"] in [[tiles.model.item(r, c).text() for c in (0, 1)]
                                                         for r in range(tiles.model.rowCount())]
    for name in ("windward-tiles.yaml", "windward-weather.yaml"):
        other = window.session.open(library / "finis-terrae" / name)
        assert [other.tabText(i) for i in range(other.count())] == ["Cards", "Form", "YAML"]
        assert not any(other.view(other.tabText(i)).objectName() == "brokenView" for i in range(other.count()))


def test_what_is_in_play_per_player_count_is_edited_in_the_counts_table(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-tiles.yaml")
    document = catalogue.document
    counts = catalogue.panels["Counts"]
    before = document.text()
    counts.item(1, 2).setText("1")  # Reef, 2 players: 1 of its 2 in play (as a double click's editor writes it)
    qtbot.waitUntil(lambda: document.undo_stack.count() == 1)
    assert document.value("/tiles/1/remove") == {2: 1} and document.undo_stack.undoText() == "1 in play for 2 players"
    assert document.text().replace("    remove: {2: 1}\n", "", 1) == before
    assert counts.totals == {2: 14, 3: 17, 4: 19} and counts.missed() == {2: (14, 15)}
    assert counts.set_in_play(0, 3, 4)  # Open Water for 3 players: all four, nothing leaves
    assert changed_lines(before, document.text().replace("    remove: {2: 1}\n", "", 1)) == [
        ("    remove: {2: 2, 3: 1}", "    remove: {2: 2}")]
    counts.item(3, 4).setText("many")  # not a number: nothing changes, the cell shows the file again
    qtbot.wait(10)
    assert document.undo_stack.count() == 2 and counts.item(3, 4).text() == "3"
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before and counts.missed() == {}


def test_a_weather_cards_sky_finale_and_moves_are_clicks(make_window, library, qtbot):
    window, page, catalogue, path = opened(make_window, library, "test-weather.yaml")
    document = catalogue.document
    before = document.text()
    click(qtbot, catalogue, "kind")  # sunny -> rain
    assert changed_lines(before, document.text()) == [
        ("  - {id: fair-wind, title: Fair Wind, kind: sunny, count: 5}", "  - {id: fair-wind, title: Fair Wind, kind: rain, count: 5}")]
    assert catalogue.face.region("moves").name == "Move actions: 1"  # the kind's default
    click(qtbot, catalogue, "finale")
    assert document.value("/cards/0/finale") is True and document.undo_stack.undoText() == "Finale: yes"
    click(qtbot, catalogue, "moves")
    spin = catalogue.face.spin
    spin.setValue(3)
    spin.editingFinished.emit()
    assert document.value("/cards/0/moves") == 3 and catalogue.face.region("moves").name == "Move actions: 3"
    catalogue.grid.setCurrentRow(3)  # the finale card: a click takes the key out
    click(qtbot, catalogue, "finale")
    assert "finale" not in document.value("/cards/3") and document.undo_stack.count() == 4
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == before
