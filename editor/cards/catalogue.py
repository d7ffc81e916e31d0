"""The card catalogue: a file's cards as thumbnails in a grid, the selected card's faces large beside it.

A view of a document (`editor.views`): it asks the file's ruleset how its cards look and what a click
on them edits (`EditorRuleset.card_faces(kind)`, a `face.CardFaces`), draws them as they print, and
writes every edit through the document (`editing`), one undo step each, so the YAML view, the form
and undo follow. Add, Duplicate and Remove act on the selected card; the ruleset's tools for the
whole file (a sample board dealt from the cards) open from the same bar.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QImage, QKeySequence, QPainter
from PySide6.QtWidgets import (QLabel, QListView, QListWidget, QListWidgetItem, QSplitter, QTabWidget, QToolBar,
                               QVBoxLayout, QWidget)

from editor import rulesets as editor_rulesets
from engine.content.diagnostics import split_pointer
from engine.content.yaml_io import plain

from . import editing
from .face import CardFaces, Face, card_title, card_tooltip, card_words
from .face_view import FaceView

THUMB = 120  # pixels across a thumbnail


def render_face(face: Face, size_mm: tuple[float, float], width: int) -> QImage:
    """A face drawn on an image `width` pixels across (thumbnails, screenshots)."""
    scale = width / size_mm[0]
    image = QImage(width, round(size_mm[1] * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    painter.scale(scale, scale)
    face.paint(painter)
    painter.end()
    return image


class CardCatalogue(QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document, workspace=None, faces: CardFaces | None = None) -> None:
        super().__init__()
        self.document, self.workspace = document, workspace
        self.faces = faces or editor_rulesets.for_document(document).card_faces(document.kind)
        self.tool_windows: list[QWidget] = []
        self.grid = QListWidget()
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setIconSize(QSize(THUMB, round(THUMB * self.faces.size[1] / self.faces.size[0])))
        self.grid.setGridSize(QSize(THUMB + 24, round(THUMB * self.faces.size[1] / self.faces.size[0]) + 40))
        self.grid.setWordWrap(True)
        self.grid.setMinimumWidth(2 * THUMB + 70)
        self.face = FaceView()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(34)
        self.bar = QToolBar()
        noun = self.faces.noun
        self.add_action = self._action(f"Add {noun}", self.add_card, "Ctrl+Shift+N")
        self.duplicate_action = self._action(f"Duplicate {noun}", self.duplicate_card, "Ctrl+D")
        self.remove_action = self._action(f"Remove {noun}", self.remove_card, QKeySequence.StandardKey.Delete)
        self.tool_actions = []
        if self.faces.tools:
            self.bar.addSeparator()
            for label, factory in self.faces.tools:
                self.tool_actions.append(self._action(label, lambda _c=False, f=factory: self.open_tool(f)))
        right = QWidget()
        column = QVBoxLayout(right)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.face, 1)
        column.addWidget(self.status)
        self.panels: dict[str, QWidget] = {}  # the ruleset's panels under the face (turns, counts), by title
        if self.faces.panels:
            self.panel_tabs = QTabWidget()
            for title, factory in self.faces.panels:
                self.panels[title] = factory(self)
                self.panel_tabs.addTab(self.panels[title], title)
            column.addWidget(self.panel_tabs, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.grid)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.bar)
        layout.addWidget(split, 1)
        self.grid.currentRowChanged.connect(self._selected)
        self.face.edit_made.connect(self.apply)
        self.face.hovered.connect(self._hovered)
        document.changed.connect(self._changed)
        self._fill()
        if self.grid.count():
            self.grid.setCurrentRow(0)

    def _action(self, text: str, slot, shortcut=None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        self.bar.addAction(action)
        self.addAction(action)
        return action

    # -- reading the file -----------------------------------------------------------------------
    def file_data(self) -> dict:
        """The file's plain data, with what its faces borrow from the library's other files beneath it."""
        data = plain(self.document.value(""))
        data = data if isinstance(data, dict) else {}
        if self.faces.borrow is not None:
            data = {**self.faces.borrow(self._library()), **data}
        return data

    def _library(self) -> list[dict]:
        index = getattr(self.workspace, "index", None)
        library = getattr(index, "library", None)
        own = self.document.path.resolve()
        return [f.data for f in (library.files if library is not None else [])
                if isinstance(f.data, dict) and f.path != own]

    def cards(self) -> list:
        cards = plain(self.document.value(self.faces.list_pointer, []))
        return cards if isinstance(cards, list) else []

    def current(self) -> int:
        return self.grid.currentRow()

    def card_pointer(self, index: int | None = None) -> str:
        return f"{self.faces.list_pointer}/{self.current() if index is None else index}"

    def _faces_of(self, card, data) -> list[Face]:
        return self.faces.faces(card, data) if isinstance(card, dict) else []

    def _thumbnail(self, card, data) -> QIcon:
        faces = self._faces_of(card, data)
        if not faces:
            return QIcon()
        from PySide6.QtGui import QPixmap

        return QIcon(QPixmap.fromImage(render_face(faces[0], self.faces.size, THUMB)))

    def _fill(self) -> None:
        row = self.current()
        data = self.file_data()
        self.grid.blockSignals(True)
        self.grid.clear()
        for card in self.cards():
            item = QListWidgetItem(self._thumbnail(card, data), card_title(card))
            item.setToolTip(card_tooltip(card))
            self.grid.addItem(item)
        self.grid.blockSignals(False)
        if self.grid.count():
            self.grid.setCurrentRow(min(max(row, 0), self.grid.count() - 1))
        self._selected(self.current())

    def _changed(self, pointers: list) -> None:
        base = split_pointer(self.faces.list_pointer)
        rows: set[int] = set()
        for pointer in pointers:
            tokens = split_pointer(pointer)
            if tokens[:len(base)] == base and len(tokens) > len(base) + 1 and tokens[len(base)].isdigit():
                rows.add(int(tokens[len(base)]))
            elif tokens[:len(base)] == base or base[:len(tokens)] == tokens or not tokens[:1] or tokens[0] != base[0]:
                self._fill()  # cards added, removed or moved, or the file's other data the faces read (icons)
                return
        data = self.file_data()
        cards = self.cards()
        for row in rows:
            if row < self.grid.count() and row < len(cards):
                item = self.grid.item(row)
                item.setIcon(self._thumbnail(cards[row], data))
                item.setText(card_title(cards[row]))
                item.setToolTip(card_tooltip(cards[row]))
        if self.current() in rows:
            self._selected(self.current())
        else:
            self._refresh_panels()  # a count of another card changes the file's totals

    def _selected(self, row: int) -> None:
        cards = self.cards()
        card = cards[row] if 0 <= row < len(cards) else None
        self.face.show_faces(self._faces_of(card, self.file_data()), self.faces.size)
        has = card is not None
        self.duplicate_action.setEnabled(has)
        self.remove_action.setEnabled(has)
        if has:
            self.pointer_selected.emit(self.card_pointer(row))
            words = card_words(card)
            self.status.setText(f"{card_title(card)}{f' ({words})' if words else ''}: click a part of the card to change "
                                "it; Shift+click undoes its idea, a right click offers more.")
        self._refresh_panels()

    def _refresh_panels(self) -> None:
        for panel in self.panels.values():
            panel.refresh()

    def current_faces(self) -> list[Face]:
        """The selected card's faces as the large view draws them (the panels read them)."""
        cards = self.cards()
        row = self.current()
        return self._faces_of(cards[row], self.file_data()) if 0 <= row < len(cards) else []

    def _hovered(self, text: str) -> None:
        if text:
            self.status.setText(text)

    # -- editing --------------------------------------------------------------------------------
    def apply(self, edit) -> bool:
        """Make a part's edit on the selected card: one undo step."""
        if self.current() < 0:
            return False
        try:
            done = editing.apply_edit(self.document, self.card_pointer(), edit)
        except editing.EditRefused as refused:
            self.status.setText(f"Not changed: {refused}")
            return False
        if done:
            self.status.setText(edit.text)
        return done

    def add_card(self) -> int:
        index = editing.add_card(self.document, self.faces.list_pointer, self.faces.new_card(self.file_data()),
                                 self.current() + 1 if self.current() >= 0 else None, self.faces.noun)
        self.grid.setCurrentRow(index)
        return index

    def duplicate_card(self) -> int | None:
        if self.current() < 0:
            return None
        index = editing.duplicate_card(self.document, self.faces.list_pointer, self.current(), self.faces.noun)
        self.grid.setCurrentRow(index)
        return index

    def remove_card(self) -> None:
        row = self.current()
        if row >= 0:
            editing.remove_card(self.document, self.faces.list_pointer, row, self.faces.noun)

    def open_tool(self, factory) -> QWidget:
        """A tool of the ruleset over the whole file (a sample board), kept open beside the catalogue."""
        window = factory(self)
        self.tool_windows.append(window)
        window.show()
        return window

    # -- the view protocol ----------------------------------------------------------------------
    def select_pointer(self, pointer: str) -> bool:
        base = split_pointer(self.faces.list_pointer)
        tokens = split_pointer(pointer)
        if tokens[:len(base)] == base and len(tokens) > len(base) and tokens[len(base)].isdigit():
            row = int(tokens[len(base)])
            if row < self.grid.count():
                self.grid.setCurrentRow(row)
                return True
        return False
