"""Battles: when the moving player's units stop on a field with enemy units.

Both players count their units there, play one combat card face down (the attacker chooses first;
neither choice depends on the other's), and each draws the top card of the combat stack and adds
its strength. The higher total wins; `battle_tie` says who wins equal totals (the wiki does not:
Isleforge reads "the defender"). The played and drawn combat cards are discarded. The loser loses
`battle_loss` units, takes a new combat card and retreats the rest to their start area (no more
than `max_units` fit there; the others are lost). Battles are resolved in the order the fields
were entered.
"""

from __future__ import annotations

from engine.core.events import Event

from .decks import add_to_hand, play, take
from .model import stack_of, value_of


def combat_cards(state, seat: int) -> list[str]:
    """The distinct combat cards a seat may play in a battle."""
    return [c for c in dict.fromkeys(state.hands[seat]) if stack_of(c) == "combat"]  # a hand is kept sorted


def fighters(state) -> tuple[int, int, int]:
    """(field, attacker, defender) of the battle being fought."""
    field = state.battle
    return field, state.attacks[field][0], state.units[field][0]


def resolve(state, attacker_card: str | None, defender_card: str | None) -> None:
    values = state.game.adventure.values
    field, attacker, defender = fighters(state)
    attacking = state.attacks.pop(field)[1]
    defending = state.units[field][1]
    for seat, card in ((attacker, attacker_card), (defender, defender_card)):
        if card is not None:
            play(state, seat, card)
    drawn = []
    for _ in (attacker, defender):
        card = take(state, "combat")
        drawn.append(card)
    totals = [attacking + (value_of(attacker_card) if attacker_card else 0) + (value_of(drawn[0]) if drawn[0] else 0),
              defending + (value_of(defender_card) if defender_card else 0) + (value_of(drawn[1]) if drawn[1] else 0)]
    for card in drawn:
        if card is not None:
            state.discard["combat"].append(card)
    tied = totals[0] == totals[1]
    attacker_wins = values.battle_tie == "attacker" if tied else totals[0] > totals[1]
    winner, loser = (attacker, defender) if attacker_wins else (defender, attacker)
    state.log.append(Event("battle", attacker, field, {
        "defender": defender, "units": [attacking, defending], "played": [attacker_card or "", defender_card or ""],
        "drawn": [drawn[0] or "", drawn[1] or ""], "strength": totals, "winner": winner}))
    survivors = (defending if attacker_wins else attacking) - values.battle_loss
    if attacker_wins:
        state.units[field] = (attacker, attacking)
    retreat(state, loser, max(survivors, 0), field)
    if len(state.hands[loser]) < values.hand_limit:
        card = take(state, "combat", loser)
        if card is not None:
            add_to_hand(state, loser, card)
            state.log.append(Event("draw", loser, None, {"stack": "combat", "card": card, "reason": "lost-battle"}))


def retreat(state, seat: int, units: int, field) -> None:
    home = state.game.adventure.starts[seat]
    limit = state.game.adventure.values.max_units
    held = state.units.get(home)
    there = held[1] if held else 0
    arrive = min(units, limit - there)
    if arrive:
        state.units[home] = (seat, there + arrive)
    state.log.append(Event("retreat", seat, home, {"from": list(field), "units": arrive, "lost": units - arrive}))
