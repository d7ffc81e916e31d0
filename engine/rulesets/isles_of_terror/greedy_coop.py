"""The greedy bot of cooperative and solo play: it plays for the team, not for its own score.

`TeamGreedyBot` is `GreedyBot` (greedy.py) with another position value: the same one-step
look-ahead, sampling, exact combat odds and direct estimates, but `evaluate` scores the whole
expedition, so any decision scored through a look-ahead (pacify, trade, the turn order, recruits,
camps, cards, terror moves...) is judged by what it does for the team:

- the sum of `GreedyBot.evaluate` over every player (victory points, progress, areas, camps,
  figures, resources, cards), without its threat term: the other players are allies here;
- the shared victory conditions of the mode (`adventure.victory[mode]`): per condition, the share
  of its terms the expedition meets now (`cooperative.team_holds`, the team's reading of each
  term), a gain for a `win` condition and a loss for a `lose` one, so partial progress towards the
  team's goal counts and a position one term away from a defeat is avoided;
- the terror threat: per terror on the isle, its level times the team's characters and camps in
  its effect range (`terrors.effect_range`) and on its own area.

Move and landing targets are scored as `GreedyBot` scores them plus the pull of the team's goal
(`GoalMap`, below).

Combat decisions are scored for the team's side too: every faction's figures in the area fight as
one (`allies.side_figures`), so the casualty (any of them, an ally's too) and the retreat are
weighed by the exact odds (`odds.combat_odds`) of the team's whole side against the monster or the
terror (fought with a D8, as a boss), not of the deciding player's own figures.

`greedy(rng)` is the ruleset's `greedy` bot kind: a `GreedyBot` in competitive play and a
`TeamGreedyBot` in cooperative and solo play, chosen at its first decision (the factory is handed
only its generator; the bot sees the mode with the first state). The generator is the bot's own,
so choosing late draws the same numbers as choosing at once.
"""

from __future__ import annotations

import random

from . import terrors
from .allies import side_figures
from .conditions import compiled_filter, plain
from .cooperative import team_areas, team_holds
from .dice import BOSSES
from .board import CHARACTERS_PER_AREA
from .greedy import DEFAULT_WEIGHTS, SAMPLE, GreedyBot, _targets, fight, prior
from .odds import Force, combat_odds

TEAM_WEIGHTS: dict[str, float] = {
    "goal": 12.0,  # a cooperative win condition met in full (a share of it for a share of its terms)
    "doom": 12.0,  # a cooperative lose condition met in full (likewise)
    "terror": 1.0,  # per terror level, per character or camp of the team within its reach
    "goal_pull": 1.0,  # scale of a move target's pull towards the goal (`GoalMap`); 0: none, as before session 9
}


class TeamGreedyBot(GreedyBot):
    """`GreedyBot` valuing the expedition's position (module docstring); weights by name as GreedyBot's
    plus `TEAM_WEIGHTS`."""

    def __init__(self, rng: random.Random, weights: dict | None = None, sample: int = SAMPLE) -> None:
        weights = dict(weights or {})
        team = {k: weights.pop(k) for k in list(weights) if k in TEAM_WEIGHTS}
        super().__init__(rng, weights, sample)
        self.w["threat"] = 0.0  # the other players are allies: no threat from their figures
        self.team = {**TEAM_WEIGHTS, **team}
        self._goals = None  # (mode's conditions as (sign, terms)), built at the first evaluation
        self._map = None  # the GoalMap of the game being played (`GoalMap`, below)
        self._map_game = None

    def step(self, state):
        if state.combat is not None:
            handler = _TEAM_COMBAT.get(state.stack[-1].kind)
            actions = state.legal_actions()
            if handler is not None and len(actions) > 1:
                return self._best(actions, handler(self, state, actions))
        elif self.team["goal_pull"] and state.stack[-1].kind in ("move_target", "land_target"):
            actions = state.legal_actions()
            if len(actions) > 1:
                return self._best(actions, _goal_targets(self, state, actions))
        return super().step(state)

    def goal_map(self, state) -> GoalMap:
        if self._map_game is not state.game:
            self._map, self._map_game = GoalMap(state, self.team["goal"]), state.game
        return self._map

    def evaluate(self, state, seat: int) -> float:
        value = 0.0
        for p in state.players:
            value += GreedyBot.evaluate(self, state, p.seat)
        return value + self.goals(state) - self.terror_threat(state)

    def goals(self, state) -> float:
        """The shared victory conditions: + a win condition's share of terms met, - a lose condition's."""
        if self._goals is None:
            game = state.game
            self._goals = tuple((self.team["goal"] if vc.result == "win" else -self.team["doom"], vc.conditions)
                                for vc in game.adventure.victory.get(game.mode, ()) if vc.conditions)
        value = 0.0
        for weight, terms in self._goals:
            met = sum(1 for term in terms if team_holds(state, (term,)))
            value += weight * met / len(terms)
        return value

    def terror_threat(self, state) -> float:
        """Per terror on the isle: its level times the team's characters and camps it reaches."""
        threat = 0.0
        for index, terror in enumerate(state.terrors):
            if terror.area is None:
                continue
            reach = set(terrors.effect_range(state, index))
            reach.add(terror.area)
            exposed = sum(p.soldiers[a] + p.captains[a] + p.camps[a] for p in state.players for a in reach)
            threat += self.team["terror"] * terror.level * exposed
        return threat


