"""Starting the editor: `isleforge`, `isleforge edit PATH` and `python -m editor` all come here.

No argument opens the designer's library folder (asked for on first start; `library_folder`). The
bundled library opens read-only, for reference (`isleforge edit` on one of its files). A folder opens
as the library; a file opens with its folder as the library (the bundled
library for its own files). Each library gets its own window.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from engine.content import paths
from engine.content.library import is_inside

from .config import APPLICATION, ORGANIZATION, AppConfig, default_config
from . import library_folder
from .main_window import MainWindow

START_ADVENTURE = "drowned-temple"
GIL_SWITCH_INTERVAL = 0.001  # seconds; Python's default is 0.005 (see `share_the_gil`)
_windows: list[MainWindow] = []  # open windows (kept alive here)


def target_of(path: Path | None, config: AppConfig | None = None) -> tuple[Path, Path | None]:
    """(library folder, file to open) for a command-line path; no path: the designer's library folder.

    That folder is asked for on first start (``config``'s prompter; see `library_folder`); without a
    configuration, the bundled library with drowned-temple (read-only, for reference).
    """
    bundled = paths.library_dir()
    if path is None and config is not None:
        return library_folder.ensure(config), None
    if path is None:
        start = bundled / f"{START_ADVENTURE}.yaml"
        return bundled.resolve(), start.resolve() if start.is_file() else None
    path = Path(path).resolve()
    if path.is_dir():
        return path, None
    return (bundled.resolve() if is_inside(path, bundled) else path.parent), path


def open_window(path: Path | None, config: AppConfig) -> MainWindow:
    """A new window on the library of ``path``, showing its file; offers recovery of that library's unsaved work."""
    root, file = target_of(path, config)
    library_folder.remember(config, root)  # a folder of the designer's opened is their library now (never the bundled one)
    for window in _windows:
        if window.workspace.root == root and not window._closed:
            if file is not None:
                window.navigator.activate(file)
            window.raise_()
            window.activateWindow()
            return window
    window = MainWindow(root, config)
    _windows.append(window)
    window.destroyed.connect(lambda *_: None)
    window.show()
    window.reopen_tabs()  # the tabs that were open when the window last closed (Quit or its close button)
    if file is not None:
        window.navigator.activate(file)
    window.recovery.offer()
    return window


def share_the_gil() -> None:
    """Let the GUI thread take the GIL back within 1 ms of asking, not Python's default 5 ms.

    The editor plays games, validates and searches in threads of its own process while the GUI thread
    paints. PySide releases the GIL around Qt calls, and each time the GUI thread wants it back from a
    busy thread it waits for the switch interval: a report or a chart is hundreds of Qt calls, so with
    5 ms the window froze for 0.8 s at every live report of an in-process run (with the live report
    handed over, see `editor.playtest.progress.Handover`; measured by `benchmarks/gui_during_run.py`).
    A shorter interval only costs when two threads want the GIL at once.
    """
    sys.setswitchinterval(GIL_SWITCH_INTERVAL)


def application(argv: list[str] | None = None) -> QApplication:
    share_the_gil()
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationDisplayName("Isleforge")
    return app


def run(path: Path | None = None) -> int:
    app = application()
    open_window(path, default_config())
    return app.exec()
