"""Every editor path through the file's ruleset, for every installed ruleset and bundled adventure.

Each test drives the real menu action of the main window (found by its shortcut or object name, as a
user presses it) and, where the action asks, accepts the real dialog: F5 opens the playtest window
with a board and the ruleset's seats; Ctrl+F5 plays and shows numbers; Combat Odds is offered only
where the ruleset has exact odds; File > New Adventure writes a file of each game that validates; F1
shows the ruleset's own reference; a campaign of a ruleset without carry-over is refused in words.
The parameters come from the installed rulesets, so a new ruleset is covered by itself.
"""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QLabel

from editor import rulesets as editor_rulesets
from editor.app.prompter import Prompter, ScriptedPrompter
from editor.playtest.setup_dialog import dealt_seats
from editor.board.legend import LegendList
from engine.content import paths, reference
from engine.content.library import load_library
from engine.core import ruleset as rulesets

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _ruleset_of(data) -> str:
    named = data.get("ruleset") if isinstance(data, dict) else None
    return named if isinstance(named, str) and named else rulesets.DEFAULT_RULESET


RULESETS = [r.id for r in rulesets.all_rulesets()]
BUNDLED = {f.path.relative_to(paths.library_dir()).as_posix(): f
           for f in load_library([paths.library_dir()]).files if f.kind == "adventure" and f.id}
ADVENTURES = sorted(((_ruleset_of(f.data), path) for path, f in BUNDLED.items()),
                    key=lambda pair: (pair[0] != rulesets.DEFAULT_RULESET, pair))
# every declared mode its engine plays (the `modes:` every ruleset's adventure file has)
MODES = [(ruleset_id, path, mode) for ruleset_id, path in ADVENTURES
         for mode in (BUNDLED[path].data.get("modes") or rulesets.get(ruleset_id).modes[:1])
         if mode in rulesets.get(ruleset_id).modes]
FIRST = {ruleset_id: next(path for r, path in ADVENTURES if r == ruleset_id)
         for ruleset_id in RULESETS if any(r == ruleset_id for r, _ in ADVENTURES)}


class RealDialogs(ScriptedPrompter):
    """Scripted answers, but the playtest setup and the New Adventure dialog are the real ones (the tests
    answer them through `answer_dialog`)."""

    ask_playtest_setup = Prompter.ask_playtest_setup
    ask_new_adventure = Prompter.ask_new_adventure


def answer_dialog(fill, seen: list) -> None:
    """When the next modal dialog opens: keep it in `seen`, let `fill(dialog)` set it up, press its OK."""
    def act():
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not open yet: look again
            QTimer.singleShot(10, act)
            return
        seen.append(dialog)
        fill(dialog)
        dialog.accept()
    QTimer.singleShot(0, act)


def action(window, shortcut: str | None = None, name: str | None = None) -> QAction:
    """The window's action with this shortcut (or object name), as the user reaches it."""
    found = [a for a in window.findChildren(QAction)
             if (shortcut is not None and a.shortcut() == QKeySequence(shortcut))
             or (name is not None and a.objectName() == name)]
    assert len(found) == 1, [a.text() for a in found]
    return found[0]


@pytest.fixture
def real_window(make_window):
    return make_window(prompter=RealDialogs())


def open_adventure(window, relative: str):
    window.open_path(window.workspace.root / relative)
    document = window.session.current_document()
    assert document is not None and document.kind == "adventure"
    return document


