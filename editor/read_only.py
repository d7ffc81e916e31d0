"""Editing widgets made read-only or disabled by kind, for a view of a document that takes no edits.

Text and numbers become read-only (they can still be selected and copied), choices, check boxes,
sliders and buttons are disabled; scroll bars, tab bars and any widget (with its children) whose
`keepEnabledReadOnly` property is set stay usable, for they change only what is shown.
"""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLineEdit, QPlainTextEdit,
                               QScrollBar, QTabBar, QTextEdit, QWidget)

#: a widget with this property set to True stays usable in a read-only view (it changes only what is shown)
KEEP_ENABLED = "keepEnabledReadOnly"


def lock_widgets(root: QWidget) -> None:
    """Every editing widget under ``root`` read-only or disabled (scroll bars, tab bars and kept ones not)."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.property(KEEP_ENABLED) or _inside_kept(widget, root):
            continue
        if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox)):
            widget.setReadOnly(True)
        elif isinstance(widget, QAbstractItemView):  # lists and tables: still scrolled and selected, not edited
            widget.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
            widget.setDragDropMode(QAbstractItemView.DragDropMode.NoDragDrop)
        elif isinstance(widget, (QScrollBar, QTabBar)):
            continue
        elif isinstance(widget, (QComboBox, QAbstractButton, QAbstractSlider)):
            if isinstance(widget, QAbstractButton) and isinstance(widget.parent(), QTabBar):
                continue  # a tab bar's scroll arrows
            widget.setEnabled(False)


def _inside_kept(widget: QWidget, root: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        if parent.property(KEEP_ENABLED):
            return True
        parent = parent.parentWidget()
    return False


