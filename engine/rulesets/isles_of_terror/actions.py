"""The actions of the competitive player board: land, recruit, produce, supply (move: `move.py`).

- Land (p. 12): the sea card's resources go to the pool; the ship, with the characters on the
  sea card or in its sea area, goes to a landing sea area without enemy figures (an unexplored
  one is flipped); the player hires characters (1 gold a soldier, 2 a captain) into the sea
  area up to 3 characters there; then any of them may be placed in one adjacent area, which
  is resolved like a move target (exploration, combat, arrival), without rations.
- Recruit (p. 14): characters from the pool into controlled areas (sea area with the ship
  included) for 1 gold a soldier and 2 a captain, never more than 3 characters in an area.
- Produce (p. 15): every controlled area's tile gives its resources; each `choice` symbol is
  one gold or one ration of the player's choice.
- Supply (p. 14): up to two resources of the player's choice onto the sea card.
"""

from __future__ import annotations

from bisect import insort

from .choices import room
from .move import start_movement
from .ways import target_kind
from .resources import choose_resources
from engine.core.frames import Decision
from .rules import fire
from enum import IntEnum
from .board import CHARACTERS_PER_AREA

COST = {"soldier": 1, "captain": 2}


def landing_sites(state, seat: int) -> list[int]:
    """The landing areas without another player's figures (`state.occupant(a, but=seat) < 0`), in area
    order. Each other player's figure lists are read once, not once per landing area (a C loop over the
    areas compiled)."""
    rows = []  # the soldiers, captains and camps of every other player, by area
    ships = []
    for i, p in enumerate(state.players):
        if i != seat:
            rows.append(p.soldiers)
            rows.append(p.captains)
            rows.append(p.camps)
            ships.append(p.ship)
    out = []
    for a in state.board.landing_areas:
        if a in ships:
            continue
        for row in rows:
            if row[a]:
                break
        else:
            out.append(a)
    return out


def can_land(state, seat: int) -> bool:
    """Is there a landing site (`landing_sites` not empty)? Stops at the first one (usually the first landing
    area: its figures only are read, which costs no more than `landing_sites`' lists, compiled or not)."""
    others = state.players[:seat] + state.players[seat + 1:]
    for a in state.board.landing_areas:
        for p in others:
            if p.soldiers[a] or p.captains[a] or p.camps[a] or p.ship == a:
                break
        else:
            return True
    return False


# -- land ------------------------------------------------------------------------------------
class LandStep(IntEnum):
    """The steps of landing (p. 12), each named for what it does."""

    COLLECT_SEA_CARD = 0
    LAND_TRIGGERS = 1
    HIRE = 2
    LAND_TARGET = 3
    DONE = 4


# The steps as module names for the procedures below: a read through the class (`LandStep.HIRE`) runs the
# enum metaclass's Python-level `__getattr__` hook on Python 3.11 (~900 instructions a read, compiled); a
# module name is a dict lookup. The frames still hold the IntEnum members.
_COLLECT_SEA_CARD, _LAND_TRIGGERS, _HIRE, _LAND_TARGET, _LAND_DONE = LandStep


def run_land(state, frame) -> None:
    seat = frame.player
    p = state.players[seat]
    step = frame.step
    if step == _COLLECT_SEA_CARD:
        frame.step = _LAND_TRIGGERS
        gold, rations = p.sea_gold, p.sea_rations
        p.gold += gold
        p.rations += rations
        p.sea_gold = p.sea_rations = 0
        state.emit("sea_card_collected", seat, -1, gold=gold, rations=rations)
        state.push("land_sea", seat)
    elif step == _LAND_TRIGGERS:
        frame.step = _HIRE
        fire(state, "land", seat, p.ship)
    elif step == _HIRE:
        frame.step = _LAND_TARGET
        state.push("hire", seat, sea=p.ship)
    elif step == _LAND_TARGET:
        frame.step = _LAND_DONE
        if p.characters(p.ship):
            state.push("land_target", seat, sea=p.ship)
    else:
        state.stack.pop()


class LandSea(Decision):
    def legal(self, state, frame):
        coords = state.board.coords
        return [("sea", coords[a]) for a in landing_sites(state, frame.player)]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat = frame.player
        p = state.players[seat]
        sea = state.board.index[action[1]]
        old = p.ship
        if old >= 0 and old != sea:
            p.soldiers[sea] += p.soldiers[old]
            p.captains[sea] += p.captains[old]
            p.soldiers[old] = p.captains[old] = 0
        elif old < 0:
            p.soldiers[sea] += p.sea_soldiers
            p.captains[sea] += p.sea_captains
            p.sea_soldiers = p.sea_captains = 0
        p.ship = sea
        flipped = not state.explored[sea]
        state.explored[sea] = True
        state.emit("land", seat, sea, characters=p.characters(sea), flipped=flipped)


