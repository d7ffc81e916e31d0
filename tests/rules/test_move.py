"""Moving: targets, paths through controlled areas, ration costs, rivers, swamps, links, random
movement (rulebook pp. 13, 17, 23-24)."""

from __future__ import annotations

import random

from engine.bots import RandomBot
from rules_helpers import at, card, deal_exploration, kinds, last, lay, new_state, perform, put


def _own(state, seat, coord, soldiers=0, captains=0):
    lay(state, coord, "plain", 0, "white", [], explored=True)
    put(state, seat, coord, soldiers=soldiers, captains=captains)


def test_thomas_pays_one_ration_for_a_and_four_for_b_and_c():
    """p. 13: soldier A is next to the target (1 ration), B and C two areas away (2 rations each)."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    thomas = state.players[0]
    thomas.rations = 7
    target, x, y = (4, 4), (4, 3), (4, 2)
    _own(state, 0, x, soldiers=1)
    _own(state, 0, y, soldiers=2)
    lay(state, target, "plain", 0, "white", [])
    enemy = (3, 4)
    _own(state, 2, enemy, soldiers=1)
    deal_exploration(state, "scavengers-strike")
    perform(state, "move")
    state.apply_action(("target", target))
    assert sorted(a for a in state.legal_actions() if a[0] == "move_from") == [
        ("move_from", y, "soldier"), ("move_from", x, "soldier")]
    state.apply_action(("move_from", x, "soldier"))  # A: 1 ration
    state.apply_action(("move_from", y, "soldier"))  # B: 2 rations, through A's area
    state.apply_action(("move_from", y, "soldier"))  # C: 2 rations
    assert thomas.rations == 2
    state.apply_action(("done",))
    assert last(state, "explore").area == target
    state.apply_action(("negotiate",))  # a plain area of value 0: explored for 0 gold
    assert state.explored[at(state, target)] and thomas.soldiers[at(state, target)] == 3
    # the areas the three left empty turned face down again
    assert not state.explored[at(state, x)] and not state.explored[at(state, y)]
    # then a second target: the enemy area next to it, 1 ration per soldier
    state.apply_action(("target", enemy))
    state.apply_action(("move_from", target, "soldier"))
    state.apply_action(("move_from", target, "soldier"))
    assert thomas.rations == 0
    state.apply_action(("done",))
    assert last(state, "combat").area == enemy and last(state, "combat").data["defender"] == 2


def test_moving_out_of_an_area_empties_it_only_when_the_movement_is_over():
    state = new_state()
    state.players[0].rations = 5
    _own(state, 0, (4, 3), soldiers=1)
    _own(state, 0, (4, 2), soldiers=1)
    _own(state, 0, (4, 4), soldiers=1)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    assert state.explored[at(state, (4, 3))]  # still passable for the soldier from (4, 2)
    assert ("move_from", (4, 2), "soldier") in state.legal_actions()
    state.apply_action(("done",))
    assert not state.explored[at(state, (4, 3))]
    assert last(state, "tile_swapped").area == (4, 3)


def test_thomas_moves_onto_a_river_and_must_move_on_for_free():
    """p. 17: 2 rations for 2 soldiers onto the river; then free onto an unexplored yellow area,
    an exploration (the level 1 minion, white value 3: negotiate or fight)."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    thomas = state.players[0]
    thomas.gold = 9
    river, start, yellow = (4, 3), (4, 2), (5, 2)
    _own(state, 0, start, soldiers=2)
    lay(state, river, "terrain", 0, "white", ["ration"], card=card("terrain_bag", "river-1"), explored=True)
    lay(state, yellow, "minion-1", 3, "white", ["gold"])
    deal_exploration(state, "scavengers-strike")
    perform(state, "move")
    state.apply_action(("target", river))
    state.apply_action(("move_from", start, "soldier"))
    state.apply_action(("move_from", start, "soldier"))
    state.apply_action(("done",))
    assert thomas.rations == 1
    exits = [a[1] for a in state.legal_actions() if a[0] == "river_to"]
    assert yellow in exits and river not in exits and all(a[0] == "river_to" for a in state.legal_actions())
    state.apply_action(("river_to", yellow))
    assert thomas.rations == 1 and thomas.soldiers[at(state, yellow)] == 2
    assert last(state, "reveal").data["tile"] == "minion-1"
    assert set(state.legal_actions()) >= {("negotiate",), ("fight",)}
    # the level 1 minion of drowned-temple (reef crawlers) makes negotiating cost 1 gold more
    state.apply_action(("negotiate",))
    assert thomas.gold == 9 - 4 and state.explored[at(state, yellow)]


