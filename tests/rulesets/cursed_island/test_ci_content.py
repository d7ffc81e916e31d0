"""Cursed Island content resolved into its model: the scenario with its decks, terms with their sources,
the schema's vocabulary the model's, refusals with their diagnostics, and the content hooks of its ruleset."""

from __future__ import annotations

import json
import pickle
import shutil
from pathlib import Path

import pytest

from engine.content import paths
from engine.content.frozen import FrozenMap
from engine.content.resolve import ContentError, load_adventure, resolve_adventure
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import content, content_build, model

MINI = Path(__file__).parent / "ci_mini"
COMMON = paths.schemas_dir() / "cursed-island" / "common.schema.json"


@pytest.fixture(scope="module")
def mini() -> model.Scenario:
    return resolve_adventure(validate_paths([MINI]), "mini-scenario")


def test_the_schema_knows_exactly_the_models_effects_passives_and_conditions():
    defs = json.loads(COMMON.read_text(encoding="utf-8"))["$defs"]
    assert list(defs["effect"]["properties"]) == list(model.EFFECTS)
    assert list(defs["passives"]["properties"]) == list(model.PASSIVES)
    assert list(defs["condition"]["properties"]) == list(model.CONDITIONS)
    assert (defs["effect"]["minProperties"], defs["effect"]["maxProperties"]) == (1, 1)  # a term is one key
    assert defs["terrain"]["enum"] == list(model.TERRAINS) and defs["action"]["enum"] == list(model.ACTIONS)


def test_the_mini_scenario_resolves_with_every_deck(mini: model.Scenario):
    assert isinstance(mini, model.Scenario) and (mini.id, mini.rounds) == ("mini-scenario", 4)
    assert [t.id for t in mini.island.tiles] == ["home-beach", "low-hill", "brook"]
    assert mini.island.start_space == "camp" and mini.island.spaces[1] == model.Space("east", (1, 0))
    assert mini.island.build_cost == ((2, 2, 1),) and mini.island.cost(1) == (2, 1)
    assert mini.island.action_dice == tuple(model.DEFAULT_ACTION_DICE.items())  # left out: the documented defaults
    assert [c.id for c in mini.characters] == ["mender", "finder", "helper", "pup"]
    mender, _, helper, pup = mini.characters
    assert (mender.life, mender.morale_marks, mender.invention) == (8, (3, 6), "splint")
    assert (helper.helper, helper.life, helper.morale_marks) == ("friday", 4, (2, 4, 6, 8, 10))
    assert (pup.helper, pup.pawn_actions, pup.supports_only) == ("dog", ("hunt", "explore"), True)
    assert [e.id for e in mini.events] == ["drizzle", "chill", "lost-nail", "bad-water"]
    assert mini.events[0].action.cost == (("wood", 1),) and mini.events[0].action.pawns == 1
    assert mini.events[3].effects == () and mini.events[3].text == "The water tastes of rust."  # not simulated
    assert mini.wreckage.id == "flotsam"  # the events file's first when the scenario names none
    assert [a.deck for a in mini.adventures] == ["build", "gather", "explore"]
    assert [m.kind for m in mini.mysteries] == ["treasure", "trap", "monster"]
    assert mini.beasts == (model.BeastCard("goat", "Goat", 1, food=2),)
    assert [(i.id, i.starting) for i in mini.inventions] == [("cord", True), ("blade", True), ("splint", False),
                                                             ("lookout-post", False), ("spyglass", False)]
    assert mini.inventions[3].items == ("cord", "blade") and mini.inventions[1].passives == (("weapon_level", 1),)
    assert [i.uses for i in mini.items] == [2, 2] and mini.discoveries[0].count == 2
    assert mini.weather == ((), ("rain",), ("rain",), ("rain", "winter")) and mini.weather_of(5) == ()
    assert (mini.event_book, mini.event_adventure) == (2, 2)  # half the rounds, rounded up
    assert mini.tracks == (model.ScenarioTrack("beacon", "Beacon", 0, 3, 0),)
    assert mini.scenario_inventions[0].multiple and mini.victory_points == (("track:beacon", 1),)
    assert (mini.player_counts, mini.friday, mini.dog, mini.start_tile) == ((1, 2), (2,), (1,), "home-beach")
    assert mini.goal.timing == "end_of_round"
    assert mini.modes == ("cooperative", "solo")


