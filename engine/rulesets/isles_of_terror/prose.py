"""Readable prose for the event log: one plain English sentence per event, for the playtest window.

`narrate(event, game)` -> "Red Coats win the second round of combat against Yoruba at Kelp Hollow: 7 against 6."
`PHRASES` holds one phrasing per event kind the engine emits (a test scans `engine/rulesets/isles_of_terror/*.py` for
`emit("kind", ...)` calls): a template over the event's data plus `who`, `at`, `here`, `loot`,
`figures`, `pieces`, whose format specs say how a value reads (`{card:card}` a card's title,
`{figure:a}` "a soldier", `{size:n tile}` "3 tiles", `{reason:why vp}` a phrase of `WHY`,
`{x:?if true|otherwise}`); a pair of templates (with a player, and for seat -1); or a function
of the `Voice`. An unknown kind, or data a phrasing does not fit, gives a generic sentence built
from the data: `narrate` never raises. Titles come from the adventure through one lookup per
game, memoised per game (`Titles.of`). `events.describe` stays the terse line for transcripts.
"""

from __future__ import annotations

import string
from collections import Counter
from functools import lru_cache

from engine.core.events import Event

SEASONS = ("spring", "summer", "autumn", "winter")
ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
WHY = {  # codes in event data as phrases (`{field:why table}`); "*" phrases any other code
    "trigger": {"game_start": "at the start of the game", "season_start": "at the start of the season",
                "season_end": "at the end of the season", "year_end": "at the end of the year", "land": "on landing",
                "reveal": "on being revealed", "play": "on being played", "move_into": "on moving in",
                "explore": "on exploring", "negotiate": "on negotiating", "conquer": "on conquering",
                "combat_start": "at the start of a combat round", "combat_won": "on winning a combat",
                "combat_lost": "on losing a combat", "raise_camp": "on raising a camp", "raid": "on a raid",
                "produce": "on producing", "recruit": "on recruiting", "supply": "on supplying",
                "minion_attack": "after a minion attack", "defeat_boss": "on defeating the boss",
                "destroy_captain": "on destroying a captain", "mission_fulfilled": "on fulfilling a mission",
                "progress": "on making progress", "*": "on {}"},
    "resource": {"supply": "as supplies", "produce": "from production", "conquest": "from the conquest",
                 "victory point beyond 16": "in place of a victory point beyond 16"},
    "vp": {"destroyed a captain": "for destroying a captain", "defeated the boss": "for defeating the boss",
           "destroyed a terror": "for destroying a terror", "lost against a terror": "for losing against a terror",
           "captain destroyed": "for their destroyed captain", "captain retreated": "for their retreating captain",
           "two raids": "for completing two raids", "rule": "by a special rule"},
    "progress": {"morale": "thanks to a morale field", "progress token": "with a progress token",
                 "rule": "by a special rule", "*": "by accomplishing the task"},
    "success": {"enforced": " by enforcing it", "rule": " by a special rule", "*": ""},
    "removal": {"minion attack": "after a minion attack", "threat": "as the threat bar demands",
                "rule": "by a special rule"},
    "discard": {"used": "after using it", "re-roll": "to re-roll dice", "rule": "by a special rule",
                "ally re-roll": "so that an ally may re-roll their ones"},
    "failed": {"defeated": "they were defeated", "retreated": "they retreated", "not conquered": "it was not conquered",
               "no characters left": "no characters are left there",
               "moved away at random": "their characters wandered off at random"},
    "swap": {"uncontrolled": "as nobody holds the area any more", "failed exploration": "after the failed exploration",
             "rule": "by a special rule"},
    "reroll": {"mountain": "from their mountain camp", "strategy card": "by discarding a strategy card",
               "ally": "showing ones, thanks to an ally's Reaction card",
               "effect": "by a special rule"},
    "duration": {"instant": "at once", "turn": "for the rest of the turn", "combat": "for the rest of the combat",
                 "season": "for the rest of the season"},
    "relocation": {"random movement": "at random", "river": "along the river"},
    "target": {"land": "land characters in", "move": "move into"},
    "camp soldier": {"pool": "their pool", "area": "the area"},
    "destination": {"sea": "sea card", "pool": "pool"},
    "trade": {"gold": "2 rations for 1 gold", "rations": "2 gold for 1 ration"},
    "resource one": {"gold": "1 gold", "rations": "1 ration", "*": "1 {}"},
    "terror place": {"acute": "is placed, acute, on", "*": "is summoned to"},
    "terror level": {"pacify": "after pacifying", "exploration card": "by a card of its colour",
                     "rule": "by a special rule", "*": ""},
    "tile": {"minion-1": "level 1 minion", "minion-2": "level 2 minion", "minion-3": "level 3 minion", "*": "{}"},
    "roll": {"gather new strength": "to gather new strength", "*": "for a {}"},
}


