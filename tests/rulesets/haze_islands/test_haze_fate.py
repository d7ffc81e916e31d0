"""Reveal your fate, attacks, castaways, hijack, ghost ships and revive (rulebook p.15-18, p.22)."""

from __future__ import annotations

from haze_builder import at_turn, holding, kinds, play, position, two_player


def _duel(**extra):
    """Seat 0 holds two tempests (isle-02, isle-11) at (0, 0) with seat 1's ship; its deck's top is
    isle-04 (a skull in the top-left corner only)."""
    state = two_player()
    layout = {"decks": [["isle-07", "isle-04"], ["isle-09"]], "hands": [["isle-02", "isle-11"], []], **extra}
    position(state, **layout)
    return state


def test_attack_reveals_fate_then_spends_two_of_one_spell_and_deals_one_damage():
    state = _duel()
    assert ("attack", 1) in state.legal_actions()
    play(state, ("attack", 1))
    assert state.stage == "fate"
    play(state, ("fate", "top-right"))
    assert state.decks[1].cards == ["isle-09", "isle-04"]  # the fate card, discarded after
    assert state.legal_actions() == [("pay", ("hand", "isle-02")), ("pay", ("hand", "isle-11"))]
    play(state, ("pay", ("hand", "isle-11")), ("pay", ("hand", "isle-02")))
    assert state.supply[1] == 2 and state.lost[1] == 1
    assert state.decks[1].cards == ["isle-09", "isle-04", "isle-11", "isle-02"]
    assert state.stage == "turn" and state.actor == 1


def test_a_skull_fails_the_action_and_ends_the_turn():
    state = _duel()
    play(state, ("attack", 1), ("fate", "top-left"))
    assert state.supply[1] == 3 and state.hands[0] == ["isle-02", "isle-11"]
    assert kinds(state)[-2:] == ["fate", "failed"]
    assert state.stage == "turn" and state.actor == 1


def test_friendly_mode_and_castaways_cannot_attack_ships():
    state = two_player(mode="friendly")
    position(state, decks=[["isle-07", "isle-04"], []], hands=[["isle-02", "isle-11"], []])
    assert not [a for a in state.legal_actions() if a[0] == "attack"]


def test_sunk_by_a_player_becomes_a_castaway_and_hands_over_its_cards():
    state = _duel(supply=[3, 0], hands=[["isle-02", "isle-11"], ["isle-05"]], deployed=[set(), {(0, 0)}])
    state.removed = [0, 2]
    play(state, ("attack", 1), ("fate", "top-right"), ("pay", ("hand", "isle-02")), ("pay", ("hand", "isle-11")))
    assert state.status == ["survivor", "castaway"]
    assert state.ships == [(0, 0), None] and state.castaway_at == [None, (0, 0)]
    assert state.hands == [["isle-05"], []] and state.deployed[1] == set()
    assert state.removed[1] == 2 and state.supply[1] == 0  # one token marks the castaway
    # the castaway may hijack: any two crew
    at_turn(state, 1, first=0)
    position(state, decks=[["isle-01"], ["isle-07", "isle-08"]], hands=[[], ["isle-00", "isle-10"]])
    actions = state.legal_actions()
    assert ("hijack", 0) in actions and not [a for a in actions if a[0] in ("sail", "attack")]
    play(state, ("hijack", 0), ("fate", "top-right"), ("pay", ("hand", "isle-00")), ("pay", ("hand", "isle-10")))
    assert state.status == ["castaway", "survivor"]
    assert state.ships == [None, (0, 0)] and state.supply == [0, 1] and state.castaway_at == [(0, 0), None]
    assert state.removed == [2, 2]  # pirates conserved: the token went back to the supply


def test_ignore_skull_order_turns_a_failed_fate_into_a_success():
    state = _duel()
    holding(state, 0, "tale-14")  # ignore-skull
    play(state, ("attack", 1), ("fate", "top-left"))
    assert state.legal_actions() == [("order", "tale-14"), ("fail",)]
    play(state, ("order", "tale-14"))
    assert state.stage == "pay"
    assert state.logs[0] == [("adventure", "tale-14", 1)] and state.orders[0] == []


def test_keep_attack_cards_order_returns_two_spent_cards_to_the_hand():
    state = _duel()
    holding(state, 0, "tale-13")
    play(state, ("attack", 1), ("fate", "top-right"), ("pay", ("hand", "isle-02")), ("pay", ("hand", "isle-11")))
    assert state.legal_actions() == [("order", "tale-13", "isle-02", "isle-11"), ("skip",)]
    play(state, ("order", "tale-13", "isle-02", "isle-11"))
    assert sorted(state.hands[0]) == ["isle-02", "isle-11"] and state.supply[1] == 2


def test_icon_counts_double_pays_two_with_one_source():
    state = _duel(hands=[["isle-02"], []])
    assert not [a for a in state.legal_actions() if a[0] == "attack"]
    holding(state, 0, "tale-15")  # one tempest counts as two
    play(state, ("attack", 1), ("fate", "top-right"))
    assert state.legal_actions() == [("pay", ("hand", "isle-02"), "tale-15")]
    play(state, ("pay", ("hand", "isle-02"), "tale-15"))
    assert state.supply[1] == 2 and state.orders[0] == []


def test_titan_mode_reveals_fate_with_the_complete_actions_card():
    state = two_player(titan=True)
    position(state, adventures={(0, 0): ("tale-01", "single")}, decks=[["isle-07", "isle-04"], []],
             hands=[["isle-01"], []])
    play(state, ("complete",), ("fate", "top-left"))  # isle-04: a skull there
    assert state.logs[0] == [] and state.hands[0] == ["isle-01"]
    at_turn(state, 0)
    play(state, ("complete",), ("fate", "top-left"))  # isle-07: no skull top-left
    assert state.stage == "pay"
    play(state, ("pay", ("hand", "isle-01")))
    assert state.logs[0] == [("adventure", "tale-01", 1)] and state.orders[0] == []  # single side: no order


def test_a_ghost_ship_may_rotate_any_location_for_one_card():
    state = two_player()
    position(state, board={(0, 0): ("isle-00", 0), (1, 0): ("isle-03", 0)}, decks=[["isle-07"], []],
             status=["ghost", "survivor"], supply=[0, 3], removed=[3, 0])
    actions = state.legal_actions()
    assert [a for a in actions if a[0] == "rotate"] == [("rotate", c, q) for c in [(0, 0), (1, 0)] for q in (1, 2, 3)]
    play(state, ("rotate", (1, 0), 3))
    assert state.board.at((1, 0)).rotation == 3 and state.decks[1].cards == ["isle-07"]
