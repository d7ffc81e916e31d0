"""Grey and bold label text without a style sheet of the label's own.

Every widget given a style sheet of its own is styled apart by Qt (its sheet parsed, its rules
matched for it and each child, again whenever it moves to another parent), and a form built of a
few hundred such labels and fields spent a third of opening its page there (issue 32). A label's
colour and weight need no sheet: the palette's mid colour as its text role, and a bold font, draw
exactly what `color: palette(mid);` and `font-weight: bold;` drew (tests/editor/test_form_text_style.py
compares the pixels).
"""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget


def dim(widget: QWidget) -> QWidget:
    """Text in the palette's mid colour (what the style sheet `color: palette(mid);` gave)."""
    widget.setForegroundRole(QPalette.ColorRole.Mid)
    return widget


def bold(widget: QWidget) -> QWidget:
    """Bold text (what the style sheet `font-weight: bold;` gave)."""
    font = widget.font()
    font.setBold(True)
    widget.setFont(font)
    return widget
