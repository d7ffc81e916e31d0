"""Starting the editor: `isleforge`, `isleforge edit PATH`, `python -m editor`, and one window per library."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from editor import cli
from editor.app import application
from editor.app.config import config_in
from editor.app.prompter import DISCARD, ScriptedPrompter
from engine.content import paths


ROOT = Path(__file__).resolve().parents[2]
BUNDLED = paths.library_dir().resolve()


def test_no_path_is_the_bundled_library_with_drowned_temple():
    assert application.target_of(None) == (BUNDLED, BUNDLED / "drowned-temple.yaml")


def test_a_folder_is_a_library_and_a_file_opens_in_its_folder(library):
    assert application.target_of(library) == (library, None)
    isle = library / "drowned-temple.yaml"
    assert application.target_of(isle) == (library, isle)
    # a file of the bundled library opens with the whole bundled library around it
    minions = BUNDLED / "core" / "cards" / "minions.yaml"
    assert application.target_of(minions) == (BUNDLED, minions)


@pytest.mark.parametrize("argv, expected", [([], None), (["edit"], None), (["edit", "LIB"], "LIB")])
def test_the_command_line_opens_the_editor(monkeypatch, library, argv, expected):
    calls = []
    monkeypatch.setattr(application, "run", lambda path=None: calls.append(path) or 0)
    argv = [str(library) if a == "LIB" else a for a in argv]
    assert cli.main(argv) == 0
    assert calls == [library if expected else None]


def test_edit_refuses_a_path_that_does_not_exist(capsys, tmp_path):
    assert cli.main(["edit", str(tmp_path / "nowhere.yaml")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_python_dash_m_editor_is_the_isleforge_command():
    result = subprocess.run([sys.executable, "-m", "editor", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0 and "edit       open the editor" in result.stdout


def test_the_headless_commands_do_not_load_qt():
    code = "import sys, editor.cli; editor.cli.main(['list', '--kind', 'faction']); assert 'PySide6' not in sys.modules"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the offscreen platform's limits
def test_open_window_shows_the_file_and_reuses_the_window_of_its_library(qtbot, library, tmp_path):
    config = config_in(tmp_path / "config", ScriptedPrompter(ask_save=DISCARD))
    config.views = lambda document: []  # the YAML page alone: this test is about windows
    window = application.open_window(library / "ember-crown.yaml", config)
    qtbot.addWidget(window)
    try:
        assert window.isVisible() and window.workspace.root == library
        assert window.tabs.current().path == library / "ember-crown.yaml"
        again = application.open_window(library / "drowned-temple.yaml", config)
        assert again is window and window.tabs.current().path == library / "drowned-temple.yaml"
        assert window.prompter.questions("ask_recover") == []  # nothing to recover
    finally:
        window.close()
        application._windows.remove(window)


def test_the_editor_gives_the_gil_back_to_its_window_within_a_millisecond(qapp, monkeypatch):
    # Python's 5 ms switch interval left the window frozen 0.8 s at each live report of an in-process
    # run (benchmarks/gui_during_run.py); the editor's process uses 1 ms.
    calls: list[float] = []
    monkeypatch.setattr(sys, "setswitchinterval", calls.append)
    assert application.application() is qapp
    assert calls == [0.001]
