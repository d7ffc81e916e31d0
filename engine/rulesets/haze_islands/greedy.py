"""Haze Islands' greedy bot and the evaluation it (and the search bot's cut-offs) scores with.

`evaluate(state, seat)` is a heuristic written for this game (docs/rulesets-next.md §3.4):

    worth = icons in the log
          + 0.6 x icons held (hand cards and deployed pirates) that a tale on the board or the top
            Doom card still needs
          + 0.5 x pirates in the supply (health against The Doom and attacks) + 0.2 x deployed
          + 0.7 x unused special orders
          - danger (`doom_risk`): The Doom's expected damage at the round's end (its next power
            against the diamonds between it and the ship, if this ship is the one it hunts): the
            pirates it discards, and when it exceeds the supply a sinking (half the log at stake)
            and the shortfall point by point
          - 12 for a castaway or a ghost ship (no survivor can win), + 0.3 x cursed cards on the
            next seat's deck in competitive play (its fates fail), - that in team play.

Competitive and friendly: the lead over the best other survivor, through `win_chance`. Solo and
cooperative: the crews' worth together against the target, through the same curve, with a team's own
prices (docs/playtest-haze-islands.md, "Team play"): a sinking loses every seat's game (`TEAM_SINK`);
ships at one location share The Doom's strike; hand cards over the limit are worth nothing (no trade
into a full hand); the top Doom card counts wherever the ships are (The Doom comes to them) and every
Doom card taken adds `DOOM_CARD` (the win needs them all); a fate is followed through the payment it
opens. Competitive and friendly play keep their prices unchanged.

`HazeGreedy` plays one decision at a time like the kit's greedy bot, but one ply is too short here:
an action that spends or reveals a fate is a chain of the same seat's decisions (pay card by card,
pick a corner, keep one of the raided cards). So each candidate action is followed through the rest
of the seat's turn (`FOLLOW` decisions at most), the seat picking greedily at each step, and a fate
is valued as the mean over the four corners (in the bot's determinized world: the odds, not a peek).
A blind corner is picked at random; a known card's corner without a skull when there is one.
"""

from __future__ import annotations

import random
from collections import Counter

from engine.core.ruleset import win_chance

from .geometry import doom_cost, passage

SCALE = 4.0  # icons of lead that make a win about 73% likely (win_chance's logistic)
SINK = 8.0  # a ship sunk at the round's end costs this many icons' worth on top of its pirates
LOST_SHIP = 12.0  # a castaway or ghost ship cannot win until it sails again
FOLLOW = 4  # decisions of the same seat's turn followed after a candidate action
HAND = 0.25  # a card in hand: an icon to spend later, or a card to sail with
TIME = 0.05  # a card left in one's own map deck: time to act this round
READY, PARTIAL = 0.8, 0.45  # a tale's score counted when every icon is held / per share of its icons held
SHORTFALL = 0.5  # per point of The Doom's damage beyond the pirates in the supply (a step nearer safety)
DOOM_CARD = 6.0  # in team play every Doom card is a step of the win (it needs them all), beyond its icons
TEAM_SINK = 40.0
DOOM = object()  # the top Doom card's place in `tales` in team play: wherever The Doom will come to  # in solo and cooperative play one sinking loses the game for the whole team


def next_power(state) -> int:
    """The Doom's power at the coming round end (the final round's counts as `final_power`)."""
    game = state.game
    if state.round >= game.rounds:
        return game.rules.final_power
    return state.doom_power + game.step


def doom_threat(state) -> dict[int, tuple[float, float]]:
    """seat -> (chance, damage) of The Doom's strike on its ship at the round's end, as if now: it hunts
    the nearest survivor (fewest diamonds) and deals its power less the diamonds crossed. Who is
    nearest may change before the round ends, so each ship within reach shares the threat by how
    near it is compared with the nearest (a diamond farther halves the share)."""
    ships = [(s, cell) for s, cell in enumerate(state.ships) if cell is not None and state.status[s] == "survivor"]
    if not ships:
        return {}
    paths = state.board.shortest(state.doom_at, doom_cost(state), targets=[c for _, c in ships])
    power = next_power(state)
    reach = {s: paths.dist[cell] for s, cell in ships if cell in paths.dist and paths.dist[cell] <= power}
    if not reach:
        return {}
    nearest = min(reach.values())
    tied = [s for s, d in reach.items() if d == nearest]
    first = max(tied, key=state.score)  # ties go to the most icons
    weights = {s: 0.5 ** (d - nearest) * (2.0 if s == first and len(tied) > 1 else 1.0) for s, d in reach.items()}
    total = sum(weights.values())
    if state.game.team:  # The Doom strikes every ship where it stops: a ship shares its hunted neighbour's fate
        cell_of = dict(ships)
        return {s: (sum(w for t, w in weights.items() if cell_of[t] == cell_of[s]) / total, float(power - d))
                for s, d in reach.items()}
    return {s: (weights[s] / total, float(power - d)) for s, d in reach.items()}


def tales(state) -> list[tuple[object, tuple[str, ...], int]]:
    """(cell, icons needed, score) of every tale showing on the board, and of the top Doom card at
    The Doom's location."""
    adventure = state.game.adventure
    out = []
    for cell, (card_id, side) in state.adventures.items():
        if side in ("double", "single"):
            need = getattr(adventure.adventure_card(card_id), side)
            out.append((cell, need.needs, need.score))
    if state.doom_deck:
        card_id, side = state.doom_deck[-1]
        need = adventure.doom_card(card_id).sides[side]
        out.append((DOOM, need.needs, need.score)) if state.game.team else out.append(
            (state.doom_at, need.needs, need.score))
    return out


