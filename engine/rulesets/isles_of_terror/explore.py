"""Exploration (rulebook pp. 16-17) and negotiation (p. 20).

Moving characters onto an unexplored area explores it:

1. draw an exploration card (its rules apply for this exploration; KEEP cards go to the hand)
   and fire `reveal` for it; a minion attack on the card is rolled; random movement on the card
   moves the characters one area by the compass rose before the tile is revealed;
2. flip the tile: a location or terrain tile is replaced by one drawn from its bag (an empty
   bag leaves a plain area with the values printed on the area tile); a terrain area is explored
   at once (a mountain lets the explorer raise a camp, a river moves them on);
3. fire `explore`; with a white area value the explorer may negotiate (pay gold equal to the
   value, after modifiers) or fight; with a red value, or without the gold, a combat follows;
4. if the explorer has no figures left in the area at the end, the exploration failed and the
   tile is exchanged for a new face-down tile of the same colour.

Adventure areas are not explored: moving onto one that nobody holds starts a combat against
its area value at once, without an exploration card: an adventure area is always fought (p. 18,
"a combat is triggered each time a player moves their characters onto ... an adventure area"),
even when its value is white.
"""

from __future__ import annotations

from . import mods, terrors
from .board import Tile, card_tile
from .camps import offer_camp
from .combat import start_combat
from .move import forced_river_move, random_target, relocate
from engine.core.frames import Decision
from .rules import fire
from .scoring import take_token
from .threat import minion_attack
from enum import IntEnum


class Explo:
    __slots__ = ("area", "player", "card", "monster", "revealed", "ended", "conquered", "adventure", "path", "choice")

    def __init__(self, area: int, player: int, adventure: bool, path: tuple) -> None:
        self.area = area
        self.player = player
        self.card = None  # the exploration card drawn
        self.monster = None  # the minion or boss card shown by the tile
        self.revealed = False
        self.ended = False  # end_exploration: the area stays unexplored
        self.conquered = False
        self.adventure = adventure
        self.path = path  # the areas this movement passed through (`move.run_arrive`)
        self.choice = ""

    def copy(self) -> Explo:
        e = Explo.__new__(Explo)
        for name in Explo.__slots__:
            setattr(e, name, getattr(self, name))
        return e

    def snapshot(self) -> list:
        return [getattr(getattr(self, n), "id", getattr(self, n)) for n in Explo.__slots__]


def draw_exploration_card(state):
    if not state.explore_deck:
        if not state.explore_discard:
            return None
        state.explore_deck.extend(state.explore_discard)
        state.explore_discard.clear()
        state.rng.shuffle(state.explore_deck)
        state.emit("reshuffle", -1, -1, pile="exploration cards", size=len(state.explore_deck))
    return state.explore_deck.pop()


def area_value(state, area: int) -> int:
    tile = state.tile[area]
    return max(0, (tile.value if tile is not None else 0) + mods.value_delta(state, area))


def negotiation_cost(state, seat: int, area: int) -> int:
    return max(0, area_value(state, area) + mods.negotiation_delta(state, seat))


def _reveal_tile(state, explo: Explo) -> Tile:
    area = explo.area
    tile = state.tile[area]
    colour = state.board.colour[area]
    if tile.kind == "location" and tile.card is None:
        if state.location_bag:
            card = state.location_bag.pop(int(state.rng.random() * len(state.location_bag)))
            tile = card_tile("location", colour, card)  # the pool's location tile leaves the game
            state.emit("bag_draw", explo.player, area, bag="location", card=card.id)
        else:
            tile = Tile("plain", colour, tile.value, tile.value_colour, tile.resources, None, tile)
            state.emit("bag_empty", explo.player, area, bag="location")
    elif tile.kind == "terrain" and tile.card is None:
        if state.terrain_bag:
            card = state.terrain_bag.pop(int(state.rng.random() * len(state.terrain_bag)))
            tile = card_tile("terrain", colour, card)
            state.emit("bag_draw", explo.player, area, bag="terrain", card=card.id)
        else:
            tile = Tile("plain", colour, tile.value, tile.value_colour, tile.resources, None, tile)
            state.emit("bag_empty", explo.player, area, bag="terrain")
    state.lay(area, tile)
    explo.revealed = True
    if tile.kind.startswith("minion-"):
        explo.monster = state.game.adventure.setup.minions[int(tile.kind[-1])]
    elif tile.kind == "boss":
        explo.monster = state.game.adventure.setup.boss
    state.emit("reveal", explo.player, area, tile=tile.kind, value=tile.value, colour=tile.value_colour,
               card=getattr(tile.card, "id", None) or getattr(explo.monster, "id", None) or "")
    return tile


def start_exploration(state, seat: int, area: int, path: tuple) -> None:
    state.push("explore", seat, area=area, path=path)


def _finish(state, frame) -> None:
    mods.end_scope(state, "exploration")
    state.explo = None
    state.stack.pop()


def _failed(state, explo: Explo, why: str) -> None:
    area = explo.area
    state.emit("exploration_failed", explo.player, area, reason=why)
    if not state.explored[area] and not explo.adventure and state.empty(area):
        state.swap_tile(area, reason="failed exploration")


