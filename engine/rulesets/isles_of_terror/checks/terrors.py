"""Terrors fit the adventures that use them: range and movement on the map, effects, summoning.

A terror card is written once and may serve several adventures; what it can do depends on the
adventure's map (a square map has four compass directions, an area filter needs an area to
match), so these checks look at each (adventure, terror) pair and point at the card, naming the
adventure. Codes:

- `terror/range-direction`: a level's effect range names a direction the map's grid lacks;
- `terror/movement-direction`: a `directions` movement names a direction the grid lacks;
- `terror/cannot-move`: the movement can never move on this map (no direction of the grid, or
  an area filter no area of the map matches);
- `terror/no-effect`: a level without effects, on a card without effects (warning);
- `terror/never-summoned`: a cooperative or solo adventure's exploration deck has no card of
  the terror's colour and no rule of the adventure summons it, so it never comes into play (warning).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.geometry import directions
from engine.content.checks.context import Context, ptr_join

from ..fields import FIELD_CODES

COOPERATIVE_MODES = ("cooperative", "solo")
STATIC_FILTER_KEYS = ("area", "tag", "colour", "adventure_area")  # what a map alone can answer


def _adventure_terrors(context: Context, adventure) -> Iterator[tuple[int, object]]:
    for index, terror_id in enumerate(adventure.data.get("setup", {}).get("terrors", [])):
        ref = context.card("terror-cards", terror_id)
        if ref is not None:
            yield index, ref


def _map_areas(data: dict) -> list[dict]:
    """Every land field of an adventure's map: its kind, colour, id and tags."""
    game_map = data.get("map", {})
    described = {tuple(a.get("at", ())): a for a in game_map.get("areas", [])}
    out = []
    for row, text in enumerate(game_map.get("rows", [])):
        for column, code in enumerate(str(text).split()):
            kind = FIELD_CODES.get(code, "empty")
            if kind in ("empty", "sea"):
                continue
            area = described.get((column, row), {})
            colour = kind if kind in ("green", "yellow", "red") else (area.get("fixed") or {}).get("colour")
            out.append({"kind": kind, "colour": colour, "id": area.get("id"), "tags": area.get("tags", [])})
    return out


def _matches(area: dict, where: dict) -> bool:
    if "area" in where and area["id"] != where["area"]:
        return False
    if "tag" in where and where["tag"] not in area["tags"]:
        return False
    if "colour" in where and area["colour"] != where["colour"]:
        return False
    return "adventure_area" not in where or (area["kind"] == "adventure") == where["adventure_area"]


def _movement(data) -> dict:
    return data if isinstance(data, dict) else {}


def terrors_on_their_maps(context: Context) -> Iterator[Diagnostic]:
    seen: set[tuple[str, str, str]] = set()
    for adventure in context.of_kind("adventure"):
        grid = adventure.data.get("map", {}).get("grid", "hex")
        compass = directions(grid)
        areas = _map_areas(adventure.data)
        for _, ref in _adventure_terrors(context, adventure):
            card, at = ref.data, ref.pointer
            key = (ref.file.display + at, grid, adventure.id)
            if key in seen:
                continue
            seen.add(key)
            where = f"the adventure '{adventure.id}' has a {grid} map with directions 1 to {len(compass)}"
            for level_index, level in enumerate(card.get("levels", [])):
                for k, direction in enumerate(level.get("range", [])):
                    if direction not in compass:
                        yield context.error(ref.file, ptr_join(at, "levels", level_index, "range", k),
                                            "terror/range-direction",
                                            f"level {level_index + 1} of '{card['id']}' reaches direction {direction}, "
                                            f"but {where}",
                                            f"Use directions 1 to {len(compass)} on a {grid} map.")
            movement = _movement(card.get("movement"))
            moving = ptr_join(at, "movement")
            if "directions" in movement:
                usable = [d for d in movement["directions"] if d in compass]
                for k, direction in enumerate(movement["directions"]):
                    if direction not in compass:
                        yield context.error(ref.file, ptr_join(moving, "directions", k), "terror/movement-direction",
                                            f"'{card['id']}' moves in direction {direction}, but {where}",
                                            f"Use directions 1 to {len(compass)} on a {grid} map.")
                if not usable:
                    yield context.error(ref.file, moving, "terror/cannot-move",
                                        f"'{card['id']}' can never move on the map of '{adventure.id}': "
                                        f"none of its directions exists on a {grid} map",
                                        f"Give it at least one direction from 1 to {len(compass)}.")
            toward = movement.get("toward")
            if isinstance(toward, dict):
                yield from _toward_on_map(context, ref, adventure, toward, areas)


