"""Help > Content Reference (F1): the reference of each installed ruleset, read inside the editor.

Each installed ruleset has its own reference (`engine.content.reference.generate(ruleset_id)`), made at
run time from the schemas this Isleforge runs on: an installed Isleforge (`pip install .`) has no docs
folder, and the reference is then always the one of the schemas in use.

F1 used to write the reference as an HTML page and hand it to the desktop's browser, which silently did
nothing where no browser is registered (issue 31). It now opens `ReferenceWindow`, a window of the editor:
the Markdown rendered by Qt's own reader (`QTextDocument.setMarkdown`, no extra package) in a text
browser, a find box (Ctrl+F; Enter and F3 find the next match, Shift+Enter and Shift+F3 the previous),
and a choice of ruleset, the current tab's first. It is its own window rather than a panel, so that its
Ctrl+F is not the main window's Find in Library. "Open in Browser" still writes the page
(`write_reference`) for whoever prefers one.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QTextDocument
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTextBrowser,
                               QVBoxLayout, QWidget)

from engine.content import reference
from engine.core import ruleset as rulesets
from engine.content.files import atomic_write_text

PAGE = "content-reference.html"
STYLE = ("body { font-family: sans-serif; max-width: 60em; margin: 2em auto; line-height: 1.4; } "
         "table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 2px 6px; } "
         "code { background: #f2f2f2; }")


def as_html(markdown: str, title: str = "Isleforge content reference") -> str:
    """The Markdown reference as a standalone HTML page (Qt's own Markdown reader; no extra package)."""
    document = QTextDocument()
    document.setMarkdown(markdown)
    body = document.toHtml()
    return body.replace("<head>", f"<head><title>{title}</title><style>{STYLE}</style>", 1)


def markdown_of(ruleset_id: str | None) -> str:
    ruleset = rulesets.get(ruleset_id)
    return reference.generate() if ruleset.id == rulesets.DEFAULT_RULESET else reference.generate(ruleset.id)


def write_reference(folder: Path, ruleset_id: str | None = None) -> Path:
    """Write the content reference of a ruleset's installed schemas (the default game's for None) into
    ``folder``; its path (`content-reference.html`, `content-reference-<id>.html` for another game)."""
    ruleset = rulesets.get(ruleset_id)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / (PAGE if ruleset.id == rulesets.DEFAULT_RULESET else f"content-reference-{ruleset.id}.html")
    atomic_write_text(target, as_html(markdown_of(ruleset.id), f"{ruleset.title}: Isleforge content reference"))
    return target


class ReferenceWindow(QDialog):
    """The content reference of one ruleset at a time, searchable; non-modal, beside the main window."""

    open_in_browser = Signal(str)  # the ruleset id shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("contentReference")
        self.setWindowTitle("Content Reference — Isleforge")
        self.setModal(False)
        self.resize(900, 760)
        self.rulesets = QComboBox()
        self.rulesets.setObjectName("referenceRuleset")
        for ruleset in rulesets.all_rulesets():
            self.rulesets.addItem(ruleset.title, ruleset.id)
        self.find_box = QLineEdit()
        self.find_box.setObjectName("referenceFind")
        self.find_box.setPlaceholderText("Find in the reference (Ctrl+F)")
        self.find_box.setClearButtonEnabled(True)
        self.found = QLabel("")
        self.browser = QTextBrowser()
        self.browser.setObjectName("referenceText")
        self.browser.setOpenLinks(False)  # anchors inside the page scroll; nothing leaves the editor
        self.browser.anchorClicked.connect(self._follow)
        browser_button = QPushButton("Open in Browser")
        browser_button.clicked.connect(lambda: self.open_in_browser.emit(self.ruleset_id()))
        top = QHBoxLayout()
        top.addWidget(QLabel("Game:"))
        top.addWidget(self.rulesets)
        top.addWidget(self.find_box, 1)
        top.addWidget(self.found)
        top.addWidget(browser_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        self.rulesets.currentIndexChanged.connect(lambda _i: self._render())
        self.find_box.textChanged.connect(lambda _t: self.find(restart=True))
        self.find_box.returnPressed.connect(self.find)
        for keys, slot in ((QKeySequence.StandardKey.Find, self.focus_find),
                           (QKeySequence.StandardKey.FindNext, self.find),
                           (QKeySequence.StandardKey.FindPrevious, lambda: self.find(backward=True)),
                           ("Shift+Return", lambda: self.find(backward=True))):
            QShortcut(QKeySequence(keys), self, slot)
        self._shown: str | None = None

    def ruleset_id(self) -> str:
        return self.rulesets.currentData()

    def show_ruleset(self, ruleset_id: str | None) -> None:
        """Show the reference of ``ruleset_id`` (the default game's for None) and bring the window up."""
        wanted = rulesets.get(ruleset_id).id
        self.rulesets.setCurrentIndex(self.rulesets.findData(wanted))
        self._render()
        self.show()
        self.raise_()
        self.activateWindow()

    def _render(self) -> None:
        ruleset_id = self.ruleset_id()
        if ruleset_id == self._shown:
            return
        self._shown = ruleset_id
        self.browser.document().setMarkdown(markdown_of(ruleset_id))
        self.setWindowTitle(f"Content Reference: {rulesets.get(ruleset_id).title} — Isleforge")
        self.find(restart=True)

    def focus_find(self) -> None:
        self.find_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_box.selectAll()

    def find(self, backward: bool = False, restart: bool = False) -> bool:
        """Select the next (previous) match of the find box's text, wrapping around; say how it went."""
        text = self.find_box.text()
        if not text:
            self.found.setText("")
            return False
        flags = QTextDocument.FindFlag.FindBackward if backward else QTextDocument.FindFlag(0)
        if restart:
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
        hit = self.browser.find(text, flags)
        if not hit:  # wrap around once
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.End if backward
                                    else self.browser.textCursor().MoveOperation.Start)
            hit = self.browser.find(text, flags)
        self.found.setText("" if hit else "not found")
        return hit

    def selected_text(self) -> str:
        return self.browser.textCursor().selectedText()

    def _follow(self, url: QUrl) -> None:
        if url.hasFragment() and not url.scheme():
            self.browser.scrollToAnchor(url.fragment())