def test_areas_beside_a_river_are_adjacent_to_each_other():
    state = new_state()
    state.players[0].rations = 1
    lay(state, (4, 2), "terrain", 0, "white", [], card=card("terrain_bag", "river-1"), explored=True)
    _own(state, 0, (3, 2), soldiers=1)
    lay(state, (5, 2), "plain", 0, "white", [])
    perform(state, "move")
    state.apply_action(("target", (5, 2)))
    state.apply_action(("move_from", (3, 2), "soldier"))
    assert state.players[0].rations == 0


def test_a_map_link_counts_as_adjacency():
    state = new_state()
    state.players[0].rations = 1
    stair, temple = (2, 2), (5, 3)
    lay(state, stair, "adventure", 3, "red", ["gold"], explored=True)
    put(state, 0, stair, soldiers=1)
    perform(state, "move")
    assert ("target", temple) in state.legal_actions()
    state.apply_action(("target", temple))
    state.apply_action(("move_from", stair, "soldier"))
    assert state.players[0].rations == 0


def test_leaving_a_swamp_costs_one_extra_ration_per_movement():
    state = new_state()
    p = state.players[0]
    p.rations = 10
    swamp = (4, 3)
    lay(state, swamp, "terrain", 0, "white", [], card=card("terrain_bag", "swamp-1"), explored=True)
    put(state, 0, swamp, soldiers=3)
    _own(state, 0, (4, 4), soldiers=0)
    put(state, 0, (4, 4), captains=1)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", swamp, "soldier"))
    assert p.rations == 8  # 1 for the area, 1 for leaving the swamp
    state.apply_action(("move_from", swamp, "soldier"))
    assert p.rations == 7  # once per movement


def test_characters_pass_only_through_controlled_areas_with_room():
    state = new_state()
    p = state.players[0]
    p.rations = 10
    _own(state, 0, (4, 2), soldiers=1)
    lay(state, (4, 3), "plain", 0, "white", [])  # unexplored: no passing through
    lay(state, (4, 4), "plain", 0, "white", [])
    perform(state, "move")
    targets = {a[1] for a in state.legal_actions() if a[0] == "target"}
    assert (4, 3) in targets and (4, 4) not in targets
    state.stack.pop()
    # through an area with 3 of the player's characters: not possible either
    _own(state, 0, (4, 3), soldiers=3)
    state.push("move_target", 0)
    state._advance()
    targets = {a[1] for a in state.legal_actions() if a[0] == "target"}
    assert (4, 4) in targets  # the 3 in (4, 3) can go themselves
    state.apply_action(("target", (4, 4)))
    assert ("move_from", (4, 2), "soldier") not in state.legal_actions()


def test_no_more_than_three_characters_and_never_into_enemy_sea_areas():
    state = new_state()
    p = state.players[0]
    p.rations = 10
    _own(state, 0, (2, 5), soldiers=3)
    _own(state, 0, (3, 5), soldiers=1)
    put(state, 1, (2, 6), soldiers=1)  # an enemy ship and soldier in the sea area
    perform(state, "move")
    targets = {a[1] for a in state.legal_actions() if a[0] == "target"}
    assert (2, 5) not in targets  # already 3 characters
    assert (2, 6) not in targets  # enemy sea area
    state.apply_action(("target", (3, 4)))
    for _ in range(3):
        state.apply_action(("move_from", (2, 5), "soldier"))
    assert not any(a[0] == "move_from" for a in state.legal_actions())  # 3 per target


