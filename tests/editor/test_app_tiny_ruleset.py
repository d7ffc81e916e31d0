"""The tiny coin race in the editor, installed only through its entry points (issue 26 item 1's proof).

`tests/rulesets/tiny/installed.py` writes a `tiny_isle-1.0.dist-info` naming the ruleset
(`isleforge.rulesets`) and its editor parts (`isleforge.editor_rulesets`); both registries read their
entry points again. No generic file names it. Then the real main window, through its menu actions as
a user reaches them: opens its content file on the generic map designer's board (painted with the
ruleset's field kinds, one stroke one undo step), F5 opens the real setup dialog with its pawns and
a playtest window that plays the race to its end, Ctrl+F5 plays it and shows its numbers, and File >
Print..., Export as PDF... and Export Map Image... print it with its own sheet.
"""

from __future__ import annotations

import shutil
import unicodedata
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets"))
from test_app_ruleset_paths import RealDialogs, action, answer_dialog  # noqa: E402
from tiny.installed import CONTENT, installed, uninstalled  # noqa: E402

from editor import rulesets as editor_rulesets  # noqa: E402
from engine.core import ruleset as rulesets  # noqa: E402

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture
def tiny(tmp_path, library):
    """The coin race installed through its entry points, and its adventure in the window's library."""
    site = tmp_path / "site"
    installed(site)
    (library / "tiny").mkdir()
    shutil.copy(CONTENT / "coin-race.yaml", library / "tiny" / "coin-race.yaml")
    yield library / "tiny" / "coin-race.yaml"
    uninstalled(site)


