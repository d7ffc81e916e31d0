"""The event log of Cursed Island in words, for people (`replay` and the playtest log).

One sentence per event of the log (tell.py writes them; docs/rules-cursed-island.md "The log" lists
their data), our own wording: people by their character's title, cards, tiles, inventions and items by
their titles in the scenario. The stable one-line form for transcripts is the kit's
`engine.core.events.describe`; a kind told nowhere here falls back to it.
"""

from __future__ import annotations

from engine.core.events import describe


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _verb(n: int, one: str, many: str) -> str:
    """The verb agreeing with a count: "1 castaway eats", "3 castaways eat"."""
    return one if n == 1 else many


ACTION_WORDS = {"threat": "the threat action", "hunt": "hunting", "build": "building", "gather": "gathering",
                "explore": "exploring", "camp": "arranging the camp", "rest": "resting"}
# The reasons the engine logs that are no card, tile, item or power: each in words (a wound "(open-air)"
# reads "(a night in the open)"). `<action>-die` is an action die's face (REASON_PATTERNS below).
REASONS = {"open-air": "a night in the open", "hungry": "going hungry", "clouds": "the clouds above the roof",
           "friday-adventure": "an adventure rolled alone", "beast-token": "the beast's strength token",
           "morale": "morale", "solo": "the solo game's morale", "storm": "the storm", "animals": "the animals",
           "exhaust": "a spent source", "lose-item": "a lost item", "power": "a power", "token": "a reroll token",
           "wounds": "wounds", "beast": "a beast", **ACTION_WORDS}


class Names:
    """Titles of what the log names by id, read from the game's scenario; reasons and powers in words."""

    def __init__(self, game) -> None:
        self.game = game
        scenario = game.scenario
        self.titles: dict[str, str] = {}
        for group in (scenario.events, scenario.adventures, scenario.mysteries, scenario.beasts, scenario.inventions,
                      scenario.scenario_inventions, scenario.items, scenario.discoveries, scenario.special_discoveries,
                      scenario.island.tiles, scenario.characters, scenario.tracks):
            for thing in group:
                self.titles[thing.id] = thing.title
        self.titles[scenario.wreckage.id] = scenario.wreckage.title
        self.skills = {skill.id: (c.id, skill.title) for c in scenario.characters for skill in c.skills}

    def of(self, ref) -> str:
        """The title of an id, of a power ("skill:<person>:<skill>", "item:<id>") or a reason in words."""
        text = str(ref)
        if text in self.titles:
            return self.titles[text]
        if text in REASONS:
            return REASONS[text]
        if text.endswith("-die") and text[:-4] in ACTION_WORDS:
            return f"the {ACTION_WORDS[text[:-4]]} die"
        kind, _, tail = text.rpartition(":")
        if kind.startswith("skill") and tail in self.skills:
            return self.skills[tail][1]
        if tail in self.titles:
            return self.titles[tail]
        if kind.startswith("discovery"):
            return "a discovery"
        return text

    def person(self, people: list[str], index) -> str:
        return people[index] if isinstance(index, int) and 0 <= index < len(people) else "someone"

    def who(self, d: dict, people: list[str], key: str = "person") -> str:
        """The person of an event: the character it logs (tell.py), else the person's place in `people`."""
        character = d.get("character") if key == "person" else None
        if character in self.titles:
            return self.titles[character]
        return self.person(people, d.get(key))

    def owner(self, power: str) -> str:
        """Who uses a power: a skill's castaway, else the team."""
        kind, _, tail = str(power).rpartition(":")
        if kind.startswith("skill") and tail in self.skills:
            return self.titles[self.skills[tail][0]]
        return "The team"

    def pawn(self, pid: str) -> str:
        """A pawn id in words: "The Cook's pawn 1", "The Islander", "this round's extra pawn 1"."""
        who, _, n = str(pid).partition(":")
        if who in self.game.characters:
            return f"{self.titles[who]}'s pawn {n}" if n else self.titles[who]
        if who == "once":
            return f"this round's extra pawn {n}"
        return f"the pawn of the {self.of(n)}" if n else self.of(who)


