"""The tile-budget policy (engine/content/checks/budget.py): one verdict per colour and per bag,
shared by the `budget/...` checks and the map designer's live budget."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.checks.budget import BAGS, OK, Verdict, bag_verdict, colour_verdict


def test_a_colour_is_over_when_the_map_needs_more_tiles_than_the_pool_holds():
    assert colour_verdict("red", 15, 14, "core") == Verdict(
        "over", "budget/area-tiles", "the map has 15 red fields but the pool 'core' holds 14 red tiles",
        "Paint 1 fewer red field(s), or use a larger pool.")


def test_a_land_colour_is_tight_when_the_map_uses_every_tile():
    assert colour_verdict("green", 22, 22, "core") == Verdict(
        "tight", "budget/no-spare-tiles",
        "the map uses every green tile of the pool, so none is left to replace a failed exploration",
        "Paint one green field fewer, or accept that failed explorations reshuffle the discards.")
    assert colour_verdict("sea", 14, 14, "core") == OK  # sea tiles are never exchanged
    assert colour_verdict("green", 0, 0, "core") == OK
    assert colour_verdict("yellow", 10, 18, "core") == OK


def test_a_bag_is_over_when_empty_and_tight_when_short():
    assert bag_verdict("location", 6, 0) == Verdict(
        "over", "budget/empty-bag", "the pool has 6 location tiles but the location bag is empty",
        "Add locations to 'location_bag', or use a pool without location tiles.")
    short = bag_verdict("terrain", 6, 5)
    assert (short.state, short.code) == ("tight", "budget/bag-short")
    assert short.message == "the pool holds 6 terrain tiles but the terrain bag only 5; if more are revealed, the bag runs out"
    assert short.hint.startswith("Add terrain tiles to the bag")
    assert bag_verdict("location", 6, 6) == OK
    assert bag_verdict("terrain", 0, 0) == OK
    assert BAGS == {"location": "location_bag", "terrain": "terrain_bag"}


def test_a_short_bag_is_no_advice_when_the_library_has_no_card_left_to_add():
    assert bag_verdict("location", 6, 5, cards_left=0) == OK  # the sixth card is laid on a fixed area
    assert bag_verdict("location", 6, 5, cards_left=1).code == "budget/bag-short"
    assert bag_verdict("location", 6, 0, cards_left=0).code == "budget/empty-bag"  # an empty bag is always wrong
