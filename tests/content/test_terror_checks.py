"""Terrors in content: movement in the vocabulary's terms and one test per terror diagnostic.

Each test copies the mini library (no diagnostics), makes one edit and asserts the exact
diagnostics that come back (see test_checks.py).
"""

from __future__ import annotations

import pytest

from engine.content.resolve import resolve_adventure
from engine.rulesets.isles_of_terror import model as m
from engine.rulesets.isles_of_terror.resolve import terror_movement
from engine.content.validate import validate_paths

TERRORS = "cards/terrors.yaml"
ADV = "mini-isle.yaml"
GHOSTS_MOVE = "    movement: stay\n"


def found(lib, code_prefix: str = "") -> list[tuple]:
    return [(d.severity.value, d.code, d.file, d.pointer, d.line, d.message) for d in lib.diagnostics()
            if d.code.startswith(code_prefix)]


@pytest.mark.parametrize("written, movement", [
    ("random", m.TerrorMovement("random")),
    ("toward_most_figures", m.TerrorMovement("toward", target="most_figures")),
    ("toward_nearest_camp", m.TerrorMovement("toward", target="nearest_camp")),
    ("stay", m.TerrorMovement("stay")),
    ({"random": True}, m.TerrorMovement("random")),
    ({"stay": True}, m.TerrorMovement("stay")),
    ({"directions": [1, 4]}, m.TerrorMovement("directions", (1, 4))),
    ({"toward": "nearest_captain"}, m.TerrorMovement("toward", target="nearest_captain")),
    ({"toward": {"tag": "ruin"}}, m.TerrorMovement("toward", target="area", where=m.AreaFilter(tag="ruin"))),
])
def test_movement_shorthands_and_terms_resolve_to_one_movement(written, movement):
    assert terror_movement(written) == movement


@pytest.mark.parametrize("movement", ["{random: true}", "{directions: [2, 5]}", "{toward: nearest_camp}",
                                      "{toward: {tag: ruin}}", "{toward: {adventure_area: true}}", "{stay: true}"])
def test_movement_terms_validate_and_resolve(lib, movement):
    lib.replace(TERRORS, GHOSTS_MOVE, f"    movement: {movement}\n")
    assert lib.found() == []
    validation = validate_paths([lib.root], root=lib.root, cwd=lib.root)
    ghosts = resolve_adventure(validation, "mini-isle").setup.terrors[2]
    assert ghosts.movement.kind == movement[1:].split(":")[0]


def test_a_level_may_leave_the_centre_out_and_carry_its_own_effects(lib):
    lib.replace(TERRORS, "      - {value: 4, range: [1, 2, 3]}\n",
                "      - {value: 4, range: [1, 2, 3], centre: false, effects: [{lose: {gold: 2}}]}\n")
    assert lib.found() == []
    validation = validate_paths([lib.root], root=lib.root, cwd=lib.root)
    level = resolve_adventure(validation, "mini-isle").setup.terrors[2].levels[2]
    assert (level.range, level.centre, [(t.name, dict(t.args)) for t in level.effects]) == (
        (1, 2, 3), False, [("lose", {"gold": 2})])


def test_a_range_direction_beyond_6_on_a_hex_map(lib):
    lib.replace(TERRORS, "      - {value: 3, range: [1, 4]}\n", "      - {value: 3, range: [1, 7]}\n")
    assert found(lib, "schema") == [("error", "schema/maximum", TERRORS, "/cards/0/levels/1/range/1",
                                     lib.line(TERRORS, "range: [1, 7]"), "'range' entry 2 is 7; it must be at most 6")]


def test_a_range_direction_the_square_map_lacks(lib):
    lib.replace(ADV, "grid: hex", "grid: square")
    lib.replace(TERRORS, "      - {value: 4, range: [1, 2, 3, 4, 5, 6]}\n    effects:\n      - lose: {rations: 1}\n",
                "      - {value: 4, range: [1, 2, 3, 4, 5]}\n    effects:\n      - lose: {rations: 1}\n")
    lib.replace(TERRORS, "      - {value: 4, range: [1, 3, 5]}\n", "      - {value: 4, range: [1, 3]}\n")
    lib.replace(TERRORS, "      - {value: 5, range: [1, 2, 3, 4, 5, 6]}\n", "      - {value: 5, range: [1, 2, 3, 4]}\n")
    assert found(lib) == [("error", "terror/range-direction", TERRORS, "/cards/0/levels/2/range/4",
                           lib.line(TERRORS, "range: [1, 2, 3, 4, 5]"),
                           "level 3 of 'the-gulls' reaches direction 5, but the adventure 'mini-isle' has a square "
                           "map with directions 1 to 4")]


def test_a_level_missing(lib):
    lib.replace(TERRORS, "      - {value: 3, range: [1, 4]}\n", "")
    diagnostic = next(d for d in lib.diagnostics() if d.code.startswith("schema"))
    assert (diagnostic.code, diagnostic.file, diagnostic.pointer, diagnostic.message) == (
        "schema/min-items", TERRORS, "/cards/0/levels", "'levels' has 2 entries; it needs at least 3")
    assert diagnostic.line == lib.line(TERRORS, "- {value: 2, range: []}")