def file_action(window, text: str):
    """An action of the File menu, by its text, as the user reaches it."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    (found,) = [a for a in menu.actions() if a.text() == text]
    return found


def test_its_file_opens_on_the_generic_map_designer(tiny, make_window, qtbot):
    from editor.map.view import MapView

    window = make_window(feature_views=True)
    window.open_path(tiny)
    page = window.tabs.current()
    document = page.document
    assert document.kind == "adventure" and document.value("/ruleset") == "tiny"
    assert qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000) is None
    assert [d.to_text() for d in window.workspace.diagnostics_for(tiny) if d.is_error] == []
    assert [page.tabText(i) for i in range(page.count())] == ["Board", "Race", "YAML"]  # the ruleset's own tabs
    designer = page.view("Board")
    assert isinstance(designer, MapView)
    assert (designer.board.grid, designer.board.width, designer.board.height) == ("square", 4, 4)
    palette = designer.palette
    assert [palette.topLevelItem(i).text(1) for i in range(palette.topLevelItemCount())] == [".", "c"]
    designer.choose_kind("coin")
    designer.stroke([(0, 0), (2, 0)])
    assert document.value("/map/0") == "cccc" and document.undo_stack.count() == 1  # one stroke, one step, one row
    document.undo_stack.undo()
    assert document.value("/map/0") == ".c.c"


def test_f5_opens_the_setup_with_its_pawns_and_a_window_that_plays_the_race(tiny, make_window, qtbot):
    window = make_window(prompter=RealDialogs())
    window.open_path(tiny)
    seen: list = []
    answer_dialog(lambda dialog: dialog.seed.setText("7"), seen)
    action(window, "F5").trigger()
    (dialog,) = seen
    assert [dialog.faction_boxes[0].itemText(i) for i in range(dialog.faction_boxes[0].count())] == ["red", "blue"]
    assert dialog.mode.itemData(0) == "race"
    playtest = window.menus.launcher().windows[-1]
    qtbot.waitUntil(playtest.isVisible)
    session = playtest.session
    assert session.ruleset is rulesets.get("tiny") and session.setup.factions == ("red", "blue")
    assert session.setup.seats == ("human", "greedy") and session.seed == 7
    assert type(playtest.board) is type(editor_rulesets.get("tiny").board_view())
    while not session.state.is_terminal():  # the human picks the first direction listed, the bot plays on
        if session.is_human_turn():
            assert playtest.panel.texts() and playtest.panel.texts()[0].startswith("1. Red moves ")
            playtest.panel.choose(0)
        else:
            playtest.run_to_end(limit=1)
    assert session.state.result in ("coins-gone", "time-up") and not rulesets.get("tiny").invariants(session.state)
    assert window.prompter.questions("error") == []
    playtest.close()


def test_ctrl_f5_plays_it_and_shows_its_numbers(tiny, make_window, qtbot):
    from editor.playtest.dashboard_run import Settings

    window = make_window()
    window.open_path(tiny)
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    with qtbot.waitSignal(dashboard.finished, timeout=60_000):
        dashboard.cancel()
    with qtbot.waitSignal(dashboard.finished, timeout=60_000) as done:
        dashboard.set_settings(Settings(games=3, players=2, bots="greedy", seed=5, jobs=1, mode="race"))
        dashboard.start_button.click()
    report = done.args[0]
    assert report["run"]["games_played"] == 3 and report["ruleset"] == "tiny" and "coins" in report
    assert dashboard.errors.isHidden(), dashboard.errors.toPlainText()
    assert dashboard.summary.text().startswith("<b>Coin Race</b>: 3 games (3 finished), 2 players, greedy bots, seed 5.")
    assert dashboard.coverage_text.toPlainText().startswith("coins left at the end: ")  # the ruleset's own lines
    dashboard.close()


def test_print_and_the_exports_use_its_own_sheet_and_the_generic_map(tiny, make_window, qtbot, tmp_path):
    from PySide6.QtGui import QImage
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget

    window = make_window()
    window.open_path(tiny)
    export = window.menus.export
    window.prompter.answer("save_file", [tmp_path / "race.pdf", tmp_path / "race.png"])
    for text, name in (("Export as PDF…", "race.pdf"), ("Export Map Image…", "race.png")):
        file_action(window, text).trigger()
        qtbot.waitUntil(lambda name=name: export.last_written == tmp_path / name or bool(window.prompter.questions("error")),
                        timeout=60_000)
        assert window.prompter.questions("error") == [] and export.last_written == tmp_path / name
    pages = [" ".join(unicodedata.normalize("NFKC", p.extract_text()).split())
             for p in PdfReader(str(tmp_path / "race.pdf")).pages]
    assert "Coin Race version 1.0.0 · 2 players · race" in pages[0] and "Key: a dot, Empty field; c, Coin." in pages[0]
    assert "The race" in pages[0] and "4 × 4 fields, 8 coins" in pages[0]  # the words start under the map
    assert QImage(str(tmp_path / "race.png")).width() > 100
    file_action(window, "Print…").trigger()
    qtbot.waitUntil(lambda: getattr(export, "preview", None) is not None and export.preview.isVisible(), timeout=60_000)
    printer = export.printer
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    export.preview.findChild(QPrintPreviewWidget).print()  # the preview's Print, to a PDF printer
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == len(pages)
    assert window.prompter.questions("error") == []
    export.preview.close()


def test_new_adventure_offers_it_and_f1_opens_its_reference(tiny, make_window, qtbot):
    from PySide6.QtGui import QKeySequence

    window = make_window(prompter=RealDialogs())
    seen: list = []

    def fill(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData("tiny"))
        dialog.item_id.setText("reef-race")

    answer_dialog(fill, seen)
    action(window, name="newAdventure").trigger()
    (dialog,) = seen
    assert dialog.windowTitle() == "New adventure for Coin Race"
    target = Path(window.tabs.current().path)
    assert target.name == "reef-race.yaml" and window.tabs.current().document.value("/ruleset") == "tiny"
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000)
    assert [d.to_text() for d in window.workspace.diagnostics_for(target) if d.is_error] == []
    action(window, QKeySequence(QKeySequence.StandardKey.HelpContents).toString()).trigger()
    shown = window.menus.reference_window  # the reference inside the editor, the tab's ruleset first
    assert shown.isVisible() and shown.ruleset_id() == "tiny"
    assert shown.windowTitle() == "Content Reference: Coin Race — Isleforge"
