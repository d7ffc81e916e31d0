"""Finis Terrae's quick playing policy: the greedy bot's priorities without its look-ahead, for search
rollouts (and for the interactions the greedy plays out after each move it weighs).

The search bot (`engine.bots.mcts`) rolls each iteration out with the ruleset's rollout policy, twenty
decisions at a time; the greedy (`greedy.FinisGreedy`) clones the state for every destination, far too
slow there. `FinisRollout` decides from the legal actions and the facade alone, with no clone:

- tiles: the drawn tile with a token first (it is laid where it helps the seat), then land, then sea;
  the cell by `cell_score` (a token tile near the own ship and far from the rivals', a land tile beside
  an island the seat owns and not beside a rival's); the rotation leaving the fewest land edges open;
- moves: the destination `Appraiser.destination` values most (tokens, cargo, a port to found, trades,
  a fight, less the storm's risk), ties at random; the first die: the larger first;
- interactions, in order: loot the best compartment, collect, redeem a treasure, sell, redeem, found a
  port that pays, buy spices when the market is low, bank coins at home beyond `LOAD`, return to
  exploring, else done (the black flag is hoisted among moves: `appraise.wants_pirate`, a loaded rival
  explorer on a cell the move reaches); a wreck drops
  its least valuable compartment.

`ruleset.FinisTerrae.rollout_bot` names it, which the search bot reads (`engine.bots.mcts`).
"""

from __future__ import annotations

import random

from engine.core.placed import SIDES, neighbour
from engine.core.tiles import manhattan, rotated

from .appraise import Appraiser, wants_pirate
from .holds import amount

ORDER = ("collect", "salvage", "treasure", "sell", "redeem")
KIND_ORDER = {"castaway": 0, "treasure": 0, "wreck": 0, "coast": 1, "lighthouse": 1, "fort": 1, "den": 2,
              "sea": 3, "rocks": 3}
BANK_ABOVE = 15  # coins kept aboard at home (a port within reach); the rest is banked


class FinisRollout:
    kind = "rollout"
    clones = False  # the search bot lets it decide every rollout step, however many the legal actions

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def pick(self, actions: list):
        return actions[int(self.rng.random() * len(actions))]

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        verb = actions[0][0]
        seat = state.current_player()
        if verb == "load":  # asked again after each load (coins divided): aim at BANK_ABOVE aboard in all
            want = max(0, BANK_ABOVE - amount(state.holds[seat], "coins"))
            return min(actions, key=lambda a: (abs(a[1] - want), a[1]))
        if verb == "tile":
            model = state.game.adventure
            return min(actions, key=lambda a: (KIND_ORDER.get(model.tile(state.drawn[a[1]]).kind, 3), a[1]))
        if verb == "cell":
            return self.cell(state, actions)
        if verb == "turn":
            return self.turn(state, actions)
        if verb == "die":
            return max(actions, key=lambda a: (self.die_value(state, a[1]), a[1] == "own"))
        if verb in ("move", "stay"):
            return self.move(state, actions)
        if verb in ("loot", "dump") or (verb == "done" and getattr(state, "fight", None)):
            return self.compartment(state, actions, best=True)
        if verb == "drop":
            return self.compartment(state, actions, best=False)
        return self.interact(state, seat, actions)

    # -- tiles ----------------------------------------------------------------------------------
    def cell(self, state, actions: list):
        tile = placing(state)
        ap = Appraiser(state)
        seat = state.current_player()
        scored = [(cell_score(state, ap, seat, tile, (a[1], a[2])), a) for a in actions]
        top = max(s for s, _ in scored)
        return self.pick([a for s, a in scored if s >= top - 1e-9])

    def turn(self, state, actions: list):
        """The rotation leaving the fewest land edges toward empty cells: islands close sooner (+2 each
        complete one) and the tile's land joins what lies beside it."""
        tile = placing(state)
        cell = state.ctx.get("cell")
        if tile is None or cell is None or not tile.land:
            return self.pick(actions)
        board = state.board

        def loose(action):
            sides = rotated(tile.edges, action[1])
            return sum(1 for side, kind in zip(SIDES, sides, strict=True)
                       if kind == "land" and neighbour(cell, side) not in board)
        fewest = min(loose(a) for a in actions)
        return self.pick([a for a in actions if loose(a) == fewest])

    # -- moving ---------------------------------------------------------------------------------
    def die_value(self, state, which: str) -> int:
        return (state.own_die or 0) if which == "own" else (state.move_die or 0)

    def move(self, state, actions: list):
        ap = Appraiser(state)
        who = acting(state)
        reach = {(a[1], a[2]) for a in actions if a[0] == "move"}
        if ("pirate",) in actions and wants_pirate(state, state.current_player(), ap, reach):
            return ("pirate",)
        scored = [(ap.destination(who, (a[1], a[2])), a) for a in actions if a[0] == "move"]
        if not scored:
            return next((a for a in actions if a[0] == "stay"), actions[0])
        top = max(s for s, _ in scored)
        return self.pick([a for s, a in scored if s >= top - 1e-9])

    # -- where a move ends -----------------------------------------------------------------------
    def compartment(self, state, actions: list, best: bool):
        """Loot: the loser's best compartment (throwing the own least one overboard when the hold is
        full); a wreck's drop: the least valuable compartment."""
        ap = Appraiser(state)
        fight = getattr(state, "fight", None)
        if best and fight:
            theirs, mine = ap.seat_hold(fight[1]), ap.seat_hold(fight[0])

            def gain(action):
                if action[0] != "loot":
                    return -1e9 if action[0] == "dump" else -1e6
                c = theirs[action[1]]
                lost = mine[action[2]] if len(action) > 2 else None
                return ap.cargo_value(*c) - (ap.cargo_value(*lost) if lost else 0.0)
            return max(actions, key=gain)
        hold = ap.seat_hold(acting(state))

        def value(action):
            i = action[1] if len(action) > 1 and isinstance(action[1], int) else None
            c = hold[i] if i is not None and i < len(hold) else None
            return ap.cargo_value(*c) if c else 0.0
        return min(actions, key=value)

    def interact(self, state, seat: int, actions: list):
        ap = Appraiser(state)
        verbs: dict[str, list] = {}
        for action in actions:
            verbs.setdefault(action[0], []).append(action)
        for verb in ORDER:
            if verb in verbs:
                return verbs[verb][0]
        ship = state.ships[seat]
        if "found" in verbs and ship is not None and ap.port_value(seat, ship) > 0:
            return verbs["found"][0]
        if "buy" in verbs and ap.market <= ap.die:
            return max(verbs["buy"], key=lambda a: a[1])
        if "bank" in verbs and ship in state.home:
            coins = [a for a in verbs["bank"] if _cargo(state, seat, a[1]) == "coins"]
            aboard = sum(c[1] for c in state.holds[seat] if c and c[0] == "coins")
            if coins and aboard > BANK_ABOVE:
                return coins[0]
        if "return" in verbs:
            return verbs["return"][0]
        if "done" in verbs:
            return verbs["done"][0]
        return self.pick(actions)


