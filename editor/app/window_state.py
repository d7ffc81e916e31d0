"""What the window remembers between runs (QSettings): its geometry, the dock layout, recent files, open tabs."""

from __future__ import annotations

import json
from pathlib import Path
from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QMainWindow, QMenu

GEOMETRY, STATE, RECENT = "window/geometry", "window/state", "recent/files"
STATE_VERSION = 1  # raise when the docks change, so an old layout is not restored onto new docks
MAX_RECENT = 10


def save_layout(window: QMainWindow, settings: QSettings) -> None:
    settings.setValue(GEOMETRY, window.saveGeometry())
    settings.setValue(STATE, window.saveState(STATE_VERSION))
    settings.sync()


def restore_layout(window: QMainWindow, settings: QSettings) -> bool:
    geometry, state = settings.value(GEOMETRY), settings.value(STATE)
    restored = bool(geometry) and window.restoreGeometry(geometry)
    if state:
        restored = window.restoreState(state, STATE_VERSION) and restored
    return restored


class RecentFiles(QObject):
    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings

    def paths(self) -> list[Path]:
        value = self.settings.value(RECENT, [])
        values = [value] if isinstance(value, str) else list(value or [])
        return [Path(v) for v in values if v]

    def add(self, path: Path) -> None:
        path = Path(path).resolve()
        paths = [path] + [p for p in self.paths() if p != path]
        self.settings.setValue(RECENT, [str(p) for p in paths[:MAX_RECENT]])
        self.changed.emit()

    def clear(self) -> None:
        self.settings.remove(RECENT)
        self.changed.emit()

    def fill(self, menu: QMenu, open_path: Callable[[Path], object]) -> None:
        """Rebuild the Open Recent menu (called just before it shows)."""
        menu.clear()
        paths = [p for p in self.paths() if p.exists()]
        for number, path in enumerate(paths, 1):
            action = menu.addAction(f"&{number % 10} {path.name}  —  {path.parent}")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: open_path(p))
        if not paths:
            menu.addAction("No recent files").setEnabled(False)
        menu.addSeparator()
        menu.addAction("Clear Recent Files", self.clear)


# -- the tabs a restart reopens (issue 31) -------------------------------------------------------
TABS = "session/tabs"  # JSON: library folder -> {"paths": [open files, in tab order], "current": file or null}


def _all_tabs(settings: QSettings) -> dict:
    try:
        value = json.loads(str(settings.value(TABS, "") or "{}"))
    except ValueError:  # a settings file edited by hand: nothing to reopen, never a crash
        return {}
    return value if isinstance(value, dict) else {}


def remember_tabs(settings: QSettings, root: Path, paths: list[Path], current: Path | None) -> None:
    """What a window on ``root`` had open when it closed (by Quit or its close button)."""
    tabs = _all_tabs(settings)
    tabs[str(Path(root).resolve())] = {"paths": [str(p) for p in paths], "current": str(current) if current else None}
    settings.setValue(TABS, json.dumps(tabs, sort_keys=True))
    settings.sync()


def remembered_tabs(settings: QSettings, root: Path) -> tuple[list[Path], Path | None]:
    """The files a window on ``root`` had open last time that still exist, and the one that was current."""
    entry = _all_tabs(settings).get(str(Path(root).resolve()))
    if not isinstance(entry, dict):
        return [], None
    paths = [Path(p) for p in entry.get("paths") or [] if isinstance(p, str) and Path(p).is_file()]
    current = entry.get("current")
    current = Path(current) if isinstance(current, str) and Path(current) in paths else None
    return paths, current
