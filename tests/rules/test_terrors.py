"""Terrors in cooperative and solo play (rulebook "Terror", pp. 25 ff.), with both worked examples.

The core terrors stand in for the rulebook's: the Scavengers (yellow, random movement, "lose
resources") for the marauders, the Burners (red, toward the most figures, "casualties") for the
devastators, the Whisperers (purple) for the savages.
"""

from __future__ import annotations

import pytest
from rules_helpers import count_rule_table_tests, adventure, at, deal_exploration, kinds, lay, perform, play, put

from engine.rulesets.isles_of_terror import Game, terrors
from engine.rulesets.isles_of_terror.ways import feasible_targets, reach
from engine.rulesets.isles_of_terror.terror_moves import move_options, start_terror_phase
from engine.rulesets.isles_of_terror.triggers import Ctx

SCAVENGERS, BURNERS, WHISPERERS = 0, 1, 2
TERROR_EVENTS = ("terror_summoned", "terror_level", "terror_enraged", "terror_activation", "terror_roll", "terror_moved",
                 "terror_stays", "terror_strikes", "terror_activated", "lose", "figure_removed")


def coop_state(factions=("red-coats", "yoruba"), seed: int = 0, mode: str = "cooperative"):
    """A fresh cooperative game at its first decision, without event, missions or cards in hand."""
    state = Game(adventure("drowned-temple"), factions=list(factions), mode=mode, seed=seed).new_initial_state()
    state.event = None
    for p in state.players:
        p.mission = None
        p.deck.extend(p.hand)
        p.hand.clear()
    return state


def stand(state, index: int, coord, level: int = 1) -> None:
    state.terrors[index].area = at(state, coord)
    state.terrors[index].level = level


def since(state, mark: int) -> list[tuple]:
    """The terror events (and what they did) logged after `mark`, as (kind, player, area, terror or data)."""
    return [(e.kind, e.player, e.area, e.data.get("terror", {k: v for k, v in e.data.items() if k != "reason"}))
            for e in state.log[mark:] if e.kind in TERROR_EVENTS]


def explore_here(state, seat: int, coord) -> None:
    """The player's characters in an unexplored area explore it (as a move action does)."""
    area = at(state, coord)
    state.push("explore", seat, area=area, path=(area,))


# -- the terror board --------------------------------------------------------------------------
def test_the_terror_board_holds_the_adventures_terrors_at_level_1_in_order():
    state = coop_state()
    assert [(t.id, t.level, t.area) for t in state.terrors] == [
        ("the-scavengers", 1, None), ("the-burners", 1, None), ("the-whisperers", 1, None)]
    assert terrors.in_play(state) == []


def test_competitive_play_has_no_terror_board():
    state = Game(adventure("drowned-temple"), factions=["red-coats", "yoruba"], seed=0).new_initial_state()
    assert state.terrors == [] and state.snapshot()["terrors"] == []


# -- summoning and raising -------------------------------------------------------------------
def test_a_coloured_card_summons_its_terror_and_the_exploration_ends_at_once():
    state = coop_state()
    put(state, 0, (4, 4), soldiers=2)
    deal_exploration(state, "smoke-on-the-ridge")  # red
    mark = len(state.log)
    explore_here(state, 0, (4, 4))
    state._advance()
    area = at(state, (4, 4))
    assert since(state, mark) == [("terror_summoned", 0, (4, 4), "the-burners")]
    assert (state.terrors[BURNERS].area, state.terrors[BURNERS].level) == (area, 1)
    assert not state.explored[area] and not kinds(state, "reveal")  # not explored further
    assert state.players[0].soldiers[area] == 2 and state.explo is None


def test_a_coloured_card_of_a_terror_in_play_raises_it_and_the_exploration_goes_on():
    state = coop_state()
    stand(state, BURNERS, (6, 4), level=1)
    put(state, 0, (4, 4), soldiers=2)
    deal_exploration(state, "charred-stakes")  # red, minion attack 1 die
    mark = len(state.log)
    explore_here(state, 0, (4, 4))
    state._advance()
    assert since(state, mark)[0] == ("terror_level", 0, (6, 4), "the-burners")
    assert state.terrors[BURNERS].level == 2 and state.terrors[BURNERS].area == at(state, (6, 4))
    assert kinds(state, "reveal")[-1].area == (4, 4)  # the tile is revealed: the exploration went on


