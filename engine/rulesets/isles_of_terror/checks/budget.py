"""The component budget: an adventure needs no more than its required sets contain."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic, Severity
from engine.content.checks.context import Context, ptr_join

from .mapcheck import adventure_grid
from .references import adventure_factions

COLOURS = ("green", "yellow", "red", "sea")
BAGS = {"location": "location_bag", "terrain": "terrain_bag"}  # a revealed tile of the kind draws from the bag
_BAG_CARD = {"location": "location", "terrain": "terrain tile"}
BAG_CARDS = {"location": "location-cards", "terrain": "terrain-tiles"}  # the card kind each bag holds


def pool_counts(pool) -> tuple[Counter, Counter]:
    """(tiles per colour, tiles per kind) in an area-tile pool."""
    colours: Counter = Counter()
    kinds: Counter = Counter()
    for tile in pool.data.get("tiles", []):
        copies = tile.get("copies", 1)
        colours[tile["colour"]] += copies
        kinds[tile["kind"]] += copies
    return colours, kinds


def map_needs(grid) -> Counter:
    return Counter(kind for kind in grid.fields.values() if kind in COLOURS)


# -- the tile-budget policy: the `budget/...` checks and the map designer's live budget -----------
@dataclass(frozen=True)
class Verdict:
    """How one colour or bag fares against the pool: `state` "ok", "tight" or "over", the
    diagnostic `code` it raises (empty when ok), its message and its hint."""

    state: str
    code: str = ""
    message: str = ""
    hint: str = ""


OK = Verdict("ok")


def colour_verdict(colour: str, need: int, have: int, pool_id: str) -> Verdict:
    """More fields of a colour than the pool has tiles is over; using every tile of a land colour
    leaves none to replace a failed exploration (tight)."""
    if need > have:
        return Verdict("over", "budget/area-tiles",
                       f"the map has {need} {colour} fields but the pool '{pool_id}' holds {have} {colour} tiles",
                       f"Paint {need - have} fewer {colour} field(s), or use a larger pool.")
    if colour != "sea" and need and need == have:
        return Verdict("tight", "budget/no-spare-tiles",
                       f"the map uses every {colour} tile of the pool, so none is left to replace a failed exploration",
                       f"Paint one {colour} field fewer, or accept that failed explorations reshuffle the discards.")
    return OK


def bag_verdict(tile_kind: str, tiles: int, in_bag: int, cards_left: int | None = None) -> Verdict:
    """A pool with location (terrain) tiles needs cards in that bag (over when it is empty), and
    runs the bag out when it holds more such tiles than the bag cards (tight) — advice only while
    the library has such cards left to add (`cards_left`, None: unknown). When every card is in the
    bag or fixed on the map, as in the rulebook's own adventures (six location tiles, six location
    cards, one of them laid on a fixed area), the shortage is the game's and there is nothing to do."""
    bag, what = BAGS[tile_kind], _BAG_CARD[tile_kind]
    if tiles and not in_bag:
        return Verdict("over", "budget/empty-bag",
                       f"the pool has {tiles} {tile_kind} tiles but the {bag.replace('_', ' ')} is empty",
                       f"Add {what}s to '{bag}', or use a pool without {tile_kind} tiles.")
    if tiles > in_bag and cards_left != 0:
        return Verdict("tight", "budget/bag-short",
                       f"the pool holds {tiles} {tile_kind} tiles but the {bag.replace('_', ' ')} only "
                       f"{in_bag}; if more are revealed, the bag runs out",
                       f"Add {what}s to the bag if you want every such area to hold one (docs/content-model.md says what happens when a bag is empty).")
    return OK


def cards_left(context, tile_kind: str, used: int) -> int:
    """How many copies of the bag's cards the library holds beyond the `used` ones (in the bag and
    fixed on the map): what a designer could still add to the bag."""
    kind = BAG_CARDS[tile_kind]
    held = sum(ref.copies for ref in (context.card(kind, card_id) for card_id in context.card_ids(kind)) if ref)
    return max(0, held - used)


def fixed_cards(adventure, grid) -> Counter:
    """The location and terrain cards laid on the adventure's fixed areas, by tile kind."""
    fixed: Counter = Counter()
    for area in adventure.data.get("map", {}).get("areas", []):
        if grid.kind(tuple(area["at"])) == "fixed":
            for key in BAGS:
                if (area.get("fixed") or {}).get(key):
                    fixed[key] += 1
    return fixed