# -- the pull of the goal ---------------------------------------------------------------------
# Where the team's goal lies on the map: the pull of the mode's victory conditions on move targets.
#
# The team bot looks one step ahead: a target is worth the area, its resources and its
# progress token. A cooperative victory such as "the Ember Crown conquered and lava areas held" names
# areas deep inland that are worth little as areas (red, costly, emptied by the lava each year): scored
# as areas only, they are chosen against the cheap green shore almost never (Ember Crown as first
# bundled, 30 games: a lava target offered 527 times, taken 63 times; the crown never attacked). So the team bot adds to a
# target what taking it does for the mode's `win` conditions, read from the content, no area named:
#
# - a `controls_area` term not yet met: each area its filter allows (and the team does not hold) is a
#   share of it (1 / its count);
# - a `flag` term not yet set: the areas whose conquest sets it (a rule triggered by `conquer` there
#   with a `set_flag` effect: an area's own rule or one filtered by area);
# - per condition, the term's share of the condition (1 / its terms) times the goal weight;
# - an area d steps from such an area gets `PULL ** d` of its value (the best goal's), so the team
#   walks inland towards a goal more than one step away (the ring around the crown, the bridges to it).
#
# `GoalMap(state)` is built once per game (what can advance which term never changes); `value(state,
# area)` asks the state which terms are still open.


PULL = 0.5  # share of a goal area's value given to an area next to it (PULL ** d at d steps)


class GoalMap:
    """The areas that advance the mode's win conditions, by term (the comment above)."""

    def __init__(self, state, weight: float) -> None:
        game = state.game
        board = state.board
        flag_areas: dict[str, set[int]] = {}
        for entry in game.rule_entries:  # rules that set a flag when an area is conquered
            rule = entry.rule
            trigger = rule.trigger
            if trigger is None or trigger.event != "conquer":
                continue
            flags = [e.args for e in rule.effects if e.name == "set_flag" and isinstance(e.args, str)]
            if not flags:
                continue
            if entry.scope == "area":
                areas = {entry.ref} if trigger.where is None \
                    else {entry.ref} & {a for a in range(board.size) if board.matches(a, trigger.where, None)}
            elif trigger.where is not None:
                areas = {a for a in range(board.size) if board.matches(a, trigger.where, None)}
            else:
                continue
            for flag in flags:
                flag_areas.setdefault(flag, set()).update(areas)
        self.terms = []  # (kind, share of the goal weight, args, areas)
        for vc in game.adventure.victory.get(game.mode, ()):
            if vc.result != "win" or not vc.conditions:
                continue
            share = weight / len(vc.conditions)
            for term in vc.conditions:
                if term.name == "controls_area":
                    _, _, _, candidates = compiled_filter(state, term.args)
                    need = plain(state, term.args).get("count", 1)
                    self.terms.append(("area", share, (term.args, need), candidates))
                elif term.name == "flag":
                    args = plain(state, term.args)
                    areas = flag_areas.get(args.get("flag"))
                    if areas and args.get("set", True):
                        self.terms.append(("flag", share, args["flag"], frozenset(areas)))
        self.empty = not self.terms
        goal_areas = set()
        for _, _, _, areas in self.terms:
            goal_areas.update(areas)
        adjacency = state.adjacency()
        self.near = {}  # goal area -> {area: steps from it} (the map's own adjacency, as dealt)
        for goal in goal_areas:
            steps = {goal: 0}
            frontier = [goal]
            while frontier:
                nxt = []
                for a in frontier:
                    for b in adjacency[a]:
                        if b not in steps and not board.is_sea[b]:
                            steps[b] = steps[a] + 1
                            nxt.append(b)
                frontier = nxt
            self.near[goal] = steps

    def _own(self, state, area: int, held) -> float:
        value = 0.0
        for kind, share, what, areas in self.terms:
            if area not in areas:
                continue
            if kind == "flag":
                if what not in state.flags:
                    value += share
            elif area not in held:
                _, need = what
                have = len(areas & held)
                if have < need:
                    value += share / need
        return value

    def value(self, state, area: int) -> float:
        """What taking `area` does for the team's win conditions, with the pull of the nearest open goal."""
        if self.empty:
            return 0.0
        held = team_areas(state)
        own = self._own(state, area, held)
        near = 0.0
        for goal, steps in self.near.items():
            d = steps.get(area)
            if not d or goal in held:
                continue
            v = self._own(state, goal, held) * PULL ** d
            if v > near:
                near = v
        return own + near


