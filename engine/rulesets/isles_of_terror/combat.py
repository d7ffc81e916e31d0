"""Combat (rulebook pp. 18-19) and conquest (p. 20).

A round: the attacker, then the defending player, then each answering the other until both pass,
may play cards (`cards.combat_cards`); the
`combat_start` rules fire; both sides roll; the attacker, then a defending player, may re-roll
(`cards.reroll_window`); the round's winner is decided (`dice.round_winner`); the loser removes a
figure of their choice (monsters lose a die); then the defender, then the attacker, may retreat.
The combat ends when one side has nothing left in the area or retreats.

The attacker wins: the area is conquered (explored, its resources taken, boss point, `conquer`,
progress token, optional camp). The attacker loses an exploration: `explore.py` replaces the tile.
"""

from __future__ import annotations

from . import allies
from . import dice as dice_rules
from . import mods, terrors
from .camps import destroy_camp, offer_camp
from .cards import expire_cards, has_reroll
from .choices import take_figure
from .resources import choose_resources
from engine.core.frames import Decision
from .rules import fire
from .scoring import gain_vp, lose_vp, take_token
from enum import IntEnum
from .board import CHARACTERS_PER_AREA


class Combat:
    __slots__ = ("area", "attacker", "defender", "monster", "value", "round", "dice_a", "dice_d", "used",
                 "winner", "retreated")

    def __init__(self, area: int, attacker: int, defender: int = -1, monster: str = "", value: int = 0) -> None:
        self.area = area
        self.attacker = attacker
        self.defender = defender  # a seat, or -1 when monsters (or the area itself) defend
        self.monster = monster  # tile kind of the defending monsters ("" in a combat between players)
        self.value = value  # the monsters' remaining area value
        self.round = 0
        self.dice_a: tuple = ()
        self.dice_d: tuple = ()
        self.used: tuple = ()  # re-roll sources used this round, e.g. ("mountain", seat)
        self.winner = ""
        self.retreated = -1

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        for name in Combat.__slots__:
            setattr(c, name, getattr(self, name))
        return c

    def snapshot(self) -> list:
        return [getattr(self, name) for name in Combat.__slots__]

    def side_of(self, seat: int) -> str:
        return "attacker" if seat == self.attacker else "defender" if seat == self.defender else ""


def start_terror_combat(state, attacker: int, area: int) -> None:
    """Characters entered a terror's area: a combat against the terror at its level's area value."""
    start_combat(state, attacker, area, -1, "terror", terrors.value(state, terrors.at(state, area)))


def start_combat(state, attacker: int, area: int, defender: int = -1, monster: str = "", value: int = 0) -> None:
    state.combat = Combat(area, attacker, defender, monster, max(0, value))
    state.emit("combat", attacker, area, defender=defender, monster=monster, value=max(0, value))
    state.push("combat", attacker)


def side_empty(state, combat: Combat, side: str) -> bool:
    area = combat.area
    if side == "attacker":
        if allies.team_play(state):  # every faction's characters in the area are one side
            return allies.team_characters(state, area) == 0
        return state.players[combat.attacker].characters(area) == 0
    if combat.defender >= 0:
        p = state.players[combat.defender]
        return p.characters(area) + p.camps[area] == 0
    return combat.value <= 0


def retreat_options(state, seat: int, area: int) -> list[int]:
    """The areas the seat's characters in `area` may retreat to. Never any from a combat against a terror
    (p. 26), whoever fights it: terrors are played in team play, where the whole side retreats."""
    combat = state.combat
    if combat is not None and combat.monster == "terror":
        return []
    if allies.team_play(state):  # the whole side retreats, into an own or allied area
        if not allies.team_characters(state, area):
            return []
        return [a for a in state.adjacency()[area] if allies.retreat_room(state, seat, area, a)]
    moving = state.players[seat].characters(area)
    if not moving:
        return []
    p = state.players[seat]
    soldiers, captains, camps, ship = p.soldiers, p.captains, p.camps, p.ship
    # (only an area with a figure of the seat's or its ship can be its own: `controls` is asked of those alone)
    return [a for a in state.adjacency()[area]
            if (soldiers[a] or captains[a] or camps[a] or ship == a) and state.controls(seat, a)
            and soldiers[a] + captains[a] + moving <= CHARACTERS_PER_AREA]


class CombatStep(IntEnum):
    """The steps of a combat; a round runs NEW_ROUND .. ATTACKER_RETREAT. Frames and snapshots hold
    the numbers, so they never change (7 and 8 are unused)."""

    NEW_ROUND = 0
    COMBAT_START = 1
    ROLL = 2
    ROUND_WINNER = 3
    ROUND_END = 4
    DEFENDER_RETREAT = 5
    ATTACKER_RETREAT = 6
    END = 9
    AFTERMATH = 10


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
(_NEW_ROUND, _COMBAT_START, _ROLL, _ROUND_WINNER, _ROUND_END, _DEFENDER_RETREAT, _ATTACKER_RETREAT, _END,
 _AFTERMATH) = CombatStep


