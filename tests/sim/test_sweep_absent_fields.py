"""A sweep varies a field the adventure leaves to its default: the splice writes the missing key (and the
mappings it needs) where a designer would, keeps the comments, and a path the schema does not declare
is refused with the file, the line and what the schema allows there."""

from __future__ import annotations

import pytest

from engine.sim.variants import VariantBuilder, VaryError

COVE = """\
# A small sea for the sweep's tests.
kind: adventure
ruleset: finis-terrae
id: test-cove
title: The Test Cove
version: 1.0.0
author: Tests
players: [2, 3, 4]
modes: [competitive]
tiles: windward-tiles
weather: windward-weather
start:
  title: The Cove
  # the rulebook's start island
# a leaner purse
rules:
  start_coins: 18  # the purse
  port_cost: 4
# the table comes last
scoring:
  spice: 3
"""
HEAD = COVE[:COVE.index("start:\n")]


@pytest.fixture(scope="module")
def cove(tmp_path_factory):
    path = tmp_path_factory.mktemp("cove") / "cove.yaml"
    path.write_text(COVE, encoding="utf-8")
    return VariantBuilder.open(path)


def test_an_absent_key_is_written_after_its_mappings_last_entry_before_the_next_comment(cove):
    assert cove.current("/rules/den_toll") == 3 and not cove.in_file("/rules/den_toll")  # the schema's default
    assert cove._spliced({"/rules/den_toll": 6}) == HEAD + """\
start:
  title: The Cove
  # the rulebook's start island
# a leaner purse
rules:
  start_coins: 18  # the purse
  port_cost: 4
  den_toll: 6
# the table comes last
scoring:
  spice: 3
"""
    variant = cove.build({"/rules/den_toll": 6})
    assert variant.valid and variant.adventure.rules.den_toll == 6 and variant.adventure.rules.start_coins == 18


def test_absent_keys_of_several_mappings_go_each_to_its_own(cove):
    assert cove._spliced({"/rules/den_toll": 6, "/scoring/land": 2, "/start/trade_lands": 1}) == HEAD + """\
start:
  title: The Cove
  trade_lands: 1
  # the rulebook's start island
# a leaner purse
rules:
  start_coins: 18  # the purse
  port_cost: 4
  den_toll: 6
# the table comes last
scoring:
  spice: 3
  land: 2
"""


def test_an_absent_parent_mapping_is_created_once_for_all_its_keys():
    builder = VariantBuilder.open("windward-sea")
    assert builder.current("/rules/den_toll") == 3 and builder.current("/scoring/spice") == 2
    text = builder._spliced({"/rules/den_toll": 5, "/scoring/spice": 3, "/rules/wreck_refill": 7})
    assert text == builder.text + "rules:\n  den_toll: 5\n  wreck_refill: 7\nscoring:\n  spice: 3\n"
    variant = builder.build({"/rules/den_toll": 5, "/scoring/spice": 3, "/rules/wreck_refill": 7})
    assert variant.valid
    assert (variant.adventure.rules.den_toll, variant.adventure.rules.wreck_refill, variant.adventure.rules.port_cost) \
        == (5, 7, 5)


def test_a_number_the_splice_cannot_write_takes_the_round_trip_which_also_adds_the_key(cove):
    assignment = {"/rules/den_toll": 6, "/rules/start_coins": 9}  # a comment follows start_coins
    assert cove._spliced(assignment) is None
    variant = cove.build(assignment)
    assert variant.valid and (variant.adventure.rules.den_toll, variant.adventure.rules.start_coins) == (6, 9)


def test_a_key_inside_a_flow_mapping_takes_the_round_trip():
    builder = VariantBuilder.open("drowned-temple")
    pointer = "/setup/modes/cooperative/player_materials/3/rations"  # `3: {gold: 6}`
    assert builder._spliced({pointer: 5}) is None and builder.current(pointer) is None  # no default in the schema
    assert builder.build({pointer: 5}).valid


def test_an_absent_number_key_under_a_mapping_of_numbers_is_written_plain():
    builder = VariantBuilder.open("drowned-temple")
    text = builder._spliced({"/setup/modes/cooperative/player_materials/4/gold": 5})
    assert "        3: {gold: 6}\n        4:\n          gold: 5\n    solo:\n" in text
    assert builder.build({"/setup/modes/cooperative/player_materials/4/gold": 5}).valid


@pytest.mark.parametrize("pointer, message", [
    ("/rules/den_tol", "/tmp/cove.yaml:17: /rules/den_tol: the adventure has no field 'den_tol' here, and the "
                       "finis-terrae adventure schema allows none (did you mean 'den_toll'?)"),
    ("/dice/x", "/tmp/cove.yaml:1: /dice/x: the adventure has no field 'x' here, and the finis-terrae adventure "
                "schema allows none (fields allowed here: move, trade, wind)"),
    ("/harbour/fee", "/tmp/cove.yaml:1: /harbour/fee: the adventure has no field 'harbour' here, and the "
                     "finis-terrae adventure schema allows none (fields allowed here: author, background, dice, id, "
                     "kind, modes, opening, players, rules, ruleset, scoring, seats, start, tiles, title, version, "
                     "weather)"),
    ("/start/title/x", "/tmp/cove.yaml:13: /start/title/x: 'x' goes below a value that has no fields"),
])
def test_a_path_the_schema_does_not_declare_is_refused_with_the_file_and_line(cove, pointer, message):
    with pytest.raises(VaryError) as error:
        cove.build({pointer: 1})
    assert str(error.value) == message.replace("/tmp/cove.yaml", str(cove.display))
    with pytest.raises(VaryError):
        cove.current(pointer)
