"""Issue 11: the competitive rules to the letter. Each test is built from the rulebook's wording
(strategy cards p. 21 and p. 24, move p. 13, river p. 17, abandon p. 20, trade p. 24, missions
p. 22, combat p. 18, bonus p. 11, supply p. 14, mountain p. 17) and failed before its fix."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.cards import owned, playable
from engine.rulesets.isles_of_terror.scoring import advance_progress
from rules_helpers import at, card, deal_exploration, kinds, last, lay, new_state, perform, put


def _own(state, seat, coord, soldiers=0, captains=0, camps=0):
    lay(state, coord, "plain", 0, "white", [], explored=True)
    put(state, seat, coord, soldiers=soldiers, captains=captains, camps=camps)


def _strategy(state, card_id):
    """A strategy card object by id (every faction's deck draws on the same core set)."""
    for p in state.players:
        for c in p.deck + p.hand:
            if c.id == card_id:
                return c
    raise AssertionError(card_id)


def _give(state, seat, *card_ids):
    cards = [_strategy(state, cid) for cid in card_ids]
    state.players[seat].hand.extend(cards)


# 1. "Reaction: may be used at any time, even during other player's turns."
def test_a_reaction_card_is_offered_in_another_players_turn():
    state = new_state()
    _own(state, 1, (6, 6), captains=1)  # strategy cards need the captain on the board
    _give(state, 1, "friendly-merchantman")
    state._advance()
    assert state.current_player() == 1
    assert state.legal_actions() == [("pass",), ("play", "friendly-merchantman")]
    state.apply_action(("play", "friendly-merchantman"))
    yoruba = state.players[1]
    assert (yoruba.sea_gold, yoruba.sea_rations) == (1, 1)
    assert state.current_player() == 0 and state.stack[-1].kind == "field"


def test_a_passive_player_who_passes_is_asked_again_only_at_the_next_decision():
    state = new_state()
    _own(state, 1, (6, 6), captains=1)
    _give(state, 1, "friendly-merchantman")
    state._advance()
    state.apply_action(("pass",))
    assert state.current_player() == 0 and state.stack[-1].kind == "field"
    state.apply_action(("field", 0))
    assert state.current_player() == 1 and state.legal_actions()[0] == ("pass",)


def test_a_passive_player_may_play_a_reaction_card_at_their_own_decision_in_another_players_turn():
    """p. 21 "at any time, even during other player's turns": also while Thomas removes figures to a minion
    attack that Alex's exploration drew (the card's effect lasts at most Alex's turn)."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    alex, thomas, denise = state.players
    alex.vp, thomas.vp, denise.vp = 0, 9, 0  # only Thomas is on the threat bar (4+)
    _own(state, 0, (4, 3), soldiers=2)
    _own(state, 1, (1, 2), soldiers=1, captains=1)
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "eyes-in-the-canopy")  # minion attack with 2 dice
    state.script_dice([5, 6])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    _give(state, 1, "friendly-merchantman")  # (given now: no reaction window before Alex's last choice)
    state.apply_action(("done",))
    assert last(state, "minion_attack").data["hits"] == {"1": 2}
    assert state.current_player() == 1 and state.stack[-1].kind == "remove" and state.active == 0
    assert state.legal_actions() == [("remove", (1, 2), "soldier"), ("remove", (1, 2), "captain"),
                                     ("play", "friendly-merchantman")]
    state.apply_action(("play", "friendly-merchantman"))
    assert (thomas.sea_gold, thomas.sea_rations) == (1, 1) and last(state, "play").player == 1
    assert state.current_player() == 1 and state.legal_actions() == [("remove", (1, 2), "soldier"),
                                                                     ("remove", (1, 2), "captain")]
    state.apply_action(("remove", (1, 2), "soldier"))  # the captain goes too: the one choice left, taken
    assert thomas.characters(at(state, (1, 2))) == 0 and len(kinds(state, "figure_removed")) == 2
    assert state.current_player() == 0


def test_an_active_players_own_decisions_without_a_window_offer_no_cards():
    """The active player plays cards at the decisions of their turn that have a window (turn, main, target,
    exploration) and in combats: a removal in their own turn offers none."""
    state = new_state(("red-coats", "yoruba", "chasseurs"))
    alex = state.players[0]
    alex.vp = 9
    _own(state, 0, (4, 3), soldiers=2, captains=1)
    lay(state, (4, 4), "plain", 0, "white", [])
    deal_exploration(state, "eyes-in-the-canopy")
    state.script_dice([5, 6])
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    _give(state, 0, "friendly-merchantman")
    state.apply_action(("done",))
    assert state.current_player() == 0 and state.stack[-1].kind == "remove"
    assert all(a[0] == "remove" for a in state.legal_actions())


def test_no_window_for_a_player_without_a_card_playable_right_then():
    state = new_state()
    _own(state, 1, (6, 6), captains=1)
    _give(state, 1, "sealed-orders", "dry-powder")  # an action card; a card for combats only
    state._advance()
    assert state.current_player() == 0 and state.stack[-1].kind == "field"


# 2. "Then both players may play any of their reaction strategy cards in any order."
def _duel():
    """Red Coats (seat 0) attack Yoruba (seat 1) in (4, 4) from (4, 3); both hold a combat card."""
    state = new_state(("red-coats", "yoruba", "conquistadores"))
    _own(state, 0, (4, 3), soldiers=2, captains=1)
    _own(state, 1, (4, 4), soldiers=1, captains=1)
    _give(state, 0, "dry-powder")
    _give(state, 1, "smoke-and-confusion")
    state._advance()
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    return state


def test_the_attacker_may_answer_the_defenders_card():
    state = _duel()
    assert state.current_player() == 0 and state.legal_actions() == [("ready",), ("play", "dry-powder")]
    state.apply_action(("ready",))
    assert state.current_player() == 1
    state.apply_action(("play", "smoke-and-confusion"))
    assert state.current_player() == 0 and ("play", "dry-powder") in state.legal_actions()
    state.apply_action(("play", "dry-powder"))
    assert [e.data["card"] for e in kinds(state, "play")] == ["smoke-and-confusion", "dry-powder"]


def test_both_passing_in_a_row_ends_the_cards_of_the_round():
    state = _duel()
    state.apply_action(("ready",))
    state.script_dice([8, 6, 1, 1, 1])  # attacker D8 + D6; the defender's captain 2 D6 + soldier D6
    state.apply_action(("ready",))
    assert [e.data["dice"] for e in kinds(state, "dice")] == [["d8:8", "d6:6"], ["d6:1", "d6:1", "d6:1"]]
    assert not kinds(state, "play")


# 3. The rulebook has no cap on strategy cards played in a turn.
def test_six_strategy_cards_in_one_turn():
    state = new_state()
    _own(state, 0, (4, 3), captains=1)
    _give(state, 0, *["friendly-merchantman"] * 6)
    state._advance()
    for _ in range(6):
        state.apply_action(("play", "friendly-merchantman"))
    p = state.players[0]
    assert (p.sea_gold, p.sea_rations) == (6, 6)


# 4. "This is repeated until the active player either decides to end his move action or cannot
#    spend any more rations on moving."
def test_a_move_action_goes_on_while_the_player_can_pay():
    state = new_state()
    p = state.players[0]
    p.rations = 99
    _own(state, 0, (4, 2), soldiers=1, camps=1)  # the camps keep both areas controlled
    _own(state, 0, (4, 3), soldiers=1, camps=1)
    perform(state, "move")
    for i in range(10):
        src, dst = ((4, 2), (4, 3)) if i % 2 == 0 else ((4, 3), (4, 2))
        state.apply_action(("target", dst))
        state.apply_action(("move_from", src, "soldier"))
        state.apply_action(("done",))
    assert p.rations == 89 and not kinds(state, "move_end")
    assert ("target", (4, 3)) in state.legal_actions()


def test_free_movement_back_to_a_position_already_seen_ends_the_action():
    """The guard against an endless action: with Double-Time March a step costs nothing, so the
    action ends when the position repeats (nothing new can be reached from a position seen)."""
    state = new_state()
    p = state.players[0]
    p.rations = 5
    _own(state, 0, (4, 2), soldiers=1, captains=1, camps=1)
    _own(state, 0, (4, 3), soldiers=1, camps=1)
    _give(state, 0, "double-time-march")
    state._advance()
    state.apply_action(("play", "double-time-march"))
    perform(state, "move")
    state.apply_action(("target", (4, 3)))
    state.apply_action(("move_from", (4, 2), "soldier"))
    state.apply_action(("done",))
    assert last(state, "move_end") is None
    state.apply_action(("target", (4, 2)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert p.rations == 5 and last(state, "move_end").data == {"targets": 2, "reason": "position repeated"}


# 5. "River: ... This movement is free and is resolved as a new movement."
def test_characters_move_on_from_one_river_to_another_but_not_back():
    state = new_state()
    first, second, start = (4, 3), (5, 2), (4, 2)
    _own(state, 0, start, soldiers=1)
    river = card("terrain_bag", "river-1")
    lay(state, first, "terrain", 0, "white", [], card=river, explored=True)
    lay(state, second, "terrain", 0, "white", [], card=river, explored=True)
    perform(state, "move")
    state.apply_action(("target", first))
    state.apply_action(("move_from", start, "soldier"))
    state.apply_action(("done",))
    exits = [a[1] for a in state.legal_actions() if a[0] == "river_to"]
    assert second in exits and first not in exits
    state.apply_action(("river_to", second))
    exits = [a[1] for a in state.legal_actions() if a[0] == "river_to"]
    assert exits and first not in exits and second not in exits  # never back round the loop
    assert state.players[0].soldiers[at(state, second)] == 1


# 6. "A player may abandon one of their camps at any time during their turn."
def test_a_camp_may_be_abandoned_after_choosing_the_action_field():
    state = new_state()
    _own(state, 0, (4, 3), soldiers=1, camps=1)
    state._advance()
    state.apply_action(("field", 0))
    assert ("abandon", (4, 3)) in state.legal_actions()


# 7. "The active player can trade gold for rations and vice versa at any time during their turn."
def test_trading_as_often_as_the_player_can_pay():
    state = new_state()
    p = state.players[0]
    p.gold, p.rations = 0, 14
    state._advance()
    for _ in range(7):
        state.apply_action(("trade", "gold"))
    assert (p.gold, p.rations) == (7, 0)


# 8. "Each time the mission token of a player hits a morale field": the mission token only.
def test_a_progress_token_on_a_morale_field_gives_no_morale_step():
    state = new_state()
    p = state.players[0]
    advance_progress(state, 0, "temple-rites")  # field 1 (victory)
    advance_progress(state, 0, "temple-rites")  # fields 2 (morale) and 3 (victory)
    assert p.progress["temple-rites"] == 3 and p.vp == 2
    assert "morale" not in [f.kind for f in state.stack]


# 9. "A combat is triggered each time: a player moves their characters onto ... an adventure area."
def test_a_white_adventure_area_is_fought_never_negotiated():
    state = new_state()
    p = state.players[0]
    p.gold = 9
    _own(state, 0, (6, 3), soldiers=1)
    lay(state, (5, 3), "adventure", 1, "white", [])
    state.script_dice([8, 1])
    perform(state, "move")
    state.apply_action(("target", (5, 3)))
    state.apply_action(("move_from", (6, 3), "soldier"))
    state.apply_action(("done",))
    assert not kinds(state, "negotiate") and last(state, "combat").area == (5, 3)
    assert p.gold == 9


# 10. "may immediately add one of the resources shown", "up to 2 resources", "he may re-roll one
#     attack die".
def test_the_bonus_resource_may_be_declined():
    state = new_state(("conquistadores", "yoruba", "red-coats"))
    state.apply_action(("field", 1))
    state.apply_action(("action", "recruit"))
    assert state.legal_actions() == [("bonus", "gold"), ("skip",)]
    state.apply_action(("skip",))
    assert state.players[0].sea_gold == 0 and last(state, "bonus") is None


def test_supply_places_up_to_two_resources():
    state = new_state()
    perform(state, "supply")
    assert state.legal_actions() == [("resource", "gold"), ("resource", "rations"), ("done",)]
    state.apply_action(("resource", "gold"))
    assert ("done",) in state.legal_actions()
    state.apply_action(("done",))
    p = state.players[0]
    assert (p.sea_gold, p.sea_rations) == (1 + 1, 0)  # the Red Coats' supply also places a gold


def test_the_mountain_reroll_is_for_the_attacker_only():
    state = new_state(("red-coats", "yoruba", "conquistadores"))
    mountain = (4, 1)  # Mount Skerry, a face-up mountain next to (5, 1)
    put(state, 1, mountain, soldiers=1, camps=1)
    _own(state, 1, (5, 1), soldiers=1)
    _own(state, 0, (4, 2), soldiers=1)
    state.script_dice([8, 1])  # attacker D8 8, defender D6 1
    perform(state, "move")
    state.apply_action(("target", (5, 1)))
    state.apply_action(("move_from", (4, 2), "soldier"))
    state.apply_action(("done",))
    assert not any(a[0] == "mountain_reroll" for a in state.legal_actions())
    assert last(state, "combat_round").data["winner"] == "attacker"


def test_the_guard_on_plays_is_the_number_of_cards_the_player_owns():
    """The engine's guard (docs/rules.md, Bounds): no more plays in one turn than cards owned."""
    state = new_state()
    _own(state, 0, (4, 3), captains=1)
    _give(state, 0, "friendly-merchantman")
    p = state.players[0]
    state.plays[0] = owned(p) - 1
    assert playable(state, 0, "turn") == ["friendly-merchantman"]
    state.plays[0] = owned(p)
    assert playable(state, 0, "turn") == []
