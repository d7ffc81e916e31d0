"""Each rule of Island Clash on a state set up by hand, with exact outcomes (docs/rules-island-clash.md)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from clash_helpers import staged

from engine.core.errors import EngineError
from engine.rulesets.island_clash.game import Game
from engine.rulesets.island_clash.phases import Phase


def test_setup_places_two_units_deals_two_and_two_and_lays_the_random_tiles(lagoon):
    state = Game(lagoon, players=4, seed=0).new_initial_state()
    assert state.units == {(0, 0): (0, 2), (5, 5): (1, 2), (5, 0): (2, 2), (0, 5): (3, 2)}
    assert [sorted(Counter(int(c[-1]) <= 3 for c in h).values()) for h in state.hands] == [[2, 2]] * 4
    assert (len(state.draw["resource"]), len(state.draw["combat"])) == (10, 10)
    randoms = [f for f, code in lagoon.codes if code == "?"]
    assert len(randoms) == 8 and Counter(state.tiles[f] for f in randoms) == {"arrow": 3, "road": 2, "water": 3}
    assert len(state.tiles) == 28 and not {(0, 0), (2, 2), (3, 3)} & set(state.tiles)
    assert state.log[-1].kind == "turn" and state.phase is Phase.MOVE and state.moves_left == 2


def _tiles_of(adventure) -> Counter:
    """The adventure's tiles: its map's icon tiles and its random pool."""
    return Counter({"a": "arrow", "r": "road", "w": "water"}[c] for _, c in adventure.codes if c in "arw") \
        + Counter(adventure.random_tiles)


@pytest.mark.parametrize("fixture,players,size", [("lagoon", 2, (6, 6)), ("lagoon", 4, (6, 6)), ("reefs", 3, (5, 6))])
def test_randomized_tiles_lay_the_full_grid_of_the_page_with_shuffled_tiles(request, fixture, players, size):
    """The page's alternative setup: a 6x6 grid for 2 and 4 players, 5x6 for 3, every field a shuffled tile
    face up but the start and capture areas; the map's open water ('.') is land in this mode."""
    adventure = request.getfixturevalue(fixture)
    game = Game(adventure, players=players, seed=3, mode="randomized-tiles")
    state = game.new_initial_state()
    width, height = size
    grid = {(c, r) for c in range(width) for r in range(height)}
    kept = set(adventure.starts) | set(adventure.captures)
    assert (game.adventure.width, game.adventure.height) == size and dict(game.adventure.codes).keys() == grid
    assert "." not in dict(game.adventure.codes).values() and set(state.tiles) == grid - kept
    water = {f for f, c in adventure.codes if c == "."}
    assert water and all(f in state.tiles and f in game.land_neighbours for f in water)
    # the adventure's own tiles first; the fields beyond them take tiles of a second set of the same mix
    assert len(state.tiles) - sum(_tiles_of(adventure).values()) == len(water) - (len(adventure.random_tiles) - sum(
        c == "?" for _, c in adventure.codes))
    assert not Counter(state.tiles.values()) - _tiles_of(adventure) - _tiles_of(adventure)


def test_randomized_tiles_shuffle_every_tile_but_the_start_and_capture_areas(lagoon):
    standard = Game(lagoon, players=4, seed=3).new_initial_state()
    shuffled = Game(lagoon, players=4, seed=3, mode="randomized-tiles").new_initial_state()
    assert set(shuffled.tiles) == set(standard.tiles) | {(3, 2), (2, 3)}  # lagoon-crossing's two '.' fields
    fixed = {f: {"a": "arrow", "r": "road", "w": "water"}[c] for f, c in lagoon.codes if c in "arw"}
    assert any(shuffled.tiles[f] != icon for f, icon in fixed.items())
    assert all(standard.tiles[f] == icon for f, icon in fixed.items())
    assert _tiles_of(lagoon) == {"arrow": 10, "road": 9, "water": 9}  # 28 tiles; the last two: a second set's
    assert Counter(shuffled.tiles.values()) == {"arrow": 10, "road": 10, "water": 10}
    assert shuffled.log[0].kind == "tiles" and len(shuffled.log[0].data["laid"]) == 30


