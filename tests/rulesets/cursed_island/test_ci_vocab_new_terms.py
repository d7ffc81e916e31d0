"""The rules readings 10 and 16 left to a card's text, now played (issue 29, session 11): special
wounds (reading 17), the shortcut (reading 18), a night outside the camp (reading 19), +1 tokens carried
with the camp (reading 10) and a threat action needing one of two things (`any`). Exact states on the
action kit's small island (ci_actions_kit: camp c, start tile food; n0 plains food, n5 river food+wood)."""

from __future__ import annotations

import ci_actions_kit as k
from ci_state_kit import answer, steps

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island.effects import Ctx
from engine.rulesets.cursed_island.model import AdventureCard, EventCard, Invention, ThreatAction

SHORTCUT = Invention("shortcut", "Shortcut", items=("map",), effects=(Term("shortcut", True),), starting=True)
ADVENTURES = (AdventureCard("adv-build", "Splinter", "build", effects=(Term("wound", {"count": 1}),)),
              AdventureCard("adv-gather", "Lost Trail", "gather", effects=(Term("night_outside", True),)),
              AdventureCard("adv-explore", "Thorns", "explore",
                            effects=(Term("special_wound", {"part": "leg"}),)))
EITHER = EventCard("ford", "Ford", "book", action=ThreatAction(1, needs=(Term("any", (
    Term("has_item", "rope"), Term("level_at_least", {"track": "weapon", "min": 2}))),),
    reward=(Term("determination", {"count": 1}),)))


def fresh(players=3, island=None, **fields):
    scenario = {"inventions": (*k.INVENTIONS, SHORTCUT), "adventures": ADVENTURES, "events": (EITHER, *k.EVENTS)}
    return k.planned(players, island, scenario, **fields)


stock = k.stock


# -- special wounds -----------------------------------------------------------------------------
def test_a_special_wound_is_a_wound_and_a_token_a_second_on_the_part_a_wound_only():
    state = fresh(3)
    steps(state, ("terms", (Term("special_wound", {"part": "leg"}), Term("special_wound", {"part": "head"}),
                            Term("special_wound", {"part": "leg"})), 0, Ctx(1, "", "", "adv-explore")))
    assert (state.people[1].hurts, state.people[1].wounds, state.people[0].hurts) == (("head", "leg"), 3, ())
    assert state.people[1].snapshot()["hurts"] == ["head", "leg"] and "hurts" not in state.people[0].snapshot()


def test_a_hurt_leg_costs_a_wound_to_gather_and_a_rest_mends_one_part():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, available=stock())
    state.people[0].hurts = ("head", "leg")
    state.people[1].hurts = ("arm",)
    state.people[1].wounds = 3
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"), ("rest", ""))
    k.resolve(state)
    assert (state.people[0].wounds, state.people[0].hurts) == (1, ("head", "leg"))  # gathering: the leg
    assert (state.people[1].wounds, state.people[1].hurts) == (1, ())  # two rests: the arm mended, 2 healed
    assert state.available == stock(food=1)


def test_an_exploring_adventure_hurts_the_explorer():
    state = fresh(3, island=k.dice(explore=(0, 6, 6)), tile_stack=["plains"])
    k.place(state, ("explore", "n2"))
    k.resolve(state)  # his second pawn rests after: the leg mends, the wound heals
    told = [(e.kind, e.data.get("part"), e.data.get("wounds")) for e in state.events
            if e.data.get("person") == 0 and e.kind in ("special-wound", "wound", "wound-mended", "heal")]
    assert told == [("special-wound", "leg", None), ("wound", None, 1), ("wound-mended", "leg", None), ("heal", None, 0)]
    assert (state.people[0].hurts, state.people[0].wounds) == ((), 0)


