"""Opening, saving and closing documents: the only place that asks about unsaved changes."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from editor.documents.document import Document, DocumentError

from .document_page import DocumentPage, ReadOnlyPage
from .library_folder import is_bundled
from .prompter import CANCEL, SAVE

if TYPE_CHECKING:
    from .main_window import MainWindow


def tab_title(document: Document) -> str:
    """Tab text: the item's id (the file name when it has none), with * when modified."""
    return (document.item_id or document.path.stem) + ("*" if document.modified else "")


class Session(QObject):
    page_opened = Signal(object)
    page_closed = Signal(object)  # after the page left the tabs (saved or discarded)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.workspace = window.workspace
        self.tabs = window.tabs
        self.tabs.close_requested.connect(self.close)

    # -- opening --------------------------------------------------------------------------
    def open(self, path: Path, focus: bool = True) -> QWidget:
        """The page of a file, opened in a new tab if needed (read-only if it cannot be edited)."""
        path = Path(path).resolve()
        page = self.tabs.page_for(path)
        if page is None:
            try:
                document = self.workspace.open(path)
            except Exception as error:  # noqa: BLE001 - any file that cannot be opened gets a read-only page
                if not isinstance(error, DocumentError):
                    error = DocumentError(f"{path.name} cannot be opened for editing: {type(error).__name__}: {error}")
                page = ReadOnlyPage(path, str(error), self.workspace)
                title, tooltip = f"{path.name} (read-only)", f"{path}\n{error}"
            else:
                document.read_only = is_bundled(path)  # a reference: a reinstall replaces it, so it takes no edit
                views = self.window.config.views
                page = DocumentPage(document, self.workspace, views(document) if views is not None else None)
                page.open_content.connect(self.open_content)
                document.modified_changed.connect(lambda _m, p=page: self._retitle(p))
                document.changed.connect(lambda pointers, p=page: self._retitle(p)
                                         if {"", "/id"} & set(pointers) else None)
                document.path_changed.connect(lambda _p, p=page: self._retitle(p))
                self.window.undo.add(document.undo_stack)
                title, tooltip = tab_title(document), str(path)
            current = self.tabs.current()
            self.tabs.add(page, title, tooltip)
            if not focus and current is not None:
                self.tabs.set_current(current)
            self.page_opened.emit(page)
        if focus:
            self.tabs.set_current(page)
        return page

    def open_content(self, kind: str, item_id: str) -> QWidget | None:
        """Open the library's file of this kind and id (a view asked: a campaign chapter's adventure)."""
        for content in self.workspace.index.library.files:
            if content.kind == kind and content.id == item_id and content.path is not None:
                return self.open(content.path)
        self.window.prompter.info("Open", f"The library has no {kind} '{item_id}'.")
        return None

    def _retitle(self, page: DocumentPage) -> None:
        self.tabs.set_title(page, tab_title(page.document), str(page.document.path))

    def documents(self) -> list[Document]:
        return [p.document for p in self.tabs.pages() if p.document is not None]

    def current_document(self) -> Document | None:
        page = self.tabs.current()
        return getattr(page, "document", None)

    # -- saving ---------------------------------------------------------------------------
    def save(self, document: Document | None = None) -> bool:
        document = document or self.current_document()
        if document is None:
            return False
        if is_bundled(document.path):
            self.window.prompter.error("Not saved", f"{document.path.name} is in the bundled library, which is "
                                       "read-only (a reinstall replaces it). Use File > Duplicate to My Library to "
                                       "keep your changes in a copy in your library folder.")
            return False
        try:
            document.save()
        except DocumentError as error:
            self.window.prompter.error("Not saved", str(error))
            return False
        self.window.statusBar().showMessage(f"Saved {document.path.name}", 3000)
        return True

    def save_all(self) -> bool:
        return all([self.save(d) for d in self.documents() if d.modified])

    # -- closing --------------------------------------------------------------------------
    def close(self, page: QWidget | None = None) -> bool:
        """Close one page; asks Save / Discard / Cancel when its document has unsaved changes."""
        page = page or self.tabs.current()
        if page is None:
            return False
        return self.close_pages([page])

    def close_all(self, ask: bool = True) -> bool:
        """Close every tab; ``ask=False`` when the unsaved work was already answered for (Quit asks once for
        every window, `editor.app.quit`)."""
        return self.close_pages(self.tabs.pages(), ask)

    def close_pages(self, pages: list[QWidget], ask: bool = True) -> bool:
        modified = [p.document for p in pages if p.document is not None and p.document.modified]
        if modified and ask:
            answer = self.window.prompter.ask_save([d.path.name for d in modified])
            if answer == CANCEL:
                return False
            if answer == SAVE and not all([self.save(d) for d in modified]):
                return False
        for page in pages:
            self._drop(page)
        return True

    def reopen(self, page: QWidget) -> QWidget:
        """Open a read-only page's file again (it was fixed outside the editor), in the same place."""
        index, current = self.tabs.tabs.indexOf(page), self.tabs.current() is page
        self._drop(page)
        fresh = self.open(page.path, focus=current)
        self.tabs.tabs.tabBar().moveTab(self.tabs.tabs.indexOf(fresh), index)
        return fresh

    def discard(self, page: QWidget) -> None:
        """Close without asking (the file was deleted from the library)."""
        self._drop(page)

    def _drop(self, page: QWidget) -> None:
        self.tabs.remove(page)
        document = page.document
        if document is not None:
            self.window.undo.remove(document.undo_stack)
            document.undo_stack.clear()  # its commands (and any linked parts) go with it
            self.workspace.close(document)
        self.page_closed.emit(page)
        page.deleteLater()
