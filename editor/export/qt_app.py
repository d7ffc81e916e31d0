"""A Qt application for exporting from the command line: offscreen when there is no display."""

from __future__ import annotations

import os
import sys


def ensure_app():
    """The running QGuiApplication, or a new one (on the offscreen platform if no display is set)."""
    if not os.environ.get("QT_QPA_PLATFORM") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) \
            and sys.platform.startswith("linux"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["isleforge"])
