"""The changed and new rules of cooperative play (rulebook p. 25), one test per sentence, with scripted dice."""

from __future__ import annotations

from engine.rulesets.isles_of_terror.combat import Combat, start_combat
from engine.rulesets.isles_of_terror.dice import count_dice
from engine.rulesets.isles_of_terror.ways import target_kind
from rules_helpers import at, bonus_free_field, kinds, last, lay, new_state, perform, put

COOP = ("red-coats", "yoruba", "chasseurs")


def _coop():
    return new_state(COOP, mode="cooperative")


def _own(state, seat, coord, soldiers=0, captains=0, camps=0):
    lay(state, coord, "plain", 0, "white", [], explored=True)
    put(state, seat, coord, soldiers=soldiers, captains=captains, camps=camps)


def _idle(state):
    """The current player produces; then everything up to the team's next choice takes its first option."""
    state.apply_action(("field", bonus_free_field(state, state.current_player(), "produce")))
    state.apply_action(("action", "produce"))
    while state.stack[-1].kind not in ("field", "next_player"):
        state.apply_action(next(a for a in state.legal_actions() if a[0] not in ("trade", "play", "use", "abandon")))


def _perform(state, action):
    perform(state, action)
    if state.stack[-1].kind == "bonus":
        state.apply_action(("skip",))


def _turn_of(state, seat):
    """The team gives the next turn to `seat`."""
    assert state.stack[-1].kind == "next_player"
    state.apply_action(("next", seat))
    assert state.current_player() == seat and state.stack[-1].kind == "field"


# -- turn order ------------------------------------------------------------------------------
def test_the_team_chooses_who_acts_but_nobody_takes_an_extra_action():
    """"The starting player and the order in which players act can be chosen freely ... all players
    must have performed the same amount of actions before any player may perform an additional action." """
    state = _coop()
    assert state.stack[-1].kind == "next_player" and state.current_player() == state.start == 0
    assert state.legal_actions() == [("next", 0), ("next", 1), ("next", 2)]
    _turn_of(state, 2)
    _idle(state)
    assert state.legal_actions() == [("next", 0), ("next", 1)]  # Chasseurs have acted once already
    _turn_of(state, 1)
    _idle(state)
    # only Red Coats have not acted: the choice is forced and not asked
    assert state.current_player() == 0 and state.stack[-1].kind == "field"
    assert [e.data["seat"] for e in kinds(state, "next_player")] == [2, 1, 0]
    _idle(state)
    assert state.legal_actions() == [("next", 0), ("next", 1), ("next", 2)]  # the second round of turns


# -- move --------------------------------------------------------------------------------------
def test_a_move_action_resolves_one_target_area_only():
    """"you may only move characters to a target area once per move action" """
    state = _coop()
    _own(state, 0, (4, 3), soldiers=2)
    lay(state, (4, 4), explored=True)
    lay(state, (3, 4), explored=True)
    _turn_of(state, 0)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert last(state, "move_end").data == {"targets": 1, "reason": "one target"}
    assert state.stack[-1].kind == "next_player"  # the turn is over
    competitive = new_state(COOP)
    _own(competitive, 0, (4, 3), soldiers=2)
    lay(competitive, (4, 4), explored=True)
    perform(competitive, "move")
    competitive.apply_action(("target", (4, 4)))
    competitive.apply_action(("move_from", (4, 3), "soldier"))
    competitive.apply_action(("done",))
    assert competitive.stack[-1].kind == "move_target"  # a further target may follow


