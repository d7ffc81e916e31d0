"""The Library panel: every content item by kind, a filter, and the commands to create, copy, rename, delete.

The list follows the library: open documents as they are edited (debounced),
files changed, added or removed by other programs (the file watcher calls
`rescan`), and the problems found by validation (error and warning icons).
Beside the designer's own files it lists the bundled library the window resolves ids
against (issue 31: seen from the first start, not hidden inside the install), by game
and kind, read-only: its files open here with the read-only banner, Duplicate copies
one into the designer's folder, Rename and Delete are off.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QHBoxLayout, QHeaderView, QLineEdit, QMenu, QToolButton, QTreeView,
                               QVBoxLayout, QWidget)

from editor.documents.document import Document
from engine.core import ruleset as rulesets
from engine.content.diagnostics import Severity

from . import icons
from .library_folder import is_bundled
from .library_index import content_files, entry_from_data, read_entry
from .library_model import BUNDLED_ROLE, ID_ROLE, KIND_ROLE, PATH_ROLE, POINTER_ROLE, LibraryFilter, LibraryModel
from .library_ops import LibraryOps, Selection

if TYPE_CHECKING:
    from .main_window import MainWindow


class LibraryController(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        workspace = window.workspace
        self.model = LibraryModel(workspace.root, self)
        self.filter = LibraryFilter(self)
        self.filter.setSourceModel(self.model)
        self.ops = LibraryOps(window)
        self._stamps: dict[Path, tuple[int, int] | None] = {}
        # the designer's own files, then the bundled library's beside them (read-only), from the first start
        self.model.set_entries([entry_from_data(f.path, f.data if f.parsed.ok else None, bundled=bool(f.base))
                                for f in workspace.index.library.files if not f.base or is_bundled(f.path)])
        for entry in self.model.entries():
            self._stamps[entry.path] = _stamp(entry.path)
        self._pending: set[Document] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self._refresh_documents)
        workspace.document_opened.connect(self._follow)
        workspace.diagnostics_changed.connect(self._mark_problems)
        self.dock = LibraryDock(self)
        self._actions()

    # -- keeping up with the library -----------------------------------------------------------
    def _follow(self, document: Document) -> None:
        document.changed.connect(lambda _pointers, d=document: self._schedule(d))

    def _schedule(self, document: Document) -> None:
        self._pending.add(document)
        self._timer.start()

    def _refresh_documents(self) -> None:
        for document in self._pending:
            if document in self.window.workspace.documents() and not document.read_only:
                self.model.update(entry_from_data(document.path, document.parsed().data))
        self._pending.clear()

    def rescan(self) -> None:
        self.rescan_changes()

    def rescan_changes(self) -> dict[Path, bool]:
        """Bring the list up to date with the folder; returns the files added, changed (True) or removed (False)."""
        files = set(content_files(self.window.workspace.root))
        changes: dict[Path, bool] = {}
        for entry in self.model.entries():
            if entry.path not in files and not entry.bundled:  # the bundled library is not this folder's
                self.model.remove(entry.path)
                self._stamps.pop(entry.path, None)
                changes[entry.path] = False
        open_paths = {d.path.resolve() for d in self.window.workspace.documents()}
        for path in sorted(files):
            stamp = _stamp(path)
            if self.model.entry(path) is None or stamp != self._stamps.get(path):
                changes[path] = True
                if path not in open_paths or self.model.entry(path) is None:
                    self.model.update(read_entry(path))
            self._stamps[path] = stamp
        return changes

    def _mark_problems(self) -> None:
        problems: dict[Path, str] = {}
        cwd = Path.cwd()
        for diagnostic in self.window.workspace.diagnostics():
            if diagnostic.severity is Severity.INFO or not diagnostic.file:
                continue
            path = (cwd / diagnostic.file).resolve()
            if diagnostic.is_error or problems.get(path) != "error":
                problems[path] = "error" if diagnostic.is_error else "warning"
        self.model.set_problems(problems)

    # -- selection and commands ----------------------------------------------------------------
    def selection(self) -> Selection | None:
        index = self.dock.tree.currentIndex()
        if not index.isValid():
            return None
        index = index.siblingAtColumn(0)
        path = index.data(PATH_ROLE)
        if not path:
            return None
        return Selection(Path(path), index.data(KIND_ROLE) or None, index.data(ID_ROLE) or None,
                         index.data(POINTER_ROLE) or "")

    def select(self, path: Path, pointer: str = "") -> bool:
        source = self.model.index_of(path, pointer)
        index = self.filter.mapFromSource(source)
        if not index.isValid():
            return False
        self.dock.tree.setCurrentIndex(index)
        self.dock.tree.scrollTo(index)
        return True

    def _actions(self) -> None:
        ops = self.ops

        def on_selection(method):
            return lambda: (lambda s: s is not None and method(s))(self.selection())

        self.new_adventure = QAction(icons.icon("document-new"), "New Adventure…", self)
        self.new_adventure.setObjectName("newAdventure")
        self.new_adventure.setToolTip("A new adventure for any installed game: choose the game, then what it starts from")
        self.new_adventure.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.new_adventure.triggered.connect(lambda: ops.new_adventure())
        self.new_card_set = QAction("New Card Set…", self)
        self.new_card_set.setToolTip("A new card file of any installed game, its kinds offered with the open tab's "
                                     "game first")
        self.new_card_set.triggered.connect(lambda: ops.new_file(None))
        self.new_faction = QAction("New Faction…", self)
        self.new_faction.triggered.connect(lambda: ops.new_file("faction"))
        self.window.tabs.current_changed.connect(lambda _page: self.update_new_kinds())
        self.duplicate = QAction(icons.icon("edit-copy"), "Duplicate…", self)
        self.duplicate.triggered.connect(on_selection(ops.duplicate))
        self.rename = QAction(icons.icon("edit-rename"), "Rename Id…", self)
        self.rename.setShortcut(QKeySequence("F2"))
        self.rename.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.rename.triggered.connect(on_selection(ops.rename))
        self.delete = QAction(icons.icon("edit-delete"), "Delete…", self)
        self.delete.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        self.delete.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.delete.triggered.connect(on_selection(ops.delete))
        self.restore = QAction("Restore Deleted File", self)
        self.restore.triggered.connect(ops.restore_deleted)
        for action in (self.rename, self.delete):
            self.dock.tree.addAction(action)
        self.dock.build_buttons()
        self.update_actions()
        self.update_new_kinds()
        self.dock.tree.selectionModel().currentChanged.connect(lambda *_: self.update_actions())

    def update_actions(self) -> None:
        selection = self.selection()
        has_item = selection is not None and selection.id is not None
        bundled = selection is not None and is_bundled(selection.path)  # read-only: a copy, never a change
        for action in (self.duplicate, self.rename, self.delete):
            action.setEnabled((has_item or (action is self.delete and selection is not None))
                              and not (bundled and action is not self.duplicate))
        self.restore.setEnabled(bool(self.ops.deleted))

    def update_new_kinds(self) -> None:
        """Offer New Faction… only where the open tab's game has factions (the ruleset's `kinds`): the
        designer of a game without them sees it greyed with why, not a file of another game. With no
        tab open it makes a faction of the first game that has them, as it always did."""
        with_kind = [r for r in rulesets.all_rulesets() if "faction" in r.kinds]
        names = " and ".join(r.title or r.id for r in with_kind)
        game = self.ops.current_game()
        ruleset = rulesets.get(game) if game is not None else None
        offered = bool(with_kind) and (ruleset is None or "faction" in ruleset.kinds)
        self.new_faction.setEnabled(offered)
        if offered:
            self.new_faction.setToolTip(f"A new faction with its player board (factions are {names}'s)")
        else:
            self.new_faction.setToolTip(f"{ruleset.title if ruleset else 'This game'} has no factions: only "
                                        f"{names or 'no installed game'}'s files do. Open one of its files to "
                                        "make a faction")
        self.new_faction.setStatusTip(self.new_faction.toolTip())

    def open_index(self, index: QModelIndex) -> None:
        index = index.siblingAtColumn(0)
        path = index.data(PATH_ROLE)
        if path:
            self.window.navigator.activate(Path(path), index.data(POINTER_ROLE) or "")


class LibraryDock(QDockWidget):
    def __init__(self, controller: LibraryController) -> None:
        super().__init__("Library")
        self.controller = controller
        self.setObjectName("libraryDock")
        body = QWidget()
        self.filter = QLineEdit()
        self.filter.setObjectName("libraryFilter")
        self.filter.setPlaceholderText("Filter by id or title (Ctrl+F)")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._filter)
        self.tree = QTreeView()
        self.tree.setObjectName("libraryTree")
        self.tree.setModel(controller.filter)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.tree.header().setStretchLastSection(True)
        self.tree.setColumnWidth(0, 190)
        self.tree.activated.connect(controller.open_index)  # double-click or Enter
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._menu)
        controller.filter.rowsInserted.connect(self._expand_new_kinds)
        self._expand_new_kinds(QModelIndex(), 0, controller.filter.rowCount() - 1)
        self.buttons = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addWidget(self.filter)
        layout.addWidget(self.buttons)
        layout.addWidget(self.tree)
        self.setWidget(body)

    def build_buttons(self) -> None:
        c = self.controller
        row = QHBoxLayout(self.buttons)
        row.setContentsMargins(0, 0, 0, 0)
        new = QToolButton()
        new.setText("New")
        new.setIcon(icons.icon("document-new"))
        new.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        new.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(new)
        menu.addActions([c.new_adventure, c.new_card_set, c.new_faction])
        new.setMenu(menu)
        row.addWidget(new)
        for action in (c.duplicate, c.rename, c.delete):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(button)
        row.addStretch(1)

    def _expand_new_kinds(self, parent: QModelIndex, first: int, last: int) -> None:
        """The designer's kinds open; under the bundled library, its adventures and campaigns open (its cards,
        factions and tiles stay folded: a reference, not the work at hand)."""
        model = self.controller.filter
        if parent.isValid() and not (parent.data(BUNDLED_ROLE) and not parent.data(PATH_ROLE)):
            return  # rows under a file (cards) or under one of the designer's kinds
        for row in range(first, last + 1):
            index = model.index(row, 0, parent)
            if index.data(PATH_ROLE):
                continue
            bundled_group = bool(index.data(BUNDLED_ROLE)) and bool(index.data(KIND_ROLE))
            if not bundled_group or index.data(KIND_ROLE) in ("adventure", "campaign"):
                self.tree.expand(index)
            if index.data(BUNDLED_ROLE) and not bundled_group:  # the bundled root and its games: a title alone
                self.tree.setFirstColumnSpanned(row, parent, True)
            if index.data(BUNDLED_ROLE) and not bundled_group and model.rowCount(index):
                self._expand_new_kinds(index, 0, model.rowCount(index) - 1)  # the bundled root, then each game

    def _filter(self, text: str) -> None:
        self.controller.filter.setFilterFixedString(text)
        if text:
            self.tree.expandAll()

    def focus_filter(self) -> None:
        self.show()
        self.raise_()
        self.filter.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter.selectAll()

    def _menu(self, position) -> None:
        c = self.controller
        c.update_actions()
        menu = QMenu(self)
        menu.addActions([c.new_adventure, c.new_card_set, c.new_faction])
        menu.addSeparator()
        menu.addActions([c.duplicate, c.rename, c.delete])
        menu.addSeparator()
        menu.addAction(c.restore)
        menu.exec(self.tree.viewport().mapToGlobal(position))


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
        return (stat.st_mtime_ns, stat.st_size)
    except OSError:
        return None
