"""The event log as prose: every kind the engine emits has its own phrasing; exact sentences for
representative events; random games never leak raw values into the text."""

from __future__ import annotations

import ast
import functools
import random
from pathlib import Path

import pytest

import engine.rulesets.isles_of_terror
from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Event, Game
from engine.rulesets.isles_of_terror import dice as dice_rules
from engine.rulesets.isles_of_terror.prose import IMPORTANT_KINDS, PHRASES, Titles, compare, generic, narrate, narrate_log
from engine.sim.content import load_playable

RULES_DIR = Path(engine.rulesets.isles_of_terror.__file__).parent
LEAKS = ("None", "{", "[", "_")  # raw Python values or identifiers showing through

# areas of drowned-temple
KELP_HOLLOW, TEMPLE, CLOISTER, SEA, GREEN = (7, 4), (5, 3), (6, 2), (7, 5), (4, 4)


@functools.cache
def playable(adventure_id: str):
    return load_playable(adventure_id)


@pytest.fixture
def game():
    # seat 0 Red Coats, seat 1 Yoruba, seat 2 Chasseurs
    return Game(playable("drowned-temple"), players=3, seed=1)


def emitted_kinds() -> set[str]:
    """Every `emit("kind", ...)` / `state.emit("kind", ...)` / `self.emit("kind", ...)` in the rules."""
    kinds = set()
    for path in RULES_DIR.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                func = node.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                if name == "emit":
                    kinds.add(node.args[0].value)
    return kinds


def test_every_emitted_kind_has_its_own_phrasing():
    kinds = emitted_kinds()
    assert len(kinds) > 80  # the scan itself works
    missing = sorted(kinds - set(PHRASES))
    assert not missing, f"event kinds without prose in engine/rulesets/isles_of_terror/prose.py: {missing}"


def test_important_kinds_are_phrased_and_leave_out_bookkeeping():
    assert set(PHRASES) >= IMPORTANT_KINDS
    assert {"combat_round", "conquer", "explore", "vp", "mission_fulfilled", "season", "year", "game_end"} \
        <= IMPORTANT_KINDS
    assert not {"shuffle", "reshuffle", "dice", "dice_modified", "action_token", "target"} & IMPORTANT_KINDS