# -- supply ------------------------------------------------------------------------------------
def test_supply_may_instead_trade_any_resources_with_another_player():
    """"the active and the target player may exchange any number of resources from their pools" """
    state = _coop()
    red, yoruba = state.players[0], state.players[1]
    red.gold, red.rations, yoruba.gold, yoruba.rations = 3, 1, 1, 4
    _turn_of(state, 0)
    _perform(state, "supply")
    assert state.legal_actions() == [("supply_sea",), ("trade_with", 1), ("trade_with", 2)]
    state.apply_action(("trade_with", 1))
    assert state.legal_actions() == [("trade_gold", n) for n in range(-1, 4)]
    state.apply_action(("trade_gold", 2))
    assert state.legal_actions() == [("trade_rations", n) for n in range(-4, 2)]
    state.apply_action(("trade_rations", -3))
    assert (red.gold, red.rations, yoruba.gold, yoruba.rations) == (1, 4, 3, 1)
    assert last(state, "trade_resources").data == {"partner": 1, "gold": 2, "rations": -3}
    assert (red.sea_gold, red.sea_rations) == (1, 0)  # Red Coats' ability: 1 gold on each supply action


def test_supply_may_still_put_two_resources_on_the_sea_card():
    state = _coop()
    _turn_of(state, 0)
    _perform(state, "supply")
    state.apply_action(("supply_sea",))
    state.apply_action(("resource", "gold"))
    state.apply_action(("resource", "rations"))
    assert (state.players[0].sea_gold, state.players[0].sea_rations) == (2, 1)  # and the Red Coats' ability


# -- pacify ------------------------------------------------------------------------------------
def _field_with_pacify(state, seat):
    p = state.players[seat]
    return next(i for i, f in enumerate(p.board.action_fields) if any(l.action == "pacify" for l in f.links))


def test_pacify_sets_a_terror_on_the_isle_back_to_level_1_and_needs_one():
    """"The active player may immediately reduce the level of one terror to level 1" """
    state = _coop()
    _turn_of(state, 0)
    state.apply_action(("field", _field_with_pacify(state, 0)))
    assert ("action", "pacify") not in state.legal_actions()  # no terror on the isle
    state = _coop()
    scavengers, burners = state.terrors[0], state.terrors[1]
    scavengers.area, scavengers.level = at(state, (4, 4)), 2
    burners.area, burners.level = at(state, (6, 5)), 3
    _turn_of(state, 0)
    state.apply_action(("field", _field_with_pacify(state, 0)))
    state.apply_action(("action", "pacify"))
    assert state.legal_actions() == [("pacify", "the-scavengers"), ("pacify", "the-burners")]
    state.apply_action(("pacify", "the-burners"))
    assert [(t.id, t.level) for t in state.terrors] == [("the-scavengers", 2), ("the-burners", 1),
                                                        ("the-whisperers", 1)]
    assert last(state, "terror_level").data == {"terror": "the-burners", "level": 1, "reason": "pacify"}


# -- allies ------------------------------------------------------------------------------------
def test_allied_areas_are_entered_freely_never_fought_for_and_controlled_by_each():
    """"Players may move their characters to allied areas at any time ... This will never trigger a combat."
    "this area counts as being controlled by each player who has figures in it" """
    state = _coop()
    _own(state, 0, (4, 3), soldiers=2)
    _own(state, 1, (4, 4), soldiers=1)
    ally = at(state, (4, 4))
    assert state.allied(ally, 0) and not state.allied(ally, 1) and not state.allied(at(state, (4, 3)), 0)
    assert target_kind(state, 0, ally) == "own"
    _turn_of(state, 0)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.apply_action(("done",))
    assert kinds(state, "combat") == []
    assert state.controls(0, ally) and state.controls(1, ally)
    competitive = new_state(COOP)
    _own(competitive, 1, (4, 4), soldiers=1)
    assert not competitive.allied(at(competitive, (4, 4)), 0)
    assert target_kind(competitive, 0, at(competitive, (4, 4))) == "combat"