def acting(state):
    """Who the current decision is for: a seat, or "galleon" while its controller moves it or acts for it."""
    ctx = state.ctx
    if state.stage == "move" and "move" in ctx:
        return ctx["move"][0]
    if state.stage == "interact" and "interact" in ctx:
        return ctx["interact"][0]
    return state.current_player()


def _cargo(state, seat: int, index) -> str | None:
    hold = state.holds[seat]
    c = hold[index] if isinstance(index, int) and index < len(hold) else None
    return c[0] if c else None


def placing(state):
    """The tile being laid now (the model's Tile), or None when the state does not say."""
    tile_id = state.ctx.get("tile")
    return state.game.adventure.tile(tile_id) if tile_id else None


def cell_score(state, ap: Appraiser, seat: int, tile, cell) -> float:
    """Where a tile helps its layer: a token tile near the own ship and far from the rivals'; a land
    tile beside an island the seat owns (to grow and complete it) and not beside a rival's; a den far
    from the own ship (the galleon sails from it); open sea near the own ship (room to move)."""
    ship = state.ships[seat]
    mine = manhattan(ship, cell) if ship is not None else 0
    rivals = [manhattan(at, cell) for s, at in enumerate(state.ships) if s != seat and at is not None]
    nearest_rival = min(rivals, default=8)
    if tile is None:
        return -0.1 * mine
    if tile.token:
        return -mine + 0.6 * min(nearest_rival, 8)
    if tile.kind == "den":
        return 0.5 * min(mine, 8) - 0.3 * min(nearest_rival, 8)
    if not tile.land:
        return -0.1 * mine
    score = -0.1 * mine
    for side in SIDES:
        region = ap.island(neighbour(cell, side))
        if region is None:
            continue
        owners = ap.owners(region)
        if seat in owners:
            score += 3.0
        elif owners:
            score -= 2.0
        else:
            score += 0.5
    return score


def factory(rng: random.Random) -> FinisRollout:
    return FinisRollout(rng)
