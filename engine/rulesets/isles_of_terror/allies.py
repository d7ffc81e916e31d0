"""Allies in cooperative and solo play (rulebook p. 25, "Allies" and "Captains").

- The areas other players control are allied (`State.allied`); characters move into them, pass
  through them and retreat into them freely, and never fight there (move.py, combat.py). At
  most 3 characters stand in an area, of all factions together (`State.crowd`).
- An area with figures of several factions is controlled by each of them (`State.controls`
  already asks per player).
- In a combat all factions' figures in the area fight as one side: they all roll, the side is
  beaten only when none of them is left, a casualty may be any of them (the player who takes the
  casualty chooses for the team) and a retreat takes all of them.
- A player may discard a Reaction strategy card to let the ally in a combat re-roll every die of
  theirs showing a one; the ally never gets the card's own effect (`ally_reroll`).
- A player whose captain is destroyed or retreats from a combat loses 1 victory point.
"""

from __future__ import annotations

from engine.core.frames import Decision

from .cards import take_card
from .scoring import lose_vp


def team_play(state) -> bool:
    return state.game.mode != "competitive"


def side_figures(state, area: int) -> tuple[int, int, int]:
    """(soldiers, captains, camps) of every faction in the area: the team's side of a combat."""
    players = state.players
    return (sum(p.soldiers[area] for p in players), sum(p.captains[area] for p in players),
            sum(p.camps[area] for p in players))


def team_characters(state, area: int) -> int:
    return sum(p.soldiers[area] + p.captains[area] for p in state.players)


def captain_lost(state, seat: int, reason: str) -> None:
    """Cooperative and solo: the player loses 1 victory point for a captain destroyed or retreating."""
    if team_play(state):
        lose_vp(state, seat, 1, reason)


def casualty_options(state, chooser: int, area: int, camps: bool) -> list[tuple]:
    """The team's figures in the area the chooser may remove: their own as `(casualty, kind)`,
    an ally's as `(casualty, kind, seat)`."""
    out = []
    for p in state.players:
        tail = () if p.seat == chooser else (p.seat,)
        if p.soldiers[area]:
            out.append(("casualty", "soldier") + tail)
        if p.captains[area]:
            out.append(("casualty", "captain") + tail)
        if camps and p.camps[area]:
            out.append(("casualty", "camp") + tail)
    return out


def retreat_room(state, seat: int, area: int, target: int) -> bool:
    """May all the team's characters of `area` retreat into `target` (own or allied, room for all)?"""
    if not (state.controls(seat, target) or state.allied(target, seat)):
        return False
    if state.board.is_sea[target] and any(p.ship != target and p.characters(area) for p in state.players):
        return False  # characters enter a sea area only where their own ship lies
    return team_characters(state, target) + team_characters(state, area) <= 3


def retreat_team(state, area: int, target: int) -> list[int]:
    """Move every faction's characters from `area` to `target`; the seats whose captain retreated."""
    captains = []
    for p in state.players:
        if p.captains[area]:
            captains.append(p.seat)
        p.soldiers[target] += p.soldiers[area]
        p.captains[target] += p.captains[area]
        p.soldiers[area] = 0
        p.captains[area] = 0
    return captains


# -- the Reaction card for an ally -----------------------------------------------------------
def reaction_cards(state, seat: int) -> list[str]:
    return sorted({card.id for card in state.players[seat].hand if card.timing == "reaction"})


def ally_helpers(state, combat) -> list[int]:
    """Players other than the attacker who could discard a Reaction card for its ones."""
    if not team_play(state) or combat.attacker < 0 or not any(v == 1 for _, v in combat.dice_a):
        return []
    return [seat for seat in range(state.n) if seat != combat.attacker and reaction_cards(state, seat)]


class AllyReroll(Decision):
    """Discard a Reaction card so that the ally in combat re-rolls their ones, or `pass`."""

    def legal(self, state, frame):
        c = state.combat
        if not any(v == 1 for _, v in c.dice_a):
            return [("pass",)]
        return [("ally_reroll", card) for card in reaction_cards(state, frame.player)] + [("pass",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "pass":
            return
        seat, c = frame.player, state.combat
        p = state.players[seat]
        card = take_card(p.hand, action[1])
        p.discard.append(card)
        state.emit("card_discarded", seat, -1, card=card.id, reason="ally re-roll")
        dice = list(c.dice_a)
        before = [f"d{s}:{v}" for s, v in dice]
        ones = [i for i, (_, v) in enumerate(dice) if v == 1]
        for i in ones:
            dice[i] = (dice[i][0], state.roll(dice[i][0]))
        c.dice_a = tuple(dice)
        state.emit("reroll", c.attacker, c.area, source="ally", before=before,
                   after=[f"d{s}:{v}" for s, v in dice], dice=len(ones), ally=seat)
