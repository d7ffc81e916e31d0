"""A file of the bundled library in the editor: a reference to read, never to change.

The bundled library ships inside the installed package and a reinstall replaces it, so its files
open read-only (issue 16): the document refuses every edit (`Document.read_only`: no command runs,
nothing becomes modified, the undo stack stays empty), every view's editing widgets are made
read-only (`lock_view`), and a banner above the page says so and offers Duplicate to My Library,
which copies the file into the designer's library folder where it can be changed.

Views may take part: a view with `set_read_only(bool)` (the map: no painting tools) locks itself;
the widgets of every other view are locked by kind - text and numbers read-only, choices, check
boxes and buttons disabled - while scrolling, tabs and selection keep working.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from editor.read_only import lock_widgets

BANNER_TEXT = "Bundled library — read-only. Duplicate to My Library to change a copy"
def lock_view(view: QWidget) -> None:
    """Make a view of a read-only document refuse edits: its own `set_read_only`, else by widget kind."""
    own = getattr(view, "set_read_only", None)
    if callable(own):
        own(True)
        return
    lock_widgets(view)



class BundledBanner(QFrame):
    """The strip above a bundled file's page: it is read-only, and the one action that gives a copy to change."""

    duplicate_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bundledBanner")
        self.setStyleSheet("#bundledBanner { background: #fff4ce; border-bottom: 1px solid #e0c66a; }"
                           "#bundledBanner QLabel { color: #4d3b00; }")
        self.label = QLabel(f"<b>{BANNER_TEXT}.</b>")
        self.label.setWordWrap(True)
        self.button = QPushButton("Duplicate to My Library")
        self.button.setObjectName("duplicateToMyLibrary")
        self.button.setToolTip("Copy this file into your library folder and open the copy, where you can change it.")
        self.button.clicked.connect(self.duplicate_requested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self.hide()

    def follow(self, page: QWidget | None) -> None:
        """Shown above the page of a read-only document, hidden above every other."""
        document = getattr(page, "document", None)
        self.setVisible(bool(document is not None and document.read_only))
