"""The actions and turn order of cooperative and solo play (rulebook p. 25, "Actions" and "Allies").

- Turn order: the players choose freely who takes the next turn, but nobody takes another
  action before every player has taken as many (`next_player`, decided by the season's starting
  player for the team; forced, and not asked, when one player is left).
- Move: one target area per move action (move.py ends the action after its first target).
- Supply: two resources onto the sea card as before, or a trade with another player: the two
  exchange any resources from their pools, decided as the net amount of gold, then of rations,
  that changes hands (`supply_kind`, `trade_gold`, `trade_rations`: small, finite choices).
- Pacify: one terror on the isle back to level 1 (`terrors.pacify`); not offered while no terror
  is on the isle.
"""

from __future__ import annotations

from engine.core.frames import Decision

from . import terrors
from .resources import choose_resources


# -- turn order ------------------------------------------------------------------------------
def actions_taken(state, seat: int) -> int:
    """Turns the player has taken this season: each turn puts one action token on a field."""
    return sum(state.players[seat].fields_used)


def next_candidates(state) -> list[int]:
    """The players who may take the next turn: those with the fewest turns this season."""
    taken = [actions_taken(state, seat) for seat in range(state.n)]
    fewest = min(taken)
    return [seat for seat in range(state.n) if taken[seat] == fewest]


class NextPlayer(Decision):
    """The team chooses who takes the next turn (the starting player speaks for the team)."""

    def legal(self, state, frame):
        return [("next", seat) for seat in next_candidates(state)]

    def apply(self, state, frame, action):
        state.stack.pop()
        state.emit("next_player", frame.player, -1, seat=action[1])
        state.push("turn", action[1])


# -- supply: the trade -----------------------------------------------------------------------
class SupplyKind(Decision):
    """Supply the sea card, or trade with another player."""

    def legal(self, state, frame):
        return [("supply_sea",)] + [("trade_with", seat) for seat in range(state.n) if seat != frame.player]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat = frame.player
        if action[0] == "supply_sea":
            choose_resources(state, seat, 2, "sea", "supply", up_to=True)
            return
        state.emit("trade_partner", seat, -1, partner=action[1])
        state.push("trade_gold", seat, partner=action[1], gold=0)


def _amounts(giver, taker, resource: str) -> range:
    """Net amounts the active player may hand over (negative: the partner hands over)."""
    return range(-getattr(taker, resource), getattr(giver, resource) + 1)


class TradeGold(Decision):
    """How much gold the active player gives the partner (negative: receives from them)."""

    def legal(self, state, frame):
        p, q = state.players[frame.player], state.players[frame.d["partner"]]
        return [("trade_gold", n) for n in _amounts(p, q, "gold")]

    def apply(self, state, frame, action):
        frame.kind = "trade_rations"
        frame.d = {"partner": frame.d["partner"], "gold": action[1]}


class TradeRations(Decision):
    """How many rations the active player gives the partner (negative: receives); then the exchange."""

    def legal(self, state, frame):
        p, q = state.players[frame.player], state.players[frame.d["partner"]]
        return [("trade_rations", n) for n in _amounts(p, q, "rations")]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat, partner, gold, rations = frame.player, frame.d["partner"], frame.d["gold"], action[1]
        p, q = state.players[seat], state.players[partner]
        p.gold -= gold
        q.gold += gold
        p.rations -= rations
        q.rations += rations
        state.emit("trade_resources", seat, -1, partner=partner, gold=gold, rations=rations)


# -- pacify ----------------------------------------------------------------------------------
def can_pacify(state) -> bool:
    return bool(terrors.in_play(state))


def run_pacify(state, frame) -> None:
    frame.kind = "pacify_pick"


class PacifyPick(Decision):
    """Which terror on the isle goes back to level 1 (by its place on the terror board)."""

    def legal(self, state, frame):
        return [("pacify", terror.id) for terror in terrors.in_play(state)]

    def apply(self, state, frame, action):
        state.stack.pop()
        index = next(i for i, terror in enumerate(terrors.in_play(state)) if terror.id == action[1])
        state.emit("pacify", frame.player, -1, terror=action[1])
        terrors.pacify(state, index)
