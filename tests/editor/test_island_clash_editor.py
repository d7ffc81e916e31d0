"""The editor plays the second ruleset: Island Clash's board in the F5 playtest window and its report in the dashboard."""

from __future__ import annotations

import shutil

import pytest

from editor import rulesets as editor_rulesets
from editor.app.new_adventure import NewAdventure, starts
from editor.app.prompter import ScriptedPrompter
from editor.documents.document import Document
from editor.playtest.dashboard import BalanceDashboard, Settings
from editor.playtest.window import PlaytestWindow
from editor.rulesets.island_clash import EDITOR_RULESET
from editor.rulesets.island_clash.board_view import ClashBoardView
from engine.content import paths
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
FOLDER = paths.library_dir() / "island-clash"


@pytest.fixture(scope="module")
def lagoon():
    return load_playable("lagoon-crossing")


def test_the_island_clash_editor_parts_are_found_by_the_adventures_ruleset(lagoon):
    assert editor_rulesets.of(lagoon) is EDITOR_RULESET and EDITOR_RULESET.id == "island-clash"
    assert "battle" in EDITOR_RULESET.important_kinds and "draw" in EDITOR_RULESET.chance_kinds
    assert EDITOR_RULESET.combat_odds is None


def test_the_playtest_window_plays_island_clash_on_its_square_board(qtbot, tmp_path, lagoon):
    session = PlaytestSession(lagoon, SessionSetup(("red", "blue", "green", "yellow"), ("random",) * 4, 3,
                                                   mode="standard"))
    window = PlaytestWindow(session, prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(window)
    assert isinstance(window.board, ClashBoardView)
    assert len(window.board.cells) == 36  # 6x6, water fields included
    window.run_to_end()
    state = window.session.state
    assert state.is_terminal() and window.session.cursor == window.session.length
    window.board.show_state(state)
    assert window.board.field_summary((2, 2)).startswith("(2,2), capture area")
    assert "in the capture areas:" in window.status.text()
    assert window.boards.summary(0)["title"].startswith("<b>red</b>")


def test_the_playtest_board_draws_on_the_shared_square_layout_and_takes_mouse_clicks(qtbot, tmp_path, lagoon):
    from PySide6.QtCore import Qt

    from editor.board.layout import Layout

    session = PlaytestSession(lagoon, SessionSetup(("red", "blue"), ("random", "random"), 1, mode="standard"))
    window = PlaytestWindow(session, prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    board = window.board
    layout = board.isle.layout
    assert isinstance(layout, Layout) and (layout.grid, layout.width, layout.height) == ("square", 6, 6)
    assert board.cells[(2, 2)] == "C" and board.cells[(3, 2)] == "."
    image = board.grab().toImage()
    centre = board.mapFromScene(layout.centre((3, 2)))  # a water field, in the water colour of the field kinds
    assert image.pixelColor(centre).name() == "#3f7fc0"
    with qtbot.waitSignal(board.area_clicked) as clicked:
        qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(layout.centre((4, 1))))
    assert clicked.args == [(4, 1)]


def test_a_human_seat_clicks_a_field_of_the_board(qtbot, tmp_path, lagoon):
    session = PlaytestSession(lagoon, SessionSetup(("red", "blue"), ("human", "human"), 1, mode="standard"))
    window = PlaytestWindow(session, prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(window)
    state = window.session.state
    start = state.game.adventure.starts[state.current_player()]
    chosen = []
    window.choose_among = lambda actions, texts: chosen.append(actions) or actions[0]
    window.board.area_clicked.emit(start)
    assert chosen and all(a[0] == "move" and a[1] == start for a in chosen[0])
    assert window.session.length == 1 and window.session.decisions[0] == chosen[0][0]


def test_the_dashboard_reports_an_island_clash_run(qtbot, tmp_path, workspace):
    for name in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(FOLDER / name, tmp_path / name)
    dashboard = BalanceDashboard(Document.open(tmp_path / "lagoon-crossing.yaml"), workspace)
    qtbot.addWidget(dashboard)
    try:
        dashboard.set_settings(Settings(games=6, players=4, bots="random", seed=2, jobs=1))
        with qtbot.waitSignal(dashboard.finished, timeout=60_000) as blocker:
            dashboard.start_button.click()
        report = blocker.args[0]
        assert report["run"]["games_finished"] == 6 and "island_clash" in report
        assert "battles:" in dashboard.coverage_text.toPlainText()
    finally:
        dashboard.shutdown()


def test_the_library_groups_island_clash_content_by_its_ruleset(qtbot):
    from editor.app.library_index import entry_from_data, read_entry
    from editor.app.library_model import LibraryModel

    model = LibraryModel(paths.library_dir())
    entries = [read_entry(p) for p in sorted(paths.library_dir().rglob("*.yaml"))]
    model.set_entries(entries)
    labels = [model.item(r, 0).text() for r in range(model.rowCount())]
    assert labels[-2:] == ["Island Clash: Adventures", "Island Clash: Card stacks"]
    clash = model.item(labels.index("Island Clash: Adventures"), 0)
    assert [clash.child(r, 0).text() for r in range(clash.rowCount())] == ["lagoon-crossing", "three-reefs"]
    adventures = model.item(labels.index("Adventures"), 0)
    assert adventures.rowCount() == 3  # Isles of Terror's own
    assert entry_from_data(FOLDER / "x.yaml", {"kind": "card-stacks", "id": "x"}).kind is None  # not Isles of Terror's
    assert entry_from_data(FOLDER / "x.yaml", {"kind": "card-stacks", "ruleset": "island-clash", "id": "x"}).kind \
        == "card-stacks"


def test_an_island_clash_adventure_opens_on_its_square_board_and_paints_with_its_codes(qtbot, tmp_path, workspace):
    from editor.app.document_page import DocumentPage
    from editor.map.view import MapView

    for name in ("lagoon-crossing.yaml", "clash-cards.yaml"):
        shutil.copy(FOLDER / name, tmp_path / name)
    document = Document.open(tmp_path / "lagoon-crossing.yaml")
    page = DocumentPage(document, workspace)
    qtbot.addWidget(page)
    assert [page.tabText(i) for i in range(page.count())] == ["Board", "Adventure", "YAML"]  # never Isles of Terror's
    designer = page.view("Board")
    assert isinstance(designer, MapView) and (designer.board.grid, designer.board.width, designer.board.height) == \
        ("square", 6, 6)
    palette = designer.palette
    assert [palette.topLevelItem(i).text(1) for i in range(palette.topLevelItemCount())] == list(".SCarw?")
    assert [n for n in designer.actions_by_name if n.startswith("kind-")] == \
        ["kind-water", "kind-start", "kind-capture", "kind-arrow", "kind-road", "kind-water-tile", "kind-random"]
    assert "tool-link" not in designer.actions_by_name and designer.budget is None
    before = (tmp_path / "lagoon-crossing.yaml").read_text(encoding="utf-8")
    designer.choose_kind("capture")
    designer.stroke([(1, 0), (2, 0)])
    assert document.value("/board/map/0") == "SCC?wS" and document.undo_stack.count() == 1  # one stroke, one step
    document.undo_stack.undo()
    assert document.value("/board/map/0") == "Sra?wS"
    designer.stroke([(3, 0)])
    designer.stroke([(9, 9)])  # off the board: nothing
    assert document.undo_stack.count() == 1
    document.save()
    after = (tmp_path / "lagoon-crossing.yaml").read_text(encoding="utf-8")
    import difflib
    changed = [line for line in difflib.ndiff(before.splitlines(), after.splitlines()) if line[:1] in "+-"]
    assert changed == ['-     - "Sra?wS"', '+     - "SraCwS"']  # one field, one line
    cards = DocumentPage(Document.open(tmp_path / "clash-cards.yaml"), workspace)
    qtbot.addWidget(cards)
    assert [cards.tabText(i) for i in range(cards.count())] == ["Cards", "YAML"]


def test_file_new_offers_a_new_island_clash_adventure_from_its_template(window, library, qtbot):
    window.prompter.answer("ask_new_adventure", NewAdventure("island-clash", "new-island", "coral-bay"))
    window.library.new_adventure.trigger()
    assert list(starts("island-clash")) == ["new-island", "lagoon-crossing", "three-reefs"]  # the template first
    target = library / "coral-bay.yaml"
    assert window.tabs.current().path == target
    document = window.tabs.current().document
    assert (document.value("/ruleset"), document.value("/board/map/0")) == ("island-clash", "S????S")
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=5000)
    assert [d for d in window.workspace.diagnostics_for(target) if d.is_error] == []
    assert not (library / "island-clash" / "templates").exists()
