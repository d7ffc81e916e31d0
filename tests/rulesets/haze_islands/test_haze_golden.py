"""Golden transcripts of Haze Islands: the event log and decisions of fixed random-bot games on the
hand-built test model, stored and diffed.

A change of the rules that changes these games shows up as a diff. After an intended change,
regenerate with `ISLEFORGE_UPDATE_GOLDEN=1 pytest tests/rulesets/haze_islands/test_haze_golden.py`
and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest
from haze_builder import build

from engine.bots import RandomBot
from engine.core.events import describe
from engine.rulesets.haze_islands.game import Game

GOLDEN = Path(__file__).with_name("golden")
CASES = [("competitive", 3, 1), ("competitive", 2, 4), ("friendly", 3, 2), ("solo", 1, 3), ("cooperative", 3, 5),
         ("titan-competitive", 3, 6)]


BUNDLED_CASES = [("misty-reach", "competitive", 3, 1), ("misty-reach", "cooperative", 2, 2),
                 ("squall-line", "competitive", 3, 3), ("shoal-watch", "solo", 1, 4)]


def transcript(mode: str, players: int, seed: int, model=None) -> str:
    titan = mode.startswith("titan-")
    model = model or build(titan=titan)
    game = Game(model, players=players, mode=mode.removeprefix("titan-"))
    return play_out(game, seed, f"# {model.id}, {mode}, {players} players, seed {seed}, random bots seeded {seed}")


def play_out(game, seed: int, title: str) -> str:
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    names = game.seat_names()
    lines = [title]
    seen = 0
    while True:
        lines += [describe(event, names) for event in state.log[seen:]]
        seen = len(state.log)
        if state.is_terminal():
            break
        action = bot.step(state)
        lines.append(f"> {names[state.current_player()]}: {state.action_to_string(action)}")
        state.apply_action(action)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mode,players,seed", CASES)
def test_golden_transcript(mode, players, seed):
    _compare(GOLDEN / f"test-haze-{mode}-{players}p-seed{seed}.txt", transcript(mode, players, seed))


@pytest.mark.parametrize("adventure_id,mode,players,seed", BUNDLED_CASES)
def test_golden_transcript_of_the_bundled_adventures(adventure_id, mode, players, seed):
    from engine.content.resolve import load_adventure
    model = load_adventure(adventure_id)
    _compare(GOLDEN / f"{adventure_id}-{mode}-{players}p-seed{seed}.txt", transcript(mode, players, seed, model))


def _compare(path: Path, text: str) -> None:
    if os.environ.get("ISLEFORGE_UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), str(path), "now"))[:60])
        pytest.fail(f"the game differs from its golden transcript:\n{diff}")
