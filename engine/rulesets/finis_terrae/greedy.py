"""Finis Terrae's greedy bot and the evaluation it (and the search bot's cut-offs) scores with.

`worth(state, seat)` is a heuristic written for this game (rulesets-next §1.4), in points:

    the end scoring evaluated now (`State.score`: owned land, complete islands, coins, tokens...)
  + what the hold would still fetch (spices sold, castaways and finds redeemed at the day's market, a
    treasure's dice), a share of it (the trip may not happen), and the coins short of a point
  + owned islands still open (each may grow or be completed: the +2), a few coins aboard to found with,
    the ship's ways out of its cell (boxed in, it loses every move)
  + the nearest token within reach, discounted by the squares to it
  - the storm's threat while storm cards remain in the weather deck (appraise.py: the share of wind
    faces that wreck the ship where it stands, times the malus and the hold lost; none in a port or
    on a coast a lighthouse guards), and the best compartment a rival pirate or the galleon nearby
    could take.

`evaluate` turns the lead over the best other seat into a win chance (`win_chance`, a lead of
`SCALE` points is 73%).

`FinisGreedy` plays one decision at a time in its own determinization (the tile stack and the weather
order dealt again: it never reads the game's future), each kind of decision its own way:

- tiles: the most constrained drawn tile first (fewest legal cells: the others still fit later), its
  cell scored by what the tile is (a token tile near the own ship and far from the rivals'; a land
  tile beside an island the seat owns, away from a rival's), the rotation by the position it makes
  (growing and completing owned islands show in the score);
- moves: each destination played out (the move, then the interactions there by the rollout
  policy's priorities) and valued by the position it leaves plus `SECOND` times the best second move's
  destination (appraise.Appraiser.destination): moves that pay now and set up the next;
- interactions: each choice valued by the position it leaves; the black flag hoisted before a move
  only when a loaded rival explorer stands where the move reaches and the own bank is small
  (`wants_pirate`);
- the first die (sunny days): the one whose best destination is worth most; loading at setup:
  `LOAD` coins aboard (enough for a two-land port), the rest banked.
"""

from __future__ import annotations

import random

from engine.core.ruleset import win_chance
from engine.core.placed import SIDES
from engine.core.tiles import manhattan

from .placing import placement_filter
from .appraise import REACH, Appraiser, wants_pirate
from .holds import amount
from .rollout import FinisRollout, acting, cell_score, placing

SCALE = 4.0  # points of lead that make a win about 73% likely
SECOND = 0.8  # the best second move's destination, as a share of its worth
LOAD = 15  # coins aboard at setup: a port on a two-land island and change
EXIT = 1.5  # each of the first two ways out of the ship's cell (a ship boxed in cannot move)
READY = 10  # coins aboard that keep a port within reach (a little worth while fewer)
CELLS = 6  # cells of a tile weighed by playing their best rotation (the policy's favourites)
INTERACTIONS = frozenset({"found", "collect", "salvage", "split", "dump", "redeem", "treasure", "buy", "sell", "jettison", "bank", "withdraw",
                          "merge", "pirate", "return", "loot", "done", "drop"})


def worth(state, seat: int, ap: Appraiser | None = None) -> float:
    """The seat's worth in points (see the module docstring)."""
    ap = ap or Appraiser(state)
    pirate = state.pirate[seat]
    hold = state.holds[seat]
    value = float(state.score(seat))
    coins = sum(c[1] for c in hold if c and c[0] == "coins")
    banked = state.bank[seat]
    value += ((coins + banked) % ap.scoring.coins_per_point) * ap.coin * 0.5
    for c in hold:
        if c and c[0] != "coins":
            value += ap.cargo_value(c[0], c[1], pirate) - ap.cargo_value(c[0], c[1], True)
    if not pirate:
        value += 0.1 * min(coins, READY)
    for region in ap.islands():
        if seat in ap.owners(region) and not region.complete:
            value += 0.3 * ap.scoring.complete_island
    ship = state.ships[seat]
    if ship is not None:
        if ap.free(seat):
            near = min(((manhattan(ship, cell), token) for cell, token in state.tokens.items()), default=None)
            if near is not None:
                value += 0.5 * ap.cargo_value(near[1], 1, pirate) / (1 + near[0] / 3)
        exits = sum(1 for side in SIDES if state.sea.facing(ship, side) == ("sea", "sea"))
        value += EXIT * min(exits, 2)  # a ship with no way out of its cell loses every move
        value -= ap.storm_risk(seat, ship)
        value -= threat(state, seat, ap)
    return value


def threat(state, seat: int, ap: Appraiser) -> float:
    """A share of the best compartment a pirate ship or the galleon within a move could take."""
    ship = state.ships[seat]
    best = max((ap.cargo_value(c[0], c[1], state.pirate[seat]) for c in state.holds[seat] if c), default=0.0)
    if not best:
        return 0.0
    hunters = [at for other, at in enumerate(state.ships)
               if other != seat and at is not None and state.pirate[other]]
    if state.galleon is not None:
        hunters.append(state.galleon)
    if any(manhattan(ship, at) <= REACH for at in hunters):
        return 0.25 * best
    return 0.0


def evaluate(state, seat: int) -> float:
    """An unfinished game's worth to `seat` in [0, 1] (a finished one: its return)."""
    if state.is_terminal():
        return max(0.0, state.returns()[seat])
    ap = Appraiser(state)
    values = [worth(state, s, ap) for s in range(state.game.num_players)]
    mine = values[seat]
    others = [v for s, v in enumerate(values) if s != seat]
    return win_chance(mine - max(others, default=mine), SCALE)


