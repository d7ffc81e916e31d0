"""The Library panel's item model: kind -> content files -> cards, updated in place.

The default ruleset's files are grouped by kind; another ruleset's files by that ruleset and kind
("Island Clash: Adventures"), after them. The bundled library's files (issue 31: a designer sees the
bundled adventures from the first start) are listed last, under one "Bundled library (read-only)" item,
grouped by game and kind, in grey with a tooltip that says they are read-only.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel

from . import icons
from engine.core.ruleset import DEFAULT_RULESET

from .library_index import KIND_ORDER, LibraryEntry, kind_label, ruleset_title

PATH_ROLE = Qt.ItemDataRole.UserRole + 1  # str: the file
KIND_ROLE = Qt.ItemDataRole.UserRole + 2  # str: the file's kind
ID_ROLE = Qt.ItemDataRole.UserRole + 3  # str: the item's id (the file's, or the card's)
POINTER_ROLE = Qt.ItemDataRole.UserRole + 4  # str: "" for a file, "/cards/N" for a card
BUNDLED_ROLE = Qt.ItemDataRole.UserRole + 5  # bool: a row of the bundled library (read-only)
BUNDLED_LABEL = "Bundled library (read-only)"
BUNDLED_TIP = "Shipped with Isleforge and read-only: open one to read or playtest it; Duplicate to change a copy"
READ_ONLY_GREY = QColor(110, 110, 110)


def _item(text: str, editable: bool = False) -> QStandardItem:
    item = QStandardItem(text)
    item.setEditable(editable)
    return item


class LibraryModel(QStandardItemModel):
    def __init__(self, root: Path, parent=None) -> None:
        super().__init__(0, 2, parent)
        self.root = Path(root).resolve()
        self.setHorizontalHeaderLabels(["Item", "Title"])
        self._kinds: dict = {}  # group key (`_group`) -> its item
        self._files: dict[Path, QStandardItem] = {}
        self._entries: dict[Path, LibraryEntry] = {}
        self._problems: dict[Path, str] = {}
        self._bundled_root: QStandardItem | None = None
        self._games: dict[str, QStandardItem] = {}  # ruleset id -> its item under the bundled root

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
        if old is not None and (_group(old) != _group(entry) or old.label != entry.label):
            self.remove(entry.path)
            old = None
        self._entries[entry.path] = entry
        if old is None:
            parent = self._kind_item(entry)
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
            self._kinds.pop(_group(entry), None)
            holder = parent.parent() or self.invisibleRootItem()
            holder.removeRow(parent.row())
            while holder is not self.invisibleRootItem() and holder.rowCount() == 0:  # an emptied game, bundled root
                self._games = {game: item for game, item in self._games.items() if item is not holder}
                if holder is self._bundled_root:
                    self._bundled_root = None
                above = holder.parent() or self.invisibleRootItem()
                above.removeRow(holder.row())
                holder = above
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
    def _kind_item(self, entry: LibraryEntry) -> QStandardItem:
        key = _group(entry)
        item = self._kinds.get(key)
        if item is None:
            kind = entry.kind
            label = kind_label(kind)
            item = _item(label if key == kind or entry.bundled else f"{ruleset_title(entry.ruleset)}: {label}")
            item.setData(kind or "", KIND_ROLE)
            item.setIcon(icons.icon("folder"))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            order = _order(key)
            holder = self._game(entry.ruleset) if entry.bundled else self.invisibleRootItem()
            position = sum(1 for k in self._kinds if (k[1] == entry.ruleset if entry.bundled and _is_bundled_group(k)
                                                      else not entry.bundled and not _is_bundled_group(k))
                           and _order(k) < order)
            holder.insertRow(position, [item, _item("")])
            self._kinds[key] = item
            if entry.bundled:
                item.setToolTip(BUNDLED_TIP)
                item.setData(True, BUNDLED_ROLE)
        return item

    def _bundled(self) -> QStandardItem:
        """The one top-level item the bundled library's groups sit under, after the designer's own kinds."""
        if self._bundled_root is None:
            item = _item(BUNDLED_LABEL)
            item.setIcon(icons.icon("folder"))
            item.setToolTip(BUNDLED_TIP)
            item.setData(True, BUNDLED_ROLE)
            font = item.font()
            font.setBold(True)
            font.setItalic(True)
            item.setFont(font)
            self.invisibleRootItem().appendRow([item, _item("")])
            self._bundled_root = item
        return self._bundled_root

    def _game(self, ruleset_id: str) -> QStandardItem:
        """The bundled library's item of one game (the default game first, then by id)."""
        item = self._games.get(ruleset_id)
        if item is None:
            root = self._bundled()
            item = _item(ruleset_title(ruleset_id))
            item.setIcon(icons.icon("folder"))
            item.setToolTip(BUNDLED_TIP)
            item.setData(True, BUNDLED_ROLE)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            order = _game_order(ruleset_id)
            root.insertRow(sum(1 for game in self._games if _game_order(game) < order), [item, _item("")])
            self._games[ruleset_id] = item
        return item

    def _count(self, kind_item: QStandardItem) -> None:
        count = (kind_item.parent() or self.invisibleRootItem()).child(kind_item.row(), 1)
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
        item.setToolTip(shown + ({"error": " — has errors", "warning": " — has warnings"}.get(problem or "", ""))
                        + (f"\n{BUNDLED_TIP}" if entry.bundled else ""))
        item.setData(entry.bundled, BUNDLED_ROLE)
        if entry.bundled:
            item.setForeground(QBrush(READ_ONLY_GREY))
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


def _group(entry: LibraryEntry):
    """The group a file is listed in: its kind (the default ruleset's), or (ruleset, kind); a bundled file's
    is ("bundled", ruleset, kind), always named with its game."""
    if entry.bundled:
        return ("bundled", entry.ruleset, entry.kind)
    if entry.ruleset == DEFAULT_RULESET or entry.kind is None:
        return entry.kind
    return (entry.ruleset, entry.kind)


def _game_order(ruleset_id: str) -> tuple:
    return (ruleset_id != DEFAULT_RULESET, ruleset_id)


def _is_bundled_group(key) -> bool:
    return isinstance(key, tuple) and len(key) == 3


def _order(key) -> tuple:
    if _is_bundled_group(key):  # by game (the default first), then kind
        kind = key[2]
        return (0 if key[1] == DEFAULT_RULESET else 1, key[1],
                KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER), kind or "")
    if isinstance(key, tuple):  # another ruleset's: after the default ruleset's kinds, by ruleset then kind
        kind = key[1]
        return (1, key[0], KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER), kind)
    return (0, "", KIND_ORDER.index(key) if key in KIND_ORDER else len(KIND_ORDER), "")


class LibraryFilter(QSortFilterProxyModel):
    """Filters by any column's text, keeping the kinds and files above a match and the cards below it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRecursiveFilteringEnabled(True)
        self.setAutoAcceptChildRows(True)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)