EXACT = [
    # combat rounds: the numbers are each side's highest die left after equal dice cancel
    (Event("combat_round", 0, KELP_HOLLOW, {"round": 2, "attacker": ["d8:7", "d6:3"], "defender": ["d6:6", "d6:3"],
                                             "winner": "attacker", "against": 1}),
     "Red Coats win the second round of combat against Yoruba at Kelp Hollow: 7 against 6, "
     "after a pair of equal dice cancelled."),
    (Event("combat_round", 0, KELP_HOLLOW, {"round": 1, "attacker": ["d8:5", "d6:2"], "defender": ["d6:6"],
                                             "winner": "defender", "against": 1}),
     "Yoruba win the first round of combat against Red Coats at Kelp Hollow: 6 against 5."),
    (Event("combat_round", 2, CLOISTER, {"round": 3, "attacker": ["d8:4"], "defender": ["d6:4", "d6:5"],
                                          "winner": "defender", "against": "minion-2"}),
     "Chasseurs lose the third round of combat against the Mire Serpent at the Sunken Cloister: 0 against 5, "
     "after a pair of equal dice cancelled."),
    (Event("combat_round", 0, CLOISTER, {"round": 1, "attacker": ["d8:8", "d6:1"], "defender": ["d8:6", "d6:6"],
                                          "winner": "attacker", "against": "boss"}),
     "Red Coats win the first round of combat against the Drowned Priest at the Sunken Cloister: 8 against 6."),
    (Event("combat_round", 1, TEMPLE, {"round": 1, "attacker": ["d8:6"], "defender": ["d6:5", "d6:2"],
                                        "winner": "attacker", "against": "adventure"}),
     "Yoruba win the first round of combat against the area at the Drowned Temple: 6 against 5."),
    (Event("combat_round", 0, GREEN, {"round": 4, "attacker": ["d6:3"], "defender": ["d6:3"],
                                       "winner": "defender", "against": "plain"}),
     "Red Coats lose the fourth round of combat against the area at the green area (4, 4): "
     "every die is cancelled by an equal one, which favours the defender."),
    (Event("dice", 0, KELP_HOLLOW, {"side": "attacker", "round": 1, "dice": ["d8:7", "d6:3"]}),
     "Red Coats roll D8 7 and D6 3 as attacker in the first round at Kelp Hollow."),
    (Event("dice", -1, KELP_HOLLOW, {"side": "defender", "round": 2, "dice": ["d6:4"]}),
     "The defenders of Kelp Hollow roll D6 4 in the second round."),
    (Event("combat", 0, CLOISTER, {"defender": -1, "monster": "minion-1", "value": 2}),
     "Red Coats fight the Reef Crawlers at the Sunken Cloister, with an area value of 2."),
    (Event("combat_end", 0, CLOISTER, {"winner": "attacker", "rounds": 3}),
     "Red Coats win the combat at the Sunken Cloister after 3 rounds."),
    (Event("casualty", 1, KELP_HOLLOW, {"figure": "captain", "by": 0}),
     "Yoruba lose a captain to Red Coats in the combat at Kelp Hollow."),
    (Event("conquer", 0, KELP_HOLLOW, {"gold": 1, "rations": 2, "choice": 1}),
     "Red Coats conquer Kelp Hollow and take 1 gold, 2 rations and 1 resource of their choice."),
    (Event("conquer", 2, GREEN, {"gold": 0, "rations": 0, "choice": 0}),
     "Chasseurs conquer the green area (4, 4)."),
    # exploration
    (Event("explore", 1, CLOISTER, {"adventure": False}), "Yoruba explore the Sunken Cloister."),
    (Event("explore", 1, TEMPLE, {"adventure": True}), "Yoruba march on the adventure area the Drowned Temple."),
    (Event("reveal", 1, CLOISTER, {"tile": "boss", "value": 4, "colour": "red", "card": "drowned-priest"}),
     "Yoruba reveal the Drowned Priest (the boss) at the Sunken Cloister, with a red value of 4."),
    (Event("reveal", 1, KELP_HOLLOW, {"tile": "minion-1", "value": 1, "colour": "white", "card": "reef-crawlers"}),
     "Yoruba reveal the Reef Crawlers at Kelp Hollow, with a white value of 1."),
    (Event("reveal", 2, GREEN, {"tile": "plain", "value": 2, "colour": "white", "card": ""}),
     "Chasseurs reveal a plain area at the green area (4, 4), with a white value of 2."),
    (Event("negotiate", 1, GREEN, {"gold": 2}), "Yoruba negotiate their way into the green area (4, 4) for 2 gold."),
    (Event("exploration_failed", 2, KELP_HOLLOW, {"reason": "retreated"}),
     "The exploration of Kelp Hollow by Chasseurs fails: they retreated."),
    # movement
    (Event("land", 0, SEA, {"characters": 3, "flipped": True}),
     "Red Coats land their ship at the sea area (7, 5) with 3 characters aboard, turning the sea area face up."),
    (Event("land", 2, SEA, {"characters": 1, "flipped": False}),
     "Chasseurs land their ship at the sea area (7, 5) with a character aboard."),
    (Event("moved", 0, KELP_HOLLOW, {"figure": "soldier", "source": [6, 5], "rations": 2}),
     "Red Coats move a soldier from the Salt Chapel to Kelp Hollow for 2 rations."),
    (Event("moved", 0, KELP_HOLLOW, {"figure": "captain", "source": [7, 5], "rations": 0}),
     "Red Coats move a captain from the sea area (7, 5) to Kelp Hollow at no cost."),
    (Event("retreat", 1, KELP_HOLLOW, {"to": [7, 5], "characters": 2}),
     "Yoruba retreat from Kelp Hollow to the sea area (7, 5) with 2 characters."),
    # scoring, seasons, the end
    (Event("vp", 0, None, {"points": 1, "total": 3, "reason": "defeated the boss"}),
     "Red Coats gain a victory point for defeating the boss, 3 in total."),
    (Event("vp", 1, None, {"points": 1, "total": 2, "reason": "progress:relics field 3"}),
     "Yoruba gain a victory point for reaching field 3 of Recover the Relics, 2 in total."),
    (Event("vp", 2, None, {"points": -2, "total": 1, "reason": "rule"}),
     "Chasseurs lose 2 victory points by a special rule, leaving them 1."),
    (Event("progress", 0, None, {"task": "temple-rites", "field": 2, "reason": "morale"}),
     "Red Coats advance Break the Tide-Rites to field 2 thanks to a morale field."),
    (Event("mission_fulfilled", 1, None, {"mission": "stake-a-claim", "field": 1, "new": "silver-tongue"}),
     "Yoruba fulfil their mission Stake a Claim and reach field 1 of the mission bar; "
     "their new mission is Silver Tongue."),
    (Event("season", 0, None, {"year": 1, "season": "spring", "event": "fog-bank"}),
     "Spring of year 1 begins: Red Coats reveal the event Fog Bank."),
    (Event("season", -1, None, {"year": 2, "season": "spring", "event": ""}), "Spring of year 2 begins."),
    (Event("year", -1, None, {"year": 3}), "Year 3 begins."),
    (Event("game_end", -1, None, {"winners": [2], "condition": "most-victory-points", "scores": [3, 2, 5]}),
     "Chasseurs win the game (Most Victory Points); victory points: Red Coats 3, Yoruba 2 and Chasseurs 5."),
    (Event("game_end", -1, None, {"winners": [], "condition": "", "scores": [0, 0, 0]}),
     "The game ends without a winner; victory points: Red Coats 0, Yoruba 0 and Chasseurs 0."),
    (Event("not_simulated", -1, None, {"rule": "temple-guardians", "source": "drowned-temple.yaml:10:5", "event": ""}),
     "The rule Temple Guardians cannot be played by the engine: it has only text."),
    (Event("not_simulated", 0, KELP_HOLLOW, {"rule": "slick-stones", "source": "x.yaml", "event": "move_into"}),
     "The rule Slick Stones would apply to Red Coats on moving in, but the engine cannot play its text."),
    # camps, cards, bookkeeping
    (Event("camp_raised", 0, KELP_HOLLOW, {"soldier_from": "area"}),
     "Red Coats raise a camp at Kelp Hollow, manned by a soldier from the area."),
    (Event("raid", 1, KELP_HOLLOW, {"owner": 0, "raided": 2}),
     "Yoruba raid the camp of Red Coats at Kelp Hollow, their second raid."),
    (Event("strategy_draw", 0, None, {"cards": ["dry-powder", "officers-sabre"]}),
     "Red Coats draw 2 strategy cards: Dry Powder and Officer's Sabre."),
    (Event("play", 0, None, {"card": "dry-powder", "duration": "combat", "covers": "officers-sabre"}),
     "Red Coats play the strategy card Dry Powder, for the rest of the combat, covering Officer's Sabre."),
    (Event("shuffle", -1, None, {"pile": "strategy cards of yoruba", "size": 10}),
     "The strategy cards of Yoruba are shuffled (10 cards)."),
    (Event("shuffle", -1, None, {"pile": "location bag", "size": 1}), "The location bag is shuffled (a tile)."),
    (Event("minion_attack", 1, None, {"dice": [5, 6], "hits": {"1": 1, "2": 2}}),
     "Minions attack with 5 and 6: Yoruba take a hit and Chasseurs take 2 hits."),
    (Event("threat", 2, None, {"dice": [1, 4, 6, 6], "hits": 2}),
     "The threat roll of 1, 4, 6 and 6 gives Chasseurs 2 hits."),
    (Event("hoist_anchor", 0, SEA, {"soldiers": 1, "captains": 1}),
     "Red Coats hoist anchor at the sea area (7, 5), taking a soldier and a captain back to their sea card."),
    (Event("produce", 2, None, {"gold": 2, "rations": 1, "choice": 0}), "Chasseurs produce 2 gold and 1 ration."),
    (Event("tile_swapped", -1, KELP_HOLLOW, {"reason": "failed exploration", "old": "minion-2"}),
     "The level 2 minion tile at Kelp Hollow is replaced by a face-down tile after the failed exploration."),
    (Event("area_reset", -1, TEMPLE, {}), "The Drowned Temple turns face down again, as nobody holds it."),
]


