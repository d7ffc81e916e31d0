"""Haze Islands content: its kinds, the semantic checks over its files, and `resolve` into a playable model.

What every ruleset shares comes from the content layer: schemas per kind and their diagnostics (the
validation pass, with `Ruleset.schema_dir`), its files of a library and a file by id
(`engine.content.ruleset_files`), located diagnostics (`ContentFile.diagnostic`), unique ids inside a
file (`engine.content.checks.ids`). This module adds what is Haze Islands' own: an adventure names
three decks by id, the checks of each card file (`checks_cards`) and of each adventure with its decks
(`checks_adventure`), and the refusal of an adventure with errors (ContentError carrying them), so
the engine only ever plays checked content.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content import ruleset_files
from engine.content.checks.context import Context
from engine.content.diagnostics import Diagnostic
from engine.content.resolve import ContentError

from . import build, checks_adventure, checks_cards, model

KINDS = ("map-cards", "adventure-cards", "doom-cards", "adventure")
CARD_KINDS = ("map-cards", "adventure-cards", "doom-cards")  # files of a `cards:` list, each card with an id


def diagnostics(library) -> list[Diagnostic]:
    """Every problem of the library's Haze Islands files: schema first, then the semantic checks."""
    return ruleset_files.diagnostics_of(library, model.RULESET_ID)


def _own(context: Context) -> list:
    return [c for c in context.library.files if c.schema_ok and ruleset_files.is_of(c, model.RULESET_ID)]


def check_library(context: Context) -> Iterator[Diagnostic]:
    """The semantic checks over the schema-valid Haze Islands files of a validation's index.

    The ruleset's entry in `Ruleset.checks`: each card file once on its own, then each adventure with
    the decks it names. A deck shared by two adventures is reported once per problem.
    """
    files = _own(context)
    by_kind: dict[str, dict[str, object]] = {kind: {} for kind in KINDS}
    for content in files:
        by_kind[content.kind].setdefault(content.data["id"], content)
        check = checks_cards.BY_KIND.get(content.kind)
        if check is not None and not content.base:
            yield from check(context, content)
    seen: set[tuple] = set()
    for content in files:
        if content.kind != "adventure":
            continue
        decks = {key: by_kind[kind].get(content.data["decks"][key]) for key, kind in checks_adventure.DECKS}
        own = {entry["doom"] for entry in content.data.get("mode_rules", {}).values() if "doom" in entry}
        mode_dooms = tuple(by_kind["doom-cards"][deck_id] for deck_id in sorted(own) if deck_id in by_kind["doom-cards"])
        item = checks_adventure.Adventure(context, content, decks, mode_dooms)
        for check in checks_adventure.CHECKS:
            for found in check(item):
                key = (found.file, found.pointer, found.code, found.message)
                if key not in seen:
                    seen.add(key)
                    yield found


def resolve(library, adventure_id: str) -> model.HazeAdventure:
    """The playable model of the Haze Islands adventure `adventure_id`; ContentError if it or a deck has errors."""
    validation = ruleset_files.checked(library)
    content = ruleset_files.find(validation, model.RULESET_ID, "adventure", adventure_id)
    if content is None:
        raise ContentError(f"no Haze Islands adventure '{adventure_id}'")
    named = content.data.get("decks") if content.schema_ok else None
    decks = {key: ruleset_files.find(validation, model.RULESET_ID, kind, named[key]) if named else None
             for key, kind in checks_adventure.DECKS}
    wanted = sorted({entry["doom"] for entry in (content.data.get("mode_rules") or {}).values() if "doom" in entry}
                    if content.schema_ok else ())
    mode_dooms = {deck_id: ruleset_files.find(validation, model.RULESET_ID, "doom-cards", deck_id) for deck_id in wanted}
    errors = ruleset_files.errors_in(validation, [content, *decks.values(), *mode_dooms.values()])
    if errors:
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' has errors", errors)
    if any(deck is None or not deck.schema_ok for deck in (*decks.values(), *mode_dooms.values())):  # reported by validation, kept safe here
        raise ContentError(f"{content.display}: the adventure '{adventure_id}' names a deck the library lacks")
    return build.build(content.data, decks["map"].data, decks["adventure"].data, decks["doom"].data, content.display,
                       {deck_id: deck.data for deck_id, deck in mode_dooms.items()})