# -- words -----------------------------------------------------------------------------------
def words(value) -> str:
    """An identifier as words: `minion-attack`, `minion_attack` -> `minion attack`."""
    return "nothing" if value is None or value == "" else str(value).replace("_", " ").replace("-", " ").strip()


def count(n, noun: str, plural: str = "", article: bool = True) -> str:
    """`a soldier`, `3 soldiers`, `no soldiers` (`1 round` without the article)."""
    n = len(n) if isinstance(n, (list, tuple)) else int(n)
    if n == 1:
        return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun if article else f"1 {noun}"
    return f"{'no' if n == 0 else n} {plural or noun + 's'}"


def listing(items, empty: str = "nothing") -> str:
    items = [str(i) for i in items]
    return empty if not items else items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def resources(gold=0, rations=0, choice=0) -> str:
    """`1 gold and 2 rations` (numbers, as the resource symbols are counted on the table)."""
    parts = [f"{gold} gold"] if gold else []
    parts += [f"{rations} ration{'' if rations == 1 else 's'}"] if rations else []
    return listing(parts + ([f"{choice} resource{'' if choice == 1 else 's'} of their choice"] if choice else []))


def mid(title: str, article: bool = False) -> str:
    """A title inside a sentence (`The Drowned Priest` -> `the Drowned Priest`), with `the` added if asked."""
    return "the " + title[4:] if title.startswith("The ") else ("the " if article else "") + title


def parse_dice(shown) -> list[tuple[int, int]]:
    """`["d8:6", "d6:4"]` (how combat events show dice) -> `[(8, 6), (6, 4)]`."""
    dice = [str(die).lstrip("dD").partition(":") for die in shown or ()]
    return [(int(s), int(v)) for s, _, v in dice if s.isdigit() and v.isdigit()]


def compare(attacker, defender) -> tuple[int, int, int]:
    """What a round compares (`dice.round_winner`): equal results cancel one for one, then each
    side's highest remaining die counts (0 if none is left). Returns (attacker, defender, pairs)."""
    a, d = Counter(attacker), Counter(defender)
    return max(a - d, default=0), max(d - a, default=0), sum((a & d).values())


