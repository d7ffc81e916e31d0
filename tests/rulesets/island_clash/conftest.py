"""The bundled Island Clash adventures, resolved (helpers that set a state up by hand: clash_helpers.py)."""

from __future__ import annotations

import pytest

from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from clash_helpers import FOLDER


@pytest.fixture(scope="session")
def clash():
    return rulesets.get("island-clash")


@pytest.fixture(scope="session")
def library():
    return validate_paths([FOLDER], root=FOLDER)


@pytest.fixture(scope="session")
def lagoon(clash, library):
    """lagoon-crossing: 6x6, seats red (0,0), blue (5,5), green (5,0), yellow (0,5); capture (2,2) and (3,3)."""
    return clash.resolve(library, "lagoon-crossing")


@pytest.fixture(scope="session")
def reefs(clash, library):
    return clash.resolve(library, "three-reefs")
