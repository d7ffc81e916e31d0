"""The event log of Finis Terrae in words, for people (`replay` and the playtest log).

One sentence per event, our own wording; the stable one-line form for transcripts is the kit's
`engine.core.events.describe`. An event of the galleon is logged under its controller's seat with
`ship: galleon` in its data, and told as the galleon's.
"""

from __future__ import annotations


def _at(cell) -> str:
    return f"({cell[0]},{cell[1]})" if cell is not None else "somewhere"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


CARGO_WORDS = {"coins": "coin", "spice": "spice", "castaway": "castaway", "find": "find", "treasure": "treasure"}


def _cargo(cargo: str, quantity: int) -> str:
    return _plural(quantity, CARGO_WORDS.get(cargo, cargo))


def narrate(event, game) -> str:
    names = game.seat_names()
    d = event.data
    seat = names[event.player] if 0 <= event.player < len(names) else ""
    who = "The galleon" if d.get("ship") == "galleon" else seat
    at = _at(event.area)
    told = _TOLD.get(event.kind)
    if told is not None:
        return told(who, at, d, names)
    return f"{event.kind} {who}".strip()


def _name(names, ref) -> str:
    if ref == "galleon":
        return "the galleon"
    return names[ref] if isinstance(ref, int) and 0 <= ref < len(names) else str(ref)


def _fight(who, at, d, names) -> str:
    rounds = d["rolls"]
    again = f" after {_plural(len(rounds) - 1, 'tied roll')}" if len(rounds) > 1 else ""
    last = rounds[-1]
    return (f"{who} fights {_name(names, d['against'])} at {at}: {'+'.join(map(str, last[0]))} against "
            f"{'+'.join(map(str, last[1]))}{again}; {_name(names, d['winner'])} wins.")


_TOLD = {
    "jettison": lambda who, at, d, names: f"{who} throws {_cargo(d['cargo'], d['quantity'])} overboard at {at}.",
    "merge": lambda who, at, d, names: f"{who} stows its {CARGO_WORDS.get(d['cargo'], d['cargo'])} together "
                                       f"({d['quantity']} in one compartment).",
    "split": lambda who, at, d, names: f"{who} moves {_cargo(d['cargo'], d['quantity'])} to a compartment of their own.",
    "bank": lambda who, at, d, names: f"{who} banks {_plural(d['coins'], 'coin')} ashore.",
    "withdraw": lambda who, at, d, names: f"{who} takes {_plural(d['coins'], 'coin')} from the bank aboard.",
    "found": lambda who, at, d, names: (f"{who} founds a port at {at} on an island of {_plural(d['lands'], 'land tile')}, "
                                        f"paying {_plural(d['cost'], 'coin')}."),
    "collect": lambda who, at, d, names: f"{who} takes the {d['token']} aboard at {at}.",
    "salvage": lambda who, at, d, names: f"{who} salvages {_cargo(d['cargo'], d['quantity'])} from a wreck at {at}.",
    "treasure": lambda who, at, d, names: (f"{who} opens {_plural(d['quantity'], 'treasure')}: "
                                           f"{'+'.join(map(str, d['rolls']))} = {_plural(d['coins'], 'coin')}."),
    "redeem": lambda who, at, d, names: (f"{who} hands over {_cargo(d['cargo'], d['quantity'])} at {at} for "
                                         f"({d['market']}+{d['roll']})×{d['quantity']} = {_plural(d['coins'], 'coin')}."),
    "buy": lambda who, at, d, names: f"{who} buys {_plural(d['spices'], 'spice')} at {at} for {_plural(d['coins'], 'coin')}.",
    "sell": lambda who, at, d, names: (f"{who} sells {_plural(d['spices'], 'spice')} in {_name(names, d['to'])}'s port at "
                                       f"{at}: ({d['market']}+{d['roll']})×{d['spices']} = {_plural(d['coins'], 'coin')}."),
    "pirate": lambda who, at, d, names: f"{who} hoists the black flag at {at}: a pirate now.",
    "return": lambda who, at, d, names: f"{who} pays {_plural(d['fee'], 'coin')} at {at} and sails as an explorer again.",
    "fight": _fight,
    "sunk": lambda who, at, d, names: f"{who} is sunk at {at} by {_name(names, d['by'])}, its hold empty.",
    "bonus": lambda who, at, d, names: f"{who} earns a bonus token for sinking the galleon.",
    "loot": lambda who, at, d, names: f"{who} takes {_cargo(d['cargo'], d['quantity'])} from {_name(names, d['of'])}.",
    "dump": lambda who, at, d, names: (f"{who} throws {_name(names, d['of'])}'s {_cargo(d['cargo'], d['quantity'])} "
                                       f"into the sea."),
}