def _toward_on_map(context: Context, ref, adventure, toward: dict, areas: list[dict]) -> Iterator[Diagnostic]:
    """`toward: {area | tag | colour | adventure_area | location ...}` names what the map has: each key
    that no area of the map matches on its own is pointed at; else the keys together."""
    card, at = ref.data, ptr_join(ref.pointer, "movement", "toward")
    location = toward.get("location")
    if isinstance(location, str) and context.card("location-cards", location) is None:
        yield context.dangling(ref.file, ptr_join(at, "location"), "location", location, context.card_ids("location-cards"))
    keys = [k for k in STATIC_FILTER_KEYS if k in toward]
    if not keys or any(_matches(a, toward) for a in areas):
        return
    alone = [k for k in keys if not any(_matches(a, {k: toward[k]}) for a in areas)]
    shown = ", ".join(f"{k}: {toward[k]}" for k in keys)
    for key in alone or [None]:
        yield context.error(ref.file, ptr_join(at, key) if key else at, "terror/cannot-move",
                            f"'{card['id']}' moves toward {{{shown}}}, but no area of the map of "
                            f"'{adventure.id}' matches {f'{key}: {toward[key]}' if key else 'it'}",
                            "Name an area id, tag or colour the adventure's map has.")


def terror_effects(context: Context) -> Iterator[Diagnostic]:
    for ref_list in context.cards.get("terror-cards", {}).values():
        for ref in ref_list:
            card = ref.data
            if card.get("effects"):
                continue
            for level_index, level in enumerate(card.get("levels", [])):
                if not level.get("effects"):
                    yield context.warning(ref.file, ptr_join(ref.pointer, "levels", level_index), "terror/no-effect",
                                          f"at level {level_index + 1}, '{card['id']}' has no effect: "
                                          "neither the level nor the card names one",
                                          "Add 'effects: [...]' to the card (every level) or to this level.")


def _summoned_by_rules(data) -> Iterator[str]:
    """The terrors an adventure's own rules summon (`summon_terror` anywhere in the file)."""
    if isinstance(data, dict):
        summon = data.get("summon_terror")
        if isinstance(summon, dict) and isinstance(summon.get("terror"), str):
            yield summon["terror"]
        for value in data.values():
            yield from _summoned_by_rules(value)
    elif isinstance(data, list):
        for value in data:
            yield from _summoned_by_rules(value)


def terrors_are_summoned(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        modes = [m for m in adventure.data.get("modes", []) if m in COOPERATIVE_MODES]
        if not modes:
            continue
        colours = set()
        for card_id in adventure.data.get("setup", {}).get("exploration_deck", []):
            ref = context.card("exploration-cards", card_id)
            if ref is not None and ref.data.get("terror"):
                colours.add(ref.data["terror"])
        by_rule = set(_summoned_by_rules(adventure.data))
        for index, ref in _adventure_terrors(context, adventure):
            colour = ref.data.get("colour")
            if colour not in colours and ref.data["id"] not in by_rule:
                yield context.warning(adventure, f"/setup/terrors/{index}", "terror/never-summoned",
                                      f"the terror '{ref.data['id']}' is never summoned in {' and '.join(modes)} play: "
                                      f"the exploration deck has no {colour} card",
                                      f"Add an exploration card with 'terror: {colour}' to the exploration deck.")
