"""Strategy cards: playing, one active effect, durations, re-rolls by discarding (rulebook p. 21)."""

from __future__ import annotations

from rules_helpers import deal_exploration, last, lay, new_state, perform, put


def _hand(state, seat, *card_ids):
    p = state.players[seat]
    for card_id in card_ids:
        card = next(c for c in p.deck if c.id == card_id)
        p.deck.remove(card)
        p.hand.append(card)
    state._advance()


def test_strategy_cards_need_the_captain_on_the_board():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    _hand(state, 0, "sealed-orders")
    assert not any(a[0] == "play" for a in state.legal_actions())
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), captains=1)
    state._advance()
    assert ("play", "sealed-orders") in state.legal_actions()


def test_a_new_card_covers_the_active_one_and_both_are_discarded_when_it_is_resolved():
    """p. 21: Alex plays a card lasting his turn, then an instant card on top: the first effect ends."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    p = state.players[0]
    p.mission = None
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), captains=1)
    _hand(state, 0, "spoils-of-conquest", "friendly-merchantman")
    state.apply_action(("play", "spoils-of-conquest"))
    assert p.active.id == "spoils-of-conquest" and p.active_until == "turn"
    state.apply_action(("play", "friendly-merchantman"))
    assert (p.sea_gold, p.sea_rations) == (1, 1)
    assert p.active is None and [c.id for c in p.discard] == ["spoils-of-conquest", "friendly-merchantman"]
    assert last(state, "play").data["covers"] == "spoils-of-conquest"


def test_a_turn_long_card_ends_with_the_turn():
    state = new_state(("conquistadores", "yoruba", "chasseurs"))
    p = state.players[0]
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), captains=1, soldiers=1)
    _hand(state, 0, "double-time-march")
    state.apply_action(("play", "double-time-march"))
    p.rations = 1
    perform(state, "move")
    lay(state, (4, 2), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 2), camps=1)
    state.apply_action(("target", (4, 2)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    assert p.rations == 1  # 1 ration less per area: free
    state.apply_action(("done",))
    state.apply_action(("done",))
    assert p.active is None and last(state, "card_expired").data == {"card": "double-time-march"}


def test_a_strategy_card_may_be_discarded_to_reroll_dice():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    p = state.players[0]
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1, captains=1)
    lay(state, (4, 4), "minion-1", 1, "red", [])
    deal_exploration(state, "scavengers-strike")
    _hand(state, 0, "sealed-orders")
    state.script_dice([1, 2, 2, 6])  # attacker D8 1 and 2D6 against the minion's 6
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("move_from", (4, 3), "captain"))
    state.apply_action(("done",))
    state.apply_action(("ready",))  # nothing played before the roll
    assert state.legal_actions() == [("discard_reroll", "sealed-orders"), ("keep",)]
    state.apply_action(("discard_reroll", "sealed-orders"))
    assert [c.id for c in p.discard] == ["sealed-orders"]
    state.apply_action(("mark", 8, 1))
    state.apply_action(("mark", 6, 2))
    state.script_dice([7, 3])
    state.apply_action(("roll",))
    reroll = last(state, "reroll")
    assert reroll.data["before"] == ["d8:1", "d6:2", "d6:2"] and reroll.data["after"] == ["d8:7", "d6:3", "d6:2"]
    assert last(state, "combat_round").data["winner"] == "attacker"


def test_only_one_reroll_by_discarding_per_round():
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1, captains=1)
    lay(state, (4, 4), "minion-1", 1, "red", [])
    deal_exploration(state, "scavengers-strike")
    _hand(state, 0, "sealed-orders", "dry-powder")
    state.script_dice([1, 2, 2, 6])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("move_from", (4, 3), "captain"))
    state.apply_action(("done",))
    state.apply_action(("ready",))
    state.apply_action(("discard_reroll", "sealed-orders"))
    state.apply_action(("roll",))  # nothing marked: nothing re-rolled
    assert not any(a[0] == "discard_reroll" for a in state.legal_actions())
