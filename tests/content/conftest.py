"""Fixtures shared by the content tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scratch import Library

MINI = Path(__file__).parent / "fixtures" / "mini"


@pytest.fixture
def lib(tmp_path: Path) -> Library:
    """A copy of the mini library (tests/content/fixtures/mini) to change freely."""
    root = tmp_path / "mini"
    shutil.copytree(MINI, root)
    return Library(root)
