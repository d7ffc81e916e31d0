"""Finis Terrae's semantic checks: one broken mini sea per diagnostic, with the exact diagnostics.

Each case edits the valid mini sea (`ft_mini/`, see finis_content_kit.py) the way a designer would get
it wrong and asserts every diagnostic of the Finis Terrae files: severity, code, file, pointer, line,
column, message and hint. Cascades are part of the expectation (a removal larger than the box also
leaves the stack short of its size and the opening without its copy), so a check that starts
reporting too much fails here as well.
"""

from __future__ import annotations

import pytest

from finis_content_kit import found, mini_sea

E, W = "error", "warning"
TILES, WEATHER, SEA = "mini-tiles.yaml", "mini-weather.yaml", "mini-reach.yaml"
CELLS, PORT = "[[0, 0], [1, 0], [0, 1], [1, 1]]", "first_port: [1, 0]"
KEEP_EDGES = "edges: {top: land, right: sea, bottom: sea, left: sea}\n    count: 1"
#: the spits and elbows all sea: only the keep (one copy) has a land edge left
NO_COAST_LAND = [("edges: {top: land, right: sea, bottom: sea, left: sea}\n    count: 3",
                  "edges: {top: sea, right: sea, bottom: sea, left: sea}\n    count: 3"),
                 ("top: land, right: land", "top: sea, right: sea")]

