"""Puts the tiny test ruleset (`tests/rulesets/tiny/`) on sys.path and registers it for a test.

Spawned worker processes inherit `sys.path` and get the hand-registered rulesets from
`engine.sim.batch`, so `run_batch(..., jobs=2)` plays it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from tiny import RULESET, model

from engine.core import ruleset as rulesets

CONTENT = HERE / "tiny" / "content"


@pytest.fixture
def tiny():
    """The registered tiny ruleset (unregistered after the test)."""
    rulesets.register(RULESET)
    yield RULESET
    rulesets.unregister(RULESET.id)


@pytest.fixture
def race(tiny):
    """The coin race of tiny/content/coin-race.yaml, resolved."""
    return model.load(CONTENT / "coin-race.yaml")