def test_an_acute_card_places_its_terror_here_even_in_play_then_raises_it():
    state = coop_state()
    stand(state, SCAVENGERS, (6, 4), level=1)
    put(state, 0, (4, 4), soldiers=1)
    deal_exploration(state, "scavengers-strike")  # yellow, acute
    mark = len(state.log)
    explore_here(state, 0, (4, 4))
    state._advance()
    assert [e[:3] for e in since(state, mark)] == [("terror_summoned", 0, (4, 4)), ("terror_level", 0, (4, 4))]
    assert (state.terrors[SCAVENGERS].area, state.terrors[SCAVENGERS].level) == (at(state, (4, 4)), 2)
    assert not state.explored[at(state, (4, 4))]


def test_an_acute_card_of_a_terror_on_the_board_places_it_at_level_1():
    state = coop_state()
    put(state, 0, (4, 4), soldiers=1)
    deal_exploration(state, "scavengers-strike")
    explore_here(state, 0, (4, 4))
    state._advance()
    assert (state.terrors[SCAVENGERS].area, state.terrors[SCAVENGERS].level) == (at(state, (4, 4)), 1)


def test_levels_stay_between_1_and_3():
    state = coop_state()
    stand(state, WHISPERERS, (3, 3), level=3)
    terrors.set_level(state, WHISPERERS, 5, 0, "rule")
    assert state.terrors[WHISPERERS].level == 3
    terrors.set_level(state, WHISPERERS, -1, 0, "rule")
    assert state.terrors[WHISPERERS].level == 1
    terrors.set_level(state, WHISPERERS, 3, 0, "rule")
    terrors.pacify(state, 0)  # the first terror in play
    assert state.terrors[WHISPERERS].level == 1


def test_the_summon_and_raise_effects_of_the_vocabulary():
    state = coop_state()
    ctx = Ctx("test", 0, 0, -1, "turn")
    effect = state.game.rules.effect_of
    effect["summon_terror"](state, ctx, {"terror": "the-whisperers", "where": {"area": "drowned-temple"}})
    effect["raise_terror"](state, ctx, {"terror": "the-whisperers", "levels": 2})
    assert (state.terrors[WHISPERERS].area, state.terrors[WHISPERERS].level) == (at(state, (5, 3)), 3)
    effect["raise_terror"](state, ctx, {"terror": "the-whisperers", "levels": -2})
    assert state.terrors[WHISPERERS].level == 1


def test_never_two_terrors_in_one_area():
    state = coop_state()
    stand(state, SCAVENGERS, (4, 4))
    terrors.summon(state, BURNERS, at(state, (4, 4)), 0)
    assert state.terrors[BURNERS].area is None
    stand(state, BURNERS, (4, 3))  # the Burners would step onto the figures, but the Scavengers stand there
    put(state, 1, (4, 4), soldiers=3)
    assert move_options(state, BURNERS) == []


# -- worked example 1: two terrors activate at the end of a season ---------------------------
def test_worked_example_the_terrors_in_play_activate_left_to_right_after_the_last_turn():
    """Denise ends the season's last turn: the marauders (Scavengers, level 2) move at random and
    everyone in range loses resources; then the devastators (Burners, level 3) move toward the
    area with the most figures (two equal ways: the players choose) and inflict a casualty in
    range; the savages (Whisperers) are not in play, so the activation ends there."""
    state = coop_state()
    stand(state, SCAVENGERS, (3, 3), level=2)  # range: the centre, directions 1 and 4
    stand(state, BURNERS, (5, 2), level=3)  # range: the centre and all six neighbours
    put(state, 0, (4, 4), soldiers=2)
    put(state, 1, (6, 4), soldiers=3)  # the most figures
    denise, other = state.players
    before = [(p.gold, p.rations) for p in state.players]
    state.script_dice([2])  # the Scavengers' die: direction 2, from (3, 3) to (4, 3)
    mark, waiting = len(state.log), state.stack[-1].kind
    assert start_terror_phase(state)
    state._advance()
    assert state.current_player() == terrors_chooser(state) and state.stack[-1].kind == "terror_move"
    assert state.legal_actions() == [("terror_to", (5, 3)), ("terror_to", (6, 3))]
    state.apply_action(("terror_to", (6, 3)))
    assert since(state, mark) == [
        ("terror_activation", -1, (3, 3), "the-scavengers"),
        ("terror_roll", -1, (3, 3), "the-scavengers"),
        ("terror_moved", -1, (4, 3), "the-scavengers"),
        ("terror_strikes", 0, (4, 4), "the-scavengers"),
        ("lose", 0, (4, 4), {"gold": 1, "rations": 1}),
        ("terror_activated", -1, (4, 3), "the-scavengers"),
        ("terror_activation", -1, (5, 2), "the-burners"),
        ("terror_moved", 0, (6, 3), "the-burners"),
        ("terror_strikes", 1, (6, 4), "the-burners"),
        ("figure_removed", 1, (6, 4), {"figure": "soldier"}),
        ("terror_activated", -1, (6, 3), "the-burners"),
    ]
    assert [(p.gold, p.rations) for p in state.players] == [(before[0][0] - 1, before[0][1] - 1), before[1]]
    assert denise.soldiers[at(state, (4, 4))] == 2 and other.soldiers[at(state, (6, 4))] == 2
    assert state.terrors[WHISPERERS].area is None and state.stack[-1].kind == waiting


