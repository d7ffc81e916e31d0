"""Golden transcripts of Island Clash: the event log of fixed random-bot games, stored and diffed.

After an intended change of its rules or its bundled adventures, regenerate with
`ISLEFORGE_UPDATE_GOLDEN=1 pytest tests/rulesets/island_clash/test_clash_golden.py` and review the diff.
"""

from __future__ import annotations

import difflib
import os
import random
from pathlib import Path

import pytest

from engine.bots import RandomBot
from engine.core.events import describe
from engine.rulesets.island_clash.game import Game

GOLDEN = Path(__file__).with_name("golden")
CASES = [("lagoon-crossing", 4, "standard", 1), ("lagoon-crossing", 2, "randomized-tiles", 2),
         ("three-reefs", 3, "standard", 3)]


def transcript(adventure, players: int, mode: str, seed: int) -> str:
    game = Game(adventure, players=players, mode=mode, seed=seed)
    state = game.new_initial_state()
    bot = RandomBot(random.Random(seed))
    names = game.seat_names()
    lines = [f"# {adventure.id}, {players} players, {mode}, seed {seed}, random bots seeded {seed}"]
    seen = 0
    while True:
        lines += [describe(event, names) for event in state.log[seen:]]
        seen = len(state.log)
        if state.is_terminal():
            break
        action = bot.step(state)
        lines.append(f"> {state.action_to_string(action)}")
        state.apply_action(action)
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("adventure_id,players,mode,seed", CASES)
def test_golden_transcript(request, adventure_id, players, mode, seed):
    adventure = request.getfixturevalue("lagoon" if adventure_id == "lagoon-crossing" else "reefs")
    path = GOLDEN / f"{adventure_id}-{players}p-{mode}-seed{seed}.txt"
    text = transcript(adventure, players, mode, seed)
    if os.environ.get("ISLEFORGE_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                                 "golden", "now"))[:80])
        pytest.fail(f"{path.name} changed:\n{diff}")


def test_every_event_of_a_game_is_told_in_words(lagoon):
    from engine.rulesets.island_clash.prose import narrate
    game = Game(lagoon, players=4, seed=1)
    state = game.new_initial_state()
    bot = RandomBot(random.Random(1))
    while not state.is_terminal():
        state.apply_action(bot.step(state))
    kinds = {e.kind for e in state.log}
    assert {"battle", "recruit", "end", "turn", "draw"} <= kinds
    texts = [narrate(e, game) for e in state.log]
    assert all(t.endswith(".") for t in texts), [t for t in texts if not t.endswith(".")][:3]
    battle = next(e for e in state.log if e.kind == "battle")
    assert narrate(battle, game).startswith(f"Battle at ({battle.area[0]},{battle.area[1]}): ")
