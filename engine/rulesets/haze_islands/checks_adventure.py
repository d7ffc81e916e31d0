"""Haze Islands' checks of an adventure with the three decks it names: what no single file shows.

The adventure ties a map deck (its icons and map cards), an adventure deck and a Doom deck to its
player counts, modes and rules. Each check below takes an `Adventure` (the files, `None` for a deck
that is missing) and yields located diagnostics: in the adventure file for its own fields, in a
deck's file for a card of it that cannot be played with this adventure's map deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from engine.content.checks.context import Context
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import model
from .build import DEFAULT_TITLES
from .build import rules as read_rules

DECKS = (("map", "map-cards"), ("adventure", "adventure-cards"), ("doom", "doom-cards"))
#: the player counts each mode is played with (solo: one player; the others: 2 or 3)
MODE_PLAYERS = {"solo": (1,), "cooperative": (2, 3), "friendly": (2, 3), "competitive": (2, 3)}


@dataclass
class Adventure:
    context: Context
    file: ContentFile
    decks: dict[str, ContentFile | None]  # "map" / "adventure" / "doom" -> its file (None: missing)
    mode_dooms: tuple[ContentFile, ...] = ()  # the other Doom decks its `mode_rules:` name (found ones)

    @property
    def data(self) -> dict:
        return self.file.data

    def rules(self) -> model.Rules:
        return read_rules(self.data.get("rules", {}))

    def at_rule(self, name: str) -> str:
        """The pointer of a rules field, or of the adventure's `rules:` / `id` where it is left out."""
        rules = self.data.get("rules")
        if rules is None:
            return "/id"
        return f"/rules/{name}" if name in rules else "/rules"

    def icons(self) -> dict[str, str] | None:
        """The map deck's icons, id -> category (None without a map deck)."""
        deck = self.decks["map"]
        return None if deck is None else {i["id"]: i["category"] for i in deck.data["icons"]}

    def copies(self) -> Counter:
        """How many map cards carry each icon (all of the map deck, held-back cards included)."""
        deck = self.decks["map"]
        return Counter() if deck is None else Counter(c["icon"] for c in deck.data["cards"])

    def sides(self) -> Iterator[tuple[ContentFile, str, str, dict]]:
        """(file, pointer, name for people, requirement) of every side of the adventure and Doom cards."""
        played = [(self.decks["adventure"], ("double", "single")), (self.decks["doom"], None)]
        played += [(deck, None) for deck in self.mode_dooms if deck is not self.decks["doom"]]
        for content, names in played:
            if content is None:
                continue
            for index, card in enumerate(content.data["cards"]):
                if names is None:
                    for side, requirement in enumerate(card["sides"]):
                        yield content, f"/cards/{index}/sides/{side}", f"side {side + 1} of the Doom card " \
                                                                        f"'{card['id']}'", requirement
                else:
                    for side in names:
                        yield content, f"/cards/{index}/{side}", f"the {side} side of '{card['id']}'", card[side]

    def doom_of(self, mode: str) -> ContentFile | None:
        """The Doom deck `mode` plays: its `mode_rules:` one when named and found, else the adventure's."""
        own = self.data.get("mode_rules", {}).get(mode, {}).get("doom")
        return next((d for d in self.mode_dooms if d.data["id"] == own), self.decks["doom"])

    def best_score(self, doom: ContentFile | None = None) -> int:
        """The most icons the adventure and Doom cards can score in all (each card at its best side).

        `doom`: the Doom deck to count (a team mode's own); the adventure's when None.
        """
        rules = self.rules()
        doom = doom or self.decks["doom"]
        total = 0
        if self.decks["adventure"] is not None:
            for card in self.decks["adventure"].data["cards"]:
                double = _score(card["double"])
                total += max(double, _score(card["single"]), rules.used_order_score)
        if doom is not None:
            total += sum(max(_score(s) for s in card["sides"]) for card in doom.data["cards"])
        return total


def mode_rules(item: Adventure) -> Iterator[Diagnostic]:
    """A `mode_rules:` entry is for a mode the adventure declares, and its Doom deck is in the library."""
    for mode, entry in item.data.get("mode_rules", {}).items():
        if mode not in item.data["modes"]:
            yield item.file.diagnostic("haze/mode-rules-undeclared", f"'mode_rules' sets numbers for {mode} play, "
                                       f"and the adventure's modes are {', '.join(item.data['modes'])}",
                                       f"/mode_rules/{mode}", f"Add {mode} to 'modes' or remove 'mode_rules: {mode}'.")
        if "doom" in entry and not _exists(item.context, "doom-cards", entry["doom"]):
            known = sorted(c.data["id"] for c in item.context.library.files if c.schema_ok and c.kind == "doom-cards")
            yield item.context.dangling(item.file, f"/mode_rules/{mode}/doom", "doom-cards file", entry["doom"], known,
                                        code="haze/unknown-deck")


