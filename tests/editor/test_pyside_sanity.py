"""Guard against the PySide6 build that corrupts None's reference count (6.12.0, see pyproject)."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLabel


def test_qt_calls_that_return_nothing_do_not_leak_references_to_none(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for number in range(500):
        label.setText(str(number))
    # a healthy binding leaves None's count unchanged (a few references may come and go)
    assert sys.getrefcount(None) - before > -50
