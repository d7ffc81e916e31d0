"""The balance dashboard's view of a cooperative or solo report: the team, why it lost, the terrors.

`TeamPanel.show_report(report)` reads the report's `cooperative` section (what
`isleforge playtest --mode cooperative --json` writes, schemas/playtest-report.schema.json): the
team's win rate with its 95% interval per player count (in solo, per number of factions), the
team's victory points, the losses by condition and year, and per terror how often it was
summoned, its levels, activations, times destroyed and VP lost to it, plus the fields terrors
stood on most. A report without the section (competitive play) empties it; the dashboard hides
the tab then. `mode_choices(document)` gives the modes the dashboard's selector offers.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.sim.report_team import words as team_words

from .dashboard_charts import RateChart

HOT_FIELDS = 8  # the fields terrors stood on most, listed


def mode_choices(document, ruleset=None) -> list[str]:
    """The modes the adventure of `document` declares that its ruleset plays (its first is the
    default), else every mode the ruleset plays."""
    from engine.core import ruleset as rulesets

    played = (ruleset or rulesets.get()).modes
    declared = document.value("/modes", None) if document is not None else None
    modes = [m for m in (declared if isinstance(declared, list) else ()) if m in played]
    return modes or list(played)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def results_table(headers: list[str]) -> QTableWidget:
    """A read-only table of figures, as every dashboard panel shows them: names take the room,
    numbers stay close."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setVerticalScrollMode(QTableWidget.ScrollMode.ScrollPerPixel)
    return table


def group_box(title: str, widget: QWidget) -> QGroupBox:
    """A dashboard panel: `widget` in a titled box with narrow margins."""
    box = QGroupBox(title)
    inner = QVBoxLayout(box)
    inner.setContentsMargins(4, 4, 4, 4)
    inner.addWidget(widget)
    return box


def fill_rows(table: QTableWidget, rows: list[list]) -> None:
    """Put `rows` in a results table: names left, figures right-aligned."""
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            item = QTableWidgetItem(str(value))
            if c > 0:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)


class TeamPanel(QWidget):
    def __init__(self, parent: QWidget | None = None, period: str = "year") -> None:
        super().__init__(parent)
        self.setObjectName("teamPanel")
        self.chart = RateChart("Team win rate by players (95% CI)")
        self.team = QLabel("")
        self.team.setWordWrap(True)
        self.losses = results_table(["Why the team lost", "games", "share", f"in {period}"])  # the game's length word
        self.terrors = results_table(["Terror", "summoned", "mean level", "max level", "activations / game",
                               "destroyed / game", "VP lost / game"])
        self.stood = results_table(["Field", "area", "terrors stood there / game"])
        grid = QGridLayout(self)
        grid.addWidget(self.chart, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.team, 0, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(group_box("Losses", self.losses), 1, 0)
        self.stood_box = group_box("Where terrors stood", self.stood)
        self.terrors_box = group_box("Terrors", self.terrors)
        grid.addWidget(self.stood_box, 1, 1)
        grid.addWidget(self.terrors_box, 2, 0, 1, 2)
        grid.setRowStretch(2, 1)

    def show_report(self, report: dict | None) -> None:
        coop = (report or {}).get("cooperative")
        if coop is None:
            self.chart.set_rows([])
            self.team.setText("")
            for table in (self.losses, self.terrors, self.stood):
                fill_rows(table, [])
            return
        solo = report.get("mode") == "solo"
        team = coop["team"]
        unit = team_words(report)[1] if solo else "player"
        self.chart.title = f"Team win rate by {unit}s (95% CI)"
        self.chart.set_rows([(f"{r['players']} {unit}{'s' * (r['players'] != 1)}", r["rate"], r["ci_low"],
                              r["ci_high"], r["games"]) for r in team["by_players"]])
        overall, vp = team["overall"], team["vp"]
        self.team.setText(f"<b>{report['mode'].capitalize()} play</b>: the team won {_pct(overall['rate'])} of "
                          f"{overall['games']} games (95% CI {_pct(overall['ci_low'])}\u2013{_pct(overall['ci_high'])})."
                          f"<br>Team victory points: mean {vp['mean']:.2f}, median {vp['median']:g}, "
                          f"{vp['min']}\u2013{vp['max']}.")
        fill_rows(self.losses, [[loss["loss"] + (f" ({loss['title']})" if loss["title"] else ""), loss["games"],
                             _pct(loss["share"]), ", ".join(f"{y['year']}: {y['games']}" for y in loss["years"]) or "-"]
                            for loss in team["losses"]])
        # a game without terrors (its cooperative report has only the generic team): no terror tables
        for box in (self.terrors_box, self.stood_box):
            box.setVisible("terrors" in coop)
        fill_rows(self.terrors, [[t["title"] or t["id"], _pct(t["summoned_share"]) + ("  NEVER" if t["never_summoned"] else ""),
                              f"{t['mean_level']:.2f}", t["max_level"], f"{t['activations']:.2f}",
                              f"{t['destroyed']:.2f}", f"{t['vp_lost']:.2f}"] for t in coop.get("terrors", ())])
        fields = coop.get("terror_map", {}).get("fields", ())
        hot = sorted((f for f in fields if f["stood"]), key=lambda f: (-f["stood"], f["field"]))
        fill_rows(self.stood, [[f"[{f['field'][0]},{f['field'][1]}]", f["area"] or "-", f"{f['stood']:.2f}"]
                           for f in hot[:HOT_FIELDS]])

    def texts(self) -> dict:
        """What is shown, for tests: the summary and each table's rows."""
        def rows(table):
            return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
        return {"team": self.team.text(), "chart": [row[0] for row in self.chart.rows],
                "losses": rows(self.losses), "terrors": rows(self.terrors), "stood": rows(self.stood)}
