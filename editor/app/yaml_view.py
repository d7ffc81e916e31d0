"""A read-only, monospaced view of a document's YAML text, with line numbers and a highlighted line.

It serves three purposes: the YAML panel that follows the selection of the
current document's views (so designers learn the format), the fallback view of
a kind no feature view is registered for, and the view of a file that cannot be
opened for editing. It never edits: the document stays the only truth.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import (QColor, QFont, QFontDatabase, QPainter, QSyntaxHighlighter, QTextCharFormat, QTextCursor,
                           QTextFormat)
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from editor.documents.document import Document
import contextlib

_KEY = re.compile(r"^(\s*(?:-\s+)*)([^\s#'\"{\[][^:#]*?):(?=\s|$)")
_COMMENT = re.compile(r"(^|\s)#.*$")
_BLOCK_SCALAR = re.compile(r":\s*[|>][-+0-9]*\s*(#.*)?$")
_FLOW_KEY = re.compile(r"[{,]\s*([A-Za-z_][\w-]*):")


def _format(colour: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(colour))
    if bold:
        fmt.setFontWeight(QFont.Weight.DemiBold)
    fmt.setFontItalic(italic)
    return fmt


class YamlHighlighter(QSyntaxHighlighter):
    """Keys, comments and list dashes, enough to read the structure at a glance.

    A block state >= 0 means "inside a block scalar (`>-`, `|`) opened by a key at this column":
    the text lines of the scalar are prose, not keys.
    """

    KEY = _format("#1f4e8c", bold=True)
    COMMENT = _format("#6a737d", italic=True)
    DASH = _format("#b05a00", bold=True)
    PROSE = _format("#2b2b2b")

    def highlightBlock(self, text: str) -> None:
        opened_at = self.previousBlockState()
        indent = len(text) - len(text.lstrip(" "))
        if opened_at >= 0 and (not text.strip() or indent > opened_at):
            self.setCurrentBlockState(opened_at)
            self.setFormat(0, len(text), self.PROSE)
            return
        self.setCurrentBlockState(-1)
        match = _KEY.match(text)
        if match and _BLOCK_SCALAR.search(text):
            self.setCurrentBlockState(match.start(2))
        if match:
            start = match.start(2)
            self.setFormat(start, len(match.group(2)), self.KEY)
            for dash in re.finditer(r"-", match.group(1)):
                self.setFormat(dash.start(), 1, self.DASH)
        elif text.lstrip().startswith("- "):
            self.setFormat(len(text) - len(text.lstrip()), 1, self.DASH)
        for flow in _FLOW_KEY.finditer(text):
            self.setFormat(flow.start(1), len(flow.group(1)), self.KEY)
        comment = _COMMENT.search(text)
        if comment and text.count('"', 0, comment.start()) % 2 == 0:
            self.setFormat(comment.start(), len(text) - comment.start(), self.COMMENT)


class _Gutter(QWidget):
    def __init__(self, view: YamlView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self) -> QSize:
        return QSize(self.view.gutter_width(), 0)

    def paintEvent(self, event) -> None:
        self.view.paint_gutter(event)


class YamlView(QPlainTextEdit):
    """Shows a document's text (kept up to date) or a fixed text; `show_line` scrolls to and marks a line."""

    def __init__(self, document: Document | None = None, text: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.setFont(font)
        self.setObjectName("yamlView")
        self.highlighter = YamlHighlighter(self.document())
        self.gutter = _Gutter(self)
        self.blockCountChanged.connect(lambda _: self.setViewportMargins(self.gutter_width(), 0, 0, 0))
        self.updateRequest.connect(self._update_gutter)
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)
        self.marked_line = 0
        self.source: Document | None = None
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(120)
        self._refresh.timeout.connect(self.refresh)
        if document is not None:
            self.set_document(document)
        elif text is not None:
            self.set_text(text)

    # -- content -----------------------------------------------------------------------
    def set_document(self, document: Document | None) -> None:
        if self.source is document:
            return
        if self.source is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.source.changed.disconnect(self._on_changed)
        self.source = document
        if document is not None:
            document.changed.connect(self._on_changed)
        self.marked_line = 0
        self.refresh()

    def _on_changed(self, _pointers: list) -> None:
        self._refresh.start()

    def refresh(self) -> None:
        self.set_text(self.source.text() if self.source is not None else "", keep_position=True)

    def set_text(self, text: str, keep_position: bool = False) -> None:
        if text == self.toPlainText():
            return
        scroll = self.verticalScrollBar().value()
        self.setPlainText(text)
        if keep_position:
            self.verticalScrollBar().setValue(scroll)
        if self.marked_line:
            self._mark(self.marked_line)

    # -- selection -----------------------------------------------------------------------
    def select_pointer(self, pointer: str) -> bool:
        """Show the line of a pointer of the document (the fallback view claims every pointer it can place)."""
        if self.source is None:
            return False
        try:
            line = self.source.line_of(pointer)
        except Exception:  # a pointer the current text no longer has
            return False
        return self.show_line(line)

    def show_line(self, line: int) -> bool:
        """Scroll to a 1-based line and highlight it."""
        if self._refresh.isActive():
            self._refresh.stop()
            self.refresh()
        if not 1 <= line <= self.blockCount():
            return False
        self.marked_line = line
        self._mark(line)
        block = self.document().findBlockByNumber(line - 1)
        cursor = QTextCursor(block)
        self.setTextCursor(cursor)
        self.centerCursor()
        return True

    def _mark(self, line: int) -> None:
        block = self.document().findBlockByNumber(line - 1)
        if not block.isValid():
            self.setExtraSelections([])
            return
        selection = QTextEdit.ExtraSelection()
        selection.format.setBackground(QColor("#fff1a8"))
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        selection.cursor = QTextCursor(block)
        self.setExtraSelections([selection])

    # -- line numbers --------------------------------------------------------------------
    def gutter_width(self) -> int:
        digits = len(str(max(1, self.blockCount())))
        return 12 + self.fontMetrics().horizontalAdvance("9") * max(3, digits)

    def _update_gutter(self, rect: QRect, dy: int) -> None:
        if dy:
            self.gutter.scroll(0, dy)
        else:
            self.gutter.update(0, rect.y(), self.gutter.width(), rect.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        contents = self.contentsRect()
        self.gutter.setGeometry(QRect(contents.left(), contents.top(), self.gutter_width(), contents.height()))

    def paint_gutter(self, event) -> None:
        painter = QPainter(self.gutter)
        painter.fillRect(event.rect(), QColor("#f3f3f3"))
        painter.setPen(QColor("#8a8a8a"))
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            number = block.blockNumber() + 1
            if block.isVisible():
                painter.setPen(QColor("#202020") if number == self.marked_line else QColor("#8a8a8a"))
                painter.drawText(0, top, self.gutter.width() - 6, height, Qt.AlignmentFlag.AlignRight, str(number))
            top += round(self.blockBoundingRect(block).height())
            block = block.next()
        painter.end()
