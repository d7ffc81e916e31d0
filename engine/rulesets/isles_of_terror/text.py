"""Readable text for actions (`State.action_to_string`)."""

from __future__ import annotations

from .prose import Titles


def _area(state, coord) -> str:
    """The area as the event log names it: "the Drowned Temple", "the green area (2, 1)"."""
    return Titles.of(state.game).area(coord)


def action_text(state, action: tuple, player: int) -> str:
    who = state.players[player].faction.title if 0 <= player < state.n else "-"
    kind = action[0]
    rest = action[1:]
    if kind == "field":
        p = state.players[player]
        links = p.board.action_fields[rest[0]].links
        return f"{who}: action token on field {rest[0] + 1} ({' / '.join(l.action for l in links)})"
    if kind == "action":
        return f"{who}: {rest[0]}"
    if kind in ("target", "sea", "river_to", "retreat", "place_at", "camp_instead", "abandon", "terror_to"):
        verb = {"target": "target", "sea": "land at", "river_to": "move on along the river to",
                "terror_to": "move the terror to",
                "retreat": "retreat to", "place_at": "place figures at", "camp_instead": "abandon the camp at",
                "abandon": "abandon the camp at"}[kind]
        suffix = " and raise a camp here" if kind == "camp_instead" else ""
        return f"{who}: {verb} {_area(state, rest[0])}{suffix}"
    if kind == "move_from":
        return f"{who}: move a {rest[1]} from {_area(state, rest[0])}"
    if kind in ("recruit", "remove"):
        return f"{who}: {kind} a {rest[1]} {'in' if kind == 'recruit' else 'from'} {_area(state, rest[0])}"
    if kind in ("hire", "place", "casualty") and len(rest) == 1:
        return f"{who}: {kind} a {rest[0]}"
    if kind == "trade":
        return f"{who}: trade for 1 {rest[0]}"
    if kind in ("play", "use", "discard", "discard_reroll", "mission"):
        return f"{who}: {kind.replace('_', ' ')} {rest[0]}"
    if kind in ("mountain_reroll", "mark"):
        return f"{who}: {'re-roll' if kind == 'mountain_reroll' else 'mark'} a D{rest[0]} showing {rest[1]}"
    if kind in ("resource", "bonus", "lose", "take", "morale"):
        return f"{who}: {kind} {rest[0]}"
    if kind == "camp":
        return f"{who}: {'raise a camp' if rest[0] else 'no camp'}"
    if kind == "use_rule":
        return f"{who}: {'apply' if rest[0] else 'decline'} the rule"
    if kind == "next":
        return f"{who}: {state.players[rest[0]].faction.title} takes the next turn"
    if kind == "supply_sea":
        return f"{who}: supply the sea card"
    if kind == "trade_with":
        return f"{who}: trade with {state.players[rest[0]].faction.title}"
    if kind in ("trade_gold", "trade_rations"):
        what = "gold" if kind == "trade_gold" else "rations"
        return f"{who}: give {rest[0]} {what}" if rest[0] >= 0 else f"{who}: receive {-rest[0]} {what}"
    if kind == "pacify":
        return f"{who}: pacify {Titles.of(state.game).terrors.get(rest[0], rest[0])}"
    if kind == "ally_reroll":
        return f"{who}: discard {Titles.of(state.game).card(rest[0])} so that the ally re-rolls their ones"
    if kind == "casualty" and len(rest) > 1:
        return f"{who}: casualty a {rest[0]} of {state.players[rest[1]].faction.title}"
    if kind == "starter":
        return f"{who}: {state.players[rest[0]].faction.title} becomes the starting player"
    return f"{who}: {' '.join(str(x) for x in action)}"
