"""Where a designer's work lives: their library folder (chosen on first start, remembered, in the title,
switchable), and the bundled library, read-only in the editor."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.app.new_adventure import NewAdventure
from editor.app import application, library_folder
from editor.app.config import config_in
from editor.app.main_window import MainWindow
from editor.app.prompter import DISCARD, ScriptedPrompter
from engine.content import paths


BUNDLED = paths.library_dir().resolve()
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


@pytest.fixture
def config(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    made = config_in(tmp_path / "config", ScriptedPrompter(ask_save=DISCARD))
    made.views = lambda document: []  # the YAML page alone: these tests are about folders
    return made


@pytest.fixture
def bundled_window(qtbot, config, registry):
    window = MainWindow(BUNDLED, config)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.workspace.ready, timeout=10000)
    yield window
    window.close()
    window.shutdown()


def snapshot(folder: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_the_first_start_proposes_a_folder_in_the_documents_and_remembers_it(config):
    proposed = config.documents_dir / "Isleforge"
    assert library_folder.current(config) is None
    assert library_folder.ensure(config) == proposed.resolve() and proposed.is_dir()
    assert config.prompter.questions("choose_library_folder") == [(proposed,)]
    assert library_folder.ensure(config) == proposed.resolve()  # asked once only
    assert len(config.prompter.questions("choose_library_folder")) == 1
    assert library_folder.recent(config) == [proposed.resolve()]


def test_a_folder_chosen_on_first_start_is_used_and_the_bundled_library_never_is(config, tmp_path):
    chosen = tmp_path / "my isles"
    config.prompter.answer("choose_library_folder", [BUNDLED / "core", chosen])
    assert library_folder.ensure(config) == (config.documents_dir / "Isleforge").resolve()  # not inside the package
    config.settings.remove(library_folder.CURRENT)
    assert library_folder.ensure(config) == chosen.resolve() and chosen.is_dir()


def test_isleforge_alone_opens_the_library_folder_with_it_in_the_title(qtbot, config, registry):
    window = application.open_window(None, config)
    qtbot.addWidget(window)
    try:
        folder = (config.documents_dir / "Isleforge").resolve()
        assert window.workspace.root == folder
        assert window.windowTitle() == f"{folder} — Isleforge"
        assert not application.target_of(None, config)[0].is_relative_to(BUNDLED)
    finally:
        window.close()
        window.shutdown()
        application._windows.remove(window)


def test_opening_a_folder_switches_the_library_folder_and_lists_it_in_recent(qtbot, config, registry, tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    windows = [application.open_window(first, config), application.open_window(second, config)]
    try:
        assert library_folder.current(config) == second.resolve()
        assert library_folder.recent(config) == [second.resolve(), first.resolve()]
        windows[1].menus.fill_recent_folders()
        assert [a.text() for a in windows[1].menus.recent_folders_menu.actions()] == [str(second.resolve()),
                                                                                       str(first.resolve())]
        application.open_window(BUNDLED, config).close()  # for reference: never the designer's folder
        assert library_folder.current(config) == second.resolve()
    finally:
        for window in application._windows[:]:
            window.close()
            window.shutdown()
            application._windows.remove(window)


def test_the_bundled_library_is_read_only_and_new_work_goes_to_the_library_folder(bundled_window, config):
    before = snapshot(BUNDLED)
    window = bundled_window
    assert window.windowTitle() == "bundled library (read-only) — Isleforge"
    # File > New Adventure in the bundled library writes into the designer's folder
    window.prompter.answer("ask_new_adventure", NewAdventure("isles-of-terror", "first-landing", "coral-reach"))
    target = window.library.ops.new_adventure()
    folder = (config.documents_dir / "Isleforge").resolve()
    assert target == folder / "coral-reach.yaml" and target.is_file()
    # a bundled file takes no edit; Duplicate to My Library gives a copy that does
    page = window.session.open(BUNDLED / "drowned-temple.yaml")
    document = page.document
    document.set_value("/title", "The Drowned Temple, mine", "Edit title")
    assert not document.modified and document.value("/title") == "The Drowned Temple"
    window.menus.update()
    assert window.menus.duplicate_to_mine.isEnabled()
    copy = window.menus.duplicate_to_my_library()
    assert copy == folder / "drowned-temple.yaml"
    mine = window.workspace.document_for(copy) or window.session.open(copy).document
    assert not mine.read_only
    mine.set_value("/title", "The Drowned Temple, mine", "Edit title")
    assert mine.modified
    window.session.save(mine)
    assert "title: The Drowned Temple, mine" in copy.read_text(encoding="utf-8")
    assert snapshot(BUNDLED) == before
    for other in application._windows[:]:
        other.close()
        other.shutdown()
        application._windows.remove(other)
