"""Cursed Island's checks of one file on its own: what its schema cannot see.

Every list of a file whose entries carry ids holds each id once (a card, a tile, a skill of one
character). A card that neither does anything nor says what it does is an empty card: the game
would play it as nothing and print a blank, so it is an error (a card with only `text` is valid and
reported as *not simulated*). A character's life track must hold its morale marks: a mark at or past
the last space (death) could never lower morale.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

#: kind -> the card fields that do something (a card with none of them and no text is empty)
DOING = {
    "island-events": ("effects", "threat", "action"),
    "adventure-decks": ("effects", "event"),
    "mystery-deck": ("effects", "keep", "event"),
    "beast-deck": ("effects", "food", "fur", "weapon_loss", "palisade_loss", "strength"),
    "invention-deck": ("effects", "passives"),
    "starting-items": ("effects",),
    "discovery-tokens": ("effects",),
}


def check_file(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    data = content.data
    kind = content.kind
    if kind == "character-cards":
        yield from unique_ids(context, content, "/characters", data["characters"], "character")
        yield from _characters(context, content)
        return
    if kind == "island-events":
        yield from unique_ids(context, content, "/wreckage", data["wreckage"], "wreckage card")
    if kind in DOING:
        yield from unique_ids(context, content, "/cards", data["cards"], "card")
        yield from empty_cards(content, "/cards", data["cards"], DOING[kind])
    yield from shortcut_places(content)


#: where a `shortcut` term may stand: an invention's own effects (the item places its token when built)
SHORTCUT_AT = {"invention-deck": re.compile(r"^/cards/\d+/effects/\d+/shortcut$"),
               "adventure": re.compile(r"^/scenario_inventions/\d+/effects/\d+/shortcut$")}


def _keys(node, name: str, pointer: str = ""):
    """The pointer of every mapping entry named `name` under `node` (the schema closes every mapping, so
    a term's name is a key only where it is that term)."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == name:
                yield f"{pointer}/{key}"
            yield from _keys(value, name, f"{pointer}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _keys(value, name, f"{pointer}/{index}")


def shortcut_places(content: ContentFile) -> Iterator[Diagnostic]:
    """`cursed/shortcut-misplaced` for a `shortcut` term anywhere but an invention's effects: the token is
    its item's (lost with it, discarded when the camp moves), so a card or skill has no item to tie it to."""
    allowed = SHORTCUT_AT.get(content.kind)
    for pointer in _keys(content.data, "shortcut"):
        if not (allowed and allowed.match(pointer)):
            yield content.diagnostic("cursed/shortcut-misplaced", "a 'shortcut' effect belongs to an invention's "
                                     "effects: its token is the item's, lost with it and when the camp moves",
                                     pointer, "Move it to the effects of an invention (the shortcut item), or "
                                     "use another effect here.")


def empty_cards(content: ContentFile, list_ptr: str, cards: list, doing: tuple[str, ...]) -> Iterator[Diagnostic]:
    """`cursed/empty-card` for each card with nothing it does and no text; `cursed/not-simulated` (advice)
    for a card with only text, which the game plays as nothing (an invention with only text is an item
    other inventions need: building it is what it does)."""
    for index, card in enumerate(cards):
        if any(card.get(key) for key in doing):
            continue
        if str(card.get("text", "")).strip():
            if content.kind != "invention-deck":
                yield content.diagnostic("cursed/not-simulated", f"the card '{card['id']}' has only text: the game "
                                         "plays it as nothing, and reports it as not simulated",
                                         f"{list_ptr}/{index}", "Give it effects from the vocabulary to have it "
                                         "simulated.", severity=Severity.INFO)
            continue
        yield content.diagnostic("cursed/empty-card", f"the card '{card['id']}' has neither effects nor text, so "
                                 "it would be played as nothing and printed blank", f"{list_ptr}/{index}",
                                 "Give it effects from the vocabulary, or a 'text' saying what it does (a card "
                                 "with only text is reported as not simulated).")


def _characters(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    for index, character in enumerate(content.data["characters"]):
        at = f"/characters/{index}"
        yield from unique_ids(context, content, f"{at}/skills", character.get("skills", []), "skill")
        life = character.get("life", 12)
        for mark_index, mark in enumerate(character.get("morale_marks", [])):
            if mark >= life:
                yield content.diagnostic(
                    "cursed/mark-past-life", f"the morale mark at {mark} wounds of '{character['id']}' is at or "
                    f"past the end of its life track ({life} wounds: death), so it could never lower morale",
                    f"{at}/morale_marks/{mark_index}",
                    f"Keep each mark below {life}, or lengthen the track ('life').")
        if not character.get("helper") and not character.get("invention"):
            yield content.diagnostic("cursed/no-personal-invention", f"the castaway '{character['id']}' has no "
                                     "personal invention", at, "Name one of the scenario's inventions in "
                                     "'invention' (only its castaway builds it, for 2 Determination).")
