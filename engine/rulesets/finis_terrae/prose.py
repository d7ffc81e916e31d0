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
    sea = _SEA.get(event.kind)
    if sea is not None:
        return sea(who or "The sea", at, d, names, game.adventure)
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


# -- the sea, the days and the moves (ft-board's events) ------------------------------------------
def _lay(who, at, d, names, model) -> str:
    turned = f" turned {90 * d['rotation']}°" if d["rotation"] else ""
    token = f", a {d['token']} on it" if d["token"] else ""
    return f"{who} lays {model.tile(d['tile']).title} at {at}{turned}{token}."


def _end(who, at, d, names, model) -> str:
    scores = ", ".join(f"{names[s]} {v}" for s, v in enumerate(d["scores"]))
    winners = " and ".join(names[s] for s in d["winners"])
    verb = "wins" if len(d["winners"]) == 1 else "share the win"
    return f"The voyage is over: {scores}; {winners} {verb}."


def _pushed(who, at, d, names, model) -> str:
    if d["to"] is None:
        return f"{who} is driven {d['wind']} against the {d['against']} at {at}."
    return f"{who} is driven {d['wind']} to {at}."


def _wreck(who, at, d, names, model) -> str:
    how = "sunk" if d["cause"] == "sunk" else "wrecked by the storm"
    left = f"; {_cargo(*d['left'])} stays on the sea" if d["left"] else ""
    lost = ", ".join(_cargo(c, q) for c, q in d["lost"])
    return f"{who} is {how} at {at}{left}{'; lost: ' + lost if lost else ''}."


def _weather(who, at, d, names, model) -> str:
    last = ": the last day" if d.get("last") else ""
    return f"The weather turns {d['kind']} ({model.weather_card(d['card']).title}){last}."


_SEA = {
    "setup": lambda who, at, d, names, model: (f"{who} rolls highest and sails first; {d['stack']} tiles lie face "
                                               f"down and day 1 is {model.weather_card(d['weather']).title}."),
    "home": lambda who, at, d, names, model: f"{who}'s home port stands at {at}.",
    "load": lambda who, at, d, names, model: (f"{who} loads {_plural(d['hold'], 'coin')} aboard, "
                                              f"{_plural(d['bank'], 'coin')} in the bank."),
    "day": lambda who, at, d, names, model: (f"Day {d['day']} dawns; {who} sails first"
                                             + (f", {_name(names, d['jolly'])} commands the galleon."
                                                if d.get("jolly") is not None else ".")),
    "red-flag": lambda who, at, d, names, model: (f"{who} takes the red flag and commands the galleon"
                                                  + (" for laying a den." if d["reason"] == "den" else ".")),
    "turn": lambda who, at, d, names, model: (f"{who}'s turn" + (f", a move of its own of {d['own_die']}."
                                                                 if d.get("own_die") else ".")),
    "est": lambda who, at, d, names, model: f"{who} stands furthest east at {at} and will sail first.",
    "end": _end,
    "stay": lambda who, at, d, names, model: f"{who} finds no way out and stays at {at}.",
    "move": lambda who, at, d, names, model: (f"{who} sails from {_at(d['start'])} to {at} (die {d['die']}"
                                              + (f", {_plural(d['toll'], 'coin')} of toll)." if d.get("toll") else ").")),
    "draw": lambda who, at, d, names, model: f"{who} draws {_plural(d['tiles'], 'tile')} ({d['left']} left).",
    "unplaceable": lambda who, at, d, names, model: (f"{who} finds no place for {model.tile(d['tile']).title}: "
                                                     f"it is set aside face up."),
    "weather-out": lambda who, at, d, names, model: "The weather deck runs out.",
    "finale": lambda who, at, d, names, model: (f"The end of the world shows for the first time and is shuffled "
                                                f"with the {_plural(d['shuffled'], 'card')} left."),
    "weather": _weather,
    "dice": lambda who, at, d, names, model: f"The common move is {d['move']}; the market stands at {d['market']}.",
    "storm": lambda who, at, d, names, model: f"A storm blows every ship {d['wind']}.",
    "sheltered": lambda who, at, d, names, model: f"{who} rides out the storm at {at} (a {d['by']} shelters it).",
    "pushed": _pushed,
    "wreck": _wreck,
    "galleon-back": lambda who, at, d, names, model: f"The galleon is back on a den at {at}.",
    "home-again": lambda who, at, d, names, model: (f"{who} is back at its home port {at} with "
                                                    f"{_plural(d['coins'], 'coin')}."),
    "lay": _lay,
    "galleon": lambda who, at, d, names, model: f"The galleon enters the sea at {at}.",
}
