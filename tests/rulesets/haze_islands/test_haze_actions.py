"""The actions of a turn with exact states (rulebook p.8-14): time costs, scout, sail, raid, deploy,
complete, discard and pass, where used cards go, the hand limit."""

from __future__ import annotations

from haze_builder import at_turn, dealt, kinds, play, position, two_player

from engine.core.placed import Placed


def test_the_first_player_may_not_pass_and_actions_need_their_cards():
    state = two_player()
    position(state, decks=[["isle-05", "isle-01"], ["isle-02"]])
    # isle-00 upright: scout triangles south (bottom) and west (left); no neighbour to sail to
    assert state.legal_actions() == [("scout", "south"), ("scout", "west"), ("raid",), ("deploy",), ("discard",)]
    at_turn(state, 1, first=0)
    assert ("pass",) in state.legal_actions()  # seat 0, before it, still holds cards
    position(state, decks=[[], ["isle-02"]])
    assert ("pass",) not in state.legal_actions()


def test_scout_lays_the_top_card_with_its_bottom_towards_the_ship():
    state = two_player()
    position(state, decks=[["isle-05", "isle-01"], ["isle-02"]], adventure_deck=["tale-03", "tale-07"])
    play(state, ("scout", "south"))
    assert state.board.at((0, 1)) == Placed("isle-01", 2)  # its bottom faces north, back to (0, 0)
    assert state.adventures[(0, 1)] == ("tale-07", "double")
    assert state.decks[0].cards == ["isle-05"] and state.ships[0] == (0, 0)  # no sail on this turn
    assert state.stage == "turn" and state.actor == 1


def test_sail_costs_the_diamonds_of_both_edges_gold_only_and_at_least_one():
    state = two_player()
    # (0, 1): isle-01 turned 2 (bottom north, 1 diamond) -> 0 + 1; (-1, 0): dead-0 turned 2 (left east, red)
    position(state, board={(0, 0): ("isle-00", 0), (0, 1): ("isle-01", 2), (-1, 0): ("dead-0", 2),
                           (0, -1): ("isle-03", 0)},
             adventures={(0, 0): ("tale-00", "sea")}, decks=[["isle-05", "isle-06"], []])
    actions = state.legal_actions()
    assert ("sail", "south") in actions and ("sail", "west") not in actions
    # north: tale-00's sea edge (0 diamonds) against isle-03's bottom (0): free by the edges, 1 card by R6
    assert ("sail", "north") in actions
    play(state, ("sail", "south"))
    assert state.ships[0] == (0, 1)
    assert state.decks[0].cards == ["isle-05"] and state.decks[1].cards == ["isle-06"]
    assert state.decks[1].known == [set(), set()]  # sailed without looking: nobody knows it


def test_raid_keeps_one_and_puts_the_rest_in_the_chosen_order_seen_by_the_raider():
    state = two_player()
    position(state, board={(0, 0): ("isle-02", 0)}, decks=[["isle-09", "isle-05", "isle-06", "isle-07"], ["isle-11"]])
    play(state, ("raid",))  # raid 3: isle-07, isle-06, isle-05 drawn
    assert state.legal_actions() == [("keep", "isle-05"), ("keep", "isle-06"), ("keep", "isle-07")]
    play(state, ("keep", "isle-06"))
    assert state.legal_actions() == [("put", "isle-05"), ("put", "isle-07")]
    play(state, ("put", "isle-07"))
    assert state.hands[0] == ["isle-06"]
    assert state.decks[1].cards == ["isle-11", "isle-07", "isle-05"]
    assert state.decks[1].known == [{1, 2}, set()]
    assert state.decks[0].cards == ["isle-09"]


def test_the_last_player_discards_onto_the_discard_pile():
    state = two_player()
    position(state, decks=[["isle-05"], ["isle-06", "isle-07"]])
    at_turn(state, 1, first=0)
    play(state, ("discard",))
    assert state.discard.cards == ["isle-07"] and state.decks[1].cards == ["isle-06"]


def test_deploy_then_complete_with_a_hand_card_and_a_pirate_returned_from_afar():
    state = two_player()
    # tale-01 double needs bosun + doubloons; a pirate on isle-01 (bosun) at (0, 1), isle-05 (doubloons) in hand
    position(state, board={(0, 0): ("isle-00", 0), (0, 1): ("isle-01", 2)},
             adventures={(0, 0): ("tale-01", "double")}, decks=[["isle-07", "isle-08"], ["isle-09"]],
             hands=[["isle-05"], []], deployed=[{(0, 1)}, set()], supply=[2, 3])
    play(state, ("complete",))
    assert state.decks[1].cards == ["isle-09", "isle-08"]  # the action's time card, unseen
    assert state.legal_actions() == [("pay", ("hand", "isle-05")), ("pay", ("pirate", (0, 1)))]
    play(state, ("pay", ("pirate", (0, 1))), ("pay", ("hand", "isle-05")))
    assert state.logs[0] == [("adventure", "tale-01", 2)] and state.score(0) == 2
    assert [card for card, _ in state.orders[0]] == ["tale-01"]
    assert (0, 0) not in state.adventures
    assert state.supply[0] == 3 and state.deployed[0] == set()
    assert state.decks[1].cards == ["isle-09", "isle-08", "isle-05"]
    assert state.decks[1].known == [{2}, {2}]  # spent cards are revealed to all


def test_deploy_only_once_per_location_and_not_at_a_dead_end():
    state = two_player()
    position(state, decks=[["isle-05", "isle-06"], []], deployed=[{(0, 0)}, set()])
    assert ("deploy",) not in state.legal_actions()
    position(state, board={(0, 0): ("dead-1", 0)}, deployed=[set(), set()])
    actions = state.legal_actions()
    assert ("deploy",) not in actions and ("raid",) not in actions


def test_over_the_hand_limit_a_card_is_discarded_at_once():
    state = two_player()
    position(state, decks=[["isle-07", "isle-08"], []], hands=[["isle-02", "isle-03", "isle-04"], []])
    play(state, ("raid",))  # isle-00: raid 1, the card is kept
    assert state.stage == "limit" and state.actor == 0
    assert state.legal_actions() == [("limit", c) for c in ("isle-02", "isle-03", "isle-04", "isle-08")]
    play(state, ("limit", "isle-03"))
    assert sorted(state.hands[0]) == ["isle-02", "isle-04", "isle-08"]
    assert state.decks[1].cards == ["isle-03"] and state.decks[1].known == [{0}, set()]
    assert kinds(state)[-2:] == ["raid", "hand-limit"]


def test_trade_in_cooperative_and_steal_in_solo():
    state = two_player(mode="cooperative")
    position(state, decks=[["isle-07", "isle-08"], []], hands=[["isle-02"], []])
    play(state, ("trade", 1, "isle-02"))
    assert state.hands == [[], ["isle-02"]] and state.decks[1].cards == ["isle-08"]
    solo = dealt(mode="solo", players=1, seed=2)
    position(solo, board={(0, 0): ("isle-00", 0)}, decks=[["isle-09", "isle-05", "dead-0", "isle-06"]], hands=[[]],
             discard=[])
    at_turn(solo, 0)
    play(solo, ("steal",))  # isle-06 to the discard pile; gunner cards in the deck: isle-09, isle-18
    assert solo.discard.cards == ["isle-06"]
    assert solo.legal_actions() == [("take", "dead-0"), ("take", "isle-09")]
    play(solo, ("take", "dead-0"))
    assert solo.hands[0] == ["dead-0"] and sorted(solo.decks[0].cards) == ["isle-05", "isle-09"]