def lead(state, seat: int) -> float:
    ap = Appraiser(state)
    values = [worth(state, s, ap) for s in range(state.game.num_players)]
    return values[seat] - max((v for s, v in enumerate(values) if s != seat), default=0.0)


class FinisGreedy:
    """See the module docstring."""

    kind = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.policy = FinisRollout(random.Random(rng.getrandbits(64)))

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        verb = actions[0][0]
        if verb == "load":  # asked again after each load (coins divided): aim at LOAD aboard in all
            want = max(0, LOAD - amount(state.holds[state.current_player()], "coins"))
            return min(actions, key=lambda a: (abs(a[1] - want), a[1]))
        if verb in ("loot", "dump", "drop") or getattr(state, "fight", None):
            return self.policy.step(state)
        seat = state.current_player()
        world = state.determinize(seat, self.rng)
        if verb == "cell":
            return self.cell(world, actions, seat)
        if verb in ("move", "stay"):
            actions = self.candidates(world, actions, seat)
            if actions == [("pirate",)]:
                return actions[0]
            return self.best(actions, lambda a: self.after_move(world, a, seat))
        if verb == "tile":
            return self.best(actions, lambda a: self.constrained(world, a, seat))
        scored = [(self.after(world, a, seat), a) for a in self.candidates(world, actions, seat)]
        best = max(score for score, _ in scored)
        tied = [a for score, a in scored if score >= best - 1e-9]
        return tied[int(self.rng.random() * len(tied))]

    def cell(self, world, actions: list, seat: int):
        """The `CELLS` cells the policy's score likes best, each with its best rotation played."""
        ap = Appraiser(world)
        tile = placing(world)
        ranked = sorted(actions, key=lambda a: -cell_score(world, ap, seat, tile, (a[1], a[2])))[:CELLS]

        def value(action):
            copy = world.clone()
            copy.apply_action(action)
            turns = [a for a in copy.legal_actions() if a[0] == "turn"] if not copy.is_terminal() else []
            if not turns or copy.current_player() != seat:
                return lead(copy, seat)
            return max(self.after(copy, t, seat) for t in turns)
        return self.best(ranked, value)

    def best(self, actions, value):
        scored = [(value(a), a) for a in actions]
        top = max(score for score, _ in scored)
        tied = [a for score, a in scored if score >= top - 1e-9]
        return tied[int(self.rng.random() * len(tied))]

    def candidates(self, world, actions: list, seat: int) -> list:
        """Turning pirate is no position to weigh: it is taken among the moves, only when `wants_pirate`
        says so (a loaded rival explorer on a cell this move reaches), never where a move ended."""
        if ("pirate",) in actions:
            reach = {(a[1], a[2]) for a in actions if a[0] == "move"}
            if reach and wants_pirate(world, seat, Appraiser(world), reach):
                return [("pirate",)]
            actions = [a for a in actions if a != ("pirate",)] or actions
        return actions

    def after(self, world, action, seat: int) -> float:
        """The lead `action` leaves (a tile: how constrained it is; a die: its best destination)."""
        copy = world.clone()
        copy.apply_action(action)
        if action[0] == "die":
            return self.best_destination(copy, seat)
        return lead(copy, seat) if not copy.is_terminal() else copy.returns()[seat] * 100

    def constrained(self, world, action, seat: int) -> float:
        """A drawn tile's urgency: the fewer cells it fits, the sooner (a token tile first on a tie)."""
        tile = world.drawn[action[1]]
        cells = world.sea.cells_for(world.game.edges[tile], placement_filter(world, seat))
        return -len(cells) + 0.5 * bool(world.game.adventure.tile(tile).token)

    def after_move(self, world, action, seat: int) -> float:
        """The move played out: the interactions where it ends by the policy's priorities, then the
        position it leaves and the best second move's destination."""
        copy = world.clone()
        copy.apply_action(action)
        who = acting(world)
        steps = 0
        while (not copy.is_terminal() and copy.current_player() == seat and steps < 12
               and copy.legal_actions()[0][0] in INTERACTIONS):
            copy.apply_action(self.policy.step(copy))
            steps += 1
        if copy.is_terminal():
            return copy.returns()[seat] * 100
        if who == "galleon":  # the galleon's loot is nobody's: hurt the leading rival, then the others
            return self.galleon_value(copy, seat)
        value = lead(copy, seat)
        if copy.current_player() == seat and acting(copy) == seat:
            value += SECOND * self.best_destination(copy, seat)
        return value

    def best_destination(self, state, seat) -> float:
        actions = state.legal_actions()
        moves = [a for a in actions if a[0] == "move"]
        if not moves:
            return 0.0
        ap = Appraiser(state)
        who = acting(state)
        return max(ap.destination(who if who == "galleon" else seat, (a[1], a[2])) for a in moves)

    def galleon_value(self, state, seat: int) -> float:
        """For the galleon's controller: the others' worth taken (the leader's most), the own kept."""
        ap = Appraiser(state)
        values = [worth(state, s, ap) for s in range(state.game.num_players)]
        others = [v for s, v in enumerate(values) if s != seat]
        return values[seat] - max(others, default=0.0) - 0.2 * sum(others)


def factory(rng: random.Random) -> FinisGreedy:
    return FinisGreedy(rng)
