"""The Library panel's item model: kind -> content files -> cards, updated in place."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from . import icons
from .library_index import KIND_LABELS, KIND_ORDER, LibraryEntry

PATH_ROLE = Qt.ItemDataRole.UserRole + 1  # str: the file
KIND_ROLE = Qt.ItemDataRole.UserRole + 2  # str: the file's kind
ID_ROLE = Qt.ItemDataRole.UserRole + 3  # str: the item's id (the file's, or the card's)
POINTER_ROLE = Qt.ItemDataRole.UserRole + 4  # str: "" for a file, "/cards/N" for a card


def _item(text: str, editable: bool = False) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(editable)
    return item


class LibraryModel(QStandardItemModel):
    def __init__(self, root: Path, parent=None) -> None:
        super().__init__(0, 2, parent)
        self.root = Path(root).resolve()
        self.setHorizontalHeaderLabels(["Item", "Title"])
        self._kinds: dict[str | None, QStandardItem] = {}
        self._files: dict[Path, QStandardItem] = {}
        self._entries: dict[Path, LibraryEntry] = {}
        self._problems: dict[Path, str] = {}

    # -- reading ----------------------------------------------------------------------------
    def entries(self) -> list[LibraryEntry]:
        return list(self._entries.values())

    def entry(self, path: Path) -> LibraryEntry | None:
        return self._entries.get(Path(path).resolve())

    def index_of(self, path: Path, pointer: str = "") -> QModelIndex:
        item = self._files.get(Path(path).resolve())
        if item is None:
            return QModelIndex()
        if pointer:
            for row in range(item.rowCount()):
                if item.child(row).data(POINTER_ROLE) == pointer:
                    return item.child(row).index()
        return item.index()

    # -- updating ---------------------------------------------------------------------------
    def set_entries(self, entries: list[LibraryEntry]) -> None:
        for path in list(self._entries):
            self.remove(path)
        for entry in entries:
            self.update(entry)

    def update(self, entry: LibraryEntry) -> None:
        """Add a file, or bring its row up to date (kept in place, so expansion and selection stay)."""
        old = self._entries.get(entry.path)
        if old == entry:
            return
        if old is not None and (old.kind != entry.kind or old.label != entry.label):
            self.remove(entry.path)
            old = None
        self._entries[entry.path] = entry
        if old is None:
            parent = self._kind_item(entry.kind)
            row = [_item(entry.label), _item(entry.title)]
            labels = [parent.child(r).text() for r in range(parent.rowCount())]
            position = next((r for r, label in enumerate(labels) if label > entry.label), len(labels))
            parent.insertRow(position, row)
            self._files[entry.path] = row[0]
            self._count(parent)
        item = self._files[entry.path]
        self._describe(item, entry)
        self._set_cards(item, entry)

    def remove(self, path: Path) -> None:
        path = Path(path).resolve()
        entry = self._entries.pop(path, None)
        item = self._files.pop(path, None)
        if entry is None or item is None:
            return
        parent = item.parent() or self.invisibleRootItem()
        parent.removeRow(item.row())
        if parent.rowCount() == 0 and parent is not self.invisibleRootItem():
            self._kinds.pop(entry.kind, None)
            self.invisibleRootItem().removeRow(parent.row())
        else:
            self._count(parent)

    def set_problems(self, problems: dict[Path, str]) -> None:
        """Mark files with problems: path -> "error" or "warning"."""
        changed = set(problems) ^ set(self._problems) | {p for p in problems if self._problems.get(p) != problems[p]}
        self._problems = dict(problems)
        for path in changed:
            item = self._files.get(path)
            if item is not None:
                self._describe(item, self._entries[path])

    # -- helpers ----------------------------------------------------------------------------
    def _kind_item(self, kind: str | None) -> QStandardItem:
        item = self._kinds.get(kind)
        if item is None:
            item = _item(KIND_LABELS.get(kind, str(kind)))
            item.setData(kind or "", KIND_ROLE)
            item.setIcon(icons.icon("folder"))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            order = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
            position = sum(1 for k in self._kinds if (KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER)) < order)
            self.invisibleRootItem().insertRow(position, [item, _item("")])
            self._kinds[kind] = item
        return item

    def _count(self, kind_item: QStandardItem) -> None:
        count = self.invisibleRootItem().child(kind_item.row(), 1)
        if count is not None:
            count.setText(f"{kind_item.rowCount()} file{'s' * (kind_item.rowCount() != 1)}")
            count.setForeground(Qt.GlobalColor.gray)

    def _describe(self, item: QStandardItem, entry: LibraryEntry) -> None:
        try:
            shown = entry.path.relative_to(self.root).as_posix()
        except ValueError:
            shown = str(entry.path)
        problem = self._problems.get(entry.path)
        item.setIcon(icons.icon(problem) if problem else icons.icon("file"))
        item.setToolTip(shown + ({"error": " — has errors", "warning": " — has warnings"}.get(problem or "", "")))
        item.setData(str(entry.path), PATH_ROLE)
        item.setData(entry.kind or "", KIND_ROLE)
        item.setData(entry.id or "", ID_ROLE)
        item.setData("", POINTER_ROLE)
        title = item.parent().child(item.row(), 1) if item.parent() else None
        if title is not None and title.text() != entry.title:
            title.setText(entry.title)

    def _set_cards(self, item: QStandardItem, entry: LibraryEntry) -> None:
        cards = entry.cards
        while item.rowCount() > len(cards):
            item.removeRow(item.rowCount() - 1)
        for row, card in enumerate(cards):
            if row >= item.rowCount():
                item.appendRow([_item(card.id), _item(card.title)])
            child, title = item.child(row, 0), item.child(row, 1)
            if child.text() != card.id:
                child.setText(card.id)
            if title.text() != card.title:
                title.setText(card.title)
            child.setData(str(entry.path), PATH_ROLE)
            child.setData(entry.kind or "", KIND_ROLE)
            child.setData(card.id, ID_ROLE)
            child.setData(card.pointer, POINTER_ROLE)


class LibraryFilter(QSortFilterProxyModel):
    """Filters by any column's text, keeping the kinds and files above a match and the cards below it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setAutoAcceptChildRows(True)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
