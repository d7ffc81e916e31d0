"""EngineError is a value: its code and message survive a trip between processes."""

from __future__ import annotations

import pickle

from engine.core.errors import EngineError


def test_an_engine_error_pickles_with_its_code_and_message():
    error = pickle.loads(pickle.dumps(EngineError("game/players", "the adventure is for 2 to 4 players, not 5")))
    assert type(error) is EngineError
    assert (error.code, error.message) == ("game/players", "the adventure is for 2 to 4 players, not 5")
    assert str(error) == "the adventure is for 2 to 4 players, not 5 [game/players]"
