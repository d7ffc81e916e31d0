"""Holds on the real game: one kind per compartment, every load into an empty one, jettison, payments,
and rearranging (merge, split, bank, withdraw) only in the seat's own port, one way per stop."""

from __future__ import annotations

from ft_trade_kit import dealt, lay, stop

from engine.rulesets.finis_terrae import holds, interact


def rearranging(options) -> list:
    return [o for o in options if o[0] in ("merge", "split", "bank", "withdraw")]


def test_every_load_takes_an_empty_compartment():
    state = dealt()
    lay(state, (2, -1), "castaway-isle")
    stop(state, 0, (2, -1))
    state.holds[0] = [("coins", 5), ("castaway", 1), None, None]
    assert ("collect",) in interact.options(state, 0)
    assert interact.apply(state, 0, ("collect",)) is False  # nothing more to do here this turn
    assert state.holds[0] == [("coins", 5), ("castaway", 1), ("castaway", 1), None]
    assert state.tokens == {}
    with_no_room = [("coins", 1), ("spice", 1), ("find", 1), ("castaway", 1)]
    assert holds.free(with_no_room) is None


def test_a_full_hold_collects_nothing_until_a_compartment_is_thrown_overboard():
    state = dealt()
    lay(state, (2, -1), "treasure-isle")
    stop(state, 0, (2, -1))
    state.holds[0] = [("coins", 20), ("spice", 2), ("find", 1), ("castaway", 1)]
    options = interact.options(state, 0)
    assert ("collect",) not in options
    assert [o for o in options if o[0] == "jettison"] == [("jettison", 0), ("jettison", 1), ("jettison", 2),
                                                         ("jettison", 3)]
    interact.apply(state, 0, ("jettison", 1))
    assert state.holds[0] == [("coins", 20), None, ("find", 1), ("castaway", 1)]
    interact.apply(state, 0, ("collect",))
    assert state.holds[0][1] == ("treasure", 1)


def test_jettison_returns_cargo_to_its_supply():
    state = dealt()
    state.holds[0] = [("coins", 7), ("spice", 2), ("find", 1), ("castaway", 1)]
    state.spices = 10
    supply = state.token_supply["find"]
    stop(state, 0, (2, 2))
    assert [o for o in interact.options(state, 0) if o[0] == "jettison"] == [("jettison", i) for i in range(4)]
    for i in (0, 1, 2):
        holds.jettison(state, 0, i)
    assert state.holds[0] == [None, None, None, ("castaway", 1)]
    assert [o for o in interact.options(state, 0) if o[0] == "jettison"] == []  # only a full hold throws cargo
    assert (state.coffer, state.spices, state.token_supply["find"]) == (7, 12, supply + 1)
    assert [e.kind for e in state.events[-3:]] == ["jettison"] * 3


def test_payment_takes_the_smallest_compartments_first():
    state = dealt()
    state.holds[0] = [("coins", 7), ("coins", 3), ("spice", 2), ("coins", 4)]
    assert holds.pay(state, 0, 6) is True
    assert state.holds[0] == [("coins", 7), None, ("spice", 2), ("coins", 1)]
    assert state.coffer == 6
    assert holds.pay(state, 0, 9) is False
    assert state.coffer == 6


def test_rearranging_only_in_the_own_port():
    state = dealt()
    home = state.home[0]
    stop(state, 0, home)
    state.holds[0] = [("coins", 3), ("coins", 2), None, None]
    state.bank[0] = 2
    assert rearranging(interact.options(state, 0)) == [
        ("merge", 0, 1), ("split", 0, 1), ("split", 0, 2), ("split", 1, 1),
        ("bank", 0), ("bank", 1), ("withdraw", 1), ("withdraw", 2)]
    stop(state, 0, state.home[1])  # another seat's home port
    assert rearranging(interact.options(state, 0)) == []


def test_a_stop_rearranges_one_way():
    state = dealt()
    stop(state, 0, state.home[0])
    state.holds[0] = [("coins", 3), ("coins", 2), None, None]
    state.bank[0] = 4
    interact.apply(state, 0, ("merge", 0, 1))
    assert state.holds[0] == [("coins", 5), None, None, None]
    interact.apply(state, 0, ("bank", 0))
    assert (state.holds[0], state.bank[0]) == ([None, None, None, None], 9)
    assert rearranging(interact.options(state, 0)) == []  # no split after a merge, no withdrawal after banking
    stop(state, 0, state.home[0], new_turn=False)  # the next move's stop
    assert ("withdraw", 9) in interact.options(state, 0)
    interact.apply(state, 0, ("withdraw", 4))
    assert (state.holds[0], state.bank[0]) == ([("coins", 4), None, None, None], 5)
    interact.apply(state, 0, ("split", 0, 1))
    assert state.holds[0] == [("coins", 3), ("coins", 1), None, None]
    assert [o for o in interact.options(state, 0) if o[0] in ("merge", "bank")] == []


def test_a_pirate_bank_is_frozen():
    state = dealt()
    stop(state, 0, state.home[0])
    state.holds[0] = [("coins", 3), ("coins", 2), None, None]
    state.bank[0] = 4
    state.pirate[0] = True
    assert rearranging(interact.options(state, 0)) == [("merge", 0, 1), ("split", 0, 1), ("split", 0, 2),
                                                       ("split", 1, 1)]


def test_interact_says_done_last_and_ends_on_done():
    state = dealt()
    stop(state, 0, (2, 2))
    lay(state, (2, 2), "open-sea")
    state.holds[0] = [None] * 4
    assert interact.options(state, 0) == [("done",)]
    assert interact.apply(state, 0, ("done",)) is False
