"""Creating an adventure area in one step: painting an adventure field opens its name and value inline.

The popup sits on the painted field. Enter writes the name, an id made from the name (kebab-case,
unique in the adventure) and the tile's value and colour as one undo step ("Name adventure area");
Escape, or clicking elsewhere, leaves the field painted and unnamed (the properties panel names it
later). It never writes a value the designer did not see in it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QFrame, QLabel, QLineEdit, QSpinBox

from .board import Coord

_NOT_ID = re.compile(r"[^a-z0-9]+")


def id_from_name(name: str, taken: set[str]) -> str:
    """A kebab-case id for ``name`` that no other area has ("The Cold Beacon" -> "the-cold-beacon")."""
    base = _NOT_ID.sub("-", name.lower()).strip("-") or "area"
    if not base[0].isalpha():
        base = f"area-{base}"
    base = base[:60].rstrip("-")
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


class AreaPopup(QFrame):
    committed = Signal(object, dict)  # coord, the values for `MapEditing.set_area_values`

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setObjectName("map-area-popup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.coord: Coord | None = None
        self.taken: set[str] = set()
        form = QFormLayout(self)
        form.setContentsMargins(8, 6, 8, 6)
        self.title = QLabel("<b>New adventure area</b>")
        form.addRow(self.title)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText("e.g. The Cold Beacon")
        self.id_label = QLabel()
        self.id_label.setStyleSheet("color: #5b6570;")
        self.value_spin = QSpinBox()
        self.value_spin.setRange(1, 12)
        self.value_spin.setValue(2)
        self.colour_combo = QComboBox()
        self.colour_combo.addItems(["white", "red"])
        form.addRow("Name", self.name_edit)
        form.addRow("Id", self.id_label)
        form.addRow("Value", self.value_spin)
        form.addRow("Colour", self.colour_combo)
        form.addRow(QLabel("Enter to create, Escape to leave it unnamed"))
        self.name_edit.textChanged.connect(self._show_id)
        self.name_edit.returnPressed.connect(self.commit)
        self.hide()

    def open_at(self, coord: Coord, where: QPoint, taken: set[str]) -> None:
        self.coord, self.taken = coord, set(taken)
        self.name_edit.clear()
        self._show_id("")
        self.adjustSize()
        parent = self.parentWidget()
        x = min(max(0, where.x() + 24), max(0, parent.width() - self.width()))
        y = min(max(0, where.y() - self.height() // 2), max(0, parent.height() - self.height()))
        self.move(x, y)
        self.show()
        self.raise_()
        self.name_edit.setFocus()

    def _show_id(self, name: str) -> None:
        self.id_label.setText(id_from_name(name, self.taken) if name.strip() else "(made from the name)")

    def values(self) -> dict:
        name = self.name_edit.text().strip()
        return {"name": name, "id": id_from_name(name, self.taken), "tile/value": self.value_spin.value(),
                "tile/value_colour": self.colour_combo.currentText()}

    def commit(self) -> None:
        if self.coord is None or not self.name_edit.text().strip():
            return
        coord, values = self.coord, self.values()
        self.close_popup()
        self.committed.emit(coord, values)

    def close_popup(self) -> None:
        self.coord = None
        self.hide()
        self.parentWidget().setFocus()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.key() == Qt.Key.Key_Escape:
            self.close_popup()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit()
            event.accept()
            return
        super().keyPressEvent(event)
