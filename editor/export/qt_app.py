"""A Qt application for exporting from the command line: offscreen when there is no display."""

from __future__ import annotations

import os
import sys


def ensure_app():
    """The running Qt application, or a new QApplication (on the offscreen platform if no display is set).

    A QApplication, not a bare QGuiApplication: an export run inside a process that later shows a widget
    (the editor, a test session after `isleforge export` ran in it) would otherwise hold a GUI-only
    application, and Qt aborts the process at the first QWidget."""
    if not os.environ.get("QT_QPA_PLATFORM") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
            and sys.platform.startswith("linux"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(["isleforge"])
