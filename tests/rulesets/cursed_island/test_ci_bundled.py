"""The bundled Cursed Island content: valid, made of the rulebook's facts (counts, costs, structure) and
none of its names.

The rulebook's card texts and names are copyrighted; the bundled set uses its numbers only. These
tests pin those numbers (11 tiles of five terrains, four castaways with skills costing 2 to 4 and a
personal invention each, the helpers, 9 starting inventions, 8 starting items with 2 uses, the event
deck's halves, the first scenario's rounds and weather) and refuse any title that is one of the
rulebook's names.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content import paths, ruleset_files
from engine.content.resolve import load_adventure
from engine.content.validate import validate_paths
from engine.rulesets.cursed_island import model

#: names printed in the rulebook (characters, skills, items, scenario pieces): none may be a bundled title
RULEBOOK_NAMES = {
    "carpenter", "cook", "explorer", "soldier", "friday", "dog", "economical construction", "craftsmanship",
    "a new idea", "handy man", "grandma's recipe", "searching talent", "stone soup", "hooch", "reconnaissance",
    "motivational speech", "scouting", "tracking", "the hunt", "frenzy", "defence plan", "shortcut", "basket",
    "bed", "belts", "bow", "bricks", "cellar", "corral", "cure", "dam", "diary", "fire", "fireplace", "furnace",
    "drums", "knife", "lantern", "map", "moat", "pit", "pot", "raft", "rope", "sack", "shield", "shovel", "sling",
    "snare", "spear", "wall", "hatchet", "mast", "cross", "sacred bell", "food crates", "empty bottle",
    "castaways", "the castaways", "jenny",
}


@pytest.fixture(scope="module")
def beacon() -> model.Scenario:
    return load_adventure("wreck-and-beacon")


def test_the_bundled_cursed_island_files_have_no_diagnostic():
    validation = validate_paths([paths.library_dir()])
    assert ruleset_files.diagnostics_of(validation, model.RULESET_ID) == []
    assert sorted(f.id for f in ruleset_files.files_of(validation, model.RULESET_ID) if f.kind == "adventure") == [
        "the-long-tide", "wreck-and-beacon"]


def test_the_island_has_eleven_tiles_of_the_five_terrains(beacon: model.Scenario):
    island = beacon.island
    assert len(island.tiles) == len(island.spaces) == 11 and sorted(t.number for t in island.tiles) == list(range(1, 12))
    assert Counter(t.terrain for t in island.tiles) == {"beach": 2, "hills": 2, "mountains": 2, "river": 3, "plains": 2}
    assert (sum(t.beast for t in island.tiles), sum(t.shelter for t in island.tiles), sum(t.totem for t in island.tiles),
            sum(t.mystery for t in island.tiles)) == (6, 2, 2, 2)
    assert (island.start_space, beacon.start_tile, island.cost(3)) == ("landing", "wreck-beach", (3, 2))


def test_four_castaways_and_the_two_helpers(beacon: model.Scenario):
    castaways = [c for c in beacon.characters if not c.helper]
    assert [c.id for c in castaways] == ["shipwright", "galley-hand", "surveyor", "marine"]
    assert [[s.cost for s in c.skills] for c in castaways] == [[2, 2, 3, 3]] * 3 + [[2, 3, 3, 4]]
    personal = {c.invention for c in castaways}
    assert personal <= {i.id for i in beacon.inventions} and not any(
        i.starting for i in beacon.inventions if i.id in personal)
    assert beacon.small_game_characters == ("shipwright", "galley-hand", "surveyor")  # 2 players draw from three
    assert (beacon.friday, beacon.dog) == ((1, 2), (1,))  # Friday at 1 and 2 players, the dog solo
    friday, dog = (c for c in beacon.characters if c.helper)
    assert (friday.helper, dog.helper, dog.pawn_actions, dog.supports_only) == ("friday", "dog", ("hunt", "explore"),
                                                                                 True)


def test_the_decks_hold_the_rulebooks_counts(beacon: model.Scenario):
    assert Counter(e.icon for e in beacon.events) == {"book": 12, "build": 4, "gather": 4, "explore": 4}
    assert Counter(a.deck for a in beacon.adventures) == {"build": 10, "gather": 10, "explore": 10}
    assert Counter(m.kind for m in beacon.mysteries) == {"treasure": 8, "trap": 7, "monster": 6}
    assert (len(beacon.beasts), len(beacon.inventions), sum(i.starting for i in beacon.inventions)) == (10, 30, 9)
    assert [i.uses for i in beacon.items] == [2] * 8 and sum(d.count for d in beacon.discoveries) == 14
    assert (beacon.event_book, beacon.event_adventure, beacon.wreckage.id) == (6, 6, "provision-crates")


def test_the_first_scenario_is_of_the_rulebooks_kind(beacon: model.Scenario):
    assert beacon.rounds == 12
    assert beacon.weather == ((),) * 3 + (("rain",),) * 3 + (("rain", "winter", "animals"),) * 6
    assert beacon.goal.timing == "immediately"
    assert [(t.name, t.args if isinstance(t.args, str) else dict(t.args)) for t in beacon.goal.conditions] == [
        ("scenario_track_at_least", {"track": "signal-pyre", "min": 5}), ("has_item", "hearth-flame")]
    assert (len(beacon.special_discoveries), len(beacon.scenario_inventions)) == (4, 2)
    assert beacon.scenario_inventions[0].multiple and beacon.tracks[0].high == 5


def test_no_bundled_title_is_a_rulebook_name():
    titles = []
    for scenario_id in ("wreck-and-beacon", "the-long-tide"):
        scenario = load_adventure(scenario_id)
        for group in (scenario.island.tiles, scenario.characters, scenario.events, scenario.adventures,
                      scenario.mysteries, scenario.beasts, scenario.inventions, scenario.items, scenario.discoveries,
                      scenario.special_discoveries, scenario.scenario_inventions):
            titles.extend(x.title for x in group)
        titles.extend(s.title for c in scenario.characters for s in c.skills)
        titles.extend((scenario.title, scenario.island.title, scenario.wreckage.title))
    assert len(titles) > 200
    assert sorted({t for t in titles if t.lower() in RULEBOOK_NAMES}) == []
