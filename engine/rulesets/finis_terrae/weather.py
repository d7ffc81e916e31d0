"""The weather of the day, the finale card, the dice of the day and storms.

Readings (docs/rules-finis-terrae.md):
- day 1's weather is the face-up card of setup; from day 2 the top card of `weather_deck` is turned
  after the tiles are laid;
- the finale card's first appearance is shuffled with the cards left below it and another card is
  turned at once: it uses up no day; its second appearance is the weather of the last day (sunny, its
  `moves`), after which the game ends. Should a designer's deck run out first, the game ends then;
- a storm is an interlude, not a day: the first player rolls the wind die and the wind pushes every
  ship one square that way; then a new card is turned (another storm, or the finale, as above);
- once the day's weather is not a storm, the first player rolls the common move die and the red
  trade die (the market value of the day).

A push, per ship, seats in turn order then the galleon: an explorer in any port stays; a pirate (the
galleon or a seat flying the black flag) on a pirate den stays; otherwise the ship moves to the
neighbouring cell when both facing edges are sea (any navigable tile: open sea, a wreck, a one-tile
island, a den); it is wrecked when it would cross rocks or leave the laid sea; when it would cross
land it is wrecked unless that land belongs to an island with a lighthouse, which shields its whole
coast (the ship stays). A pushed ship pays no den toll and does not interact where it lands.
"""

from __future__ import annotations

from engine.core.placed import SIDES

from . import wreck
from .holds import GALLEON
from .queue import push
from .sea import STEPS, event, on_lighthouse_island


def turn_card(state, step) -> None:
    """("weather",): turn cards until a day's weather is set (storms and the finale's first
    appearance in between)."""
    game = state.game
    deck = state.weather_deck
    while True:
        if not deck:
            event(state, "weather-out", state.first, None)
            state.todo[:] = [("end",)]
            return
        card = deck.pop()
        if card == game.finale and state.finale_seen == 0:
            state.finale_seen = 1
            deck.append(card)
            state.rng.shuffle(deck)
            event(state, "finale", state.first, None, shuffled=len(deck))
            continue
        state.weather = card
        last = card == game.finale
        if last:
            state.finale_seen = 2
        event(state, "weather", state.first, None, card=card, kind=game.weather_kind[card], last=last)
        if game.weather_kind[card] == "storm" and not last:
            state.stats["storms"] += 1
            push(state, ("storm",), ("weather",))
        return


def roll_dice(state, step) -> None:
    """("dice",): the common move die and the market die of the day."""
    game = state.game
    state.move_die = game.move_die.roll(state.rng)
    state.market = game.trade_die.roll(state.rng)
    state.stats["market_by_day"].append(state.market)
    event(state, "dice", state.first, None, move=state.move_die, market=state.market)


def storm(state, step) -> None:
    """("storm",): the wind die, then every ship pushed one square; wrecks settled in that order."""
    side = state.game.wind_die.roll(state.rng)
    event(state, "storm", state.first, None, wind=side)
    wrecked = []
    for seat in state.order_seats():
        if push_ship(state, seat, side):
            wrecked.append(seat)
    if state.galleon is not None and push_ship(state, GALLEON, side):
        wrecked.append(GALLEON)
    for who in reversed(wrecked):  # each pushed in front: the first wrecked is settled first
        wreck.wreck(state, who, "storm")


def push_ship(state, who, side: str) -> bool:
    """Push one ship one square towards `side`; True when it is wrecked (it stays where it was)."""
    galleon = who == GALLEON
    cell = state.galleon if galleon else state.ships[who]
    pirate = galleon or state.pirate[who]
    board = state.sea.board
    seat = state.jolly if galleon else who
    ship = {"ship": GALLEON} if galleon else {}
    if not pirate and cell in state.ports:
        event(state, "sheltered", seat, cell, by="port", **ship)
        return False
    if pirate and board.at(cell).card in state.game.dens:
        event(state, "sheltered", seat, cell, by="den", **ship)
        return False
    j = SIDES.index(side)
    dx, dy = STEPS[j]
    target = (cell[0] + dx, cell[1] + dy)
    mine = state.sea.edges(cell)[j]
    theirs = state.sea.edges(target)
    if theirs is None:
        event(state, "pushed", seat, cell, to=None, wind=side, against="edge of the sea", **ship)
        return True
    facing = theirs[(j + 2) % 4]
    if mine == "sea" and facing == "sea":
        if galleon:
            state.galleon = target
        else:
            state.ships[who] = target
            state.east[who] = len(state.events)
        event(state, "pushed", seat, target, to=list(target), wind=side, **ship)
        return False
    if "rock" not in (mine, facing) and (
            (mine == "land" and on_lighthouse_island(state, cell))
            or (facing == "land" and on_lighthouse_island(state, target))):
        event(state, "sheltered", seat, cell, by="lighthouse", **ship)
        return False
    event(state, "pushed", seat, cell, to=None, wind=side, against=("rock" if "rock" in (mine, facing) else "land"),
          **ship)
    return True
