"""Bundled adventures the bot tests play on."""

from __future__ import annotations

import pytest

from engine.content import paths
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets


@pytest.fixture(scope="session")
def lagoon():
    folder = paths.library_dir() / "island-clash"
    return rulesets.get("island-clash").resolve(validate_paths([folder], root=folder), "lagoon-crossing")
