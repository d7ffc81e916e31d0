"""A Finis Terrae sea built in code with the rulebook's box (80 tiles: their counts and the removals
per player count; 11 weather cards 5/3/2 + the finale), for the engine's tests until and besides the
bundled content. Shapes of our own: a coast tile is land on its top (one-side), top and right
(two-sides), top, right and bottom (fjord) or top and bottom (narrow)."""

from __future__ import annotations

from engine.rulesets.finis_terrae.model import (
    BEACH_KINDS,
    LAND_KINDS,
    TOKEN_OF_KIND,
    FinisAdventure,
    Opening,
    Rules,
    Tile,
    WeatherCard,
)

S, L, R = "sea", "land", "rock"


def tile(tid, kind, edges, count, remove=(), shape=""):
    return Tile(tid, tid.replace("-", " ").title(), kind, edges, count, tuple(remove), shape,
                TOKEN_OF_KIND.get(kind, ""), kind in BEACH_KINDS, kind in LAND_KINDS)


TILES = (
    tile("open-sea", "sea", (S, S, S, S), 11, ((2, 3), (3, 2))),
    tile("rocks", "rocks", (R, S, S, S), 6),
    tile("wreck", "wreck", (S, S, S, S), 5),
    tile("cove", "coast", (L, S, S, S), 18, ((2, 7), (3, 4)), "one-side"),
    tile("bend", "coast", (L, L, S, S), 10, ((2, 3), (3, 2)), "two-sides"),
    tile("fjord", "coast", (L, L, L, S), 3, (), "fjord"),
    tile("narrow", "coast", (L, S, L, S), 4, (), "narrow"),
    tile("castaway-isle", "castaway", (S, S, S, S), 5),
    tile("treasure-isle", "treasure", (S, S, S, S), 5),
    tile("den", "den", (S, S, S, S), 3, ((2, 1),)),
    tile("fort", "fort", (L, S, S, S), 5, ((2, 1),)),
    tile("lighthouse", "lighthouse", (L, S, S, S), 5, ((2, 1),)),
)

WEATHER = (
    WeatherCard("fair", "Fair", "sunny", 5, 2),
    WeatherCard("drizzle", "Drizzle", "rain", 3, 1),
    WeatherCard("gale", "Gale", "storm", 2, 0),
    WeatherCard("world-end", "World's End", "sunny", 1, 2, finale=True),
)


def sea(opening=(), rules=None, players=(2, 3, 4), tiles=TILES, weather=WEATHER, **more) -> FinisAdventure:
    return FinisAdventure(id="test-sea", title="Test Sea", version="1", digest="0" * 64, file="<code>",
                          player_counts=tuple(players), tiles=tuple(tiles), weather=tuple(weather),
                          opening=tuple(opening), rules=rules or Rules(), **more)


def opening_sea() -> FinisAdventure:
    """The box with a cove laid east of the start island at setup."""
    return sea(opening=(Opening("open-sea", (2, 0), 0),))


# -- driving a game in tests ---------------------------------------------------------------------
def new_state(players: int = 3, seed: int = 7, model: FinisAdventure | None = None):
    from engine.rulesets.finis_terrae.game import Game
    return Game(model or sea(), players=players).new_initial_state(seed)


def settle(state, load: int = 20) -> None:
    """Play the setup's decisions: the first free beach for each home port, `load` coins aboard."""
    while state.stage in ("port", "load"):
        if state.stage == "port":
            state.apply_action(state.legal_actions()[0])
        else:
            state.apply_action(("load", load))


def until(state, stage: str, limit: int = 2000) -> None:
    """Take the first legal action until the game asks a decision of `stage`."""
    for _ in range(limit):
        if state.stage == stage:
            return
        state.apply_action(state.legal_actions()[0])
    raise AssertionError(f"no {stage} decision within {limit} actions")
