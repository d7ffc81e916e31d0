"""A greedy bot: one-step look-ahead with a cheap heuristic, exact odds for combat decisions.

`GreedyBot(rng, weights=None).step(state)` scores every legal action (at most `sample` of
them, drawn with the bot's RNG when there are more) as an estimated *gain* for the bot's own
seat, and plays the best one; ties are broken with the bot's RNG, so a seeded bot is
deterministic.

How an action is scored, by the kind of decision (`state.stack[-1].kind`):

- the other decisions (recruiting, camps, figures to remove, strategy or kept cards played at
  the start of a turn, river moves, optional rules, ...): the action is applied to a `clone()`
  and the position is scored with `evaluate` (below); the gain is the difference to the
  position before. The clone gets the bot's own look-ahead generator (and the game's stays
  unshared), so the look-ahead never sees the game's future dice or draws.
- `field` / `act`: placing a token or choosing the linked action changes nothing measurable
  yet, so the gain is a direct estimate of what the action will bring (`action_values`):
  production, supply, recruits, landing and hiring, moving onto a target, a success token,
  plus the link's bonus resource.
- `move_target` / `land_target` / `land_sea`: the estimated gain of resolving that target (or
  the best target next to the landing site) with the characters that can get there
  (exploration against the colour's average face-down tile, combat against the figures there,
  by exact odds).
- `move_figure`: the change of the pending target's expected gain for one more character,
  minus the rations paid and an area left empty; `done` scores 0 (the target is resolved
  later: it is never looked at through a clone, which would turn its hidden tile over).
- `hire`, `resource`, `raid_take`, `threat_loss`, `morale`, `starter`, trades: directly, by the
  marginal value of the figure, resource, progress field or victory point.
- combat (`negotiate`, `retreat`, `casualty`): exact odds from `engine.rulesets.isles_of_terror.odds`
  (`combat_odds`) of the rest of the combat, against what is at stake (the area, its
  resources, progress token, the boss's point; camps destroyed on retreat).
- `combat_window`: always `ready`; `reroll_window` / `mark`: re-roll (the lowest dice) only when
  the round is currently lost.

The heuristic (`evaluate`, for one seat): victory points, progress fields, mission success
tokens and mission bar, controlled land areas and the resources on their tiles, camps,
gold and rations with diminishing value (a geometric series per resource), the sea card,
soldiers and captains on the board (and on the sea card), cards in hand, minus a threat term
for own areas next to stronger enemy groups. Weights are in "one resource" units and can be
overridden with `weights={...}` (see `DEFAULT_WEIGHTS`).
"""

from __future__ import annotations

import functools
import random

from .actions import can_land, production
from .choices import room
from .dice import BOSSES, round_winner, values
from .explore import area_value, negotiation_cost
from .ways import reach, step_cost
from .odds import Force, combat_odds
from .turn import possible
from .board import CHARACTERS_PER_AREA
from .clones import clone_state

DEFAULT_WEIGHTS: dict[str, float] = {
    "vp": 8.0,  # a victory point
    "progress": 1.5,  # a field of a progress bar
    "success": 2.0,  # a success token on the current mission
    "mission": 2.0,  # a field of the mission bar
    "area": 1.5,  # a controlled land area
    "area_resource": 0.8,  # a resource symbol on a controlled area's tile (production to come)
    "camp": 2.5,  # a camp on the board
    "soldier": 1.5,  # a soldier on the board
    "captain": 3.0,  # a captain on the board
    "sea_figure": 1.0,  # a character on the sea card
    "resource": 1.3,  # the first gold (or ration); each next one is worth `decay` times the last
    "decay": 0.88,
    "sea_resource": 0.9,  # a resource on the sea card (collected when landing)
    "card": 0.4,  # a strategy card in hand
    "kept": 0.6,  # a KEEP exploration card in hand
    "threat": 0.7,  # per enemy character more than own next to an own area
    "explore": 1.0,  # scale of the estimated gain of exploring or conquering
    "token": 1.5,  # a progress token lying on a target area
}

SAMPLE = 8  # actions scored per decision at most (sampled with the bot's RNG beyond that)
EPS = 1e-9

# `fight`'s answers by its arguments, shared by every bot (they depend on the forces alone, not on
# the weights): a new bot, three a game, need not learn them again
_FIGHTS: dict[tuple, tuple] = {}