class ExploreStep(IntEnum):
    """The steps of an exploration (an adventure area starts at NEGOTIATE)."""

    DRAW_CARD = 0
    MINION_ATTACK = 1
    RANDOM_MOVEMENT = 2
    REVEAL_TILE = 3
    EXPLORE_TRIGGERS = 4
    NEGOTIATE = 5
    OUTCOME = 6
    TERRAIN_EXPLORED = 7


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
(_DRAW_CARD, _MINION_ATTACK, _RANDOM_MOVEMENT, _REVEAL_TILE, _EXPLORE_TRIGGERS, _NEGOTIATE, _OUTCOME,
 _TERRAIN_EXPLORED) = ExploreStep


def run_explore(state, frame) -> None:
    seat, area = frame.player, frame.d["area"]
    step = frame.step
    if step == _DRAW_CARD:
        adventure = state.board.is_adventure[area]
        explo = state.explo = Explo(area, seat, adventure, frame.d["path"])
        state.emit("explore", seat, area, adventure=adventure)
        if adventure:
            frame.step = _NEGOTIATE
            return
        card = draw_exploration_card(state)
        frame.step = _MINION_ATTACK
        if card is None:
            return
        explo.card = card
        state.emit("exploration_card", seat, area, card=card.id, keep=card.keep)
        if card.keep:
            state.players[seat].kept.append(card)
        else:
            state.explore_discard.append(card)
        if card.terror and state.terrors:  # cooperative and solo: a coloured card (terrors.py)
            terrors.on_exploration_card(state, seat, area, card)
            if terrors.at(state, area) >= 0:
                explo.ended = True  # a terror stands on the area: the exploration ends at once
        fire(state, "reveal", seat, area, only=card.id, scope="exploration")
    elif step == _MINION_ATTACK:
        frame.step = _RANDOM_MOVEMENT
        card = state.explo.card
        if card is not None and card.minion_attack:
            minion_attack(state, seat, card.minion_attack, area)
    elif step == _RANDOM_MOVEMENT:
        frame.step = _REVEAL_TILE
        card = state.explo.card
        if card is not None and card.random_movement and not state.explo.ended \
                and state.players[seat].characters(area):
            target = random_target(state, seat, area, state.explo.path)
            if target >= 0:
                explo = state.explo
                _finish(state, frame)
                relocate(state, seat, area, target, explo.path, "random movement")
                _failed(state, explo, "moved away at random")  # nobody is left: the tile is exchanged
    elif step == _REVEAL_TILE:
        explo = state.explo
        if explo.ended or (state.terrors and terrors.at(state, area) >= 0):
            _finish(state, frame)  # the area stays unexplored; characters stay in it
            return
        if state.players[seat].characters(area) == 0:
            _failed(state, explo, "no characters left")
            _finish(state, frame)
            return
        tile = _reveal_tile(state, explo)
        frame.step = _EXPLORE_TRIGGERS
        shown = tile.card if tile.kind == "location" else explo.monster
        if shown is not None:
            fire(state, "reveal", seat, area, only=shown.id, scope="exploration")
    elif step == _EXPLORE_TRIGGERS:
        tile = state.tile[area]
        if tile.kind == "terrain":
            state.explored[area] = True  # terrain counts as explored at once
            if tile.terrain == "river":
                state.rivers = state.rivers | {area}
            frame.step = _TERRAIN_EXPLORED
        else:
            frame.step = _NEGOTIATE
        fire(state, "explore", seat, area)
    elif step == _NEGOTIATE:
        explo = state.explo
        if state.players[seat].characters(area) == 0:
            _failed(state, explo, "no characters left")
            _finish(state, frame)
            return
        frame.step = _OUTCOME
        tile = state.tile[area]
        if tile.value_colour == "white" and not explo.adventure:
            state.push("negotiate", seat, area=area)
        else:
            explo.choice = "fight"
    elif step == _OUTCOME:
        explo = state.explo
        if explo.choice == "negotiate":
            _finish(state, frame)
            return
        if explo.choice == "fight":
            explo.choice = "fought"
            tile = state.tile[area]
            start_combat(state, seat, area, -1, tile.kind, area_value(state, area))
            return
        if not explo.conquered and state.players[seat].characters(area) == 0:
            _failed(state, explo, "retreated" if explo.choice == "retreated" else "defeated")
        elif not explo.conquered and not state.explored[area]:
            _failed(state, explo, "not conquered")
        _finish(state, frame)
    else:  # TERRAIN_EXPLORED
        explo = state.explo
        tile = state.tile[area]
        _finish(state, frame)
        take_token(state, seat, area)
        if tile.terrain == "mountain":
            offer_camp(state, seat, area)
        elif tile.terrain == "river" and state.players[seat].characters(area):
            forced_river_move(state, seat, area, explo.path)


class Negotiate(Decision):
    def legal(self, state, frame):
        cost = negotiation_cost(state, frame.player, frame.d["area"])
        if state.players[frame.player].gold >= cost:
            return [("negotiate",), ("fight",)]
        return [("fight",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat, area = frame.player, frame.d["area"]
        explo = state.explo
        if action[0] == "fight":
            explo.choice = "fight"
            return
        cost = negotiation_cost(state, seat, area)
        state.players[seat].gold -= cost
        state.explored[area] = True
        explo.choice = "negotiate"
        state.emit("negotiate", seat, area, gold=cost)
        take_token(state, seat, area)
        fire(state, "negotiate", seat, area)
