"""Haze Islands' greedy bot and the evaluation it (and the search bot's cut-offs) scores with.

`evaluate(state, seat)` is a heuristic written for this game (docs/rulesets-next.md §3.4):

    worth = icons in the log
          + 0.6 x icons held (hand cards and deployed pirates) that a tale on the board or the top
            Doom card still needs
          + 0.5 x pirates in the supply (health against The Doom and attacks) + 0.2 x deployed
          + 0.7 x unused special orders
          - danger: The Doom's expected damage at the round's end (its next power against the
            diamonds between it and the ship, if this ship is the one it hunts), a sinking when
            the damage exceeds the supply
          - 12 for a castaway or a ghost ship (no survivor can win), + 0.3 x cursed cards on the
            next seat's deck in competitive play (its fates fail), - that in team play.

Competitive and friendly: the lead over the best other survivor, through `win_chance`. Solo and
cooperative: the crews' worth together against the target, through the same curve.

`HazeGreedy` plays one decision at a time like the kit's greedy bot, but one ply is too short here:
an action that spends or reveals a fate is a chain of the same seat's decisions (pay card by card,
pick a corner, keep one of the raided cards). So each candidate action is followed through the rest
of the seat's turn (`FOLLOW` decisions at most), the seat picking greedily at each step, and a fate
is valued as the mean over the four corners (in the bot's determinized world: the odds, not a peek).
A blind corner is picked at random; a known card's corner without a skull when there is one.
"""

from __future__ import annotations

import random

from engine.core.ruleset import win_chance

from .geometry import doom_cost

SCALE = 4.0  # icons of lead that make a win about 73% likely (win_chance's logistic)
SINK = 8.0  # a ship sunk at the round's end costs this many icons' worth on top of its pirates
LOST_SHIP = 12.0  # a castaway or ghost ship cannot win until it sails again
FOLLOW = 4  # decisions of the same seat's turn followed after a candidate action


def next_power(state) -> int:
    """The Doom's power at the coming round end (the final round's counts as `final_power`)."""
    game = state.game
    if state.round >= game.rounds:
        return game.rules.final_power
    return state.doom_power + game.step


def doom_threat(state) -> dict[int, float]:
    """seat -> The Doom's damage to its ship at the round's end, were it to strike now: the nearest
    survivor (fewest diamonds; ties: most icons) takes the power less the diamonds crossed, if The
    Doom's power carries it there."""
    ships = [(s, cell) for s, cell in enumerate(state.ships) if cell is not None and state.status[s] == "survivor"]
    if not ships:
        return {}
    paths = state.board.shortest(state.doom_at, doom_cost(state), targets=[c for _, c in ships])
    reach = [(paths.dist[cell], -state.score(s), s) for s, cell in ships if cell in paths.dist]
    if not reach:
        return {}
    dist, _, target = min(reach)
    power = next_power(state)
    return {target: float(power - dist)} if dist <= power else {}


def needed_icons(state) -> list[str]:
    """The icons the tales showing on the board and the top Doom card need (one entry per icon)."""
    adventure = state.game.adventure
    needs: list[str] = []
    for card_id, side in state.adventures.values():
        if side == "double":
            needs.extend(adventure.adventure_card(card_id).double.needs)
        elif side == "single":
            needs.extend(adventure.adventure_card(card_id).single.needs)
    if state.doom_deck:
        card_id, side = state.doom_deck[-1]
        needs.extend(adventure.doom_card(card_id).sides[side].needs)
    return needs


def useful(state, seat: int, needs: set[str]) -> int:
    """The seat's icons at hand (cards and deployed pirates) that something on the table needs."""
    return sum(1 for icon in state.icons_available(seat) if icon in needs)


def cursed_next(state, seat: int) -> int:
    """Cursed cards on the next seat's map deck (what this seat may have put there)."""
    n = state.game.num_players
    if n == 1:
        return 0
    kind = state.game.kind
    return sum(1 for card in state.decks[(seat + 1) % n].cards if kind[card] == "cursed")


def worth(state, seat: int, threat: dict[int, float], needs: set[str]) -> float:
    value = (state.score(seat) + 0.6 * useful(state, seat, needs) + 0.5 * state.supply[seat]
             + 0.2 * len(state.deployed[seat]) + 0.7 * len(state.orders[seat]))
    if state.status[seat] != "survivor":
        return value - LOST_SHIP
    damage = threat.get(seat, 0.0)
    if damage > 0:
        value -= 0.5 * min(damage, state.supply[seat])
        if damage > state.supply[seat]:
            value -= SINK
    return value


def evaluate(state, seat: int) -> float:
    """An unfinished game's worth to `seat` in [0, 1] (a finished one: its return)."""
    if state.is_terminal():
        returns = state.returns()
        return max(0.0, returns[seat])
    threat = doom_threat(state)
    needs = set(needed_icons(state))
    game = state.game
    if game.team:
        total = sum(worth(state, s, threat, needs) for s in range(game.num_players))
        target = game.rules.solo_icons if game.mode == "solo" else game.rules.cooperative_icons
        pace = target * min(1.0, state.round / max(1, game.rounds))
        return win_chance(total - pace - 0.3 * sum(cursed_next(state, s) for s in range(game.num_players)), SCALE * 2)
    mine = worth(state, seat, threat, needs)
    if game.mode == "competitive":
        mine += 0.3 * cursed_next(state, seat)
    others = [worth(state, s, threat, needs) for s in range(game.num_players) if s != seat]
    return win_chance(mine - max(others, default=mine), SCALE)


class HazeGreedy:
    """See the module docstring: greedy over whole turns of one seat, fates valued at their odds."""

    kind = "greedy"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def step(self, state):
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player()
        if actions[0][0] == "fate":
            return self.corner(state, seat, actions)
        world = state.determinize(seat, self.rng)
        chance = random.Random(self.rng.getrandbits(64)).getstate()
        scored = [(self.follow(world, action, seat, chance, FOLLOW), action) for action in actions]
        best = max(score for score, _ in scored)
        tied = [action for score, action in scored if score >= best - 1e-9]
        return tied[int(self.rng.random() * len(tied))]

    def corner(self, state, seat: int, actions: list):
        """A corner of a face-down card: one without a skull when the seat knows the card, else blind."""
        deck = state.decks[seat]
        top = len(deck.cards) - 1
        if top >= 0 and top in deck.known[seat]:
            skulls = state.game.skulls[deck.cards[top]]
            safe = [a for a in actions if not skulls.get(a[1], False)]
            if safe:
                return safe[0]
        return actions[int(self.rng.random() * len(actions))]

    def follow(self, world, action, seat: int, chance, depth: int) -> float:
        """The worth of `action` once the seat has played out the rest of its turn greedily."""
        copy = world.clone(rng=_generator(chance))
        turn = copy.turns
        copy.apply_action(action)
        if depth <= 0 or copy.is_terminal() or copy.current_player() != seat or copy.turns != turn:
            return evaluate(copy, seat)
        actions = copy.legal_actions()
        if actions[0][0] == "fate":  # the odds of the card this world dealt, not one lucky corner
            return sum(self.follow(copy, a, seat, chance, 0) for a in actions) / len(actions)
        if len(actions) == 1:
            return self.follow(copy, actions[0], seat, chance, depth - 1)
        best = max(actions, key=lambda a: self.follow(copy, a, seat, chance, 0))
        return self.follow(copy, best, seat, chance, depth - 1)


def _generator(state: tuple) -> random.Random:
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


def factory(rng: random.Random) -> HazeGreedy:
    return HazeGreedy(rng)