def space(space_id: str) -> str:
    """An island space's id as a name (spaces have no titles: "north-shore" reads "north shore")."""
    return str(space_id).replace("-", " ").replace("_", " ")


def _a(word: str) -> str:
    return f"{'An' if word[:1] in 'aeiou' else 'A'} {word}"


def _resources(d: dict) -> str:
    """Resources are mass nouns: "2 food, 1 preserved food, 3 wood"."""
    parts = [f"{d[k]} {k if k != 'preserved' else 'preserved food'}" for k in ("food", "preserved", "wood", "fur")
             if d.get(k)]
    return ", ".join(parts) or "nothing"


def narrate(event, game) -> str:
    """One event as a sentence (a kind not told here: the kit's stable line)."""
    told = _TOLD.get(event.kind)
    if told is None:
        return describe(event, game.seat_names())
    return told(event.data, Names(game), people(game))


def people(game) -> list[str]:
    """What each person index of the game is called: the seats' names (the castaways are drawn from each
    game's seed), then the helpers in set-up's order (Friday, then the dog, where they play)."""
    out = list(game.seat_names())
    scenario = game.scenario
    for helper, counts in (("friday", scenario.friday), ("dog", scenario.dog)):
        if game.num_players in counts and helper in game.helpers:
            out.append(game.characters[game.helpers[helper]].title)
    return out


def _p(d, names, who, key="person") -> str:
    return names.who(d, who, key)


def _place(where, names) -> str:
    """Where a token lies: an action's field, a card or invention, the hunting deck, or an island space."""
    where = str(where)
    if where in ACTION_WORDS:
        return f"the {ACTION_WORDS[where]} field"
    if where == "hunt_deck":
        return "the hunting deck"
    return names.titles.get(where) or space(where)


def _target(d, names) -> str:
    target = d.get("target", "")
    if not target:
        return ""
    if ":" in target:
        where, what = target.rsplit(":", 1)
        return f" ({what} at {space(where)})" if what in ("food", "wood") else f" ({names.of(where)}, paid in {what})"
    return f" ({space(target)})" if d.get("action") == "explore" else f" ({names.of(target)})"


def _assign(d, names) -> str:
    pawn = names.pawn(d["pawn"])
    pawn = pawn[:1].upper() + pawn[1:]
    if not d["action"]:
        return f"{pawn} stays out."
    lead = ", taking the lead" if d.get("lead") else ", a separate attempt" if d.get("apart") else ""
    return f"{pawn} goes to {ACTION_WORDS.get(d['action'], d['action'])}{_target(d, names)}{lead}."


