"""Special orders used in a window (rulebook p.15): each kind once, with exact states; a used order
turns its card into the X icon."""

from __future__ import annotations

import pytest
from haze_builder import holding, in_window, kinds, play, position, two_player

from engine.core.placed import Placed
from engine.rulesets.haze_islands.model import ORDER_KINDS
from engine.rulesets.haze_islands.orders import IN_ACTION, _OFFERS

BOARD = {(0, 0): ("isle-00", 0), (1, 0): ("isle-03", 0), (0, 1): ("isle-06", 2)}


def _window(card: str, **layout):
    state = two_player()
    position(state, board=BOARD, **layout)
    holding(state, 0, card)
    return in_window(state, 0)


def test_every_kind_is_offered_in_a_window_or_acts_inside_an_action():
    assert set(_OFFERS) | IN_ACTION == set(ORDER_KINDS) and not set(_OFFERS) & IN_ACTION


def test_a_used_order_scores_the_x_icon_and_the_window_moves_on():
    state = _window("tale-10")  # doom-stays
    assert state.legal_actions() == [("order", "tale-10"), ("skip",)]
    play(state, ("order", "tale-10"))
    assert state.doom_stays and state.logs[0] == [("adventure", "tale-10", 1)] and state.orders[0] == []
    assert state.stage == "turn" and kinds(state)[-2:] == ["order", "order-effect"]


def test_skip_leaves_the_order_for_later():
    state = _window("tale-10")
    play(state, ("skip",))
    assert state.stage == "turn" and state.orders[0] == [("tale-10", state.game.order_of["tale-10"])]


def test_look_and_reorder_puts_the_deck_back_in_the_chosen_order_and_knows_it():
    state = _window("tale-00", decks=[["isle-07", "isle-08", "isle-09"], []])
    play(state, ("order", "tale-00"))
    assert state.legal_actions() == [("top", "isle-07"), ("top", "isle-08"), ("top", "isle-09")]
    play(state, ("top", "isle-07"), ("top", "isle-09"))
    assert state.decks[0].cards == ["isle-08", "isle-09", "isle-07"] and state.decks[0].known[0] == {0, 1, 2}


def test_sail_from_hand_pays_the_diamonds_with_hand_cards():
    # (0,0) -> (1,0) costs 3
    state = _window("tale-01", hands=[["isle-10", "isle-11", "isle-12"], []], decks=[["isle-07"], []])
    assert ("order", "tale-01", "east") in state.legal_actions()
    play(state, ("order", "tale-01", "east"), ("use", "isle-12"), ("use", "isle-10"), ("use", "isle-11"))
    assert state.ships[0] == (1, 0) and state.hands[0] == [] and state.decks[0].cards == ["isle-07"]
    assert state.decks[1].cards == ["isle-12", "isle-10", "isle-11"]


@pytest.mark.parametrize("card, args, check", [
    ("tale-02", ((1, 0),), lambda s: s.ships[0] == (1, 0)),
    ("tale-03", ((0, 1), (1, 0)), lambda s: s.deployed[0] == {(1, 0)}),
    ("tale-04", ((0, 1),), lambda s: s.deployed[0] == set() and s.supply[0] == 3),
    ("tale-11", ((1, 0),), lambda s: s.doom_at == (1, 0)),
    ("tale-09", (), lambda s: s.ignoring == [True, False]),
])
def test_moving_ships_pirates_and_the_doom(card, args, check):
    state = _window(card, deployed=[{(0, 1)}, set()], supply=[2, 3])
    play(state, ("order", card, *args))
    assert check(state)


def test_move_ship_anywhere_only_to_locations_without_a_ship():
    state = _window("tale-02", ships=[(0, 0), (1, 0)])
    assert state.legal_actions() == [("order", "tale-02", (0, 1)), ("skip",)]


def test_recover_pirate_and_lower_doom():
    state = _window("tale-05", supply=[1, 3], lost=[2, 0])
    play(state, ("order", "tale-05"))
    assert state.supply[0] == 2 and state.lost[0] == 1
    state = _window("tale-12", doom_power=4, round=4)
    play(state, ("order", "tale-12"))
    assert state.doom_power == 3 and state.round == 3


def test_rotate_flip_and_swap_adventure_cards():
    state = _window("tale-06", adventures={(0, 0): ("tale-16", "double"), (1, 0): ("tale-17", "sea")})
    play(state, ("order", "tale-06"))
    assert state.adventures[(0, 0)] == ("tale-16", "single")
    state = _window("tale-07", adventures={(0, 0): ("tale-16", "sea")})
    play(state, ("order", "tale-07"))
    assert state.adventures[(0, 0)] == ("tale-16", "double")
    state = _window("tale-08", adventures={(0, 0): ("tale-16", "double"), (1, 0): ("tale-17", "sea")})
    assert state.legal_actions() == [("order", "tale-08", (0, 0), (1, 0)), ("skip",)]
    play(state, ("order", "tale-08", (0, 0), (1, 0)))
    assert state.adventures == {(0, 0): ("tale-17", "sea"), (1, 0): ("tale-16", "double")}
    assert state.board.at((0, 0)) == Placed("isle-00", 0)


def test_orders_are_offered_to_every_holder_in_turn_order_before_a_turn():
    state = two_player()
    position(state, decks=[["isle-07"], ["isle-08", "isle-09"]])
    holding(state, 0, "tale-10")
    holding(state, 1, "tale-09")
    play(state, ("discard",))  # seat 1's turn: its window first, then seat 0's
    assert (state.stage, state.actor) == ("window", 1)
    play(state, ("skip",))
    assert (state.stage, state.actor) == ("window", 0)
    play(state, ("skip",))
    assert (state.stage, state.actor) == ("turn", 1)


def test_while_reordering_its_deck_the_seat_keeps_it_whole_in_every_deal():
    """Looking at its whole deck to put it back in order (the `reorder` stage), the seat knows every card:
    its deals keep the deck card for card, so the cards it is choosing from are all there."""
    import random

    state = _window("tale-00", decks=[["isle-07", "isle-08", "isle-09"], ["isle-10", "isle-11"]])
    play(state, ("order", "tale-00"), ("top", "isle-08"))
    assert state.stage == "reorder" and state.legal_actions() == [("top", "isle-07"), ("top", "isle-09")]
    for seed in range(10):
        copy = state.determinize(0, random.Random(seed))
        assert copy.decks[0].cards == ["isle-07", "isle-08", "isle-09"]
        assert copy.legal_actions() == state.legal_actions()