def board_terms(size, soldiers, captains, camps, is_sea, explored, tiles, adjacency, rivals) -> tuple[int, ...]:
    """A seat's board in `evaluate`: (explored land areas with its characters or camps, resource symbols
    on their tiles, characters by which the strongest rival group next to each such area outnumbers
    its own, and its soldiers, captains and camps on the board). The compiled engine runs this loop on
    C integers (greedy.pxd)."""
    areas = 0
    symbols = 0
    exposed = 0
    all_soldiers = 0
    all_captains = 0
    all_camps = 0
    for a in range(size):
        s = soldiers[a]
        c = captains[a]
        k = camps[a]
        mine = s + c
        if not (mine or k):
            continue
        all_soldiers += s  # (only here: few areas have figures, and pure Python pays for each addition)
        all_captains += c
        all_camps += k
        if is_sea[a] or not explored[a]:
            continue
        areas += 1
        tile = tiles[a]
        if tile is not None:
            symbols += len(tile.resources)
        threat = 0  # the strongest rival group next to the area
        for b in adjacency[a]:
            for their_soldiers, their_captains in rivals:
                n = their_soldiers[b] + their_captains[b]
                if n > threat:
                    threat = n
        if threat > mine:
            exposed += threat - mine
    return areas, symbols, exposed, all_soldiers, all_captains, all_camps


