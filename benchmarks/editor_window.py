"""The editor window the editor benchmarks drive: a real `MainWindow` on a copy of the bundled library.

    from editor_window import open_editor
    app, window, folder = open_editor(ScriptedPrompter(...))  # the library is folder / 'library'   # Qt imported after the platform is set
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path


def offscreen_unless_displayed() -> None:
    """Qt's offscreen platform unless a display is set; call before PySide6 is imported."""
    if not os.environ.get("DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def open_editor(prompter):
    """(application, shown window, the scratch folder holding `library/` and `config/`): the window has
    validated the whole copy. Remove the folder when done."""
    offscreen_unless_displayed()
    from PySide6.QtWidgets import QApplication

    from editor.app.config import config_in
    from editor.app.main_window import MainWindow
    from engine.content import paths

    app = QApplication.instance() or QApplication(sys.argv)
    folder = Path(tempfile.mkdtemp(prefix="isleforge-bench-"))
    library = folder / "library"
    shutil.copytree(paths.library_dir(), library)
    window = MainWindow(library, config_in(folder / "config", prompter), base=None)
    window.show()
    while not window.workspace.ready:
        app.processEvents()
    return app, window, folder