class Hire(Decision):
    def legal(self, state, frame):
        p = state.players[frame.player]
        out = []
        if p.characters(frame.d["sea"]) < CHARACTERS_PER_AREA:
            if p.gold >= 1 and p.pool_soldiers:
                out.append(("hire", "soldier"))
            if p.gold >= 2 and p.pool_captains:
                out.append(("hire", "captain"))
        return out + [("done",)]

    def apply(self, state, frame, action):
        if action[0] == "done":
            state.stack.pop()
            return
        p = state.players[frame.player]
        sea = frame.d["sea"]
        p.gold -= COST[action[1]]
        if action[1] == "soldier":
            p.pool_soldiers -= 1
            p.soldiers[sea] += 1
        else:
            p.pool_captains -= 1
            p.captains[sea] += 1
        state.emit("hire", frame.player, sea, figure=action[1], gold=COST[action[1]])


class LandTarget(Decision):
    def legal(self, state, frame):
        seat, sea = frame.player, frame.d["sea"]
        coords = state.board.coords
        out = []
        for area in state.adjacency()[sea]:
            if state.board.is_sea[area]:
                continue
            kind = target_kind(state, seat, area)
            if kind is not None and (state.crowd(seat, area) < CHARACTERS_PER_AREA or kind == "explore"):
                out.append(("target", coords[area]))
        return out + [("stay",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "target":
            start_movement(state, frame.player, state.board.index[action[1]], "land", frame.d["sea"])


# -- recruit ---------------------------------------------------------------------------------
def run_recruit(state, frame) -> None:
    frame.kind = "recruit_pick"
    frame.d = {"count": 0}


class Recruit(Decision):
    def legal(self, state, frame):
        seat = frame.player
        p = state.players[seat]
        coords = state.board.coords
        out = []
        soldier = p.gold >= 1 and p.pool_soldiers > 0
        captain = p.gold >= 2 and p.pool_captains > 0
        if soldier or captain:
            held = state.controlled_land(seat)  # the areas `state.controls`, in area order: its land, its ship's sea
            if p.ship >= 0 and state.board.is_sea[p.ship]:
                insort(held, p.ship)
            for area in held:
                if room(state, seat, area):
                    if soldier:
                        out.append(("recruit", coords[area], "soldier"))
                    if captain:
                        out.append(("recruit", coords[area], "captain"))
        return out + [("done",)]

    def apply(self, state, frame, action):
        seat = frame.player
        if action[0] == "done":
            state.stack.pop()
            if frame.d["count"]:
                fire(state, "recruit", seat)
            return
        p = state.players[seat]
        area = state.board.index[action[1]]
        p.gold -= COST[action[2]]
        if action[2] == "soldier":
            p.pool_soldiers -= 1
            p.soldiers[area] += 1
        else:
            p.pool_captains -= 1
            p.captains[area] += 1
        frame.d["count"] += 1
        state.emit("recruit", seat, area, figure=action[2], gold=COST[action[2]])


# -- produce and supply ----------------------------------------------------------------------
def production(state, seat: int, held: list[int] | None = None) -> tuple[int, int, int]:
    """(gold, rations, choice symbols) the tiles of the player's controlled land areas give
    (`held`: those areas, `state.controlled_land(seat)`, when the caller has them already)."""
    gold = rations = choice = 0
    tiles = state.tile
    for area in state.controlled_land(seat) if held is None else held:
        tile = tiles[area]
        if tile is not None:
            for symbol in tile.resources:
                if symbol == "gold":
                    gold += 1
                elif symbol == "ration":
                    rations += 1
                else:
                    choice += 1
    return gold, rations, choice


class ProduceStep(IntEnum):
    """Producing: the resources, then the rules it triggers."""

    PRODUCE = 0
    TRIGGERS = 1


_PRODUCE, _PRODUCE_TRIGGERS = ProduceStep  # (module names: see `LandStep`)


def run_produce(state, frame) -> None:
    seat = frame.player
    if frame.step == _PRODUCE:
        frame.step = _PRODUCE_TRIGGERS
        p = state.players[seat]
        gold, rations, choice = production(state, seat)
        p.gold += gold
        p.rations += rations
        state.emit("produce", seat, -1, gold=gold, rations=rations, choice=choice)
        choose_resources(state, seat, choice, "pool", "produce")
    else:
        state.stack.pop()
        fire(state, "produce", seat)


class SupplyStep(IntEnum):
    """Supplying the sea card, then the rules it triggers."""

    SUPPLY = 0
    TRIGGERS = 1


_SUPPLY, _SUPPLY_TRIGGERS = SupplyStep  # (module names: see `LandStep`)


def run_supply(state, frame) -> None:
    seat = frame.player
    if frame.step == _SUPPLY:
        frame.step = _SUPPLY_TRIGGERS
        state.emit("supply", seat, -1)
        if state.game.mode != "competitive":  # or trade with another player (team_actions.py)
            state.push("supply_kind", seat)
        else:
            choose_resources(state, seat, 2, "sea", "supply", up_to=True)
    else:
        state.stack.pop()
        fire(state, "supply", seat)