# -- titles of one game and the voice of one event ------------------------------------------
class Titles:
    """Titles by id for one game's content (built once per game: `Titles.of(game)`)."""

    def __init__(self, game) -> None:
        a, setup = game.adventure, game.adventure.setup
        factions = (*a.factions, *game.factions)
        self.adventure, self.board, self.factions = a.title, game.board, [f.title for f in game.factions]
        self.faction_ids = {f.id: f.title for f in factions}
        self.monsters = {f"minion-{level}": card.title for level, card in setup.minions.items()}
        self.monsters["boss"] = setup.boss.title
        self.monsters["terror"] = "terror"  # a terror combat (terrors.py)
        self.tasks = {t.id: t.title for t in a.progress_tasks}
        self.victory = {vc.id: vc.title for vcs in a.victory.values() for vc in vcs}
        self.terrors = {t.id: t.title for t in setup.terrors}
        cards = [setup.first_event, *setup.event_deck, *setup.exploration_deck, *setup.mission_deck, setup.boss,
                 *setup.location_bag, *setup.terrain_bag, *setup.terrors, *setup.minions.values()]
        cards += [c for area in a.map.areas if area.fixed for c in (area.fixed.location, area.fixed.terrain)]
        cards = [c for c in cards + [c for f in factions for c in f.strategy_deck] if c is not None]
        self.cards = {c.id: c.title for c in cards}
        rules = [*a.rules, *(r for area in a.map.areas for r in area.rules), *(r for c in cards for r in c.rules),
                 *(r for f in factions if f.ability for r in f.ability.rules)]
        self.rules = {r.id: r.title for r in rules if r.id and r.title}

    @classmethod
    def of(cls, game) -> Titles:
        return _titles_of(game)

    def seat(self, seat) -> str:
        if 0 <= int(seat) < len(self.factions):
            return self.factions[int(seat)]
        return "someone" if int(seat) < 0 else f"player {int(seat) + 1}"

    def area(self, coord) -> str:
        """`the Drowned Temple`, or by kind and field for unnamed areas: `the sea area (7, 5)`."""
        index = self.board.index.get(tuple(coord)) if coord is not None else None
        if index is None:
            return "an area off the map" if coord is not None else "the board"
        if self.board.names[index]:
            return mid(self.board.names[index])
        kind = self.board.kind[index]
        kind = (self.board.colour[index] or "fixed") if kind == "fixed" else kind
        return "the {} area ({}, {})".format(kind, *self.board.coords[index])

    def card(self, card_id) -> str:
        return self.cards.get(card_id) or words(card_id).title()


class Voice(string.Formatter):
    """One event as words: its data, `who` (the player's faction), `at` (the area), `here` (" at"
    the area, or nothing), and the format specs of the templates."""

    def __init__(self, event: Event, titles: Titles) -> None:
        self.e, self.t, self.d = event, titles, event.data
        self.who = titles.seat(event.player)
        self.area = titles.area(event.area) if event.area is not None else ""
        self.here = f" at {self.area}" if self.area else ""

    @property
    def at(self) -> str:
        if not self.area:
            raise LookupError("the phrasing names the event's area and the event has none")
        return self.area

    def say(self, template) -> str:
        if isinstance(template, tuple):  # (with a player, without one)
            template = template[0] if self.e.player >= 0 else template[1]
        d, pile = self.d, str(self.d.get("pile", ""))
        if pile.startswith("strategy cards of "):  # setup names a faction's deck by the faction's id
            d = {**d, "pile": "strategy cards of " + self.t.faction_ids.get(pile[18:], words(pile[18:]))}
        figures = [count(d[k], k[:-1]) for k in ("soldiers", "captains") if d.get(k)]  # "" for none
        pieces = count(d.get("size", 0), "tile" if "tile" in pile or "bag" in pile else "card")
        return self.vformat(template, (), {**d, "who": self.who, "here": self.here, "pieces": pieces,
                                           "opponent": self.opponent(d.get("against", d.get("monster"))),
                                           "loot": resources(d.get("gold", 0), d.get("rations", 0), d.get("choice", 0)),
                                           "figures": listing(figures, "")})

    def get_value(self, key, args, kwargs):
        return self.at if key == "at" else super().get_value(key, args, kwargs)

    def format_field(self, value, spec: str) -> str:
        if spec.startswith("?"):  # `{x:?shown if x is true|otherwise}`
            yes, _, no = spec[1:].partition("|")
            return yes if value else no
        name, _, rest = spec.partition(" ")
        t = self.t
        specs = {"a": lambda: count(1, value), "n": lambda: count(value, *rest.split("/")),
                 "#": lambda: count(value, *rest.split("/"), article=False), "card": lambda: t.card(value),
                 "seat": lambda: t.seat(value), "area": lambda: t.area(value), "why": lambda: self.why(rest, value),
                 "task": lambda: mid(t.tasks.get(value, words(value))), "w": lambda: words(value),
                 "terror": lambda: mid(t.terrors.get(value, words(value)), article=True),
                 "rule": lambda: t.rules.get(value) or t.cards.get(value) or words(value).capitalize(),
                 "factions": lambda: listing(t.faction_ids.get(f, words(f)) for f in value),
                 "season": lambda: SEASONS[value] if isinstance(value, int) else words(value),
                 "ord": lambda: ORDINALS[value] if 0 <= value < len(ORDINALS) else f"{value}th",
                 "list": lambda: listing(value), "victory": lambda: t.victory.get(value, words(value)),
                 "dice": lambda: listing([f"D{s} {v}" for s, v in parse_dice(value)], "no dice")}
        return specs[name]() if name in specs else super().format_field(value, spec)

    def why(self, table: str, code) -> str:
        phrases = WHY[table]
        return phrases[code] if code in phrases else phrases.get("*", "({})").format(words(code))

    def opponent(self, against) -> str:
        """The other side of a combat: a player, the minion or boss, or the area itself."""
        if isinstance(against, int) and against >= 0:
            return self.t.seat(against)
        return mid(self.t.monsters[against], article=True) if against in self.t.monsters else "the area"



