"""Finis Terrae's resolve: the checked files of a sea become `model.FinisAdventure`, exactly.

The mini sea (finis_content_kit.py) is resolved and compared field by field: a tile's token, beach and
land follow from its kind unless it says otherwise, a weather card's moves from its kind, every
optional rules, scoring, dice and start field takes the model's default (the rulebook's value), and
the schema states the same defaults. The digest covers the three files; content with errors is
refused with its located diagnostics.
"""

from __future__ import annotations

import json
import pickle
from dataclasses import fields

import pytest

from engine.content import paths
from engine.content.resolve import ContentError
from engine.core import ruleset as rulesets
from engine.rulesets.finis_terrae import model
from finis_content_kit import mini_sea, validation

SEA = "mini-reach.yaml"
FINIS = rulesets.get("finis-terrae")


def resolve(folder, adventure="mini-reach"):
    return FINIS.resolve(validation(folder), adventure)


def test_the_mini_sea_resolves_to_its_model(tmp_path):
    built = resolve(mini_sea(tmp_path))
    assert (built.id, built.title, built.version, built.ruleset, built.player_counts, built.players, built.modes) == (
        "mini-reach", "Mini Reach", "1.0.0", "finis-terrae", (2, 3), (2, 3), ("competitive",))
    assert built.file.endswith("mini-reach.yaml") and (built.tile_set_id, built.weather_id) == ("mini-tiles",
                                                                                                 "mini-weather")
    assert [t.id for t in built.tiles] == ["calm", "shoal", "spit", "elbow", "keep", "waif-isle", "hull", "nest"]
    assert built.tile("calm") == model.Tile("calm", "Calm", "sea", ("sea",) * 4, 4, ((2, 2), (3, 1)))
    assert built.tile("spit") == model.Tile("spit", "Spit", "coast", ("land", "sea", "sea", "sea"), 3,
                                            ((2, 2), (3, 1)), shape="one-side", beach=True, land=True)
    assert built.tile("keep") == model.Tile("keep", "Keep", "fort", ("land", "sea", "sea", "sea"), land=True)
    assert built.tile("waif-isle") == model.Tile("waif-isle", "Waif Isle", "castaway", ("sea",) * 4,
                                                 token="castaway", beach=True, land=True)
    assert (built.tile("hull").token, built.tile("hull").land, built.tile("nest").land,
            built.tile("nest").beach) == ("find", False, True, False)
    assert built.weather == (model.WeatherCard("bright", "Bright", "sunny", 3, 2), model.WeatherCard("wet", "Wet",
                             "rain", 2, 1), model.WeatherCard("gust", "Gust", "storm", 1, 0),
                             model.WeatherCard("brink", "Brink", "sunny", 1, 2, finale=True))
    assert built.start == model.Start(cells=((0, 0), (1, 0), (0, 1), (1, 1)), centre=(0, 0), first_port=(1, 0))
    assert built.opening == (model.Opening("calm", (2, 0), 0), model.Opening("spit", (3, 0), 1))
    assert built.rules == model.Rules(weather_removed=2, castaways=2)
    assert built.scoring == model.Scoring() and built.dice == model.Dice()
    assert built.seats == (model.Seat("teal", "Teal", "#008080"), model.Seat("rust", "Rust", "#b7410e"),
                           model.Seat("plum", "Plum", "#8e4585"))
    assert (built.first_weather().id, built.finale().id) == ("bright", "brink")
    assert {n: len(built.tile_stack(n)) for n in (2, 3)} == {2: 9, 3: 11}  # sizes less the two opening tiles
    assert len(built.digest) == 64
    assert pickle.loads(pickle.dumps(built)) == built


def test_a_tile_may_override_its_kinds_token_beach_and_land(tmp_path):
    mini_sea(tmp_path, {"mini-tiles.yaml": [("kind: castaway\n", "kind: castaway\n    token: none\n    beach: false\n"),
                                            ("kind: wreck\n", "kind: wreck\n    token: treasure\n    land: true\n")]})
    built = resolve(tmp_path)
    assert (built.tile("waif-isle").token, built.tile("waif-isle").beach) == ("", False)
    assert (built.tile("hull").token, built.tile("hull").land) == ("treasure", True)