def terrors_chooser(state) -> int:
    return state.active if state.active >= 0 else state.start


# -- worked example 2: the extra activation at level 3 ----------------------------------------
def test_worked_example_a_further_card_at_level_3_activates_the_terror_at_once():
    """The marauders (Scavengers) are at level 2. Alex explores and draws a yellow card: level 3.
    Thomas then draws a yellow card too: the marauders activate at once, move one area in a
    random direction and apply their effect, and Thomas's exploration goes on."""
    state = coop_state()
    stand(state, SCAVENGERS, (3, 3), level=2)
    alex, thomas = state.players
    put(state, 0, (5, 4), soldiers=1)
    put(state, 1, (4, 4), soldiers=1)
    lay(state, (5, 4), "plain", 0, "white")
    lay(state, (4, 4), "plain", 0, "white")
    deal_exploration(state, "gnawed-ropes")  # yellow: you lose 1 gold
    explore_here(state, 0, (5, 4))
    state._advance()
    assert state.terrors[SCAVENGERS].level == 3 and not kinds(state, "terror_activation")
    gold, rations = thomas.gold, thomas.rations
    deal_exploration(state, "gnawed-ropes")
    state.script_dice([4])  # direction 4: from (3, 3) to (3, 4), beside Thomas's area
    mark = len(state.log)
    explore_here(state, 1, (4, 4))
    state._advance()
    assert since(state, mark) == [
        ("terror_enraged", 1, (3, 3), "the-scavengers"),
        ("lose", 1, (4, 4), {"gold": 1, "rations": 0}),  # the card's own rule resolves first
        ("terror_activation", -1, (3, 3), "the-scavengers"),
        ("terror_roll", -1, (3, 3), "the-scavengers"),
        ("terror_moved", -1, (3, 4), "the-scavengers"),
        ("terror_strikes", 1, (4, 4), "the-scavengers"),
        ("lose", 1, (4, 4), {"gold": 1, "rations": 1}),
        ("terror_activated", -1, (3, 4), "the-scavengers"),
    ]
    assert (thomas.gold, thomas.rations) == (gold - 2, rations - 1)
    assert state.terrors[SCAVENGERS].level == 3
    after = [e.kind for e in state.log[mark:]]
    assert after.index("reveal") > after.index("terror_activated")  # then Thomas's exploration goes on
    assert kinds(state, "reveal")[-1].area == (4, 4)


# -- a terror's area -------------------------------------------------------------------------
def test_nobody_controls_a_terrors_area_and_characters_there_cannot_leave():
    state = coop_state()
    area = at(state, (4, 4))
    lay(state, (4, 4), "plain", 0, "white", explored=True)
    put(state, 0, (4, 4), soldiers=2)
    assert state.controls(0, area) and area in reach(state, 0)
    stand(state, BURNERS, (4, 4))
    assert not state.controls(0, area) and area not in reach(state, 0)
    assert area in feasible_targets(state, 0)  # they may attack it where they stand