@lru_cache(maxsize=8)  # by game (a Game is immutable and hashed by identity)
def _titles_of(game) -> Titles:
    return Titles(game)


# -- phrasings that need more than a template ------------------------------------------------
def _reveal(v) -> str:
    kind, card = v.d["tile"], v.d.get("card")
    value = f", with a {v.d['colour']} value of {v.d['value']}"
    if kind in v.t.monsters:
        what = mid(v.t.cards.get(card) or v.t.monsters[kind], article=True) + (" (the boss)" if kind == "boss" else "")
    elif kind in ("location", "terrain") and card:
        what, value = f"the {kind} {v.t.card(card)}", value if kind == "location" else ""
    else:
        what = "a plain area" if kind == "plain" else f"a {words(kind)} tile"
    return f"{v.who} reveal {what}{v.here}{value}."


def _combat_round(v) -> str:
    """`Red Coats win the second round of combat against Yoruba at Kelp Hollow: 7 against 6.`
    The numbers are what the rules compare: each side's highest die left after equal ones cancel."""
    a, d = ([x for _, x in parse_dice(v.d[side])] for side in ("attacker", "defender"))
    best_a, best_d, pairs = compare(a, d)
    against, won = v.d["against"], v.d["winner"] == "attacker"
    round_ = v.say("the {round:ord} round of combat")
    if isinstance(against, int) and against >= 0 and not won:
        head, scores = f"{v.t.seat(against)} win {round_} against {v.who}", (best_d, best_a)
    else:
        head, scores = f"{v.who} {'win' if won else 'lose'} {round_} against {v.opponent(against)}", (best_a, best_d)
    if not best_a and not best_d:
        return f"{head}{v.here}: every die is cancelled by an equal one, which favours the defender."
    cancelled = f", after {count(pairs, 'pair')} of equal dice cancelled" if pairs else ""
    return f"{head}{v.here}: {scores[0]} against {scores[1]}{cancelled}."


def _vp_why(v) -> str:
    reason = str(v.d.get("reason", ""))
    what, _, field = reason.rpartition(" field ")
    if not field.isdigit():
        return v.why("vp", reason)
    bar = "the mission bar" if what == "mission" else mid(v.t.tasks.get(what.partition(":")[2], words(what)))
    return f"for reaching field {field} of {bar}"  # "mission field 2", "progress:relics field 3"


def _vp(v) -> str:
    points, total, why = v.d["points"], v.d["total"], _vp_why(v)
    if points > 0:
        return f"{v.who} gain {count(points, 'victory point')} {why}, {total} in total."
    return f"{v.who} lose {count(-points, 'victory point')} {why}, leaving them {total}." if points else \
        f"{v.who} have no victory points to lose."