def test_characters_already_in_an_unexplored_area_explore_it_without_rations():
    state = new_state()
    p = state.players[0]
    p.rations = 0
    area = (4, 4)
    lay(state, area, "plain", 0, "white", [])
    put(state, 0, area, soldiers=2)
    deal_exploration(state, "scavengers-strike")
    perform(state, "move")
    state.apply_action(("target", area))
    state.apply_action(("done",))
    assert last(state, "explore").area == area and p.rations == 0


def test_random_movement_follows_the_compass_rose():
    """p. 23: a D6 of 4 moves the explorers one area south; the new area is resolved as the target."""
    state = new_state()
    p = state.players[0]
    p.rations = 5
    _own(state, 0, (4, 2), soldiers=1)
    lay(state, (4, 3), "plain", 0, "white", [])
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "lost-in-the-mist", "scavengers-strike")
    state.script_dice([4])
    perform(state, "move")
    state.apply_action(("target", (4, 3)))
    state.apply_action(("move_from", (4, 2), "soldier"))
    state.apply_action(("done",))
    moved = last(state, "random_movement")
    assert moved.data == {"die": 4, "to": [4, 4]}
    assert p.soldiers[at(state, (4, 4))] == 1 and p.soldiers[at(state, (4, 3))] == 0
    assert [e.area for e in kinds(state, "explore")][-2:] == [(4, 3), (4, 4)]


def test_random_movement_into_nothing_leaves_the_characters_in_place():
    state = new_state()
    p = state.players[0]
    p.rations = 5
    _own(state, 0, (1, 2), soldiers=1)
    lay(state, (1, 3), "plain", 0, "white", [])
    deal_exploration(state, "lost-in-the-mist")
    state.script_dice([5])  # south-west of (1, 3) is off the board
    perform(state, "move")
    state.apply_action(("target", (1, 3)))
    state.apply_action(("move_from", (1, 2), "soldier"))
    state.apply_action(("done",))
    assert last(state, "random_movement").data["to"] is None
    assert last(state, "reveal").area == (1, 3)


def test_one_pass_scans_agree_with_the_area_by_area_rules():
    """`state.controlled_land` says what `controls` says of every land area, and `reach` from
    chosen sources what it says from all of them."""
    from engine.rulesets.isles_of_terror.ways import reach

    state = new_state()
    bot = RandomBot(random.Random(5))
    land = [a for a in range(state.board.size) if not state.board.is_sea[a]]
    sources_seen = 0
    while not state.is_terminal():
        for seat in range(state.n):
            assert state.controlled_land(seat) == [a for a in land if state.controls(seat, a)]
            everywhere = reach(state, seat)
            some = sorted(everywhere)[::2]
            assert reach(state, seat, (), some) == {a: everywhere[a] for a in some}
            sources_seen += len(some)
        state.apply_action(bot.step(state))
    assert sources_seen > 200


def test_the_way_to_one_target_is_the_way_the_whole_search_finds():
    """`reach(..., target=area)` stops each search once the area is reached: the steps to it and
    whether the way leaves a swamp are what the search over the whole map says."""
    from engine.rulesets.isles_of_terror.ways import reach

    state = new_state()
    bot = RandomBot(random.Random(6))
    compared = 0
    while not state.is_terminal():
        for seat in range(state.n):
            everywhere = reach(state, seat)
            for target in range(0, state.board.size, 3):
                for source, (dist, swampy) in reach(state, seat, target=target).items():
                    full_dist, full_swampy = everywhere[source]
                    assert dist.get(target) == full_dist.get(target)
                    assert swampy.get(target) == full_swampy.get(target)
                    compared += 1
        state.apply_action(bot.step(state))
    assert compared > 1000
