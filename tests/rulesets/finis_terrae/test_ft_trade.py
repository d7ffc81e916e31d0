"""Collecting, salvaging, treasures, redeeming, buying and selling on the real game, with fixed dice
(`dice(state, seed)`: random.Random(2) rolls 6, 6, 1, 1, 6, ...; random.Random(7) rolls 2, 1, 4, 1, ...)."""

from __future__ import annotations

from ft_trade_kit import coins, dealt, dice, lay, stop

from engine.rulesets.finis_terrae import interact, trade
from engine.rulesets.finis_terrae.holds import GALLEON


def island_port(state, owner: int) -> None:
    """A two-tile island east of the start, `owner`'s operational port on (3,0)."""
    lay(state, (3, -1), "cove", 2)
    lay(state, (3, 0), "cove", 0)
    state.ports[(3, 0)] = owner
    state.founded_at[(3, 0)] = 0


def test_collect_and_salvage():
    state = dealt()
    lay(state, (2, 2), "wreck")
    assert state.tokens == {(2, 2): "find"}
    state.dropped[(2, 2)] = [("coins", 4), ("spice", 2)]
    stop(state, 0, (2, 2))
    state.holds[0] = [("coins", 1), None, None, None]
    assert [o for o in interact.options(state, 0) if o[0] in ("collect", "salvage")] == [
        ("collect",), ("salvage", 0), ("salvage", 1)]
    interact.apply(state, 0, ("salvage", 1))
    interact.apply(state, 0, ("collect",))
    interact.apply(state, 0, ("salvage", 0))
    assert state.holds[0] == [("coins", 1), ("spice", 2), ("find", 1), ("coins", 4)]
    assert state.dropped == {} and state.tokens == {}


def test_the_galleon_collects_into_its_own_hold():
    state = dealt()
    lay(state, (2, 2), "castaway-isle")
    state.galleon = (2, 2)
    state.jolly = 1
    state.galleon_hold = [("coins", 3), ("coins", 3), None, None]
    assert interact.options(state, GALLEON) == [("collect",), ("done",)]
    interact.apply(state, GALLEON, ("collect",))
    assert state.galleon_hold == [("coins", 3), ("coins", 3), ("castaway", 1), None]
    event = state.events[-1]
    assert (event.kind, event.player, event.data) == ("collect", 1, {"token": "castaway", "ship": "galleon"})


def test_treasure_coins_take_its_place():
    state = dealt()
    stop(state, 0, (2, 2))
    state.holds[0] = [("treasure", 2), ("coins", 1), ("spice", 1), ("find", 1)]  # a full hold
    dice(state, 7)  # 2, 1, 4, 1: two treasures, two dice each
    assert ("treasure", 0) in interact.options(state, 0)
    interact.apply(state, 0, ("treasure", 0))
    assert state.holds[0] == [("coins", 8), ("coins", 1), ("spice", 1), ("find", 1)]
    assert state.kept[0]["treasure"] == 2
    assert state.coffer == -8
    assert state.events[-1].data["rolls"] == [2, 1, 4, 1]


def test_redeem_market_plus_die_times_tokens():
    state = dealt()
    island_port(state, 1)
    stop(state, 0, (3, 0))
    state.market = 3
    state.holds[0] = [("castaway", 2), ("find", 1), ("coins", 2), ("spice", 1)]
    assert trade.redeems(state, 0) == [("redeem", 0), ("redeem", 1)]
    dice(state, 7)
    interact.apply(state, 0, ("redeem", 0))  # (3 + 2) x 2
    interact.apply(state, 0, ("redeem", 1))  # (3 + 1) x 1
    assert state.holds[0] == [("coins", 10), ("coins", 4), ("coins", 2), ("spice", 1)]
    assert state.kept[0] == {"castaway": 2, "find": 1, "treasure": 0, "spice": 0}
    assert trade.redeems(state, 0) == []


