"""Founding ports on the real game: on a beach tile, the cost per land tile of the island now, one per
tile, never on the start island or a den, not on another seat's island, the markers, operational from
the next move, and never a port and the tile's token in one turn."""

from __future__ import annotations

from ft_trade_kit import coins, dealt, lay, stop

from engine.rulesets.finis_terrae import interact, ports, trade


def two_tile_island(state) -> None:
    """A complete island of two coast tiles: (3,-1) with its land to the south, (3,0) to the north."""
    lay(state, (3, -1), "cove", 2)
    lay(state, (3, 0), "cove", 0)


def test_found_pays_per_land_tile_now():
    state = dealt()
    two_tile_island(state)
    stop(state, 0, (3, 0))
    assert ("found",) in interact.options(state, 0)
    assert ports.cost(state, (3, 0)) == 10
    interact.apply(state, 0, ("found",))
    assert state.ports[(3, 0)] == 0
    assert state.founded_at[(3, 0)] == state.moves
    assert (coins(state, 0), state.coffer, state.stats["ports_founded"]) == (10, 10, [1, 0])
    event = state.events[-1]
    assert (event.kind, event.player, event.area, event.data) == ("found", 0, (3, 0), {"cost": 10, "lands": 2})


def test_a_growing_island_costs_more_later_but_never_again():
    state = dealt()
    lay(state, (5, 0), "cove", 0)  # land to the north, open
    stop(state, 0, (5, 0))
    assert ports.cost(state, (5, 0)) == 5
    interact.apply(state, 0, ("found",))
    assert coins(state, 0) == 15
    lay(state, (5, -1), "narrow", 0)  # land north and south: joins (5,0), still open to the north
    assert ports.lands(state, (5, 0)) == 2 and ports.cost(state, (5, -1)) == 10
    assert coins(state, 0) == 15  # nothing more to pay for the port already founded
    assert ports.trade_lands(state, (5, 0)) == 2


def test_not_enough_coins_no_port():
    state = dealt()
    two_tile_island(state)
    stop(state, 0, (3, 0))
    state.holds[0] = [("coins", 9), None, None, None]
    state.bank[0] = 50
    assert not ports.can_found(state, 0)


def test_no_port_on_start_den_fort_or_taken_tile():
    state = dealt()
    stop(state, 0, state.home[1])
    assert not ports.can_found(state, 0)  # the start island
    lay(state, (2, 3), "den")
    stop(state, 0, (2, 3))
    assert not ports.can_found(state, 0)
    lay(state, (4, 3), "fort")
    stop(state, 0, (4, 3))
    assert not ports.can_found(state, 0)
    two_tile_island(state)
    state.ports[(3, 0)] = 0
    stop(state, 0, (3, 0))
    assert not ports.can_found(state, 0)  # one port per tile


def test_not_on_another_seats_island():
    state = dealt()
    two_tile_island(state)
    state.ports[(3, -1)] = 1
    stop(state, 0, (3, 0))
    assert not ports.can_found(state, 0)
    state.ports[(3, -1)] = 0  # its own port does not stop it
    assert ports.can_found(state, 0)


def test_markers_run_out():
    state = dealt(ports_per_player=2)
    two_tile_island(state)
    lay(state, (-4, 0), "cove")
    state.ports[(-4, 0)] = 0  # with the home port: 2
    stop(state, 0, (3, 0))
    assert not ports.can_found(state, 0)


def test_a_pirate_founds_nothing():
    state = dealt()
    two_tile_island(state)
    stop(state, 0, (3, 0))
    state.pirate[0] = True
    assert not ports.can_found(state, 0)


def test_new_port_trades_from_the_next_move():
    state = dealt()
    two_tile_island(state)
    stop(state, 0, (3, 0))
    interact.apply(state, 0, ("found",))
    state.holds[1] = [("coins", 1), ("find", 2), ("spice", 1), None]
    stop(state, 1, (3, 0), new_turn=False)  # seat 1 arrives on the same move number: not yet
    state.moves -= 1
    assert not ports.operational(state, (3, 0))
    assert trade.redeems(state, 1) == [] and trade.sells(state, 1) == []
    state.moves += 1  # the next move action of the game
    assert ports.operational(state, (3, 0))
    assert trade.redeems(state, 1) == [("redeem", 1)]
    assert trade.sells(state, 1) == [("sell", 2)]


def test_port_and_token_not_in_one_turn():
    state = dealt()
    lay(state, (3, 1), "treasure-isle")
    stop(state, 0, (3, 1))
    options = interact.options(state, 0)
    assert ("found",) in options and ("collect",) in options
    interact.apply(state, 0, ("collect",))
    assert ("found",) not in interact.options(state, 0)
    stop(state, 0, (3, 1), new_turn=False)  # the second move of the same turn
    assert not ports.can_found(state, 0)
    stop(state, 0, (3, 1))  # a later turn
    assert ports.can_found(state, 0)
    assert ports.cost(state, (3, 1)) == 5

    other = dealt()
    lay(other, (3, 1), "castaway-isle")
    stop(other, 0, (3, 1))
    interact.apply(other, 0, ("found",))
    assert not trade.can_collect(other, 0)
    stop(other, 0, (3, 1))
    assert trade.can_collect(other, 0)


def test_spice_limit_of_a_port():
    state = dealt()
    two_tile_island(state)
    assert ports.trade_lands(state, (3, 0)) == 2
    assert ports.trade_lands(state, state.home[0]) == 2  # the start island counts as 2 lands, not 9
    assert ports.lands(state, state.home[0]) == 9