def test_movement_directions_the_square_map_lacks(lib):
    lib.replace(ADV, "grid: hex", "grid: square")
    for old, new in (("range: [1, 2, 3, 4, 5, 6]}\n    effects:\n      - lose: {rations: 1}",
                      "range: [1, 2, 3, 4]}\n    effects:\n      - lose: {rations: 1}"),
                     ("range: [1, 3, 5]}", "range: [1, 3]}"), ("{value: 5, range: [1, 2, 3, 4, 5, 6]}",
                                                               "{value: 5, range: [1, 2, 3, 4]}")):
        lib.replace(TERRORS, old, new)
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: {directions: [5, 6]}\n")
    line = lib.line(TERRORS, "movement: {directions: [5, 6]}")
    assert found(lib) == [
        ("error", "terror/cannot-move", TERRORS, "/cards/2/movement", line,
         "'the-ghosts' can never move on the map of 'mini-isle': none of its directions exists on a square map"),
        ("error", "terror/movement-direction", TERRORS, "/cards/2/movement/directions/0", line,
         "'the-ghosts' moves in direction 5, but the adventure 'mini-isle' has a square map with directions 1 to 4"),
        ("error", "terror/movement-direction", TERRORS, "/cards/2/movement/directions/1", line,
         "'the-ghosts' moves in direction 6, but the adventure 'mini-isle' has a square map with directions 1 to 4"),
    ]


def test_movement_toward_an_area_the_map_does_not_have(lib):
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: {toward: {tag: volcano}}\n")
    assert found(lib) == [("error", "terror/cannot-move", TERRORS, "/cards/2/movement/toward/tag",
                           lib.line(TERRORS, "movement: {toward"),
                           "'the-ghosts' moves toward {tag: volcano}, but no area of the map of 'mini-isle' "
                           "matches tag: volcano")]


def test_movement_toward_a_tag_and_a_colour_each_on_the_map_but_never_together(lib):
    """Each key alone matches an area, only their combination does not: the filter as a whole is pointed at."""
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: {toward: {tag: high-ground, colour: red}}\n")  # both green
    assert [(d[1], d[3], d[5]) for d in found(lib)] == [
        ("terror/cannot-move", "/cards/2/movement/toward",
         "'the-ghosts' moves toward {tag: high-ground, colour: red}, but no area of the map of 'mini-isle' matches it")]


def test_movement_toward_a_location_no_set_has(lib):
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: {toward: {location: hidden-grove}}\n")
    assert [(d[1], d[3]) for d in found(lib)] == [("ref/unknown-id", "/cards/2/movement/toward/location")]


def test_an_unknown_movement_shorthand_is_located_with_a_suggestion(lib):
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: stray\n")
    diagnostic = next(d for d in lib.diagnostics() if d.code == "schema/enum")
    assert (diagnostic.pointer, diagnostic.line) == ("/cards/2/movement", lib.line(TERRORS, "movement: stray"))
    assert diagnostic.message == "'movement' is 'stray', which is not one of: random, toward_most_figures, " \
                                 "toward_nearest_camp, stay"
    assert diagnostic.hint.startswith("Did you mean 'stay'?")


def test_an_unknown_toward_target_is_located_with_a_suggestion(lib):
    lib.replace(TERRORS, GHOSTS_MOVE, "    movement: {toward: nearest_tent}\n")
    diagnostic = next(d for d in lib.diagnostics() if d.code == "schema/enum")
    assert diagnostic.pointer == "/cards/2/movement/toward"
    assert diagnostic.hint.startswith("Did you mean 'nearest_captain'?")


def test_a_level_without_any_effect(lib):
    lib.replace(TERRORS, "    effects:\n      - lose: {gold: 1}\n", "")
    assert [f[:5] for f in found(lib)] == [
        ("warning", "terror/no-effect", TERRORS, f"/cards/2/levels/{i}", lib.line(TERRORS, "- {value: 2, range: [1]}") + i)
        for i in range(3)]
    assert found(lib)[0][5] == "at level 1, 'the-ghosts' has no effect: neither the level nor the card names one"


def test_a_terror_the_exploration_deck_never_summons(lib):
    lib.replace(ADV, "dark-omen, red-sky, cold-light]", "dark-omen, cold-light]")
    assert found(lib) == [("warning", "terror/never-summoned", ADV, "/setup/terrors/1", lib.line(ADV, "terrors: [the-gulls"),
                           "the terror 'the-tide' is never summoned in cooperative and solo play: the exploration "
                           "deck has no red card")]


def test_a_terror_summoned_by_a_rule_of_the_adventure_needs_no_card(lib):
    lib.replace(ADV, "dark-omen, red-sky, cold-light]", "dark-omen, cold-light]")
    lib.replace(ADV, "            - set_flag: shrine-taken\n",
                "            - set_flag: shrine-taken\n            - summon_terror: {terror: the-tide}\n")
    assert found(lib, "terror") == []


def test_a_competitive_adventure_is_not_warned(lib):
    lib.replace(ADV, "dark-omen, red-sky, cold-light]", "dark-omen, cold-light]")
    lib.replace(ADV, "modes: [competitive, cooperative, solo]", "modes: [competitive]")
    assert found(lib, "terror") == []
