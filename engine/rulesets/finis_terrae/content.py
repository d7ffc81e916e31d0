"""Finis Terrae content: its kinds, the semantic checks over its files, and `resolve` into a playable model.

What every ruleset shares comes from the content layer: schemas per kind and their diagnostics (the
validation pass, with `Ruleset.schema_dir`), its files of a library and a file by id
(`engine.content.ruleset_files`), located diagnostics (`ContentFile.diagnostic`), unique ids inside a
file (`engine.content.checks.ids`). This module adds what is Finis Terrae's own: an adventure names a
tile set and a weather deck by id; the checks of each on its own (`checks_tiles`, `checks_weather`),
of the adventure with them (`checks_adventure`) and of its sea at setup (`checks_sea`); and the
refusal of an adventure with errors (ContentError carrying them), so the engine only plays checked content.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content import ruleset_files
from engine.content.checks.context import Context
from engine.content.diagnostics import Diagnostic
from engine.content.resolve import ContentError

from . import build, checks_adventure, checks_sea, checks_tiles, checks_weather, model

KINDS = ("tile-set", "weather-deck", "adventure")
#: the catalogues of the generic card editor: a tile set's `tiles`, a weather deck's `cards`
CARD_KINDS = ("tile-set", "weather-deck")
CARD_LISTS = {"tile-set": "tiles"}  # where a card kind keeps its cards when not under `cards:`
#: kind -> the checks of one file of it on its own
BY_KIND = {"tile-set": checks_tiles.check_tile_set, "weather-deck": checks_weather.check_weather_deck}
ADVENTURE_CHECKS = (*checks_adventure.CHECKS, *checks_sea.CHECKS)


def diagnostics(library) -> list[Diagnostic]:
    """Every problem of the library's Finis Terrae files: schema first, then the semantic checks."""
    return ruleset_files.diagnostics_of(library, model.RULESET_ID)


def _own(context: Context) -> list:
    return [c for c in context.library.files if c.schema_ok and ruleset_files.is_of(c, model.RULESET_ID)]


def check_library(context: Context) -> Iterator[Diagnostic]:
    """The semantic checks over the schema-valid Finis Terrae files of a validation's index.

    The ruleset's entry in `Ruleset.checks`: each tile set and weather deck once on its own, then each
    adventure with the files it names (a problem two adventures share is reported once).
    """
    files = _own(context)
    by_kind: dict[str, dict[str, object]] = {kind: {} for kind in KINDS}
    for content in files:
        by_kind[content.kind].setdefault(content.data["id"], content)
        check = BY_KIND.get(content.kind)
        if check is not None and not content.base:
            yield from check(context, content)
    seen: set[tuple] = set()
    for content in files:
        if content.kind != "adventure":
            continue
        item = checks_adventure.Adventure(context, content, by_kind["tile-set"].get(content.data["tiles"]),
                                          by_kind["weather-deck"].get(content.data["weather"]))
        for check in ADVENTURE_CHECKS:
            for found in check(item):
                key = (found.file, found.pointer, found.code, found.message)
                if key not in seen:
                    seen.add(key)
                    yield found


def resolve(library, adventure_id: str) -> model.FinisAdventure:
    """The playable model of the Finis Terrae adventure `adventure_id`; ContentError if it, its tile set
    or its weather deck has errors."""
    validation = ruleset_files.checked(library)
    content = ruleset_files.find(validation, model.RULESET_ID, "adventure", adventure_id)
    if content is None:
        raise ContentError(f"no Finis Terrae adventure '{adventure_id}'")
    data = content.data if content.schema_ok else None
    named = [ruleset_files.find(validation, model.RULESET_ID, kind, data[key]) if data else None
             for key, kind, _ in checks_adventure.NAMED]
    errors = ruleset_files.errors_in(validation, [content, *named])
    if errors:
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' has errors", errors)
    tile_set, weather = named
    if any(f is None or not f.schema_ok for f in named):  # reported by validation, kept safe here
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' names a tile set or weather deck "
                           "the library lacks")
    return build.build(content.data, tile_set.data, weather.data, content.display)