def test_moves_go_north_east_south_or_west_one_field_per_move_action(lagoon):
    state = staged(lagoon, units={(0, 0): (0, 2), (5, 5): (1, 2)})
    assert state.legal_actions() == [("move", (0, 0), (1, 0), 1), ("move", (0, 0), (1, 0), 2),
                                     ("move", (0, 0), (0, 1), 1), ("move", (0, 0), (0, 1), 2), ("stop",)]
    state.apply_action(("move", (0, 0), (1, 0), 2))
    state.apply_action(("move", (1, 0), (1, 1), 1))  # one unit dropped off at (1,0) on the way
    assert state.units == {(1, 0): (0, 1), (1, 1): (0, 1), (5, 5): (1, 2)} and state.phase is Phase.CARDS
    with pytest.raises(EngineError, match="not a legal action"):
        state.apply_action(("move", (1, 1), (2, 1), 1))


def test_no_unit_enters_another_seats_start_area_and_a_field_holds_ten(lagoon):
    state = staged(lagoon, players=4, units={(4, 0): (0, 3), (1, 0): (0, 9), (0, 0): (0, 3), (5, 0): (2, 2),
                                               (5, 5): (1, 2), (0, 5): (3, 2)})
    legal = state.legal_actions()
    assert not [a for a in legal if a[0] == "move" and a[2] == (5, 0)]
    assert [a for a in legal if a[1:3] == ((0, 0), (1, 0))] == [("move", (0, 0), (1, 0), 1)]


def _battle(adventure, red_card, values=None):
    adventure = replace(adventure, values=values) if values else adventure
    state = staged(adventure, units={(1, 0): (0, 3), (2, 0): (1, 2), (5, 5): (1, 2)},
                   hands=[["arrow-3", red_card], ["water-2"]], draw={"combat": ["arrow-1", "road-2", "water-1"]})
    state.apply_action(("move", (1, 0), (2, 0), 3))
    assert state.attacks == {(2, 0): (0, 3)}
    state.apply_action(("stop",))
    assert state.phase is Phase.ATTACKER_CARD and state.current_player() == 0
    assert state.legal_actions() == sorted([("battle-card", "arrow-3"), ("battle-card", red_card)])
    state.apply_action(("battle-card", red_card))
    assert state.current_player() == 1 and state.legal_actions() == [("battle-card", "water-2")]
    state.apply_action(("battle-card", "water-2"))
    return state


def test_a_battle_adds_units_a_played_and_a_drawn_combat_card_and_the_loser_loses_two(lagoon):
    state = _battle(lagoon, "road-3")  # red 3 + 3 + water-1 = 7, blue 2 + 2 + road-2 = 6
    battle = next(e for e in state.log if e.kind == "battle")
    assert battle.data["strength"] == [7, 6] and battle.data["winner"] == 0
    assert state.units == {(2, 0): (0, 3), (5, 5): (1, 2)}  # blue lost 2: none left to retreat
    assert state.hands == [["arrow-3"], ["arrow-1"]]  # the loser took a new combat card
    assert state.discard["combat"][-4:] == ["road-3", "water-2", "water-1", "road-2"] and state.phase is Phase.CARDS


def test_equal_strength_goes_to_the_defender_unless_the_adventure_says_attacker(lagoon):
    state = _battle(lagoon, "road-2")  # 3 + 2 + 1 = 6 against 6
    assert next(e for e in state.log if e.kind == "battle").data["winner"] == 1
    assert state.units == {(2, 0): (1, 2), (0, 0): (0, 1), (5, 5): (1, 2)}  # red: 3 - 2 = 1 retreats home
    retreat = next(e for e in state.log if e.kind == "retreat")
    assert (retreat.player, retreat.area, retreat.data) == (0, (0, 0), {"from": [2, 0], "units": 1, "lost": 0})
    state = _battle(lagoon, "road-2", replace(lagoon.values, battle_tie="attacker"))
    assert state.units == {(2, 0): (0, 3), (5, 5): (1, 2)}


def test_recruit_doubles_the_units_of_a_field_of_the_cards_icon_once_a_turn(lagoon):
    state = staged(lagoon, units={(2, 0): (0, 3), (0, 1): (0, 2), (1, 0): (0, 9), (0, 0): (0, 2), (5, 5): (1, 2)},
                   hands=[["arrow-4", "road-5"], []], phase=Phase.CARDS)
    legal = state.legal_actions()
    assert [a for a in legal if a[0] == "recruit"] == [("recruit", "arrow-4", (0, 1)), ("recruit", "arrow-4", (2, 0)),
                                                       ("recruit", "road-5", (1, 0))]
    state.apply_action(("recruit", "arrow-4", (0, 1)))
    assert state.units[(0, 1)] == (0, 4) and ("recruit-also", (2, 0)) in state.legal_actions()
    assert ("recruit-also", (0, 1)) not in state.legal_actions()
    state.apply_action(("recruit-also", (2, 0)))
    state.apply_action(("recruit", "road-5", (1, 0)))
    assert state.units[(2, 0)] == (0, 6) and state.units[(1, 0)] == (0, 10)  # 9 + 1: never above ten
    assert state.units[(0, 0)] == (0, 2) and (0, 0) not in state.tiles  # a start area never recruits
    assert state.hands[0] == [] and state.played == 2