def _goal_targets(bot, state, actions) -> list[float]:
    """A move or landing target: `GreedyBot`'s estimate plus what the area does for the team's goal
    (`GoalMap`), times the chance to take it with the characters that can get there."""
    seat = state.current_player()
    frame = state.stack[-1]
    scores = _targets(bot, state, seat, frame, actions)
    goals = bot.goal_map(state)
    if goals.empty:
        return scores
    p = state.players[seat]
    index = state.board.index
    adjacency = state.adjacency()
    board = state.board
    for i, a in enumerate(actions):
        if a[0] != "target":
            continue
        area = index[a[1]]
        bonus = goals.value(state, area)
        if bonus <= 0.0:
            continue
        if frame.kind == "land_target":
            sea = frame.d["sea"]
            characters = p.soldiers[sea] + p.captains[sea]
        else:
            characters = p.soldiers[area] + p.captains[area] \
                + sum(p.soldiers[b] + p.captains[b] for b in adjacency[area])
        characters = min(characters, CHARACTERS_PER_AREA)
        if not characters:
            continue
        if state.explored[area]:
            win = 1.0 if state.occupant(area, seat) < 0 else 0.5  # an ally's area: the pull counts half
        else:
            if board.is_adventure[area]:
                tile = state.tile[area]
                value = tile.value if tile is not None else 1
            else:
                value = prior(bot, state, board.colour[area])[0]
            win = fight(characters, 0, 0, 0, 0, value, False)[0]
        scores[i] += win * bonus * bot.team["goal_pull"]
    return scores


def _team_odds(state) -> tuple[float, float]:
    """(the team's chance to win the rest of the combat, its expected losses): every faction's
    characters in the area against the monster or terror (a boss or a terror rolls a D8)."""
    c = state.combat
    soldiers, captains, _ = side_figures(state, c.area)
    return _odds(state, Force(min(soldiers, 6), min(captains, 6)))


def _odds(state, team: Force) -> tuple[float, float]:
    c = state.combat
    monster = Force(monster_value=max(0, c.value))
    if team.size == 0:
        return 0.0, 0.0
    if monster.size == 0:
        return 1.0, 0.0
    o = combat_odds(team, monster, defender_d8=c.monster in BOSSES)
    return o.attacker_wins, o.expected_attacker_losses


def _team_stake(bot, state) -> float:
    """What winning the combat is worth to the team: the area (not a terror's: it cannot be held)
    and a victory point for a boss or a terror."""
    c = state.combat
    tile = state.tile[c.area]
    stake = 0.0 if c.monster == "terror" else bot.area_gain(state, c.area, len(tile.resources) if tile else 1)
    return stake + (bot.w["vp"] if c.monster in BOSSES else 0.0)


def _team_casualty(bot, state, actions) -> list[float]:
    """Any figure of the team's side may go: the one that keeps the side's odds best, least lost."""
    soldiers, captains, _ = side_figures(state, state.combat.area)
    stake = _team_stake(bot, state)
    w = bot.w
    lose = {"soldier": w["soldier"], "captain": w["captain"] + w["vp"], "camp": w["camp"]}  # a captain costs 1 VP
    out = []
    for a in actions:
        kind = a[1]
        after = Force(min(max(0, soldiers - (kind == "soldier")), 6), min(max(0, captains - (kind == "captain")), 6))
        win, _ = _odds(state, after)
        out.append(win * stake - lose.get(kind, w["soldier"]))
    return out


def _team_retreat(bot, state, actions) -> list[float]:
    win, losses = _team_odds(state)
    stay = win * _team_stake(bot, state) - losses * bot.w["soldier"]
    return [stay if a[0] == "stay" else 0.0 for a in actions]


_TEAM_COMBAT = {"casualty": _team_casualty, "retreat": _team_retreat}


class Greedy:
    """The `greedy` bot kind: `GreedyBot` in competitive play, `TeamGreedyBot` in cooperative and solo."""

    def __init__(self, rng: random.Random, weights: dict | None = None, sample: int = SAMPLE) -> None:
        self.rng = rng
        self.weights = weights
        self.sample = sample
        self.bot = None

    def step(self, state):
        if self.bot is None:
            kind = GreedyBot if state.game.mode == "competitive" else TeamGreedyBot
            self.bot = kind(self.rng, self.weights, self.sample)
        return self.bot.step(state)


__all__ = ["DEFAULT_WEIGHTS", "TEAM_WEIGHTS", "Greedy", "TeamGreedyBot"]
