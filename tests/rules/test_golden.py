"""Golden transcripts: the event log of fixed random-bot games, stored and diffed.

Any change of the rules (or of the bundled content) that changes these games shows up as a
diff. After an intended change, regenerate with `ISLEFORGE_UPDATE_GOLDEN=1 pytest tests/rules/test_golden.py`
and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game, describe
from rules_helpers import adventure

GOLDEN = Path(__file__).with_name("golden")
CASES = [("drowned-temple", 3, 1), ("drowned-temple", 3, 2)]
COOPERATIVE_CASES = [("drowned-temple", 3, 2)]


def transcript(adventure_id: str, players: int, seed: int, mode: str = "competitive") -> str:
    game = Game(adventure(adventure_id), players=players, seed=seed, mode=mode)
    state = game.new_initial_state()
    bot = RandomBot(random.Random(seed))
    names = [f.id for f in game.factions]
    lines = [f"# {adventure_id}, {players} players, seed {seed}, random bots seeded {seed}"
             + ("" if mode == "competitive" else f", {mode}")]
    seen = 0
    while True:
        for event in state.log[seen:]:
            if event.kind == "setup":  # the content digest changes with any edit of the library
                event = event._replace(data={k: v for k, v in event.data.items() if k != "digest"})
            lines.append(describe(event, names))
        seen = len(state.log)
        if state.is_terminal():
            break
        action = bot.step(state)
        lines.append(f"> {state.action_to_string(action)}")
        state.apply_action(action)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("adventure_id,players,seed", CASES)
def test_golden_transcript(adventure_id, players, seed):
    _compare(GOLDEN / f"{adventure_id}-{players}p-seed{seed}.txt", transcript(adventure_id, players, seed))


@pytest.mark.parametrize("adventure_id,players,seed", COOPERATIVE_CASES)
def test_cooperative_golden_transcript(adventure_id, players, seed):
    path = GOLDEN / f"{adventure_id}-{players}p-seed{seed}-cooperative.txt"
    _compare(path, transcript(adventure_id, players, seed, "cooperative"))


def _compare(path: Path, text: str) -> None:
    if os.environ.get("ISLEFORGE_UPDATE_GOLDEN") or not path.exists():
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                                 "golden", "now"))[:80])
        pytest.fail(f"{path.name} changed:\n{diff}")
