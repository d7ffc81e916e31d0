"""Storms and wrecks (weather.py, wreck.py): who a storm pushes, who is sheltered (ports for explorers,
the den for pirates, a lighthouse island's whole coast), what wrecks a ship (rocks, land, the edge of
the laid sea), and the wreck procedure (the cargo left on the sea, the malus, home with fresh coins,
coins from the bank; the galleon to a den of its controller's choice); exact values."""

from __future__ import annotations

import random

from ft_sea_fixture import new_state, settle

from engine.rulesets.finis_terrae import flow, wreck
from engine.rulesets.finis_terrae.sea import lay
from engine.rulesets.finis_terrae.weather import push_ship

ROW = 5  # a row of hand-laid tiles away from the start island


def stormy():
    """A settled 2-player game (seed 1: seat 1 first, home ports (1, 0) and (-1, -1), 20 coins aboard each)
    with hand-laid tiles on row 5."""
    state = new_state(2, seed=1)
    settle(state)
    for x, tile, rotation in ((0, "open-sea", 0), (1, "open-sea", 0), (5, "open-sea", 0), (6, "rocks", 3),
                              (8, "cove", 1), (9, "cove", 3), (11, "lighthouse", 1), (12, "cove", 3),
                              (13, "open-sea", 0)):
        lay(state, -1, (x, ROW), tile, rotation)
    return state


def test_the_wind_moves_a_ship_sea_to_sea_and_wrecks_it_off_the_laid_sea():
    state = stormy()
    state.ships[0] = (0, ROW)
    assert push_ship(state, 0, "east") is False and state.ships[0] == (1, ROW)
    assert push_ship(state, 0, "east") is True and state.ships[0] == (1, ROW)  # (2, 5) is empty
    assert state.events[-1].data == {"to": None, "wind": "east", "against": "edge of the sea"}


def test_rocks_and_land_wreck_a_ship_unless_a_lighthouse_shields_the_island():
    state = stormy()
    state.ships[0] = (5, ROW)
    assert push_ship(state, 0, "east") is True and state.events[-1].data["against"] == "rock"
    state.ships[0] = (8, ROW)  # on a coast tile whose own land lies east: the island {8, 9}
    assert push_ship(state, 0, "east") is True and state.events[-1].data["against"] == "land"
    # the island {11, 12} has a lighthouse: its whole coast is shielded
    state.ships[0] = (12, ROW)
    assert state.sea.region((12, ROW)).cells == frozenset({(11, ROW), (12, ROW)})
    assert push_ship(state, 0, "west") is False and state.ships[0] == (12, ROW)
    assert state.events[-1].kind == "sheltered" and state.events[-1].data == {"by": "lighthouse"}
    assert push_ship(state, 0, "east") is False and state.ships[0] == (13, ROW)  # sea to sea: it sails


def test_ports_shelter_explorers_and_the_den_shelters_pirates():
    state = stormy()
    assert state.ships == [(-1, -1), (1, 0)]
    assert push_ship(state, 0, "west") is False and state.ships[0] == (-1, -1)  # in its home port
    state.pirate[1] = True
    assert push_ship(state, 1, "east") is True  # a pirate in a port is not sheltered: pushed off the sea
    lay(state, 1, (3, ROW), "den", 0)
    assert state.galleon == (3, ROW) and state.jolly == 1
    assert push_ship(state, "galleon", "north") is False and state.galleon == (3, ROW)
    assert state.events[-1].data == {"by": "den", "ship": "galleon"}
    state.ships[1] = (3, ROW)
    assert push_ship(state, 1, "north") is False  # a pirate seat moored in the den too
    state.pirate[1] = False
    assert push_ship(state, 1, "north") is True  # an explorer is not: nothing laid north of the den


def run_queue(state, *steps) -> None:
    state.stage = None
    state.ctx = {}
    state.todo = [*steps, ("end",)]
    flow.run(state)


