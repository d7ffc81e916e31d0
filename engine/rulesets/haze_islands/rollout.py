"""Haze Islands' quick playing policy: the greedy bot's priorities without its look-ahead, for search rollouts.

The search bot (`engine.bots.mcts`) rolls each iteration out with the ruleset's greedy bot. Haze
Islands' greedy (`greedy.HazeGreedy`) determinizes, clones every legal action and follows the rest
of the turn: ~25 ms a decision, far too slow twenty times per iteration. `HazeRollout` plays the same
priorities from the legal actions alone, without a clone (a few microseconds a decision), in a world
the search has already determinized:

- a turn: complete a tale (the engine offers it only when payable), attack The Doom, attack a ship
  in competitive play; flee when The Doom's next strike would sink the ship (the sail that puts the
  most diamonds between); raid while the hand has room; deploy while more than one pirate is left;
  scout early in the round; else discard, or pass while an earlier seat still holds cards;
- a raid's kept card: one whose icon a tale or the top Doom card needs; the cards put on the next
  deck: cursed ones first in competitive play (the next seat's fates fail), last otherwise;
- over the hand limit: the card no tale needs; every other decision: at random.

`greedy.factory.rollout` names it, which the search bot reads (`engine.bots.mcts`).
"""

from __future__ import annotations

import random

from .geometry import doom_cost
from .greedy import doom_threat, tales

PRIORITY = ("complete", "attack-doom", "attack", "hijack")


class HazeRollout:
    kind = "rollout"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def pick(self, actions: list):
        return actions[int(self.rng.random() * len(actions))]

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        stage = state.stage
        seat = state.current_player()
        if stage == "turn":
            return self.turn(state, seat, actions)
        if stage in ("keep", "limit"):
            needed = {icon for _, needs, _ in tales(state) for icon in needs}
            icon = state.game.icon
            wanted = [a for a in actions if (icon[a[1]] in needed) == (stage == "keep")]
            return self.pick(wanted or actions)
        if stage == "put":
            cursed = [a for a in actions if state.game.kind[a[1]] == "cursed"]
            plain = [a for a in actions if a not in cursed]
            first = cursed if state.game.mode == "competitive" else plain
            return self.pick(first or actions)
        if stage == "window":
            return ("skip",) if ("skip",) in actions else self.pick(actions)
        return self.pick(actions)

    def turn(self, state, seat: int, actions: list):
        verbs: dict[str, list] = {}
        for action in actions:
            verbs.setdefault(action[0], []).append(action)
        for verb in PRIORITY:
            if verb in verbs:
                return self.pick(verbs[verb])
        chance, damage = doom_threat(state).get(seat, (0.0, 0.0))
        if "sail" in verbs and chance >= 0.5 and damage > state.supply[seat]:
            return self.flee(state, verbs["sail"])
        if "raid" in verbs and len(state.hands[seat]) < state.game.rules.hand_limit:
            return verbs["raid"][0]
        if "deploy" in verbs and state.supply[seat] > 1:
            return verbs["deploy"][0]
        if "scout" in verbs and len(state.decks[seat]) > 4:
            return self.pick(verbs["scout"])
        rest = verbs.get("pass") or verbs.get("discard") or actions
        return self.pick(rest)

    def flee(self, state, sails: list):
        """The sail that leaves the most diamonds between the ship and The Doom."""
        dist = state.board.shortest(state.doom_at, doom_cost(state)).dist
        at = state.position(state.current_player())
        board = state.board

        def away(action):
            return dist.get(board.neighbour(at, action[1]), 99)
        return max(sails, key=away)


def factory(rng: random.Random) -> HazeRollout:
    return HazeRollout(rng)