def _game_end(v) -> str:
    scores = listing(f"{v.t.seat(s)} {vp}" for s, vp in enumerate(v.d.get("scores", ())))
    winners = v.d.get("winners") or ()
    if "team" in v.d:  # cooperative and solo: the expedition wins or loses together
        outcome = v.say("{condition:victory}") if v.d.get("condition") else "the game is over"
        return f"The expedition {'wins' if v.d['team'] == 'won' else 'loses'} together ({outcome}); " \
               f"victory points: {scores}."
    if not winners:
        return f"The game ends without a winner; victory points: {scores}."
    verb = "share the victory" if len(winners) > 1 else "win the game"
    return f"{listing(v.t.seat(s) for s in winners)} {verb} ({v.say('{condition:victory}')}); victory points: {scores}."


def _trade(v) -> str:
    """`Red Coats give Yoruba 2 gold and receive 1 ration from them.`"""
    partner = v.t.seat(v.d["partner"])
    gold, rations = v.d["gold"], v.d["rations"]
    given = resources(max(gold, 0), max(rations, 0))
    taken = resources(max(-gold, 0), max(-rations, 0))
    if not gold and not rations:
        return f"{v.who} and {partner} exchange nothing after all."
    parts = ([f"give {partner} {given}"] if given != "nothing" else []) + \
        ([f"receive {taken} from {partner if given == 'nothing' else 'them'}"] if taken != "nothing" else [])
    return f"{v.who} {' and '.join(parts)}."


def _carried_over(v: Voice) -> str:
    """`Red Coats start with 2 gold, 4 campaign VP and the advantage Beacon Charts, carried over from ...`"""
    d = v.d
    if v.e.player < 0:
        return v.say("The story flags {flags:list} carry over from {source}.")
    parts = [resources(d.get("gold", 0), d.get("rations", 0))] if d.get("gold") or d.get("rations") else []
    parts += [f"{count(d['captains_lost'], 'captain')} fewer"] if d.get("captains_lost") else []
    parts += [f"{d['campaign_vp']} campaign VP"] if d.get("campaign_vp") else []
    parts += [f"the advantage{'s' if len(d.get('advantages', ())) > 1 else ''} "
              f"{listing(words(a).title() for a in d['advantages'])}"] if d.get("advantages") else []
    return v.say("{who} start with ") + listing(parts) + v.say(", carried over from {source}.")


