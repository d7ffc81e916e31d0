"""Every effect and condition term of Cursed Island's vocabulary, played with exact values: the
vocabulary knows every name of model.EFFECTS and model.CONDITIONS, and each does what
docs/rules-cursed-island.md says (shortfalls as wounds, IF POSSIBLE, DECIDE, the team's picks)."""

from __future__ import annotations

from ci_state_kit import answer, fresh, steps
from ci_tiny_scenario import t

from engine.rulesets.cursed_island import model
from engine.rulesets.cursed_island.effects import Ctx


FIRST = Ctx(0, "", "", "")


def play(state, *terms, ctx=FIRST):
    return steps(state, ("terms", tuple(terms), 0, ctx))


def test_the_vocabulary_knows_every_term_of_the_model():
    vocabulary = fresh(3, 1).game.vocabulary
    assert set(vocabulary.effect_names) == set(model.EFFECTS)
    assert set(vocabulary.condition_names) == set(model.CONDITIONS)


def test_gain_goes_to_future_resources_during_the_action_phase():
    state = fresh(3, 1)
    state.available.update(food=0, wood=0)
    play(state, t("gain", {"wood": 2}), ctx=Ctx(0, "gather", "s1", ""))
    assert state.future["wood"] == 2 and state.available["wood"] == 0  # round 1 waits at planning
    play(state, t("gain", {"food": 1}))  # a power used while planning: no action, at once
    assert state.available["food"] == 1 and state.future["food"] == 0
    state.phase = "night"
    play(state, t("gain", {"fur": 1}))
    assert state.available["fur"] == 1


def test_discard_shortfall_wounds_the_actor_or_everyone():
    state = fresh(3, 1)
    state.available.update(food=1, preserved=1, wood=0)
    play(state, t("discard", {"food": 3}), ctx=Ctx(1))
    assert state.available["food"] == 0 and state.available["preserved"] == 0
    assert [p.wounds for p in state.people] == [0, 1, 0]
    play(state, t("discard", {"wood": 1, "who": "all"}))
    assert [p.wounds for p in state.people] == [1, 2, 1]


def test_wound_heal_determination_and_morale():
    state = fresh(3, 1)
    state.phase = "night"  # a card's heal plays at night (test_ci_heal_night.py: by day it waits)
    play(state, t("wound", {"count": 3, "who": "first"}), t("heal", {"count": 1, "who": "first"}))
    assert state.people[0].wounds == 2
    state.people[2].determination = 1
    play(state, t("determination", {"count": -3}), ctx=Ctx(2))
    assert state.people[2].determination == 0 and state.people[2].wounds == 2
    state.morale = 3
    play(state, t("morale", 2))
    assert state.morale == 3 and [p.wounds for p in state.people] == [2, 0, 2]


def test_levels_below_zero_wound_every_castaway_and_halving_rounds_down():
    state = fresh(3, 1)
    state.levels["weapon"] = 1
    play(state, t("level", {"track": "weapon", "by": -3}))
    assert state.levels["weapon"] == 0 and [p.wounds for p in state.people] == [2, 2, 2]
    state.levels["roof"] = 5
    play(state, t("halve", "roof"))
    assert state.levels["roof"] == 2


def test_weather_tokens_and_one_token_of_a_kind_per_place():
    state = fresh(3, 1)
    play(state, t("weather", {"rain": 1, "storm": 1, "animals": True}), t("weather", {"rain": 1, "animals": True}))
    assert state.weather_tokens == {"rain": 1, "winter": 0, "storm": 1, "animals": 1}  # one of a kind
    play(state, t("token", {"token": "plus_wood", "on": "camp"}), t("token", {"token": "plus_wood", "on": "camp"}))
    assert sorted(k for k in state.tokens if k[0] == "plus_wood") == [("plus_wood", "s0")]
    assert [p.wounds for p in state.people] == [0, 0, 0]  # a second token is a demand already met


def test_fight_with_a_weapon_bonus():
    state = fresh(3, 1)
    state.levels["weapon"] = 1
    play(state, t("weapon_bonus", 1), t("fight", {"strength": 4}))
    assert state.people[0].wounds == 2


