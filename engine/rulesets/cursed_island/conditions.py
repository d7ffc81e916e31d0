"""The condition terms of Cursed Island (`model.CONDITIONS`), each tested once here: a scenario's
goal, a threat action's needs, a discovery's needs, a special rule's trigger. `all`, `any` and `not`
are the kit's (engine.core.vocabulary). A condition is `fn(state, ctx, args) -> bool`."""

from __future__ import annotations

from collections.abc import Mapping

from .model import RESOURCES
from .wounds import held


def explored_terrains(state) -> set[str]:
    """The terrains of the explored, accessible tiles (what inventions need)."""
    tiles = state.game.tiles
    out = {tiles[t].terrain for s, t in state.tiles.items() if s not in state.inaccessible}
    out.update(state.game.scenario.start_terrains)
    return out


def has_item(state, ctx, args) -> bool:
    item = args if isinstance(args, str) else args.get("item")
    return state.items.get(item, 0) > 0


def resources(state, ctx, args) -> bool:
    return all(held(state, r) >= int(args.get(r, 0)) for r in RESOURCES if isinstance(args, Mapping))


def level_at_least(state, ctx, args) -> bool:
    return state.levels[args["track"]] >= int(args.get("min", 0))


def morale_at_least(state, ctx, args) -> bool:
    return state.morale >= int(args if not isinstance(args, Mapping) else args.get("level", 0))


def round_at_least(state, ctx, args) -> bool:
    return state.round >= int(args if not isinstance(args, Mapping) else args.get("round", 0))


def terrain(state, ctx, args) -> bool:
    return (args if isinstance(args, str) else args.get("terrain")) in explored_terrains(state)


def explored_at_least(state, ctx, args) -> bool:
    count = int(args if not isinstance(args, Mapping) else args.get("count", 0))
    return sum(1 for s in state.tiles if s not in state.inaccessible) >= count


def shelter(state, ctx, args) -> bool:
    return state.shelter == bool(args)


def built_count(state, ctx, args) -> bool:
    return state.items.get(args["item"], 0) >= int(args.get("count", 1))


def scenario_track_at_least(state, ctx, args) -> bool:
    return state.tracks.get(args["track"], 0) >= int(args.get("min", 0))


CONDITIONS = {
    "has_item": has_item, "resources": resources, "level_at_least": level_at_least,
    "morale_at_least": morale_at_least, "round_at_least": round_at_least, "terrain": terrain,
    "explored_at_least": explored_at_least, "shelter": shelter, "built_count": built_count,
    "scenario_track_at_least": scenario_track_at_least,
}