CASES = {
    'tile-not-land (a beach at sea)': ({TILES: [('kind: rocks', 'kind: rocks\n    beach: true')]}, [
        (E, 'finis/tile-not-land', TILES, '/tiles/1/beach', 18, 12,
         "'shoal' has a beach but is not land: a port stands on an island",
         "Set 'beach: false', or make the tile land ('land: true' or a land kind)."),
    ]),
    'tile-not-land (a land edge on a sea kind)': ({TILES: [('top: rock', 'top: land')]}, [
        (E, 'finis/tile-not-land', TILES, '/tiles/1/kind', 17, 11,
         "'shoal' has a land edge but is not land, so the island it joins would have a hole in it",
         "Make it a land kind (coast, fort, lighthouse...) or 'land: true', or turn its land edges to sea."),
    ]),
    'tile-not-land (land: false)': ({TILES: [('kind: fort\n', 'kind: fort\n    land: false\n')]}, [
        (E, 'finis/tile-not-land', TILES, '/tiles/4/land', 36, 11,
         "'keep' has a land edge but is not land, so the island it joins would have a hole in it",
         "Make it a land kind (coast, fort, lighthouse...) or 'land: true', or turn its land edges to sea."),
    ]),
    'unknown-tile-set': ({SEA: [('tiles: mini-tiles', 'tiles: mini-tile')]}, [
        (E, 'finis/unknown-tile-set', SEA, '/tiles', 9, 8,
         "no tile-set file has the id 'mini-tile'",
         "Did you mean 'mini-tiles'?"),
    ]),
    'unknown-weather': ({SEA: [('weather: mini-weather', 'weather: mini-weathr')]}, [
        (E, 'finis/unknown-weather', SEA, '/weather', 10, 10,
         "no weather-deck file has the id 'mini-weathr'",
         "Did you mean 'mini-weather'?"),
    ]),
    'stack-size': ({TILES: [('3: 13', '3: 12')]}, [
        (E, 'finis/stack-size', TILES, '/sizes/3', 7, 19,
         "for 3 players the tiles make a stack of 13, and 'sizes' says 12",
         "Set 'sizes: 3' to 13, or change the tiles' counts or removals so that 3 players get 12."),
    ]),
    'remove-too-many': ({TILES: [('remove: {2: 2, 3: 1}\n  - id: shoal', 'remove: {2: 5, 3: 1}\n  - id: shoal')]}, [
        (E, 'finis/opening-copies', SEA, '/opening/0/tile', 16, 12,
         "the opening lays 1 'calm' and the stack holds 0 for 2 players",
         "Lay fewer 'calm', or keep more copies of it for 2 players."),
        (E, 'finis/stack-size', TILES, '/sizes/2', 7, 12,
         "for 2 players the tiles make a stack of 9, and 'sizes' says 11",
         "Set 'sizes: 2' to 9, or change the tiles' counts or removals so that 2 players get 11."),
        (E, 'finis/remove-too-many', TILES, '/tiles/0/remove/2', 14, 17,
         "'calm' removes 5 copies for 2 players, and the box holds 4",
         "Remove at most 4, or raise 'count'."),
    ]),
    'edge-unmatched-warning': ({TILES: NO_COAST_LAND}, [
        (W, 'finis/edge-unmatched', TILES, '/tiles/4/edges', 36, 12,
         "the land edges of 'keep' can never be met: no other tile has a land edge, so its islands never close",
         'Add tiles with land edges (island portions), or turn its land edges to sea.'),
    ]),
    'edge-unmatched-error': ({TILES: [*NO_COAST_LAND, (KEEP_EDGES, KEEP_EDGES.replace('sea', 'land'))]}, [
        (E, 'finis/edge-unmatched', TILES, '/tiles/4/edges', 36, 12,
         "'keep' has land on every edge and no other tile has a land edge to meet it: no cell could ever take it",
         'Give the tile a sea edge, or add tiles with land edges (island portions) it can join.'),
    ]),
    'no-beach': ({TILES: [('kind: coast\n    shape: one', 'kind: fort\n    shape: one'),
                           ('kind: coast\n    shape: two', 'kind: fort\n    shape: two'), ('kind: castaway', 'kind: wreck')]}, [
        (E, 'finis/no-beach', TILES, '/tiles', 9, 3,
         'no tile has a beach, so no port could ever be founded beyond the start island',
         "Add coast, castaway or treasure tiles (or set 'beach: true' on a land tile)."),
    ]),
    'no-den': ({TILES: [('kind: den', 'kind: sea')]}, [
        (W, 'finis/no-den', TILES, '/tiles', 9, 3,
         'no tile is a pirate den, so the pirate galleon never sails',
         "Add a tile of kind 'den' (the rulebook's box has 3), or leave the galleon out on purpose."),
    ]),
    'finale-none': ({WEATHER: [('finale: true', 'finale: false')]}, [
        (E, 'finis/finale-count', WEATHER, '/cards', 8, 3,
         'no weather card is the finale, so the game would never end',
         "Mark one card 'finale: true' (the rulebook's is a sunny card, one copy)."),
    ]),
    'finale-second': ({WEATHER: [('kind: storm, count: 1}', 'kind: storm, count: 1, finale: true}')]}, [
        (E, 'finis/finale-count', WEATHER, '/cards/3/finale', 11, 62,
         "'brink' is a second finale card (the first is 'gust'); a deck has exactly one",
         "Keep 'finale: true' on one card only."),
    ]),
    'finale-copies': ({WEATHER: [('count: 1, finale: true', 'count: 2, finale: true')]}, [
        (E, 'finis/finale-count', WEATHER, '/cards/3/count', 11, 51,
         "the finale card 'brink' has 2 copies; a deck has exactly one",
         "Set its 'count' to 1: its second appearance is the reshuffled same card."),
    ]),
    'no-sunny': ({WEATHER: [('kind: sunny, count: 3', 'kind: rain, count: 3')]}, [
        (E, 'finis/no-sunny', WEATHER, '/cards', 8, 3,
         'no sunny card but the finale, so day 1 has no card to open on',
         "Add a sunny card (the rulebook's deck has 5 besides the finale)."),
    ]),
    'weather-short': ({SEA: [('weather_removed: 2', 'weather_removed: 4')]}, [
        (E, 'finis/weather-short', SEA, '/rules/weather_removed', 19, 20,
         "the weather deck 'mini-weather' holds 7 cards; setup needs at least 8 (1 face up for day 1,"
         ' 4 removed unseen, the finale with 2 below it)',
         "Add weather cards, or lower 'rules: weather_removed' or 'rules: finale_depth'."),
    ]),
    'unknown-weather-card': ({SEA: [('  castaways: 2\n', '  castaways: 2\n  first_weather: brite\n')]}, [
        (E, 'finis/unknown-weather-card', SEA, '/rules/first_weather', 21, 18,
         "no weather card has the id 'brite'",
         "Did you mean 'bright'?"),
    ]),
    'first-weather-not-sunny': ({SEA: [('  castaways: 2\n', '  castaways: 2\n  first_weather: wet\n')]}, [
        (E, 'finis/first-weather-not-sunny', SEA, '/rules/first_weather', 21, 18,
         "day 1 opens on 'wet', a rain card; it must be a sunny card that is not the finale",
         'Name a sunny card (bright).'),
    ]),
    'start-disconnected': ({SEA: [(CELLS, '[[0, 0], [1, 0], [0, 1], [3, 3]]')]}, [
        (E, 'finis/start-disconnected', SEA, '/start/cells/3', 12, 35,
         "the start island's cell [3, 3] is not joined edge to edge to [0, 0]",
         'The start island is one island: add the cells between, or move this one next to the others.'),
    ]),
    'start-cell-twice': ({SEA: [(CELLS, '[[0, 0], [1, 0], [0, 1], [0, 1]]')]}, [
        (E, 'finis/start-cell-twice', SEA, '/start/cells/3', 12, 35,
         'the start island lists [0, 1] twice',
         'List each cell of the start island once.'),
    ]),
    'first-port-off': ({SEA: [('first_port: [1, 0]', 'first_port: [5, 5]')]}, [
        (E, 'finis/first-port-not-coastal', SEA, '/start/first_port', 14, 15,
         'the first port [5, 5] is not a cell of the start island',
         "Set 'first_port' to a coastal cell ([0, 0], [1, 0], [0, 1], [1, 1])."),
    ]),
    'first-port-inland': ({SEA: [(CELLS, '[[0, -1], [-1, 0], [0, 0], [1, 0], [0, 1]]'), (PORT, 'first_port: [0, 0]')]}, [
        (E, 'finis/first-port-not-coastal', SEA, '/start/first_port', 14, 15,
         'the first port [0, 0] is inland: no sea edge for a ship to moor at',
         "Set 'first_port' to a coastal cell ([0, -1], [-1, 0], [1, 0], [0, 1])."),
    ]),
    'coastal-short': ({SEA: [(CELLS, '[[0, 0]]'), (PORT, 'first_port: [0, 0]')]}, [
        (E, 'finis/start-coastal-short', SEA, '/start/cells', 12, 10,
         'the start island has 1 coastal cell for up to 3 home ports',
         'Give the island at least 3 cells with a sea edge, or play with fewer.'),
    ]),
    'unknown-tile': ({SEA: [('tile: calm', 'tile: clam')]}, [
        (E, 'finis/unknown-tile', SEA, '/opening/0/tile', 16, 12,
         "no tile has the id 'clam'",
         "Did you mean 'calm'?"),
    ]),
    'opening-on-start': ({SEA: [('cell: [2, 0]', 'cell: [1, 1]')]}, [
        (E, 'finis/opening-on-start', SEA, '/opening/0/cell', 16, 24,
         "the opening tile 'calm' is laid at [1, 1], on the start island",
         'Lay it on a cell off the start island.'),
    ]),
    'opening-overlap': ({SEA: [('cell: [3, 0]', 'cell: [2, 0]')]}, [
        (E, 'finis/opening-overlap', SEA, '/opening/1/cell', 17, 24,
         "[2, 0] already holds the opening tile 'calm' (opening 1)",
         'Lay each opening tile on its own cell.'),
    ]),
    'opening-mismatch-tile': ({SEA: [('rotation: 1}', 'rotation: 3}')]}, [
        (E, 'finis/opening-mismatch', SEA, '/opening/1/rotation', 17, 42,
         "the opening tile 'spit' at [3, 0] turns a land edge to the sea edge of 'calm' on its west",
         'Turn it (rotation 0 to 3) or move it so land meets land and sea or rock meets sea or rock.'),
    ]),
    'opening-mismatch-start': ({SEA: [('cell: [3, 0], rotation: 1}', 'cell: [2, 1], rotation: 3}')]}, [
        (E, 'finis/opening-mismatch', SEA, '/opening/1/rotation', 17, 42,
         "the opening tile 'spit' at [2, 1] turns a land edge to the start island's sea on its west",
         'Turn it (rotation 0 to 3) or move it so land meets land and sea or rock meets sea or rock.'),
    ]),
    'opening-copies': ({SEA: [('rotation: 1}\n', 'rotation: 1}\n  - {tile: spit, cell: [4, 4]}\n')]}, [
        (E, 'finis/opening-copies', SEA, '/opening/2/tile', 18, 12,
         "the opening lays 2 'spit' and the stack holds 1 for 2 players",
         "Lay fewer 'spit', or keep more copies of it for 2 players."),
    ]),
    'scoring-empty': ({SEA: [('  bonus: 3\n', '  bonus: 0\n  malus: 0\n')]}, [
        (W, 'finis/scoring-empty', SEA, '/scoring/bonus', 22, 10,
         'every item of the bonuses category scores 0 (bonus, malus)',
         'Give one of them points, or leave bonuses out of the game on purpose.'),
    ]),
    'players-range': ({SEA: [('players: [2, 3]', 'players: [1, 2, 3]')]}, [
        (E, 'finis/players-range', SEA, '/players/0', 7, 11,
         'Finis Terrae is played by 2 to 4 explorers, not 1',
         "Remove 1 from 'players'."),
    ]),
    'seats-short': ({SEA: [('  - {id: plum, title: Plum, colour: "#8e4585"}\n', '')]}, [
        (E, 'finis/seats-short', SEA, '/seats', 24, 3,
         'the adventure has 2 seats and is for up to 3 players',
         'Add seats (one colour per explorer), or play with at most 2.'),
    ]),
    'token-supply': ({SEA: [('castaways: 2', 'castaways: 0')]}, [
        (W, 'finis/token-supply', SEA, '/rules/castaways', 20, 14,
         "the tile set 'mini-tiles' lays up to 1 castaway token for 3 players and the supply holds 0",
         "Raise 'rules: castaways' to 1, or lay fewer castaway tiles (a tile laid with the supply "
         'empty gets no token).'),
    ]),
    'galleon-loaded': ({SEA: [('  castaways: 2\n', '  castaways: 2\n  galleon_loaded: 5\n')]}, [
        (E, 'finis/galleon-loaded', SEA, '/rules/galleon_loaded', 21, 19,
         "the galleon's coins go into 5 compartments and a hold has 4",
         "Lower 'rules: galleon_loaded' or raise 'rules: hold_compartments'."),
    ]),
    'duplicate-tile': ({TILES: [('id: shoal', 'id: calm')]}, [
        (E, 'id/duplicate-local', TILES, '/tiles/1/id', 15, 9,
         "another tile already has the id 'calm' (line 9)",
         'Each tile needs its own id.'),
    ]),

}