def test_mystery_draws_until_each_kind_and_may_stop():
    state = fresh(3, 1)
    state.mystery_deck[:] = ["m-crab", "m-chest", "m-pit", "m-flask"]  # top: the flask
    play(state, t("mystery", {"treasure": 1, "trap": 1}))
    assert state.treasures == ["m-flask"]  # a treasure with uses: kept, its effect not played yet
    assert state.stage == "mystery" and state.legal_actions() == [("mystery", True), ("mystery", False)]
    answer(state, ("mystery", True))
    assert state.people[0].wounds == 1 and state.discards["mystery"] == ["m-pit"]  # the trap
    assert sorted(state.mystery_deck) == ["m-chest", "m-crab"]


def test_mystery_stopped_after_the_first_card_puts_the_passed_cards_back():
    state = fresh(3, 1)
    state.mystery_deck[:] = ["m-chest", "m-pit", "m-crab"]  # top: the crab
    play(state, t("mystery", {"trap": 1, "treasure": 1}))
    answer(state, ("mystery", False))
    assert state.discards["mystery"] == ["m-pit"] and sorted(state.mystery_deck) == ["m-chest", "m-crab"]


def test_decide_and_shuffle_into_the_event_deck():
    state = fresh(3, 1)
    deck = list(state.event_deck)
    ctx = Ctx(0, "build", "", "a-collapse")
    play(state, *state.game.adventures["a-collapse"].effects, ctx=ctx)
    assert state.stage == "decide" and state.legal_actions() == [("decide", 0), ("decide", 1)]
    answer(state, ("decide", 1))
    assert state.future["wood"] == 2 and sorted(state.event_deck) == sorted([*deck, "a-collapse"])
    assert state.ctx["shuffled"] == ("a-collapse",)


def test_beasts_discoveries_and_the_beast_on_top():
    state = fresh(3, 1)
    beasts = len(state.beast_deck)
    play(state, t("beast", 2), t("beast_on_top"))
    assert len(state.hunt_deck) == 3 and len(state.beast_deck) == beasts - 3
    top = state.hunt_deck[-1]
    play(state, t("scout_hunt"))
    answer(state, ("pick", 1))
    assert state.hunt_deck[0] == top
    play(state, t("discovery", 2), ctx=Ctx(0, "explore", "s1", ""))
    assert len(state.future_discoveries) == 2 and state.discoveries == []


def test_losing_an_item_takes_back_what_it_gave():
    state = fresh(3, 1)
    state.items.update({"t-inv-blade": 1, "t-inv-fire": 1})
    state.board_inventions.remove("t-inv-blade")
    state.levels.update(weapon=1, palisade=0)
    play(state, t("lose_item", "any"))
    assert state.stage == "pick" and state.legal_actions() == [("pick", 0), ("pick", 1)]
    answer(state, ("pick", 0))  # the blade (sorted first)
    assert state.items == {"t-inv-fire": 1} and state.levels["weapon"] == 0 and "t-inv-blade" in state.board_inventions
    play(state, t("lose_item", "t-inv-fire"))
    assert state.items == {} and state.levels["palisade"] == 0
    play(state, t("lose_item", "any"))
    assert [p.wounds for p in state.people] == [1, 1, 1]  # nothing to lose: unfulfilled demand


def test_exhausting_a_source():
    state = fresh(3, 1)
    play(state, t("exhaust", "wood"))
    assert state.exhausted == {("s0", "wood")}
    state.tiles["s1"] = "t-meadow"
    play(state, t("exhaust", "food"))
    assert state.legal_actions() == [("pick", 0), ("pick", 1)]
    answer(state, ("pick", 1))
    assert ("s1", "food") in state.exhausted
    play(state, t("exhaust", "wood"))  # s1's wood is left
    play(state, t("exhaust", "wood"))
    assert [p.wounds for p in state.people] == [1, 1, 1]


def test_an_inaccessible_tile_loses_its_tokens():
    state = fresh(3, 1)
    state.tiles["s1"] = "t-peak"
    state.tokens.add(("plus_food", "s1"))
    play(state, t("inaccessible"), ctx=Ctx(0, "explore", "s1", ""))
    assert state.inaccessible == {"s1"} and ("plus_food", "s1") not in state.tokens
    play(state, t("inaccessible"), ctx=Ctx(0, "gather", "s0", ""))
    assert "s0" not in state.inaccessible  # never the camp's tile


