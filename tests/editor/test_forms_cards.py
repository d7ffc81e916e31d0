"""Card sets, factions, the area-tile pool and campaigns: tables, forms, and undo."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from editor.documents.document import Document
from editor.documents.workspace import Workspace
from editor.rulesets.isles_of_terror.area_tiles_form import AreaTilesView
from editor.forms.campaign import CampaignView, chapter_edges
from editor.rulesets.isles_of_terror.card_forms import CompassField, TermText
from editor.forms.fields import EnumField
from editor.rulesets.isles_of_terror.card_set_form import CardSetView
from editor.forms.context import plain
from editor.rulesets.isles_of_terror.faction_form import FactionView
from engine.content import paths
from engine.content.schemas import validator

LIBRARY = paths.library_dir()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module")
def workspace(qapp):
    space = Workspace(LIBRARY)
    yield space
    space.shutdown()


def open_copy(tmp_path: Path, relative: str) -> Document:
    target = tmp_path / Path(relative).name
    shutil.copy(LIBRARY / relative, target)
    return Document.open(target)


def undo_all(document: Document) -> None:
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


def valid(document: Document) -> bool:
    return not list(validator(document.kind).iter_errors(document.parsed().data))


def field(view, pointer: str):
    return next(f for f in view.ctx.fields() if f.pointer == pointer)


@pytest.fixture
def events(tmp_path, workspace, qtbot) -> CardSetView:
    view = CardSetView(open_copy(tmp_path, "core/cards/events.yaml"), workspace)
    qtbot.addWidget(view)
    return view


def test_the_card_table(events: CardSetView, qtmodeltester):
    model = events.model
    qtmodeltester.check(model)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Id", "Title", "Copies", "Colour"]
    assert model.rowCount() == len(events.document.value("/cards"))
    assert model.data(model.index(0, 0)) == events.document.value("/cards/0/id")
    assert events.current_row() == 0 and events.form is not None


def test_add_duplicate_and_delete_cards_undo(events: CardSetView, qtmodeltester):
    document = events.document
    count = events.model.rowCount()
    events.select_card(2)
    events.duplicate_card()
    copy_id = document.value("/cards/2/id") + "-copy"
    assert document.value("/cards/3/id") == copy_id and events.current_row() == 3
    events.add_card()
    assert plain(document.value("/cards/4")) == {"id": "new-card", "title": "New card", "colour": "green"}
    assert events.model.rowCount() == count + 2
    events.delete_card()
    assert events.model.rowCount() == count + 1
    qtmodeltester.check(events.model)
    assert document.undo_stack.count() == 3 and valid(document)
    undo_all(document)
    assert events.model.rowCount() == count
    assert document.text() == document.saved_text


def test_the_card_form_edits_the_selected_card(events: CardSetView):
    document = events.document
    events.select_card(1)
    title = field(events, "/cards/1/title")
    for text in ("S", "St", "Storm"):
        title.editor.setText(text)
    colour = field(events, "/cards/1/colour").editor
    colour.setCurrentIndex(colour.findData("gray"))
    assert document.value("/cards/1/title") == "Storm" and document.value("/cards/1/colour") == "gray"
    assert events.model.data(events.model.index(1, 1)) == "Storm"  # the table follows
    assert document.undo_stack.count() == 2
    undo_all(document)
    assert title.editor.text() == document.value("/cards/1/title") != "Storm"


def test_copy_and_paste_a_card(events: CardSetView):
    document = events.document
    events.select_card(0)
    events.copy_card()
    assert QGuiApplication.clipboard().text().startswith(f"- id: {document.value('/cards/0/id')}")
    assert events.paste_cards()
    assert document.value("/cards/1/id") == document.value("/cards/0/id") + "-2"
    assert document.value("/cards/1/title") == document.value("/cards/0/title")
    assert document.undo_stack.count() == 1 and valid(document)


def test_card_rules_use_the_rule_editor(events: CardSetView):
    from editor.forms.rules import RuleListEditor
    document = events.document
    events.select_card(0)
    rules = events.form.findChild(RuleListEditor)
    assert rules.pointer == "/cards/0/rules" and rules.list.count() == len(document.value("/cards/0/rules"))
    rules.add_rule()
    assert len(document.value("/cards/0/rules")) == rules.list.count()
    document.undo_stack.undo()
    assert events.select_pointer("/cards/3/rules/0/effects/0")
    assert events.current_row() == 3
    assert events.ctx.focused.pointer.startswith("/cards/3/rules/0/effects/0")


def test_kind_specific_columns_and_forms(tmp_path, workspace, qtbot):
    expected = {
        "core/cards/strategy.yaml": (["Timing", "Duration"], "/cards/0/timing"),
        "core/cards/missions.yaml": (["Value", "Success"], "/cards/0/success/event"),
        "core/cards/exploration.yaml": (["Keep", "Minion attack", "Terror"], "/cards/0/keep"),
        "core/cards/minions.yaml": (["Level"], "/cards/0/level"),
        "core/cards/locations.yaml": (["Value", "Value colour"], "/cards/0/tile/value"),
        "core/cards/terrain.yaml": (["Terrain", "Value"], "/cards/0/terrain"),
        "core/cards/terrors.yaml": (["Colour", "Movement"], "/cards/0/movement"),
    }
    for relative, (columns, pointer) in expected.items():
        view = CardSetView(open_copy(tmp_path, relative), workspace)
        qtbot.addWidget(view)
        headers = [view.model.columns[c][1] for c in range(3, view.model.columnCount())]
        assert headers == columns, relative
        assert any(f.pointer == pointer for f in view.ctx.fields()), relative


def test_terror_levels_and_the_range_compass(tmp_path, workspace, qtbot):
    view = CardSetView(open_copy(tmp_path, "core/cards/terrors.yaml"), workspace)
    qtbot.addWidget(view)
    document = view.document
    compass = field(view, "/cards/0/levels/1/range")
    assert isinstance(compass, CompassField) and compass.directions() == [1, 4]
    compass.toggle(2)
    compass.toggle(4)
    assert plain(document.value("/cards/0/levels/1/range")) == [1, 2]
    field(view, "/cards/0/levels/2/value").editor.setValue(6)
    assert document.value("/cards/0/levels/2/value") == 6
    assert document.undo_stack.count() == 3
    undo_all(document)
    assert compass.directions() == [1, 4]
    view.add_card()
    assert valid(document)


def test_faction_view(tmp_path, workspace, qtbot):
    document = open_copy(tmp_path, "core/factions/yoruba.yaml")
    view = FactionView(document, workspace)
    qtbot.addWidget(view)
    field(view, "/figures/soldiers").editor.setValue(12)
    link = field(view, "/player_board/competitive/action_fields/0/links/2/action").editor
    link.setCurrentIndex(link.findData("produce"))
    bonus = field(view, "/player_board/competitive/action_fields/0/links/2/bonus")
    bonus.set_counts(gold=1, ration=1)
    assert plain(document.value("/player_board/competitive/action_fields/0/links/2")) == {
        "action": "produce", "bonus": ["gold", "ration"]}
    view.sides["competitive"].fields.add()
    assert len(document.value("/player_board/competitive/action_fields")) == 6
    view.deck.set_count("press-gang", 3)
    assert plain(document.value("/strategy_deck")).count("press-gang") == 3
    view.colour.line.setText("#123456")
    assert document.value("/colour") == "#123456"
    assert valid(document)
    undo_all(document)
    assert document.text() == document.saved_text
    document.set_value("/ability/title", "Quick Hulls")
    assert field(view, "/ability/title").editor.text() == "Quick Hulls"


def test_area_tile_pool(tmp_path, workspace, qtbot, qtmodeltester):
    document = open_copy(tmp_path, "core/area-tiles.yaml")
    view = AreaTilesView(document, workspace)
    qtbot.addWidget(view)
    qtmodeltester.check(view.model)
    assert "<b>22</b> green" in view.totals.text() and "<b>68</b> in all" in view.totals.text()
    field(view, "/tiles/0/copies").editor.setValue(4)
    assert "<b>23</b> green" in view.totals.text()
    view.select_tile(30)
    view.add_tile()
    assert plain(document.value("/tiles/31")) == {"colour": "sea", "kind": "sea"}
    assert "<b>15</b> sea" in view.totals.text()
    view.delete_tile()
    assert document.undo_stack.count() == 3
    undo_all(document)
    assert "<b>68</b> in all" in view.totals.text()


def test_campaign_view(tmp_path, workspace, qtbot):
    document = open_copy(tmp_path, "campaigns/isles-of-ash.yaml")
    view = CampaignView(document, workspace)
    qtbot.addWidget(view)
    assert chapter_edges(plain(document.value("/chapters"))) == [
        (0, 1, ""), (1, 2, "lose / flag priest-awakened"), (1, 3, "any"), (2, 3, "")]
    assert view.list.count() == 4
    view.select_chapter(1)
    adventure = field(view, "/chapters/1/adventure")
    adventure.combo.setCurrentIndex(adventure.combo.findText("ember-crown"))
    assert document.value("/chapters/1/adventure") == "ember-crown"
    nxt = field(view, "/chapters/1/branches/2/next")
    nxt.combo.setEditText("landfall")
    assert document.value("/chapters/1/branches/2/next") == "landfall"
    assert chapter_edges(plain(document.value("/chapters")))[2] == (1, 0, "any")
    view.add_chapter()
    assert view.list.count() == 5 and document.value("/chapters/4/id") == "chapter-5"
    field(view, "/carry_over/resources").editor.setCurrentIndex(field(view, "/carry_over/resources").editor.findData("all"))
    assert document.value("/carry_over/resources") == "all"
    assert valid(document)
    undo_all(document)
    assert document.text() == document.saved_text and view.list.count() == 4
    assert view.select_pointer("/chapters/2/advantages/0/rules/0")
    assert view.list.currentRow() == 2



def test_a_terror_movement_is_a_shorthand_choice_or_a_term_shown_as_written(tmp_path, workspace, qtbot):
    view = CardSetView(open_copy(tmp_path, "core/cards/terrors.yaml"), workspace)
    qtbot.addWidget(view)
    shorthand = field(view, "/cards/0/movement")
    assert isinstance(shorthand, EnumField) and shorthand.editor.findData("toward_nearest_camp") >= 0
    copy = tmp_path / "term" / "terrors.yaml"
    copy.parent.mkdir()
    text = (LIBRARY / "core/cards/terrors.yaml").read_text(encoding="utf-8")
    copy.write_text(text.replace("    movement: random\n", "    movement: {toward: {tag: ruin}}\n"), encoding="utf-8")
    view = CardSetView(Document.open(copy), workspace)
    qtbot.addWidget(view)
    term = field(view, "/cards/0/movement")
    assert isinstance(term, TermText) and term.editor.isReadOnly()
    assert term.editor.text() == "toward: {tag: ruin}"
    assert view.model.data(view.model.index(0, 4), Qt.ItemDataRole.DisplayRole) == "toward: {tag: ruin}"
