"""The combat odds panel: the engine's exact combat odds for a force against an area or a player.

Every number shown comes from :func:`engine.rulesets.isles_of_terror.odds.combat_odds`; this module
only collects the inputs and formats the result (percentages with one decimal,
expectations with two).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QStackedWidget,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets.isles_of_terror.odds import Force, Odds, combat_odds

__all__ = [
    "CombatOddsPanel",
    "area_value",
    "format_number",
    "format_percent",
    "show_combat_odds",
]

MONSTER, BOSS, PLAYER = "monster", "boss", "player"

DICE_TIP = (
    "Dice: 1D6 per soldier, 2D6 per captain, 1D8 per camp; a minion, location or adventure "
    "area rolls as many D6 as its area value."
)
EXCHANGE_TIP = "The attacker and bosses exchange one of their D6 with a D8 (a side without a D6 exchanges nothing)."
ROUND_TIP = (
    "A round: equal results of the two sides cancel one for one; the highest remaining die wins. "
    "If everything cancels, the defender wins the round. The loser removes one figure "
    "(soldiers first, then captains, then camps); a monster loses one point of area value."
)
RETREAT_TIP = (
    "The attacker retreats at the end of a round as soon as fewer than this many of its figures "
    "remain. 'never' fights to the end. Defenders never retreat in these odds."
)
NOT_MODELLED_TIP = "Not modelled: re-rolls (mountain camps, strategy cards) and other card effects."


def format_percent(p: float) -> str:
    """A probability as the panel shows it: ``0.6612`` -> ``'66.1%'``."""
    return f"{float(p):.1%}"


def format_number(x: float) -> str:
    """An expectation as the panel shows it: two decimals."""
    return f"{float(x):.2f}"


def area_value(document: Any, pointer: str, default: int = 0) -> int:
    """The tile value of the area at ``pointer`` (e.g. ``/map/areas/0``) of an adventure document."""
    value = document.value(f"{pointer.rstrip('/')}/tile/value", default)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else default


def _figures(soldiers: int, captains: int) -> str:
    parts = [f"{soldiers} soldier{'s' if soldiers != 1 else ''}"] if soldiers else []
    if captains:
        parts.append(f"{captains} captain{'s' if captains != 1 else ''}")
    return ", ".join(parts) if soldiers or captains else "none"


class _BarDelegate(QStyledItemDelegate):
    """Paints the probability stored in UserRole as a bar behind the cell text."""

    def paint(self, painter: QPainter, option, index) -> None:
        p = index.data(Qt.ItemDataRole.UserRole)
        if isinstance(p, float):
            rect = QRectF(option.rect).adjusted(2, 3, -2, -3)
            rect.setWidth(rect.width() * max(0.0, min(1.0, p)))
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(90, 150, 220, 110))
            painter.drawRect(rect)
            painter.restore()
        super().paint(painter, option, index)


class CombatOddsPanel(QWidget):
    """Inputs for one combat and the engine's exact odds, updated live."""

    odds_changed = Signal(object)  # the new Odds

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Combat odds")
        self._odds: Odds | None = None

        # --- attacker
        self.attacker_soldiers = self._spin(0, 9, 2, "Attacking soldiers: 1D6 each.")
        self.attacker_captains = self._spin(0, 3, 0, "Attacking captains: 2D6 each.")
        self.attacker_d8 = QCheckBox("Exchange one D6 for a D8")
        self.attacker_d8.setChecked(True)
        self.attacker_d8.setToolTip(EXCHANGE_TIP)
        self.retreat_below = self._spin(0, 12, 0, RETREAT_TIP)
        self.retreat_below.setSpecialValueText("never")
        self.retreat_below.setSuffix(" figures")
        attacker_box = QGroupBox("Attacker")
        attacker_box.setToolTip(DICE_TIP)
        form = QFormLayout(attacker_box)
        form.addRow(self._label("Soldiers", "1D6 per soldier."), self.attacker_soldiers)
        form.addRow(self._label("Captains", "2D6 per captain."), self.attacker_captains)
        form.addRow(self._label("D8", EXCHANGE_TIP), self.attacker_d8)
        form.addRow(self._label("Retreat when fewer than", RETREAT_TIP), self.retreat_below)

        # --- defender
        self.defender_kind = QComboBox()
        self.defender_kind.addItem("Minion / location / adventure area", MONSTER)
        self.defender_kind.addItem("Boss (exchanges a D6 for a D8)", BOSS)
        self.defender_kind.addItem("Player", PLAYER)
        self.defender_kind.setToolTip(DICE_TIP + " " + EXCHANGE_TIP)
        self.monster_value = self._spin(0, 12, 3, "Area value: the monster rolls this many D6 and loses one point per lost round.")
        self.defender_soldiers = self._spin(0, 9, 1, "Defending soldiers: 1D6 each.")
        self.defender_captains = self._spin(0, 3, 0, "Defending captains: 2D6 each.")
        self.defender_camps = self._spin(0, 6, 1, "Defending camps: 1D8 each.")
        monster_page = QWidget()
        monster_form = QFormLayout(monster_page)
        monster_form.setContentsMargins(0, 0, 0, 0)
        monster_form.addRow(self._label("Area value", "The monster rolls as many D6 as its area value."), self.monster_value)
        player_page = QWidget()
        player_form = QFormLayout(player_page)
        player_form.setContentsMargins(0, 0, 0, 0)
        player_form.addRow(self._label("Soldiers", "1D6 per soldier."), self.defender_soldiers)
        player_form.addRow(self._label("Captains", "2D6 per captain."), self.defender_captains)
        player_form.addRow(self._label("Camps", "1D8 per camp."), self.defender_camps)
        self.defender_pages = QStackedWidget()
        self.defender_pages.addWidget(monster_page)
        self.defender_pages.addWidget(player_page)
        defender_box = QGroupBox("Defender")
        defender_box.setToolTip(DICE_TIP)
        defender_layout = QVBoxLayout(defender_box)
        defender_layout.addWidget(self.defender_kind)
        defender_layout.addWidget(self.defender_pages)
        defender_layout.addStretch(1)

        inputs = QHBoxLayout()
        inputs.addWidget(attacker_box, 1)
        inputs.addWidget(defender_box, 1)

        # --- results
        self.conquer_label = QLabel()
        self.defender_wins_label = QLabel()
        self.retreats_label = QLabel()
        self.attacker_losses_label = QLabel()
        self.defender_losses_label = QLabel()
        self.rounds_label = QLabel()
        for label in (self.conquer_label, self.defender_wins_label, self.retreats_label,
                      self.attacker_losses_label, self.defender_losses_label, self.rounds_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        bold = self.conquer_label.font()
        bold.setBold(True)
        self.conquer_label.setFont(bold)
        results_box = QGroupBox("Odds (exact)")
        results_box.setToolTip(ROUND_TIP + " " + NOT_MODELLED_TIP)
        results = QFormLayout(results_box)
        results.addRow(self._label("Chance to conquer", "The defender has nothing left. " + ROUND_TIP), self.conquer_label)
        results.addRow(self._label("Defender wins", "The attacker has nothing left."), self.defender_wins_label)
        results.addRow(self._label("Attacker retreats", RETREAT_TIP), self.retreats_label)
        results.addRow(self._label("Expected attacker losses", "Figures the attacker loses on average."), self.attacker_losses_label)
        results.addRow(self._label("Expected defender losses", "Figures (or area value) the defender loses on average."), self.defender_losses_label)
        results.addRow(self._label("Expected rounds", "Rounds the combat lasts on average."), self.rounds_label)

        self.left_table = QTableWidget(0, 2)
        self.left_table.setHorizontalHeaderLabels(["Attacker's figures left", "Chance"])
        self.left_table.setToolTip("How the attacker's force ends the combat (soldiers are removed before captains).")
        self.left_table.verticalHeader().setVisible(False)
        self.left_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.left_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.left_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.left_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.left_table.setItemDelegateForColumn(1, _BarDelegate(self.left_table))
        self.left_table.setMinimumHeight(150)

        outputs = QHBoxLayout()
        outputs.addWidget(results_box, 1)
        outputs.addWidget(self.left_table, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(inputs)
        layout.addLayout(outputs, 1)

        for spin in (self.attacker_soldiers, self.attacker_captains, self.retreat_below, self.monster_value,
                     self.defender_soldiers, self.defender_captains, self.defender_camps):
            spin.valueChanged.connect(self._update)
        self.attacker_d8.toggled.connect(self._update)
        self.defender_kind.currentIndexChanged.connect(self._kind_changed)
        self._update()

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _spin(low: int, high: int, value: int, tip: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(value)
        spin.setToolTip(tip)
        return spin

    @staticmethod
    def _label(text: str, tip: str) -> QLabel:
        label = QLabel(text)
        label.setToolTip(tip)
        return label

    # ------------------------------------------------------------------ public API

    def set_defender_monster(self, value: int, boss: bool = False) -> None:
        """Preset the defender: a minion/location/adventure area (or a boss) of area ``value``."""
        self.blockSignals(True)
        self.monster_value.setValue(value)
        self.defender_kind.setCurrentIndex(self.defender_kind.findData(BOSS if boss else MONSTER))
        self.blockSignals(False)
        self._update()

    def set_area(self, value: int, is_boss: bool = False) -> None:
        """Preset the defender from a map area (its tile value), for the map's context menu."""
        self.set_defender_monster(value, boss=is_boss)

    def set_area_from_document(self, document: Any, pointer: str, is_boss: bool = False) -> None:
        """Preset the defender from the area at ``pointer`` (``/map/areas/<i>``) of an adventure document."""
        self.set_area(area_value(document, pointer), is_boss)

    def set_defender_player(self, soldiers: int, captains: int = 0, camps: int = 0) -> None:
        self.defender_soldiers.setValue(soldiers)
        self.defender_captains.setValue(captains)
        self.defender_camps.setValue(camps)
        self.defender_kind.setCurrentIndex(self.defender_kind.findData(PLAYER))
        self._update()

    def set_attacker(self, soldiers: int, captains: int = 0) -> None:
        self.attacker_soldiers.setValue(soldiers)
        self.attacker_captains.setValue(captains)

    def defender_kind_value(self) -> str:
        return self.defender_kind.currentData()

    def attacker(self) -> Force:
        return Force(soldiers=self.attacker_soldiers.value(), captains=self.attacker_captains.value())

    def defender(self) -> Force:
        if self.defender_kind_value() == PLAYER:
            return Force(
                soldiers=self.defender_soldiers.value(),
                captains=self.defender_captains.value(),
                camps=self.defender_camps.value(),
            )
        return Force(monster_value=self.monster_value.value())

    def query(self) -> dict[str, Any]:
        """The keyword arguments passed to ``combat_odds`` besides the two forces."""
        return {
            "attacker_d8": self.attacker_d8.isChecked(),
            "defender_d8": self.defender_kind_value() == BOSS,
            "retreat_below": self.retreat_below.value(),
        }

    def odds(self) -> Odds:
        """The odds currently shown (straight from the engine)."""
        if self._odds is None:
            self._update()
        assert self._odds is not None
        return self._odds

    def left_rows(self) -> list[tuple[str, str]]:
        """The distribution table as shown: (figures left, chance) per row."""
        return [
            (self.left_table.item(row, 0).text(), self.left_table.item(row, 1).text())
            for row in range(self.left_table.rowCount())
        ]

    # ------------------------------------------------------------------ updates

    def _kind_changed(self) -> None:
        self.defender_pages.setCurrentIndex(1 if self.defender_kind_value() == PLAYER else 0)
        self._update()

    def _update(self) -> None:
        if self.signalsBlocked():
            return
        odds = combat_odds(self.attacker(), self.defender(), **self.query())
        self._odds = odds
        self.conquer_label.setText(format_percent(odds.attacker_wins))
        self.defender_wins_label.setText(format_percent(odds.defender_wins))
        self.retreats_label.setText(format_percent(odds.attacker_retreats))
        self.attacker_losses_label.setText(format_number(odds.expected_attacker_losses))
        self.defender_losses_label.setText(format_number(odds.expected_defender_losses))
        self.rounds_label.setText(format_number(odds.rounds_expected))
        self.retreats_label.setEnabled(self.retreat_below.value() > 0)

        rows = sorted(odds.attacker_left.items(), reverse=True)
        self.left_table.setRowCount(len(rows))
        for row, ((soldiers, captains), p) in enumerate(rows):
            name = QTableWidgetItem(_figures(soldiers, captains))
            chance = QTableWidgetItem(format_percent(p))
            chance.setData(Qt.ItemDataRole.UserRole, float(p))
            chance.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.left_table.setItem(row, 0, name)
            self.left_table.setItem(row, 1, chance)
        self.odds_changed.emit(odds)


def show_combat_odds(parent: QWidget | None, value: int | None = None, boss: bool = False) -> CombatOddsPanel:
    """Open the panel as a non-modal tool window (preset to area ``value`` when given)."""
    panel = CombatOddsPanel(parent)
    panel.setWindowFlag(Qt.WindowType.Tool, True)
    panel.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    panel.setWindowModality(Qt.WindowModality.NonModal)
    if value is not None:
        panel.set_defender_monster(value, boss=boss)
    panel.show()
    return panel
