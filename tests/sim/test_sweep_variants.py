"""Variants of an adventure built in memory by pointer: values, paths, validation, digests."""

from __future__ import annotations

import pytest

from engine.sim.variants import VariantBuilder, VaryError, grid, parse_values, parse_vary, variant_key


@pytest.fixture(scope="module")
def builder():
    return VariantBuilder.open("drowned-temple")


@pytest.mark.parametrize("text, values", [
    ("2..6", (2, 3, 4, 5, 6)),
    ("2..10:2", (2, 4, 6, 8, 10)),
    ("2..9:3", (2, 5, 8)),
    ("0.5..1.5:0.5", (0.5, 1.0, 1.5)),
    ("a,b,c", ("a", "b", "c")),
    ("1, 3 ,x", (1, 3, "x")),
    ("4", (4,)),
])
def test_values_read_as_ranges_steps_or_lists(text, values):
    assert parse_values(text) == values


@pytest.mark.parametrize("text, message", [
    ("6..2", "the range '6..2' is empty (its end is below its start)"),
    ("2..6:0", "the step of '2..6:0' must be positive"),
    ("a..b", "'a..b' is not a range of numbers (write LOW..HIGH or LOW..HIGH:STEP)"),
    (",", "no values given (write 2..6, 2..10:2 or a,b,c)"),
])
def test_unreadable_values_say_why(text, message):
    with pytest.raises(VaryError) as error:
        parse_values(text)
    assert str(error.value) == message


def test_a_vary_is_a_pointer_with_or_without_the_slash_and_keeps_its_range():
    axis = parse_vary("setup/player_materials/3/gold=2..6:2")
    assert (axis.pointer, axis.values, axis.low, axis.high, axis.step) == ("/setup/player_materials/3/gold", (2, 4, 6), 2, 6, 2)
    assert parse_vary("/years=1,2").pointer == "/years"
    assert parse_vary("years=1,2").low is None
    with pytest.raises(VaryError, match="is not PATH=VALUES"):
        parse_vary("years")


def test_a_grid_varies_the_first_axis_slowest():
    axes = [parse_vary("years=1..2"), parse_vary("a/b=x,y")]
    assert grid(axes) == [{"/years": 1, "/a/b": "x"}, {"/years": 1, "/a/b": "y"},
                          {"/years": 2, "/a/b": "x"}, {"/years": 2, "/a/b": "y"}]
    assert variant_key(grid(axes)[1]) == "years=1, a/b=y"


def test_the_builder_reads_the_files_current_value_and_its_line(builder):
    assert builder.current("/setup/player_materials/3/gold") == 3  # a number key, found by its digits
    assert builder.current("/years") == 2
    assert builder.line_of("/setup/player_materials/3/gold") == 255
    assert builder.display == "adventures/drowned-temple.yaml"


@pytest.mark.parametrize("pointer, message", [
    ("/yeers", "adventures/drowned-temple.yaml:1: /yeers: the adventure has no field 'yeers' here, and the "
               "isles-of-terror adventure schema allows none (did you mean 'years'?)"),
    ("/map/areas/99/tile/value", "adventures/drowned-temple.yaml:56: /map/areas/99/tile/value: '99' is not an index of "
                                 "this list (0..20)"),
    ("/years/x", "adventures/drowned-temple.yaml:13: /years/x: 'x' goes below a value that has no fields"),
])
def test_a_path_outside_the_file_is_refused_with_where_it_leaves_it(builder, pointer, message):
    with pytest.raises(VaryError) as error:
        builder.build({pointer: 1})
    assert str(error.value) == message


def test_a_variant_with_the_files_own_values_is_the_same_adventure(builder):
    from engine.content.resolve import load_adventure

    same = builder.build({"/years": 2, "/setup/player_materials/3/gold": 3})
    assert same.valid and same.adventure.digest == load_adventure("drowned-temple").digest


def test_a_variant_changes_only_its_field_in_memory(builder):
    before = builder.path.read_text(encoding="utf-8")
    variant = builder.build({"/setup/player_materials/3/gold": 5, "/years": 1})
    assert variant.valid and variant.key == "setup/player_materials/3/gold=5, years=1"
    assert variant.adventure.years == 1
    assert builder.path.read_text(encoding="utf-8") == before  # never written to disk
    assert builder.build({"/years": 2}).adventure.years == 2  # the builder's own copy is untouched


def test_an_invalid_variant_keeps_its_diagnostics_and_has_no_adventure(builder):
    variant = builder.build({"/years": 0})
    assert not variant.valid and variant.adventure is None
    assert [(d.code, d.pointer, d.line) for d in variant.diagnostics] == [("schema/minimum", "/years", 13)]