def test_a_terror_fights_as_a_boss_at_its_levels_value_without_retreat_and_losing_costs_a_vp():
    state = coop_state()
    stand(state, BURNERS, (4, 4), level=2)  # the Burners' level 2: area value 4
    lay(state, (4, 3), "plain", 0, "white", explored=True)
    put(state, 0, (4, 3), soldiers=1)
    state.players[0].vp = 2
    from engine.rulesets.isles_of_terror.move import start_movement
    start_movement(state, 0, at(state, (4, 4)), "move", -1)
    state._advance()
    state.apply_action(("move_from", (4, 3), "soldier"))
    state.script_dice([1, 8, 6, 6, 6])  # the soldier's D8 (an attacker's exchange); the terror's D8 and three D6
    state.apply_action(("done",))
    combat = kinds(state, "combat")[-1]
    assert combat.data == {"defender": -1, "monster": "terror", "value": 4}
    assert kinds(state, "dice")[-1].data["dice"] == ["d8:8", "d6:6", "d6:6", "d6:6"]
    assert not kinds(state, "retreat") and state.players[0].vp == 1
    assert kinds(state, "terror_won")[-1].data == {"terror": "the-burners", "vp": 1}
    assert state.terrors[BURNERS].area == at(state, (4, 4))


@pytest.mark.parametrize("mode", ["cooperative", "solo"])
def test_no_retreat_is_offered_from_a_combat_against_a_terror_even_with_an_own_area_next_to_it(mode):
    """p. 26: never a retreat from a combat against a terror. The team (cooperative and solo) retreats as
    one side (p. 25), and that retreat too is never offered against a terror."""
    state = coop_state(mode=mode)
    state.apply_action(("next", 0))
    stand(state, BURNERS, (4, 4), level=1)  # area value 3: a D8 and two D6
    lay(state, (4, 3), "plain", 0, "white", explored=True)
    put(state, 0, (4, 3), soldiers=2, captains=1, camps=1)  # (4, 3) stays the player's: a retreat would fit
    perform(state, "move")
    play(state, ("target", (4, 4)), ("move_from", (4, 3), "soldier"), ("move_from", (4, 3), "soldier"))
    state.script_dice([1, 1, 8, 6, 6, 8, 6, 1, 1, 8, 6, 1, 8, 6])  # round 1 lost (a soldier dies), then three won
    state.apply_action(("done",))
    assert [e.data["winner"] for e in kinds(state, "combat_round")] == ["defender", "attacker", "attacker", "attacker"]
    assert kinds(state, "terror_destroyed")[-1].data == {"terror": "the-burners"}
    assert not kinds(state, "retreat") and state.stack[-1].kind != "retreat"
    assert "retreat" not in {a[0] for a in state.legal_actions()}


def test_destroying_a_terror_gains_a_vp_and_returns_it_to_the_board_at_level_1():
    state = coop_state()
    stand(state, SCAVENGERS, (4, 4), level=1)  # area value 3: it loses a die per round lost
    combat_area = at(state, (4, 4))
    put(state, 0, (4, 4), soldiers=3)
    from engine.rulesets.isles_of_terror.combat import start_terror_combat
    start_terror_combat(state, 0, combat_area)
    state.script_dice([8, 6, 6, 1, 1, 1, 8, 6, 6, 1, 1, 8, 6, 6, 1])  # three rounds: 3, 2, 1 dice left
    state._advance()
    assert kinds(state, "terror_destroyed")[-1].data == {"terror": "the-scavengers"}
    assert (state.terrors[SCAVENGERS].area, state.terrors[SCAVENGERS].level) == (None, 1)
    assert state.players[0].vp == 1 and not kinds(state, "conquer")


# -- movement and range ----------------------------------------------------------------------
def test_effect_range_follows_the_compass_rose_with_the_centre_first():
    state = coop_state()
    stand(state, SCAVENGERS, (3, 3), level=2)
    coords = state.board.coords
    assert [coords[a] for a in terrors.effect_range(state, SCAVENGERS)] == [(3, 3), (3, 2), (3, 4)]
    stand(state, WHISPERERS, (4, 4), level=1)  # range [2]: north-east
    assert [coords[a] for a in terrors.effect_range(state, WHISPERERS)] == [(4, 4), (5, 3)]


def test_toward_the_nearest_camp_and_no_move_without_a_target():
    state = coop_state()
    stand(state, WHISPERERS, (3, 3))
    assert move_options(state, WHISPERERS) == []  # no camp anywhere: it stays
    put(state, 0, (5, 4), camps=1)
    assert [state.board.coords[a] for a in move_options(state, WHISPERERS)] == [(4, 4)]


