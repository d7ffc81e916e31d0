"""The interactions and fights through the game's own flow (ft-board's queue): a move that ends on a
tile opens the interact stage with exactly `interact.options`, the stop ends on ("done",) or when
nothing is left, and a fight's loot is the winner's decision (the galleon's controller's for it)."""

from __future__ import annotations

from ft_trade_kit import dealt, dice, lay, stop

from engine.rulesets.finis_terrae import combat, flow, interact
from engine.rulesets.finis_terrae.holds import GALLEON
from engine.rulesets.finis_terrae.model import Opening


def first_move(state):
    """Play the first legal choices until the first player's first move of day 1."""
    while not (state.stage == "move" and state.actor == state.first):
        legal = state.legal_actions()
        state.apply_action(("die", "common") if state.stage == "die" else legal[0])
    return state.first


def test_a_move_onto_a_castaway_island_opens_the_stop():
    state = dealt(opening=(Opening("castaway-isle", (2, 0), 0),))
    seat = first_move(state)
    assert state.ships[seat] == (1, 0) and ("move", 2, 0) in state.legal_actions()
    state.apply_action(("move", 2, 0))
    assert state.stage == "interact" and state.actor == seat
    assert state.legal_actions() == interact.options(state, seat) == [("found",), ("collect",), ("done",)]
    state.apply_action(("collect",))  # nothing is left to do here this turn: the stop ends by itself
    assert state.holds[seat] == [("coins", 20), ("castaway", 1), None, None]
    assert state.stage == "move" and (2, 0) not in state.tokens  # the second move of the sunny day


def test_done_ends_the_stop():
    state = dealt(opening=(Opening("castaway-isle", (2, 0), 0),))
    seat = first_move(state)
    state.apply_action(("move", 2, 0))
    state.apply_action(("done",))
    assert (state.stage, state.actor) == ("move", seat)
    assert state.tokens[(2, 0)] == "castaway" and state.ports == {state.home[0]: 0, state.home[1]: 1}


def test_the_galleon_wins_and_its_controller_loots_into_its_hold():
    state = dealt()
    lay(state, (2, 2), "den")  # the galleon enters here with 3 + 3 coins
    state.jolly = 0
    state.ships[1] = (2, 2)
    state.holds[1] = [("spice", 2), None, None, None]
    state.galleon = (2, 2)
    dice(state, 2)  # the galleon 6+6+1 against 1+1
    options = combat.on_arrival(state, GALLEON)
    assert options == [("loot", 0), ("dump", 0), ("done",)] and combat.chooser(state) == 0
    state.stage = "loot"
    state.actor = 0
    state.todo[0:0] = [("interact", GALLEON, 0, (2, 2))]
    assert state.legal_actions() == options
    state.apply_action(("loot", 0))
    assert state.galleon_hold == [("coins", 3), ("coins", 3), ("spice", 2), None]
    assert state.holds[1] == [None] * 4 and "fight" not in state.ctx


def test_an_explorer_ending_on_the_galleon_fights_before_its_stop():
    state = dealt()
    lay(state, (2, 2), "den")
    state.jolly = 1
    stop(state, 0, (2, 2))
    dice(state, 7)  # the explorer 2+1 against the galleon 4+1+1: the galleon wins, takes the coins
    state.stage = None
    state.todo[0:0] = [("arrive", 0, 0, (2, 2))]
    flow.run(state)
    assert (state.stage, state.actor) == ("loot", 1)
    assert state.legal_actions() == [("loot", 0), ("dump", 0), ("done",)]
    state.apply_action(("loot", 0))
    assert state.galleon_hold == [("coins", 3), ("coins", 3), ("coins", 20), None]
    assert state.holds[0] == [None] * 4
