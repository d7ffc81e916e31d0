"""The adventure's Setup, Progress and Victory tabs: each section edits the document and undoes."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QPoint, Qt

from editor.documents.document import Document
from editor.forms.context import plain
from editor.forms.progress import ProgressView, VictoryView
from editor.rulesets.isles_of_terror.setup_form import SetupView
from engine.content import paths

LIBRARY = paths.library_dir()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def setup(adventure, workspace, qtbot) -> SetupView:
    view = SetupView(adventure, workspace)
    qtbot.addWidget(view)
    return view


def undo_all(document: Document) -> None:
    while document.undo_stack.canUndo():
        document.undo_stack.undo()


# -- setup -----------------------------------------------------------------------------
def test_minion_fields_offer_only_their_level(setup: SetupView):
    for level, field in setup.minions.items():
        field.reload_options()
        offered = [field.model.item(r, 0).text() for r in range(field.model.rowCount())]
        assert offered, level
        for card_id in offered:
            assert setup.ctx.lookups.card("minion-cards", card_id)["level"] == level
    assert setup.minions[1].label_text == "Minion, level 1"


def test_reference_fields_edit_cards(setup: SetupView, adventure: Document):
    combo = setup.first_event.combo
    combo.setCurrentIndex(combo.findText("calm-crossing"))
    assert adventure.value("/setup/first_event") == "calm-crossing"
    assert setup.first_event.note.text() == "Calm Crossing"
    adventure.undo_stack.undo()
    assert combo.currentText() == "fog-bank" and adventure.undo_stack.index() == 0


def test_a_deck_shows_counts_and_edits_them(setup: SetupView, adventure: Document, qtmodeltester):
    deck = setup.decks["exploration_deck"]
    qtmodeltester.check(deck.model)
    before = plain(adventure.value("/setup/exploration_deck"))
    row = [r[0] for r in deck.model.rows].index("howls-in-the-dark")
    assert deck.model.data(deck.model.index(row, 0)) == "Howls in the Dark ×3"
    assert deck.model.data(deck.model.index(row, 2)) == 3
    assert deck.model.setData(deck.model.index(row, 2), 1)  # the count column is editable
    after = plain(adventure.value("/setup/exploration_deck"))
    assert after.count("howls-in-the-dark") == 1 and len(after) == len(before) - 2
    assert adventure.undo_stack.count() == 1  # two removals, one step
    deck.add("wary-traders")
    assert plain(adventure.value("/setup/exploration_deck")).count("wary-traders") == 3
    deck.add("tarnished-compass")
    values = plain(adventure.value("/setup/exploration_deck"))
    assert values[:3] == ["tarnished-compass"] * 3  # a new copy goes beside the others
    deck.select_value("bark-map")
    deck.remove_selected()
    assert "bark-map" not in plain(adventure.value("/setup/exploration_deck"))
    qtmodeltester.check(deck.model)
    undo_all(adventure)
    assert plain(adventure.value("/setup/exploration_deck")) == before
    assert deck.model.rows[row] == ("howls-in-the-dark", 3)


def test_reordering_a_deck_group(setup: SetupView, adventure: Document):
    deck = setup.decks["event_deck"]
    deck.select_value("trade-winds")
    deck.move_selected(-1)
    assert plain(adventure.value("/setup/event_deck"))[:2] == ["trade-winds", "calm-crossing"]
    assert deck.selected_value() == "trade-winds"
    adventure.undo_stack.undo()
    assert plain(adventure.value("/setup/event_deck"))[:2] == ["calm-crossing", "trade-winds"]


def test_terrors_are_a_set_without_counts(setup: SetupView, adventure: Document):
    terrors = setup.decks["terrors"]
    assert not terrors.counted and terrors.model.columnCount() == 2
    terrors.select_value("the-burners")
    terrors.remove_selected()
    assert plain(adventure.value("/setup/terrors")) == ["the-scavengers", "the-whisperers"]
    adventure.undo_stack.undo()
    assert terrors.model.rowCount() == 3


def test_player_materials_table(setup: SetupView, adventure: Document, qtmodeltester):
    model = setup.materials.model
    qtmodeltester.check(model)
    assert model.counts == [1, 2, 3, 4]
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Soldiers"
    assert model.headerData(1, Qt.Orientation.Vertical) == "2 players"
    gold = model.columns.index("gold")
    assert model.data(model.index(2, gold)) == 3
    assert model.setData(model.index(2, gold), 5)
    assert adventure.value("/setup/player_materials/3/gold") == 5
    setup.materials.add_count(5)
    assert model.counts == [1, 2, 3, 4, 5]
    assert plain(adventure.value("/setup/player_materials/5")) == plain(adventure.value("/setup/player_materials/4"))
    assert list(adventure.value("/setup/player_materials")) == [1, 2, 3, 4, 5]  # integer keys, in order
    assert "\n    5: {soldiers: 7" in adventure.text()
    setup.materials.remove_count(1)
    assert model.counts == [2, 3, 4, 5]
    qtmodeltester.check(model)
    assert adventure.undo_stack.count() == 3
    undo_all(adventure)
    assert model.counts == [1, 2, 3, 4] and model.data(model.index(2, gold)) == 3


def test_progress_tokens(setup: SetupView, adventure: Document):
    tokens = setup.tokens
    assert len(tokens.frames) == 4
    tokens.add()
    assert plain(adventure.value("/setup/progress_tokens/4")) == {"at": [0, 0], "task": "relics"}
    assert len(tokens.frames) == 5
    tokens.move(4, -1)
    tokens.remove(0)
    assert len(plain(adventure.value("/setup/progress_tokens"))) == 4
    undo_all(adventure)
    assert len(tokens.frames) == 4


# -- progress --------------------------------------------------------------------------
def test_progress_task_bar_is_clickable(adventure: Document, workspace, qtbot):
    view = ProgressView(adventure, workspace)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    assert len(view.tasks.frames) == 3
    bar = view.findChildren(type(view.tasks.frames[0]))[0]
    from editor.forms.bar import BarWidget
    bars = [b for b in view.findChildren(BarWidget)]
    relics = next(b for b in bars if b.pointer == "/progress_tasks/0/bar")
    assert relics.length() == 6 and relics.fields("victory_fields") == [2, 4, 6]
    qtbot.mouseClick(relics, Qt.MouseButton.LeftButton, pos=relics.box_rect(3).center())
    assert plain(adventure.value("/progress_tasks/0/bar/victory_fields")) == [2, 3, 4, 6]
    qtbot.mouseClick(relics, Qt.MouseButton.RightButton, pos=relics.box_rect(5).center())
    assert plain(adventure.value("/progress_tasks/0/bar/morale_fields")) == [3, 5]
    relics.toggle_victory(2)
    assert plain(adventure.value("/progress_tasks/0/bar/victory_fields")) == [3, 4, 6]
    assert adventure.undo_stack.count() == 3
    undo_all(adventure)
    assert plain(adventure.value("/progress_tasks/0/bar")) == {"length": 6, "victory_fields": [2, 4, 6], "morale_fields": [3]}
    assert bar is not None and relics.field_at(QPoint(-5, -5)) is None


def test_progress_task_fields_and_trigger(adventure: Document, workspace, qtbot):
    view = ProgressView(adventure, workspace)
    qtbot.addWidget(view)
    assert len(view.tasks.frames) == 3 and not view.tasks.add_button.isEnabled()  # exactly three tasks
    length = next(f for f in view.ctx.fields() if f.pointer == "/progress_tasks/1/bar/length")
    length.editor.setValue(7)
    steps = next(f for f in view.ctx.fields() if f.pointer == "/progress_tasks/1/repeat_steps")
    steps.editor.setValue(2)
    event = next(f for f in view.ctx.fields() if f.pointer == "/progress_tasks/1/trigger/event")
    event.editor.setCurrentIndex(next(i for i in range(event.editor.count()) if event.editor.itemData(i) == "land"))
    assert plain(adventure.value("/progress_tasks/1"))["bar"]["length"] == 7
    assert adventure.value("/progress_tasks/1/repeat_steps") == 2
    assert plain(adventure.value("/progress_tasks/1/trigger")) == {"event": "land", "where": {"tag": "shore"}}
    undo_all(adventure)
    assert length.editor.value() == 5 and steps.editor.value() == 1


def test_threat_bar_defaults_and_rows(adventure: Document, workspace, qtbot):
    view = ProgressView(adventure, workspace)
    qtbot.addWidget(view)
    assert not adventure.value("/threat_bar", None)
    view.customise_threat_bar()
    assert plain(adventure.value("/threat_bar")) == [{"from": 1, "hits_on": 6}, {"from": 5, "hits_on": 5},
                                                    {"from": 9, "hits_on": 4}, {"from": 13, "hits_on": 3}]
    assert len(view.threat.frames) == 4
    view.threat.add()
    assert plain(adventure.value("/threat_bar/4")) == {"from": 17, "hits_on": 2}
    undo_all(adventure)
    assert adventure.value("/threat_bar", None) is None and view.threat.frames == []


def test_mission_bar(adventure: Document, workspace, qtbot):
    view = ProgressView(adventure, workspace)
    qtbot.addWidget(view)
    from editor.forms.bar import BarWidget
    mission = next(b for b in view.findChildren(BarWidget) if b.pointer == "/mission_bar")
    mission.toggle_morale(1)
    assert plain(adventure.value("/mission_bar/morale_fields")) == [3, 5]
    adventure.undo_stack.undo()
    assert plain(adventure.value("/mission_bar/morale_fields")) == [1, 3, 5]
    qtbot.keyClick(mission, Qt.Key.Key_Right)  # the keyboard works too: field 2
    qtbot.keyClick(mission, Qt.Key.Key_Space)
    qtbot.keyClick(mission, Qt.Key.Key_M)
    assert plain(adventure.value("/mission_bar")) == {"length": 6, "victory_fields": [4, 6], "morale_fields": [1, 2, 3, 5]}


# -- victory ---------------------------------------------------------------------------
def test_victory_conditions_per_mode(adventure: Document, workspace, qtbot):
    view = VictoryView(adventure, workspace)
    qtbot.addWidget(view)
    assert [len(view.sections[m].frames) for m in ("competitive", "cooperative", "solo")] == [2, 3, 3]
    fields = {f.pointer: f for f in view.ctx.fields()}
    timing = fields["/victory/competitive/0/timing"].editor
    timing.setCurrentIndex(next(i for i in range(timing.count()) if timing.itemData(i) == "end_of_season"))
    breaks = fields["/victory/competitive/1/tie_breaks"]
    assert [r[0] for r in breaks.model.rows] == ["most_progress", "most_camps", "most_resources", "shared"]
    breaks.select_value("shared")
    breaks.move_selected(-1)
    breaks.add("turn_order")
    assert plain(adventure.value("/victory/competitive/1/tie_breaks")) == [
        "most_progress", "most_camps", "shared", "most_resources", "turn_order"]
    view.sections["solo"].add()
    assert plain(adventure.value("/victory/solo/3")) == {"id": "condition-4", "title": "Condition 4", "timing": "end_of_game"}
    view.sections["cooperative"].duplicate(1)
    assert adventure.value("/victory/cooperative/2/id") == "bargain-broken-copy"
    assert adventure.undo_stack.count() == 5
    undo_all(adventure)
    assert adventure.value("/victory/competitive/0/timing") == "immediate"
    assert len(view.sections["cooperative"].frames) == 3


def test_add_victory_condition_goes_before_the_catch_all_and_is_numbered_by_its_place(
        adventure: Document, workspace, qtbot):
    view = VictoryView(adventure, workspace)
    qtbot.addWidget(view)
    section = view.sections["competitive"]
    assert [c["id"] for c in plain(adventure.value("/victory/competitive"))] == ["keeper-of-the-bells", "most-victory-points"]
    assert "before the catch-all that always holds" in section.add_button.toolTip()
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)
    conditions = plain(adventure.value("/victory/competitive"))
    assert [c["id"] for c in conditions] == ["keeper-of-the-bells", "condition-2", "most-victory-points"]
    assert conditions[1] == {"id": "condition-2", "title": "Condition 2", "timing": "end_of_game"}
    assert [f.title.text() for f in section.frames] == [
        "Condition 1: Keeper of the Bells", "Condition 2: Condition 2", "Condition 3: Most Victory Points"]
    qtbot.mouseClick(section.add_button, Qt.MouseButton.LeftButton)  # the id condition-2 is taken: the next free one
    assert plain(adventure.value("/victory/competitive/2")) == {"id": "condition-3", "title": "Condition 3",
                                                                "timing": "end_of_game"}
    assert adventure.value("/victory/competitive/3/id") == "most-victory-points"
    adventure.undo_stack.undo()
    adventure.undo_stack.undo()
    assert [c["id"] for c in plain(adventure.value("/victory/competitive"))] == ["keeper-of-the-bells", "most-victory-points"]


def test_select_pointer_shows_and_focuses_the_field(adventure: Document, workspace, qtbot):
    view = SetupView(adventure, workspace)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    assert view.select_pointer("/setup/boss")
    qtbot.waitUntil(lambda: view.boss.combo.hasFocus())
    assert view.ctx.focused is view.boss
    assert view.select_pointer("/setup/exploration_deck/3")
    assert view.ctx.focused is view.decks["exploration_deck"]
    assert view.select_pointer("/setup/player_materials/3/gold")
    current = view.materials.table.currentIndex()
    assert (view.materials.model.counts[current.row()], view.materials.model.columns[current.column()]) == (3, "gold")
    assert not view.select_pointer("/rules/0")
    victory = VictoryView(adventure, workspace)
    qtbot.addWidget(victory)
    assert victory.select_pointer("/victory/solo/1/conditions/1/controls_area/count")
    assert victory.ctx.focused.pointer == "/victory/solo/1/conditions/1/controls_area/count"


def test_renaming_a_progress_task_renames_every_reference_in_one_undo_step(adventure: Document, workspace, qtbot):
    view = ProgressView(adventure, workspace)
    qtbot.addWidget(view)
    tokens = [t["task"] for t in plain(adventure.value("/setup/progress_tokens"))]
    assert tokens.count("relics") == 2
    assert adventure.value("/victory/competitive/0/conditions/1/progress_position/task") == "relics"
    field = {f.pointer: f for f in view.ctx.fields()}["/progress_tasks/0/id"]
    editor = field.editor
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClicks(editor, "bells")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert adventure.value("/progress_tasks/0/id") == "bells"
    assert [t["task"] for t in plain(adventure.value("/setup/progress_tokens"))].count("bells") == 2
    assert adventure.value("/victory/competitive/0/conditions/1/progress_position/task") == "bells"
    from editor.forms.local_ids import _strings

    assert [p for p, v in _strings(plain(adventure.tree)) if v == "relics"] == []  # the rule's effect too
    assert adventure.undo_stack.count() == 1  # the whole typing, references included, is one step
    adventure.undo_stack.undo()
    assert adventure.value("/progress_tasks/0/id") == "relics"
    assert adventure.value("/victory/competitive/0/conditions/1/progress_position/task") == "relics"
    assert [t["task"] for t in plain(adventure.value("/setup/progress_tokens"))].count("relics") == 2