class GreedyBot:
    def __init__(self, rng: random.Random, weights: dict | None = None, sample: int = SAMPLE) -> None:
        self.rng = rng
        self.w = dict(DEFAULT_WEIGHTS)
        if weights:
            unknown = set(weights) - set(DEFAULT_WEIGHTS)
            if unknown:
                raise ValueError(f"unknown weights: {sorted(unknown)}")
            self.w.update(weights)
        self.sample = max(1, int(sample))
        self._look = random.Random(rng.getrandbits(64))  # dice and draws inside the look-ahead
        self._priors: dict[tuple, dict] = {}  # (game, seed it was dealt from) -> `prior`'s answers in that game
        self._prior_game = self._prior_cache = None  # the last game `prior` was asked about, its cache
        self._prior_seed = None  # (its seed: the games of a run share one `Game`)
        # target_gain of an unexplored area, by what decides it; it lives as long as the bot
        # (its weights are fixed once it plays: the team bot sets its threat weight, unused there, in __init__)
        self._explorations: dict[tuple, float] = {}
        self._values_state = None  # the state of the last `action_values`, its decisions, the values
        self._fields_of = self._fields_bonus = self._fields = None  # `field_links` of the seat's board side
        self._values_at = -1
        self._values = None
        w = self.w
        d, r = w["decay"], w["resource"]
        self._res = [0.0]
        for i in range(64):
            self._res.append(self._res[-1] + r * d ** i)

    # -- the protocol -------------------------------------------------------------------------
    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        frame = state.stack[-1]
        kind = frame.kind
        seat = state.current_player()
        handler = _DIRECT.get(kind)
        main = None
        if handler is not None:
            main = [a for a in actions if a[0] not in _FREE]
            scores = handler(self, state, seat, frame, main)
            if scores is not None:
                return self._best(main, scores)
        if kind not in ("field", "reaction_window"):  # free actions are weighed at the start of a turn
            if main is None:  # (and reaction cards in others' turns)
                main = [a for a in actions if a[0] not in _FREE]
            actions = main or actions
        if kind in ("field", "reaction_window"):  # one card (strategy or kept) looked at, at most
            cards = [a for a in actions if a[0] in ("play", "use")]
            if len(cards) > 1:
                keep = cards[int(self.rng.random() * len(cards))]
                actions = [a for a in actions if a[0] not in ("play", "use") or a == keep]
        if len(actions) > self.sample:
            actions = self.rng.sample(actions, self.sample)
        direct = self._field_scores(state, seat, frame, actions) if kind == "field" else None
        base = None
        scores = []
        for i, a in enumerate(actions):
            if direct is not None and direct[i] is not None:
                scores.append(direct[i])
            elif a[0] == "abandon":
                scores.append(-self.w["camp"])
            elif a[0] == "trade":
                p = state.players[seat]
                g, r = (p.gold + 1, p.rations - 2) if a[1] == "gold" else (p.gold - 2, p.rations + 1)
                scores.append(self.res(g) + self.res(r) - self.res(p.gold) - self.res(p.rations))
            elif a[0] == "done" and kind == "move_figure":
                # the target is resolved next (exploration, combat): its expected gain, never a peek
                scores.append(pending(self, state, seat))
            else:
                if base is None:
                    base = self.evaluate(state, seat)
                scores.append(self._look_ahead(state, seat, a) - base)
        return self._best(actions, scores)

    def _best(self, actions, scores):
        low = max(scores) - EPS
        best = [actions[i] for i, s in enumerate(scores) if s >= low]  # (no zip: a keyword call compiled)
        return best[0] if len(best) == 1 else best[int(self.rng.random() * len(best))]

    def _look_ahead(self, state, seat: int, action) -> float:
        # the look-ahead draws from the bot's own generator, never the game's: the clone cannot see
        # the game's future dice or draws, and the game keeps its generator unshared (no copy);
        # the clone is scored and thrown away: it needs no copy of the event log, and it borrows the
        # list of decisions taken (`lent`: a few hundred entries, a quarter of the clone's cost), which
        # the rules only append to: cut back to its length afterwards, the state's list is as it was
        decisions = state.decisions
        taken = len(decisions)
        s = clone_state(state, self._look, False, True)
        try:
            s.look(action)
            return self.evaluate(s, seat) + pending(self, s, seat)
        finally:
            del decisions[taken:]

    # -- the heuristic ------------------------------------------------------------------------
    # (each a module function below, which the compiled build calls directly: greedy.pxd)
    def res(self, x: int) -> float:
        return resource_value(self._res, x)

    def evaluate(self, state, seat: int) -> float:
        return evaluate(self, state, seat)

    def pending(self, state, seat: int) -> float:
        """The expected gain of a target the seat is moving characters to (its resolution comes later)."""
        return pending(self, state, seat)

    # -- estimates ----------------------------------------------------------------------------
    def prior(self, state, colour):
        """Average value, resources and red share of the face-down tiles of a colour (cached per game)."""
        return prior(self, state, colour)

    def area_gain(self, state, area: int, resources: float) -> float:
        return area_gain(self.w, state.token[area] is not None, resources)

    def fight(self, soldiers: int, captains: int, d_soldiers: int = 0, d_captains: int = 0, d_camps: int = 0,
              value: int = 0, boss: bool = False):
        """Exact odds of attacking (soldiers, captains) against a player's figures or a monster's
        area value: (attacker wins, expected attacker losses, expected defender losses), None
        without attackers. Forces are capped at 6 of a kind (the odds table stays small)."""
        return fight(soldiers, captains, d_soldiers, d_captains, d_camps, value, boss)

    def target_gain(self, state, seat: int, area: int, soldiers: int, captains: int) -> float:
        """Estimated gain of resolving `area` with these characters there."""
        return target_gain(self, state, seat, area, soldiers, captains)

    def action_values(self, state, seat: int) -> dict[str, float]:
        """What each action of the board would bring now (a direct estimate, no look-ahead)."""
        return action_values(self, state, seat)

    def target_gain_prior(self, state, characters: int) -> float:
        value, resources = 1, 1.0
        win, loss, _ = fight(characters, 0, 0, 0, 0, value, False)
        return win * (self.w["area"] + (self.w["area_resource"] + self.w["resource"] * 0.8) * resources) - loss * self.w["soldier"]

    def _act_value(self, state, seat: int, action, values: dict[str, float]) -> float:
        p = state.players[seat]
        if action[0] == "action":
            return values.get(action[1], 0.0)
        if action[0] == "enforce":
            gain = self.w["success"]
            if p.mission is not None and p.success + 1 >= p.mission.value:
                gain += self.w["mission"] + self.w["vp"] * 0.5
            return gain
        return 0.0

    def _field_scores(self, state, seat: int, frame, actions):
        p = state.players[seat]
        values = action_values(self, state, seat)
        board = p.board
        bonus = self.w["sea_resource"]
        if board is not self._fields_of or bonus != self._fields_bonus:  # (a seat keeps its board side)
            self._fields_of, self._fields_bonus, self._fields = board, bonus, field_links(board, bonus)
        fields = self._fields
        enforce = self._act_value(state, seat, ("enforce",), values) \
            if p.mission is not None and p.mission.enforceable else None
        worth: dict[str, float] = {}  # by action: its value now, or None when it is not possible
        out = []
        for action in actions:
            if action[0] != "field":
                out.append(None)
                continue
            best = 0.0
            for name, extra in fields[action[1]]:
                if name in worth:
                    value = worth[name]
                else:
                    value = worth[name] = values.get(name, 0.0) if possible(state, seat, name) else None
                if value is not None:
                    value = value + extra
                    if value > best:  # max(best, value): the first of equals stays
                        best = value
            if enforce is not None and enforce > best:
                best = enforce
            out.append(best)
        return out


# -- the heuristic and the estimates -----------------------------------------------------------
# Module functions, so that the compiled build calls them directly (greedy.pxd declares them cpdef,
# their counts C integers); the bot's methods of the same names call them. The float operations
# are the methods' as they were, in the same order: every score stays the same to the last bit.

def resource_value(table, x) -> float:
    """x gold (or rations) in "one resource" units: the bot's table `_res`, then 0.05 for each more."""
    return table[x] if x < len(table) else table[-1] + (x - len(table) + 1) * 0.05


