"""Fixtures shared by the editor's form tests (a module may define its own to override them)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document
from editor.documents.workspace import Workspace
from engine.content import paths

LIBRARY = paths.library_dir()


@pytest.fixture(autouse=True, scope="session")
def _no_real_home(tmp_path_factory):
    """No editor test reads or writes the user's settings, documents or caches, even through defaults.

    Qt's test mode moves every QStandardPaths location under a test folder of the home folder, so the
    home folder itself points into the test's temporary folder; QSettings' user scope does too.
    """
    from PySide6.QtCore import QSettings, QStandardPaths

    home = tmp_path_factory.mktemp("home")
    saved = {key: os.environ.get(key) for key in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME")}
    os.environ["HOME"] = str(home)
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        os.environ.pop(key, None)
    QStandardPaths.setTestModeEnabled(True)
    for format_ in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(format_, QSettings.Scope.UserScope, str(home / "settings"))
    yield home
    QStandardPaths.setTestModeEnabled(False)
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(scope="module")
def workspace(qapp):
    """A workspace over the bundled library (read-only use: tests edit copies, never the library)."""
    space = Workspace(LIBRARY)
    yield space
    space.shutdown()


@pytest.fixture
def adventure(tmp_path: Path, qapp) -> Document:
    """A copy of drowned-temple, opened as a document."""
    target = tmp_path / "drowned-temple.yaml"
    shutil.copy(LIBRARY / "drowned-temple.yaml", target)
    return Document.open(target)
