"""The main-window fixtures of conftest.py leave a ready workspace behind their window."""

from __future__ import annotations

from PySide6.QtCore import QObject

from editor.app.main_window import MainWindow


def test_the_support_fixtures_leave_no_window_open(window: MainWindow):
    assert isinstance(window.workspace, QObject) and window.workspace.ready