def evaluate(bot, state, seat) -> float:
    """`GreedyBot.evaluate`: the seat's position (module docstring)."""
    w = bot.w
    table = bot._res
    p = state.players[seat]
    board = state.board
    value = w["vp"] * p.vp
    value += w["progress"] * sum(p.progress.values())
    value += w["mission"] * p.mission_pos + w["success"] * p.success
    value += resource_value(table, p.gold) + resource_value(table, p.rations) \
        + w["sea_resource"] * (p.sea_gold + p.sea_rations)
    value += w["card"] * len(p.hand) + w["kept"] * len(p.kept)
    value += w["sea_figure"] * (p.sea_soldiers + p.sea_captains)
    # (a zero threat weight, the team bot's, leaves the term out exactly: x - 0.0 * 0 == x)
    rivals = [(q.soldiers, q.captains) for q in state.players if q.seat != seat] if w["threat"] else ()
    areas, symbols, exposed, soldiers, captains, camps = board_terms(
        board.size, p.soldiers, p.captains, p.camps, board.is_sea, state.explored, state.tile, state.adjacency(),
        rivals)
    value += w["soldier"] * soldiers + w["captain"] * captains + w["camp"] * camps
    value += w["area"] * areas + w["area_resource"] * symbols - w["threat"] * exposed
    return value


def pending(bot, state, seat) -> float:
    """`GreedyBot.pending`: the expected gain of the target the seat is moving characters to."""
    stack = state.stack
    if state.terminal or len(stack) < 2:
        return 0.0
    frame = stack[-1]
    if frame.kind != "move_figure" or frame.player != seat:
        return 0.0
    move = stack[-2]
    if move.kind != "movement":
        return 0.0
    area = move.d["area"]
    p = state.players[seat]
    return target_gain(bot, state, seat, area, p.soldiers[area], p.captains[area])


def prior(bot, state, colour):
    """`GreedyBot.prior`: (average value, average resources) of the colour's face-down tiles."""
    game = state.game
    seed = state.seed
    if bot._prior_game is game and bot._prior_seed == seed:  # (the game of the last question: one at a time)
        cache = bot._prior_cache
    else:
        cache = bot._priors.get((game, seed))
        if cache is None:
            cache = bot._priors[game, seed] = {}
        bot._prior_game, bot._prior_seed, bot._prior_cache = game, seed, cache
    found = cache.get(colour)  # one lookup when known (nearly always)
    if found is not None:
        return found
    tiles = list(state.pools.get(colour, ())) + list(state.pool_discard.get(colour, ()))
    tiles += [t for a, t in enumerate(state.tile)
              if t is not None and state.board.colour[a] == colour and not state.explored[a]]
    if tiles:
        n = len(tiles)
        found = cache[colour] = (round(sum([t.value for t in tiles]) / n),
                                 sum([len(t.resources) for t in tiles]) / n)
    else:
        found = cache[colour] = (1, 1.0)
    return found


def area_gain(w, token, resources) -> float:
    """`GreedyBot.area_gain`: an area won, with `resources` on its tile (and a progress token on it)."""
    gain = w["area"] + w["area_resource"] * resources + w["resource"] * 0.8 * resources
    if token:
        gain += w["token"] + w["progress"]
    return gain


def fight(soldiers, captains, d_soldiers, d_captains, d_camps, value, boss):
    """`GreedyBot.fight` (its answers kept in `_FIGHTS`)."""
    if soldiers + captains == 0:
        return None
    fights = _FIGHTS
    key = (soldiers, captains, d_soldiers, d_captains, d_camps, value, boss)
    result = fights.get(key)
    if result is None:
        capped = (min(soldiers, 6), min(captains, 6), min(d_soldiers, 6), min(d_captains, 6), min(d_camps, 6),
                  min(value, 8), boss)
        result = fights.get(capped)
        if result is None:
            result = fights[capped] = _odds(*capped)
        fights[key] = result
    return result


def target_gain(bot, state, seat, area, soldiers, captains) -> float:
    """`GreedyBot.target_gain`: the estimated gain of resolving `area` with these characters there."""
    board = state.board
    if soldiers + captains == 0 or board.is_sea[area]:
        return 0.0
    if state.explored[area]:
        return contest_gain(bot, state, area, soldiers, captains, state.occupant(area, seat))
    if board.is_adventure[area]:
        tile = state.tile[area]
        value, resources = (tile.value, len(tile.resources)) if tile is not None else (1, 1.0)
    else:
        value, resources = prior(bot, state, board.colour[area])
    # the same for every area alike in these (resources 2 and 2.0 give the same floats)
    token = state.token[area] is not None
    key = (soldiers, captains, value, resources, token)
    explorations = bot._explorations
    gain = explorations.get(key)
    if gain is None:
        w = bot.w
        win, loss, _ = fight(soldiers, captains, 0, 0, 0, value, False)
        fig = w["soldier"] if soldiers else w["captain"]
        gain = explorations[key] = w["explore"] * (win * area_gain(w, token, resources)) - loss * fig
    return gain


