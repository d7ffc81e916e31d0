"""Test-wide settings: Qt renders offscreen unless a display is asked for explicitly; long checks run on request.

A check marked `long` is the long run of something the default suite already checks with a fast default
(every cell of a matrix where the default takes one per ruleset, say). `pytest --long` (or
`ISLEFORGE_LONG_TESTS=1`) runs them too; without it they are skipped with that reason, so the README's
test command stays within its time budget.
"""

from __future__ import annotations

import os

import pytest

# The README's test command must pass on a machine without a display (CI sets this too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", help="also run the long checks (marked long)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--long") or os.environ.get("ISLEFORGE_LONG_TESTS"):
        return
    skip = pytest.mark.skip(reason="a long check: run with `pytest --long` (or ISLEFORGE_LONG_TESTS=1)")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
