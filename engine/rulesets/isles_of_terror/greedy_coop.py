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
from .cooperative import team_holds
from .dice import BOSSES
from .greedy import DEFAULT_WEIGHTS, SAMPLE, GreedyBot
from .odds import Force, combat_odds

TEAM_WEIGHTS: dict[str, float] = {
    "goal": 12.0,  # a cooperative win condition met in full (a share of it for a share of its terms)
    "doom": 12.0,  # a cooperative lose condition met in full (likewise)
    "terror": 1.0,  # per terror level, per character or camp of the team within its reach
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

    def step(self, state):
        if state.combat is not None:
            handler = _TEAM_COMBAT.get(state.stack[-1].kind)
            actions = state.legal_actions()
            if handler is not None and len(actions) > 1:
                return self._best(actions, handler(self, state, actions))
        return super().step(state)

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