def contest_gain(bot, state, area, soldiers, captains, other) -> float:
    """`target_gain` of an explored land area whose occupant (other than the seat) is `other`:
    nothing without one (own or empty), else the combat against its figures."""
    if other < 0 or soldiers + captains == 0:
        return 0.0
    w = bot.w
    q = state.players[other]
    tile = state.tile[area]
    resources = len(tile.resources) if tile is not None else 0
    camps = q.camps[area]
    win, loss, kills = fight(soldiers, captains, q.soldiers[area], q.captains[area], camps, 0, False)
    fig = w["soldier"] if soldiers else w["captain"]
    return (w["explore"] * win * (area_gain(w, state.token[area] is not None, resources) + w["camp"] * camps)
            - loss * fig + 0.3 * kills * w["soldier"])


def action_values(bot, state, seat) -> dict:
    """`GreedyBot.action_values`: what each action of the board would bring now."""
    at = len(state.decisions)
    if bot._values_state is state and (bot._values_at == at or bot._values_at == at - 1
                                       and state.stack[-1].kind == "act"):
        return bot._values  # the field was just chosen: nothing else changed
    w = bot.w
    table = bot._res
    p = state.players[seat]
    out: dict[str, float] = {}
    bot._values_state, bot._values_at, bot._values = state, at, out
    # produce: what the engine's production gives, each choice symbol to the scarcer resource
    held = state.controlled_land(seat)  # the areas it controls
    gold, rations, choice = production(state, seat, held)
    space = sum([room(state, seat, a) for a in held])
    if p.ship >= 0:
        space += room(state, seat, p.ship)
    have_gold, have_rations = p.gold, p.rations
    g, r = have_gold + gold, have_rations + rations
    for _ in range(choice):
        if g <= r:
            g += 1
        else:
            r += 1
    out["produce"] = resource_value(table, g) - resource_value(table, have_gold) + resource_value(table, r) \
        - resource_value(table, have_rations)
    out["supply"] = 2 * w["sea_resource"]
    # recruit: soldiers while gold lasts, into controlled areas with room
    n = min(space, have_gold, p.pool_soldiers)
    out["recruit"] = n * w["soldier"] - (resource_value(table, have_gold) - resource_value(table, have_gold - n)) \
        if n > 0 else 0.0
    # land: the sea card, hiring, and placing characters onto a target next to the ship
    land = w["sea_resource"] * 0.1 * (p.sea_gold + p.sea_rations)
    land += (w["soldier"] - w["sea_figure"]) * (p.sea_soldiers + p.sea_captains)
    aboard = (p.characters(p.ship) if p.ship >= 0 else p.sea_soldiers + p.sea_captains)
    purse = have_gold + p.sea_gold
    hires = min(CHARACTERS_PER_AREA - aboard, purse, p.pool_soldiers)
    if hires > 0:
        land += hires * w["soldier"] - (resource_value(table, purse) - resource_value(table, purse - hires))
    if (aboard + max(hires, 0)) and can_land(state, seat):
        land += 0.5 * w["explore"] * bot.target_gain_prior(state, min(CHARACTERS_PER_AREA, aboard + max(hires, 0)))
    out["land"] = land
    out["move"] = best_move(bot, state, seat, p) if have_rations else 0.0
    return out


def best_move(bot, state, seat, p) -> float:
    """`action_values`' "move": the best target next to the seat's characters on the board (a cheap
    stand-in for the feasible targets: one step away, one ration per character)."""
    adjacency = state.adjacency()
    is_sea, explored = state.board.is_sea, state.explored
    soldiers, captains = p.soldiers, p.captains
    limit = CHARACTERS_PER_AREA
    next_to_mine = set()  # the areas next to its characters (the best is the same in any order)
    for a in range(len(soldiers)):
        s = soldiers[a]  # (C integers compiled: no truth test of an int object)
        c = captains[a]
        if s or c:
            next_to_mine.update(adjacency[a])
    have = p.rations
    table = bot._res
    spent = resource_value(table, have)
    best = 0.0
    for area in next_to_mine:
        if is_sea[area]:
            continue
        other = -1
        if explored[area]:
            other = state.occupant(area, seat)
            if other < 0:
                continue  # own or empty: no gain to resolve
        there = soldiers[area] + captains[area]
        near = there
        for b in adjacency[area]:
            near += soldiers[b] + captains[b]
        if near > limit:
            near = limit
        moving = near - there
        if moving > have:
            moving = have
        if other >= 0:
            gain = contest_gain(bot, state, area, there + moving, 0, other)
        else:
            gain = target_gain(bot, state, seat, area, there + moving, 0)
        gain = gain - spent + resource_value(table, have - moving)
        if gain > best:
            best = gain
    return best