def test_every_rules_scoring_dice_and_start_field_is_read(tmp_path):
    rules = {f.name: (f.default + 1 if isinstance(f.default, int) else "wet") for f in fields(model.Rules)}
    rules["first_weather"] = "bright"
    scoring = {f.name: f.default + 1 for f in fields(model.Scoring)}
    text = ("rules: " + json.dumps(rules) + "\nscoring: " + json.dumps(scoring) + "\ndice: {move: [1, 2], trade: [3], "
            "wind: [east]}\n")
    mini_sea(tmp_path, {SEA: [("rules:\n  weather_removed: 2\n  castaways: 2\nscoring:\n  bonus: 3\n", text),
                              ("first_port: [1, 0]", "first_port: [0, 1]\n  trade_lands: 3\n  title: Rock")]})
    validation_ = validation(tmp_path)
    assert [d.code for d in validation_.diagnostics] == ["finis/weather-short"]  # 1 + 3 + 4 > 7 cards: refused
    (tmp_path / "mini-weather.yaml").write_text((tmp_path / "mini-weather.yaml").read_text(encoding="utf-8")
                                                .replace("count: 3}", "count: 5}"), encoding="utf-8")
    built = resolve(tmp_path)
    assert built.rules == model.Rules(**rules) and built.scoring == model.Scoring(**scoring)
    assert built.dice == model.Dice(move=(1, 2), trade=(3,), wind=("east",))
    assert built.start == model.Start(title="Rock", cells=((0, 0), (1, 0), (0, 1), (1, 1)), centre=(0, 0),
                                      first_port=(0, 1), trade_lands=3)


def test_without_optional_fields_every_value_is_the_rulebooks(tmp_path):
    mini_sea(tmp_path)
    (tmp_path / SEA).write_text("kind: adventure\nruleset: finis-terrae\nid: mini-reach\ntitle: Mini Reach\n"
                                "version: '1.0'\nplayers: [2, 3, 4]\nmodes: [competitive]\ntiles: mini-tiles\n"
                                "weather: mini-weather\n", encoding="utf-8")
    built = resolve(tmp_path)
    assert (built.rules, built.scoring, built.dice, built.start, built.seats, built.opening) == (
        model.Rules(), model.Scoring(), model.Dice(), model.Start(), model.DEFAULT_SEATS, ())


def test_the_schemas_state_the_models_defaults():
    schema = json.loads((paths.schemas_dir() / "finis-terrae" / "adventure.schema.json").read_text(encoding="utf-8"))
    props = schema["properties"]
    for name, cls in (("rules", model.Rules), ("scoring", model.Scoring)):
        written = {k: v.get("default") for k, v in props[name]["properties"].items()}
        assert written == {f.name: (f.default if f.name != "first_weather" else None) for f in fields(cls)}
        for key, value in written.items():
            if value is not None:
                assert f"(the rulebook: {value})" in props[name]["properties"][key]["description"]
    dice = model.Dice()
    assert {k: v["default"] for k, v in props["dice"]["properties"].items()} == {
        "move": list(dice.move), "trade": list(dice.trade), "wind": list(dice.wind)}


def test_the_digest_covers_all_three_files(tmp_path):
    first = resolve(mini_sea(tmp_path)).digest
    (tmp_path / "mini-weather.yaml").write_text((tmp_path / "mini-weather.yaml").read_text(encoding="utf-8")
                                                .replace("title: Wet", "title: Damp"), encoding="utf-8")
    assert resolve(tmp_path).digest != first


def test_content_with_errors_is_refused_with_its_diagnostics(tmp_path):
    mini_sea(tmp_path, {"mini-tiles.yaml": [("3: 13", "3: 12")]})
    with pytest.raises(ContentError) as raised:
        resolve(tmp_path)
    assert str(raised.value).endswith("mini-reach.yaml: the adventure 'mini-reach' has errors")
    assert [(d.code, d.pointer) for d in raised.value.diagnostics] == [("finis/stack-size", "/sizes/3")]


def test_an_unknown_adventure_is_refused_in_words(tmp_path):
    with pytest.raises(ContentError, match="no Finis Terrae adventure 'nowhere'"):
        resolve(mini_sea(tmp_path), "nowhere")