def _score(requirement: dict) -> int:
    return requirement.get("score", len(requirement["needs"]))


def decks(item: Adventure) -> Iterator[Diagnostic]:
    for key, kind in DECKS:
        if item.decks[key] is None and not _exists(item.context, kind, item.data["decks"][key]):
            known = sorted(c.data["id"] for c in item.context.library.files if c.schema_ok and c.kind == kind)
            yield item.context.dangling(item.file, f"/decks/{key}", f"{kind} file", item.data["decks"][key], known,
                                        code="haze/unknown-deck")


def _exists(context: Context, kind: str, deck_id: str) -> bool:
    """Whether a file of this kind and id is in the library (schema-valid or not: its own errors say the rest)."""
    return any(c.kind == kind and c.id == deck_id for c in context.library.files)


def needed_icons(item: Adventure) -> Iterator[Diagnostic]:
    """Every icon a side needs is one of the map deck's, carried by enough of its cards."""
    icons = item.icons()
    if icons is None:
        return
    copies = item.copies()
    for content, at, name, requirement in item.sides():
        for icon, count in Counter(requirement["needs"]).items():
            index = requirement["needs"].index(icon)
            where = f"{at}/needs/{index}"
            if icon not in icons:
                yield item.context.dangling(content, where, "icon", icon, list(icons), code="haze/unknown-icon")
            elif copies[icon] == 0:
                yield content.diagnostic("haze/icon-uncarried", f"{name} needs '{icon}', which no map card of "
                                         f"'{item.data['decks']['map']}' carries", where,
                                         f"Give '{icon}' to a map card, or ask for an icon the cards carry.")
            elif count > copies[icon]:
                yield content.diagnostic("haze/icon-short", f"{name} needs {count} '{icon}' but the map deck "
                                         f"'{item.data['decks']['map']}' holds {copies[icon]}", where,
                                         f"Ask for at most {copies[icon]}, or let more map cards carry '{icon}'.")
    content = item.decks["adventure"]
    for index, card in enumerate(content.data["cards"] if content is not None else ()):
        icon = card["order"].get("icon")
        if icon is not None and icon not in icons:
            yield item.context.dangling(content, f"/cards/{index}/order/icon", "icon", icon, list(icons),
                                        code="haze/unknown-icon")


def costs(item: Adventure) -> Iterator[Diagnostic]:
    """Attacks on ships and hijacks (competitive play) can be paid with the deck's icons."""
    icons = item.icons()
    if icons is None or "competitive" not in item.data["modes"]:
        return
    rules, copies = item.rules(), item.copies()
    for name, action, cost in (("attack_cost", "an attack on a ship", rules.attack_cost),
                               ("hijack_cost", "a hijack", rules.hijack_cost)):
        of_category = [copies[i] for i, category in icons.items() if category == cost.category]
        most = max(of_category, default=0) if cost.same else sum(of_category)
        if most < cost.count:
            wanted = f"{cost.count} of one {cost.category} icon" if cost.same else f"{cost.count} {cost.category} icons"
            yield item.file.diagnostic("haze/cost-unpayable", f"{action} costs {wanted} but the map deck "
                                       f"'{item.data['decks']['map']}' holds at most {most}", item.at_rule(name),
                                       f"Lower 'rules: {name}: count', or let more map cards carry "
                                       f"{cost.category} icons.")


def map_deck(item: Adventure) -> Iterator[Diagnostic]:
    """The first player's deck deals each other player a card, the first location and a first turn."""
    deck = item.decks["map"]
    if deck is None:
        return
    rules = item.rules()
    kinds = Counter(c["kind"] for c in deck.data["cards"])
    if not kinds["island"]:
        yield item.file.diagnostic("haze/no-island-card", f"the map deck '{item.data['decks']['map']}' has no "
                                   "island card to start on", "/decks/map",
                                   "The first location is an island card: add island cards to the map deck.")
        return
    if "island" in rules.held_back:
        yield item.file.diagnostic("haze/held-back-islands", "'held_back' holds back the island cards, so no "
                                   "island card is left to start on", item.at_rule("held_back"),
                                   "Hold back only dead-end and cursed cards.")
        return
    start = sum(n for kind, n in kinds.items() if kind not in rules.held_back)
    players = max(item.data["players"])
    needed = players + 1
    if start < needed:
        yield item.file.diagnostic("haze/map-deck-small", f"the first round's map deck has {start} cards; "
                                   f"{players} players need at least {needed} (1 for each other player, 1 for the "
                                   "first location, 1 for the first turn)", "/decks/map",
                                   "Add map cards of a kind not held back, or hold back fewer kinds.")


