"""Cursed Island's checks of a scenario with the files it names.

A scenario names one file of each other kind by id and plays them together: the ids its own fields
and its cards' terms name must exist there (files, the start tile, the wreckage card, inventions and
items, scenario tracks, castaways); its numbers must fit (a weather entry per round, enough book and
adventure event cards for its rounds, a build cost for each player count it plays); and its goal must
be reachable with what it plays with (every item it asks for buildable from the inventions and the
island's terrains, every track it asks for able to rise). Each check takes an `Item` (the files,
`None` for one that is missing) and yields a located diagnostic at the field to change, in whichever
file holds it (a problem two scenarios share in a file they share is reported once: content.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic

from . import checks_terms, content_build, model
from .checks_item import NAMED, Item

def named_files(item: Item) -> Iterator[Diagnostic]:
    """Each file the scenario names exists (a file there but broken reports its own errors)."""
    for field, found in item.named.items():
        if found is not None:
            continue
        kind = NAMED[field]
        wanted = item.data[field]
        if any(c.kind == kind and c.id == wanted for c in item.context.library.files):
            continue
        known = sorted(c.data["id"] for c in item.context.library.files if c.schema_ok and c.kind == kind
                       and c.ruleset == model.RULESET_ID)
        yield item.context.dangling(item.file, f"/{field}", f"{kind} file", wanted, known, code="cursed/unknown-file")


def start_tile(item: Item) -> Iterator[Diagnostic]:
    """The start tile is one of the island's tiles."""
    wanted = item.data.get("start_tile")
    if wanted and item.named.get("island") is not None:
        ids = [t["id"] for t in item.tiles()]
        if wanted not in ids:
            yield item.context.dangling(item.file, "/start_tile", f"tile of the island '{item.data['island']}'",
                                        wanted, ids, code="cursed/unknown-tile")


def wreckage(item: Item) -> Iterator[Diagnostic]:
    wanted = item.data.get("wreckage")
    events = item.named.get("events")
    if wanted and events is not None:
        ids = [w["id"] for w in events.data["wreckage"]]
        if wanted not in ids:
            yield item.context.dangling(item.file, "/wreckage", "wreckage card", wanted, ids,
                                        code="cursed/unknown-wreckage")


def weather(item: Item) -> Iterator[Diagnostic]:
    """One weather entry per round: a shorter schedule would leave rounds unsaid, a longer one never play."""
    schedule = item.data.get("weather")
    if schedule is None:
        return
    rounds = item.rounds()
    if len(schedule) != rounds:
        more = "more" if len(schedule) > rounds else "fewer"
        yield item.file.diagnostic("cursed/weather-rounds", f"the weather schedule has {len(schedule)} rounds, "
                                   f"{more} than the scenario's {rounds}", "/weather",
                                   f"Write one entry per round ({rounds}); a round without weather is [].")


def event_deck(item: Item) -> Iterator[Diagnostic]:
    """The event deck is made of book-icon and adventure-icon cards: the file must hold enough of each."""
    if item.named.get("events") is None:
        return
    rounds = item.rounds()
    cards = item.cards("events")
    for field, what, icons in (("event_book", "book-icon", {"book"}),
                               ("event_adventure", "adventure-icon", {"build", "gather", "explore"})):
        wanted = item.data.get(field) or content_build.half(rounds)
        held = sum(c.get("count", 1) for c in cards if c["icon"] in icons)
        if held < wanted:
            at = f"/{field}" if item.data.get(field) else "/events"
            yield item.file.diagnostic(
                "cursed/event-deck-small", f"the event deck takes {wanted} {what} cards for {rounds} rounds but "
                f"'{item.data['events']}' has {held}", at,
                f"Add {wanted - held} {what} event card(s) (or copies with 'count'), or set '{field}' lower.")


def build_costs(item: Item) -> Iterator[Diagnostic]:
    """The island's cost table gives each player count the scenario plays (1 player pays the 2-player cost)."""
    island = item.named.get("island")
    if island is None or "build_cost" not in island.data:
        return
    table = {c["players"] for c in island.data["build_cost"]}
    for index, count in enumerate(item.data.get("player_counts", [1, 2, 3, 4])):
        if max(2, count) not in table and (count != 1 or 2 not in item.data.get("player_counts", [1, 2, 3, 4])):
            yield item.file.diagnostic("cursed/missing-cost", f"the island '{island.id}' has no build cost for "
                                       f"{max(2, count)} players, which this scenario plays",
                                       f"/player_counts/{index}" if "player_counts" in item.data else "/island",
                                       f"Add a row for {max(2, count)} players to the island's 'build_cost', or "
                                       "leave the count out of 'player_counts'.")


def personal_inventions(item: Item) -> Iterator[Diagnostic]:
    cast = item.named.get("characters")
    if cast is None or item.named.get("inventions") is None:
        return
    known = item.inventions()
    for index, character in enumerate(item.characters()):
        wanted = character.get("invention")
        if wanted and wanted not in known:
            yield item.context.dangling(cast, f"/characters/{index}/invention", "invention", wanted, sorted(known),
                                        code="cursed/unknown-invention")


def cast(item: Item) -> Iterator[Diagnostic]:
    """Seats and the small game's castaways name castaways; a helper plays where the scenario says."""
    if item.named.get("characters") is None:
        return
    people = item.characters()
    castaways = [c["id"] for c in people if not c.get("helper")]
    for field in ("seats", "small_game_characters"):
        for index, wanted in enumerate(item.data.get(field, [])):
            if wanted not in castaways:
                yield item.context.dangling(item.file, f"/{field}/{index}", "castaway", wanted, castaways,
                                            code="cursed/unknown-character")
    helpers = {c.get("helper") for c in people}
    counts = set(item.data.get("player_counts", [1, 2, 3, 4]))
    for field, default in (("friday", [1, 2]), ("dog", [1])):
        if counts & set(item.data.get(field, default)) and field not in helpers:
            yield item.file.diagnostic("cursed/missing-helper", f"the scenario plays the helper '{field}' at "
                                       f"{sorted(counts & set(item.data.get(field, default)))} players, but "
                                       f"'{item.data['characters']}' has no character with 'helper: {field}'",
                                       f"/{field}" if field in item.data else "/characters",
                                       f"Add the helper to the cast, or set '{field}: []'.")
    most = max(counts) if counts else 0
    if len(castaways) < most:
        yield item.file.diagnostic("cursed/too-few-castaways", f"the scenario plays {most} players but "
                                   f"'{item.data['characters']}' has {len(castaways)} castaways",
                                   "/characters", "Add castaways, or lower 'player_counts'.")


CHECKS = (named_files, start_tile, wreckage, weather, event_deck, build_costs, personal_inventions, cast,
          checks_terms.inventions, checks_terms.references, checks_terms.goal)

__all__ = ["CHECKS", "NAMED", "Item"]
