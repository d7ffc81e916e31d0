"""The log's prose (prose.narrate) for every kind of event the engine writes (audit 15-17): each kind
has its own sentence (none falls back to the stable `kind key=value` line), no sentence shows a raw
id (a reason "(build-die)", a power "skill:1:old-remedy", a space "north-shore", a pawn
"galley-hand:1"), the castaways are named by the characters dealt (never "Castaway 2"), and counts agree
with their nouns.

Fixed-seed random-bot games of the bundled first scenario at 1 to 4 players (deterministic), plus a
scan of the package's source for every kind it logs (a kind no game of the sample meets still needs
its sentence)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from engine.bots import RandomBot
from engine.content.resolve import load_adventure
from engine.core.events import Event
from engine.rulesets.cursed_island import prose
from engine.rulesets.cursed_island.game import Game

PACKAGE = Path(prose.__file__).parent
RAW = re.compile(r"(?<![A-Za-z'’])[a-z0-9]+(?:[-:_][a-z0-9]+)+")  # a lower-case id with - : or _ inside


def logged_kinds() -> set[str]:
    """Every literal kind passed to tell.event(state, "<kind>", ...) in the ruleset's package."""
    kinds = set()
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "event"
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)):
                kinds.add(node.args[1].value)
    return kinds


@pytest.fixture(scope="module")
def played() -> list[tuple[Event, str, Game, object]]:
    model = load_adventure("wreck-and-beacon")
    out = []
    for players in (1, 2, 3, 4):
        game = Game(model, players=players)
        for seed in (0, 1, 2):
            state = game.new_initial_state(seed)
            bot = RandomBot(random.Random(seed))
            while not state.is_terminal():
                state.apply_action(bot.step(state))
            out += [(e, prose.narrate(e, game), game, state) for e in state.events]
    return out


def test_every_kind_the_engine_logs_has_its_sentence():
    kinds = logged_kinds()
    assert {"wound", "heal-kept", "mystery-back", "eat", "assign"} <= kinds  # the scan finds the calls
    assert sorted(kinds - set(prose._TOLD)) == []


def test_every_played_kind_is_told_without_raw_ids(played):
    assert len({e.kind for e, *_ in played}) >= 50
    raw = sorted({(e.kind, line) for e, line, *_ in played if RAW.search(line) or e.kind in line.split()[:1]})
    assert raw == []


def test_the_castaways_are_named_by_the_characters_dealt(played):
    assert not [line for _, line, *_ in played if re.search(r"Castaway \d|someone", line)]
    for e, line, game, state in played:
        if isinstance(e.data.get("person"), int) and e.kind in ("wound", "roll", "explore", "action"):
            title = game.characters[state.people[e.data["person"]].character].title
            assert line.startswith(title), (line, title)


def test_the_words_of_reasons_and_counts():
    game = Game(load_adventure("wreck-and-beacon"), players=3)
    told = [
        (Event("wound", 0, None, {"person": 1, "character": "galley-hand", "count": 1, "wounds": 3,
                                  "reason": "build-die"}), "The Galley Hand takes 1 wound (the building die): 3 in all."),
        (Event("wound", 0, None, {"person": 0, "character": "marine", "count": 1, "wounds": 1,
                                  "reason": "open-air"}), "The Marine takes 1 wound (a night in the open): 1 in all."),
        (Event("heal", 0, None, {"person": 0, "character": "marine", "count": 1, "wounds": 0,
                                 "reason": "skill:1:old-remedy"}), "The Marine heals 1 wound (Old Remedy)."),
        (Event("mystery-back", -1, None, {"cards": 1}), "1 mystery card goes back into the deck."),
        (Event("eat", -1, None, {"eaters": 3, "food": 3}), "3 castaways eat 3 food."),
        (Event("eat", -1, None, {"eaters": 1, "food": 0, "short": 1}), "1 castaway eats 0 food; 1 goes hungry."),
        (Event("rot", -1, None, {"food": 2}), "2 food rot overnight."),
        (Event("assign", 0, None, {"pawn": "galley-hand:1", "action": "explore", "target": "north-shore"}),
            "The Galley Hand's pawn 1 goes to exploring (north shore)."),
        (Event("heal-kept", -1, None, {"persons": [0, 1], "count": 1, "reason": "fresh-spring"}),
            "Fresh Spring's heal of 1 wound for 2 castaways waits for the night."),
    ]
    assert [prose.narrate(e, game) for e, _ in told] == [line for _, line in told]