@pytest.mark.parametrize("event,sentence", EXACT, ids=[f"{i}-{e.kind}" for i, (e, _) in enumerate(EXACT)])
def test_exact_sentences(game, event, sentence):
    assert narrate(event, game) == sentence


def test_an_unknown_kind_falls_back_to_a_readable_sentence(game):
    event = Event("flood_tide", 0, KELP_HOLLOW, {"level": 2, "terror": "the-scavengers", "areas": [[7, 4]],
                                                 "extra": None, "hits": {"1": 2}})
    assert narrate(event, game) == "Red Coats: flood tide at Kelp Hollow (level 2; terror the scavengers; " \
                                   "areas 7 and 4; extra none; hits 1 2)."
    assert narrate(Event("tide_turns", -1, None, {}), game) == "Tide turns."


def test_data_a_phrasing_does_not_fit_never_raises(game):
    for kind in PHRASES:
        for event in (Event(kind, 0, None, {}), Event(kind, -1, (99, 99), {"round": "x", "dice": 3}),
                      Event(kind, 7, KELP_HOLLOW, {"gold": None, "pile": 4, "hits": [1]})):
            text = narrate(event, game)
            assert text and text[0].isupper() and text.endswith(".")


def test_titles_are_built_once_per_game(game):
    narrate(Event("year", -1, None, {"year": 2}), game)
    titles = Titles.of(game)
    assert isinstance(titles, Titles)
    assert narrate_log([Event("year", -1, None, {"year": 2}), Event("pass", 1, None, {})], game.new_initial_state()) \
        == ["Year 2 begins.", "Yoruba pass, as no action is possible."]
    assert Titles.of(game) is titles
    assert Titles.of(Game(game.adventure, players=3, seed=game.default_seed + 1)) is not titles  # one per game


def test_compare_agrees_with_the_round_rules():
    rng = random.Random(5)
    for _ in range(2000):
        a = [rng.randint(1, 8) for _ in range(rng.randint(0, 5))]
        d = [rng.randint(1, 6) for _ in range(rng.randint(0, 5))]
        best_a, best_d, _ = compare(a, d)
        assert ("attacker" if best_a > best_d and best_a else "defender") == dice_rules.round_winner(a, d)


@pytest.mark.parametrize("adventure_id", ["drowned-temple", "first-landing"])
def test_random_games_read_cleanly(adventure_id):
    adventure = playable(adventure_id)
    low, high = adventure.players
    for seed in range(10):
        game = Game(adventure, players=low + seed % (high - low + 1), seed=seed)
        state = game.new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            state.apply_action(bot.step(state))
        titles = Titles.of(game)
        for event, text in zip(state.log, narrate_log(state.log, game), strict=True):
            assert text.strip(), event
            assert not any(leak in text for leak in LEAKS), (event, text)
            assert text != generic(event, titles)[:1].upper() + generic(event, titles)[1:], (event, text)