# -- what a finished game tells the report ---------------------------------------------------
def test_the_summary_counts_per_terror_from_the_log():
    from engine.rulesets.isles_of_terror.summary import terror_details
    state = coop_state()
    stand(state, SCAVENGERS, (3, 3), level=2)
    state.emit("terror_summoned", 0, at(state, (3, 3)), terror="the-scavengers", level=2, reason="exploration card")
    put(state, 0, (4, 4), soldiers=1)
    state.script_dice([2, 4])  # the first activation: (3, 3) -> (4, 3); the second: (4, 3) -> (4, 4)
    start_terror_phase(state)
    state._advance()
    terrors.set_level(state, SCAVENGERS, 3, 0, "rule")
    start_terror_phase(state)
    state._advance()
    state.players[0].vp = 1
    terrors.terror_won(state, SCAVENGERS, 0)
    terrors.terror_destroyed(state, SCAVENGERS, 0)
    assert terror_details(state) == {
        "the-scavengers": {"summoned": True, "max_level": 3, "level_sum": 5, "activations": 2, "destroyed": 1,
                           "vp_lost": 1, "areas": ["4,3", "4,4"]},
        "the-burners": {"summoned": False, "max_level": 1, "level_sum": 0, "activations": 0, "destroyed": 0,
                        "vp_lost": 0, "areas": []},
        "the-whisperers": {"summoned": False, "max_level": 1, "level_sum": 0, "activations": 0, "destroyed": 0,
                           "vp_lost": 0, "areas": []},
    }


def test_every_test_the_terror_table_names_exists():
    """docs/rules.md, "### Terrors": each `test_x.py::name` (and `::name` after it in its row) is a test."""
    assert count_rule_table_tests("### Terrors", "## Module layers") == 21


def test_random_cooperative_games_keep_the_terror_invariants():
    """Fixed seeds: terrors come into play, activate and fight; never two in one area, levels 1..3."""
    import random

    from engine.bots import RandomBot
    from engine.rulesets.isles_of_terror.summary import invariants, terror_details

    seen = {"summoned": 0, "activations": 0, "moves": 0}
    for seed in range(6):
        state = Game(adventure("drowned-temple"), players=2, mode="cooperative", seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            assert invariants(state) == []
        details = terror_details(state)
        seen["summoned"] += sum(d["summoned"] for d in details.values())
        seen["activations"] += sum(d["activations"] for d in details.values())
        seen["moves"] += len(kinds(state, "terror_moved"))
    # the point is the invariants after every action; these only show the terrors were exercised
    assert seen["summoned"] >= 1 and seen["activations"] >= 1 and seen["moves"] >= 1, seen


def test_a_level_without_its_centre_and_with_its_own_effects():
    import dataclasses

    from engine.rulesets.isles_of_terror import model as m

    adv = adventure("drowned-temple")
    whisperers = adv.setup.terrors[WHISPERERS]
    own = (m.Term("gain", m.freeze({"gold": 2})),)
    levels = (whisperers.levels[0], dataclasses.replace(whisperers.levels[1], centre=False, effects=own),
              whisperers.levels[2])
    terrors_ = adv.setup.terrors[:WHISPERERS] + (dataclasses.replace(whisperers, levels=levels),)
    changed = dataclasses.replace(adv, setup=dataclasses.replace(adv.setup, terrors=terrors_))
    state = Game(changed, factions=["red-coats", "yoruba"], mode="cooperative", seed=0).new_initial_state()
    stand(state, WHISPERERS, (4, 4), level=2)  # range 2, 4, 6 without the centre
    coords = state.board.coords
    assert [coords[a] for a in terrors.effect_range(state, WHISPERERS)] == [(5, 3), (4, 5), (3, 3)]
    assert terrors.effects(state, WHISPERERS) == own
    put(state, 0, (4, 4), soldiers=1)  # in the terror's own area: out of this range
    put(state, 1, (4, 5), soldiers=1)
    gold = [p.gold for p in state.players]
    state.push("terror_effects", 1, index=WHISPERERS, hit=((1, at(state, (4, 5))),), i=0, j=0)
    state._advance()
    assert [p.gold for p in state.players] == [gold[0], gold[1] + 2]
    from engine.rulesets.isles_of_terror.terror_moves import affected
    assert affected(state, WHISPERERS) == [(1, at(state, (4, 5)))]
