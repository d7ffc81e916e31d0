"""File > Quit (Ctrl+Q) ends the application (issue 31): every window closes, unsaved work is asked about
once for all of them, and a restart reopens the tabs that were open.

Before, Ctrl+Q closed only the window it was pressed in: playtest windows, dashboards and the main window
of another library folder stayed open and the process ran on.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from editor.app import application
from editor.app.config import config_in
from editor.app.main_window import MainWindow
from editor.app.prompter import CANCEL, DISCARD, SAVE, ScriptedPrompter

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _visible_windows() -> list:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()]


@pytest.fixture
def two_libraries(make_window, library, tmp_path):
    """A main window on the library with a playtest window, a dashboard and the reference open, and a second
    main window on another library folder; one modified file in each."""
    other = tmp_path / "other"
    shutil.copytree(library, other)
    first, second = make_window(), make_window(root=other.resolve())
    for window in (first, second):
        window.show()
    first.open_path(library / "drowned-temple.yaml")
    first.session.current_document().set_value("/years", 3)
    first.prompter.answer("ask_playtest_setup", "default")
    playtest = first.menus.show_playtest()
    dashboard = first.menus.show_balance(start=False)
    reference = first.menus.show_reference()
    second.open_path(other / "ember-crown.yaml")
    second.session.current_document().set_value("/years", 2)
    assert all(w.isVisible() for w in (first, second, playtest, dashboard, reference))
    return first, second, [playtest, dashboard, reference], other


def test_ctrl_q_is_the_quit_action_of_the_file_menu(window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert file_menu.actions()[-1] is window.menus.quit
    assert window.menus.quit.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)


@pytest.mark.parametrize("answer", [DISCARD, SAVE])
def test_quit_closes_every_window_after_one_question(two_libraries, library, answer):
    first, second, tools, other = two_libraries
    first.prompter.answer("ask_save", answer)
    first.menus.quit.trigger()
    assert first.prompter.questions("ask_save") == [(["drowned-temple.yaml", "ember-crown.yaml"],)]
    assert second.prompter.questions("ask_save") == []  # once, for every window
    assert first._closed and second._closed
    assert not any(w.isVisible() for w in (first, second, *tools))
    assert _visible_windows() == []
    saved = answer == SAVE
    assert ("\nyears: 3\n" in (library / "drowned-temple.yaml").read_text(encoding="utf-8")) == saved
    assert ("\nyears: 2\n" in (other / "ember-crown.yaml").read_text(encoding="utf-8")) == saved


def test_cancel_keeps_every_window_and_the_edits(two_libraries):
    first, second, tools, _other = two_libraries
    first.prompter.answer("ask_save", CANCEL)
    first.menus.quit.trigger()
    assert all(w.isVisible() for w in (first, second, *tools))
    assert not first._closed and not second._closed
    assert first.session.current_document().modified and second.session.current_document().modified


def test_quit_from_the_second_window_asks_there_and_ends_the_first_too(two_libraries):
    first, second, tools, _other = two_libraries
    second.prompter.answer("ask_save", DISCARD)
    second.menus.quit.trigger()
    assert second.prompter.questions("ask_save") == [(["ember-crown.yaml", "drowned-temple.yaml"],)]
    assert first.prompter.questions("ask_save") == []
    assert not any(w.isVisible() for w in (first, second, *tools))


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")
def test_a_restart_reopens_the_tabs_that_were_open(qtbot, library, tmp_path):
    config = config_in(tmp_path / "config", ScriptedPrompter(ask_save=DISCARD))
    config.views = lambda document: []  # the YAML page alone: this test is about tabs
    window = application.open_window(library, config)
    qtbot.addWidget(window)
    try:
        for name in ("ember-crown.yaml", "drowned-temple.yaml", "first-landing.yaml"):
            window.open_path(library / name)
        window.open_path(library / "drowned-temple.yaml")  # the current tab
        window.menus.quit.trigger()
        assert window._closed
    finally:
        application._windows.remove(window)
    again = application.open_window(library, config)  # the next start, on the same library folder
    qtbot.addWidget(again)
    try:
        assert again is not window
        assert [page.path for page in again.tabs.pages()] == [library / "ember-crown.yaml",
                                                              library / "drowned-temple.yaml",
                                                              library / "first-landing.yaml"]
        assert again.tabs.current().path == library / "drowned-temple.yaml"
    finally:
        again.close()
        application._windows.remove(again)


def test_a_file_deleted_since_is_not_reopened_and_a_broken_setting_reopens_nothing(make_window, library):
    window = make_window()
    window.open_path(library / "ember-crown.yaml")
    window.open_path(library / "drowned-temple.yaml")
    window.close()
    (library / "ember-crown.yaml").unlink()
    again = make_window()
    assert again.reopen_tabs() == [library / "drowned-temple.yaml"]
    again.config.settings.setValue("session/tabs", "{not json")
    assert isinstance(again, MainWindow) and again.reopen_tabs() == []
