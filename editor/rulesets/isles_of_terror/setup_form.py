"""The adventure's Setup tab: pools and cards, decks and bags, terrors, progress tokens, player materials.

Player materials are a table: one row per supported player count, one column
per figure and resource. A count is added as a copy of its nearest row, so a
designer only adjusts what differs.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QMenu, QSpinBox,
                               QStyledItemDelegate, QTableView, QToolButton, QVBoxLayout, QWidget)

from editor.documents import tree

from editor.forms import schema_info
from editor.forms.context import FormContext, inside, join, plain, show_widget
from editor.forms.fields import IntField
from editor.forms.form import FormView, ListSection, ResponsiveGrid, Section, field_row, hint_label, make_field, tool_button
from editor.forms.lists import IdListField

Index = QModelIndex | QPersistentModelIndex
MATERIALS = "/setup/player_materials"
COLUMNS = ("soldiers", "captains", "camps", "ships", "gold", "rations")


class MaterialsModel(QAbstractTableModel):
    """Rows: player counts present in the file; columns: what each player starts with."""

    def __init__(self, ctx: FormContext, parent: Any = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.counts: list[int] = []
        self.columns = list(COLUMNS)
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        value = self.ctx.value(MATERIALS)
        self.counts = sorted(int(k) for k in value) if isinstance(value, dict) else []
        self.endResetModel()

    def refresh_cells(self) -> None:
        if self.counts:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.counts) - 1, len(self.columns) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.counts)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def pointer(self, row: int, column: int) -> str:
        return join(MATERIALS, self.counts[row], self.columns[column])

    def schema(self, column: int) -> dict:
        return schema_info.at("adventure", join(MATERIALS, "1", self.columns[column]))

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            if role == Qt.ItemDataRole.DisplayRole:
                return schema_info.title(self.schema(section), self.columns[section])
            if role == Qt.ItemDataRole.ToolTipRole:
                return schema_info.tooltip(self.schema(section), self.columns[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self.counts) \
                and role == Qt.ItemDataRole.DisplayRole:
            count = self.counts[section]
            return f"{count} player{'s' if count > 1 else ''}"
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.counts) or not 0 <= index.column() < len(self.columns):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value = self.ctx.value(self.pointer(index.row(), index.column()))
            return value if isinstance(value, int) else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = self.ctx.problems_under(self.pointer(index.row(), index.column()))
            return "\n".join(d.message for d in problems) or None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        count, column = self.counts[index.row()], self.columns[index.column()]
        self.ctx.write(self.pointer(index.row(), index.column()), number,
                       f"Change {column} for {count} players")
        return True


class _SpinDelegate(QStyledItemDelegate):
    def __init__(self, model: MaterialsModel, parent: Any = None) -> None:
        super().__init__(parent)
        self.model = model

    def createEditor(self, parent: QWidget, option: Any, index: Index) -> QWidget:
        spin = QSpinBox(parent)
        low, high = schema_info.int_bounds(self.model.schema(index.column()), 0, 99)
        spin.setRange(low, high)
        return spin


class MaterialsTable(QWidget):
    """The player materials table with buttons to add and remove player counts."""

    def __init__(self, ctx: FormContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, MATERIALS
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.model = MaterialsModel(ctx, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setItemDelegate(_SpinDelegate(self.model, self.table))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        row_height = self.table.verticalHeader().defaultSectionSize()
        self.table.setMinimumHeight(row_height * 5 + 30)
        self.table.setMaximumHeight(row_height * 7 + 30)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add_button = QToolButton()
        self.add_button.setText("+ Add player count")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self.add_button)
        self.add_menu.aboutToShow.connect(self._fill_menu)
        self.add_button.setMenu(self.add_menu)
        buttons.addWidget(self.add_button)
        self.remove_button = tool_button("Remove player count", "Remove the selected row", self.remove_selected)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addWidget(hint_label("Every player count the adventure supports needs a row (solo adventures also "
                                    "count 1). Double-click a cell to change it."))
        ctx.bind(self)

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(self.pointer, p) or p == self.pointer for p in pointers) or \
                any(p.count("/") == self.pointer.count("/") + 1 for p in pointers if inside(p, self.pointer)):
            self.model.reload()
        else:
            self.model.refresh_cells()

    def missing_counts(self) -> list[int]:
        return [n for n in range(1, 7) if n not in self.model.counts]

    def _fill_menu(self) -> None:
        self.add_menu.clear()
        for count in self.missing_counts():
            action = QAction(f"{count} player{'s' if count > 1 else ''}", self.add_menu)
            action.triggered.connect(lambda checked=False, n=count: self.add_count(n))
            self.add_menu.addAction(action)

    def add_count(self, count: int) -> None:
        """Add a row for ``count`` players, copied from the nearest existing count."""
        current = self.ctx.value(MATERIALS)
        rows = {int(k): plain(v) for k, v in current.items()} if isinstance(current, dict) else {}
        if count in rows:
            return
        nearest = min(rows, key=lambda n: (abs(n - count), n), default=None)
        row = dict(rows[nearest]) if nearest is not None else {c: 0 for c in COLUMNS}
        if not isinstance(current, dict):
            self.ctx.write(MATERIALS, {count: row}, f"Add materials for {count} players")
            return
        # Rebuild the mapping so the new count sits in order and keeps an integer key like its siblings.
        entries = dict(current.items())
        entries[count] = tree.to_tree(row, flow=True)
        ordered = tree.to_tree({k: entries[k] for k in sorted(entries, key=int)}, flow=False)
        self.ctx.write(MATERIALS, ordered, f"Add materials for {count} players")

    def remove_count(self, count: int) -> None:
        current = self.ctx.value(MATERIALS)
        if isinstance(current, dict) and any(int(k) == count for k in current):
            self.ctx.document.remove(join(MATERIALS, count), f"Remove materials for {count} players")

    def remove_selected(self) -> None:
        rows = {i.row() for i in self.table.selectionModel().selectedIndexes()}
        if rows:
            self.remove_count(self.model.counts[min(rows)])

    def focus_editor(self) -> None:
        self.table.setFocus()

    def select(self, pointer: str) -> None:
        tokens = pointer[len(MATERIALS) + 1:].split("/")
        if tokens and tokens[0].isdigit() and int(tokens[0]) in self.model.counts:
            row = self.model.counts.index(int(tokens[0]))
            column = self.model.columns.index(tokens[1]) if len(tokens) > 1 and tokens[1] in self.model.columns else 0
            self.table.setCurrentIndex(self.model.index(row, column))


class SetupView(FormView):
    prefixes = ("/setup",)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        cards = Section("Pool, minions, boss and first event", ctx.schema("/setup").get("description", ""))
        self.area_tiles = cards.add(make_field(ctx, "/setup/area_tiles", source="file:area-tiles"))
        self.minions = {}
        for level in (1, 2, 3):
            field = make_field(ctx, f"/setup/minions/level_{level}", source=f"minion:{level}",
                               label=f"Minion, level {level}")
            self.minions[level] = cards.add(field)
        self.boss = cards.add(make_field(ctx, "/setup/boss", source="card:boss-cards"))
        self.first_event = cards.add(make_field(ctx, "/setup/first_event", source="card:event-cards"))
        self.body.addWidget(cards)

        decks = Section("Decks and bags")
        boxes = []
        self.decks: dict[str, IdListField] = {}
        specs = [("event_deck", "card:event-cards"), ("exploration_deck", "card:exploration-cards"),
                 ("mission_deck", "card:mission-cards"), ("terrors", "card:terror-cards"),
                 ("location_bag", "card:location-cards"), ("terrain_bag", "card:terrain-tiles")]
        for index, (name, source) in enumerate(specs):
            field = IdListField(ctx, f"/setup/{name}", source, counted=name != "terrors",
                                rows=8 if index < 2 else 5)
            self.decks[name] = field
            box = QWidget()
            column = QVBoxLayout(box)
            column.setContentsMargins(0, 0, 0, 0)
            column.addWidget(field.make_label())
            column.addWidget(field)
            boxes.append(box)
        decks.add_wide(ResponsiveGrid(boxes, breakpoint=800))
        decks.add_wide(hint_label("A card may be listed at most as many times as its set has copies. "
                                  "The first-season event is not part of the event deck unless listed there too."))
        self.body.addWidget(decks)

        tokens = Section("Progress tokens", ctx.schema("/setup/progress_tokens").get("description", ""))
        tokens.add_wide(hint_label(ctx.schema("/setup/progress_tokens").get("description", "")))
        self.tokens = ListSection(ctx, "/setup/progress_tokens", self._token_form,
                                  lambda item, i: f"Token {i + 1}", self._new_token, "progress token")
        tokens.add_wide(self.tokens)
        self.body.addWidget(tokens)

        materials = Section("Player materials", ctx.schema(MATERIALS).get("description", ""))
        self.materials = MaterialsTable(ctx)
        materials.add_wide(self.materials)
        self.body.addWidget(materials)
        ctx.revealer(MATERIALS, self.materials.select, self)
        self.finish()

    def _token_form(self, ctx: FormContext, pointer: str) -> QWidget:
        coord = schema_info.common("coord").get("prefixItems", [{}, {}])
        column = IntField(ctx, join(pointer, "at", 0), coord[0], label="Column", required=True)
        row = IntField(ctx, join(pointer, "at", 1), coord[1], label="Row", required=True)
        task = make_field(ctx, join(pointer, "task"), source="task")
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(field_row(column, row))
        layout.addWidget(field_row(task))
        return box

    def _new_token(self) -> Any:
        task = self.ctx.lookups.first("task", "task")
        return {"at": tree.to_tree([0, 0], flow=True), "task": task}

    def select_pointer(self, pointer: str) -> bool:
        if inside(pointer, MATERIALS):
            if not self.owns(pointer):
                return False
            self.materials.select(pointer)
            show_widget(self.materials)
            self.materials.table.setFocus()
            return True
        return super().select_pointer(pointer)