@pytest.mark.parametrize("ruleset_id, relative, mode", MODES)
def test_f5_opens_the_playtest_window_with_a_board_and_the_seats_of_the_ruleset(real_window, qtbot, ruleset_id,
                                                                                 relative, mode):
    window = real_window
    open_adventure(window, relative)
    seen: list = []
    answer_dialog(lambda dialog: dialog.mode.setCurrentIndex(dialog.mode.findData(mode)), seen)
    action(window, "F5").trigger()
    (dialog,) = seen
    playtest = window.menus.launcher().windows[-1]
    qtbot.waitUntil(playtest.isVisible)
    ruleset = rulesets.get(ruleset_id)
    adventure = playtest.session.adventure
    seats = ruleset.seats(adventure)
    offered = [(box.itemData(i), box.itemText(i)) for box in dialog.faction_boxes[:1] for i in range(box.count())]
    setup = playtest.session.setup
    if ruleset.named_seats:
        assert offered == seats and seats  # the dialog offers the ruleset's seats, by name
    else:  # a game that deals its own seats: the first seat shows the seed's castaway, read-only
        seats = dealt_seats(adventure, len(setup.factions), setup.mode, setup.seed)
        assert offered == seats[:1] and len(seats) == len(setup.factions)
    assert dialog.mode.itemData(0) == ruleset.default_mode(adventure) and playtest.session.setup.mode == mode
    chosen = playtest.session.setup.factions
    assert set(chosen) <= {seat for seat, _name in seats}
    assert len(chosen) in ruleset.player_counts(adventure, playtest.session.setup.mode)
    assert playtest.session.ruleset is ruleset and playtest.session.game.num_players == len(chosen)
    assert type(playtest.board).__name__ == type(editor_rulesets.get(ruleset_id).board_view()).__name__
    assert playtest.board.scene() is not None and playtest.board.scene().items()  # the board is drawn
    assert window.prompter.questions("error") == [] and window.prompter.questions("info") == []
    playtest.close()


@pytest.mark.parametrize("ruleset_id", sorted(FIRST))
def test_ctrl_f5_plays_the_adventure_and_shows_its_numbers(make_window, qtbot, ruleset_id):
    from editor.playtest.dashboard_run import Settings

    window = make_window()
    open_adventure(window, FIRST[ruleset_id])
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    assert dashboard.is_running  # Ctrl+F5 plays at once; a few games are enough here
    with qtbot.waitSignal(dashboard.finished, timeout=60_000):
        dashboard.cancel()
    settings = dashboard.settings()
    assert dashboard.errors.isHidden(), dashboard.errors.toPlainText()
    with qtbot.waitSignal(dashboard.finished, timeout=60_000) as done:
        dashboard.set_settings(Settings(games=4, players=settings.players, bots="random", seed=5, jobs=1,
                                        mode=settings.mode))
        dashboard.start_button.click()
    report = done.args[0]
    assert report["run"]["games_played"] == 4 and report["run"]["players"] == settings.players
    assert sum(ending["games"] for ending in report["endings"]) == 4  # every game ended, and how is counted
    if "cooperative" in report:  # a team game: one result a game, shared by every seat
        assert report["cooperative"]["team"]["overall"]["games"] == 4
    else:
        assert sum(r["rate"] for r in report["win_rates"]["by_seat"]) > 0
    assert dashboard.status.text().startswith("4 games") or "4" in dashboard.status.text()
    assert dashboard.summary.text()  # the numbers are shown
    dashboard.close()


def test_ctrl_f5_says_why_an_adventure_cannot_be_played(make_window, qtbot):
    """Not only "cannot be played": the engine's message and the file:line of the first error."""
    window = make_window()
    document = open_adventure(window, FIRST[rulesets.DEFAULT_RULESET])
    document.set_value("/setup/boss", "no-such-boss")
    action(window, "Ctrl+F5").trigger()
    dashboard = window.menus.dashboards[-1]
    qtbot.waitUntil(lambda: not dashboard.is_running, timeout=30_000)
    status = dashboard.status.text()
    assert status.startswith("Not run: ") and "no boss has the id 'no-such-boss'" in status
    assert f"{Path(FIRST[rulesets.DEFAULT_RULESET]).name}:" in status  # where: file:line:column
    dashboard.close()


