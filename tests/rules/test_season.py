"""Seasons, years, the starting player, end of season and year, game end (rulebook pp. 8-11)."""

from __future__ import annotations

from engine.rulesets.isles_of_terror import Game
from rules_helpers import adventure, at, idle_turn, idle_until, kinds, last, lay, new_state, put


def _to_next_season(state):
    """Idle turns until the next season's first turn (or the end of the game)."""
    season = state.season
    idle_until(state, lambda s: s.is_terminal() or (s.season != season and s.stack[-1].kind == "field"))


def test_turn_order_three_turns_each_from_the_starting_player():
    state = new_state()
    seats = []
    for _ in range(9):
        seats.append(state.current_player())
        idle_turn(state)
    assert seats == [0, 1, 2] * 3
    assert state.season == 1


def test_the_player_with_most_camps_starts_the_next_season():
    state = new_state()
    lay(state, (3, 5), "plain", 0, "white", [], explored=True)
    put(state, 2, (3, 5), soldiers=1, camps=1)
    _to_next_season(state)
    assert state.start == 2 and state.current_player() == 2
    assert last(state, "starting_player").data == {"tied": [2]}


def test_a_tie_for_most_camps_is_broken_by_the_previous_starting_player():
    """p. 9: the previous starting player chooses one of the tied players."""
    state = new_state()
    for seat, coord in ((1, (1, 2)), (2, (3, 5))):
        lay(state, coord, "plain", 0, "white", [], explored=True)
        put(state, seat, coord, soldiers=1, camps=1)
    for _ in range(9):
        idle_turn(state)
    assert state.current_player() == 0 and state.legal_actions() == [("starter", 1), ("starter", 2)]
    assert state.stack[-1].kind == "starter"
    state.apply_action(("starter", 2))
    assert state.start == 2 and state.current_player() == 2


def test_strategy_cards_three_in_spring_one_otherwise():
    state = Game(adventure("drowned-temple"), players=3, seed=4).new_initial_state()
    assert [len(p.hand) for p in state.players] == [3, 3, 3]
    state.event = None
    for p in state.players:
        p.mission = None
    _to_next_season(state)
    assert [len(p.hand) for p in state.players] == [4, 4, 4]
    assert [e.data["cards"].__len__() for e in kinds(state, "strategy_draw")] == [3, 3, 3, 1, 1, 1]


def test_the_first_event_comes_from_the_adventure_then_from_the_deck():
    state = Game(adventure("drowned-temple"), players=3, seed=4).new_initial_state()
    assert last(state, "season").data["event"] == "fog-bank"
    deck = len(state.event_deck)
    for p in state.players:
        p.mission = None
    state.event = None
    _to_next_season(state)
    assert len(state.event_deck) == deck - 1 and state.event is not None
    assert [c.id for c in state.event_shown][0] == "fog-bank"


def test_ships_and_their_characters_return_to_the_sea_card_at_the_end_of_a_season():
    state = new_state()
    p = state.players[0]
    put(state, 0, (2, 6), soldiers=2)
    _to_next_season(state)
    assert p.ship == -1 and p.sea_soldiers == 2 and p.soldiers[at(state, (2, 6))] == 0
    assert last(state, "hoist_anchor").data == {"soldiers": 2, "captains": 0}


def test_a_year_ends_with_the_threat_roll_reshuffled_strategy_cards_and_a_new_year():
    state = new_state()
    state.players[1].hand.append(state.players[1].deck.pop())
    for _ in range(4):
        _to_next_season(state)
    assert state.year == 2 and state.season == 0
    assert last(state, "dice").data["reason"] == "gather new strength"
    assert all(len(p.deck) + len(p.hand) == 10 for p in state.players)
    assert kinds(state, "year")[-1].data == {"year": 2}
    assert len(state.event_discard) == 4 and len(state.event_shown) == 1


def test_the_game_ends_after_the_last_winter_with_the_most_victory_points():
    state = new_state(adventure_id="first-landing")  # one year
    state.players[1].vp = 2
    state.players[2].vp = 2
    state.players[2].gold = 9  # tie-breaks: progress, camps, resources
    for _ in range(4):
        _to_next_season(state)
    assert state.is_terminal() and state.winners == (2,) and state.result == "most-victory-points"
    assert state.returns() == [0.0, 0.0, 1.0] and state.scores() == [0, 2, 2]
    assert state.log[-1].kind == "game_end"
