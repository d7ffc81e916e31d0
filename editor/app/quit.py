"""File > Quit (Ctrl+Q): end the application, not one window (issue 31).

Quit used to close only the window it was pressed in: the playtest windows, the dashboards, the content
reference and the main windows of other library folders stayed open and the process ran on. Now it asks
once about the unsaved work of every main window (one question listing every modified file; Cancel keeps
everything open, Save saves them all and stops at the first that cannot be saved), remembers each window's
tabs for the next start (`window_state.remember_tabs`, which every window's close does too), closes every
main window (each closes its own tool windows), then every other top-level window, and quits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .prompter import CANCEL, SAVE

if TYPE_CHECKING:
    from .main_window import MainWindow


def open_main_windows(first: MainWindow) -> list[MainWindow]:
    """``first`` and every other main window still open, in that order."""
    from .main_window import MainWindow

    others = [widget for widget in QApplication.topLevelWidgets()
              if isinstance(widget, MainWindow) and widget is not first and not widget._closed]
    return [first, *others]


def quit_application(first: MainWindow) -> bool:
    """Quit from ``first`` (the window the user pressed Ctrl+Q in, whose prompter asks); False if cancelled."""
    windows = open_main_windows(first)
    modified = [(window, document) for window in windows for document in window.session.documents()
                if document.modified]
    if modified:
        answer = first.prompter.ask_save([document.path.name for _window, document in modified])
        if answer == CANCEL:
            return False
        if answer == SAVE and not all([window.session.save(document) for window, document in modified]):
            return False
    for window in windows:
        window.quitting = True  # its close asks nothing more: the question above covered it
        window.close()
    for widget in QApplication.topLevelWidgets():  # what no main window owns (a tool window opened on its own)
        if widget.isVisible():
            widget.close()
    QApplication.quit()
    return True