@functools.cache  # every bot of every game asks the same few hundred questions
def _odds(soldiers, captains, d_soldiers, d_captains, d_camps, value, boss) -> tuple[float, float, float]:
    """`GreedyBot.fight` of forces within the caps: (attacker wins, expected attacker losses,
    expected defender losses) by `combat_odds`."""
    if d_soldiers + d_captains + d_camps + value == 0:
        return 1.0, 0.0, 0.0
    defender = Force(monster_value=value) if value else Force(d_soldiers, d_captains, d_camps)
    o = combat_odds(Force(soldiers, captains), defender, defender_d8=boss)
    return o.attacker_wins, o.expected_attacker_losses, o.expected_defender_losses


def field_links(board, bonus) -> list:
    """The action fields of a board side as `_field_scores` reads them: for each field, its links as
    (action, what its bonus resources are worth: `bonus` each). Built once for a bot's board side, so that a
    field decision reads tuples, not the model's attributes (generic lookups from compiled code)."""
    return [tuple([(link.action, bonus * len(link.bonus or ())) for link in field.links])
            for field in board.action_fields]


# -- decisions scored directly ---------------------------------------------------------------
_FREE = frozenset(("trade", "play", "use", "abandon"))


def _act(bot, state, seat, frame, actions):
    values = action_values(bot, state, seat)
    return [bot._act_value(state, seat, a, values) for a in actions]


def _targets(bot, state, seat, frame, actions):
    p = state.players[seat]
    soldiers_at, captains_at = p.soldiers, p.captains
    index = state.board.index
    adjacency = state.adjacency()
    explored = state.explored
    landing = frame.kind == "land_target"
    aboard_soldiers = aboard_captains = 0
    if landing:  # the characters aboard the ship in the landing sea
        sea = frame.d["sea"]
        aboard_soldiers, aboard_captains = soldiers_at[sea], captains_at[sea]
    moving_costs = frame.kind == "move_target"
    table = bot._res
    rations = p.rations
    have = resource_value(table, rations)
    out = []
    for a in actions:
        if a[0] != "target":
            out.append(0.0)
            continue
        area = index[a[1]]
        if landing:
            soldiers, captains = aboard_soldiers, aboard_captains
        else:  # the characters in the area and next to it
            soldiers = soldiers_at[area]
            captains = captains_at[area]
            for b in adjacency[area]:
                soldiers += soldiers_at[b]
                captains += captains_at[b]
        here = soldiers_at[area] + captains_at[area]
        room = CHARACTERS_PER_AREA - here if explored[area] else CHARACTERS_PER_AREA
        captains = min(captains, room)
        soldiers = min(soldiers, room - captains)
        cost = 0.0
        if moving_costs:
            moving = soldiers + captains - here
            cost = have - resource_value(table, max(0, rations - max(0, moving)))
        out.append(target_gain(bot, state, seat, area, soldiers, captains) - cost)
    return out


def _stake(bot, state, seat, c) -> float:
    """What the combat's area is worth to the seat (to win, or to keep)."""
    tile = state.tile[c.area]
    resources = len(tile.resources) if tile is not None else 1
    stake = bot.area_gain(state, c.area, resources)
    if c.monster in BOSSES:  # a boss or a terror: a victory point to win
        stake += bot.w["vp"]
    if c.defender >= 0:
        camps = state.players[c.defender].camps[c.area]
        stake += bot.w["camp"] * camps
    return stake


def _forces(state, c):
    a = state.players[c.attacker]
    area = c.area
    attacker = Force(min(a.soldiers[area], 6), min(a.captains[area], 6))
    if c.defender >= 0:
        d = state.players[c.defender]
        defender = Force(min(d.soldiers[area], 6), min(d.captains[area], 6), min(d.camps[area], 6))
    else:
        defender = Force(monster_value=max(0, c.value))
    return attacker, defender


def _my_win(bot, state, seat, c, attacker: Force, defender: Force):
    """(the seat's chance to win the rest of the combat, its expected losses)."""
    boss = c.monster in BOSSES  # a terror fights as a boss
    if seat == c.attacker:
        if attacker.size == 0:
            return 0.0, 0.0
        if defender.size == 0:
            return 1.0, 0.0
        return _rest_of_combat(attacker, defender, boss)[:2]
    if defender.size == 0:
        return 0.0, 0.0
    if attacker.size == 0:
        return 1.0, 0.0
    return _rest_of_combat(attacker, defender, boss)[2:]