_TOLD = {
    "setup": lambda d, n, w: (f"{_plural(d['players'], 'castaway')} {_verb(d['players'], 'comes', 'come')} ashore on {n.of(d['start'])}: "
                              f"{', '.join(n.of(c) for c in d['characters'][:d['players']])}"
                              + "".join(f", with {n.of(c)}" for c in d["characters"][d["players"]:])
                              + f"; {_plural(d['events'], 'event card')} wait in the deck."),
    "round": lambda d, n, w: f"Round {d['round']} begins.",
    "event": lambda d, n, w: f"The event {n.of(d['card'])} strikes" + (f" ({d['icon']} icon)." if d.get("icon") else "."),
    "event-effect": lambda d, n, w: f"{n.of(d['card'])} comes back from the event deck.",
    "no-event": lambda d, n, w: "No event card is left to draw.",
    "threat": lambda d, n, w: (f"{n.of(d['card'])} joins the threat field"
                               + (f", pushing {n.of(d['fell'])} off it." if d.get("fell") else ".")),
    "threat-falls": lambda d, n, w: f"The threat of {n.of(d['card'])} falls on the camp.",
    "threat-done": lambda d, n, w: f"{_p(d, n, w)} meets the threat of {n.of(d['card'])}.",
    "morale-phase": lambda d, n, w: f"Morale stands at {d['level']}.",
    "morale": lambda d, n, w: f"Morale {'rises' if d['by'] > 0 else 'falls'} to {d['now']}.",
    "production": lambda d, n, w: ("The camp produces nothing this round." if d.get("skipped")
                                   else f"The camp produces {_resources(d)}."),
    "planning": lambda d, n, w: f"The team plans {_plural(len(d['pawns']), 'pawn')}.",
    "assign": lambda d, n, w: _assign(d, n),
    "commit": lambda d, n, w: "The plan is set.",
    "plan": lambda d, n, w: "The plan is set.",
    "action": lambda d, n, w: f"{_p(d, n, w)} takes the {d['action']} action{_target(d, n)} with "
                              f"{_plural(len(d['pawns']), 'pawn')}.",
    "action-lost": lambda d, n, w: f"{_p(d, n, w)} cannot take the {d['action']} action{_target(d, n)} after all.",
    "action-end": lambda d, n, w: "The actions are done; what was gained is now in hand.",
    "roll": lambda d, n, w: (f"{_p(d, n, w)} rolls for {d['action']}: "
                             f"{'a wound' if d['wound'] else 'no wound'}, {'success' if d['success'] else 'failure'}, "
                             f"{'an adventure' if d['adventure'] else 'no adventure'}."),
    "reroll": lambda d, n, w: f"The {d['die']} die is rolled again ({n.of(d.get('source', '') or 'power')}).",
    "reroll-token": lambda d, n, w: f"A reroll token on {d['action']} turns the roll again.",
    "adventure": lambda d, n, w: f"{_p(d, n, w)} has an adventure: {n.of(d['card'])}.",
    "adventure-none": lambda d, n, w: f"The {d['deck']} adventure deck is empty.",
    "decide": lambda d, n, w: f"The team chooses option {d['option'] + 1 if isinstance(d['option'], int) else d['option']}"
                              + (f" of {n.of(d['card'])}." if d.get("card") else "."),
    "hunt": lambda d, n, w: f"{_p(d, n, w)} hunts {n.of(d['beast'])} (strength {d['strength']}).",
    "fight": lambda d, n, w: f"A fight against strength {d['strength']} with weapons at {d['weapon']}.",
    "explore": lambda d, n, w: f"{_p(d, n, w)} explores {space(d['space'])}: {n.of(d['tile'])} ({d['terrain']}).",
    "shelter": lambda d, n, w: "A shelter stands at the camp.",
    "invention-built": lambda d, n, w: f"{_p(d, n, w)} builds the {n.of(d['invention'])}.",
    "new-invention": lambda d, n, w: f"The {n.of(d['invention'])} is now an invention to build.",
    "item-lost": lambda d, n, w: f"The {n.of(d['item'])} is lost.",
    "level": lambda d, n, w: (f"The {d['track']} {'rises' if d['by'] > 0 else 'drops'} to {d['now']}"
                              + (f" ({n.of(d['reason'])})." if d.get("reason") else ".")),
    "track": lambda d, n, w: f"{n.of(d['track'])} stands at {d['now']}.",
    "gain": lambda d, n, w: f"The team gains {_resources(d)}{' for later' if d.get('future') else ''}.",
    "discard": lambda d, n, w: (f"The team gives up {_resources(d)}"
                                + (f", {_plural(d['lacking'], 'unit')} short." if d.get("lacking") else ".")),
    "wound": lambda d, n, w: f"{_p(d, n, w)} takes {_plural(d['count'], 'wound')} ({n.of(d['reason'])}): "
                             f"{d['wounds']} in all.",
    "heal": lambda d, n, w: f"{_p(d, n, w)} heals {_plural(d['count'], 'wound')} ({n.of(d['reason'])}).",
    "unfulfilled": lambda d, n, w: f"{_plural(d['lacking'], 'demand')} cannot be met ({n.of(d['reason'])}).",
    "determination": lambda d, n, w: (f"{_p(d, n, w)} {'gains' if d['count'] > 0 else 'spends'} "
                                      f"{_plural(abs(d['count']), 'Determination token')} ({n.of(d['reason'])})."),
    "death": lambda d, n, w: f"{n.of(d['character'])} dies.",
    "weather": lambda d, n, w: (f"The weather brings {_plural(d['rain'], 'rain cloud')} and "
                                f"{_plural(d['winter'], 'winter cloud')} against a roof of {d['roof']}"
                                + (f", and {_plural(d['storm'], 'storm')}." if d.get("storm") else ".")),
    "weather-token": lambda d, n, w: f"{n.of(d.get('reason', ''))} darkens this round's weather.",
    "eat": lambda d, n, w: (f"{_plural(d['eaters'], 'castaway')} {_verb(d['eaters'], 'eats', 'eat')} {d['food']} food"
                            + (f"; {d['short']} {_verb(d['short'], 'goes', 'go')} hungry." if d.get("short") else ".")),
    "open-air": lambda d, n, w: (f"{_plural(len(d['persons']), 'castaway')} "
                                 f"{_verb(len(d['persons']), 'sleeps', 'sleep')} in the open air."),
    "rot": lambda d, n, w: f"{d['food']} food {_verb(d['food'], 'rots', 'rot')} overnight.",
    "camp": lambda d, n, w: (f"The camp moves from {space(d['frm'])} to {space(d['to'])}." if d.get("to")
                             else f"The camp stays at {space(d['frm'])}."),
    "first": lambda d, n, w: "The first player's token passes on.",
    "mystery": lambda d, n, w: f"A mystery card is turned: {n.of(d['card'])} ({d['kind']}).",
    "mystery-back": lambda d, n, w: (f"{_plural(d['cards'], 'mystery card')} {_verb(d['cards'], 'goes', 'go')} "
                                     f"back into the deck."),
    "treasure": lambda d, n, w: f"The team keeps the treasure {n.of(d['card'])}.",
    "discovery": lambda d, n, w: f"A discovery: {n.of(d['token'])}{' (for later)' if d.get('future') else ''}.",
    "beast": lambda d, n, w: f"A beast joins the hunting grounds ({_plural(d['hunt'], 'beast')} there).",
    "token": lambda d, n, w: f"{_a(d['token'].replace('_', ' '))} token is laid on {_place(d['on'], n)}.",
    "exhaust": lambda d, n, w: f"The {d['source']} source at {space(d['space'])} is spent.",
    "inaccessible": lambda d, n, w: f"The tile at {space(d['space'])} can no longer be reached.",
    "into-events": lambda d, n, w: f"{n.of(d['card'])} is shuffled into the event deck.",
    "extra-pawn": lambda d, n, w: f"An extra pawn joins for {ACTION_WORDS.get(d['action'], d['action'])}.",
    "use": lambda d, n, w: f"{n.owner(d['power'])} uses {n.of(d['power'])}.",
    "heal-kept": lambda d, n, w: (f"{n.of(d['reason']) + chr(39) + 's heal' if d.get('reason') else 'A heal'} of "
                                  f"{_plural(d['count'], 'wound')} for {_plural(len(d['persons']), 'castaway')} "
                                  f"waits for the night."),
    "reshuffle": lambda d, n, w: f"The {d['pile'].replace('_', ' ')} is shuffled anew ({_plural(d['cards'], 'card')}).",
    "scouted": lambda d, n, w: "The team scouts ahead.",
    "tracked": lambda d, n, w: "The team looks at the hunting grounds.",
    "won": lambda d, n, w: f"The castaways reach their goal in round {d['round']}.",
    "lost": lambda d, n, w: (f"The castaways lose in round {d['round']}: "
                             + (f"{n.of(d['cause'].split(':', 1)[1])} died." if str(d['cause']).startswith("death:")
                                else "the last round ended without the goal.")),
}
