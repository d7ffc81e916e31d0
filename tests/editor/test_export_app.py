"""The application an export makes can show widgets afterwards (an export in a process that later opens a window)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = ("from editor.export.qt_app import ensure_app; app = ensure_app(); "
          "from PySide6.QtWidgets import QWidget; w = QWidget(); print(type(app).__name__)")


def test_a_widget_can_follow_an_export_in_the_same_process():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "QApplication")