def test_a_wreck_leaves_one_compartment_loses_the_rest_and_sends_the_ship_home():
    state = stormy()
    state.ships[0] = (1, ROW)
    state.holds[0] = [("coins", 5), ("spice", 2), None, ("find", 1)]
    state.spices -= 2
    state.token_supply["find"] -= 1
    state.bank[0] = 7
    state.coffer = 15  # the 15 coins of the 20 loaded that the hold no longer has
    state.todo = [("end",)]
    wreck.wreck(state, 0, "storm")
    assert state.todo == [("wreck", 0, "storm", (1, ROW)), ("end",)]
    run_queue(state, *state.todo[:1])
    assert state.stage == "drop" and state.actor == 0
    assert state.legal_actions() == [("drop", 0), ("drop", 1), ("drop", 3)]
    state.apply_action(("drop", 1))
    assert state.dropped == {(1, ROW): [("spice", 2)]}
    assert state.holds[0] == [("coins", 6), None, None, None] and state.ships[0] == (-1, -1)
    assert state.malus == [1, 0] and state.stats["wrecks"] == [1, 0]
    assert state.token_supply["find"] == 5 and state.spices == 13
    assert state.coffer == 15 + 5 - 6
    assert state.stage == "load" and state.legal_actions() == [("load", n) for n in range(8)]
    state.apply_action(("load", 4))
    assert state.holds[0] == [("coins", 6), ("coins", 4), None, None] and state.bank[0] == 3
    assert state.stage == "load" and state.legal_actions() == [("load", n) for n in range(4)]  # divided
    assert [e.kind for e in state.events if e.kind in ("wreck", "home-again", "load")][-3:] == \
        ["wreck", "home-again", "load"]


def test_one_full_compartment_is_left_without_asking_and_an_empty_hold_leaves_nothing():
    state = stormy()
    state.ships[1] = (0, ROW)
    state.holds[1] = [None, ("coins", 20), None, None]
    state.bank[1] = 0
    run_queue(state, ("wreck", 1, "sunk", (0, ROW)))
    assert state.dropped == {(0, ROW): [("coins", 20)]} and state.holds[1] == [("coins", 6), None, None, None]
    assert state.malus == [0, 1] and state.stats["wrecks"] == [0, 0]  # a sinking is counted by the fight
    state.holds[1] = [None] * 4
    state.coffer += 6
    run_queue(state, ("wreck", 1, "storm", (1, 0)))
    assert state.dropped == {(0, ROW): [("coins", 20)]} and state.malus == [0, 2]


def test_the_wrecked_galleon_goes_to_a_den_its_controller_chooses():
    state = stormy()
    lay(state, 0, (3, ROW), "den", 0)
    lay(state, 1, (7, ROW + 1), "den", 0)
    assert state.galleon == (3, ROW) and state.jolly == 1
    state.galleon_hold = [("coins", 3), None, ("treasure", 1), None]
    state.token_supply["treasure"] -= 1
    run_queue(state, ("wreck", "galleon", "storm", (3, ROW)))
    assert state.stage == "drop" and state.actor == 1
    state.apply_action(("drop", 2))
    assert state.dropped == {(3, ROW): [("treasure", 1)]}
    assert state.galleon_hold == [("coins", 3), ("coins", 3), None, None]
    assert state.stage == "den" and state.legal_actions() == [("den", 3, ROW), ("den", 7, ROW + 1)]
    state.apply_action(("den", 7, ROW + 1))
    assert state.galleon == (7, ROW + 1) and state.malus == [0, 0] and state.stats["galleon_wrecks"] == 1


def test_a_storm_pushes_every_ship_and_settles_the_wrecks_in_turn_order():
    state = stormy()
    state.ships = [(1, ROW), (0, ROW)]  # seat 1 first: it sails to (1, 5); seat 0 off the sea
    state.holds[0] = [("coins", 20), None, None, None]
    state.bank[0] = 0
    state.stage, state.ctx, state.todo = None, {}, [("storm",), ("end",)]
    copy = state.clone(rng=random.Random(0))  # its wind blows east
    flow.run(copy)
    assert copy.ships == [(-1, -1), (1, ROW)] and copy.malus == [1, 0]
    assert copy.dropped == {(1, ROW): [("coins", 20)]} and copy.stats["wrecks"] == [1, 0]
    at = next(i for i, e in enumerate(copy.events) if e.kind == "storm")
    assert [(e.kind, e.player) for e in copy.events[at:]] == [
        ("storm", 1), ("pushed", 1), ("pushed", 0), ("wreck", 0), ("home-again", 0), ("end", -1)]


def test_the_galleon_in_a_port_is_underway_and_pushed():
    """"The Pirate Galleon parked in a square containing any player's port is considered to be
    underway": no port shelters it, only a den."""
    state = stormy()
    lay(state, 1, (3, ROW), "den", 0)
    state.galleon = (1, 0)  # on seat 1's home port, nothing laid east of it
    assert (1, 0) in state.ports
    assert push_ship(state, "galleon", "east") is True
    assert state.events[-1].data == {"to": None, "wind": "east", "against": "edge of the sea", "ship": "galleon"}
