"""The dashboard's Sweep…: the numbers are `isleforge sweep --json`'s, variants arrive live, Apply is
one undoable edit, and the map's "Sweep This Value…" opens it on the field's number."""

from __future__ import annotations

import json

import pytest

from editor.cli import sweep as sweep_command
from editor.cli import build_parser
from editor.map.view import MapView
from editor.playtest.dashboard import BalanceDashboard
from editor.playtest.dashboard_run import Settings
from editor.playtest.sweep_dialog import SweepDialog, default_range, number_fields

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
SETTINGS = Settings(games=3, players=3, bots="random", seed=6, jobs=1)


@pytest.fixture
def dialog(qtbot, adventure, workspace):
    widget = SweepDialog(adventure, workspace, "/years")
    qtbot.addWidget(widget)
    yield widget
    widget.shutdown()


def run_to_end(qtbot, dialog) -> dict:
    with qtbot.waitSignal(dialog.finished_sweep, timeout=60_000) as blocker:
        dialog.start_button.click()
        assert dialog.is_running
    qtbot.waitUntil(lambda: not dialog.is_running)
    return blocker.args[0]


def test_the_field_list_is_every_number_of_the_document(adventure):
    fields = number_fields(adventure.tree)
    assert "/years" in fields and "/setup/player_materials/3/gold" in fields and "/map/areas/0/tile/value" in fields
    assert "/schema_version" in fields and "/id" not in fields
    assert default_range(2) == "0..4" and default_range(5) == "3..7"


def test_a_sweep_in_the_dialog_equals_the_cli_json_and_fills_in_live(qtbot, dialog, adventure, capsys):
    dialog.set_settings(SETTINGS)
    dialog.values.setText("1..2")
    report = run_to_end(qtbot, dialog)
    args = build_parser().parse_args(["sweep", str(adventure.path), "--vary", "years=1..2", "--games", "3",
                                      "--players", "3", "--bots", "random", "--seed", "6", "--jobs", "1",
                                      "--json", "-", "--no-progress"])
    assert sweep_command.run(args) == 0
    assert json.loads(json.dumps(report)) == json.loads(capsys.readouterr().out)
    assert [row[0] for row in dialog.chart.rows] == ["1", "2"]
    assert [row[1] for row in dialog.chart.rows] == [v["balance"]["score"] for v in report["variants"]]
    assert [v["key"] for v in dialog.rows] == ["years=1", "years=2"]  # each came in live, as it finished
    assert dialog.chosen()["key"] == report["ranking"][0]["key"]
    assert report["statement"] in dialog.status.text()


def test_apply_writes_the_chosen_value_as_one_undoable_edit(qtbot, dialog, adventure):
    dialog.set_settings(SETTINGS)
    dialog.values.setText("1,3")
    run_to_end(qtbot, dialog)
    dialog.table.selectRow([dialog.table.item(i, 0).text() for i in range(2)].index("3"))
    before = adventure.undo_stack.count()
    dialog.apply_button.click()
    assert adventure.value("/years") == 3 and adventure.undo_stack.count() == before + 1
    assert adventure.undo_stack.undoText() == "Set years to 3 (sweep)"
    adventure.undo_stack.undo()
    assert adventure.value("/years") == 2 and not adventure.modified


def test_an_invalid_range_is_reported_not_played(qtbot, dialog):
    dialog.values.setText("5..1")
    with qtbot.waitSignal(dialog.failed, timeout=10_000) as blocker:
        dialog.start_button.click()
    assert blocker.args == ["the range '5..1' is empty (its end is below its start)"]
    assert "Not played" in dialog.status.text()


@pytest.fixture
def assembled():
    """The tool windows the editor's assembly offers its views (a main window hands them over)."""
    from editor import views
    from editor.app.main_window import TOOLS

    views.offer_tools(TOOLS)


def test_the_maps_context_menu_sweeps_the_number_of_a_field(qtbot, adventure, workspace, assembled):
    view = MapView(adventure, workspace)
    qtbot.addWidget(view)
    action = next(a for a in view.context_menu((5, 3)).actions() if a.objectName() == "sweep-value")
    assert action.isEnabled() and action.text() == "Sweep This Value…"
    sea = next(a for a in view.context_menu((0, 2)).actions() if a.objectName() == "sweep-value")
    assert not sea.isEnabled()
    action.trigger()
    dialog = view.sweep_dialog
    qtbot.addWidget(dialog)
    assert dialog.pointer == "/map/areas/0/tile/value" and dialog.values.text() == "3..7"


def test_the_dashboards_sweep_button_opens_it_with_the_dashboards_settings(qtbot, adventure, workspace):
    dashboard = BalanceDashboard(adventure, workspace)
    qtbot.addWidget(dashboard)
    dashboard.set_settings(Settings(games=40, players=4, bots="random", seed=9, jobs=1))
    dashboard.sweep_button.click()
    dialog = dashboard.sweep_dialog
    assert dialog.isVisible() and dialog.settings() == Settings(games=40, players=4, bots="random", seed=9, jobs=1)
    dashboard.shutdown()


def test_a_number_of_the_form_sweeps_from_its_context_menu(qtbot, adventure, workspace, assembled):
    from editor.forms.context import FormContext
    from editor.forms.fields import IntField

    field = IntField(FormContext(adventure, workspace), "/years")
    qtbot.addWidget(field)
    action = next(a for a in field.context_menu().actions() if a.objectName() == "sweep-value")
    assert action.text() == "Sweep This Value…"
    action.trigger()
    qtbot.addWidget(field.sweep_dialog)
    assert field.sweep_dialog.pointer == "/years" and field.sweep_dialog.values.text() == "0..4"


def test_the_dialog_defaults_to_the_open_files_game_as_the_cli_sweep_does(qtbot, adventure, workspace, assembled):
    """Opened from a field's "Sweep This Value…", the dialog plays what `isleforge sweep` plays without
    options: the game's own number of games (`Ruleset.default_games`) with its strongest own bot (before:
    200 games of random bots whatever the game)."""
    from editor.forms.context import FormContext
    from editor.forms.fields import IntField

    field = IntField(FormContext(adventure, workspace), "/years")
    qtbot.addWidget(field)
    next(a for a in field.context_menu().actions() if a.objectName() == "sweep-value").trigger()
    dialog = field.sweep_dialog
    qtbot.addWidget(dialog)
    args = build_parser().parse_args(["sweep", str(adventure.path), "--vary", "years=0..4"])
    assert args.games is None and args.bots is None  # the CLI's own defaults, below
    assert dialog.games.value() == 1000 and dialog.bots.currentText() == "greedy"
    assert [dialog.bots.itemText(i) for i in range(dialog.bots.count())] == ["random", "greedy", "mcts"]
    assert dialog.settings() == Settings(games=1000, players=3, bots="greedy", seed=0, jobs=dialog.jobs.value())
    dialog.shutdown()


def test_a_slow_games_file_sweeps_its_own_number_of_games(qtbot, workspace, tmp_path):
    """A Finis Terrae file: 100 games a variant (its `default_games`), not the 200 every game had."""
    import shutil
    from pathlib import Path

    from editor.documents.document import Document

    source = Path(__file__).resolve().parents[2] / "adventures" / "finis-terrae" / "elbow-reach.yaml"
    shutil.copy(source, tmp_path / source.name)
    dialog = SweepDialog(Document.open(tmp_path / source.name), workspace)
    qtbot.addWidget(dialog)
    assert dialog.games.value() == 100 and dialog.bots.currentText() == "greedy"
    dialog.shutdown()
