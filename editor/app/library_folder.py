"""Where a designer's own work lives: their library folder, chosen on first start and remembered.

The bundled library ships inside the installed package (for `pip install .`, inside the virtual
environment, where a reinstall replaces it), so the editor never writes there: it opens as a
read-only reference, and whatever the designer makes goes to their library folder. That folder is
asked for once (proposing `Isleforge` in the user's documents folder), remembered in the settings,
shown in the window title, and switched with File > Open Library Folder… or File > Recent Library
Folders. Each switch moves it to the front of the recent folders.
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.content.library import is_inside

from .config import AppConfig

CURRENT, RECENT = "library/folder", "library/recent"
MOST_RECENT = 8
FOLDER_NAME = "Isleforge"


def is_bundled(path: Path) -> bool:
    """Whether ``path`` is in the bundled library (read-only in the editor)."""
    return is_inside(Path(path).resolve(), paths.library_dir().resolve())


def default_folder(config: AppConfig) -> Path:
    """The folder proposed on first start: Isleforge in the user's documents folder."""
    documents = config.documents_dir or Path.home() / "Documents"
    return documents / FOLDER_NAME


def current(config: AppConfig) -> Path | None:
    """The designer's library folder, if one was chosen and still exists."""
    value = config.settings.value(CURRENT)
    folder = Path(str(value)) if value else None
    return folder if folder is not None and folder.is_dir() else None


def recent(config: AppConfig) -> list[Path]:
    """The library folders used before, newest first, those that still exist."""
    value = config.settings.value(RECENT) or []
    names = [value] if isinstance(value, str) else list(value)
    return [Path(n) for n in names if n and Path(n).is_dir()]


def remember(config: AppConfig, folder: Path) -> Path:
    """Make ``folder`` the library folder (a bundled folder never is) and the newest recent one."""
    folder = Path(folder).resolve()
    if is_bundled(folder):
        return folder
    config.settings.setValue(CURRENT, str(folder))
    names = [str(folder)] + [str(p) for p in recent(config) if p != folder]
    config.settings.setValue(RECENT, names[:MOST_RECENT])
    config.settings.sync()
    return folder


def ensure(config: AppConfig) -> Path:
    """The library folder, asking for it on first start (or when it has gone) and creating it."""
    folder = current(config)
    if folder is not None:
        return folder
    proposed = default_folder(config)
    chosen = config.prompter.choose_library_folder(proposed)
    folder = Path(chosen) if chosen else proposed
    if is_bundled(folder):
        folder = proposed  # the bundled library is replaced by every reinstall: never the designer's folder
    folder.mkdir(parents=True, exist_ok=True)
    return remember(config, folder)
