"""The kit's sea of laid tiles (engine/core/tiles.py): edges by board side, open cells and their
constraints kept as tiles are laid, legal (cell, rotation) pairs under a match rule and a cell filter,
regions joined across linking edges with their open edges, copies; with exact values, and a property
test that every incremental answer equals a brute-force scan of the board."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.placed import DELTA, OPPOSITE, SIDES
from engine.core.tiles import Region, Sea, diamond, manhattan, rotated, within

MATCH = {("sea", "sea"), ("sea", "rock"), ("rock", "sea"), ("rock", "rock"), ("land", "land")}
S, L, R = "sea", "land", "rock"
OPEN = (S, S, S, S)
COVE = (L, S, S, S)  # land on top
BEND = (L, L, S, S)  # land on top and right
BAR = (L, S, L, S)  # land top and bottom


def new_sea() -> Sea:
    return Sea(MATCH, link="land", passage="sea")


def test_rotated_turns_local_edges_to_board_sides():
    assert rotated(COVE, 0) == (L, S, S, S)
    assert rotated(COVE, 1) == (S, L, S, S)  # top faces east
    assert rotated(COVE, 2) == (S, S, L, S)
    assert rotated(COVE, 3) == (S, S, S, L)
    assert rotated(BEND, 1) == (S, L, L, S)
    assert rotated(BEND, 5) == rotated(BEND, 1)


def test_laying_keeps_edges_and_open_cells_with_their_constraints():
    sea = new_sea()
    assert sea.open_cells() == [] and len(sea) == 0
    assert sea.lay((0, 0), "cove", COVE, rotation=1) == (S, L, S, S)
    assert sea.edges((0, 0)) == (S, L, S, S)
    assert sea.edge((0, 0), "east") == L and sea.edge((5, 5), "east") is None
    assert sea.board.at((0, 0)).card == "cove" and sea.board.at((0, 0)).rotation == 1
    assert sea.open_cells() == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    # the cell east of the cove is faced by land on its west side
    assert sea.constraints((1, 0)) == (None, None, None, L)
    assert sea.constraints((0, -1)) == (None, None, S, None)
    assert sea.constraints((0, 0)) is None and sea.constraints((9, 9)) is None
    sea.lay((1, 1), "open", OPEN)
    assert sea.constraints((1, 0)) == (None, None, S, L)
    assert sea.open_cells() == [(-1, 0), (0, -1), (0, 1), (1, 0), (1, 2), (2, 1)]
    assert sea.constraints((0, 1)) == (S, S, None, None)
    assert sea.facing((0, 0), "east") == (L, None)
    assert sea.facing((1, 1), "west") == (S, None)
    assert (0, 0) in sea and (1, 0) not in sea


def test_rotations_and_placements_follow_the_match_rule():
    sea = new_sea()
    sea.lay((0, 0), "cove", COVE, rotation=1)  # land faces east
    sea.lay((1, 1), "open", OPEN)
    # (1, 0): land from the west, sea from the south: a cove whose land faces west, bend west+north
    assert sea.rotations((1, 0), COVE) == (3,)
    assert sea.rotations((1, 0), BEND) == (3,)  # top->west, right->north: sea south and east
    assert sea.rotations((1, 0), OPEN) == ()
    assert sea.rotations((1, 0), BAR) == (1, 3)  # land west and east (east still empty), sea south
    assert sea.rotations((7, 7), OPEN) == ()
    assert sea.rotations((0, -1), (R, S, S, S)) == (0, 1, 2, 3)  # rock faces sea: fine
    assert sea.cells_for(OPEN) == [(-1, 0), (0, -1), (0, 1), (1, 2), (2, 1)]
    assert sea.placements(COVE, allow=lambda c: c[0] >= 1) == [
        ((1, 0), 3), ((1, 2), 1), ((1, 2), 2), ((1, 2), 3), ((2, 1), 0), ((2, 1), 1), ((2, 1), 2)]
    assert sea.can_place(OPEN) and not sea.can_place(OPEN, allow=lambda c: c == (1, 0))
    assert sea.can_place(COVE, allow=lambda c: c == (1, 0))


def test_bar_across_an_east_west_gap():
    sea = new_sea()
    sea.lay((0, 0), "cove", COVE, rotation=1)  # land faces east
    sea.lay((2, 0), "cove", COVE, rotation=3)  # land faces west
    assert sea.constraints((1, 0)) == (None, L, None, L)
    assert sea.rotations((1, 0), BAR) == (1, 3)
    assert sea.rotations((1, 0), COVE) == ()


def test_cell_filter_within_distance():
    near = within([(0, 0), (10, 0)], 4)
    assert near((4, 0)) and near((2, -2)) and near((7, 1)) and not near((5, 0)) and not near((3, 2))
    assert manhattan((1, -2), (-3, 4)) == 10


def test_regions_merge_across_land_edges_and_close_their_open_edges():
    sea = new_sea()
    sea.lay((0, 0), "cove", COVE, rotation=1)  # land faces east: open edge ((0,0), east)
    assert sea.regions() == [Region(frozenset({(0, 0)}), frozenset({((0, 0), "east")}))]
    assert not sea.region((0, 0)).complete
    sea.lay((2, 0), "cove", COVE, rotation=3)  # land faces west
    assert len(sea.regions()) == 2
    sea.lay((1, 1), "open", OPEN)
    assert sea.region((1, 1)) is None and sea.region_id((1, 1)) is None
    sea.lay((1, 0), "bar", BAR, rotation=1)
    region = sea.region((2, 0))
    assert region == Region(frozenset({(0, 0), (1, 0), (2, 0)}), frozenset())
    assert region.complete and region.first == (0, 0)
    assert sea.region_id((0, 0)) == sea.region_id((2, 0)) == sea.region_id((1, 0))
    assert sea.regions() == [region]


def test_ways_cross_where_both_facing_edges_are_the_passage_kind():
    sea = new_sea()
    sea.lay((0, 0), "open", OPEN)
    sea.lay((1, 0), "cove", COVE, rotation=3)  # land faces west: no way between them
    sea.lay((0, 1), "open", OPEN)
    sea.lay((0, -1), "reef", (S, S, R, S))  # rock faces south onto (0, 0)
    sea.lay((-1, 0), "open", OPEN)
    assert sea.ways((0, 0)) == ((0, 1), (-1, 0))
    assert sea.ways((0, 1)) == ((0, 0),) and sea.ways((1, 0)) == () and sea.ways((5, 5)) == ()
    assert sea.ways((-1, 0)) == ((0, 0),)
    assert Sea(MATCH).ways((0, 0)) == ()  # no passage kind: none kept


def test_diamond_holds_every_cell_within_the_distance():
    near = diamond([(0, 0), (0, 0), (10, 0)], 2)
    assert len(near) == 26 and (2, 0) in near and (1, 1) in near and (2, 1) not in near and (8, 0) in near
    assert diamond([], 4) == frozenset()


def test_a_one_tile_island_is_a_member_when_the_caller_says_so():
    sea = new_sea()
    sea.lay((0, 0), "isle", OPEN, member=True)
    sea.lay((1, 0), "water", OPEN)
    assert sea.regions() == [Region(frozenset({(0, 0)}), frozenset())]
    assert sea.region((1, 0)) is None


def test_a_land_edge_facing_a_laid_non_member_is_closed_but_not_joined():
    sea = Sea(MATCH | {("land", "sea"), ("sea", "land")}, link="land")  # a looser rule
    sea.lay((0, 0), "cove", COVE, rotation=1)
    sea.lay((1, 0), "water", OPEN)
    assert sea.regions() == [Region(frozenset({(0, 0)}), frozenset())]


def test_copies_are_independent_and_share_the_answer_cache():
    sea = new_sea()
    sea.lay((0, 0), "cove", COVE, rotation=1)
    sea.rotations((1, 0), COVE)
    copy = sea.copy()
    assert copy._fits is sea._fits
    copy.lay((1, 0), "cove", COVE, rotation=3)
    assert (1, 0) not in sea and (1, 0) in copy
    assert sea.region((0, 0)).open == frozenset({((0, 0), "east")})
    assert copy.region((0, 0)) == Region(frozenset({(0, 0), (1, 0)}), frozenset())
    assert sea.open_cells() == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    assert len(copy.board) == 2 and len(sea.board) == 1


# -- the property: incremental answers equal a scan ---------------------------------------------
TILES = (OPEN, COVE, BEND, BAR, (R, S, S, S), (L, L, L, S), (L, S, L, L), (S, S, S, S))


def brute_open(sea: Sea) -> dict:
    laid = set(sea.board.cells())
    out = {}
    for cell in laid:
        for side in SIDES:
            dx, dy = DELTA[side]
            nxt = (cell[0] + dx, cell[1] + dy)
            if nxt in laid:
                continue
            cons = []
            for s2 in SIDES:
                ex, ey = DELTA[s2]
                other = (nxt[0] + ex, nxt[1] + ey)
                cons.append(sea.edge(other, OPPOSITE[s2]) if other in laid else None)
            out[nxt] = tuple(cons)
    return out


def brute_fits(constraints, edges) -> tuple:
    return tuple(r for r in range(4) if all(c is None or (s, c) in MATCH for s, c in zip(rotated(edges, r), constraints, strict=True)))


def brute_regions(sea: Sea, members: set) -> list[Region]:
    def linked(cell, side, nxt):
        return cell in members and nxt in members and sea.facing(cell, side) == (L, L)
    out = []
    for group in sea.board.components(linked):
        if group[0] not in members:
            continue
        loose = frozenset((c, side) for c in group for side in SIDES
                          if sea.edge(c, side) == L and sea.facing(c, side)[1] is None
                          and (c[0] + DELTA[side][0], c[1] + DELTA[side][1]) not in sea)
        out.append(Region(frozenset(group), loose))
    return sorted(out, key=lambda r: r.first)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(TILES) - 1), st.integers(0, 10_000)),
                min_size=1, max_size=40), st.booleans())
def test_incremental_answers_equal_a_scan(draws, copy_midway):
    sea = new_sea()
    members: set = set()
    sea.lay((0, 0), "t0", TILES[1], 0)
    members.add((0, 0))
    for n, (t, pick) in enumerate(draws):
        edges = TILES[t]
        allow = within([(0, 0)], 5)
        legal = sea.placements(edges, allow)
        brute = brute_open(sea)
        assert sea._open == brute
        assert legal == [(c, r) for c in sorted(brute) if allow(c) for r in brute_fits(brute[c], edges)]
        assert sea.can_place(edges, allow) == bool(legal)
        if not legal:
            continue
        cell, r = legal[pick % len(legal)]  # any legal pair, every rotation among them
        sea.lay(cell, f"t{t}", edges, r)
        if L in edges:
            members.add(cell)
        if copy_midway and n == len(draws) // 2:
            sea = sea.copy()
        assert sea.regions() == brute_regions(sea, members)
        for laid in sea.board.cells():
            assert sea.ways(laid) == tuple(
                (laid[0] + DELTA[side][0], laid[1] + DELTA[side][1]) for side in SIDES if sea.facing(laid, side) == (S, S))
        for cell in members:
            region = sea.region(cell)
            assert cell in region.cells