def test_round_modifiers():
    state = fresh(3, 1)
    play(state, t("skip_production"), t("extra_pawn", "build"), t("reroll", "success"), t("ignore_cloud", "winter"),
         t("winter_to_rain", 2), t("wood_discount", 1), t("scenario_track", {"track": "pile", "by": 9}))
    assert state.mods["skip_production"] == 1 and state.mods["extra_pawns"] == ("build",)
    assert state.mods["rerolls"] == ("success",) and state.mods["ignore_winter"] == 1
    assert state.mods["winter_to_rain"] == 2 and state.mods["wood_discount"] == 1
    assert state.tracks["pile"] == 5  # the track's top


def test_a_new_idea_scouting_tiles_and_discoveries():
    state = fresh(3, 1)
    deck = list(state.invention_deck)
    play(state, t("draw_inventions", {"draw": 3, "keep": 1}))
    answer(state, ("pick", 2))
    assert state.board_inventions[-1] == deck[-3] and state.discards["invention"] == deck[-2:][::-1]
    stack = list(state.tile_stack)
    play(state, t("scout_tiles", {"draw": 2}))
    answer(state, ("pick", 1))
    assert state.tile_stack[-1] == stack[-2] and sorted(state.tile_stack) == sorted(stack)
    tokens = list(state.discovery_stack)
    play(state, t("scout_discoveries", {"draw": 2}))
    answer(state, ("pick", 0))
    assert state.discoveries == [tokens[-1]] and state.discards["discovery"] == [tokens[-2]]


def test_resolve_again_plays_the_event_effects_once_more():
    state = fresh(3, 1)
    start = len(state.events)
    play(state, *state.game.events["e-omen"].threat, ctx=Ctx(0, "", "", "e-omen"))
    # the Omen's event effect (a trap mystery: the pit's wound), then its own threat wound
    assert [(e.kind, e.data.get("card") or e.data.get("reason")) for e in state.events[start:]] == [
        ("mystery", "m-pit"), ("wound", "m-pit"), ("wound", "e-omen")]
    assert state.people[0].wounds == 2


def test_if_possible_plays_only_what_can_be_played_in_full():
    state = fresh(3, 1)
    state.available.update(wood=0)
    play(state, t("if_possible", [t("discard", {"wood": 1})]))
    assert [p.wounds for p in state.people] == [0, 0, 0]
    state.available.update(wood=2)
    play(state, t("if_possible", [t("discard", {"wood": 1})]))
    assert state.available["wood"] == 1


def test_a_split_heal_asks_who_each_wound_goes_to():
    state = fresh(3, 1)
    state.phase = "night"
    state.people[0].wounds = 1
    state.people[2].wounds = 3
    play(state, t("heal", {"count": 2, "who": "chosen"}))
    assert state.legal_actions() == [("heal", 0), ("heal", 2)]
    answer(state, ("heal", 0))
    assert state.legal_actions() == [("heal", 2)]
    answer(state, ("heal", 2))
    assert [p.wounds for p in state.people] == [0, 0, 2]


def test_conditions():
    state = fresh(3, 1)
    holds = state.game.vocabulary.holds
    ctx = Ctx(0)
    state.items["t-inv-fire"] = 2
    state.levels["roof"] = 2
    state.tiles["s1"] = "t-peak"
    assert holds(state, ctx, (t("has_item", "t-inv-fire"), t("built_count", {"item": "t-inv-fire", "count": 2}),
                              t("level_at_least", {"track": "roof", "min": 2}), t("terrain", "mountains"),
                              t("explored_at_least", 2), t("round_at_least", 1), t("morale_at_least", 0),
                              t("resources", {"food": 1}), t("shelter", False),
                              t("scenario_track_at_least", {"track": "pile", "min": 0})))
    state.inaccessible.add("s1")
    assert not holds(state, ctx, (t("terrain", "mountains"),))
    assert holds(state, ctx, (t("any", [t("terrain", "mountains"), t("terrain", "beach")]), t("not", t("shelter", True))))