def test_the_mini_sea_is_valid(tmp_path):
    assert found(mini_sea(tmp_path)) == []


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_broken_mini_sea_gets_exactly_its_diagnostics(tmp_path, case):
    edits, expected = CASES[case]
    assert found(mini_sea(tmp_path, edits)) == expected


def test_a_tile_set_shared_by_two_adventures_is_reported_once(tmp_path):
    mini_sea(tmp_path, {TILES: [("3: 13", "3: 12")]})
    twin = (tmp_path / SEA).read_text(encoding="utf-8").replace("id: mini-reach", "id: mini-twin")
    (tmp_path / "mini-twin.yaml").write_text(twin, encoding="utf-8")
    assert [(d[1], d[2]) for d in found(tmp_path)] == [("finis/stack-size", TILES)]


def test_a_problem_two_adventures_share_in_their_tile_set_is_reported_in_each_adventure(tmp_path):
    mini_sea(tmp_path, {SEA: [("castaways: 2", "castaways: 0")]})
    twin = (tmp_path / SEA).read_text(encoding="utf-8").replace("id: mini-reach", "id: mini-twin")
    (tmp_path / "mini-twin.yaml").write_text(twin, encoding="utf-8")
    assert [(d[1], d[2]) for d in found(tmp_path)] == [("finis/token-supply", SEA),
                                                        ("finis/token-supply", "mini-twin.yaml")]


def test_an_unknown_tile_set_is_not_reported_when_the_file_is_there_but_broken(tmp_path):
    mini_sea(tmp_path, {TILES: [("count: 4", "count: four")]})
    assert [(d[1], d[2], d[3]) for d in found(tmp_path)] == [("schema/type", TILES, "/tiles/0/count")]


def test_a_player_count_outside_the_schema_is_a_located_schema_error(tmp_path):
    mini_sea(tmp_path, {SEA: [("players: [2, 3]", "players: [2, 9]")]})
    assert [(d[1], d[3], d[4], d[5]) for d in found(tmp_path)] == [("schema/maximum", "/players/1", 7, 14)]


def test_an_unknown_edge_kind_names_the_three_edges(tmp_path):
    mini_sea(tmp_path, {TILES: [("top: rock", "top: cliff")]})
    diagnostics = found(tmp_path)
    assert [(d[1], d[3], d[4], d[5]) for d in diagnostics] == [("schema/enum", "/tiles/1/edges/top", 18, 18)]
    assert diagnostics[0][6] == "'top' is 'cliff', which is not one of: sea, land, rock"
