"""Haze Islands' resolve: the checked files of an adventure become `model.HazeAdventure`, exactly.

The mini sea (haze_content_kit.py) is resolved and compared field by field: optional fields take the
rulebook's values of `model.Rules`, a side without `score` scores the icons it needs, skull corners
become a tuple per `model.CORNERS`, an edge's colour defaults to gold. The digest covers every file the
model is built from, and content with errors is refused with its located diagnostics.
"""

from __future__ import annotations

import json
import pickle

import pytest

from engine.content import paths
from engine.content.resolve import ContentError
from engine.core import ruleset as rulesets
from engine.rulesets.haze_islands import build, model
from haze_content_kit import mini_sea, validation


def resolve(folder, adventure="mini-sea"):
    return rulesets.get("haze-islands").resolve(validation(folder), adventure)


def test_the_mini_sea_resolves_to_its_model(tmp_path):
    built = resolve(mini_sea(tmp_path))
    assert (built.id, built.title, built.version, built.ruleset, built.player_counts, built.players, built.modes) == (
        "mini-sea", "Mini Sea", "1.0.0", "haze-islands", (1, 2, 3), (1, 3),
        ("competitive", "friendly", "solo", "cooperative"))
    assert built.file.endswith("mini-sea.yaml")
    assert (built.map_cards_id, built.adventure_cards_id, built.doom_cards_id) == ("mini-charts", "mini-tales",
                                                                                     "mini-doom")
    assert built.icons[2] == model.Icon("tempest", "Tempest", "spell")
    assert [c.id for c in built.map_cards] == ["gun-rock", "rope-isle", "gale-key", "storm-key", "flat-sea",
                                                "black-water"]
    assert built.map_card("gun-rock") == model.MapCard(
        id="gun-rock", title="Gun Rock", kind="island", icon="gunner", raid=3, bottom=model.Edge(1, "gold", False),
        left=model.Edge(0, "gold", True), right=model.Edge(2, "red", False), skulls=(True, False, False, False),
        text="A test island.")
    assert built.map_card("black-water").skulls == (True, True, True, True)
    assert built.map_card("rope-isle").skulls == (False, False, False, False)
    assert built.adventure_card("bottled-storm") == model.AdventureCard(
        id="bottled-storm", title="Bottled Storm", double=model.Requirement(("gunner", "tempest"), 2),
        single=model.Requirement(("pearls",), 1), order=model.SpecialOrder("icon-counts-double", "tempest"),
        sea=model.Edge(1, "gold", True))
    assert built.adventure_card("calm-anchor").order == model.SpecialOrder("doom-stays", "")
    assert built.doom_card("small-maw").sides == (model.Requirement(("tempest", "tempest", "gunner"), 3),
                                                  model.Requirement(("bosun", "pearls", "tempest"), 3))
    assert built.rules == model.Rules(hand_limit=3, solo_icons=6, cooperative_icons=7)
    assert built.titles == (model.Title(5, "Small Captain"),)
    assert len(built.digest) == 64


def test_every_rules_field_is_read(tmp_path):
    rules = ("rules:\n  rounds: 5\n  short_rounds: 2\n  doom_start: 2\n  doom_step: 2\n  short_doom_step: 3\n"
             "  final_power: 8\n  hand_limit: 4\n  pirates: 2\n  held_back: [cursed]\n  solo_icons: 5\n"
             "  cooperative_icons: 6\n  attack_damage: 2\n  attack_cost: {category: spell, count: 1, same: false}\n"
             "  hijack_cost: {category: loot, count: 1, same: true}\n  used_order_score: 2\n  keep_attack_cards: 1\n"
             "  short_game: false\n  titan: true\n")
    mini_sea(tmp_path, {"mini-sea.yaml": [("rules:\n  hand_limit: 3\n  solo_icons: 6\n  cooperative_icons: 7\n",
                                           rules)]})
    assert resolve(tmp_path).rules == model.Rules(
        rounds=5, short_rounds=2, doom_start=2, doom_step=2, short_doom_step=3, final_power=8, hand_limit=4, pirates=2,
        held_back=("cursed",), solo_icons=5, cooperative_icons=6, attack_damage=2,
        attack_cost=model.Cost("spell", 1, False), hijack_cost=model.Cost("loot", 1, True), used_order_score=2,
        keep_attack_cards=1, short_game=False, titan=True)


