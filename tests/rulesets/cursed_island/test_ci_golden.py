"""Golden transcripts of Cursed Island: the event log and decisions of fixed random-bot games on the
tiny scenario built in code and on the bundled first scenario, stored and diffed.

A change of the rules (or of the bundled content) that changes these games shows up as a diff. After
an intended change, regenerate with
`ISLEFORGE_UPDATE_GOLDEN=1 pytest tests/rulesets/cursed_island/test_ci_golden.py` and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest
from ci_tiny_scenario import scenario

from engine.bots import RandomBot
from engine.core.events import describe
from engine.rulesets.cursed_island.game import Game

GOLDEN = Path(__file__).with_name("golden")


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


@pytest.mark.parametrize("players,seed", [(1, 3), (3, 4)])
def test_golden_transcripts_of_the_tiny_scenario(players, seed):
    _compare(GOLDEN / f"t-signal-{players}p-seed{seed}.txt", transcript(scenario(), players, seed))


def test_golden_transcript_of_the_bundled_scenario():
    from engine.content.resolve import load_adventure
    _compare(GOLDEN / "wreck-and-beacon-2p-seed1.txt", transcript(load_adventure("wreck-and-beacon"), 2, 1))


def _compare(path: Path, text: str) -> None:
    if os.environ.get("ISLEFORGE_UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "\n".join(difflib.unified_diff(expected.splitlines(), text.splitlines(), "golden", "now", lineterm="", n=2))
        pytest.fail(f"the game differs from {path.name} (regenerate with ISLEFORGE_UPDATE_GOLDEN=1 if intended):\n"
                    f"{diff[:6000]}")
