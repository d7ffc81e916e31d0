"""The action dice of a one-pawn action, the reroll window, tokens and adventure cards (ci-actions:
actiondice.py, adventure.py), with dice made certain by content (0 or 6 faces of 6)."""

from __future__ import annotations

import ci_actions_kit as k


def fresh(players=3, **dice):
    state = k.planning(players, island=k.dice(**dice))
    state.available = {"food": 0, "preserved": 0, "wood": 3, "fur": 0}
    state.shelter = True
    k.replan(state)
    return state


def test_success_builds_and_a_wound_face_wounds_the_actor():
    state = fresh(build=(6, 6, 0))
    k.place(state, ("build", "roof"), ("camp", ""))
    k.resolve(state)
    assert state.levels["roof"] == 1 and state.available["wood"] == 0
    assert state.people[0].wounds == 1 and state.people[0].determination == 2  # the camp's 2


def test_a_failure_gives_two_determination_and_keeps_the_resources():
    state = fresh(build=(0, 0, 0))
    k.place(state, ("build", "roof"))
    k.resolve(state)
    assert state.levels["roof"] == 0 and state.available["wood"] == 3
    assert state.people[0].determination == 2


def test_an_adventure_face_draws_the_actions_card():
    state = fresh(build=(0, 6, 6))
    k.place(state, ("build", "weapon"), ("camp", ""))
    k.resolve(state)
    assert state.people[0].wounds == 1  # the building card's wound
    assert state.discards["build"] == ["adv-build"] and state.adventure_decks["build"] == []


def test_friday_alone_takes_a_wound_instead_of_the_card():
    state = fresh(2, build=(0, 6, 6))
    k.place(state, *[("rest", "")] * 4, ("build", "weapon"))
    k.resolve(state)
    assert state.people[2].character == "friday" and state.people[2].wounds == 1
    assert state.adventure_decks["build"] == ["adv-build"]


def test_an_adventure_token_draws_one_card_even_with_a_sure_success():
    state = fresh(gather=(0, 6, 0))
    state.tiles = {"c": "start", "n0": "plains"}
    state.tokens = {("adventure", "gather")}
    k.replan(state)
    k.place(state, ("gather", "n0:food"), ("gather", "n0:food"))
    k.resolve(state)
    assert state.available["food"] == 2 and state.tokens == set()  # 1 gathered + the card's 1
    assert state.discards["gather"] == ["adv-gather"]


def test_an_adventure_token_and_an_adventure_face_draw_one_card():
    state = fresh(gather=(0, 6, 6))
    state.tiles = {"c": "start", "n0": "plains"}
    state.tokens = {("adventure", "gather")}
    k.replan(state)
    k.place(state, ("gather", "n0:food"))
    k.resolve(state)
    assert state.discards["gather"] == ["adv-gather"] and state.available["food"] == 2


def test_a_card_shuffled_into_the_event_deck_is_not_discarded():
    state = fresh(explore=(0, 6, 6))
    before = len(state.event_deck)
    k.place(state, ("explore", "n0"))
    k.resolve(state)
    assert len(state.event_deck) == before + 1 and "adv-explore" in state.event_deck
    assert state.discards.get("explore", []) == []


def test_a_reroll_token_rolls_a_success_again():
    state = fresh(build=(0, 0, 0))
    state.tokens = {("reroll", "build")}
    k.replan(state)
    k.place(state, ("build", "roof"))
    k.resolve(state)
    assert state.tokens == {("reroll", "build")}  # no success rolled: the token waits
    state = fresh(build=(0, 6, 0))
    state.tokens = {("reroll", "build")}
    k.replan(state)
    k.place(state, ("build", "roof"))
    k.resolve(state)
    assert state.tokens == set() and state.levels["roof"] == 1


def test_the_reroll_window_offers_a_matching_skill_and_the_failure_pays_after_it():
    state = fresh(build=(0, 0, 0))
    state.people[1].determination = 2
    k.place(state, ("build", "roof"))
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "reroll"
    assert ("use", "skill:1:craft", "") in state.legal_actions() and state.legal_actions()[-1] == ("pass",)
    state.apply_action(("use", "skill:1:craft", ""))
    assert state.stage == "reroll" and state.people[1].determination == 0
    assert state.legal_actions()[0] == ("reroll", "success", "power")
    state.apply_action(("reroll", "success", "power"))
    assert state.stage == "halt" and "rerolls" not in state.mods
    assert state.people[0].determination == 2 and state.levels["roof"] == 0


def test_no_window_without_a_reroll_to_offer():
    state = fresh(gather=(0, 0, 0))
    state.tiles = {"c": "start", "n0": "plains"}
    state.people[1].determination = 5  # the carpenter's reroll is brown: not for gathering
    k.replan(state)
    k.place(state, ("gather", "n0:food"))
    k.resolve(state)
    assert state.stage == "halt" and state.people[0].determination == 2


def test_an_adventure_cards_decide_asks_the_team():
    from engine.core.vocabulary import Term
    from engine.rulesets.cursed_island.model import AdventureCard
    cards = (*k.ADVENTURES[:1], AdventureCard("adv-fork", "Fork", "gather", effects=(
        Term("choose", ((Term("gain", {"food": 2}),), (Term("wound", {"count": 1}),))),)), *k.ADVENTURES[2:])
    state = k.planning(3, island=k.dice(gather=(0, 6, 6)), adventures=cards)
    state.tiles = {"c": "start", "n0": "plains"}
    state.available = {"food": 0, "preserved": 0, "wood": 0, "fur": 0}
    k.replan(state)
    k.place(state, ("gather", "n0:food"))
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "decide" and [a for a in state.legal_actions() if a[0] == "decide"] == [
        ("decide", 0), ("decide", 1)]
    state.apply_action(("decide", 0))
    assert state.stage == "halt" and state.available["food"] == 3
    assert state.discards["gather"] == ["adv-fork"]


def test_a_held_discovery_that_rerolls_opens_the_window():
    from engine.core.vocabulary import Term
    from engine.rulesets.cursed_island.model import Discovery
    state = k.planning(3, island=k.dice(build=(0, 0, 0)),
                       discoveries=(Discovery("charm", "Charm", (Term("reroll", "success"),), windows=("reroll",)),))
    state.available = {"food": 0, "preserved": 0, "wood": 3, "fur": 0}
    state.shelter = True
    state.discoveries = ["charm"]
    k.replan(state)
    k.place(state, ("build", "roof"))
    k.rest_all(state)
    state.todo[:] = [("resolve",), ("reask", "halt", 0)]
    state.apply_action(("commit",))
    assert state.stage == "reroll"
    assert state.legal_actions() == [("use", "discovery:0", ""), ("pass",)]
    state.apply_action(("use", "discovery:0", ""))
    assert state.discoveries == []
    assert state.legal_actions() == [("reroll", "success", "power"), ("pass",)]
