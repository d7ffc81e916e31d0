"""A hand-built Finis Terrae sea for the trade, port, pirate, combat and scoring tests (no content
files needed), and the few moves that put a dealt game into an exact position.

`sea(**rules)` is a full model (80 tiles in the rulebook's counts, the 5/3/2/1 weather deck) with the
rules given as overrides; `dealt(players, seed)` a game dealt from it and played through its setup;
`lay(state, cell, tile, rotation)` lays a tile as the game does (its token with it); `at(state, seat,
cell)` puts a ship there and makes it that seat's turn, a new move begun.
"""

from __future__ import annotations

from dataclasses import replace

from engine.rulesets.finis_terrae import sea as ft_sea
from engine.rulesets.finis_terrae.game import Game
from engine.rulesets.finis_terrae.model import FinisAdventure, Rules, Scoring, Tile, WeatherCard

ALL_SEA = ("sea", "sea", "sea", "sea")
LAND_TOP = ("land", "sea", "sea", "sea")  # a coast portion: land to the north as drawn


def tiles() -> tuple[Tile, ...]:
    return (
        Tile("open", "Open", "sea", ALL_SEA, count=11),
        Tile("rocky", "Rocky", "rocks", ("rock", "sea", "sea", "sea"), count=6),
        Tile("wreck", "Wreck", "wreck", ALL_SEA, count=5, token="find"),
        Tile("cove", "Cove", "coast", LAND_TOP, count=18, shape="one-side", beach=True, land=True),
        Tile("isthmus", "Isthmus", "coast", ("land", "sea", "land", "sea"), count=10, shape="two-sides",
             beach=True, land=True),
        Tile("fjord", "Fjord", "coast", ("land", "land", "sea", "sea"), count=3, shape="fjord", beach=True, land=True),
        Tile("narrow", "Narrow", "coast", ("land", "sea", "land", "sea"), count=4, shape="narrow", beach=True,
             land=True),
        Tile("rescue", "Rescue", "castaway", ALL_SEA, count=5, token="castaway", beach=True, land=True),
        Tile("hoard", "Hoard", "treasure", ALL_SEA, count=5, token="treasure", beach=True, land=True),
        Tile("den", "Den", "den", ALL_SEA, count=3, land=True),
        Tile("fort", "Fort", "fort", LAND_TOP, count=5, land=True),
        Tile("light", "Light", "lighthouse", LAND_TOP, count=5, land=True),
    )


def weather() -> tuple[WeatherCard, ...]:
    return (
        WeatherCard("sun", "Sun", "sunny", count=5, moves=2),
        WeatherCard("rain", "Rain", "rain", count=3, moves=1),
        WeatherCard("gale", "Gale", "storm", count=2, moves=0),
        WeatherCard("end", "End", "sunny", count=1, moves=2, finale=True),
    )


def sea(scoring: Scoring | None = None, **rules) -> FinisAdventure:
    return FinisAdventure(id="trade-test", title="Trade test", version="1", digest="0", file="<test>",
                          player_counts=(2, 3, 4), tiles=tiles(), weather=weather(),
                          rules=replace(Rules(), **rules), scoring=scoring or Scoring())