def test_a_road_card_gives_another_move_step_of_two_moves(lagoon):
    state = staged(lagoon, units={(0, 0): (0, 2), (5, 5): (1, 2)}, hands=[["road-1"], []], phase=Phase.CARDS)
    state.moves_left = 0
    state.apply_action(("road", "road-1"))
    assert state.phase is Phase.MOVE and state.moves_left == 2 and state.discard["combat"].count("road-1") == 1
    state.apply_action(("move", (0, 0), (0, 1), 2))
    state.apply_action(("stop",))
    assert state.phase is Phase.CARDS and state.units[(0, 1)] == (0, 2)


def test_a_water_card_moves_units_from_the_coast_to_the_coast(lagoon):
    state = staged(lagoon, units={(0, 1): (0, 2), (5, 5): (1, 2)}, hands=[["water-4"], []], phase=Phase.CARDS)
    state.apply_action(("water", "water-4"))
    legal = state.legal_actions()
    assert ("move", (0, 1), (3, 3), 2) in legal and ("move", (0, 1), (4, 2), 1) in legal
    assert ("move", (0, 1), (1, 1), 1) not in legal  # (1,1) has land on all four sides
    assert not [a for a in legal if a[0] == "move" and a[2] == (5, 5)]
    state.apply_action(("move", (0, 1), (3, 3), 2))
    assert state.units == {(3, 3): (0, 2), (5, 5): (1, 2)} and state.phase is Phase.CARDS


def test_an_arrow_card_removes_an_enemy_unit_next_to_the_player_and_can_remove_a_player(lagoon):
    state = staged(lagoon, units={(2, 0): (0, 1), (3, 0): (1, 3), (5, 5): (1, 2)}, hands=[["arrow-2"], []],
                   phase=Phase.CARDS)
    assert [a for a in state.legal_actions() if a[0] == "arrow"] == [("arrow", "arrow-2", (3, 0))]
    state.apply_action(("arrow", "arrow-2", (3, 0)))
    assert state.units[(3, 0)] == (1, 2)
    state = staged(lagoon, units={(2, 0): (0, 1), (3, 0): (1, 1)}, hands=[["arrow-2"], ["road-4"]], phase=Phase.CARDS)
    state.apply_action(("arrow", "arrow-2", (3, 0)))
    assert state.eliminated == [False, True] and state.hands[1] == [] and state.is_terminal()
    assert (state.result, state.winners, state.returns()) == ("last-standing", (0,), [1.0, 0.0])


def test_draw_one_card_then_discard_one_or_keep_within_the_hand_limit(lagoon):
    hand = ["arrow-1", "road-1", "water-1", "arrow-4", "road-4", "water-4"]
    state = staged(lagoon, hands=[hand, []], phase=Phase.DRAW, draw={"resource": ["road-5", "arrow-5"]})
    assert state.legal_actions() == [("draw", "resource"), ("draw", "combat")]
    state.apply_action(("draw", "resource"))
    assert "arrow-5" in state.hands[0] and state.phase is Phase.DISCARD
    assert ("keep",) not in state.legal_actions()  # seven cards: one must go
    state.apply_action(("discard", "water-1"))
    assert len(state.hands[0]) == 6 and state.seat == 1 and state.phase is Phase.MOVE


def test_the_second_time_the_resource_deck_runs_out_the_last_phase_begins(lagoon):
    state = staged(lagoon, hands=[["road-1"], ["water-5"]], phase=Phase.DRAW, draw={"resource": ["road-4"]})
    state.depletions = 1
    state.apply_action(("draw", "resource"))
    assert state.depletions == 2 and state.last_phase and [e.kind for e in state.log[-3:]] == \
        ["depleted", "last-phase", "draw"]
    state.apply_action(("keep",))
    state.apply_action(("stop",))  # blue's turn: no move
    state.apply_action(("done",))  # played no card: must discard one
    assert state.phase is Phase.DRAW and state.legal_actions() == [("discard", "water-5")]
    state.apply_action(("discard", "water-5"))
    state.apply_action(("stop",))
    state.apply_action(("done",))
    assert sorted(state.legal_actions()) == [("discard", "road-1"), ("discard", "road-4")]
    state.apply_action(("discard", "road-4"))
    state.apply_action(("stop",))
    state.apply_action(("done",))  # blue has no card and draws none in the last phase
    assert state.seat == 0
    state.apply_action(("stop",))
    state.apply_action(("done",))
    state.apply_action(("discard", "road-1"))
    assert state.is_terminal() and state.result == "cards-out" and state.winners == (0, 1)  # 0 against 0: shared