# -- the shortcut ---------------------------------------------------------------------------------
def test_the_shortcut_lies_where_and_for_what_the_team_says_and_gives_it_each_production():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "river"}, items={"map": 1}, available=stock())
    k.place(state, ("build", "shortcut"), ("build", "shortcut"))
    k.resolve(state)
    assert state.stage == "pick" and state.ctx["pick"] == ("shortcut", ("n0:food", "n5:food", "n5:wood"), None)
    assert state.decision_prompt().endswith("which tile next to the camp the shortcut leads to, and for which of its goods")
    assert state.action_to_string(("pick", 2)).endswith(" for its wood")
    answer(state, ("pick", 2))
    assert ("shortcut_wood", "n5") in state.tokens and state.items == {"map": 1, "shortcut": 1}
    state.available = stock()
    steps(state, ("production",))
    assert state.available == stock(food=1, wood=1)  # the camp's food and the river's wood
    state.exhausted.add(("n5", "wood"))
    state.available = stock()
    steps(state, ("production",))
    assert state.available == stock(food=2)  # its wood spent: the river's food


def test_the_shortcut_goes_with_its_item_and_with_a_camp_move():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, items={"map": 1, "shortcut": 1},
                  tokens={("shortcut_food", "n0")})
    steps(state, ("terms", (Term("lose_item", "shortcut"),), 0, Ctx(0, "", "", "")))
    assert "shortcut" not in state.items and state.tokens == set()
    assert "shortcut" in state.board_inventions
    state.items["shortcut"] = 1
    state.tokens.add(("shortcut_food", "n0"))
    steps(state, ("night-camp",))
    answer(state, ("camp", "n0"))
    assert state.camp == "n0" and "shortcut" not in state.items and state.tokens == set()


def test_a_single_tile_and_good_next_to_the_camp_takes_the_shortcut_without_asking():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, items={"map": 1})
    steps(state, ("terms", (Term("shortcut", True),), 0, Ctx(0, "build", "", "shortcut")))
    assert state.tokens == {("shortcut_food", "n0")} and state.stage == "halt"


# -- +1 tokens carried with the camp ----------------------------------------------------------------
def test_plus_tokens_move_with_the_camp_when_the_team_says_so():
    state = fresh(3, tiles={"c": "start", "n0": "plains", "n5": "river"},
                  tokens={("plus_food", "c"), ("plus_wood", "c"), ("plus_wood", "n0")})
    steps(state, ("night-camp",))
    assert state.legal_actions()[:5] == [("camp", ""), ("camp", "n0"), ("camp", "n0", "carry"),
                                         ("camp", "n5"), ("camp", "n5", "carry")]
    assert state.action_to_string(("camp", "n0", "carry")).endswith(", taking the +1 tokens along")
    answer(state, ("camp", "n0", "carry"))
    assert state.tokens == {("plus_food", "n0"), ("plus_wood", "n0")}  # one wood token only on n0
    left = fresh(3, tiles={"c": "start", "n0": "plains"}, tokens={("plus_food", "c")})
    steps(left, ("night-camp",))
    answer(left, ("camp", "n0"))
    assert left.tokens == {("plus_food", "c")}


def test_no_carry_is_offered_without_tokens_on_the_camp():
    state = fresh(3, tiles={"c": "start", "n0": "plains"})
    steps(state, ("night-camp",))
    assert [a for a in state.legal_actions() if a[0] == "camp"] == [("camp", ""), ("camp", "n0")]


# -- a night outside the camp ---------------------------------------------------------------------
def test_a_gatherer_sent_outside_keeps_his_food_eats_it_and_sleeps_in_the_open():
    state = fresh(3, island=k.dice(gather=(0, 6, 6)), tiles={"c": "start", "n0": "plains"}, available=stock())
    k.place(state, ("gather", "n0:food"))
    k.resolve(state)
    assert state.mods["outside"] == ((0, False),) and state.mods["supply"] == ((0, "food", 1),)
    assert state.available == stock()  # his food is his own, not the team's
    state.available = stock(food=1)
    state.people[2].wounds = 0
    steps(state, ("night",))
    assert state.stage == "hungry"  # 1 food for the two at the camp: one goes hungry
    answer(state, ("hungry", 2))
    steps(state, ("night-end",))
    assert [p.wounds for p in state.people[:3]] == [1, 1, 3]  # open air each; the hungry one 2 more
    assert state.available == stock()  # he ate his food: nothing to bring back