PHRASES = {
    # the game, seasons and turns
    "setup": lambda v: v.say("A {mode} game of ") + mid(v.t.adventure) + v.say(" is set up for {factions:factions}, "
                                                                             "seed {seed}."),
    "shuffle": lambda v: v.say("The {pile} " + ("is" if v.d["pile"].endswith("bag") else "are") + " shuffled "
                               "({pieces})."),
    "reshuffle": ("{who} shuffle their {pile} into a fresh deck of {pieces}.",
                  "The discarded {pile} are shuffled into a new pile of {pieces}."),
    "mission": "{who} {mission:?draw the mission {mission:card}|get no mission}.",
    "not_simulated": ("The rule {rule:rule} would apply to {who}{event:? {event:why trigger}}, but the engine cannot "
                      "play its text.", "The rule {rule:rule} cannot be played by the engine: it has only text."),
    "game_start": "The game begins with {players:factions}.",
    "carried_over": _carried_over,
    "season": ("{season:season} of year {year} begins{event:?: {who} reveal the event {event:card}|, "
               "with {who} as starting player}.",
               "{season:season} of year {year} begins{event:? with the event {event:card}}."),
    "season_end": "{season:season} of year {year} ends.",
    "year": "Year {year} begins.",
    "starting_player": lambda v: v.say("{who} become the starting player, ") + (
        f"chosen among those tied for the most camps with {listing(others)}."
        if (others := [v.t.seat(s) for s in v.d["tied"] if s != v.e.player]) else "with the most camps in play."),
    "turn": "{who} take turn {turn} of {season:season} in year {year}.",
    "action_token": lambda v: f"{v.who} place an action token on field {v.d['field'] + 1} "
                              f"({listing(v.d['links'], 'no action').replace(' and ', ' or ')}).",
    "action": "{who} take the {action:w} action.",
    "pass": "{who} pass, as no action is possible.",
    "enforce": "{who} enforce their mission {mission:card}.",
    "bonus": "{who} put {resource:why resource one} on their sea card as the action's bonus.",
    "hoist_anchor": "{who} hoist anchor at {at}{figures:?, taking {figures}| and sail} back to their sea card.",
    "eliminated": "{who} are eliminated: {condition:victory}.",
    "game_end": _game_end,
    "next_player": "{who} choose {seat:seat} to take the next turn.",
    # actions
    "sea_card_collected": "{who} collect {loot} from their sea card.",
    "land": "{who} land their ship at {at} with {characters:n character} aboard"
            "{flipped:?, turning the sea area face up}.",
    "hire": "{who} hire {figure:a} for {gold} gold{here}.",
    "recruit": "{who} recruit {figure:a}{here} for {gold} gold.",
    "produce": "{who} produce {loot}.",
    "trade_partner": "{who} trade with {partner:seat} instead of supplying their sea card.",
    "trade_resources": lambda v: _trade(v),
    "pacify": "{who} pacify {terror:terror}, which goes back to level 1.",
    "supply": "{who} supply their sea card with two resources.",
    "resource": "{who} choose {resource:why resource one} for their {to:why destination} {reason:why resource}.",
    "trade": "{who} trade {bought:why trade}.",
    # movement
    "target": "{who} choose to {mode:why target} {at}.",
    "moved": "{who} move {figure:a} from {source:area} to {at} {rations:?for {rations:n ration}|at no cost}.",
    "move_cancelled": "{who} move nobody into {at} after all.",
    "move_end": lambda v: v.say("{who} are back where they already stood after {targets:n target}, "
                                "which ends their move action."
                                if v.d.get("reason") == "position repeated" else
                                "{who} end their move action after its one target, as allies do."
                                if v.d.get("reason") == "one target" else
                                "{who} end their move action {targets:?after {targets:n target}|without moving}."),
    "relocated": "{who} move {characters:n character} from {source:area} to {at} {reason:why relocation}.",
    "random_movement": "{who} roll {die} for random movement{here}"
                       "{to:?: their characters head for {to:area}| and stay where they are}.",
    "random_movement_skipped": "{who} have no characters{here} to move at random.",
    "river_stay": "{who} find no way on from the river at {at} and stay there.",
    # exploration
    "explore": "{who} {adventure:?march on the adventure area|explore} {at}.",
    "exploration_card": "{who} draw the exploration card {card:card}{here}{keep:? and keep it}.",
    "bag_draw": "The {bag} {card:card} is drawn from the {bag} bag for {at}.",
    "bag_empty": "The {bag} bag is empty, so {at} is revealed as a plain area.",
    "reveal": _reveal,
    "negotiate": "{who} negotiate their way into {at} for {gold:?{gold} gold|free}.",
    "exploration_failed": "The exploration of {at} by {who} fails: {reason:why failed}.",
    "exploration_ended": "The exploration of {at} by {who} ends early and the area stays unexplored.",
    "progress_token": "{who} take the progress token at {at} for {task:task}.",
    "tile_swapped": "The {old:?{old:why tile} |}tile at {at} is replaced by a face-down tile {reason:why swap}.",
    "area_reset": "{at} turns face down again, as nobody holds it.",
    # combat
    "combat": lambda v: v.say("{who} attack {defender:seat} at {at}." if v.d["defender"] >= 0 else
                              "{who} fight {opponent} at {at}, with an area value of {value}." if v.d["monster"]
                              in v.t.monsters else "{who} fight for {at} against an area value of {value}."),
    "dice": lambda v: v.say("{who} roll {d6:# D6/D6} {reason:why roll}{here}: {d6:list}." if "d6" in v.d else
                            ("{who} roll {dice:dice} as {side} in the {round:ord} round at {at}.",
                             "The defenders of {at} roll {dice:dice} in the {round:ord} round.")),
    "combat_round": _combat_round,
    "monster_die_lost": "The defenders of {at} lose a die{value:?, {value:# die/dice} left|, their last one}.",
    "casualty": lambda v: v.say("{who} lose {figure:a}") + (v.say(" to {by:seat}") if v.d["by"] >= 0 else "")
    + v.say(" in the combat at {at}."),
    "retreat": "{who} retreat from {at} to {to:area} with {characters:n character}.",
    "combat_end": lambda v: f"{v.who} {'win' if v.d['winner'] == 'attacker' else 'lose'} the combat at {v.at} "
    + v.say("{rounds:?after {rounds:# round}|without a round fought}."),
    "conquer": lambda v: v.say("{who} conquer {at}") + (v.say(" and take {loot}.") if v.d["gold"] or v.d["rations"]
                                                       or v.d["choice"] else "."),
    # camps
    "camp_raised": "{who} raise a camp at {at}, manned by a soldier from {soldier_from:why camp soldier}.",
    "raid": "{who} raid the camp of {owner:seat} at {at}, their {raided:ord} raid.",
    "camp_destroyed": "The camp of {who} at {at} is destroyed and goes back to their board.",
    "raids_returned": lambda v: f"{v.who} complete their raids and the camps go back to "
                                f"{listing(dict.fromkeys(v.t.seat(s) for s in v.d['owners']))}.",
    "camp_abandoned": "{who} abandon their camp at {at}.",
    "raid_take": "{who} take {resource:why resource one} from {victim:seat} for a returned camp.",
    # cards
    "strategy_draw": lambda v: f"{v.who} draw {count(len(v.d['cards']), 'strategy card')}"
                               + (f": {listing(v.t.card(c) for c in v.d['cards'])}." if v.d["cards"] else "."),
    "play": "{who} play the strategy card {card:card}, {duration:why duration}{covers:?, covering {covers:card}}.",
    "card_expired": "The effect of {card:card} played by {who} ends.",
    "use": "{who} use their kept card {card:card}.",
    "card_discarded": "{who} discard {card:card} {reason:why discard}.",
    "reroll": "{who} re-roll {dice:n die/dice}{here} {source:why reroll}"
              "{dice:?: the dice go from {before:dice} to {after:dice}| and keep {after:dice}}.",
    "mission_kept": "{who} keep the mission {mission:card}.",
    # rules and effects
    "rule": "The rule {rule:rule} applies to {who} {event:why trigger}.",
    "rule_declined": "{who} decline the optional rule {rule:rule}.",
    "gain": "{who} gain {loot}{here}.",
    "lose": lambda v: v.say("{who} lose {loot}") + (" to the threat bar." if v.d.get("reason") == "threat" else "."),
    "to_sea_card": "{who} put {loot} on their sea card.",
    "dice_modified": lambda v: v.say("By a special rule, the {side}{here} rolls ") + listing(
        [f"{abs(n)} {'more ' if n > 0 else ''}{k.upper()}{'' if n > 0 else ' fewer'}" for k in ("d6", "d8")
         if (n := v.d.get(k, 0))], "the same dice") + " this combat round.",
    "terror_summoned": "A terror, {terror:terror}, {reason:why terror place} {at} at level {level}.",
    "terror_level": lambda v: v.say("The terror level of {terror:terror} ")
    + (v.say("at {at} ") if v.e.area is not None else "") + v.say("is now {level}")
    + (v.say(" {reason:why terror level}.") if v.d.get("reason") else "."),
    "terror_enraged": "A card of its colour finds {terror:terror}{here} at level 3: an extra activation at once.",
    "terror_activation": "Activation of {terror:terror}{here} at level {level}{extra:? (an extra activation)}.",
    "terror_roll": "The die for {terror:terror}{here} shows {die}.",
    "terror_moved": "The token of {terror:terror} moves to {at}.",
    "terror_stays": "The token of {terror:terror} stays{here}.",
    "terror_strikes": "The effect of {terror:terror} hits {who}{here}.",
    "terror_activated": "End of the activation of {terror:terror}{here}, at level {level}.",
    "terror_won": "{who} lose the combat against {terror:terror}{here}.",
    "terror_destroyed": "{who} destroy {terror:terror}{here}; the token returns to the terror board at level 1.",
    "flag_set": "The story flag \u201c{flag:w}\u201d is set.",
    "flag_cleared": "The story flag \u201c{flag:w}\u201d is cleared.",
    "action_forbidden": "{who} may not take the {action:w} action for now.",
    "area_value_modified": lambda v: v.say("The area value of {at} ") + ("rises" if v.d["by"] > 0 else "falls")
    + f" by {abs(v.d['by'])}.",
    # scoring and threat
    "vp": _vp,
    "vp_as_resources": lambda v: f"{v.who} earn a victory point {_vp_why(v)} but, with 16 already, take 3 resources "
                                 "instead.",
    "progress": "{who} advance {task:task} to field {field} {reason:why progress}.",
    "progress_full": "{who} cannot advance {task:task} any further: its bar is full.",
    "success_token": "{who} gain a success token for their mission {mission:card}{reason:why success}, "
                     "{tokens:# success token} so far.",
    "mission_fulfilled": "{who} fulfil their mission {mission:card} and reach field {field} of the mission bar"
                         "{new:?; their new mission is {new:card}|; no mission is left to draw}.",
    "figure_removed": "{who} remove {figure:a} from {at} {reason:why removal}.",
    "place_figures_skipped": "{who} have no room to place the figures granted {reason:why removal}.",
    "figures_placed": "{who} place {figures:?{figures}|no figures}{here}.",
    "minion_attack": lambda v: v.say("Minions attack{here} with {dice:list}: ") + listing(
        [f"{v.t.seat(int(s))} take {count(n, 'hit')}" for s, n in (v.d["hits"] or {}).items()], "nobody is hit") + ".",
    "threat": "The threat roll of {dice:list} gives {who} {hits:n hit}.",
}

