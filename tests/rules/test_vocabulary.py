"""The rules vocabulary: every term of the schema implemented once; conditions, effects, scopes,
`applies_to`, `limit`, `optional`, and rules that are only text."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

from engine.rulesets.isles_of_terror.model import AreaFilter, FrozenMap, Rule, Term, Trigger, freeze
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.game import RULES, term_names
from engine.rulesets.isles_of_terror.triggers import Ctx, fire
from engine.rulesets.isles_of_terror.vocabulary import TRIGGERS
from rules_helpers import adventure, at, card, idle_turn, kinds, last, lay, new_state, perform, put

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "schemas" / "isles-of-terror" / "common.schema.json").read_text(encoding="utf-8"))["$defs"]


def test_every_term_of_the_schema_has_exactly_one_implementation():
    schema = {
        "trigger": {option["const"] for option in SCHEMA["trigger"]["properties"]["event"]["anyOf"]},
        "condition": set(SCHEMA["condition"]["properties"]),
        "effect": set(SCHEMA["effect"]["properties"]),
    }
    assert term_names() == schema


def test_every_trigger_is_fired_by_the_engine():
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine" / "rulesets" / "isles_of_terror").glob("*.py"))
    fired = set(re.findall(r'fire\(state, "([a-z_]+)"', source))
    assert fired == set(TRIGGERS)
    import engine.rulesets.isles_of_terror as rules
    for name, spec in TRIGGERS.items():
        for where in re.findall(r"([a-z]+)\.([A-Za-z_]+)", spec.fired_by):
            module = getattr(rules, where[0])
            assert hasattr(module, where[1].split(".")[0]), (name, where)


# -- conditions ------------------------------------------------------------------------------
def _ctx(player=0, area=-1, event="test"):
    return Ctx(event, player, player, area, "turn")


def test_conditions():
    state = new_state()
    p = state.players[0]
    ruin = (3, 3)
    lay(state, ruin, "minion-2", 2, "white", [], explored=True)
    put(state, 0, ruin, soldiers=1, camps=1)
    c = RULES.conditions
    assert c["controls_area"](state, _ctx(), FrozenMap({"tag": "ruin"}))
    assert not c["controls_area"](state, _ctx(), FrozenMap({"tag": "ruin", "count": 2}))
    assert c["controls_area"](state, _ctx(), FrozenMap({"tile": "minion-2", "colour": "red"}))
    assert not c["controls_area"](state, _ctx(1), FrozenMap({"tag": "ruin"}))
    assert c["in_area"](state, _ctx(area=at(state, ruin)), FrozenMap({"area": "broken-colonnade"}))
    assert not c["in_area"](state, _ctx(), FrozenMap({"tag": "ruin"}))
    p.gold, p.rations = 2, 1
    assert c["has_resources"](state, _ctx(), FrozenMap({"gold": 2, "rations": 1}))
    assert not c["has_resources"](state, _ctx(), FrozenMap({"gold": 3}))
    assert c["season"](state, _ctx(), ("spring", "autumn")) and not c["season"](state, _ctx(), ("winter",))
    assert c["year"](state, _ctx(), FrozenMap({"min": 1, "max": 1})) and not c["year"](state, _ctx(), FrozenMap({"min": 2}))
    p.progress["relics"] = 3
    assert c["progress_position"](state, _ctx(), FrozenMap({"task": "relics", "min": 3}))
    assert not c["progress_position"](state, _ctx(), FrozenMap({"task": "relics", "max": 2}))
    p.vp = 4
    assert c["victory_points"](state, _ctx(), FrozenMap({"min": 4})) and not c["victory_points"](state, _ctx(), FrozenMap({"max": 3}))
    assert c["camps_in_play"](state, _ctx(), FrozenMap({"min": 1})) and not c["camps_in_play"](state, _ctx(1), FrozenMap({"min": 1}))
    p.kept.append(card("exploration_deck", "bark-map"))
    assert c["card_in_hand"](state, _ctx(), FrozenMap({"card": "bark-map"}))
    assert not c["card_in_hand"](state, _ctx(1), FrozenMap({"card": "bark-map"}))
    state.flags.add("beacon-lit")
    assert c["flag"](state, _ctx(), FrozenMap({"flag": "beacon-lit"}))
    assert c["flag"](state, _ctx(), FrozenMap({"flag": "other", "set": False}))
    assert not c["captain_on_board"](state, _ctx(), True) and c["captain_on_board"](state, _ctx(), False)
    assert c["mode"](state, _ctx(), ("competitive",)) and not c["mode"](state, _ctx(), ("solo",))
    assert not c["combat_role"](state, _ctx(), "attacker")
    from engine.rulesets.isles_of_terror.combat import Combat
    state.combat = Combat(at(state, ruin), 1, 0)
    assert c["combat_role"](state, _ctx(), "defender") and c["combat_role"](state, _ctx(1), "attacker")


# -- effects ---------------------------------------------------------------------------------
def _effect(state, name, args, player=0, area=-1, event="test", scope="turn", card_=None):
    RULES.effects[name](state, Ctx(event, player, player, area, scope, card_), freeze(args))
    state._advance()


def test_resource_and_point_effects():
    state = new_state()
    p = state.players[0]
    p.gold, p.rations = 1, 1
    _effect(state, "gain", {"gold": 2, "rations": 1})
    _effect(state, "lose", {"gold": 5, "rations": 1})
    assert (p.gold, p.rations) == (0, 1)
    _effect(state, "gain_to_sea_card", {"gold": 1, "rations": 2})
    assert (p.sea_gold, p.sea_rations) == (1, 2)
    _effect(state, "victory_points", 2)
    _effect(state, "victory_points", -1)
    assert p.vp == 1
    _effect(state, "advance_progress", {"task": "relics"})
    _effect(state, "advance_progress", {"task": "relics", "steps": 3})
    assert p.progress["relics"] == 4
    p.mission = card("mission_deck", "beast-hunter")  # value 1
    _effect(state, "success_token", 1)
    assert p.missions_done == 1
    _effect(state, "set_flag", "gate-open")
    assert "gate-open" in state.flags
    _effect(state, "clear_flag", "gate-open")
    assert "gate-open" not in state.flags


def test_figure_effects():
    state = new_state()
    p = state.players[0]
    sea = (2, 6)
    put(state, 0, sea, soldiers=1)
    _effect(state, "place_figures", {"soldiers": 1, "captains": 1}, area=at(state, sea))
    assert (p.soldiers[at(state, sea)], p.captains[at(state, sea)]) == (2, 1)
    _effect(state, "place_figures", {"soldiers": 2}, area=at(state, sea))  # full: nothing placed
    assert p.characters(at(state, sea)) == 3
    lay(state, (1, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (1, 3), soldiers=2)
    _effect(state, "remove_figures", {"characters": 1, "where": {"tag": "tidal"}})
    assert p.soldiers[at(state, (1, 3))] == 1


def test_card_effects():
    state = new_state()
    p = state.players[0]
    _effect(state, "draw_cards", {"deck": "strategy", "count": 2})
    assert len(p.hand) == 2
    _effect(state, "discard_cards", {"deck": "strategy", "count": 1})
    assert state.stack[-1].kind == "discard" or len(p.hand) == 1
    if state.stack[-1].kind == "discard":
        state.apply_action(state.legal_actions()[0])
    assert len(p.hand) == 1 and len(p.discard) == 1
    p.mission = card("mission_deck", "beachheads")
    state.mission_deck.append(card("mission_deck", "high-ground"))
    _effect(state, "draw_cards", {"deck": "mission", "count": 1})
    assert state.legal_actions() == [("mission", "beachheads"), ("mission", "high-ground")]
    state.apply_action(("mission", "high-ground"))
    assert p.mission.id == "high-ground" and state.mission_discard[-1].id == "beachheads"
    compass = card("exploration_deck", "tarnished-compass")
    p.kept.append(compass)
    _effect(state, "discard_this_card", True, card_=compass)
    assert not p.kept and state.explore_discard[-1] is compass
    _effect(state, "discard_cards", {"deck": "kept", "count": 1})  # nothing kept: nothing happens


def test_modifier_effects_last_for_their_scope():
    from engine.rulesets.isles_of_terror import mods
    state = new_state()
    _effect(state, "negotiation_cost", 2, scope="exploration")
    _effect(state, "move_cost", -1, scope="target")
    _effect(state, "forbid_action", "produce", scope="season")
    _effect(state, "area_value", 1, area=at(state, (4, 4)), scope="exploration")
    _effect(state, "reroll", {"dice": 2}, scope="round")
    assert mods.negotiation_delta(state, 0) == 2 and mods.move_delta(state, 0) == -1
    assert mods.forbidden(state, 0, "produce") and not mods.forbidden(state, 1, "produce")
    assert mods.value_delta(state, at(state, (4, 4))) == 1 and mods.reroll_allowance(state, 0) == 2
    mods.end_scope(state, "exploration")
    assert mods.negotiation_delta(state, 0) == 0 and mods.value_delta(state, at(state, (4, 4))) == 0
    assert mods.move_delta(state, 0) == -1
    from engine.rulesets.isles_of_terror.combat import Combat
    state.combat = Combat(at(state, (4, 4)), 0, 1)
    _effect(state, "modify_combat_dice", {"d6": 1}, player=1, scope="round")
    _effect(state, "modify_combat_dice", {"side": "enemy", "d6": -1, "d8": 1}, player=1, scope="round")
    assert mods.dice_delta(state, "defender") == (1, 0) and mods.dice_delta(state, "attacker") == (-1, 1)
    mods.end_scope(state, "round")
    assert mods.dice_delta(state, "attacker") == (0, 0)


def test_map_and_encounter_effects():
    state = new_state()
    _effect(state, "swap_tile", {"where": {"area": "drowned-nave"}})
    assert last(state, "tile_swapped").area == (6, 4)
    lay(state, (4, 3), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 3), soldiers=1)
    state.script_dice([4])
    _effect(state, "random_movement", {}, area=at(state, (4, 3)))
    assert last(state, "random_movement").data["to"] == [4, 4]
    state.players[1].vp = 5
    lay(state, (1, 2), "plain", 0, "white", [], explored=True)
    put(state, 1, (1, 2), soldiers=1)
    state.stack = state.stack[:3]
    state.script_dice([5])
    _effect(state, "minion_attack", {"dice": 1})
    assert last(state, "minion_attack").data["hits"] == {"1": 1}
    _effect(state, "summon_terror", {"terror": "the-whisperers", "where": {"area": "drowned-temple"}})
    _effect(state, "raise_terror", {"terror": "the-whisperers", "levels": 2})
    assert state.terrors == [] and not kinds(state, "terror_summoned")  # competitive play has no terror board
    from engine.rulesets.isles_of_terror.explore import Explo
    state.explo = Explo(at(state, (4, 4)), 0, False, 0)
    _effect(state, "end_exploration", True)
    assert state.explo.ended


# -- rules: scope, applies_to, limit, optional, text only ------------------------------------
def _with_rules(*rules, adventure_id="drowned-temple"):
    adv = adventure(adventure_id)
    return dataclasses.replace(adv, rules=tuple(rules))


def _rule(event, effects, **kw):
    where = kw.pop("where", None)
    return Rule(kw.pop("id", "r"), "", kw.pop("text", ""), Trigger(event, AreaFilter(**where) if where else None),
                tuple(Term(k, freeze(v)) for c in kw.pop("conditions", ()) for k, v in c.items()),
                tuple(Term(k, freeze(v)) for e in effects for k, v in e.items()), **kw)


def _game_state(adv, seed=0):
    state = Game(adv, factions=["red-coats", "yoruba", "chasseurs"], seed=seed).new_initial_state()
    return state


def test_applies_to_each_player_other_players_and_the_controller():
    adv = _with_rules(
        _rule("season_start", [{"gain": {"gold": 1}}], applies_to="each_player", id="a"),
        _rule("produce", [{"gain": {"rations": 2}}], applies_to="other_players", id="b"),
    )
    state = _game_state(adv)
    assert [p.gold for p in state.players] == [4, 4, 4]
    state.players[0].mission = None
    idle_turn(state)
    assert [p.rations for p in state.players] == [3, 5, 5]


def test_limits_and_optional_rules():
    adv = _with_rules(
        _rule("produce", [{"gain": {"gold": 1}}], limit="once_per_game", id="once"),
        _rule("produce", [{"gain": {"rations": 1}}], optional=True, id="maybe"),
    )
    state = _game_state(adv)
    for p in state.players:
        p.mission = None
    perform(state, "produce")
    assert state.legal_actions() == [("use_rule", True), ("use_rule", False)]
    state.apply_action(("use_rule", True))
    assert (state.players[0].gold, state.players[0].rations) == (4, 4)
    perform(state, "produce")
    state.apply_action(("use_rule", False))
    assert (state.players[1].gold, state.players[1].rations) == (3, 3)  # the once-per-game rule is spent
    assert last(state, "rule_declined").player == 1


def test_a_rule_that_fails_its_conditions_is_not_spent():
    adv = _with_rules(_rule("produce", [{"gain": {"gold": 1}}], limit="once_per_game",
                            conditions=[{"has_resources": {"gold": 4}}], id="rich"))
    state = _game_state(adv)
    for p in state.players:
        p.mission = None
    idle_turn(state)  # 3 gold: nothing
    state.players[1].gold = 4
    idle_turn(state)
    assert (state.players[0].gold, state.players[1].gold) == (3, 5)


def test_rules_that_are_only_text_are_reported_as_not_simulated():
    adv = _with_rules(Rule("lore", "Lore", "Nobody may sleep in the temple.", None, (), ()),
                      Rule("dreams", "", "Whoever produces dreams of the sea.", Trigger("produce"), (), ()))
    state = _game_state(adv)
    reports = kinds(state, "not_simulated")
    assert [e.data["rule"] for e in reports] == ["lore"]
    for p in state.players:
        p.mission = None
    idle_turn(state)
    assert [e.data["rule"] for e in kinds(state, "not_simulated")] == ["lore", "dreams"]
    assert last(state, "not_simulated").data["event"] == "produce"


def test_an_event_card_applies_only_during_its_season():
    state = new_state(quiet=False)
    state.event = card("event_deck", "ripe-groves")
    for p in state.players:
        p.mission = None
    rations = state.players[0].rations
    idle_turn(state)
    assert state.players[0].rations == rations + 1
    state.event = None
    idle_turn(state)
    assert state.players[1].rations == 3


def test_a_location_rule_applies_to_its_controller_only():
    state = new_state()
    cache = card("location_bag", "pirate-cache")
    lay(state, (4, 4), "location", 2, "white", ["gold"], card=cache, explored=True)
    put(state, 1, (4, 4), soldiers=1)
    gold = [p.gold for p in state.players]
    fire(state, "season_end")
    state._advance()
    assert [p.gold - g for p, g in zip(state.players, gold, strict=True)] == [0, 1, 0]


def test_an_area_rule_with_an_area_bound_trigger_fires_only_in_its_area():
    state = new_state()
    lay(state, (4, 4), "plain", 0, "white", [], explored=True)
    put(state, 0, (4, 4), soldiers=1)
    fire(state, "conquer", 0, at(state, (4, 4)))  # not the Drowned Temple: its rule stays silent
    state._advance()
    assert not kinds(state, "flag_set")
    fire(state, "conquer", 0, at(state, (5, 3)))
    state._advance()
    assert last(state, "flag_set").data == {"flag": "temple-cleansed"}
    # 2 points from The Rites Broken, 1 from the first field of Break the Tide-Rites (its task)
    assert state.players[0].vp == 3 and state.players[0].progress["temple-rites"] == 1


def test_a_faction_ability_applies_to_its_owner_only():
    state = new_state(("yoruba", "red-coats", "chasseurs"))
    fire(state, "land", 1, at(state, (2, 6)))
    state._advance()
    assert state.players[1].rations == 3
    fire(state, "land", 0, at(state, (2, 6)))
    state._advance()
    assert state.players[0].rations == 4  # Swift Hulls