def test_without_rules_every_value_is_the_rulebooks(tmp_path):
    mini_sea(tmp_path, {"mini-sea.yaml": [("rules:\n  hand_limit: 3\n  solo_icons: 6\n  cooperative_icons: 7\n", ""),
                                          ("modes: [competitive, friendly, solo, cooperative]", "modes: [competitive]"),
                                          ("players: [1, 2, 3]", "players: [2, 3]")]})
    assert resolve(tmp_path).rules == model.Rules()


def test_without_titles_the_rulebooks_four_steps_are_named_as_the_schema_says(tmp_path):
    mini_sea(tmp_path, {"mini-sea.yaml": [("titles:\n  - {icons: 5, name: Small Captain}\n", ""),
                                          ("solo_icons: 6", "solo_icons: 5")]})
    schema = json.loads((paths.schemas_dir() / "haze-islands" / "adventure.schema.json").read_text(encoding="utf-8"))
    default = schema["properties"]["titles"]["default"]
    assert default == list(build.DEFAULT_TITLES)
    assert resolve(tmp_path).titles == tuple(model.Title(t["icons"], t["name"]) for t in default)
    assert [t.icons for t in resolve(tmp_path).titles] == [10, 15, 20, 25]
    assert sorted((d.code, d.pointer, d.message) for d in validation(tmp_path).diagnostics) == sorted(
        ("haze/title-unreachable", "/id", f"the default title '{t['name']}' needs {t['icons']} icons but the cards "
                                          "score at most 7") for t in default)


def test_the_model_pickles_and_compares_equal(tmp_path):
    built = resolve(mini_sea(tmp_path))
    again = pickle.loads(pickle.dumps(built))
    assert again == built and again.map_card("storm-key").raid == 4


@pytest.mark.parametrize("name, old, new", [
    ("mini-sea.yaml", "title: Mini Sea", "title: Mini Sea Two"),
    ("mini-charts.yaml", "raid: 4", "raid: 3"),
    ("mini-tales.yaml", "sea: {diamonds: 0}", "sea: {diamonds: 1}"),
    ("mini-doom.yaml", "title: Small Maw", "title: Small Jaw"),
])
def test_the_digest_changes_with_every_file_it_is_built_from(tmp_path, name, old, new):
    first, changed, again = (tmp_path / "first", tmp_path / "changed", tmp_path / "again")
    for folder in (first, changed, again):
        folder.mkdir()
    before = resolve(mini_sea(first)).digest
    assert resolve(mini_sea(changed, {name: [(old, new)]})).digest != before
    assert resolve(mini_sea(again)).digest == before  # the same files, the same digest


def test_an_adventure_with_errors_is_refused_with_its_diagnostics(tmp_path):
    mini_sea(tmp_path, {"mini-doom.yaml": [("[tempest, tempest, gunner]", "[tempest, tempest, tempest]")]})
    with pytest.raises(ContentError) as raised:
        resolve(tmp_path)
    assert str(raised.value).endswith("mini-sea.yaml: the adventure 'mini-sea' has errors")
    assert [(d.code, d.pointer) for d in raised.value.diagnostics] == [("haze/icon-short", "/cards/0/sides/0/needs/0")]


def test_an_adventure_naming_a_missing_deck_is_refused(tmp_path):
    mini_sea(tmp_path)
    (tmp_path / "mini-doom.yaml").unlink()
    with pytest.raises(ContentError) as raised:
        resolve(tmp_path)
    assert [(d.code, d.pointer, d.message) for d in raised.value.diagnostics] == [
        ("haze/unknown-deck", "/decks/doom", "no doom-cards file has the id 'mini-doom'")]


def test_an_unknown_adventure_is_refused_by_id(tmp_path):
    with pytest.raises(ContentError) as raised:
        resolve(mini_sea(tmp_path), "no-such-sea")
    assert str(raised.value) == "no Haze Islands adventure 'no-such-sea'"
