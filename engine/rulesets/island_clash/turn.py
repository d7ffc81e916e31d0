"""The turn: move, (battles), play cards, draw and discard, then the next player to the left.

Also the two ways a game ends: when the last phase has begun and every player still in the game
holds no card (the most units in the capture areas wins), or when one player is left (the others
lost all their units on the board and were removed from the game).
"""

from __future__ import annotations

from engine.core.events import Event

from . import battle
from .decks import discard_hand
from .phases import ATTACKER_CARD, CARDS, DEFENDER_CARD, MOVE, OVER


def start_turn(state, seat: int) -> None:
    state.seat = seat
    state.turn += 1
    state.played = 0
    state.recruited = set()
    state.open_icon = ""
    state.moves_left = state.game.adventure.values.moves
    state.phase = MOVE
    state.log.append(Event("turn", seat, None, {"turn": state.turn}))


def end_travel(state) -> None:
    """The move step (or a water move) is over: fight the battles it started, then play cards."""
    state.moves_left = 0
    next_battle(state)


def next_battle(state) -> None:
    while state.attacks:
        state.battle = next(iter(state.attacks))
        state.attacker_card = None
        state.phase = ATTACKER_CARD
        if battle.combat_cards(state, state.attacks[state.battle][0]):
            return
        state.phase = DEFENDER_CARD
        if battle.combat_cards(state, state.units[state.battle][0]):
            return
        fight(state, None)
        if state.phase is OVER:
            return
    state.battle = None
    state.phase = CARDS
    if state.eliminated[state.seat]:
        end_turn(state)


def fight(state, defender_card) -> None:
    battle.resolve(state, state.attacker_card, defender_card)
    state.attacker_card = None
    state.battle = None
    check_eliminations(state)


def check_eliminations(state) -> None:
    on_board = {owner for owner, _ in state.units.values()} | {owner for owner, _ in state.attacks.values()}
    for seat in range(state.game.num_players):
        if not state.eliminated[seat] and seat not in on_board:
            state.eliminated[seat] = True
            discard_hand(state, seat)
            state.log.append(Event("eliminated", seat, None, {}))
    living = state.living()
    if len(living) <= 1:
        finish(state, "last-standing", tuple(living))


def end_turn(state) -> None:
    if state.phase is OVER:
        return
    if state.last_phase and all(not state.hands[s] for s in state.living()):
        finish(state, "cards-out", winners_by_capture(state))
        return
    seat = state.seat
    n = state.game.num_players
    for step in range(1, n + 1):
        if not state.eliminated[(seat + step) % n]:
            start_turn(state, (seat + step) % n)
            return


def capture_units(state) -> list[int]:
    counts = [0] * state.game.num_players
    for field in state.game.adventure.captures:
        held = state.units.get(field)
        if held is not None:
            counts[held[0]] += held[1]
    return counts


def winners_by_capture(state) -> tuple[int, ...]:
    """The most units in the capture areas wins; a tie is shared, or decided by units on the board."""
    living = state.living()
    counts = capture_units(state)
    best = max(counts[s] for s in living)
    winners = [s for s in living if counts[s] == best]
    if len(winners) > 1 and state.game.adventure.values.victory_tie == "most-units":
        totals = state.units_on_board()
        most = max(totals[s] for s in winners)
        winners = [s for s in winners if totals[s] == most]
    return tuple(winners)


def finish(state, condition: str, winners: tuple[int, ...]) -> None:
    state.phase = OVER
    state.result = condition
    state.winners = winners
    state.log.append(Event("end", -1, None, {"condition": condition, "winners": list(winners),
                                             "capture": capture_units(state)}))