def card_decks(item: Adventure) -> Iterator[Diagnostic]:
    for key, name, what in (("adventure", "adventure", "an adventure card for the first location"),
                            ("doom", "Doom", "a Doom card to attack and defeat")):
        deck = item.decks[key]
        if deck is not None and not deck.data["cards"]:
            yield item.file.diagnostic(f"haze/{key}-deck-empty", f"the {name} deck '{item.data['decks'][key]}' has "
                                       f"no cards; the game needs at least {what}", f"/decks/{key}",
                                       f"Add cards to '{item.data['decks'][key]}' or name another {name} deck.")


def modes(item: Adventure) -> Iterator[Diagnostic]:
    players = item.data["players"]
    for index, mode in enumerate(item.data["modes"]):
        if not set(MODE_PLAYERS[mode]) & set(players):
            counts = " or ".join(map(str, MODE_PLAYERS[mode]))
            counts += " player" if MODE_PLAYERS[mode] == (1,) else " players"
            yield item.file.diagnostic("haze/mode-unplayable", f"the {mode} mode is played by {counts}, and "
                                       f"the adventure is for {', '.join(map(str, players))}", f"/modes/{index}",
                                       f"Add {MODE_PLAYERS[mode][0]} to 'players' or remove the mode.")
    for index, count in enumerate(players):
        if not any(count in MODE_PLAYERS[m] for m in item.data["modes"]):
            wanted = "solo" if count == 1 else "friendly, competitive or cooperative"
            yield item.file.diagnostic("haze/players-unplayable", f"no mode of the adventure is played by {count} "
                                       f"player{'s' if count > 1 else ''}", f"/players/{index}",
                                       f"Declare {wanted} in 'modes', or remove {count} from 'players'.")
    if item.rules().short_game and sorted(players) != [3]:
        yield item.file.diagnostic("haze/short-game-players", f"the short game is for 3 players, and the adventure "
                                   f"is for {', '.join(map(str, players))}", item.at_rule("short_game"),
                                   "Set 'players: [3]' or leave the short game off.")


def thresholds(item: Adventure) -> Iterator[Diagnostic]:
    """The solo and cooperative targets and the titles can be reached with the cards' scores."""
    if item.decks["adventure"] is None or item.decks["doom"] is None:
        return
    best, rules = item.best_score(), item.rules()
    own = item.data.get("mode_rules", {})
    for mode, name in (("solo", "solo_icons"), ("cooperative", "cooperative_icons")):
        mode_best = item.best_score(item.doom_of(mode))
        target = own.get(mode, {}).get(name, getattr(rules, name))  # a team mode's own target (`mode_rules:`) first
        if name in own.get(mode, {}):
            at, field = f"/mode_rules/{mode}/{name}", f"mode_rules: {mode}: {name}"
        else:
            at, field = item.at_rule(name), f"rules: {name}"
        if mode in item.data["modes"] and target > mode_best:
            yield item.file.diagnostic("haze/threshold-unreachable", f"{mode} play needs {target} icons but the "
                                       f"adventure and Doom cards score at most {mode_best}", at,
                                       f"Lower '{field}' to {mode_best} or less, or raise the cards' scores.")
    written = "titles" in item.data
    for index, entry in enumerate(item.data["titles"] if written else DEFAULT_TITLES):
        if entry["icons"] > best:
            what = "title" if written else "default title"
            yield item.file.diagnostic("haze/title-unreachable", f"the {what} '{entry['name']}' needs "
                                       f"{entry['icons']} icons but the cards score at most {best}",
                                       f"/titles/{index}/icons" if written else "/id",
                                       f"Lower it to {best} or less." if written else
                                       "Write the adventure's own 'titles:' (or 'titles: []' for none).",
                                       Severity.WARNING)


Check = Callable[[Adventure], Iterator[Diagnostic]]
CHECKS: tuple[Check, ...] = (decks, map_deck, card_decks, modes, mode_rules, needed_icons, costs, thresholds)