def run_combat(state, frame) -> None:
    c = state.combat
    step = frame.step
    if step == _NEW_ROUND:
        if side_empty(state, c, "defender"):
            c.winner, frame.step = "attacker", _END
            return
        if side_empty(state, c, "attacker"):
            c.winner, frame.step = "defender", _END
            return
        c.round += 1
        c.used = ()
        frame.step = _COMBAT_START
        state.push("combat_cards", c.attacker, next=c.attacker, quiet=0, since=-1)
    elif step == _COMBAT_START:
        frame.step = _ROLL
        fire(state, "combat_start", c.attacker, c.area)
    elif step == _ROLL:
        a6, a8 = dice_rules.count_dice(state, c, "attacker")
        d6, d8 = dice_rules.count_dice(state, c, "defender")
        c.dice_a = dice_rules.roll(state, a6, a8)
        c.dice_d = dice_rules.roll(state, d6, d8)
        state.emit("dice", c.attacker, c.area, side="attacker", round=c.round, dice=_show(c.dice_a))
        state.emit("dice", c.defender, c.area, side="defender", round=c.round, dice=_show(c.dice_d))
        frame.step = _ROUND_WINNER
        for seat in reversed(allies.ally_helpers(state, c)):  # after the combat's own re-rolls
            state.push("ally_reroll", seat)
        if c.defender >= 0 and has_reroll(state, c.defender):
            state.push("reroll_window", c.defender)
        if has_reroll(state, c.attacker):
            state.push("reroll_window", c.attacker)
    elif step == _ROUND_WINNER:
        winner = dice_rules.round_winner(dice_rules.values(c.dice_a), dice_rules.values(c.dice_d))
        state.emit("combat_round", c.attacker, c.area, round=c.round, attacker=_show(c.dice_a),
                   defender=_show(c.dice_d), winner=winner, against=c.defender if c.defender >= 0 else c.monster)
        frame.step = _ROUND_END
        if winner == "attacker":
            if c.defender >= 0:
                state.push("casualty", c.defender, by=c.attacker)
            else:
                c.value -= 1
                state.emit("monster_die_lost", -1, c.area, value=c.value)
        else:
            state.push("casualty", c.attacker, by=c.defender)
    elif step == _ROUND_END:
        mods.end_scope(state, "round")
        if side_empty(state, c, "attacker"):
            c.winner, frame.step = "defender", _END
        elif side_empty(state, c, "defender"):
            c.winner, frame.step = "attacker", _END
        else:
            frame.step = _DEFENDER_RETREAT
            if c.defender >= 0 and retreat_options(state, c.defender, c.area):
                state.push("retreat", c.defender)
    elif step == _DEFENDER_RETREAT:
        if c.retreated >= 0:
            c.winner, frame.step = "attacker", _END
            return
        frame.step = _ATTACKER_RETREAT
        if retreat_options(state, c.attacker, c.area):
            state.push("retreat", c.attacker)
    elif step == _ATTACKER_RETREAT:
        if c.retreated >= 0:
            c.winner, frame.step = "defender", _END
        else:
            frame.step = _NEW_ROUND
    elif step == _END:
        frame.step = _AFTERMATH
        state.emit("combat_end", c.attacker, c.area, winner=c.winner, rounds=c.round)
        mods.end_scope(state, "round")
        mods.end_scope(state, "combat")
        expire_cards(state, "combat")
        loser_seat = c.defender if c.winner == "attacker" else c.attacker
        winner_seat = c.attacker if c.winner == "attacker" else c.defender
        if loser_seat >= 0:
            fire(state, "combat_lost", loser_seat, c.area)
        if winner_seat >= 0:
            fire(state, "combat_won", winner_seat, c.area)
    else:  # AFTERMATH
        state.stack.pop()
        state.combat = None
        if c.monster == "terror":
            index = terrors.at(state, c.area)
            if c.winner == "attacker":
                terrors.terror_destroyed(state, index, c.attacker)
                gain_vp(state, c.attacker, 1, reason="destroyed a terror")
            else:
                terrors.terror_won(state, index, c.attacker)
                lose_vp(state, c.attacker, 1, reason="lost against a terror")
        elif c.winner == "attacker":
            state.push("conquest", c.attacker, area=c.area, boss=c.monster == "boss")


