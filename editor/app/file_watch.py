"""Notice files changed by other programs (a text editor, git): reload, or ask when there is unsaved work.

A QFileSystemWatcher watches the library's content files and folders; the
window also checks its documents whenever the application becomes active (a
watcher can miss changes on some file systems). Our own saves are recognised
by `Document.changed_on_disk()`, which compares with the stamp of our last
write. An unmodified document reloads silently; a modified one asks Reload or
Keep mine. Files that are not open are validated again and relisted.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QFileSystemWatcher, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

from editor.documents.document import Document, DocumentError

from .library_index import content_files
from .prompter import RELOAD

if TYPE_CHECKING:
    from .main_window import MainWindow

RELOADED, KEPT, REMOVED, BROKEN, REOPENED = "reloaded", "kept", "removed", "broken", "reopened"


class FileWatcher(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._schedule)
        self.watcher.directoryChanged.connect(self._schedule)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(100)  # editors write in several steps
        self._timer.timeout.connect(self.check_all)
        self._asking = False
        self.watch_library()
        window.session.page_opened.connect(lambda page: self._watch(page.path))
        app = QApplication.instance()
        if app is not None:
            app.applicationStateChanged.connect(self._on_application_state)

    def watch_library(self) -> None:
        root = self.window.workspace.root
        files = content_files(root)
        self._add(sorted({str(root)} | {str(p.parent) for p in files} | {str(p) for p in files}))

    def _add(self, paths: list[str]) -> None:
        watched = set(self.watcher.files()) | set(self.watcher.directories())
        fresh = [p for p in paths if p not in watched and Path(p).exists()]
        if fresh:
            self.watcher.addPaths(fresh)

    def _watch(self, path: Path) -> None:
        self._add([str(Path(path).resolve())])

    def _schedule(self, _path: str = "") -> None:
        self._timer.start()

    def _on_application_state(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            self._schedule()

    def stop(self) -> None:
        self._timer.stop()
        paths = self.watcher.files() + self.watcher.directories()
        if paths:
            self.watcher.removePaths(paths)

    # -- checking -------------------------------------------------------------------------------
    def check_all(self) -> dict[Path, str]:
        """Check every open document and relist the library; returns what happened per document."""
        if self._asking:  # a question is open: check again once it is answered
            self._timer.start()
            return {}
        outcomes = {}
        for page in self.window.tabs.pages():
            if page.read_only and page.changed_on_disk() and page.path.exists():
                fresh = self.window.session.reopen(page)
                outcomes[page.path] = REOPENED if not fresh.read_only else BROKEN
        for document in self.window.session.documents():
            outcome = self.check(document)
            if outcome is not None:
                outcomes[document.path] = outcome
        changed = self.window.library.rescan_changes()
        open_paths = {d.path.resolve() for d in self.window.workspace.documents()}
        for path, exists in changed.items():
            if path in open_paths:
                continue
            if exists:
                self.window.workspace.reread(path)
            else:
                self.window.workspace.forget(path)
        self.watch_library()
        return outcomes

    def check(self, document: Document) -> str | None:
        if not document.changed_on_disk():
            return None
        name = document.path.name
        prompter = self.window.prompter
        if not document.path.exists():
            document.keep_mine()
            prompter.info("File removed", f"{name} was removed or renamed by another program. It stays open; "
                          "save it to write it again.")
            return REMOVED
        if document.modified:
            self._asking = True
            try:
                answer = prompter.ask_reload(name)
            finally:
                self._asking = False
            if answer != RELOAD:
                document.keep_mine()
                return KEPT
        try:
            document.reload()
        except DocumentError as error:
            document.keep_mine()
            prompter.error("File changed on disk", f"{name} was changed by another program and can no longer be "
                           f"read: {error} Your version stays open; saving it overwrites the file.")
            return BROKEN
        self.window.statusBar().showMessage(f"Reloaded {name}: it was changed by another program.", 5000)
        return RELOADED
