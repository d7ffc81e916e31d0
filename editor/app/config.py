"""What a main window needs from outside: settings, the recovery folder, the autosave period, a prompter.

The application builds the real configuration (the user's QSettings, the
AppDataLocation recovery folder); tests build one under `tmp_path`, so they
never touch the user's settings or recovery copies.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

from .prompter import Prompter

ORGANIZATION = "Isleforge"
APPLICATION = "Isleforge"
AUTOSAVE_SECONDS = 30.0


@dataclass
class AppConfig:
    settings: QSettings
    recovery_dir: Path
    autosave_seconds: float = AUTOSAVE_SECONDS
    prompter: Prompter = field(default_factory=Prompter)
    # The views of a document (document -> [(title, factory)]); None: its ruleset's (`EditorRuleset.views`).
    # Tests and scripted runs show their own.
    views: Callable[[Any], list] | None = None
    cache_dir: Path | None = None  # files Isleforge can always remake (the content reference of F1)
    documents_dir: Path | None = None  # where the default workspace folder is proposed (the user's documents)


def default_config() -> AppConfig:
    """The user's configuration (call after QApplication has its organization and application names)."""
    def location(which: QStandardPaths.StandardLocation) -> Path:
        return Path(QStandardPaths.writableLocation(which))

    return AppConfig(settings=QSettings(ORGANIZATION, APPLICATION),
                     recovery_dir=location(QStandardPaths.StandardLocation.AppDataLocation) / "recovery",
                     cache_dir=location(QStandardPaths.StandardLocation.CacheLocation),
                     documents_dir=location(QStandardPaths.StandardLocation.DocumentsLocation))


def config_in(folder: Path, prompter: Prompter | None = None, autosave_seconds: float = AUTOSAVE_SECONDS) -> AppConfig:
    """A configuration kept entirely inside ``folder`` (tests, benchmarks, portable runs)."""
    settings = QSettings(str(folder / "isleforge.ini"), QSettings.Format.IniFormat)
    return AppConfig(settings=settings, recovery_dir=folder / "recovery", autosave_seconds=autosave_seconds,
                     prompter=prompter or Prompter(), cache_dir=folder / "cache", documents_dir=folder / "Documents")