@pytest.mark.parametrize("ruleset_id", sorted(FIRST))
def test_combat_odds_is_offered_only_where_the_ruleset_has_exact_odds(make_window, ruleset_id):
    window = make_window()
    open_adventure(window, FIRST[ruleset_id])
    odds = action(window, "Ctrl+Shift+K")
    has_odds = editor_rulesets.get(ruleset_id).combat_odds is not None
    assert odds.isEnabled() == has_odds
    if has_odds:
        odds.trigger()
        panel = window.menus.odds_panel
        assert panel is not None and panel.isVisible()
        panel.close()
    else:
        assert odds.toolTip().startswith(f"{rulesets.get(ruleset_id).title} has no exact combat odds")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_new_adventure_for_each_game_writes_a_file_that_validates(real_window, library, qtbot, ruleset_id):
    window = real_window
    seen: list = []

    def fill(dialog):
        dialog.game.setCurrentIndex(dialog.game.findData(ruleset_id))
        dialog.item_id.setText("coral-reach")

    answer_dialog(fill, seen)
    action(window, name="newAdventure").trigger()
    (dialog,) = seen
    assert dialog.windowTitle() == f"New adventure for {rulesets.get(ruleset_id).title}"
    target = Path(window.tabs.current().path)
    assert target.name == "coral-reach.yaml" and target.is_file()
    document = window.tabs.current().document
    assert (document.value("/ruleset") or rulesets.DEFAULT_RULESET) == ruleset_id
    qtbot.waitUntil(lambda: not window.workspace.busy, timeout=10_000)
    assert [d.to_text() for d in window.workspace.diagnostics_for(target) if d.is_error] == []


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the offscreen platform
@pytest.mark.parametrize("ruleset_id", sorted(FIRST))
def test_f1_opens_the_reference_of_the_tabs_ruleset(make_window, ruleset_id):
    if ruleset_id != rulesets.DEFAULT_RULESET and len(inspect.signature(reference.generate).parameters) == 0:
        pytest.skip("engine.content.reference makes one reference per ruleset only with the cli helper's change")
    window = make_window()
    open_adventure(window, FIRST[ruleset_id])
    action(window, QKeySequence(QKeySequence.StandardKey.HelpContents).toString()).trigger()
    shown = window.menus.reference_window  # inside the editor (issue 31), the tab's ruleset first
    assert shown.isVisible() and shown.ruleset_id() == ruleset_id
    assert shown.windowTitle() == f"Content Reference: {rulesets.get(ruleset_id).title} — Isleforge"
    assert window.prompter.questions("open_url") == []


@pytest.mark.parametrize("ruleset_id", [r.id for r in rulesets.all_rulesets() if not r.plays_campaigns])
def test_a_campaign_of_a_ruleset_without_carry_over_is_refused_in_words(make_window, library, ruleset_id):
    path = library / f"{ruleset_id}-saga.yaml"
    path.write_text(f"kind: campaign\nruleset: {ruleset_id}\nid: {ruleset_id}-saga\ntitle: A Saga\n"
                    f"chapters:\n  - {{id: one, adventure: {Path(FIRST.get(ruleset_id, 'x')).stem}}}\n",
                    encoding="utf-8")
    window = make_window()
    window.open_path(path)
    assert window.session.current_document().kind == "campaign"
    action(window, "F5").trigger()
    action(window, "Ctrl+F5").trigger()
    title = rulesets.get(ruleset_id).title
    assert [args[0] for args in window.prompter.questions("info")] == ["Playtest", "Balance dashboard"]
    for _title, text in window.prompter.questions("info"):
        assert text.startswith(f"{title} has no campaigns: its rules carry nothing from one game to the next")
    assert window.prompter.questions("error") == [] and window.menus.launcher().windows == []