@functools.cache
def _rest_of_combat(attacker: Force, defender: Force, boss: bool) -> tuple[float, float, float, float]:
    """(attacker wins, its expected losses, defender wins, its expected losses) by `combat_odds`."""
    o = combat_odds(attacker, defender, defender_d8=boss)
    return o.attacker_wins, o.expected_attacker_losses, o.defender_wins, o.expected_defender_losses


def _negotiate(bot, state, seat, frame, actions):
    area = frame.d["area"]
    p = state.players[seat]
    tile = state.tile[area]
    resources = len(tile.resources) if tile is not None else 0
    stake = bot.area_gain(state, area, resources)
    out = []
    for a in actions:
        if a[0] == "negotiate":
            cost = negotiation_cost(state, seat, area)
            out.append(stake - (bot.res(p.gold) - bot.res(p.gold - cost)))
        elif a[0] == "fight":
            value = area_value(state, area)
            boss = tile is not None and tile.kind == "boss"
            result = bot.fight(p.soldiers[area], p.captains[area], value=value, boss=boss)
            if result is None:
                out.append(0.0)
                continue
            win, loss, _ = result
            gain = win * (stake + (bot.w["vp"] if boss else 0.0))
            out.append(gain - loss * bot.w["soldier"])
        else:
            out.append(0.0)
    return out


def _retreat(bot, state, seat, frame, actions):
    c = state.combat
    attacker, defender = _forces(state, c)
    win, loss = _my_win(bot, state, seat, c, attacker, defender)
    stake = _stake(bot, state, seat, c)
    p = state.players[seat]
    fig = bot.w["soldier"]
    if seat == c.attacker:
        stay = win * stake - loss * fig
        leave = 0.0
    else:
        stay = -(1 - win) * stake - loss * fig
        leave = -stake - bot.w["camp"] * p.camps[c.area]
    return [stay if a[0] == "stay" else leave for a in actions]


def _casualty(bot, state, seat, frame, actions):
    c = state.combat
    attacker, defender = _forces(state, c)
    stake = _stake(bot, state, seat, c)
    w = bot.w
    lose = {"soldier": w["soldier"], "captain": w["captain"] + 0.5 * w["vp"], "camp": w["camp"]}
    out = []
    for a in actions:
        kind = a[1]
        mine = attacker if seat == c.attacker else defender
        after = Force(mine.soldiers - (kind == "soldier"), mine.captains - (kind == "captain"),
                      mine.camps - (kind == "camp"))
        if seat == c.attacker:
            win, _ = _my_win(bot, state, seat, c, after, defender)
        else:
            win, _ = _my_win(bot, state, seat, c, attacker, after)
        out.append(win * stake - lose.get(kind, w["soldier"]))
    return out


def _ready(bot, state, seat, frame, actions):
    return [1.0 if a[0] == "ready" else 0.0 for a in actions]


def _losing(state, seat) -> bool:
    c = state.combat
    if c is None:
        return False
    winner = round_winner(values(c.dice_a), values(c.dice_d))
    return winner != c.side_of(seat)


def _reroll(bot, state, seat, frame, actions):
    if not _losing(state, seat):
        return [1.0 if a[0] == "keep" else 0.0 for a in actions]
    out = []
    for a in actions:
        if a[0] == "mountain_reroll":
            out.append(2.0 - a[2] / 10.0)  # the lowest die
        elif a[0] in ("reroll_effect", "discard_reroll"):
            out.append(1.0)
        else:
            out.append(0.0)
    return out


