"""The one "activate" handler: go to a file and a field, from the library, a problem or a search.

Content addresses are (file, JSON pointer): the file's page opens, each of its
views is asked to select the pointer (the first that does gets the focus),
and the YAML panel shows the line. When no view claims the pointer, the YAML
panel is raised, so the designer always lands somewhere.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from engine.content.diagnostics import Diagnostic

if TYPE_CHECKING:
    from .main_window import MainWindow


def diagnostic_path(diagnostic: Diagnostic) -> Path:
    """The file of a diagnostic (its `file` is shown relative to the working folder)."""
    return (Path.cwd() / diagnostic.file).resolve()


class Navigator(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def activate(self, path: Path, pointer: str = "", line: int = 0) -> bool:
        """Open ``path`` and select ``pointer`` (or show ``line``); True when a view claimed the pointer."""
        window = self.window
        page = window.session.open(path)
        if page.read_only:
            if line:
                page.show_line(line)
            return False
        claimed = bool(pointer) and page.select_pointer(pointer)
        if not line and pointer:
            line = page.document.line_of(pointer)
        if line:
            window.yaml.view.show_line(line)
        if pointer and not claimed:
            window.yaml.show()
            window.yaml.raise_()
        card = re.match(r"^/cards/\d+", pointer)
        window.library.select(page.document.path, card.group(0) if card else "")
        return claimed

    def activate_diagnostic(self, diagnostic: Diagnostic) -> bool:
        if not diagnostic.file:
            return False
        path = diagnostic_path(diagnostic)
        if not path.is_file():
            self.window.prompter.info("Problem", diagnostic.to_text())
            return False
        return self.activate(path, diagnostic.pointer, diagnostic.line)
