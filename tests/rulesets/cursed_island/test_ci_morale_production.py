"""The morale phase (the first player's Determination by the morale level, solo's +1 first, the
shortfall as wounds, the top level's choice) and the production phase (the camp tile's sources,
exhausted sources, +1 tokens, passives, a skipped production)."""

from __future__ import annotations

from ci_state_kit import answer, fresh, steps


def test_morale_gives_the_first_player_the_levels_determination():
    state = fresh(3, 1)
    state.first = 1
    state.morale = 2
    steps(state, ("morale",))
    assert [p.determination for p in state.people] == [0, 1, 0]  # level 2 gives 1 (the default track)


def test_a_determination_shortfall_is_a_wound_each():
    state = fresh(3, 1)
    state.morale = -3
    state.people[0].determination = 1
    steps(state, ("morale",))
    assert state.people[0].determination == 0 and state.people[0].wounds == 2


def test_solo_morale_rises_by_one_first():
    state = fresh(1, 1)
    state.morale = 0
    state.people[0].determination = 0
    steps(state, ("morale",))
    assert state.morale == 1 and state.people[0].determination == 1


def test_the_top_level_offers_determination_or_a_heal():
    state = fresh(3, 1)
    state.morale = 3
    state.people[0].wounds = 2
    steps(state, ("morale",))
    assert state.stage == "morale" and state.legal_actions() == [("morale", "determination"), ("morale", "heal")]
    answer(state, ("morale", "heal"))
    assert state.people[0].wounds == 1 and state.people[0].determination == 0
    state = fresh(3, 1)
    state.morale = 3
    state.people[0].wounds = 1
    steps(state, ("morale",))
    answer(state, ("morale", "determination"))
    assert state.people[0].determination == 2 and state.people[0].wounds == 1
    state.people[0].wounds = 0
    steps(state, ("morale",))
    assert state.stage == "halt" and state.people[0].determination == 4  # unwounded: nothing to choose


def test_a_morale_bonus_item_gives_more_and_takes_less():
    state = fresh(3, 1)
    state.items["t-inv-diary"] = 1
    state.morale = -1
    steps(state, ("morale",))
    assert state.people[0].determination == 0 and state.people[0].wounds == 0  # -1 + 1
    state.morale = 0
    steps(state, ("morale",))
    assert state.people[0].determination == 1


def test_production_of_the_camp_tile():
    state = fresh(3, 1)
    state.available.update(food=0, wood=0)
    steps(state, ("production",))
    assert (state.available["food"], state.available["wood"]) == (1, 1)  # the cove: food and wood


def test_an_exhausted_source_gives_nothing_but_its_token_still_gives():
    state = fresh(3, 1)
    state.available.update(food=0, wood=0)
    state.exhausted.add(("s0", "food"))
    state.tokens.add(("plus_food", "s0"))
    state.tokens.add(("plus_wood", "s0"))
    steps(state, ("production",))
    assert (state.available["food"], state.available["wood"]) == (1, 2)


def test_production_passives_and_a_skipped_production():
    state = fresh(3, 1)
    state.available.update(food=0, wood=0)
    state.items["t-inv-kettle"] = 1
    steps(state, ("production",))
    assert state.available["food"] == 2
    state.mods["skip_production"] = 1
    steps(state, ("production",))
    assert state.available["food"] == 2 and "skip_production" not in state.mods
