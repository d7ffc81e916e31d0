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

INVENTION_KIND, SCENARIO_KIND = "invention-deck", "adventure"


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
    items = data.get(key) if isinstance(data.get(key), list) else []
    return [(e["id"], str(e.get("title", ""))) for e in items if isinstance(e, dict) and isinstance(e.get("id"), str)]


def id_options(lookups, source: str) -> list[tuple[str, str]] | None:
    """(id, title) of the inventions ("ci-inventions") or scenario tracks ("ci-tracks"); None for another source."""
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
