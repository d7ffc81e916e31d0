"""The main window: one library (a Workspace), its documents in tabs, and the panels around them.

The window only assembles controllers and hands over the editor's tool windows (`TOOLS`), each in its own module: `Session`
(open, save, close), `UndoController`, `Navigator` (the one activate handler),
`LibraryController`, `ProblemsDock`, `YamlDock`, `StatusController`,
`RecoveryController` (autosave) and `FileWatcher` (outside changes).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from editor import views
from editor.documents.workspace import Workspace
from editor.playtest import open_sweep
from engine.content import paths
from engine.content.library import is_inside

from .actions import WindowActions
from .config import AppConfig
from .library_folder import is_bundled
from .bundled import BundledBanner
from .document_tabs import DocumentTabs
from .file_watch import FileWatcher
from .library_dock import LibraryController
from .navigator import Navigator
from .problems import ProblemsDock
from .recovery import RecoveryController
from .session import Session
from .status import StatusController
from .undo import UndoController
from .window_state import RecentFiles, remember_tabs, remembered_tabs, restore_layout, save_layout
from .yaml_dock import YamlDock

log = logging.getLogger(__name__)
# The tool windows the views may open (`editor.views.open_tool`): the map designer and the forms open
# the sweep dialog without importing the playtest package.
TOOLS = {"sweep": open_sweep}


def library_title(root: Path) -> str:
    """The library folder as the title bar shows it: its path (~ for the home folder), or the bundled library."""
    if is_bundled(root):
        return "bundled library (read-only)"
    try:
        return "~/" + root.resolve().relative_to(Path.home().resolve()).as_posix()
    except ValueError:
        return str(root)


def _stacked(*widgets: QWidget) -> QWidget:
    """The central area: the bundled-file banner above the document tabs."""
    area = QWidget()
    layout = QVBoxLayout(area)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.setStretch(len(widgets) - 1, 1)
    return area


def base_library(root: Path) -> Path | None:
    """The bundled library resolves ids for a user's library (not for itself)."""
    bundled = paths.library_dir()
    return None if is_inside(root, bundled) else bundled


class MainWindow(QMainWindow):
    def __init__(self, root: Path, config: AppConfig, parent: QWidget | None = None, base: Path | None | str = "auto") -> None:
        super().__init__(parent)
        views.offer_tools(TOOLS)
        self.config = config
        self.prompter = config.prompter
        if self.prompter.parent is None:
            self.prompter.parent = self
        root = Path(root).resolve()
        self.workspace = Workspace(root, base_library(root) if base == "auto" else base, self)
        self.setObjectName("mainWindow")
        self.setWindowTitle(f"{library_title(root)} — Isleforge")
        self.resize(1400, 900)
        self.setDockNestingEnabled(True)
        self.tabs = DocumentTabs(self)
        self.bundled_banner = BundledBanner()
        self.setCentralWidget(_stacked(self.bundled_banner, self.tabs))
        self.undo = UndoController(self)
        self.session = Session(self)
        self.navigator = Navigator(self)
        self.library = LibraryController(self)
        self.problems = ProblemsDock(self)
        self.yaml = YamlDock(self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.library.dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.yaml)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.problems)
        self.resizeDocks([self.library.dock, self.yaml], [320, 420], Qt.Orientation.Horizontal)
        self.resizeDocks([self.problems], [190], Qt.Orientation.Vertical)
        self.status = StatusController(self)
        self.recent = RecentFiles(config.settings, self)
        self.recovery = RecoveryController(self)
        self.files = FileWatcher(self)
        self.menus = WindowActions(self)
        self.session.page_opened.connect(lambda page: self.recent.add(page.path))
        self.tabs.current_changed.connect(self._on_current_page)
        self.bundled_banner.duplicate_requested.connect(self.menus.duplicate_to_my_library)
        self.workspace.document_opened.connect(lambda d: d.modified_changed.connect(lambda _m: self._update_title()))
        restore_layout(self, config.settings)
        self._closed = False
        self.quitting = False  # set by Quit, which asked about every window's unsaved work already

    def _on_current_page(self, page: QWidget | None) -> None:
        document = getattr(page, "document", None)
        self.undo.set_active(document.undo_stack if document is not None else None)
        self.yaml.follow(page)
        self.bundled_banner.follow(page)
        self.status.follow(page)
        self._update_title()

    def _update_title(self) -> None:
        """"drowned-temple* — ~/Documents/Isleforge — Isleforge": the current document, its state, the library folder."""
        page = self.tabs.current()
        document = getattr(page, "document", None)
        name = (document.item_id or document.path.stem) if document is not None else getattr(page, "path", None)
        library = library_title(self.workspace.root)
        self.setWindowTitle(f"{getattr(name, 'name', name)}[*] — {library} — Isleforge" if name else f"{library} — Isleforge")
        self.setWindowModified(bool(document is not None and document.modified))

    def open_path(self, path: Path) -> QWidget | None:
        """Open a file of this library, or of the bundled library beside it (read-only), here; a folder, or a
        file of another library, in a new window."""
        path = Path(path).resolve()
        base = self.workspace.base
        if path.is_file() and (is_inside(path, self.workspace.root) or (base is not None and is_inside(path, base))):
            self.navigator.activate(path)
            return self
        from .application import open_window  # a window per library

        return open_window(path, self.config)

    def reopen_tabs(self) -> list[Path]:
        """Open the files this library's window had open when it last closed (a restart), the current one
        current again; the files reopened."""
        opened, current = remembered_tabs(self.config.settings, self.workspace.root)
        for path in opened:
            self.session.open(path, focus=False)
        if current is not None:
            self.session.open(current)
        return opened

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._closed:
            current = getattr(self.tabs.current(), "path", None)
            remember_tabs(self.config.settings, self.workspace.root,
                          [page.path for page in self.tabs.pages() if getattr(page, "path", None)], current)
        if not self._closed and not self.session.close_all(ask=not self.quitting):
            event.ignore()
            return
        self.shutdown()
        event.accept()

    def shutdown(self) -> None:
        """Stop the timers, the watcher and the validation thread (after the documents were closed)."""
        if self._closed:
            return
        self._closed = True
        self.menus.close_tools()  # playtest windows and dashboards read this window's documents
        save_layout(self, self.config.settings)
        self.recovery.timer.stop()
        self.files.stop()
        self.workspace.shutdown()
