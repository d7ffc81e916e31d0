"""An opened document is split into sections once its page has painted, and never once it is closed.

`Workspace.open` used to split on a zero timer, which ran before the page's first paint (a fifth of
opening a page, issue 32); it now waits `PREPARE_AFTER_MS`, and a document closed meanwhile is left alone.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from editor.documents import workspace as workspaces
from engine.content import paths


def _wait(ms: int) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()


def test_an_open_document_is_split_after_its_first_paint_and_a_closed_one_never(tmp_path: Path, qtbot, monkeypatch):
    monkeypatch.setattr(workspaces, "PREPARE_AFTER_MS", 2500)  # wide enough for a loaded machine's opening
    root = tmp_path / "lib"
    shutil.copytree(paths.library_dir(), root)
    space = workspaces.Workspace(root)
    try:
        qtbot.waitUntil(lambda: space.ready, timeout=20000)
        kept = space.open(root / "drowned-temple.yaml")
        closed = space.open(root / "first-landing.yaml")
        QApplication.processEvents()  # the turn a page paints on: nothing split yet
        assert kept._sections is None and closed._sections is None
        space.close(closed)
        _wait(workspaces.PREPARE_AFTER_MS + 300)
        assert kept._sections is not None and closed._sections is None
    finally:
        space.shutdown()
