"""Cursed Island's checks of what a scenario's terms and inventions name, and of its goal.

The vocabulary's terms are closed data (the schema knows every name and its arguments); what the
schema cannot know is whether the ids they name exist in *this* scenario: an item (`has_item`,
`built_count`, `lose_item`, an invention's `items`) must be one of its inventions, a scenario track
(`scenario_track`, `scenario_track_at_least`, a `track:<id>` line of the victory points) one of its
tracks, wherever the term is written (a deck shared by two scenarios is checked against each); a `token`
is laid on an action field, a build target, the hunting deck, an island space or an invention. An invention needing a terrain no tile of the island has can never be built (a warning: the
game still plays). The goal is reachable when each of its conditions could come true with what the
scenario plays: an item it asks for buildable (its terrains on the island, the items it needs
buildable in turn), a track able to reach the value asked (within its top, and raised by some effect),
tiles enough to explore, rounds enough to wait.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import model
from .checks_item import Item

#: term name -> the argument key holding an invention id ("" for the term's value itself)
ITEM_TERMS = {"has_item": "", "lose_item": "", "built_count": "item"}
TRACK_TERMS = ("scenario_track", "scenario_track_at_least")


def walk(node: Any, pointer: str = "") -> Iterator[tuple[str, str, Any]]:
    """(pointer, key, value) of every mapping entry under `node` (the schema closes every mapping, so a
    term's name appears as a key only where it is a term)."""
    if isinstance(node, dict):
        for key, value in node.items():
            at = f"{pointer}/{key}"
            yield at, key, value
            yield from walk(value, at)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from walk(value, f"{pointer}/{index}")


def _files(item: Item) -> list[ContentFile]:
    return [f for f in (*item.named.values(), item.file) if f is not None]


def inventions(item: Item) -> Iterator[Diagnostic]:
    """Each invention's terrains are on the island and the items it needs are inventions of the scenario."""
    if item.named.get("inventions") is None:
        return
    known = item.inventions()
    terrains = item.terrains() if item.named.get("island") is not None else None
    places = [(item.named["inventions"], "/cards", item.cards("inventions")),
              (item.file, "/scenario_inventions", item.data.get("scenario_inventions", []))]
    for content, list_ptr, cards in places:
        for index, card in enumerate(cards):
            at = f"{list_ptr}/{index}"
            for t_index, terrain in enumerate(card.get("terrains", [])):
                if terrains is not None and terrain not in terrains:
                    yield content.diagnostic(
                        "cursed/terrain-missing", f"the invention '{card['id']}' needs {terrain}, but no tile of the "
                        f"island '{item.data['island']}' is {terrain}, so it can never be built",
                        f"{at}/terrains/{t_index}", f"Give a tile the terrain {terrain}, or change what it needs.",
                        severity=Severity.WARNING)
            for i_index, wanted in enumerate(card.get("items", [])):
                if wanted not in known:
                    yield item.context.dangling(content, f"{at}/items/{i_index}", "invention", wanted, sorted(known),
                                                code="cursed/unknown-item")


def references(item: Item) -> Iterator[Diagnostic]:
    """Items and scenario tracks named by terms exist in the scenario."""
    known = item.inventions() if item.named.get("inventions") is not None else None
    tracks = item.tracks()
    track_of = f"track of the scenario '{item.data['id']}'"
    for content in _files(item):
        for pointer, key, value in walk(content.data):
            if key in ITEM_TERMS and known is not None:
                arg = ITEM_TERMS[key]
                wanted = value.get(arg) if arg else value
                if wanted != "any" and isinstance(wanted, str) and wanted not in known:
                    yield item.context.dangling(content, f"{pointer}/{arg}" if arg else pointer, "invention",
                                                wanted, sorted(known), code="cursed/unknown-item")
            elif key in TRACK_TERMS and isinstance(value, dict) and value["track"] not in tracks:
                yield item.context.dangling(content, f"{pointer}/track", track_of, value["track"], sorted(tracks),
                                            code="cursed/unknown-track")
    yield from _token_places(item)
    for index, line in enumerate(item.data.get("victory_points", [])):
        what = line["what"]
        if what.startswith("track:") and what[6:] not in tracks:
            yield item.context.dangling(item.file, f"/victory_points/{index}/what", track_of, what[6:],
                                        sorted(tracks), code="cursed/unknown-track")


def _token_places(item: Item) -> Iterator[Diagnostic]:
    """A `token` term's place is an action field, a build target, the hunting deck, an island space or an
    invention of the scenario."""
    if item.named.get("island") is None or item.named.get("inventions") is None:
        return
    places = {*model.ACTIONS, *model.BUILD_TARGETS, "hunt_deck", *item.inventions(),
              *(s["id"] for s in item.named["island"].data["spaces"])}
    for content in _files(item):
        for pointer, key, value in walk(content.data):
            if key == "token" and isinstance(value, dict) and value.get("on") not in places:
                yield item.context.dangling(content, f"{pointer}/on", "place for a token", value["on"], sorted(places),
                                            code="cursed/unknown-place")


class Reach:
    """Why a condition of the goal can never hold in this scenario (None: it can)."""

    def __init__(self, item: Item) -> None:
        self.item = item
        self.inventions = item.inventions()
        self.terrains = item.terrains()
        self.tracks = item.tracks()
        self.raised = {value["track"] for content in _files(item) for _, key, value in walk(content.data)
                       if key == "scenario_track" and isinstance(value, dict) and value.get("by", 0) > 0}

    def unbuildable(self, wanted: str, seen: frozenset = frozenset()) -> str | None:
        card = self.inventions.get(wanted)
        if card is None:
            return f"'{wanted}' is none of the scenario's inventions"
        for terrain in card.get("terrains", []):
            if terrain not in self.terrains:
                return f"'{wanted}' needs {terrain}, which no tile of the island has"
        for needed in card.get("items", []):
            if needed in seen:
                return f"'{wanted}' needs '{needed}', which needs it in turn"
            why = self.unbuildable(needed, seen | {wanted})
            if why:
                return f"'{wanted}' needs '{needed}': {why}"
        return None

    def why(self, name: str, args: Any) -> str | None:
        if name == "has_item":
            return self.unbuildable(args)
        if name == "built_count":
            why = self.unbuildable(args["item"])
            card = self.inventions.get(args["item"], {})
            if why is None and args["count"] > 1 and not card.get("multiple"):
                why = f"'{args['item']}' is built once only (not 'multiple'), not {args['count']} times"
            return why
        if name == "scenario_track_at_least":
            track = self.tracks.get(args["track"])
            if track is None:
                return f"the scenario has no track '{args['track']}'"
            if args["min"] > track["high"]:
                return f"the track '{args['track']}' tops out at {track['high']}, below {args['min']}"
            if args["min"] > track.get("start", track.get("low", 0)) and args["track"] not in self.raised:
                return f"no effect of the scenario or its cards raises the track '{args['track']}'"
            return None
        if name == "terrain":
            return None if args in self.terrains else f"no tile of the island is {args}"
        if name == "explored_at_least":
            tiles = len(self.item.tiles())
            return None if args <= tiles else f"the island has {tiles} tiles, fewer than {args}"
        if name == "round_at_least":
            rounds = self.item.rounds()
            return None if args <= rounds else f"the scenario has {rounds} rounds, fewer than {args}"
        if name == "all":
            return next((w for w in (self.why(*self.one(c)) for c in args) if w), None)
        if name == "any":
            reasons = [self.why(*self.one(c)) for c in args]
            return "; ".join(r for r in reasons if r) if reasons and all(reasons) else None
        return None

    @staticmethod
    def one(condition: dict) -> tuple[str, Any]:
        (name, args), = condition.items()
        return name, args


def goal(item: Item) -> Iterator[Diagnostic]:
    """Each condition of the goal can come true with the scenario's inventions, island, tracks and rounds;
    an item it asks for that is a castaway's personal invention is only built when that castaway plays
    (a warning unless the scenario's seats fix the castaway)."""
    if item.named.get("inventions") is None or item.named.get("island") is None:
        return
    reach = Reach(item)
    owners = {c["invention"]: c["id"] for c in item.characters() if c.get("invention") and not c.get("helper")}
    seated = set(item.data.get("seats", []))
    for index, condition in enumerate(item.data["goal"]["conditions"]):
        name, args = Reach.one(condition)
        why = reach.why(name, args)
        if why:
            yield item.file.diagnostic("cursed/goal-unreachable", f"the goal can never be met: {why}",
                                       f"/goal/conditions/{index}", "Change the goal, or give the scenario what it "
                                       "needs (an invention, a terrain, a track top or an effect raising it).")
            continue
        wanted = args if name == "has_item" else args["item"] if name == "built_count" else None
        if wanted in owners and owners[wanted] not in seated:
            yield item.file.diagnostic(
                "cursed/goal-personal", f"the goal asks for '{wanted}', the personal invention of "
                f"'{owners[wanted]}': only that castaway builds it, so a game without them cannot be won",
                f"/goal/conditions/{index}", f"Seat '{owners[wanted]}' ('seats'), or ask for another invention.",
                severity=Severity.WARNING)
