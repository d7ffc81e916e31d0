"""The balance dashboard in team play: its mode selector runs what `isleforge playtest --mode` runs and
the Team & terrors tab shows the cooperative report."""

from __future__ import annotations

import json

import pytest

from editor.cli import playtest as playtest_command
from editor.cli import build_parser
from editor.playtest.dashboard import BalanceDashboard, Settings

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def dashboard(qtbot, adventure, workspace):
    widget = BalanceDashboard(adventure, workspace)
    qtbot.addWidget(widget)
    yield widget
    widget.shutdown()


def test_the_mode_selector_offers_the_adventures_modes_its_first_by_default(dashboard):
    assert [dashboard.mode.itemData(i) for i in range(dashboard.mode.count())] == ["competitive", "cooperative", "solo"]
    assert dashboard.mode.currentIndex() == 0 and dashboard.settings().mode is None  # as `playtest` without --mode
    assert not dashboard.tabs.isTabVisible(dashboard.team_tab)
    dashboard.mode.setCurrentIndex(dashboard.mode.findData("solo"))  # one player: drawn, one faction
    assert dashboard.players.value() == 1 and dashboard.settings().mode == "solo"
    dashboard.mode.setCurrentIndex(dashboard.mode.findData("cooperative"))
    dashboard.players.setValue(4)
    assert dashboard.settings().players == 4


@pytest.mark.parametrize("mode, extra", [("cooperative", ["--players", "3"]), ("solo", ["--factions", "yoruba,chasseurs"])])
def test_a_team_run_equals_the_cli_json_and_shows_the_team_and_the_terrors(qtbot, dashboard, adventure, capsys,
                                                                           mode, extra):
    factions = ("yoruba", "chasseurs") if mode == "solo" else None
    settings = Settings(games=12, players=len(factions or ()) or 3, bots="random", seed=4, jobs=1, factions=factions,
                        mode=mode)
    dashboard.set_settings(settings)
    assert dashboard.mode.currentData() == mode and dashboard.settings() == settings
    with qtbot.waitSignal(dashboard.finished, timeout=60_000) as blocker:
        dashboard.start_button.click()
    report = blocker.args[0]
    args = build_parser().parse_args(["playtest", str(adventure.path), "--games", "12", "--mode", mode, *extra,
                                      "--bots", "random", "--seed", "4", "--jobs", "1", "--json", "-",
                                      "--no-progress"])
    assert playtest_command.run(args) == 0
    assert json.loads(json.dumps(report)) == json.loads(capsys.readouterr().out)
    assert report["mode"] == mode
    assert dashboard.tabs.isTabVisible(dashboard.team_tab) and dashboard.tabs.currentIndex() == dashboard.team_tab
    shown = dashboard.team_panel.texts()
    team = report["cooperative"]["team"]
    unit = "faction" if mode == "solo" else "player"
    assert shown["chart"] == [f"{row['players']} {unit}s" for row in team["by_players"]]
    assert f"the team won {100 * team['overall']['rate']:.1f}% of 12 games" in shown["team"]
    assert [row[0].split(" (")[0] for row in shown["losses"]] == [loss["loss"] for loss in team["losses"]]
    assert [row[0] for row in shown["terrors"]] == [t["title"] for t in report["cooperative"]["terrors"]]
    # nothing competitive: no balance, no seat or faction win rates, no seats' scores (issue 31 item 4)
    assert dashboard.seat_chart.isHidden() and dashboard.faction_chart.isHidden() and dashboard.vp_box.isHidden()
    assert dashboard.tabs.tabText(0) == "Game length"
    summary = dashboard.summary.text()
    assert "Balance" not in summary and "seat" not in summary and "first-player" not in summary
    assert f"the team wins {100 * team['overall']['rate']:.1f}% of {team['overall']['games']} games" in summary
    dashboard.mode.setCurrentIndex(0)
    dashboard.faction_mode.setCurrentIndex(0)
    with qtbot.waitSignal(dashboard.finished, timeout=60_000):
        dashboard.start_button.click()
    assert not dashboard.tabs.isTabVisible(dashboard.team_tab) and dashboard.team_panel.texts()["terrors"] == []
    assert not dashboard.seat_chart.isHidden() and not dashboard.vp_box.isHidden()  # a competitive run shows them
    assert dashboard.tabs.tabText(0) == "Win rates && points" and "Balance" in dashboard.summary.text()