def test_in_the_last_phase_a_player_who_played_a_card_may_still_discard_one(lagoon):
    """Step 3 "optionally discard 1 card" holds in the last phase too: only the draw is gone."""
    state = staged(lagoon, units={(0, 0): (0, 2), (5, 5): (1, 2)}, hands=[["road-1", "water-5", "arrow-6"], ["road-4"]],
                   phase=Phase.CARDS)
    state.last_phase = True
    state.apply_action(("road", "road-1"))
    state.apply_action(("stop",))
    state.apply_action(("done",))
    assert state.phase is Phase.DRAW and state.seat == 0
    assert state.legal_actions() == [("discard", "arrow-6"), ("discard", "water-5"), ("keep",)]
    assert state.decision_prompt() == "red: the last phase: you may discard a card or keep them all."
    state.apply_action(("discard", "water-5"))
    assert state.hands[0] == ["arrow-6"] and state.seat == 1 and state.phase is Phase.MOVE  # one discard, no more
    state.apply_action(("stop",))
    state.apply_action(("done",))  # blue played none: it must discard (no "keep")
    assert state.legal_actions() == [("discard", "road-4")]
    state.apply_action(("discard", "road-4"))
    state.apply_action(("stop",))
    state.apply_action(("done",))  # red played none this turn: it must discard its last card, and the game ends
    state.apply_action(("discard", "arrow-6"))
    assert state.is_terminal() and state.result == "cards-out"


def test_in_the_last_phase_keeping_every_card_ends_the_turn(lagoon):
    state = staged(lagoon, units={(0, 0): (0, 2), (5, 5): (1, 2)}, hands=[["road-1", "water-5"], ["road-4"]],
                   phase=Phase.CARDS)
    state.last_phase = True
    state.apply_action(("road", "road-1"))
    state.apply_action(("stop",))
    state.apply_action(("done",))
    state.apply_action(("keep",))
    assert state.hands[0] == ["water-5"] and state.seat == 1 and state.phase is Phase.MOVE


def _last_turn(adventure, players, units):
    state = staged(adventure, players=players, units=units, hands=[[]] * players, phase=Phase.CARDS)
    state.last_phase = True
    state.apply_action(("done",))  # no card to draw or discard, every hand empty: the game ends
    assert state.is_terminal() and state.result == "cards-out"
    return state


def test_the_most_units_in_the_capture_areas_wins_and_ties_follow_the_adventure(lagoon, reefs):
    state = _last_turn(lagoon, 2, {(2, 2): (0, 3), (3, 3): (1, 2), (0, 0): (0, 1), (5, 5): (1, 5)})
    assert state.winners == (0,) and state.scores() == [3, 2] and state.returns() == [1.0, 0.0]
    state = _last_turn(lagoon, 2, {(2, 2): (0, 2), (3, 3): (1, 2), (5, 5): (1, 5)})
    assert state.winners == (0, 1) and state.returns() == [0.5, 0.5]  # lagoon-crossing: a tie is shared
    state = _last_turn(reefs, 3, {(2, 0): (0, 2), (0, 5): (1, 5), (4, 5): (2, 2)})
    assert reefs.values.victory_tie == "most-units" and state.winners == (1,)  # 0 each: most units on the board


def test_units_still_waiting_to_fight_keep_a_player_in_the_game(lagoon):
    # red attacks twice; it loses the first battle with every unit in it and wins the second
    state = staged(lagoon, units={(1, 0): (0, 2), (4, 1): (0, 2), (2, 0): (1, 5), (4, 2): (1, 1), (5, 5): (1, 2)},
                   hands=[[], []], draw={"combat": ["road-1", "road-1", "arrow-3", "water-1", "water-1"]})
    state.apply_action(("move", (1, 0), (2, 0), 2))
    state.apply_action(("move", (4, 1), (4, 2), 2))
    assert state.eliminated == [False, False] and state.units.get((1, 0)) is None
    assert state.phase is Phase.ATTACKER_CARD and state.battle == (4, 2) and state.hands[0] == ["arrow-3"]
    state.apply_action(("battle-card", "arrow-3"))  # 2 + 3 + 1 against 1 + 0 + 1
    assert not state.is_terminal() and state.units[(4, 2)] == (0, 2) and state.phase is Phase.CARDS
