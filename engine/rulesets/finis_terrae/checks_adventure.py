"""Finis Terrae's checks of an adventure with the tile set and weather deck it names.

The adventure ties a tile set and a weather deck to player counts, seats, rules and a scoring table.
Each check takes an `Adventure` (the files, `None` for one that is missing) and yields located
diagnostics in the adventure file, at the field to change: a rules field where it is written, else
the `rules:` mapping, else the field naming the other file. The start island and the opening are
`checks_sea`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import build, model

#: the player counts the rulebook's game is for
PLAYERS = (2, 4)
#: (the adventure's field, the kind of file it names, the code of a missing one)
NAMED = (("tiles", "tile-set", "finis/unknown-tile-set"), ("weather", "weather-deck", "finis/unknown-weather"))
#: token -> the rules field of its supply
SUPPLY = {"treasure": "treasures", "find": "finds", "castaway": "castaways"}


@dataclass
class Adventure:
    context: Context
    file: ContentFile
    tile_set: ContentFile | None
    weather: ContentFile | None

    @property
    def data(self) -> dict:
        return self.file.data

    def rules(self) -> model.Rules:
        return build.rules(self.data.get("rules"))

    def at_rule(self, name: str, fallback: str = "/id") -> str:
        """The pointer of a rules field, or of the adventure's `rules:` (or `fallback`) where it is left out."""
        rules = self.data.get("rules")
        if rules is None:
            return fallback
        return f"/rules/{name}" if name in rules else "/rules"

    def most_players(self) -> int:
        return max(self.data["players"])

    def tiles(self) -> list[model.Tile]:
        return [] if self.tile_set is None else [build.tile(t) for t in self.tile_set.data["tiles"]]

    def cards(self) -> list[model.WeatherCard]:
        return [] if self.weather is None else [build.weather_card(c) for c in self.weather.data["cards"]]


def named_files(item: Adventure) -> Iterator[Diagnostic]:
    for key, kind, code in NAMED:
        if getattr(item, "tile_set" if key == "tiles" else "weather") is None:
            wanted = item.data[key]
            if any(c.kind == kind and c.id == wanted for c in item.context.library.files):
                continue  # there but broken: its own errors say the rest
            known = sorted(c.data["id"] for c in item.context.library.files if c.schema_ok and c.kind == kind
                           and c.ruleset == model.RULESET_ID)
            yield item.context.dangling(item.file, f"/{key}", f"{kind} file", wanted, known, code=code)


def players(item: Adventure) -> Iterator[Diagnostic]:
    low, high = PLAYERS
    for index, count in enumerate(item.data["players"]):
        if not low <= count <= high:
            yield item.file.diagnostic("finis/players-range", f"Finis Terrae is played by {low} to {high} explorers, "
                                       f"not {count}", f"/players/{index}", f"Remove {count} from 'players'.")


def seats(item: Adventure) -> Iterator[Diagnostic]:
    written = item.data.get("seats")
    if written is not None:
        yield from unique_ids(item.context, item.file, "/seats", written, "seat")
    count = len(build.seats(written))
    most = item.most_players()
    if count < most:
        yield item.file.diagnostic("finis/seats-short", f"the adventure has {count} seat{'s' if count != 1 else ''} "
                                   f"and is for up to {most} players", "/seats" if written is not None else "/players",
                                   f"Add seats (one colour per explorer), or play with at most {count}.")


def weather(item: Adventure) -> Iterator[Diagnostic]:
    """Setup turns one sunny card face up, puts `weather_removed` back unseen and the finale
    `finale_depth` from the bottom: the deck must hold that many; day 1's card must be sunny."""
    cards = item.cards()
    if item.weather is None:
        return
    rules = item.rules()
    total = sum(c.count for c in cards)
    needed = 1 + rules.weather_removed + rules.finale_depth
    if total < needed:
        at = item.at_rule("finale_depth" if "finale_depth" in item.data.get("rules", {}) else "weather_removed",
                          "/weather")
        yield item.file.diagnostic("finis/weather-short", f"the weather deck '{item.data['weather']}' holds {total} "
                                   f"cards; setup needs at least {needed} (1 face up for day 1, "
                                   f"{rules.weather_removed} removed unseen, the finale with {rules.finale_depth - 1} "
                                   "below it)", at, "Add weather cards, or lower 'rules: weather_removed' or "
                                   "'rules: finale_depth'.")
    if not rules.first_weather:
        return
    by_id = {c.id: c for c in cards}
    chosen = by_id.get(rules.first_weather)
    if chosen is None:
        yield item.context.dangling(item.file, "/rules/first_weather", "weather card", rules.first_weather,
                                    list(by_id), code="finis/unknown-weather-card")
    elif chosen.kind != "sunny" or chosen.finale:
        what = "the finale card" if chosen.finale else f"a {chosen.kind} card"
        sunny = [c.id for c in cards if c.kind == "sunny" and not c.finale]
        yield item.file.diagnostic("finis/first-weather-not-sunny", f"day 1 opens on '{chosen.id}', {what}; it "
                                   "must be a sunny card that is not the finale", "/rules/first_weather",
                                   f"Name a sunny card ({', '.join(sunny)})." if sunny else
                                   "Add a sunny card to the deck and name it.")


def scoring_table(item: Adventure) -> Iterator[Diagnostic]:
    table = build.scoring(item.data.get("scoring"))
    written = item.data.get("scoring", {})
    for category, names in model.SCORE_CATEGORIES.items():
        if any(getattr(table, name) for name in names):
            continue
        at = next((f"/scoring/{name}" for name in names if name in written), "/scoring")
        yield item.file.diagnostic("finis/scoring-empty", f"every item of the {category} category scores 0 "
                                   f"({', '.join(names)})", at, f"Give one of them points, or leave {category} "
                                   "out of the game on purpose.", Severity.WARNING)


def token_supply(item: Adventure) -> Iterator[Diagnostic]:
    if item.tile_set is None:
        return
    rules, most, tiles = item.rules(), item.most_players(), item.tiles()
    for token, name in SUPPLY.items():
        laid = sum(max(0, t.count_for(most)) for t in tiles if t.token == token)
        supply = getattr(rules, name)
        if laid > supply:
            yield item.file.diagnostic("finis/token-supply", f"the tile set '{item.data['tiles']}' lays up to {laid} "
                                       f"{token} token{'s' if laid != 1 else ''} for {most} players and the supply holds {supply}",
                                       item.at_rule(name, "/tiles"), f"Raise 'rules: {name}' to {laid}, or lay "
                                       f"fewer {token} tiles (a tile laid with the supply empty gets no token).",
                                       Severity.WARNING)


def holds(item: Adventure) -> Iterator[Diagnostic]:
    rules = item.rules()
    if rules.galleon_loaded > rules.hold_compartments:
        yield item.file.diagnostic("finis/galleon-loaded", f"the galleon's coins go into {rules.galleon_loaded} "
                                   f"compartments and a hold has {rules.hold_compartments}",
                                   item.at_rule("galleon_loaded"), "Lower 'rules: galleon_loaded' or raise "
                                   "'rules: hold_compartments'.")


Check = Callable[[Adventure], Iterator[Diagnostic]]
CHECKS: tuple[Check, ...] = (named_files, players, seats, weather, scoring_table, token_supply, holds)
