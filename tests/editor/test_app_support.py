"""Fixtures shared by the main-window tests (test_app_*.py import them).

Each window gets a copy of the bundled library, settings and a recovery folder
under tmp_path, and a ScriptedPrompter: no test touches the user's settings or
blocks on a dialog. Feature views are off unless a test asks for them, so these
tests check the shell itself; `test_app_window` opens every file with them on.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel

from editor import views
from editor.app.config import config_in
from editor.app.main_window import MainWindow
from editor.app.prompter import DISCARD, ScriptedPrompter
from engine.content import paths


@pytest.fixture
def library(tmp_path: Path, monkeypatch) -> Path:
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    monkeypatch.chdir(tmp_path)
    return root.resolve()


@pytest.fixture
def registry(monkeypatch) -> dict:
    """An empty view registry for the test (feature packages may have registered views already)."""
    fresh: dict = {}
    monkeypatch.setattr(views, "_REGISTRY", fresh)
    return fresh


@pytest.fixture
def make_window(qtbot, tmp_path: Path, library: Path, registry):
    made: list[MainWindow] = []

    def make(root: Path | None = None, prompter: ScriptedPrompter | None = None, autosave: float = 3600,
             feature_views: bool = False, wait: bool = True) -> MainWindow:
        config = config_in(tmp_path / "config", prompter or ScriptedPrompter(), autosave)
        config.load_feature_views = feature_views
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


class FakeView(QLabel):
    """A registered view that claims the pointers under `claims` and reports selections and coordinates."""

    pointer_selected = Signal(str)
    coordinates = Signal(str)
    edit_rules = Signal(str)

    def __init__(self, document, workspace, claims: tuple[str, ...] = ("/setup",)) -> None:
        super().__init__(f"view of {document.item_id}")
        self.document = document
        self.claims = claims
        self.selected: list[str] = []

    def select_pointer(self, pointer: str) -> bool:
        if pointer.startswith(self.claims):
            self.selected.append(pointer)
            return True
        return False


def register_fake(kind: str = "adventure", claims: tuple[str, ...] = ("/setup",), title: str = "Fake",
                  order: int = 100) -> list[FakeView]:
    made: list[FakeView] = []

    def factory(document, workspace):
        view = FakeView(document, workspace, claims)
        made.append(view)
        return view

    views.register(kind, title, factory, order)
    return made


def test_the_support_fixtures_leave_no_window_open(window: MainWindow):
    assert isinstance(window.workspace, QObject) and window.workspace.ready