def test_buy_limits():
    state = dealt()
    island_port(state, 0)
    stop(state, 0, (3, 0))
    state.market = 4
    state.holds[0] = [("coins", 9), None, None, None]
    assert trade.buys(state, 0) == [("buy", 1), ("buy", 2)]  # two land tiles; 9 coins buy 2 at 4
    interact.apply(state, 0, ("buy", 2))
    assert state.holds[0] == [("coins", 1), ("spice", 2), None, None]
    assert (state.spices, state.coffer, state.stats["spices_bought"]) == (13, 8, 2)
    assert trade.buys(state, 0) == []  # once a stop
    stop(state, 0, (3, 0), new_turn=False)
    state.holds[0] = [("coins", 8), ("spice", 2), ("find", 1), ("castaway", 1)]
    assert trade.buys(state, 0) == [("buy", 2)]  # paying 8 empties the coin compartment: room for 2 only
    state.spices = 1
    assert trade.buys(state, 0) == []  # 1 spice costs 4: the coins stay, no room
    state.holds[0][3] = None
    assert trade.buys(state, 0) == [("buy", 1)]  # the supply's last spice


def test_buy_only_in_the_own_port_and_the_start_island_counts_two():
    state = dealt()
    island_port(state, 1)
    stop(state, 0, (3, 0))
    assert trade.buys(state, 0) == []
    stop(state, 0, state.home[0])
    state.market = 1
    assert trade.buys(state, 0) == [("buy", 1), ("buy", 2)]


def test_sell_per_compartment_and_limit():
    state = dealt()
    island_port(state, 1)
    stop(state, 0, (3, 0))
    state.market = 3
    state.holds[0] = [("spice", 3), ("spice", 1), None, None]
    assert trade.sells(state, 0) == [("sell", 0), ("sell", 1)]
    dice(state, 2)  # 6, 6
    interact.apply(state, 0, ("sell", 0))  # 2 of the 3 (the island's 2 lands): (3 + 6) x 2, into an empty one
    assert state.holds[0] == [("spice", 1), ("spice", 1), ("coins", 18), None]
    assert trade.sells(state, 0) == []  # the stop's limit is reached
    assert (state.kept[0]["spice"], state.stats["spices_sold"], state.stats["sale_prices"]) == (2, 2, [9])
    stop(state, 0, (3, 0), new_turn=False)
    interact.apply(state, 0, ("sell", 1))  # the whole compartment: the coins take its place
    assert state.holds[0] == [("spice", 1), ("coins", 9), ("coins", 18), None]
    event = state.events[-1]
    assert (event.kind, event.data) == ("sell", {"spices": 1, "roll": 6, "market": 3, "coins": 9, "to": 1})


def test_no_sale_in_the_own_port_nor_partial_without_room():
    state = dealt()
    island_port(state, 0)
    stop(state, 0, (3, 0))
    state.holds[0] = [("spice", 2), None, None, None]
    assert trade.sells(state, 0) == []
    state.ports[(3, 0)] = 1
    state.holds[0] = [("spice", 3), ("coins", 1), ("find", 1), ("castaway", 1)]
    assert trade.sells(state, 0) == []  # 2 of 3 would leave spices and the coins no room


def test_no_spice_trade_once_the_supply_is_out():
    state = dealt()
    island_port(state, 1)
    state.spices = 0
    stop(state, 0, (3, 0))
    state.holds[0] = [("spice", 1), ("coins", 10), None, None]
    assert trade.sells(state, 0) == []
    stop(state, 1, (3, 0))
    assert trade.buys(state, 1) == []


def test_pirates_neither_trade_nor_redeem_but_keep_and_open_treasures():
    state = dealt()
    island_port(state, 1)
    lay(state, (2, 2), "castaway-isle")
    stop(state, 0, (3, 0))
    state.pirate[0] = True
    state.holds[0] = [("spice", 1), ("castaway", 1), ("treasure", 1), None]
    assert interact.options(state, 0) == [("treasure", 2), ("done",)]
    state.holds[0][3] = None
    stop(state, 0, (2, 2))
    assert ("collect",) in interact.options(state, 0)
    assert coins(state, 0) == 0
