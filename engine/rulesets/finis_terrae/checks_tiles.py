"""Finis Terrae's checks of a tile set on its own: what its schema cannot see.

A tile set is the box of tiles the sea grows from. Its schema knows each tile's shape; these checks
know the box: a land edge or beach is on a land tile, the stack each player count must make (`sizes`) is the tiles' counts less their
removals, no removal takes more copies than the box holds, every land edge has land somewhere to
meet it (else islands with that tile never close, and an all-land tile could never be laid at all),
a port can be founded somewhere (a beach), and a den brings the pirate galleon into play.
Tokens against the supply need an adventure's rules: `checks_adventure` has them.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import build, model


def tiles_of(content: ContentFile) -> list[model.Tile]:
    """The file's tiles as the game reads them (kind defaults applied)."""
    return [build.tile(t) for t in content.data["tiles"]]


def check_tile_set(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    data = content.data
    yield from unique_ids(context, content, "/tiles", data["tiles"], "tile")
    tiles = tiles_of(content)
    yield from _land(content, tiles)
    yield from _removals(content, tiles)
    yield from _sizes(content, tiles)
    yield from _unmatched_edges(content, tiles)
    yield from _beach_and_den(content, tiles)


def _land(content: ContentFile, tiles: list[model.Tile]) -> Iterator[Diagnostic]:
    """A land edge or a beach belongs to a land tile: an island joins tiles across land edges, and a
    port stands on an island's beach (reading: rulesets-next §1.5 items 8 and 9)."""
    for index, tile in enumerate(tiles):
        if tile.land:
            continue
        where = "land" if "land" in content.data["tiles"][index] else "kind"
        if "land" in tile.edges:
            yield content.diagnostic("finis/tile-not-land", f"'{tile.id}' has a land edge but is not land, so the "
                                     "island it joins would have a hole in it", f"/tiles/{index}/{where}",
                                     "Make it a land kind (coast, fort, lighthouse...) or 'land: true', or turn "
                                     "its land edges to sea.")
        elif tile.beach:
            yield content.diagnostic("finis/tile-not-land", f"'{tile.id}' has a beach but is not land: a port "
                                     "stands on an island", f"/tiles/{index}/beach", "Set 'beach: false', or make "
                                     "the tile land ('land: true' or a land kind).")


def _removals(content: ContentFile, tiles: list[model.Tile]) -> Iterator[Diagnostic]:
    for index, tile in enumerate(tiles):
        for players, removed in tile.remove:
            if removed > tile.count:
                yield content.diagnostic("finis/remove-too-many", f"'{tile.id}' removes {removed} copies for {players} "
                                         f"players, and the box holds {tile.count}",
                                         f"/tiles/{index}/remove/{players}",
                                         f"Remove at most {tile.count}, or raise 'count'.")


def _sizes(content: ContentFile, tiles: list[model.Tile]) -> Iterator[Diagnostic]:
    for players, size in build.per_count(content.data.get("sizes")):
        stack = sum(max(0, t.count_for(players)) for t in tiles)
        if stack != size:
            yield content.diagnostic("finis/stack-size", f"for {players} players the tiles make a stack of {stack}, "
                                     f"and 'sizes' says {size}", f"/sizes/{players}",
                                     f"Set 'sizes: {players}' to {stack}, or change the tiles' counts or removals "
                                     f"so that {players} players get {size}.")


def _unmatched_edges(content: ContentFile, tiles: list[model.Tile]) -> Iterator[Diagnostic]:
    """A land edge meets only a land edge: of another tile, or of a second copy of the same tile (the
    start island's outer edges are sea). Without one, the tile's islands never close; a tile of land
    edges only (it must touch the sea by a land edge) could never be laid."""
    for index, tile in enumerate(tiles):
        if "land" not in tile.edges or tile.count < 1:
            continue
        partner = any("land" in other.edges and other.count > 0 and (other is not tile or tile.count > 1)
                      for other in tiles)
        if partner:
            continue
        if all(edge == "land" for edge in tile.edges):
            yield content.diagnostic("finis/edge-unmatched", f"'{tile.id}' has land on every edge and no other tile "
                                     "has a land edge to meet it: no cell could ever take it", f"/tiles/{index}/edges",
                                     "Give the tile a sea edge, or add tiles with land edges (island portions) "
                                     "it can join.")
        else:
            yield content.diagnostic("finis/edge-unmatched", f"the land edges of '{tile.id}' can never be met: no "
                                     "other tile has a land edge, so its islands never close",
                                     f"/tiles/{index}/edges", "Add tiles with land edges (island portions), or "
                                     "turn its land edges to sea.", Severity.WARNING)


def _beach_and_den(content: ContentFile, tiles: list[model.Tile]) -> Iterator[Diagnostic]:
    if not any(t.beach and t.count > 0 for t in tiles):
        yield content.diagnostic("finis/no-beach", "no tile has a beach, so no port could ever be founded beyond "
                                 "the start island", "/tiles", "Add coast, castaway or treasure tiles (or set "
                                 "'beach: true' on a land tile).")
    if not any(t.kind == "den" and t.count > 0 for t in tiles):
        yield content.diagnostic("finis/no-den", "no tile is a pirate den, so the pirate galleon never sails",
                                 "/tiles", "Add a tile of kind 'den' (the rulebook's box has 3), or leave the galleon "
                                 "out on purpose.", Severity.WARNING)
