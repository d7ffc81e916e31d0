"""The ruleset matrix through the editor's real menu actions (issue 26 item 7): every installed ruleset x every
bundled adventure (and campaign) x every declared mode, as a user reaches each path.

- File > Print... (its preview, printed to a PDF printer), File > Export as PDF... and File > Export Map
  Image... (PNG and SVG), triggered as QActions of the File menu, for every bundled adventure and
  campaign: no error, the sheet's pages and the map written.
- Ctrl+F5 for every bundled adventure and every mode it declares, chosen in the dashboard's Mode box: a
  few games whose report validates against the composed schema (`engine.sim.report_schema`).

`test_app_ruleset_paths.py` holds F5 for every mode, Combat Odds, New Adventure, F1 and campaigns of
rulesets without carry-over. The cases are found, not listed: a new ruleset or bundled adventure joins by
being installed or bundled. Cells stay cheap (2 games, 72 dpi).
"""

from __future__ import annotations

import unicodedata

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from test_app_ruleset_paths import MODES, action

from engine.content import paths
from engine.content.library import load_library
from engine.core import ruleset as rulesets
from engine.sim import report_schema

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")

LIBRARY = load_library([paths.library_dir()])
PRINTABLE = sorted((f.kind, f.path.relative_to(paths.library_dir()).as_posix()) for f in LIBRARY.files
                   if f.kind in ("adventure", "campaign") and f.id)


def _fast_cells() -> set[str]:
    """By default the menu route is printed once per ruleset, with its smallest bundled adventure (the
    route is the ruleset's; `tests/editor/test_export_rulesets.py` prints every adventure and mode's
    sheet); `--long` prints every adventure and campaign through the menus (about 13 s a cell)."""
    smallest: dict[str, tuple[int, str]] = {}
    for f in LIBRARY.files:
        if f.kind == "adventure" and f.id:
            size = (f.path.stat().st_size, f.path.relative_to(paths.library_dir()).as_posix())
            smallest[f.ruleset] = min(smallest.get(f.ruleset, size), size)
    return {relative for _, relative in smallest.values()}


FAST = _fast_cells()
PRINT_CELLS = [pytest.param(kind, relative, id=relative, marks=() if relative in FAST else pytest.mark.long)
               for kind, relative in PRINTABLE]


def flat(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def file_action(window, text: str):
    """An action of the File menu, by its text, as the user reaches it."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    (found,) = [a for a in menu.actions() if a.text() == text]
    return found


def wait_written(window, qtbot, target) -> None:
    export = window.menus.export
    qtbot.waitUntil(lambda: export.last_written == target or bool(window.prompter.questions("error")), timeout=60_000)
    assert window.prompter.questions("error") == [] and export.last_written == target


def test_the_matrix_covers_every_installed_ruleset():
    named = {f.ruleset for f in LIBRARY.files if f.kind == "adventure" and f.id}
    assert named == {r.id for r in rulesets.all_rulesets()}
    assert len(PRINTABLE) >= 6 and {kind for kind, _ in PRINTABLE} == {"adventure", "campaign"}


@pytest.mark.slow  # three renderings of the whole sheet and a 300 dpi map: about 13 s a cell
@pytest.mark.parametrize("kind, relative", PRINT_CELLS)
def test_print_and_both_exports_through_the_file_menu(make_window, qtbot, tmp_path, kind, relative):
    window = make_window()
    window.open_path(window.workspace.root / relative)
    assert window.session.current_document().kind == kind
    pdf, png, svg = tmp_path / "sheet.pdf", tmp_path / "map.png", tmp_path / "map.svg"
    window.prompter.answer("save_file", [pdf, png, svg])
    file_action(window, "Export as PDF…").trigger()
    wait_written(window, qtbot, pdf)
    pages = [flat(p.extract_text()) for p in PdfReader(str(pdf)).pages]
    title = window.session.current_document().value("/title")
    assert pages and flat(title) in pages[0]
    for target in (png, svg):
        file_action(window, "Export Map Image…").trigger()
        wait_written(window, qtbot, target)
    assert QImage(str(png)).width() > 100 and "<svg" in svg.read_text(encoding="utf-8")

    file_action(window, "Print…").trigger()
    export = window.menus.export
    qtbot.waitUntil(lambda: getattr(export, "preview", None) is not None and export.preview.isVisible(), timeout=60_000)
    export.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    export.printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    export.preview.findChild(QPrintPreviewWidget).print()  # the preview's Print, to a PDF printer
    printed = [flat(p.extract_text()) for p in PdfReader(str(tmp_path / "printed.pdf")).pages]
    assert len(printed) == len(pages) and flat(title) in printed[0]
    assert window.prompter.questions("error") == [] and window.prompter.questions("info") == []
    export.preview.close()


@pytest.mark.parametrize("ruleset_id, relative, mode", MODES)
def test_ctrl_f5_plays_every_declared_mode_into_a_valid_report(make_window, qtbot, ruleset_id, relative, mode):
    from editor.playtest.dashboard_run import Settings

    window = make_window()
    window.open_path(window.workspace.root / relative)
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    with qtbot.waitSignal(dashboard.finished, timeout=60_000):
        dashboard.cancel()
    dashboard.mode.setCurrentIndex(dashboard.mode.findData(mode))  # as the user chooses it: players follow
    chosen = dashboard.settings()
    assert (chosen.mode or dashboard.mode.itemData(0)) == mode  # None: the first, the adventure's default
    with qtbot.waitSignal(dashboard.finished, timeout=60_000) as done:
        dashboard.set_settings(Settings(games=2, players=chosen.players, bots="random", seed=5, jobs=1,
                                        factions=chosen.factions, mode=chosen.mode))
        dashboard.start_button.click()
    report = done.args[0]
    assert dashboard.errors.isHidden(), dashboard.errors.toPlainText()
    assert report["run"]["games_played"] == 2 and report_schema.errors(report) == []
    assert report.get("ruleset", rulesets.DEFAULT_RULESET) == ruleset_id
    if mode in rulesets.get(ruleset_id).team_modes:
        assert report["mode"] == mode and "team" in report["cooperative"]
    assert dashboard.summary.text()
    dashboard.close()
