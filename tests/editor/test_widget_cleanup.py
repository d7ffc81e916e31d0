"""A test's closed widgets are deleted when it ends (tests/editor/conftest.py), so no later test pays.

Before, pytest-qt's deferred deletes piled up until some later test spun an event loop: 1,500
windows of the forms tests were deleted inside `test_pointer_selected_follows_the_focus`'s focus
wait, 4.8 s, and the wait timed out on a loaded machine. The two tests run in file order.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QComboBox, QWidget

_LEFT: list[QWidget] = []


def test_a_test_closes_its_widgets(qtbot):
    widget = QWidget()
    QComboBox(widget)  # a combo box owns a popup window: the kind the forms leave by the hundred
    qtbot.addWidget(widget)
    widget.show()
    _LEFT.append(widget)


def test_the_next_test_finds_them_deleted():
    assert len(_LEFT) == 1 and not shiboken6.isValid(_LEFT[0])
