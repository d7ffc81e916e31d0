"""Finis Terrae's checks of a weather deck on its own: what its schema cannot see.

The game ends on the second appearance of the finale card, so a deck holds exactly one copy of it;
day 1 opens on a sunny card that is not the finale, so a deck holds one. How many cards setup takes
(removed unseen, the finale's depth) and which card opens day 1 are an adventure's rules:
`checks_adventure` checks the deck against them.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic
from engine.content.library import ContentFile

from . import build


def check_weather_deck(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    data = content.data
    yield from unique_ids(context, content, "/cards", data["cards"], "weather card")
    cards = [build.weather_card(c) for c in data["cards"]]
    finales = [i for i, c in enumerate(cards) if c.finale]
    if not finales:
        yield content.diagnostic("finis/finale-count", "no weather card is the finale, so the game would never end",
                                 "/cards", "Mark one card 'finale: true' (the rulebook's is a sunny card, one copy).")
    for index in finales[1:]:
        yield content.diagnostic("finis/finale-count", f"'{cards[index].id}' is a second finale card (the first is "
                                 f"'{cards[finales[0]].id}'); a deck has exactly one", f"/cards/{index}/finale",
                                 "Keep 'finale: true' on one card only.")
    if finales and cards[finales[0]].count != 1:
        index = finales[0]
        yield content.diagnostic("finis/finale-count", f"the finale card '{cards[index].id}' has {cards[index].count} "
                                 "copies; a deck has exactly one", f"/cards/{index}/count",
                                 "Set its 'count' to 1: its second appearance is the reshuffled same card.")
    if not any(c.kind == "sunny" and not c.finale for c in cards):
        yield content.diagnostic("finis/no-sunny", "no sunny card but the finale, so day 1 has no card to open on",
                                 "/cards", "Add a sunny card (the rulebook's deck has 5 besides the finale).")
