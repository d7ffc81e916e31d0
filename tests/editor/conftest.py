"""Fixtures shared by the editor's tests (a module may define its own to override them).

The main-window fixtures (`library`, `registry`, `make_window`, `window`): each window gets a copy of
the bundled library, settings and a recovery folder under tmp_path, and a ScriptedPrompter: no test
touches the user's settings or blocks on a dialog. Windows show the test's own views (`registry`) unless a test asks for the rulesets' (feature_views).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from editor.app.config import config_in
from editor.app.main_window import MainWindow
from editor.app.prompter import DISCARD, ScriptedPrompter
from editor.documents.document import Document
from editor.documents.workspace import Workspace
from engine.content import paths

LIBRARY = paths.library_dir()


@pytest.fixture(autouse=True, scope="session")
def _gui_interpreter():
    """The interpreter as the editor sets it up (`share_the_gil`), restored after the editor's tests."""
    import sys

    from editor.app.application import share_the_gil

    saved = sys.getswitchinterval()
    share_the_gil()
    yield
    sys.setswitchinterval(saved)


@pytest.fixture(autouse=True)
def _widgets_deleted_with_their_test():
    """The widgets a test closed are deleted when it ends, not whenever a later test spins an event loop.

    pytest-qt closes a test's widgets and asks Qt to delete them later; without an event loop that
    happens only in some later test's wait, thousands at once (Qt's list of windows makes that
    quadratic: the forms tests left 1,500 windows and the next wait took 4.8 s, past its timeout).
    """
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


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


@pytest.fixture
def library(tmp_path: Path, monkeypatch) -> Path:
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    monkeypatch.chdir(tmp_path)
    return root.resolve()


@pytest.fixture
def registry():
    """The test's own table of views (`app_support.views`), empty: windows show it instead of the rulesets'."""
    from app_support import views

    views.entries.clear()
    yield views
    views.entries.clear()


@pytest.fixture
def make_window(qtbot, tmp_path: Path, library: Path, registry):
    made: list[MainWindow] = []

    def make(root: Path | None = None, prompter: ScriptedPrompter | None = None, autosave: float = 3600,
             feature_views: bool = False, wait: bool = True) -> MainWindow:
        config = config_in(tmp_path / "config", prompter or ScriptedPrompter(), autosave)
        config.views = None if feature_views else registry  # feature views: the rulesets' own tables
        window = MainWindow(root or library, config, base=None)  # the copy holds the core set itself
        qtbot.addWidget(window)
        made.append(window)
        if wait:
            qtbot.waitUntil(lambda: window.workspace.ready, timeout=10000)
        return window

    yield make
    for window in made:
        window.prompter.answer("ask_save", DISCARD)
        window.close()
        window.shutdown()


@pytest.fixture
def window(make_window) -> MainWindow:
    return make_window()


@pytest.fixture
def landing(tmp_path: Path, qtbot):
    """The shown landing map of the map tests (`map_support.shown_landing`), its undo stack cleared after."""
    from map_support import shown_landing

    view = shown_landing(tmp_path, qtbot)
    yield view
    view.document.undo_stack.clear()
