"""Haze Islands' checks of one card file on its own: what its schema cannot see.

A map-cards file holds its icons and its cards, so its icon references are checked here; the
icons an adventure or Doom card needs are checked where an adventure ties the decks together
(`checks_adventure`). Ids are unique inside a file (the generic `id/duplicate-local`); a card's
edges print at most `MAX_DIAMONDS` diamonds; a cursed card fails every fate, so it bears all four skulls;
an island raids (raid number 0 is open sea's).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import model

#: the most diamonds a printed edge has room for (the rulebook's cards: 0 to 2)
MAX_DIAMONDS = 2


def check_map_cards(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    data = content.data
    yield from unique_ids(context, content, "/icons", data["icons"], "icon")
    yield from unique_ids(context, content, "/cards", data["cards"], "map card")
    icons = [i["id"] for i in data["icons"]]
    for index, card in enumerate(data["cards"]):
        at = f"/cards/{index}"
        if card["icon"] not in icons:
            yield context.dangling(content, f"{at}/icon", "icon", card["icon"], icons, code="haze/unknown-icon")
        for side in model.LOCAL_EDGES:
            diamonds = card["edges"][side]["diamonds"]
            if diamonds > MAX_DIAMONDS:
                yield content.diagnostic("haze/edge-diamonds", f"the {side} edge of '{card['id']}' has {diamonds} "
                                         f"diamonds; a card's edge has room for 0 to {MAX_DIAMONDS}",
                                         f"{at}/edges/{side}/diamonds", f"Give the edge 0 to {MAX_DIAMONDS} diamonds: "
                                         "the facing edges of two locations add up, so a crossing costs up to "
                                         f"{2 * MAX_DIAMONDS} already.")
        if card["kind"] == "island" and card["raid"] == 0:
            yield content.diagnostic("haze/island-raid-zero", f"the island '{card['id']}' has raid number 0: no "
                                     "one can raid there, as on open sea", f"{at}/raid", "Give the island a raid number of 1 or "
                                     "more (the bundled islands raid 2 to 4); 0 is for open sea, where no one raids.",
                                     Severity.WARNING)
        skulls = card.get("skulls", [])
        if card["kind"] == "cursed" and len(skulls) < len(model.CORNERS):
            missing = [c for c in model.CORNERS if c not in skulls]
            yield content.diagnostic("haze/cursed-skulls", f"the cursed card '{card['id']}' has no skull at "
                                     f"{', '.join(missing)}", f"{at}/skulls" if "skulls" in card else f"{at}/kind",
                                     "A cursed card fails every fate revealed with it: give it all four corners "
                                     f"(skulls: [{', '.join(model.CORNERS)}]), or make it a dead end.",
                                     Severity.WARNING)


def check_adventure_cards(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    yield from unique_ids(context, content, "/cards", content.data["cards"], "adventure card")


def check_doom_cards(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    yield from unique_ids(context, content, "/cards", content.data["cards"], "Doom card")


#: kind -> the checks of one file of it
BY_KIND = {"map-cards": check_map_cards, "adventure-cards": check_adventure_cards, "doom-cards": check_doom_cards}
