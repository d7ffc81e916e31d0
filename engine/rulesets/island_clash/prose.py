"""The event log of Island Clash in words, for people (the playtest window's log and timeline)."""

from __future__ import annotations

from .model import icon_of, value_of

#: the events the log keeps when "Important only" is ticked
IMPORTANT_KINDS = frozenset({"battle", "recruit", "arrow", "eliminated", "depleted", "last-phase", "end"})
#: the chance the engine draws between two decisions (the timeline lists it under the decision)
CHANCE_KINDS = frozenset({"tiles", "shuffle", "reshuffle", "draw", "first-player"})


def _card(card: str) -> str:
    return f"{icon_of(card)} {value_of(card)}" if card else "no card"


def _at(field) -> str:
    return f"({field[0]},{field[1]})"


def narrate(event, game) -> str:
    """One event of the log as a sentence."""
    names = game.seat_names()
    who = names[event.player] if 0 <= event.player < len(names) else ""
    d = event.data
    kind = event.kind
    if kind == "tiles":
        return f"The random tiles are laid: {', '.join(d['laid'])}."
    if kind == "place":
        return f"{who} places {d['units']} units on the start area {_at(event.area)}."
    if kind == "shuffle":
        return f"The {d['stack']} stack ({d['cards']} cards) is shuffled."
    if kind == "reshuffle":
        return f"The {d['stack']} discards ({d['cards']} cards) are shuffled into a new draw deck."
    if kind == "draw":
        why = {"setup": "is dealt", "turn": "draws", "lost-battle": "takes after the lost battle"}[d["reason"]]
        return f"{who} {why} a {d['stack']} card ({_card(d['card'])})."
    if kind == "first-player":
        return f"{who} starts."
    if kind == "turn":
        return f"Turn {d['turn']}: {who}."
    if kind in ("move", "sail"):
        how = "moves" if kind == "move" else "moves across water"
        return f"{who} {how} {d['units']} unit{'s' if d['units'] != 1 else ''} from {_at(d['from'])} to {_at(event.area)}."
    if kind == "battle":
        foe = names[d["defender"]]
        a, b = d["strength"]
        return (f"Battle at {_at(event.area)}: {who} ({d['units'][0]} units, {_card(d['played'][0])}, drew "
                f"{_card(d['drawn'][0])}: {a}) against {foe} ({d['units'][1]} units, {_card(d['played'][1])}, drew "
                f"{_card(d['drawn'][1])}: {b}). {names[d['winner']]} wins.")
    if kind == "retreat":
        lost = f", {d['lost']} lost for want of room" if d["lost"] else ""
        return f"{who} retreats {d['units']} unit{'s' if d['units'] != 1 else ''} home to {_at(event.area)}{lost}."
    if kind == "recruit":
        card = f" with {_card(d['card'])}" if d["card"] else " with the same card"
        return f"{who} recruits {d['units']} unit{'s' if d['units'] != 1 else ''} at {_at(event.area)}{card}."
    if kind == "road":
        return f"{who} plays {_card(d['card'])} for another move step."
    if kind == "water":
        return f"{who} plays {_card(d['card'])} to move across water."
    if kind == "arrow":
        return f"{who} plays {_card(d['card'])}: an enemy unit at {_at(event.area)} falls."
    if kind == "discard":
        return f"{who} discards {_card(d['card'])}."
    if kind == "depleted":
        return f"The resource draw deck has run out ({d['times']} time{'s' if d['times'] != 1 else ''})."
    if kind == "last-phase":
        return "The last phase begins: no more draws; play or discard a card each turn until every hand is empty."
    if kind == "eliminated":
        return f"{who} has no units left on the board and is out of the game."
    if kind == "end":
        winners = " and ".join(names[s] for s in d["winners"]) or "nobody"
        how = "every hand is empty" if d["condition"] == "cards-out" else "one player is left"
        return f"The game ends ({how}): {winners} win{'s' if len(d['winners']) == 1 else ''}."
    return f"{kind} {who}".strip()
