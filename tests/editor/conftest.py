"""Fixtures shared by the editor's form tests (a module may define its own to override them)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.documents.document import Document
from editor.documents.workspace import Workspace
from engine.content import paths

LIBRARY = paths.library_dir()


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
