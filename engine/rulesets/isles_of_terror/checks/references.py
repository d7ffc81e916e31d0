"""Every id an adventure, faction or campaign names exists, is of the right kind and is in a required set."""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.checks.context import Context, ptr_join

# setup field -> (card kind, what it is called)
_SETUP_SINGLE = {
    "boss": ("boss-cards", "boss"),
    "first_event": ("event-cards", "event card"),
}
_SETUP_LISTS = {
    "event_deck": ("event-cards", "event card"),
    "exploration_deck": ("exploration-cards", "exploration card"),
    "mission_deck": ("mission-cards", "mission card"),
    "location_bag": ("location-cards", "location"),
    "terrain_bag": ("terrain-tiles", "terrain tile"),
    "terrors": ("terror-cards", "terror"),
}


def required_sets(adventure) -> set[str]:
    return set(adventure.data.get("requires", []))


def _in_sets(context: Context, adventure, ptr: str, item_set: str | None, what: str, item_id: str) -> Iterator[Diagnostic]:
    if item_set and item_set not in required_sets(adventure):
        yield context.error(adventure, ptr, "ref/set-not-required",
                            f"the {what} '{item_id}' belongs to the set '{item_set}', which the adventure does not require",
                            f"Add '{item_set}' to 'requires', or choose a {what} from a required set.")


def adventure_references(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        data = adventure.data
        for index, set_id in enumerate(data.get("requires", [])):
            if set_id not in context.sets:
                yield context.dangling(adventure, f"/requires/{index}", "set", set_id, list(context.sets), "ref/unknown-set")
        setup = data.get("setup", {})
        pool = setup.get("area_tiles")
        if pool is not None:
            pool_file = context.file("area-tiles", pool)
            if pool_file is None:
                yield context.dangling(adventure, "/setup/area_tiles", "area-tile pool", pool, context.file_ids("area-tiles"))
            else:
                yield from _in_sets(context, adventure, "/setup/area_tiles", pool_file.data.get("set"), "area-tile pool", pool)
        for level in (1, 2, 3):
            key = f"level_{level}"
            minion_id = setup.get("minions", {}).get(key)
            if minion_id is None:
                continue
            ptr = f"/setup/minions/{key}"
            ref = context.card("minion-cards", minion_id)
            if ref is None:
                yield context.dangling(adventure, ptr, "minion", minion_id, context.card_ids("minion-cards"))
                continue
            if ref.data.get("level") != level:
                yield context.error(adventure, ptr, "ref/minion-level",
                                    f"the minion '{minion_id}' is a level {ref.data.get('level')} minion, placed on the level {level} field",
                                    "Choose a minion made for this level: " + ", ".join(
                                        sorted(i for i, refs in context.cards.get("minion-cards", {}).items()
                                               if refs[0].data.get("level") == level)) + ".")
            yield from _in_sets(context, adventure, ptr, ref.file.data.get("set"), "minion", minion_id)
        for key, (kind, what) in _SETUP_SINGLE.items():
            value = setup.get(key)
            if value is None:
                continue
            ref = context.card(kind, value)
            if ref is None:
                yield context.dangling(adventure, f"/setup/{key}", what, value, context.card_ids(kind))
            else:
                yield from _in_sets(context, adventure, f"/setup/{key}", ref.file.data.get("set"), what, value)
        for key, (kind, what) in _SETUP_LISTS.items():
            for index, value in enumerate(setup.get(key, [])):
                ptr = f"/setup/{key}/{index}"
                ref = context.card(kind, value)
                if ref is None:
                    yield context.dangling(adventure, ptr, what, value, context.card_ids(kind))
                else:
                    yield from _in_sets(context, adventure, ptr, ref.file.data.get("set"), what, value)
        tasks = [t["id"] for t in data.get("progress_tasks", []) if isinstance(t, dict) and "id" in t]
        for index, token in enumerate(setup.get("progress_tokens", [])):
            if isinstance(token, dict) and token.get("task") not in tasks:
                yield context.dangling(adventure, f"/setup/progress_tokens/{index}/task", "progress task",
                                       token.get("task"), tasks)
        for index, faction_id in enumerate(data.get("factions", [])):
            faction = context.file("faction", faction_id)
            ptr = f"/factions/{index}"
            if faction is None:
                yield context.dangling(adventure, ptr, "faction", faction_id, context.file_ids("faction"))
            else:
                yield from _in_sets(context, adventure, ptr, faction.data.get("set"), "faction", faction_id)
        for index, area in enumerate(data.get("map", {}).get("areas", [])):
            fixed = area.get("fixed")
            if not fixed:
                continue
            for key, kind, what in (("location", "location-cards", "location"), ("terrain", "terrain-tiles", "terrain tile")):
                value = fixed.get(key)
                if value is not None and context.card(kind, value) is None:
                    yield context.dangling(adventure, ptr_join("/map/areas", index, "fixed", key), what, value, context.card_ids(kind))


def faction_references(context: Context) -> Iterator[Diagnostic]:
    for faction in context.of_kind("faction"):
        for index, card_id in enumerate(faction.data.get("strategy_deck", [])):
            if context.card("strategy-cards", card_id) is None:
                yield context.dangling(faction, f"/strategy_deck/{index}", "strategy card", card_id, context.card_ids("strategy-cards"))


def adventure_factions(context: Context, adventure) -> list:
    """The factions that may play an adventure: its list, or every faction of its required sets."""
    named = adventure.data.get("factions")
    if named:
        return [f for f in (context.file("faction", i) for i in named) if f is not None]
    sets = required_sets(adventure)
    return [f for f in context.of_kind("faction") if f.data.get("set") in sets]
