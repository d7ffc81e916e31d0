"""The ids a Cursed Island term names, offered by the effect builder: the inventions and the scenario tracks.

A term such as `has_item: hearth-flame` or `scenario_track: {track: signal-pyre}` names an id written in
another file: an invention of an invention deck or of a scenario's own inventions, a track of a
scenario. The builder's field for it offers those ids (`vocab.KEY_SOURCES` names the source; the
generic lookups ask `CursedIslandEditor.lookup_options`), read from the library's files and from the
open file itself (its edits not yet saved), and still lets any id be typed (the content checks say
when it names nothing).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.rulesets.cursed_island import model

INVENTION_KIND, SCENARIO_KIND, ISLAND_KIND, EVENTS_KIND = "invention-deck", "adventure", "island-map", "island-events"


def _plain(value):
    from editor.forms.context import plain

    found = plain(value)
    return found if isinstance(found, dict) else {}


def _files(lookups) -> Iterator[dict]:
    """The plain data of the library's Cursed Island files, the open document's live data in place of its file."""
    from editor.forms.context import plain

    own = lookups.document.path.resolve()
    index = getattr(lookups.workspace, "index", None)
    library = getattr(index, "library", None)
    for content in library.files if library is not None else []:
        if content.path != own and isinstance(content.data, dict) and content.data.get("ruleset") == model.RULESET_ID:
            yield content.data
    data = plain(lookups.document.value(""))
    if isinstance(data, dict):
        yield data


def _entries(data: dict, key: str) -> list[tuple[str, str]]:
    """(id, title) of the entries of a list of the file (its cards, tiles, tracks)."""
    items = data.get(key) if isinstance(data.get(key), list) else []
    return [(e["id"], str(e.get("title", ""))) for e in items if isinstance(e, dict) and isinstance(e.get("id"), str)]


#: what a victory-point line may count (the schema's words), besides `track:<id>` of the scenario's own tracks
COUNTED = (("rounds-left", "each round to spare"), ("items-built", "each item built"),
           ("tiles-explored", "each island tile explored"), ("wounds", "each wound"),
           ("determination", "each Determination token"))


def counted_options(lookups) -> list[tuple[str, str]]:
    """What a victory-point line of the open scenario may count: the fixed ones, then its tracks' values."""
    tracks = _entries(_plain(lookups.document.value("")), "tracks")
    return [*COUNTED, *((f"track:{i}", f"the {title or i} track's value") for i, title in tracks)]


def named_entries(lookups, field: str, kind: str, key: str) -> list[tuple[str, str]]:
    """The entries (`key`) of the file of `kind` the open scenario names in `field` (of every such file when it
    names none): the tiles of its island map, the wreckage cards of its events."""
    named = lookups.document.value(f"/{field}")
    found: dict[str, str] = {}
    for data in _files(lookups):
        if data.get("kind") == kind and (not isinstance(named, str) or data.get("id") == named):
            found.update(_entries(data, key))
    return sorted(found.items())


def id_options(lookups, source: str) -> list[tuple[str, str]] | None:
    """(id, title) of the inventions ("ci-inventions"), scenario tracks ("ci-tracks"), what victory points count
    ("ci-counted"), the island's tiles ("ci-tiles") or the events' wreckage cards ("ci-wreckage"); None for
    another source."""
    if source == "ci-counted":
        return counted_options(lookups)
    if source == "ci-tiles":
        return named_entries(lookups, "island", ISLAND_KIND, "tiles")
    if source == "ci-wreckage":
        return named_entries(lookups, "events", EVENTS_KIND, "wreckage")
    if source not in ("ci-inventions", "ci-tracks"):
        return None
    found: dict[str, str] = {}
    for data in _files(lookups):
        kind = data.get("kind")
        if source == "ci-inventions" and kind == INVENTION_KIND:
            found.update(_entries(data, "cards"))
        elif source == "ci-inventions" and kind == SCENARIO_KIND:
            found.update(_entries(data, "scenario_inventions"))
        elif source == "ci-tracks" and kind == SCENARIO_KIND:
            found.update(_entries(data, "tracks"))
    return sorted(found.items())
