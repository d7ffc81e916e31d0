"""`isleforge edit [PATH]` (and `isleforge` alone): open the desktop editor.

Qt is imported here only, inside the command, through importlib: the headless commands never load
it (the import contract on `editor.cli`).
"""

from __future__ import annotations

import importlib
from pathlib import Path

from .common import fail

NAME = "edit"
HELP = "open the editor on a content file or a library folder"


def add_parser(sub) -> None:
    edit = sub.add_parser(NAME, help=HELP,
                          description="Open the desktop editor. A file opens with its folder as the library "
                                      "(the bundled library for its own files); a folder opens as the library.")
    edit.add_argument("path", nargs="?", type=Path, metavar="PATH",
                      help="a content file or a library folder (default: the bundled library)")
    edit.set_defaults(run=run)


def run(args) -> int:
    """Open the desktop editor (Qt is imported here only, so the headless commands never load it)."""
    path = getattr(args, "path", None)
    if path is not None and not Path(path).exists():
        return fail(f"no such file or folder: {path}")
    platform = importlib.import_module("editor.app.platform_check")  # before Qt can abort the process
    if (code := platform.check()) is not None:
        return code
    application = importlib.import_module("editor.app.application")
    return application.run(Path(path) if path is not None else None)
