"""Where pawns may gather and explore: the camp's neighbours and the spaces one explored tile away.

Rulebook 4.1: gathering and exploring happen on tiles (spaces) adjacent to the camp's tile, or one
tile away when the tile between is explored (reading 2.5.8: explored and accessible), and then need
one pawn more. Never on the camp's tile itself (its sources give at production). Spaces are hex
cells (`model.HEX_STEPS`); a space is *explored* when a tile lies on it (`state.tiles`) and the
tile is not turned down (`state.inaccessible`).
"""

from __future__ import annotations



def neighbours(state, space: str) -> tuple[str, ...]:
    """The island spaces adjacent to `space` (`Game.neighbours`: in `model.HEX_STEPS` order)."""
    return state.game.neighbours[space]


def explored(state, space: str) -> bool:
    return space in state.tiles and space not in state.inaccessible


def distances(state) -> dict[str, int]:
    """Space -> 1 (adjacent to the camp) or 2 (one explored tile away), for every space within reach
    but the camp's own, in the island's listed order."""
    camp = state.camp
    out: dict[str, int] = {}
    near = neighbours(state, camp)
    for sid in near:
        out[sid] = 1
    for sid in near:
        if not explored(state, sid):
            continue
        for far in neighbours(state, sid):
            if far != camp and far not in out:
                out[far] = 2
    return {sid: out[sid] for sid in state.game.spaces if sid in out}


def tile_of(state, space: str):
    """The island tile laid on `space` (None: unexplored)."""
    tid = state.tiles.get(space)
    return None if tid is None else state.game.tiles.get(tid)


def gather_targets(state) -> dict[str, int]:
    """"space:source" -> distance, for every source within reach that may still give this round: on
    an explored tile, not exhausted (unless a +1 token lies on the tile: it still gives its 1)."""
    out: dict[str, int] = {}
    for sid, dist in distances(state).items():
        if not explored(state, sid):
            continue
        tile = tile_of(state, sid)
        if tile is None:
            continue
        for source in dict.fromkeys(tile.sources):
            if (sid, source) in state.exhausted and ("plus_" + source, sid) not in state.tokens:
                continue
            out[f"{sid}:{source}"] = dist
    return out


def explore_targets(state) -> dict[str, int]:
    """space -> distance, for every unexplored space within reach (a tile turned down is not one)."""
    return {sid: dist for sid, dist in distances(state).items()
            if sid not in state.tiles and sid not in state.inaccessible}


def has_shelter(state) -> bool:
    """Built shelter, or natural shelter on the camp's tile (roof and palisade may be built)."""
    if state.shelter:
        return True
    tile = tile_of(state, state.camp)
    return bool(tile is not None and tile.shelter)


def explored_terrains(state) -> set[str]:
    """The terrains of the explored, accessible tiles, and the scenario's explored-from-the-start ones."""
    out = set(state.game.scenario.start_terrains)
    for sid in state.tiles:
        if sid in state.inaccessible:
            continue
        tile = tile_of(state, sid)
        if tile is not None:
            out.add(tile.terrain)
    return out
