"""The days (flow.py, weather.py, moving.py): the sunny die choice, moves with the den toll, the weather
deck's finale and storms, the red flag passing and the galleon moved first by its holder, the EST
card; exact values from fixed seeds."""

from __future__ import annotations

from ft_sea_fixture import new_state, settle, until

from engine.rulesets.finis_terrae import flow
from engine.rulesets.finis_terrae.moving import reach
from engine.rulesets.finis_terrae.sea import lay
from engine.rulesets.finis_terrae.weather import turn_card


def test_on_a_sunny_day_the_seat_chooses_which_die_moves_first():
    state = new_state(2, seed=1)
    settle(state)
    until(state, "die")
    assert (state.day, state.weather, state.move_die, state.own_die, state.actor) == (1, "fair", 3, 4, 0)
    assert state.legal_actions() == [("die", "own"), ("die", "common")]
    state.apply_action(("die", "own"))
    assert state.stage == "move" and state.ctx["move"] == (0, 4)
    moves = state.legal_actions()
    assert len(moves) == 9 and moves[-1] == ("pirate",) and all(a[0] == "move" for a in moves[:-1])
    assert [a[1:] for a in moves[:-1]] == sorted(reach(state, 0, 4))
    state.apply_action(moves[0])
    assert state.events[-1].kind == "move" and state.events[-1].data["die"] == 4
    while state.stage != "move":
        state.apply_action(("done",) if ("done",) in state.legal_actions() else state.legal_actions()[0])
    assert state.ctx["move"] == (0, 3)  # the common die second


def test_a_ship_with_no_way_out_stays():
    state = new_state(2, seed=3)
    settle(state)  # every tile laid west of the start island: the east beach has no sea around it
    until(state, "die")
    state.apply_action(("die", "own"))
    assert state.ships[1] == (1, 0) and state.legal_actions() == [("stay",), ("pirate",)]
    state.apply_action(("stay",))
    assert state.events[-1].kind == "stay" and state.ships[1] == (1, 0)


def test_a_move_passes_a_den_for_its_toll_and_never_without_the_coins():
    state = new_state(2, seed=1)
    settle(state)
    for x, tile in ((0, "open-sea"), (1, "den"), (2, "open-sea"), (3, "open-sea")):
        lay(state, -1, (x, 5), tile, 0)
    state.ships[0] = (0, 5)
    assert state.holds[0] == [("coins", 20), None, None, None]
    assert reach(state, 0, 3) == {(1, 5): 0, (2, 5): 3, (3, 5): 3}
    assert reach(state, 0, 1) == {(1, 5): 0}  # ending on the den costs nothing
    state.holds[0] = [("coins", 2), None, None, ("spice", 3)]
    assert reach(state, 0, 6) == {(1, 5): 0}
    state.ships[0] = (1, 5)
    assert reach(state, 0, 2) == {(0, 5): 0, (2, 5): 0, (3, 5): 0}  # leaving the den is no passing through


def test_the_moves_pay_the_toll_into_the_coffer():
    state = new_state(2, seed=1)
    settle(state)
    for x, tile in ((0, "open-sea"), (1, "den"), (2, "open-sea")):
        lay(state, -1, (x, 5), tile, 0)
    state.ships[0] = (0, 5)
    state.holds[0] = [("coins", 2), ("coins", 4), None, None]
    state.stage, state.ctx, state.todo = None, {}, [("move", 0, 0, 2), ("end",)]
    flow.run(state)
    assert state.legal_actions() == [("move", 1, 5), ("move", 2, 5), ("pirate",)]
    state.apply_action(("move", 2, 5))
    assert state.ships[0] == (2, 5) and state.holds[0] == [None, ("coins", 3), None, None]
    assert state.coffer == 3 and state.stats["tolls"] == 3


def test_a_treasure_is_redeemed_before_a_move_and_its_coins_pay_the_toll():
    """"The treasure can be redeemed for coins at any time during your turn": before a move too, and
    the move offered afterwards counts the treasure's coins for the den's toll."""
    state = new_state(2, seed=1)
    settle(state)
    for x, tile in ((0, "open-sea"), (1, "den"), (2, "open-sea")):
        lay(state, -1, (x, 5), tile, 0)
    state.ships[0] = (0, 5)
    state.holds[0] = [("treasure", 1), None, None, None]
    state.stage, state.ctx, state.todo = None, {}, [("move", 0, 0, 2), ("end",)]
    flow.run(state)
    assert state.legal_actions() == [("move", 1, 5), ("pirate",), ("treasure", 0)]
    state.rng.seed(2)  # the two trade dice roll 6 and 6
    state.apply_action(("treasure", 0))
    assert state.holds[0] == [("coins", 12), None, None, None] and state.kept[0]["treasure"] == 1
    assert state.stage == "move" and state.actor == 0
    assert state.legal_actions() == [("move", 1, 5), ("move", 2, 5), ("pirate",)]
    state.apply_action(("move", 2, 5))
    assert state.ships[0] == (2, 5) and state.holds[0] == [("coins", 9), None, None, None]


