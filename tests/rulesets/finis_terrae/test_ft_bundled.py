"""The bundled Finis Terrae content: the Windward tiles and weather with the rulebook's make-up, the
standard sea for 2 to 4 and the Elbow Reach variant, all checked clean and resolved.

The counts are the rulebook's (80 tiles: 11 sea, 6 rocks, 5 wrecks, 35 island portions of 18 one-side,
10 two-sides, 3 fjords and 4 narrow, 5 castaway and 5 treasure isles, 3 dens, 5 forts, 5 lighthouses;
2 players remove 3 sea, 7 one-side, 3 two-sides, a den, a fort and a lighthouse, 3 players 2 sea, 4
one-side and 2 two-sides; the weather 5 sunny, 3 rain, 2 storm and the sunny finale); the edges follow
the shapes (one-side: one land edge, two-sides: two neighbouring, fjord: three, narrow: two opposite;
single-tile isles all sea; forts and lighthouses land with no beach).
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content import paths, ruleset_files
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.rulesets.finis_terrae import model

FINIS = rulesets.get("finis-terrae")


@pytest.fixture(scope="module")
def bundled():
    return validate_paths([paths.library_dir()])


def test_the_bundled_finis_files_have_no_problem(bundled):
    assert sorted(f.id for f in ruleset_files.files_of(bundled, "finis-terrae")) == [
        "elbow-reach", "windward-sea", "windward-tiles", "windward-weather"]
    assert ruleset_files.diagnostics_of(bundled, "finis-terrae") == []


def test_the_windward_tiles_have_the_rulebooks_make_up(bundled):
    sea = FINIS.resolve(bundled, "windward-sea")
    kinds = Counter()
    shapes = Counter()
    for tile in sea.tiles:
        kinds[tile.kind] += tile.count
        shapes[tile.shape] += tile.count if tile.kind == "coast" else 0
    assert dict(kinds) == {"sea": 11, "rocks": 6, "wreck": 5, "coast": 35, "castaway": 5, "treasure": 5, "den": 3,
                           "fort": 5, "lighthouse": 5}
    assert {k: v for k, v in shapes.items() if v} == {"one-side": 18, "two-sides": 10, "fjord": 3, "narrow": 4}
    assert {n: len(sea.tile_stack(n)) for n in (2, 3, 4)} == {2: 64, 3: 72, 4: 80}
    removed = {n: Counter() for n in (2, 3)}
    for tile in sea.tiles:
        for n, copies in tile.remove:
            removed[n][tile.shape or tile.kind] += copies
    assert dict(removed[2]) == {"sea": 3, "one-side": 7, "two-sides": 3, "den": 1, "fort": 1, "lighthouse": 1}
    assert dict(removed[3]) == {"sea": 2, "one-side": 4, "two-sides": 2}


def test_the_windward_tiles_edges_follow_their_shapes(bundled):
    sea = FINIS.resolve(bundled, "windward-sea")
    for tile in sea.tiles:
        land = [i for i, edge in enumerate(tile.edges) if edge == "land"]
        if tile.kind in ("castaway", "treasure", "den", "sea", "wreck"):
            assert land == [], tile.id
        if tile.kind == "rocks":
            assert land == [] and "rock" in tile.edges, tile.id
        if tile.shape == "one-side":
            assert len(land) == 1, tile.id
        if tile.shape == "two-sides":
            assert len(land) == 2 and (land[1] - land[0]) % 2 == 1, tile.id  # neighbouring edges
        if tile.shape == "narrow":
            assert len(land) == 2 and land[1] - land[0] == 2, tile.id  # opposite edges
        if tile.shape == "fjord":
            assert len(land) == 3, tile.id
        if tile.kind in ("fort", "lighthouse"):
            assert land and not tile.beach and tile.land, tile.id
        assert tile.beach == (tile.kind in ("coast", "castaway", "treasure")), tile.id
        assert tile.token == model.TOKEN_OF_KIND.get(tile.kind, ""), tile.id


def test_the_windward_weather_is_five_sunny_three_rain_two_storm_and_the_finale(bundled):
    sea = FINIS.resolve(bundled, "windward-sea")
    made = Counter((c.kind, c.finale) for c in sea.weather for _ in range(c.count))
    assert made == {("sunny", False): 5, ("rain", False): 3, ("storm", False): 2, ("sunny", True): 1}
    assert (sea.first_weather().kind, sea.finale().id, len(sea.weather_cards())) == ("sunny", "last-horizon", 11)


def test_the_standard_sea_plays_by_the_rulebook(bundled):
    sea = FINIS.resolve(bundled, "windward-sea")
    assert (sea.player_counts, sea.modes, sea.opening) == ((2, 3, 4), ("competitive",), ())
    assert (sea.rules, sea.scoring, sea.dice, sea.seats) == (model.Rules(), model.Scoring(), model.Dice(),
                                                             model.DEFAULT_SEATS)
    assert sea.start == model.Start(title="Isle of the Four Winds")
    assert FINIS.player_counts(sea) == (2, 3, 4) and FINIS.player_counts(sea, "solo") == ()


def test_the_elbow_reach_differs_in_start_and_economy(bundled):
    variant = FINIS.resolve(bundled, "elbow-reach")
    assert variant.start.cells == ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1))
    assert (variant.start.centre, variant.start.first_port) == ((-1, 1), (1, 1))
    assert variant.opening == (model.Opening("open-water", (0, 0)), model.Opening("sunken-hull", (2, 1)))
    assert (variant.rules.start_coins, variant.rules.port_cost, variant.rules.den_toll) == (15, 4, 4)
    assert variant.dice.trade == (2, 3, 4, 4, 5, 6) and variant.scoring.spice == 3
    assert {n: len(variant.tile_stack(n)) for n in (2, 3, 4)} == {2: 62, 3: 70, 4: 78}