def _mark(bot, state, seat, frame, actions):
    marked = len(frame.d["marked"])
    out = []
    for a in actions:
        if a[0] == "mark":
            sides, value = a[1], a[2]
            out.append(1.0 - value / sides if value <= sides // 2 or not marked else -1.0)
        else:
            out.append(0.0 if marked else -2.0)
    return out


def _hire(bot, state, seat, frame, actions):
    p = state.players[seat]
    w = bot.w
    cost = {"soldier": (1, w["soldier"]), "captain": (2, w["captain"])}
    out = []
    for a in actions:
        if a[0] == "hire":
            gold, worth = cost[a[1]]
            out.append(worth - (bot.res(p.gold) - bot.res(p.gold - gold)))
        else:
            out.append(0.0)
    return out


def _place(bot, state, seat, frame, actions):
    """Characters sent to the movement's target one at a time: the change of the target's
    expected gain, minus the rations paid and an area left behind (no look-ahead)."""
    move = state.stack[-2]
    if move.kind != "movement":
        return None
    p = state.players[seat]
    area = move.d["area"]
    s, c = p.soldiers[area], p.captains[area]
    now = target_gain(bot, state, seat, area, s, c)
    more: dict[str, float] = {}  # the change of the target's gain with one more soldier, or captain
    paths = None
    index = state.board.index
    w = bot.w
    out = []
    for a in actions:
        if a[0] == "done":
            out.append(0.0)
            continue
        kind = a[-1]
        gain = more.get(kind)
        if gain is None:
            gain = more[kind] = target_gain(bot, state, seat, area, s + (kind == "soldier"),
                                            c + (kind == "captain")) - now
        if a[0] == "move_from":
            if paths is None:
                paths = reach(state, seat, move.d["left"],
                              sorted({index[b[1]] for b in actions if b[0] == "move_from"}), target=area)
                per_step = step_cost(state, seat)
                have = resource_value(bot._res, p.rations)
            source = index[a[1]]
            dist, swampy = paths[source]
            price = dist[area] * per_step + (1 if swampy[area] and not move.d["swamp"] else 0)
            gain -= have - resource_value(bot._res, max(0, p.rations - price))
            if p.characters(source) + p.camps[source] == 1 and state.explored[source] \
                    and not state.board.is_sea[source]:
                tile = state.tile[source]
                gain -= w["area"] + w["area_resource"] * (len(tile.resources) if tile is not None else 0)
        elif a[0] != "place":
            return None
        out.append(gain)
    return out


def _gain_or_lose(bot, state, seat, frame, actions):
    """`raid_take` (gain the resource) and `threat_loss` (lose it): by its marginal value."""
    p = state.players[seat]
    have = {"gold": p.gold, "rations": p.rations}
    out = []
    for a in actions:
        if a[0] == "take" and a[1] in have:
            out.append(bot.res(have[a[1]] + 1) - bot.res(have[a[1]]))
        elif a[0] == "lose" and a[1] in have:
            out.append(bot.res(have[a[1]] - 1) - bot.res(have[a[1]]))
        else:
            return None  # figures to remove: by look-ahead
    return out


def _morale(bot, state, seat, frame, actions):
    p = state.players[seat]
    adventure = state.game.adventure
    w = bot.w
    out = []
    for a in actions:
        if a[0] != "morale":
            out.append(0.0)
            continue
        task = adventure.task(a[1])
        field = p.progress[a[1]] + 1
        gain = w["progress"]
        if field in task.bar.victory_fields:
            gain += w["vp"]
        out.append(gain)
    return out


def _resource(bot, state, seat, frame, actions):
    p = state.players[seat]
    if frame.d.get("to") == "sea":
        gold, rations = p.gold + p.sea_gold, p.rations + p.sea_rations
    else:
        gold, rations = p.gold, p.rations
    marginal = {"gold": bot.res(gold + 1) - bot.res(gold), "rations": bot.res(rations + 1) - bot.res(rations)}
    return [marginal.get(a[1], 0.0) if a[0] == "resource" else 0.0 for a in actions]


def _bonus(bot, state, seat, frame, actions):
    """A bonus resource onto the sea card is worth taking; `skip` scores nothing."""
    return [bot.w["sea_resource"] if a[0] == "bonus" else 0.0 for a in actions]


def _land_sea(bot, state, seat, frame, actions):
    """A landing sea area: the best target next to it for the characters aboard (and hires)."""
    p = state.players[seat]
    aboard = p.characters(p.ship) if p.ship >= 0 else p.sea_soldiers + p.sea_captains
    characters = min(CHARACTERS_PER_AREA, aboard + max(0, min(p.gold + p.sea_gold, p.pool_soldiers)))
    if not characters:
        return None
    index = state.board.index
    adjacency = state.adjacency()
    is_sea = state.board.is_sea
    explored = state.explored
    memo: dict[int, float] = {}  # by land area next to a landing sea
    out = []
    for a in actions:
        best = 0.0
        for area in adjacency[index[a[1]]]:
            if is_sea[area]:
                continue
            gain = memo.get(area)
            if gain is None:
                gain = memo[area] = target_gain(bot, state, seat, area, characters, 0) if not explored[area] \
                    else contest_gain(bot, state, area, characters, 0, state.occupant(area, seat))
            if gain > best:
                best = gain
        out.append(best)
    return out


def _starter(bot, state, seat, frame, actions):
    return [1.0 if a[1] == seat else 0.0 for a in actions]


_DIRECT = {
    "starter": _starter,
    "resource": _resource,
    "bonus": _bonus,
    "raid_take": _gain_or_lose,
    "threat_loss": _gain_or_lose,
    "morale": _morale,
    "hire": _hire,
    "move_figure": _place,
    "land_sea": _land_sea,
    "act": _act,
    "move_target": _targets,
    "land_target": _targets,
    "negotiate": _negotiate,
    "retreat": _retreat,
    "casualty": _casualty,
    "combat_window": _ready,
    "reroll_window": _reroll,
    "mark": _mark,
}

__all__ = ["DEFAULT_WEIGHTS", "GreedyBot"]