def test_outside_without_food_two_wounds_spared_the_weather_and_his_supply_kept_from_rot():
    state = fresh(3, tiles={"c": "start", "n0": "plains"}, available=stock(food=3), shelter=True)
    steps(state, ("terms", (Term("night_outside", {"who": "first"}),), 0, Ctx(0, "", "", "")))
    state.levels["roof"] = 0
    state.weather_tokens["rain"] = 1  # 1 cloud, no roof: a food and a wood, the wood lacking
    state.round = 1
    state.starting_items.clear()
    steps(state, ("weather",), ("weather-roll",))
    assert [p.wounds for p in state.people[:3]] == [0, 1, 1]
    steps(state, ("night",), ("night-end",))
    assert [p.wounds for p in state.people[:3]] == [3, 1, 1]  # 2 unfed, 1 in the open; the others sheltered
    kept = fresh(3, island=k.dice(gather=(0, 6, 6)), tiles={"c": "start", "n0": "plains"}, available=stock(),
                 items={"basket": 1})
    k.place(kept, ("gather", "n0:food"))
    k.resolve(kept)
    assert kept.mods["supply"] == ((0, "food", 2),)
    kept.available = stock(food=2)  # the two at the camp eat it
    steps(kept, ("night",), ("night-end",))
    assert kept.available == stock(food=1) and "outside" not in kept.mods  # kept past the rot, mods ended


def test_an_explored_shelter_spares_the_open_air():
    state = fresh(3, tiles={"c": "start", "n5": "river"})
    steps(state, ("terms", (Term("night_outside", True),), 0, Ctx(1, "explore", "n5", "adv-explore")))
    assert state.mods["outside"] == ((1, True),)


# -- a threat action needing one of two things -------------------------------------------------------
def test_a_threat_needing_one_of_two_things_opens_with_either():
    state = fresh(3, threat=["ford", None])
    assert ("threat", "ford") not in [(a[2], a[3]) for a in k.options(state)]
    state.items = {"rope": 1}
    k.replan(state)
    assert ("threat", "ford") in [(a[2], a[3]) for a in k.options(state)]
    state.items = {}
    state.levels["weapon"] = 2
    k.replan(state)
    assert ("threat", "ford") in [(a[2], a[3]) for a in k.options(state)]


def test_the_team_greedy_plans_a_rest_for_a_castaway_with_a_special_wound():
    from engine.rulesets.cursed_island import planner
    state = fresh(3)
    assert [t for t in planner.tasks(state) if t.why == "a special wound"] == []
    state.people[1].hurts = ("leg",)
    rests = [(t.action, t.person) for t in planner.tasks(state) if t.why == "a special wound"]
    assert rests == [("rest", 1)]


def test_friday_outside_neither_eats_nor_sleeps_in_the_open():
    state = fresh(2, tiles={"c": "start", "n0": "plains"}, available=stock(food=3))
    friday = next(i for i, p in enumerate(state.people) if p.character == "friday")
    steps(state, ("terms", (Term("night_outside", True),), 0, Ctx(friday, "gather", "n0", "adv-gather")))
    steps(state, ("night",), ("night-end",))
    assert state.people[friday].wounds == 0 and [p.wounds for p in state.people[:2]] == [1, 1]


def test_the_team_greedy_values_the_shortcut_like_a_production_where_it_can_lie():
    from engine.rulesets.cursed_island import planworth
    alone = fresh(3, tiles={"c": "start"})
    beside = fresh(3, tiles={"c": "start", "n0": "plains"})
    rounds = min(planworth.HORIZON, beside.game.scenario.rounds - beside.round)
    assert planworth.item_value(alone, "shortcut") == 0.2  # nowhere to lie yet: the base worth only
    assert planworth.item_value(beside, "shortcut") == 0.2 + planworth.PER_ROUND["production"] * rounds