IMPORTANT_KINDS = frozenset({  # what a player follows; the rest is bookkeeping (shuffles, dice, tokens...)
    "game_start", "carried_over", "season", "year", "game_end", "eliminated", "not_simulated", "action", "pass", "enforce",
    "land", "moved", "relocated", "retreat", "explore", "reveal", "negotiate", "exploration_failed",
    "progress_token", "combat", "combat_round", "combat_end", "casualty", "conquer", "camp_raised",
    "camp_destroyed", "camp_abandoned", "raid", "raids_returned", "recruit", "hire", "produce", "play", "use",
    "vp", "vp_as_resources", "progress", "success_token", "mission_fulfilled", "minion_attack", "threat",
    "figure_removed", "terror_summoned", "terror_level", "terror_enraged", "terror_activation", "terror_moved",
    "terror_strikes", "terror_won", "terror_destroyed", "trade_resources", "pacify",
})


def _value(value) -> str:
    if isinstance(value, dict):
        return listing(f"{words(k)} {_value(v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return listing((_value(v) for v in value), "none")
    return "none" if value is None else ("yes" if value else "no") if isinstance(value, bool) else words(value)


def generic(event: Event, titles: Titles) -> str:
    """A readable sentence for any event: `Red Coats: flood tide at Kelp Hollow (level 2; terror the scavengers).`"""
    subject = titles.seat(event.player) + ": " if event.player >= 0 else ""
    where = f" at {titles.area(event.area)}" if event.area is not None else ""
    details = "; ".join(f"{words(k)} {_value(v)}" for k, v in event.data.items())
    return f"{subject}{words(event.kind)}{where}" + (f" ({details})." if details else ".")


def narrate(event: Event, game) -> str:
    """One sentence of plain English for an event, with faction, area and card titles (never raises)."""
    try:
        titles = Titles.of(getattr(game, "game", game))  # a State is welcome too
        phrase = PHRASES.get(event.kind)
        voice = Voice(event, titles)
        text = (phrase(voice) if callable(phrase) else voice.say(phrase)) if phrase else generic(event, titles)
    except Exception:  # data a phrasing does not fit (an engine change), or no titles: say it generically
        try:
            text = generic(event, Titles.of(getattr(game, "game", game)))
        except Exception:
            text = f"{words(getattr(event, 'kind', 'something'))} happens."
    return text[:1].upper() + text[1:]


def narrate_log(events, game) -> list[str]:
    return [narrate(event, game) for event in events]
