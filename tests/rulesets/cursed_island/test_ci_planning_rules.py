"""Planning's rules of who may go where (ci-actions: planning.py, groups.py, reach.py): threats,
hunting, build targets and costs, gathering and exploring in reach, earmarked resources, and only
choices with a legal completion."""

from __future__ import annotations

import ci_actions_kit as k


fresh = k.planned


stock = k.stock


def test_shelter_costs_wood_or_fur_by_player_count_never_mixed():
    assert "shelter" in k.targets(fresh(3, available=stock(wood=3)), "build")
    assert "shelter" not in k.targets(fresh(3, available=stock(wood=2, fur=1)), "build")
    assert "shelter:fur" not in k.targets(fresh(3, available=stock(wood=2, fur=1)), "build")
    assert "shelter:fur" in k.targets(fresh(3, available=stock(fur=2)), "build")
    assert "shelter" in k.targets(fresh(1, available=stock(wood=2)), "build")  # solo pays 2 players' cost
    assert "shelter" not in k.targets(fresh(4, available=stock(wood=3)), "build")


def test_roof_and_palisade_need_shelter_built_or_natural():
    assert "roof" not in k.targets(fresh(3, available=stock(wood=9)), "build")
    built = k.targets(fresh(3, available=stock(wood=9), shelter=True), "build")
    assert {"roof", "palisade", "weapon"} <= set(built) and "shelter" not in built
    natural = fresh(3, available=stock(wood=9))
    natural.tiles = {"c": "river"}
    k.replan(natural)
    assert {"roof", "palisade", "shelter"} <= set(k.targets(natural, "build"))


def test_earmarked_wood_is_not_spent_twice():
    state = fresh(3, available=stock(wood=3), shelter=True)
    k.place(state, ("build", "roof"))
    assert k.targets(state, "build") == ["roof", "basket", "map", "sled"]  # joining the roof; no weapon
    state = fresh(3, available=stock(wood=4), shelter=True)
    k.place(state, ("build", "roof"))
    assert "weapon" in k.targets(state, "build")


def test_inventions_need_terrains_items_and_their_owner():
    state = fresh(3, available=stock(wood=1))
    assert k.targets(state, "build") == ["weapon", "basket", "map", "pot", "sled", "pyre"]  # the sled: its owner later
    state.tiles = {"c": "start", "n0": "peak"}
    state.items = {"knife": 1}
    state.board_inventions.remove("knife")
    k.replan(state)
    assert k.targets(state, "build") == ["weapon", "basket", "bow", "map", "pot", "sled", "pyre"]
    k.place(state, ("rest", ""), ("rest", ""))
    assert "sled" in k.targets(state, "build") and "pot" not in k.targets(state, "build")


def test_gathering_and_exploring_one_tile_away_need_one_pawn_more():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "hills"})
    assert k.targets(state, "gather") == ["n0:food", "n5:wood"]
    assert k.targets(state, "explore") == ["n1", "n2", "n3", "n4", "f0", "f5"]
    k.place(state, *[("rest", "")] * 5)
    assert k.targets(state, "explore") == ["n1", "n2", "n3", "n4"]  # the last pawn cannot go far alone
    state = fresh(3, tiles={"c": "start", "n0": "plains", "f0": "peak"})
    assert k.targets(state, "gather") == ["n0:food", "f0:wood"]
    k.place(state, ("gather", "f0:wood"), ("gather", "f0:wood"))
    assert "f0:wood" in k.targets(state, "gather")  # a third pawn: sure success
    k.place(state, ("gather", "f0:wood"))
    assert "f0:wood" not in k.targets(state, "gather")  # each source once a round


def test_exhausted_sources_and_plus_tokens():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, exhausted={("n0", "food")})
    assert k.targets(state, "gather") == []
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, exhausted={("n0", "food")},
                  tokens={("plus_food", "n0")})
    assert k.targets(state, "gather") == ["n0:food"]


def test_hunting_needs_a_beast_and_two_pawns():
    assert k.targets(fresh(3), "hunt") == []
    state = fresh(3, hunt_deck=["boar"])
    assert k.targets(state, "hunt") == [""]
    k.place(state, ("hunt", ""), ("hunt", ""))
    assert k.targets(state, "hunt") == []  # one beast, one hunt
    state = fresh(3, hunt_deck=["boar", "boar"])
    k.place(state, ("hunt", ""), ("hunt", ""), ("hunt", ""), ("rest", ""), ("rest", ""))
    assert k.options(state) == [("assign", "explorer:2", "hunt", "")]  # the second hunt must be completed


def test_threat_cards_need_their_pawns_items_and_costs():
    state = fresh(3, threat=["watch", "fence"], levels={"roof": 0, "palisade": 0, "weapon": 1})
    assert k.targets(state, "threat") == []
    state = fresh(3, threat=["watch", "fence"], levels={"roof": 0, "palisade": 0, "weapon": 2},
                  available=stock(wood=1))
    assert k.targets(state, "threat") == ["watch", "fence"]
    state = fresh(3, threat=["haul", None])
    k.place(state, ("threat", "haul"))
    assert k.options(state)[0] == ("assign", "cook:2", "threat", "haul")
    k.place(state, ("threat", "haul"))
    assert k.targets(state, "threat") == []


def test_extra_pawn_tokens_ask_one_pawn_more():
    state = fresh(3, tokens={("extra_pawn", "build")})
    k.place(state, *[("rest", "")] * 5)
    assert k.targets(state, "build") == []  # a build alone is not enough any more
    state = fresh(3, tokens={("extra_pawn", "n0")})
    k.place(state, *[("rest", "")] * 5)
    assert k.targets(state, "explore") == ["n1", "n2", "n3", "n4", "n5"]


def test_one_tile_away_only_through_an_explored_accessible_tile():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, inaccessible={"n0"})
    assert k.targets(state, "explore") == ["n1", "n2", "n3", "n4", "n5"]
    assert k.targets(state, "gather") == []
