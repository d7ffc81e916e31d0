"""A Cursed Island scenario opens in the real main window on its form, in pages: the weather per round is a table
(a tick is one undo step writing that round's dice), the goal's conditions and the book's effects are the effect
builder's, the files it plays with are pickers; the term table reads each term's shape from the vocabulary's help."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from editor.forms.array_table import ArrayTable
from editor.forms.context import plain
from editor.forms.effect_builder import EffectBuilder
from editor.forms.term_table import Shape, TermTable, shape_of, terms_words
from editor.rulesets.cursed_island import vocab
from editor.rulesets.cursed_island.scenario_view import ScenarioView
from engine.rulesets.cursed_island import model


def load_yaml(path: Path) -> dict:
    from ruamel.yaml import YAML

    return YAML(typ="safe").load(path.read_text(encoding="utf-8"))

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise", "grabbing")


def scenario(make_window, library: Path):
    window = make_window(feature_views=True)
    page = window.session.open(library / "cursed-island" / "wreck-and-beacon.yaml")
    view = page.view("Scenario")
    assert isinstance(view, ScenarioView)
    window.resize(1300, 900)
    window.show()
    return window, page, view


def builder_at(view: ScenarioView, pointer: str) -> EffectBuilder:
    form = view.pages[view.page_of(pointer)]  # the page holding it, built as showing its tab builds it
    return next(b for b in form.findChildren(EffectBuilder) if b.pointer == pointer)


def test_the_scenario_opens_on_its_pages(make_window, library):
    window, page, view = scenario(make_window, library)
    assert [page.tabText(i) for i in range(page.count())] == ["Scenario", "YAML"]
    assert list(view.pages) == ["Scenario", "Rounds and weather", "Goal and points", "Rules and icons",
                                "Discoveries and inventions"]
    assert list(view.pages.built) == ["Scenario"]  # the other pages are built when shown or pointed at
    view.tabs.setCurrentIndex(3)  # the Rules and icons tab
    assert list(view.pages.built) == ["Scenario", "Rules and icons"]
    assert view.holders["Rules and icons"].isAncestorOf(builder_at(view, "/book"))
    view.tabs.setCurrentIndex(0)
    assert "Goal and points" not in view.pages.built
    assert view.page_of("/goal/conditions/0") == "Goal and points" and view.page_of("/weather/2") == "Rounds and weather"
    assert view.select_pointer("/goal/conditions/0") and view.tabs.currentWidget() is view.holders["Goal and points"]
    assert view.pages["Rounds and weather"].prefixes == ("/rounds", "/weather")
    assert view.pages["Goal and points"].prefixes == ("/goal", "/tracks", "/victory_points")
    assert "/island" in view.pages["Scenario"].prefixes and "/weather" not in view.pages["Scenario"].prefixes
    assert view.pages["Goal and points"].ctx.focused.pointer.startswith("/goal/conditions")  # built, then focused


def test_a_weather_cell_is_one_undo_step(make_window, library, qtbot):
    window, page, view = scenario(make_window, library)
    document = view.document
    before, data = document.text(), plain(document.value(""))
    table = view.pages["Rounds and weather"].findChild(ArrayTable, "weatherTable")
    assert table.table.rowCount() == 12 and table.table.columnCount() == 3
    assert [table.table.verticalHeaderItem(r).text() for r in (0, 11)] == ["Round 1", "Round 12"]
    ticked = [[table.table.item(r, c).checkState() == Qt.CheckState.Checked for c in range(3)] for r in range(12)]
    assert ticked[:4] == [[False] * 3] * 3 + [[True, False, False]]  # no weather the first three rounds, then rain
    table.table.item(1, 1).setCheckState(Qt.CheckState.Checked)  # round 2: the winter die
    assert document.value("/weather/1") == ["winter"]
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == "Round 2: add winter"
    lines, now = before.splitlines(), document.text().splitlines()
    at = lines.index("weather:")
    assert now[at:at + 14] == lines[at:at + 2] + ["  - [winter]"] + lines[at + 3:at + 14]  # the round's line only
    assert now[:at] == lines[:at]
    table.table.item(3, 0).setCheckState(Qt.CheckState.Unchecked)  # round 4: no rain after all
    assert document.value("/weather/3") == []
    assert window.undo.undo_action.isEnabled()
    window.undo.undo_action.trigger()  # Edit > Undo, twice
    window.undo.undo_action.trigger()
    assert plain(document.value("")) == data and not document.modified  # (a hand-wrapped line stays joined)
    assert table.table.item(1, 1).checkState() == Qt.CheckState.Unchecked  # the table follows the file


def test_more_rounds_give_the_table_more_rows(make_window, library):
    window, page, view = scenario(make_window, library)
    document = view.document
    table = view.pages["Rounds and weather"].findChild(ArrayTable, "weatherTable")
    document.set_value("/rounds", 14, "Rounds: 14")
    assert table.table.rowCount() == 14 and table.cell(13, 0) is False
    table.set_cell(13, 2, True)  # round 14, past the schedule's end: the rounds between are padded
    assert document.value("/weather")[12:] == [[], ["animals"]]


def test_the_goal_is_built_from_the_conditions(make_window, library, qtbot):
    window, page, view = scenario(make_window, library)
    document = view.document
    before = plain(document.value("/goal/conditions"))
    goal = builder_at(view, "/goal/conditions")
    assert goal.table is vocab.CONDITIONS
    assert [box.name for box in goal.root.boxes] == ["scenario_track_at_least", "has_item"]
    track = goal.root.boxes[0].fields["track"].editor  # a scenario track: the scenarios' own, not a level's choices
    tracks = sorted({t["id"] for f in ("wreck-and-beacon", "the-long-tide")
                     for t in load_yaml(library / "cursed-island" / f"{f}.yaml").get("tracks", [])})
    assert track.currentText() == "signal-pyre" and [track.itemText(i) for i in range(track.count())] == tracks
    item = goal.root.boxes[1].fields[""].editor  # has_item: the inventions of the library's decks and the scenarios'
    offered = [item.itemText(i) for i in range(item.count())]
    assert item.currentText() == "hearth-flame" and {"hearth-flame", "pyre-tier", "driftwood-spar"} <= set(offered)
    assert offered == sorted(offered) and "roof" not in offered
    next(a for a in goal.root.menu.actions() if a.data() == "shelter").trigger()
    assert document.value("/goal/conditions") == [*before, {"shelter": True}]
    assert document.undo_stack.undoText() == "Add condition Shelter"
    goal = builder_at(view, "/goal/conditions")
    goal.root.boxes[2].delete.click()
    assert document.value("/goal/conditions") == before and document.undo_stack.count() == 2
    book = builder_at(view, "/book")
    assert book.table is vocab.EFFECTS and book.note.isHidden()
    item = builder_at(view, "/goal/conditions").root.boxes[1].fields[""].editor
    item.setCurrentIndex(item.findText("pyre-tier"))
    item.activated.emit(item.currentIndex())  # picked in the list
    assert document.value("/goal/conditions/1") == {"has_item": "pyre-tier"}
    assert document.undo_stack.undoText() == "Set Has item to pyre-tier"
    document.undo_stack.undo()
    assert plain(document.value("/goal/conditions")) == before


def test_the_term_tables_read_each_shape_from_the_help():
    assert shape_of("gain", model.EFFECTS["gain"]) == Shape("mapping", (("food", ()), ("preserved", ()), ("wood", ()), ("fur", ())))
    assert shape_of("level", model.EFFECTS["level"]) == Shape("mapping", (("track", ("roof", "palisade", "weapon")), ("by", ())))
    assert shape_of("inaccessible", model.EFFECTS["inaccessible"]).kind == "flag"
    assert shape_of("halve", model.EFFECTS["halve"]) == Shape("value", choices=("roof", "palisade", "weapon"), word="track")
    assert shape_of("exhaust", model.EFFECTS["exhaust"]).choices == ("food", "wood")
    assert [shape_of(n, "").kind for n in ("choose", "if_possible", "all", "any", "not")] == \
        ["options", "terms", "terms", "terms", "term"]
    effects = vocab.EFFECTS
    assert set(effects.names()) == set(model.EFFECTS) and set(vocab.CONDITIONS.names()) == set(model.CONDITIONS)
    assert effects.default("wound") == {"count": 1} and effects.default("choose") == [[], []]
    assert effects.choices("who", (), "wound") == ("actor", "all", "first")
    assert vocab.CONDITIONS.default("not") == {"has_item": ""} and vocab.CONDITIONS.default("morale_at_least") == 1
    assert vocab.PASSIVES.default("keep_food") is True
    assert terms_words([{"gain": {"food": 2}}, {"choose": [[{"heal": {"count": 1}}], [{"morale": 1}]]}]) == \
        "Gain: food 2; Choose: (Heal: count 1) or (Morale 1)"
    assert terms_words([{"choose": [[{"morale": 1}], []]}]) == "Choose: (Morale 1) or (nothing)"
    table = TermTable("effect", {"spend": "{coins: a|b}: test"}, {"coins": ("x",)})
    assert table.choices("coins", ("a", "b"), "spend") == ("a", "b") and table.choices("coins") == ("x",)


def test_the_islands_build_costs_are_a_table_per_player_count(make_window, library):
    window = make_window(feature_views=True)
    page = window.session.open(library / "cursed-island" / "castaway-isle.yaml")
    form = page.view("Form")
    page.setCurrentWidget(form)
    document = form.document
    table = next(t for t in form.findChildren(ArrayTable) if t.pointer == "/build_cost")
    rows = plain(document.value("/build_cost"))
    assert table.table.rowCount() == len(rows) and table.columns == ("players", "wood", "fur")
    assert [table.table.verticalHeaderItem(r).text() for r in range(len(rows))] == [f"{e['players']} players" for e in rows]
    assert [table.cell(r, 1) for r in range(len(rows))] == [e["wood"] for e in rows]
    table.table.item(2, 2).setData(Qt.ItemDataRole.EditRole, 5)  # typed in the cell: the fur of the third row
    assert document.value("/build_cost/2") == {**rows[2], "fur": 5}
    assert document.undo_stack.count() == 1 and document.undo_stack.undoText() == f"{rows[2]['players']} players: fur 5"
    document.undo_stack.undo()
    assert plain(document.value("/build_cost")) == rows and table.cell(2, 2) == rows[2]["fur"]


def test_a_terms_help_is_said_without_its_shape():
    assert vocab.EFFECTS.meaning("gain") == "to future resources during the action phase, else available"
    assert vocab.EFFECTS.meaning("halve") == "halved rounded down" and vocab.EFFECTS.meaning("wound") == ""
    assert vocab.CONDITIONS.meaning("all") == "(core combinator)"


def test_an_effect_added_to_the_book_through_the_builder_and_undone(make_window, library):
    window, page, view = scenario(make_window, library)
    document = view.document
    view.select_pointer("/book")
    assert view.tabs.currentWidget() is view.holders["Rules and icons"]
    book = builder_at(view, "/book")
    before = plain(document.value("/book"))
    assert [box.name for box in book.root.boxes] == [next(iter(term)) for term in before]
    next(a for a in book.root.menu.actions() if a.data() == "if_possible").trigger()  # IF POSSIBLE, then inside it
    book = builder_at(view, "/book")
    inner = book.list_at(f"/book/{len(before)}/if_possible")
    next(a for a in inner.menu.actions() if a.data() == "discard").trigger()
    assert plain(document.value("/book")) == [*before, {"if_possible": [{"discard": {"food": 1}}]}]
    assert document.undo_stack.count() == 2 and document.undo_stack.undoText() == "Add effect Discard"
    window.undo.undo_action.trigger()  # Edit > Undo
    assert plain(document.value("/book")) == [*before, {"if_possible": []}]
    window.undo.undo_action.trigger()
    assert plain(document.value("/book")) == before and not document.modified
    assert [box.name for box in builder_at(view, "/book").root.boxes] == [next(iter(term)) for term in before]


def test_the_victory_points_and_start_tile_are_pickers(make_window, library):
    from editor.forms.reference import RefField

    window, page, view = scenario(make_window, library)
    document = view.document
    form = view.pages["Goal and points"]
    counted = next(f for f in form.findChildren(RefField) if f.pointer == "/victory_points/0/what")
    assert counted.source == "ci-counted:"
    options = [i for i, _ in form.ctx.lookups.options(counted.source)]
    assert options == ["rounds-left", "items-built", "tiles-explored", "wounds", "determination", "track:signal-pyre"]
    start = next(f for f in view.pages["Scenario"].findChildren(RefField) if f.pointer == "/start_tile")
    tiles = [t["id"] for t in load_yaml(library / "cursed-island" / "castaway-isle.yaml")["tiles"]]
    assert [i for i, _ in form.ctx.lookups.options(start.source)] == sorted(tiles)
    assert document.value("/start_tile") in tiles
    wreckage = next(f for f in view.pages["Scenario"].findChildren(RefField) if f.pointer == "/wreckage")
    wrecks = [w["id"] for w in load_yaml(library / "cursed-island" / "island-events.yaml")["wreckage"]]
    assert [i for i, _ in form.ctx.lookups.options(wreckage.source)] == sorted(wrecks)
    assert document.value("/wreckage") in wrecks


def test_a_castaways_personal_invention_is_a_picker(make_window, library):
    from editor.forms.reference import RefField

    window = make_window(feature_views=True)
    page = window.session.open(library / "cursed-island" / "castaways.yaml")
    form = page.view("Form")
    field = next(f for f in form.findChildren(RefField) if f.pointer == "/characters/0/invention")
    offered = [i for i, _ in form.ctx.lookups.options(field.source)]
    inventions = [c["id"] for c in load_yaml(library / "cursed-island" / "inventions.yaml")["cards"]]
    assert field.source == "ci-inventions:" and set(inventions) <= set(offered)
    assert form.document.value("/characters/0/invention") in offered