def weather_at(deck, seen=0):
    state = new_state(2, seed=4)
    settle(state)
    state.stage, state.ctx, state.todo = None, {}, [("end",)]
    state.weather_deck = list(deck)
    state.finale_seen = seen
    return state


def test_the_finales_first_appearance_is_shuffled_back_without_using_a_day():
    state = weather_at(["gale", "drizzle", "world-end"])
    turn_card(state, ("weather",))
    assert state.finale_seen == 1
    assert [e.kind for e in state.events[-2:]] == ["finale", "weather"]
    assert state.events[-2].data == {"shuffled": 3}
    assert sorted(state.weather_deck + [state.weather]) == ["drizzle", "gale", "world-end"]
    assert (state.weather, state.weather_deck) == ("gale", ["world-end", "drizzle"])


def test_the_finales_second_appearance_is_the_last_sunny_day():
    state = weather_at(["gale", "world-end"], seen=1)
    turn_card(state, ("weather",))
    assert state.weather == "world-end" and state.finale_seen == 2
    assert state.events[-1].data == {"card": "world-end", "kind": "sunny", "last": True}
    state.todo = [("day-end",)]
    flow.run(state)
    assert state.stage == "over" and state.result == "finale" and state.events[-1].kind == "end"


def test_a_storm_is_an_interlude_followed_by_another_card():
    state = weather_at(["fair", "gale"])
    turn_card(state, ("weather",))
    assert state.weather == "gale" and state.stats["storms"] == 1
    assert state.todo[:2] == [("storm",), ("weather",)]
    flow.run(state)
    assert state.weather == "fair" and [e.kind for e in state.events if e.kind in ("storm", "weather")][-3:] == \
        ["weather", "storm", "weather"]


def test_the_red_flag_passes_each_day_and_its_holder_moves_the_galleon_first():
    state = new_state(2, seed=2)
    settle(state)
    until(state, "move")
    assert (state.day, state.jolly, state.galleon, state.turn_of) == (1, None, None, 0)
    for _ in range(400):
        if state.stage == "move" and state.ctx["move"][0] == "galleon":
            break
        state.apply_action(state.legal_actions()[0])
    assert state.ctx["move"][0] == "galleon" and state.actor == state.jolly == state.turn_of == 1
    flags = [(e.kind, e.player, e.data.get("reason")) for e in state.events if e.kind in ("red-flag", "galleon", "day")]
    assert flags[3:] == [("day", 0, None), ("galleon", 0, None), ("red-flag", 0, "den"), ("red-flag", 1, "den")]
    assert state.day == 4 and state.galleon == (-2, -4)  # on the first den laid; the second took the flag
    state.stage, state.ctx, state.todo = None, {}, [("day",)]
    flow.run(state)  # the next day: the flag passes on clockwise, then the tiles are laid
    assert state.jolly == 0 and state.day == 5 and state.stage == "tile"
    assert [(e.kind, e.player, e.data) for e in state.events if e.kind == "red-flag"][-1] == \
        ("red-flag", 0, {"reason": "day"})


def test_the_est_card_goes_to_the_ship_furthest_east_last_to_arrive():
    state = new_state(3, seed=7)
    settle(state)
    state.first = 0
    state.ships = [(2, 0), (4, 1), (4, -1)]
    state.east = [10, 30, 20]
    assert flow.est(state) == 1
    state.east = [10, 20, 30]
    assert flow.est(state) == 2
    state.east = [10, 30, 30]
    assert flow.est(state) == 1  # still tied: the first tied seat from the current first player on
    state.ships = [(5, 0), (4, 1), (4, -1)]
    assert flow.est(state) == 0


def test_a_rainy_day_gives_one_move_with_the_common_die():
    state = new_state(2, seed=1)
    settle(state)
    until(state, "die")
    seat = state.actor
    state.weather = "drizzle"
    state.stage, state.ctx, state.todo = None, {}, [("turn", seat), ("end",)]
    flow.run(state)
    assert state.own_die is None and state.stage == "move" and state.ctx["move"] == (seat, state.move_die)
    assert state.todo == [("end",)]  # one move only
    state.apply_action(("stay",) if ("stay",) in state.legal_actions() else state.legal_actions()[0])
    while state.stage == "interact":
        state.apply_action(("done",))
    assert state.stage == "over"