def test_terms_are_vocabulary_terms_with_the_place_they_were_written(mini: model.Scenario):
    has_item, track = mini.goal.conditions
    assert has_item == Term("has_item", "lookout-post")
    assert (has_item.source.file.endswith("ci_mini/mini-scenario.yaml"), has_item.source.pointer,
            has_item.source.line, has_item.source.column) == (True, "/goal/conditions/0", 23, 7)
    assert track.args == FrozenMap({"track": "beacon", "min": 2}) and track.arg("min") == 2
    reward = mini.events[0].action.reward[0]
    assert (reward.name, reward.args["count"], reward.source.pointer) == ("determination", 1,
                                                                          "/cards/0/action/reward/0")
    echo = mini.adventures[2]
    assert [t.name for t in echo.effects] == ["morale", "shuffle_into_events"] and echo.effects[1].args is True
    assert echo.event == (Term("morale", -1),)


def test_choose_and_if_possible_nest_effect_lists_and_all_any_not_nest_conditions():
    where = content_build.Where("x.yaml", lambda pointer: (1, 1))
    choose = content_build.effects([{"choose": [[{"gain": {"food": 1}}], []]}], "/effects", where)[0]
    assert choose.args == ((Term("gain", FrozenMap({"food": 1})),), ())
    assert (choose.args[0][0].source.pointer, choose.args[0][0].source.line) == ("/effects/0/choose/0/0", 1)
    guarded = content_build.effects([{"if_possible": [{"discard": {"wood": 1}}, {"morale": 1}]}])[0]
    assert guarded.args == (Term("discard", FrozenMap({"wood": 1})), Term("morale", 1))
    either = content_build.conditions([{"any": [{"shelter": True}, {"not": {"terrain": "hills"}}]}])[0]
    assert either == Term("any", (Term("shelter", True), Term("not", Term("terrain", "hills"))))


def test_the_bundled_scenarios_resolve_pickle_and_hash():
    for scenario_id in ("wreck-and-beacon", "the-long-tide"):
        scenario = load_adventure(scenario_id)
        assert isinstance(scenario, model.Scenario)
        assert pickle.loads(pickle.dumps(scenario)) == scenario
        assert hash(scenario.goal) == hash(pickle.loads(pickle.dumps(scenario.goal)))
    tide = load_adventure("the-long-tide")
    assert (tide.rounds, tide.goal.timing, len(tide.weather)) == (10, "end_of_round", 10)
    assert [t.name for t in tide.goal.conditions] == ["has_item", "explored_at_least"]
    assert tide.rules[0].conditions[1] == Term("not", Term("has_item", "outrigger"))


def test_an_unknown_or_broken_scenario_is_refused_with_its_diagnostics(tmp_path: Path):
    with pytest.raises(ContentError, match="no Cursed Island scenario 'nowhere'"):
        content.resolve(validate_paths([MINI]), "nowhere")
    folder = tmp_path / "ci_mini"
    shutil.copytree(MINI, folder)
    scenario = folder / "mini-scenario.yaml"
    scenario.write_text(scenario.read_text(encoding="utf-8").replace("rounds: 4", "rounds: 3"), encoding="utf-8")
    with pytest.raises(ContentError) as refused:
        resolve_adventure(validate_paths([folder]), "mini-scenario")
    assert [(d.code, d.pointer) for d in refused.value.diagnostics] == [("cursed/weather-rounds", "/weather")]


def test_the_rulesets_content_hooks():
    ruleset = rulesets.get("cursed-island")
    assert ruleset.kinds == ("island-map", "character-cards", "island-events", "adventure-decks", "mystery-deck",
                             "beast-deck", "invention-deck", "starting-items", "discovery-tokens", "adventure")
    assert ruleset.schema_dir == paths.schemas_dir() / "cursed-island"
    assert all((ruleset.schema_dir / f"{kind}.schema.json").is_file() for kind in ruleset.kinds)
    assert ruleset.template == "new-cursed" and ruleset.template_file.is_file()
    assert ruleset.card_lists == {"island-map": "tiles", "character-cards": "characters"}
    assert set(ruleset.card_kinds) == set(ruleset.kinds) - {"adventure"}
    scenario = load_adventure("wreck-and-beacon")
    assert ruleset.player_counts(scenario) == (1, 2, 3, 4)
    assert ruleset.player_counts(scenario, "solo") == (1,)
    assert ruleset.player_counts(scenario, "cooperative") == (2, 3, 4)
    assert ruleset.player_counts(scenario, "competitive") == ()
    assert [d for d in ruleset.diagnostics(validate_paths([paths.library_dir()]))] == []
