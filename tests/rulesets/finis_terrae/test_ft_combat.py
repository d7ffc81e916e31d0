"""Fights on the real game: who fights whom, the dice with the pirate's bonus and rerolled ties, the
loot, the sinking of an empty hold (ft-board's wreck procedure) and the galleon's bonus token.
Fixed dice: random.Random(2) rolls 6, 6, 1, 1; random.Random(7) rolls 2, 1, 4, 1; random.Random(3)
rolls 2, 4, 3, 4, 4, 1, 1, 6."""

from __future__ import annotations

from ft_trade_kit import dealt, dice, lay, stop

from engine.rulesets.finis_terrae import combat, flow
from engine.rulesets.finis_terrae.holds import GALLEON


def test_who_fights_whom():
    state = dealt(3)
    lay(state, (2, 2), "open-sea")
    state.ships[1] = (2, 2)
    stop(state, 0, (2, 2))
    assert combat.target(state, 0) is None  # explorers never fight explorers
    state.pirate[1] = True
    assert combat.target(state, 0) == 1  # an explorer attacks a pirate
    state.pirate[1] = False
    state.pirate[0] = True
    assert combat.target(state, 0) == 1  # a pirate attacks an explorer
    state.ships[2] = (2, 2)
    state.pirate[0] = False
    state.pirate[2] = True
    assert combat.target(state, 0) == 2  # the pirate among them
    state.galleon = (2, 2)
    state.jolly = 2
    assert combat.target(state, 0) == GALLEON  # the galleon first
    assert combat.target(state, GALLEON) == 0  # the galleon: the first seat after its controller


def test_no_fight_at_a_fort():
    state = dealt()
    lay(state, (3, 3), "fort")
    state.ships[1] = (3, 3)
    state.pirate[1] = True
    stop(state, 0, (3, 3))
    assert combat.on_arrival(state, 0) is None
    assert state.stats["fights"] == 0


def test_the_winner_loots_a_compartment():
    state = dealt()
    lay(state, (2, 2), "open-sea")
    state.ships[1] = (2, 2)
    state.pirate[1] = True
    state.holds[0] = [("coins", 4), None, None, None]
    state.holds[1] = [("spice", 3), ("coins", 2), None, None]
    stop(state, 0, (2, 2))
    dice(state, 2)  # the explorer 6+6 against the pirate 1+1+1
    options = combat.on_arrival(state, 0)
    assert options == [("loot", 0), ("loot", 1), ("dump", 0), ("dump", 1), ("done",)]
    assert state.ctx["fight"] == (0, 1) and combat.chooser(state) == 0
    fight = state.events[-1]
    assert (fight.kind, fight.data) == ("fight", {"against": 1, "rolls": [[[6, 6], [1, 1]]], "winner": 0})
    combat.loot(state, ("loot", 0))
    assert state.holds[0] == [("coins", 4), ("spice", 3), None, None]
    assert state.holds[1] == [None, ("coins", 2), None, None]
    assert "fight" not in state.ctx and state.stats["fights"] == 1


def test_ties_are_rolled_again_and_pirates_add_one():
    state = dealt()
    lay(state, (2, 2), "open-sea")
    state.ships[1] = (2, 2)
    state.holds[1] = [("find", 1), None, None, None]
    state.holds[0] = [("coins", 1), ("coins", 1), ("coins", 1), ("coins", 1)]
    state.pirate[0] = True
    stop(state, 0, (2, 2))
    dice(state, 3)  # 2+4+1 = 3+4: tied; then 4+1+1 against 1+6: the explorer wins
    options = combat.on_arrival(state, 0)
    assert state.events[-1].data == {"against": 1, "rolls": [[[2, 4], [3, 4]], [[4, 1], [1, 6]]], "winner": 1}
    assert combat.chooser(state) == 1
    assert options == [("loot", i) for i in range(4)] + [("dump", i) for i in range(4)] + [("done",)]
    combat.loot(state, ("dump", 2))
    assert state.holds[0] == [("coins", 1), ("coins", 1), None, ("coins", 1)] and state.coffer == 1


def test_a_full_winner_throws_its_own_compartment_to_loot():
    state = dealt()
    lay(state, (2, 2), "open-sea")
    state.ships[1] = (2, 2)
    state.pirate[1] = True
    state.holds[0] = [("coins", 1), ("spice", 1), ("find", 1), ("castaway", 1)]
    state.holds[1] = [("coins", 9), None, None, None]
    stop(state, 0, (2, 2))
    dice(state, 2)
    options = combat.on_arrival(state, 0)
    assert options == [("loot", 0, j) for j in range(4)] + [("dump", 0), ("done",)]
    combat.loot(state, ("loot", 0, 1))
    assert state.holds[0] == [("coins", 1), ("coins", 9), ("find", 1), ("castaway", 1)]
    assert state.spices == 16  # the spice thrown overboard back in the supply


def test_an_empty_hold_sinks_and_the_galleon_gives_a_bonus():
    state = dealt()
    lay(state, (2, 2), "den")  # the galleon enters the sea here with 6 coins
    state.jolly = 1
    state.galleon_hold = [None] * 4
    state.coffer -= 6  # its coins thrown away beforehand
    stop(state, 0, (2, 2))
    dice(state, 2)  # the explorer wins
    todo = list(state.todo)
    assert combat.on_arrival(state, 0) is None
    assert state.bonus == [1, 0] and state.stats["sinkings"] == 1
    assert [e.kind for e in state.events[-3:]] == ["fight", "sunk", "bonus"]
    assert state.todo == [("wreck", GALLEON, "sunk", (2, 2))] + todo
    state.stage = None
    flow.run(state)  # ft-board's wreck procedure: one den, so the galleon is back on it, refilled
    assert state.galleon == (2, 2) and state.galleon_hold == [("coins", 3), ("coins", 3), None, None]


def test_a_sunk_seat_takes_a_malus_and_goes_home():
    state = dealt()
    lay(state, (2, 2), "open-sea")
    state.ships[1] = (2, 2)
    state.holds[1] = [None] * 4
    state.bank[1] = 0
    state.pirate[0] = True
    stop(state, 0, (2, 2))
    dice(state, 2)
    assert combat.on_arrival(state, 0) is None
    assert state.bonus == [0, 0]  # only the galleon's sinking earns a bonus
    state.stage = None
    flow.run(state)
    assert (state.ships[1], state.malus, state.holds[1][0]) == (state.home[1], [0, 1], ("coins", 6))


def test_the_red_flags_holder_never_fights_the_galleon_it_sails():
    """The holder of the red flag plays the galleon's side: its own ship ending on the galleon, or the
    galleon ending on its ship, is no fight (else it would roll against itself, and sink its own empty
    galleon for a bonus token)."""
    state = dealt(3)
    lay(state, (2, 2), "den")
    state.jolly = 0
    state.galleon_hold = [None] * 4
    stop(state, 0, (2, 2))
    assert combat.target(state, 0) is None  # its own ship on the galleon
    assert combat.on_arrival(state, 0) is None and state.bonus == [0, 0, 0] and state.stats["fights"] == 0
    assert combat.target(state, GALLEON) is None  # the galleon on its holder's ship
    state.ships[1] = (2, 2)
    assert combat.target(state, GALLEON) == 1  # another seat there is attacked
    assert combat.target(state, 1) == GALLEON  # and attacks it
    state.jolly = 1
    assert combat.target(state, 0) == GALLEON  # once the flag has passed on, a fight again