def test_at_most_three_characters_of_all_factions_share_an_area():
    """"there may only be a total of 3 characters in one area at the same time, even when they belong
    to different factions" """
    state = _coop()
    _own(state, 0, (4, 3), soldiers=2)
    _own(state, 1, (4, 4), soldiers=1, captains=1)
    _turn_of(state, 0)
    perform(state, "move")
    state.apply_action(("target", (4, 4)))
    assert [a for a in state.legal_actions() if a[0] == "move_from"] == [("move_from", (4, 3), "soldier")]
    state.apply_action(("move_from", (4, 3), "soldier"))
    assert [a for a in state.legal_actions() if a[0] != "trade"] == [("done",)]  # full: 2 Yoruba, 1 Red Coat
    state.apply_action(("done",))
    assert state.crowd(0, at(state, (4, 4))) == 3


def test_characters_pass_through_allied_areas():
    state = _coop()
    _own(state, 0, (4, 3), soldiers=1)
    _own(state, 1, (4, 4), soldiers=1)
    lay(state, (4, 5), explored=True)  # beyond Yoruba's area: reachable only through it
    state.players[0].rations = 2
    _turn_of(state, 0)
    perform(state, "move")
    assert ("target", (4, 5)) in state.legal_actions()
    state.apply_action(("target", (4, 5)))
    state.apply_action(("move_from", (4, 3), "soldier"))
    assert last(state, "moved").data["rations"] == 2


def _team_combat(state, value=2):
    """Red Coats (attacker) and Yoruba share (4, 4); level-2 minions defend it."""
    area = at(state, (4, 4))
    start_combat(state, 0, area, -1, "minion-2", value)
    state._advance()
    return area


def test_in_a_combat_all_factions_figures_fight_as_one():
    """"In a combat with figures of different factions, they all count as belonging to the same faction." """
    state = _coop()
    _turn_of(state, 0)
    _own(state, 0, (4, 4), soldiers=1)
    put(state, 1, (4, 4), soldiers=1, captains=1)
    area = at(state, (4, 4))
    assert count_dice(state, Combat(area, 0, -1, "minion-2", 2), "attacker") == (3, 1)  # 4D6: one becomes a D8
    state.script_dice([1, 2, 2, 2, 6, 6])  # the team's D8 + 3D6, then the minions' 2D6: the minions win
    _team_combat(state)
    assert state.current_player() == 0
    assert sorted(state.legal_actions()) == [("casualty", "captain", 1), ("casualty", "soldier"), ("casualty", "soldier", 1)]
    state.apply_action(("casualty", "captain", 1))  # Red Coats choose to lose Yoruba's captain
    yoruba = state.players[1]
    assert yoruba.captains[area] == 0 and yoruba.pool_captains == 1
    assert last(state, "casualty").data == {"figure": "captain", "by": -1, "chosen_by": 0}


def test_a_captain_destroyed_or_retreating_costs_its_player_a_victory_point():
    """"If the captain of a player is destroyed or retreats from a combat, that player immediately loses 1 VP" """
    state = _coop()
    _turn_of(state, 0)
    state.players[0].vp, state.players[1].vp = 2, 2
    _own(state, 0, (4, 4), soldiers=1, captains=1)
    put(state, 1, (4, 4), captains=1)
    _own(state, 2, (3, 4), soldiers=0, camps=1)  # Chasseurs' camp: an allied refuge
    state.script_dice([1, 2, 2, 2, 2, 6, 6])  # the team's D8 + 5D6 against 2D6: the minions win
    _team_combat(state)
    state.apply_action(("casualty", "captain"))  # Red Coats lose their captain: 1 VP
    assert state.players[0].vp == 1 and last(state, "vp").data["reason"] == "captain destroyed"
    assert ("retreat", (3, 4)) in state.legal_actions()
    state.apply_action(("retreat", (3, 4)))  # the whole side retreats, with Yoruba's captain
    refuge = at(state, (3, 4))
    assert (state.players[0].soldiers[refuge], state.players[1].captains[refuge]) == (1, 1)
    assert state.players[1].vp == 1 and last(state, "vp").data["reason"] == "captain retreated"
    assert last(state, "combat_end").data["winner"] == "defender"


