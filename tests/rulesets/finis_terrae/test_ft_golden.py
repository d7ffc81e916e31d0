"""Golden transcripts of Finis Terrae: the event log and decisions of fixed random-bot games on the
bundled seas and on the test box built in code, stored and diffed.

A change of the rules (or of the bundled content) that changes these games shows up as a diff. After
an intended change, regenerate with
`ISLEFORGE_UPDATE_GOLDEN=1 pytest tests/rulesets/finis_terrae/test_ft_golden.py` and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest
from ft_sea_fixture import sea

from engine.bots import RandomBot
from engine.core.events import describe
from engine.rulesets.finis_terrae.game import Game

GOLDEN = Path(__file__).with_name("golden")
BUNDLED_CASES = [("windward-sea", 3, 1), ("windward-sea", 2, 2), ("elbow-reach", 4, 3)]


def transcript(model, players: int, seed: int) -> str:
    game = Game(model, players=players)
    state = game.new_initial_state(seed)
    bot = RandomBot(random.Random(seed))
    names = game.seat_names()
    lines = [f"# {model.id}, {players} players, seed {seed}, random bots seeded {seed}"]
    seen = 0
    while True:
        lines += [describe(event, names) for event in state.events[seen:]]
        seen = len(state.events)
        if state.is_terminal():
            break
        action = bot.step(state)
        lines.append(f"> {names[state.current_player()]}: {state.action_to_string(action)}")
        state.apply_action(action)
    return "\n".join(lines) + "\n"


def test_golden_transcript_of_the_test_box():
    _compare(GOLDEN / "test-sea-3p-seed4.txt", transcript(sea(), 3, 4))


@pytest.mark.parametrize("sea_id,players,seed", BUNDLED_CASES)
def test_golden_transcript_of_the_bundled_seas(sea_id, players, seed):
    from engine.content.resolve import load_adventure
    _compare(GOLDEN / f"{sea_id}-{players}p-seed{seed}.txt", transcript(load_adventure(sea_id), players, seed))


def _compare(path: Path, text: str) -> None:
    if os.environ.get("ISLEFORGE_UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), str(path), "now"))[:60])
        pytest.fail(f"the game differs from its golden transcript:\n{diff}")
