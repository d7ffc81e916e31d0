"""Turning pirate and back on the real game: any time of the seat's turn (the move stage offers it
too), the fee at a start-island port (any seat's) from the hold, which ends the turn."""

from __future__ import annotations

from ft_trade_kit import coins, dealt, lay, stop

from engine.rulesets.finis_terrae import interact, pirates


def test_turn_and_return():
    state = dealt()
    lay(state, (2, 2), "open-sea")
    stop(state, 0, (2, 2))
    assert pirates.may_turn(state, 0)
    pirates.turn(state, 0)
    assert state.pirate == [True, False] and state.stats["pirate_turns"] == 1
    assert not pirates.may_turn(state, 0)
    assert not pirates.may_return(state, 0)  # not on the start island
    stop(state, 0, state.home[1])  # another seat's home port will do
    assert ("return",) in interact.options(state, 0)
    assert interact.apply(state, 0, ("return",)) is False
    assert (state.pirate, state.turn_over, coins(state, 0), state.coffer) == ([False, False], True, 15, 5)
    event = state.events[-1]
    assert (event.kind, event.data) == ("return", {"fee": 5})


def test_the_fee_comes_from_the_hold():
    state = dealt()
    state.pirate[0] = True
    stop(state, 0, state.home[0])
    state.holds[0] = [("coins", 4), None, None, None]
    state.bank[0] = 100
    assert not pirates.may_return(state, 0)
    state.holds[0][1] = ("coins", 1)
    assert pirates.may_return(state, 0)


def test_the_move_stage_offers_the_flag():
    state = dealt()
    while state.stage != "move":
        state.apply_action(state.legal_actions()[0])
    seat = state.actor
    assert state.legal_actions()[-1] == ("pirate",)
    state.apply_action(("pirate",))
    assert state.stage == "move" and state.pirate[seat] and ("pirate",) not in state.legal_actions()
