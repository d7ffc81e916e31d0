"""The properties of the selected fields: name, id, tags, landing, an adventure area's tile and rules.

The panel shows what the document says and never stores it: an edit calls
``apply(values, text)``, which the view turns into one undo step for all the
selected fields. Values left empty remove their key.
"""

from __future__ import annotations

from collections import Counter
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QCompleter, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QPlainTextEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from .board import Board, Coord

MIXED = "(several values)"
TILE_KINDS = ("location", "terrain", "plain", "minion-1", "minion-2", "minion-3", "boss", "sea")


NOT_SET = -1  # the value spin box's "not set" (a tile without a value)
COLOUR_NOT_SET = "not set"


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


class PropertiesPanel(QGroupBox):
    rules_requested = Signal(str)  # pointer of the rules list to edit

    def __init__(self, apply: Callable[[dict[str, Any], str], None], parent: QWidget | None = None) -> None:
        super().__init__("Selection", parent)
        self.setObjectName("map-properties")
        self.apply = apply
        self.board: Board | None = None
        self.coords: list[Coord] = []
        self.rules_pointer = ""
        self.can_edit_rules: Callable[[], bool] = lambda: False
        outer = QVBoxLayout(self)
        self.header = QLabel("Nothing selected. Use the selection tool (S) and click a field.")
        self.header.setWordWrap(True)
        outer.addWidget(self.header)
        self.form_box = QWidget()
        form = QFormLayout(self.form_box)
        form.setContentsMargins(0, 0, 0, 0)
        self.name_edit = QLineEdit()
        self.name_edit.setToolTip("The area's name, shown on the board.")
        self.id_edit = QLineEdit()
        self.id_edit.setToolTip("The area's id, so rules can point at it; unique within the adventure (kebab-case).")
        self.tags_edit = QLineEdit()
        self.tags_edit.setToolTip("Free-form kebab-case labels that rules can point at, separated by commas (e.g. ruin, shore).")
        self.landing_box = QCheckBox("Ships may land here")
        self.landing_box.setToolTip("Sea areas only: whether a ship may land here (default yes).")
        form.addRow("Name", self.name_edit)
        form.addRow("Id", self.id_edit)
        form.addRow("Tags", self.tags_edit)
        form.addRow("", self.landing_box)
        outer.addWidget(self.form_box)

        self.tile_box = QGroupBox("Adventure area tile")
        tile_form = QFormLayout(self.tile_box)
        self.value_spin = QSpinBox()
        self.value_spin.setRange(NOT_SET, 12)
        self.value_spin.setSpecialValueText("not set")  # the form never shows a value the file does not hold
        self.value_spin.setKeyboardTracking(False)
        self.value_spin.setToolTip("The area value: gold to negotiate, or the strength to beat.")
        self.colour_combo = QComboBox()
        self.colour_combo.addItems([COLOUR_NOT_SET, "white", "red"])
        self.colour_combo.setToolTip("white: the explorer may negotiate or fight. red: a combat always follows.")
        self.resources_edit = QLineEdit()
        self.resources_edit.setToolTip("Resources gained on conquest, separated by commas (gold, ration, choice).")
        tile_form.addRow("Value", self.value_spin)
        tile_form.addRow("Value colour", self.colour_combo)
        tile_form.addRow("Resources", self.resources_edit)
        rules_row = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_button = QPushButton("Edit rules…")
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.rules_pointer))
        rules_row.addWidget(self.rules_label, 1)
        rules_row.addWidget(self.rules_button)
        tile_form.addRow("Rules", rules_row)
        self.rules_text = QPlainTextEdit()
        self.rules_text.setReadOnly(True)
        self.rules_text.setMaximumHeight(120)
        tile_form.addRow(self.rules_text)
        outer.addWidget(self.tile_box)

        self.fixed_box = QGroupBox("Fixed tile")
        fixed_form = QFormLayout(self.fixed_box)
        self.fixed_colour = QComboBox()
        self.fixed_colour.addItems(["green", "yellow", "red", "sea"])
        self.fixed_colour.setToolTip("The pool a replacement tile is drawn from if the area is ever swapped.")
        self.fixed_kind = QComboBox()
        self.fixed_kind.addItems(TILE_KINDS)
        self.fixed_card = QLineEdit()
        self.fixed_card.setToolTip("The location card or terrain tile that lies here (its id).")
        self.fixed_revealed = QCheckBox("Face up from the start")
        fixed_form.addRow("Colour", self.fixed_colour)
        fixed_form.addRow("Kind", self.fixed_kind)
        fixed_form.addRow("Card", self.fixed_card)
        fixed_form.addRow("", self.fixed_revealed)
        outer.addWidget(self.fixed_box)
        outer.addStretch(1)

        self.name_edit.editingFinished.connect(self.commit_name)
        self.id_edit.editingFinished.connect(self.commit_id)
        self.tags_edit.editingFinished.connect(self.commit_tags)
        self.landing_box.clicked.connect(self.commit_landing)
        self.value_spin.valueChanged.connect(lambda _v: self.commit_tile())
        self.colour_combo.activated.connect(lambda _i: self.commit_tile())
        self.resources_edit.editingFinished.connect(self.commit_tile)
        self.fixed_colour.activated.connect(lambda _i: self.commit_fixed())
        self.fixed_kind.activated.connect(lambda _i: self.commit_fixed())
        self.fixed_card.editingFinished.connect(self.commit_fixed)
        self.fixed_revealed.clicked.connect(lambda _c: self.commit_fixed())
        self.show_selection(None, [])

    def set_card_ids(self, ids: list[str]) -> None:
        self.fixed_card.setCompleter(QCompleter(ids, self.fixed_card))

    # -- showing ------------------------------------------------------------------------
    def show_selection(self, board: Board | None, coords: list[Coord]) -> None:
        self.board, self.coords = board, [c for c in coords if board is not None and board.inside(c)]
        widgets = [self.name_edit, self.id_edit, self.tags_edit, self.landing_box, self.value_spin, self.colour_combo,
                   self.resources_edit, self.fixed_colour, self.fixed_kind, self.fixed_card, self.fixed_revealed]
        for widget in widgets:
            widget.blockSignals(True)
        try:
            self._show()
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    def _show(self) -> None:
        board, coords = self.board, self.coords
        if board is None or not coords:
            self.header.setText("Nothing selected. Use the selection tool (S) and click a field.")
            for box in (self.form_box, self.tile_box, self.fixed_box):
                box.setVisible(False)
            return
        kinds = Counter(board.kind(c) for c in coords)
        if len(coords) == 1:
            self.header.setText(f"<b>{board.describe(coords[0])}</b>")
        else:
            self.header.setText(f"<b>{len(coords)} fields</b>: " + ", ".join(f"{n} {k}" for k, n in kinds.most_common()))
        self.form_box.setVisible(True)
        entries = [board.entry(c) or {} for c in coords]
        self._show_text(self.name_edit, [e.get("name") or "" for e in entries])
        self._show_text(self.id_edit, [e.get("id") or "" for e in entries])
        self.id_edit.setEnabled(len(coords) == 1)
        self.id_edit.setPlaceholderText("" if len(coords) == 1 else "one id per area: select a single field")
        self._show_text(self.tags_edit, [", ".join(e.get("tags") or []) for e in entries])
        seas = set(kinds) == {"sea"}
        self.landing_box.setVisible(seas)
        landings = {e.get("landing") is not False for e in entries}
        self.landing_box.setTristate(len(landings) > 1)
        self.landing_box.setCheckState(Qt.CheckState.PartiallyChecked if len(landings) > 1 else
                                       Qt.CheckState.Checked if True in landings else Qt.CheckState.Unchecked)
        self.tile_box.setVisible(set(kinds) == {"adventure"})
        if self.tile_box.isVisibleTo(self):
            tiles = [e.get("tile") if isinstance(e.get("tile"), dict) else {} for e in entries]
            values = {t.get("value") for t in tiles}
            value = next(iter(values)) if len(values) == 1 else None
            self.value_spin.setValue(value if isinstance(value, int) else NOT_SET)
            colours = {str(t.get("value_colour", COLOUR_NOT_SET)) for t in tiles}
            self.colour_combo.setCurrentText(next(iter(colours)) if len(colours) == 1 else COLOUR_NOT_SET)
            self._show_text(self.resources_edit, [", ".join(map(str, t.get("resources") or [])) for t in tiles])
            self._show_rules(entries)
        self.fixed_box.setVisible(set(kinds) == {"fixed"} and len(coords) == 1)
        if self.fixed_box.isVisibleTo(self):
            fixed = entries[0].get("fixed") if isinstance(entries[0].get("fixed"), dict) else {}
            self.fixed_colour.setCurrentText(str(fixed.get("colour", "green")))
            self.fixed_kind.setCurrentText(str(fixed.get("kind", "location")))
            self.fixed_card.setText(str(fixed.get("location") or fixed.get("terrain") or ""))
            self.fixed_card.setEnabled(fixed.get("kind", "location") in ("location", "terrain"))
            self.fixed_revealed.setChecked(fixed.get("revealed") is True)

    def _show_text(self, edit: QLineEdit, values: list[str]) -> None:
        distinct = set(values)
        edit.setText(values[0] if len(distinct) == 1 else "")
        edit.setPlaceholderText(MIXED if len(distinct) > 1 else "")

    def _show_rules(self, entries: list[dict]) -> None:
        single = len(self.coords) == 1
        rules = entries[0].get("rules") if single and isinstance(entries[0].get("rules"), list) else []
        index = self.board.areas.get(self.coords[0]) if single and self.board else None
        self.rules_pointer = f"/map/areas/{index}/rules" if index is not None else ""
        self.rules_label.setText(f"{len(rules)} rule{'' if len(rules) == 1 else 's'}" if single else "select one area")
        editor = self.can_edit_rules()
        self.rules_button.setVisible(editor and single)
        self.rules_button.setEnabled(bool(self.rules_pointer))
        self.rules_text.setVisible(not editor and bool(rules))
        lines = []
        for rule in rules:
            if isinstance(rule, dict):
                title = rule.get("title") or rule.get("id") or "rule"
                lines.append(f"• {title}: {rule.get('text') or '(no text; see the YAML)'}")
        self.rules_text.setPlainText("\n".join(lines))

    # -- editing (each one undo step for every selected field) -----------------------------
    def commit_name(self) -> None:
        if self.coords and (self.name_edit.text() or not self.name_edit.placeholderText()):
            self.apply({"name": self.name_edit.text().strip() or None}, "Name area")

    def commit_id(self) -> None:
        if len(self.coords) == 1:
            self.apply({"id": self.id_edit.text().strip() or None}, "Change area id")

    def commit_tags(self) -> None:
        if self.coords and (self.tags_edit.text() or not self.tags_edit.placeholderText()):
            self.apply({"tags": _split(self.tags_edit.text()) or None}, "Tag areas" if len(self.coords) > 1 else "Tag area")

    def commit_landing(self) -> None:
        if self.coords:
            landing = self.landing_box.checkState() != Qt.CheckState.Unchecked
            self.landing_box.setTristate(False)
            self.apply({"landing": None if landing else False}, "Allow landing" if landing else "Forbid landing")

    def commit_tile(self) -> None:
        if self.coords:
            value, colour = self.value_spin.value(), self.colour_combo.currentText()
            if colour == COLOUR_NOT_SET and value != NOT_SET:
                colour = "white"  # a tile needs both: the value's usual colour comes with it, and shows
            self.apply({"tile/value": None if value == NOT_SET else value,
                        "tile/value_colour": None if colour == COLOUR_NOT_SET else colour,
                        "tile/resources": _split(self.resources_edit.text()) or None}, "Change area tile")

    def commit_fixed(self) -> None:
        if len(self.coords) != 1:
            return
        kind = self.fixed_kind.currentText()
        card = self.fixed_card.text().strip() or None
        self.fixed_card.setEnabled(kind in ("location", "terrain"))
        self.apply({"fixed/colour": self.fixed_colour.currentText(), "fixed/kind": kind,
                    "fixed/location": card if kind == "location" else None,
                    "fixed/terrain": card if kind == "terrain" else None,
                    "fixed/revealed": True if self.fixed_revealed.isChecked() else None}, "Change fixed tile")