def sail_costs(state, seat: int) -> dict:
    """cell -> the map cards the seat needs to get there from where it is (gold passages only)."""
    start = state.position(seat)
    if start is None:
        return {}

    def cost(cell, side, nxt):
        diamonds = passage(state, cell, side, nxt)
        return None if diamonds is None else max(1, diamonds)

    return state.board.shortest(start, cost).dist


def progress(state, seat: int, table: list) -> float:
    """How close the seat is to scoring: per tale, the share of its icons the seat holds times its
    score, discounted by the sailing between (the best tale counts whole, the others a fifth)."""
    held = Counter(state.icons_available(seat))
    costs = sail_costs(state, seat)
    values = []
    for cell, needs, score in table:
        if cell is DOOM:  # team play: The Doom comes to the ships every night, and the win needs it defeated;
            # the icons held for it count half, so that attacking (the card taken) beats holding them
            cost, score = 0, 0.5 * (score + DOOM_CARD)
        elif cell in costs:
            cost = costs[cell]
        else:
            continue
        covered = sum(min(n, held[icon]) for icon, n in Counter(needs).items())
        ready = READY if covered == len(needs) else PARTIAL
        values.append(ready * covered / max(1, len(needs)) * score / (1 + 0.4 * cost))
    if not values:
        return 0.0
    values.sort(reverse=True)
    return values[0] + 0.2 * sum(values[1:])


def cursed_next(state, seat: int) -> int:
    """Cursed cards on the next seat's map deck (what this seat may have put there)."""
    n = state.game.num_players
    if n == 1:
        return 0
    kind = state.game.kind
    return sum(1 for card in state.decks[(seat + 1) % n].cards if kind[card] == "cursed")


def worth(state, seat: int, threat: dict, table: list) -> float:
    """The seat's worth in icons (see the module docstring)."""
    hand = len(state.hands[seat])
    if state.game.team:  # cards over the hand limit are about to be discarded: a trade into them is time lost
        hand = min(hand, state.game.rules.hand_limit)
    value = (state.score(seat) + HAND * hand + progress(state, seat, table)
             + (0.4 + 0.1 * next_power(state)) * state.supply[seat] + 0.2 * len(state.deployed[seat])
             + 0.7 * len(state.orders[seat])
             + TIME * len(state.decks[seat]))
    if state.status[seat] != "survivor":
        return value - LOST_SHIP
    value -= doom_risk(state, seat, threat)
    return value


def doom_risk(state, seat: int, threat: dict) -> float:
    """What The Doom's strike at the round's end is expected to cost the seat, in icons.

    Each point of damage discards a supply pirate (worth its place in `worth`); a shortfall (more damage
    than pirates in the supply) sinks the ship: a ghost ship cannot win, so half its log is at stake on
    top of `SINK`. The shortfall itself is priced too (`SHORTFALL` per point), so that a ship that cannot
    get out of reach in one action still sails away diamond by diamond and keeps its pirates in the
    supply: the damage is the power less the diamonds between, and every diamond or pirate counts."""
    chance, damage = threat.get(seat, (0.0, 0.0))
    if damage <= 0:
        return 0.0
    supply = state.supply[seat]
    pirate = 0.4 + 0.1 * next_power(state)
    shortfall = damage - supply
    sink = TEAM_SINK if state.game.team else SINK + 0.5 * state.score(seat)
    at_stake = sink + SHORTFALL * shortfall if shortfall > 0 else 0.0
    return chance * (pirate * min(damage, supply) + at_stake)


def evaluate(state, seat: int) -> float:
    """An unfinished game's worth to `seat` in [0, 1] (a finished one: its return)."""
    if state.is_terminal():
        return max(0.0, state.returns()[seat])
    threat = doom_threat(state)
    table = tales(state)
    game = state.game
    if game.team:
        total = sum(worth(state, s, threat, table) + DOOM_CARD * state.doom_cards(s) for s in range(game.num_players))
        target = game.rules.solo_icons if game.mode == "solo" else game.rules.cooperative_icons
        pace = target * min(1.0, state.round / max(1, game.rounds))
        cursed = sum(cursed_next(state, s) for s in range(game.num_players))
        return win_chance(total - pace - 0.3 * cursed, SCALE * 2)
    mine = worth(state, seat, threat, table)
    if game.mode == "competitive":
        mine += 0.3 * cursed_next(state, seat)
    others = [worth(state, s, threat, table) for s in range(game.num_players) if s != seat]
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
        turn = world.turns + (world.stage == "turn")  # the turn this action belongs to
        copy.apply_action(action)
        if depth <= 0 or copy.is_terminal() or copy.current_player() != seat or copy.turns != turn:
            return evaluate(copy, seat)
        actions = copy.legal_actions()
        if actions[0][0] == "fate":  # the odds of the card this world dealt, not one lucky corner
            # In team play the fate is followed through what it opens (the payment, the Doom card taken):
            # valued right after the corner, an attack on The Doom looked like a card of time for nothing.
            rest = depth - 1 if world.game.team else 0
            return sum(self.follow(copy, a, seat, chance, rest) for a in actions) / len(actions)
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