def tile_budget(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        setup = adventure.data.get("setup", {})
        pool = context.file("area-tiles", setup.get("area_tiles", ""))
        if pool is None:
            continue
        grid, problems = adventure_grid(adventure)
        if problems:
            continue
        have, kinds = pool_counts(pool)
        need = map_needs(grid)
        for colour in COLOURS:
            verdict = colour_verdict(colour, need[colour], have[colour], pool.id)
            if verdict.state == "over":
                yield context.error(adventure, "/map/rows", verdict.code, verdict.message, verdict.hint)
            elif verdict.state == "tight":
                yield context.warning(adventure, "/map/rows", verdict.code, verdict.message, verdict.hint)
        fixed = fixed_cards(adventure, grid)
        for tile_kind, bag in BAGS.items():
            in_bag = len(setup.get(bag, []))
            verdict = bag_verdict(tile_kind, kinds[tile_kind], in_bag,
                                  cards_left(context, tile_kind, in_bag + fixed[tile_kind]))
            if verdict.state == "over":
                yield context.error(adventure, "/setup", verdict.code, verdict.message, verdict.hint, at_key=True)
            elif verdict.state == "tight":
                yield context.diagnostic(Severity.INFO, adventure, f"/setup/{bag}", verdict.code, verdict.message,
                                         verdict.hint)


def deck_copies(context: Context) -> Iterator[Diagnostic]:
    kinds = {"event_deck": "event-cards", "exploration_deck": "exploration-cards", "mission_deck": "mission-cards",
             "location_bag": "location-cards", "terrain_bag": "terrain-tiles"}
    for adventure in context.of_kind("adventure"):
        setup = adventure.data.get("setup", {})
        fixed = Counter()
        grid, _ = adventure_grid(adventure)
        for area in adventure.data.get("map", {}).get("areas", []):
            if grid.kind(tuple(area["at"])) != "fixed":
                continue  # a 'fixed' entry on another kind of field is ignored (map/fixed-ignored)
            for key in ("location", "terrain"):
                if (area.get("fixed") or {}).get(key):
                    fixed[(key, area["fixed"][key])] += 1
        for key, kind in kinds.items():
            deck = setup.get(key, [])
            counts = Counter(deck)
            bag_of = {"location_bag": "location", "terrain_bag": "terrain"}.get(key)
            if bag_of:
                for (fixed_kind, card_id), number in fixed.items():
                    if fixed_kind == bag_of:
                        counts[card_id] += number
            reported: set[str] = set()
            for card_id in deck:
                ref = context.card(kind, card_id)
                if ref is None or card_id in reported:
                    continue
                if counts[card_id] > ref.copies:
                    reported.add(card_id)
                    last = max(i for i, c in enumerate(deck) if c == card_id)
                    also_fixed = fixed.get((bag_of, card_id), 0) if bag_of else 0
                    yield context.error(adventure, ptr_join("/setup", key, last), "budget/card-copies",
                                        f"'{card_id}' is used {counts[card_id]} times"
                                        + (f" ({also_fixed} fixed on the map)" if also_fixed else "")
                                        + f" but its set has {ref.copies} cop{'y' if ref.copies == 1 else 'ies'}",
                                        f"List it at most {ref.copies} time(s), or raise 'copies' in {ref.file.display}.")
        players = adventure.data.get("players", {}).get("max", 1)
        missions = setup.get("mission_deck", [])
        if len(missions) < players:
            yield context.error(adventure, "/setup/mission_deck", "budget/mission-deck",
                                f"the mission deck has {len(missions)} cards for up to {players} players, who each draw one at setup",
                                "Add missions to the deck.")
    for faction in context.of_kind("faction"):
        deck = faction.data.get("strategy_deck", [])
        seen: Counter = Counter()
        for index, card_id in enumerate(deck):
            ref = context.card("strategy-cards", card_id)
            seen[card_id] += 1
            if ref is not None and seen[card_id] == ref.copies + 1:  # the first listing beyond the copies
                yield context.error(faction, f"/strategy_deck/{index}", "budget/card-copies",
                                    f"'{card_id}' is listed more times than its set has copies ({ref.copies})",
                                    f"Raise 'copies' in {ref.file.display}, or list it fewer times.")


def figure_budget(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        factions = adventure_factions(context, adventure)
        if not factions:
            continue
        setup = adventure.data.get("setup", {})
        kits = [("/setup/player_materials", count, kit) for count, kit in setup.get("player_materials", {}).items()]
        # a mode's own materials (setup.modes) name only what differs: each figure they name is checked too
        kits += [(ptr_join("/setup/modes", mode, "player_materials"), count, kit)
                 for mode, own in (setup.get("modes") or {}).items() if isinstance(own, dict)
                 for count, kit in (own.get("player_materials") or {}).items()]
        for base, count, kit in kits:
            for figure in ("soldiers", "captains", "camps", "ships"):
                if not isinstance(kit, dict) or figure not in kit:
                    continue
                smallest = min(factions, key=lambda f: f.data["figures"][figure])
                available = smallest.data["figures"][figure]
                if kit[figure] > available:
                    yield context.error(adventure, ptr_join(base, count, figure), "budget/figures",
                                        f"each player starts with {kit[figure]} {figure}, but the faction '{smallest.id}' has only {available}",
                                        f"Use at most {available} {figure}, or restrict 'factions' to those with more.")