def test_competitive_captains_cost_no_victory_points():
    state = new_state(COOP)
    state.players[0].vp = 2
    _own(state, 0, (4, 4), captains=1)
    state.script_dice([1, 2, 6, 6])
    _team_combat(state)
    assert state.players[0].vp == 2


def test_an_ally_discards_a_reaction_card_to_let_the_fighter_re_roll_ones():
    """"Players may discard their Reaction strategy cards to allow an allied player to re-roll any of their
    dice ones. However, those allies may never benefit from these card's effects." """
    state = _coop()
    _turn_of(state, 0)
    powder = card_of(state, 1, "dry-powder")
    state.players[1].hand.append(powder)
    _own(state, 0, (4, 4), soldiers=2)
    state.script_dice([1, 1, 5, 5])  # Red Coats D8 1, D6 1; the minions 5, 5
    state.script_dice([4, 3])  # the two ones re-rolled
    _team_combat(state)
    assert state.current_player() == 1 and state.legal_actions() == [("ally_reroll", "dry-powder"), ("pass",)]
    state.apply_action(("ally_reroll", "dry-powder"))
    reroll = last(state, "reroll")
    assert reroll.player == 0 and reroll.data["before"] == ["d8:1", "d6:1"] and reroll.data["after"] == ["d8:4", "d6:3"]
    assert powder not in state.players[1].hand and powder in state.players[1].discard
    assert state.players[0].active is None and state.players[1].active is None  # nobody gets the card's effect
    assert kinds(state, "combat_round")[0].data["attacker"] == ["d8:4", "d6:3"]


def card_of(state, seat, card_id):
    return next(c for c in state.players[seat].faction.strategy_deck if c.id == card_id)



def test_a_location_shared_by_allies_gives_its_rule_to_each_controller():
    """"this area counts as being controlled by each player who has figures in it": the pirate cache
    (controller rule) pays both players there; the smugglers' cove (active player) answers either."""
    from engine.rulesets.isles_of_terror.triggers import _targets

    state = _coop()
    cache = next(e for e in state.game.rule_entries if e.card is not None and e.card.id == "pirate-cache")
    cove = next(e for e in state.game.rule_entries if e.card is not None and e.card.id == "smugglers-cove")
    lay(state, (4, 4), "location", 0, "white", [], card=cache.card, explored=True)
    lay(state, (3, 4), "location", 0, "white", [], card=cove.card, explored=True)
    for coord in ((4, 4), (3, 4)):
        put(state, 0, coord, soldiers=1)
        put(state, 1, coord, soldiers=1)
    assert _targets(state, cache, False, -1, -1, -1) == ((0, -1), (1, -1))
    assert _targets(state, cove, False, 1, -1, -1) == ((1, -1),)
    assert _targets(state, cove, False, 2, -1, -1) == ()
    competitive = new_state(COOP)
    lay(competitive, (4, 4), "location", 0, "white", [], card=cache.card, explored=True)
    put(competitive, 0, (4, 4), soldiers=1)
    assert _targets(competitive, cache, False, -1, -1, -1) == ((0, -1),)


def test_the_team_retreats_into_a_sea_area_only_onto_its_own_ship():
    """Allies' sea areas are allied, but characters enter a sea area only where their own ship lies (p. 12)."""
    from engine.rulesets.isles_of_terror.combat import retreat_options

    state = _coop()
    _own(state, 0, (5, 6), soldiers=1)
    put(state, 1, (6, 6), soldiers=1)  # Yoruba's ship and a soldier in the sea area next to it
    steps, sea = at(state, (5, 6)), at(state, (6, 6))
    assert state.allied(sea, 0) and retreat_options(state, 0, steps) == []
    put(state, 1, (5, 6), soldiers=1)
    assert retreat_options(state, 1, steps) == []  # Red Coats' soldier there has no ship at sea
    state = _coop()
    _own(state, 1, (5, 6), soldiers=1)
    put(state, 1, (6, 6), soldiers=1)
    assert retreat_options(state, 1, at(state, (5, 6))) == [at(state, (6, 6))]