def test_the_setup_dialog_steps_over_player_counts_the_board_is_not_for(real_window, qtbot):
    """Lagoon Crossing is for 2 or 4 players: one step up from 2 is 4, and four colours play."""
    window = real_window
    open_adventure(window, "island-clash/lagoon-crossing.yaml")
    seen: list = []

    def fill(dialog):
        assert dialog.players.value() == 2 and dialog.players.counts == [2, 4]
        dialog.players.stepBy(1)
        assert dialog.players.value() == 4 and dialog.message.text() == ""
        assert [dialog.faction_boxes[s].currentText() for s in range(4)] == ["Red", "Blue", "Green", "Yellow"]

    answer_dialog(fill, seen)
    action(window, "F5").trigger()
    playtest = window.menus.launcher().windows[-1]
    assert playtest.session.setup.factions == ("red", "blue", "green", "yellow")
    assert playtest.session.setup.seats == ("human", "greedy", "greedy", "greedy")
    playtest.close()


def test_new_adventure_preselects_the_game_of_the_current_tab(real_window):
    window = real_window
    open_adventure(window, FIRST["island-clash"])
    seen: list = []
    answer_dialog(lambda dialog: dialog.item_id.setText("coral-bay"), seen)
    action(window, name="newAdventure").trigger()
    (dialog,) = seen
    assert dialog.game.currentData() == "island-clash" and dialog.start.currentData() == "new-island"
    assert window.tabs.current().document.value("/ruleset") == "island-clash"


CLASH_KINDS = ["Water: no unit stands here; the coast is beside it",
               "Start area (marked S): A seat's start area: its units begin here",
               "Capture area (marked C): A capture area: units here at the end win the game",
               "Arrow tile (marked A): An arrow tile: arrow resource cards recruit here",
               "Road tile (marked R): A road tile: road resource cards recruit here",
               "Water tile (marked W): A water tile: water resource cards recruit here",
               "Random tile (marked ?): A random tile: drawn from the adventure's random tiles"]
CLASH_MARKS = [*(f"Ringed in {c}: the start area of the {c} seat" for c in ("red", "blue", "green", "yellow")),
               "Units in their seat's colour, with how many",
               "Ringed in red: a battle is waiting here, the attackers (right) against the holders (left)",
               "Dashed white outline: you may choose this field: click it",
               "Blue outline: the field you chose",
               "Resource stack (beside the board): cards left to draw / discarded; the last phase begins when it has "
               "run out as often as the adventure says",
               "Combat stack (beside the board): cards left to draw / discarded"]


def test_f5_on_lagoon_crossing_shows_the_legend_of_every_mark_its_board_draws(real_window, qtbot):
    """Every field kind of the engine ruleset in its colour, the seats' start areas, units, a battle, the
    clickable and chosen field, the card stacks; and the status says what "depleted" counts."""
    window = real_window
    open_adventure(window, "island-clash/lagoon-crossing.yaml")
    seen: list = []
    answer_dialog(lambda dialog: None, seen)
    action(window, "F5").trigger()
    assert len(seen) == 1
    playtest = window.menus.launcher().windows[-1]
    qtbot.waitUntil(playtest.isVisible)
    legend = playtest.legend
    assert isinstance(legend, LegendList) and playtest.legend_dock.isVisible()
    assert legend.texts == CLASH_KINDS + CLASH_MARKS
    kinds = rulesets.get("island-clash").map_kinds()
    assert [text.split(" (")[0].split(":")[0] for text in legend.texts[:len(kinds)]] == [k.name for k in kinds]
    icons = [label.pixmap().toImage() for label in legend.widget().findChildren(QLabel)
             if not label.pixmap().isNull()]
    assert len(icons) == len(legend.texts)
    assert len({bytes(image.constBits()) for image in icons}) == len(icons)  # no two samples alike
    for kind, image in zip(kinds, icons, strict=False):  # each kind's sample in its colour
        assert image.pixelColor(30, 30).name() == kind.colour
    # what "depleted" counts, in words: above the board and beside its stacks
    assert "resource stack depleted 0 of 2 times" in playtest.status.text()
    beside = [item.text() for item in playtest.board.scene().items() if isinstance(item, QGraphicsSimpleTextItem)]
    assert "resource stack\ndepleted 0 of 2 times" in beside
    playtest.close()