# how each die shows in the log ("d6:4"): looked up, not formatted, 4 times a round
_FACES = {(sides, value): f"d{sides}:{value}" for sides in (6, 8) for value in range(1, sides + 1)}


def _show(dice) -> list[str]:
    faces = _FACES
    return [faces[die] if die in faces else f"d{die[0]}:{die[1]}" for die in dice]


class Casualty(Decision):
    """The loser of a round removes one of their figures from the combat area."""

    def legal(self, state, frame):
        p = state.players[frame.player]
        area = state.combat.area
        if allies.team_play(state):  # any of the team's figures (allies.py)
            return allies.casualty_options(state, frame.player, area, frame.player == state.combat.defender)
        out = []
        if p.soldiers[area]:
            out.append(("casualty", "soldier"))
        if p.captains[area]:
            out.append(("casualty", "captain"))
        if p.camps[area] and frame.player == state.combat.defender:
            out.append(("casualty", "camp"))
        return out

    def apply(self, state, frame, action):
        state.stack.pop()
        area = state.combat.area
        by = frame.d["by"]
        if len(action) > 2:  # an ally's figure (allies.py)
            state.emit("casualty", action[2], area, figure=action[1], by=by, chosen_by=frame.player)
            take_figure(state, action[2], area, action[1], by)
        else:
            state.emit("casualty", frame.player, area, figure=action[1], by=by)
            take_figure(state, frame.player, area, action[1], by)
        if action[1] == "captain" and allies.team_play(state):
            allies.captain_lost(state, action[2] if len(action) > 2 else frame.player, "captain destroyed")
        elif action[1] == "captain" and by >= 0:
            gain_vp(state, by, 1, reason="destroyed a captain")
            fire(state, "destroy_captain", by, area)


class Retreat(Decision):
    def legal(self, state, frame):
        coords = state.board.coords
        return [("retreat", coords[a]) for a in retreat_options(state, frame.player, state.combat.area)] + [("stay",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "stay":
            return
        c = state.combat
        seat, area = frame.player, c.area
        target = state.board.index[action[1]]
        p = state.players[seat]
        if allies.team_play(state):  # the whole side retreats; a retreating captain costs 1 VP
            moved = allies.team_characters(state, area)
            captains = allies.retreat_team(state, area, target)
            c.retreated = seat
            if state.explo is not None and state.explo.area == area and state.explo.player == seat:
                state.explo.choice = "retreated"
            state.emit("retreat", seat, area, to=list(action[1]), characters=moved)
            for owner in captains:
                allies.captain_lost(state, owner, "captain retreated")
            return
        p.soldiers[target] += p.soldiers[area]
        p.captains[target] += p.captains[area]
        moved = p.soldiers[area] + p.captains[area]
        p.soldiers[area] = 0
        p.captains[area] = 0
        c.retreated = seat
        if state.explo is not None and state.explo.area == area and state.explo.player == seat:
            state.explo.choice = "retreated"
        state.emit("retreat", seat, area, to=list(action[1]), characters=moved)
        if p.camps[area]:  # camps never retreat: they are destroyed (raided by the attacker)
            other = c.attacker if seat == c.defender else c.defender
            destroy_camp(state, seat, area, other)


class ConquestStep(IntEnum):
    """The steps of conquering an area."""

    RESOURCES = 0
    BOSS = 1
    CONQUER_TRIGGERS = 2
    TOKEN = 3
    CAMP = 4


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_RESOURCES, _BOSS, _CONQUER_TRIGGERS, _TOKEN, _CAMP = ConquestStep


def run_conquest(state, frame) -> None:
    seat, area = frame.player, frame.d["area"]
    step = frame.step
    if step == _RESOURCES:
        frame.step = _BOSS
        state.explored[area] = True
        if state.explo is not None and state.explo.area == area:
            state.explo.conquered = True
        tile = state.tile[area]
        p = state.players[seat]
        resources = tile.resources if tile is not None else ()
        gold = resources.count("gold")
        rations = resources.count("ration")
        p.gold += gold
        p.rations += rations
        state.emit("conquer", seat, area, gold=gold, rations=rations, choice=resources.count("choice"))
        choose_resources(state, seat, resources.count("choice"), "pool", "conquest")
    elif step == _BOSS:
        frame.step = _CONQUER_TRIGGERS
        if frame.d["boss"]:
            gain_vp(state, seat, 1, reason="defeated the boss")
            fire(state, "defeat_boss", seat, area)
    elif step == _CONQUER_TRIGGERS:
        frame.step = _TOKEN
        fire(state, "conquer", seat, area)
    elif step == _TOKEN:
        frame.step = _CAMP
        take_token(state, seat, area)
    else:  # CAMP
        state.stack.pop()
        offer_camp(state, seat, area)
