"""The event phase: skipped in round 1, the event deck drawn through adventure and mystery cards
until an event card, the book icon's scenario effect or the adventure icon's token, the threat
conveyor sliding left with the card pushed off playing its threat effects."""

from __future__ import annotations

from ci_state_kit import fresh, kinds, steps


def test_round_one_has_no_event_phase():
    state = fresh(3, 1)
    assert "event" not in kinds(state) and state.threat == [None, "w-crates"]


def test_adventure_cards_in_the_event_deck_play_their_event_effects_until_an_event_card():
    state = fresh(3, 1)
    state.levels["palisade"] = 3
    state.event_deck[:] = ["e-gale", "a-collapse"]  # the top is the end of the list
    steps(state, ("event",))
    assert state.levels["palisade"] == 1  # a-collapse's event effect: halved, rounded down
    assert state.discards["build"] == ["a-collapse"]
    assert state.people[state.first].wounds == 1  # e-gale's book icon: the scenario's book effect
    assert state.weather_tokens["rain"] == 1  # e-gale's event effect
    assert state.threat == ["w-crates", "e-gale"]  # slid left, nothing fell off
    assert state.event_deck == []


def test_the_card_pushed_off_the_threat_field_plays_its_threat_effects():
    state = fresh(3, 1)
    state.threat[:] = ["e-swarm", "e-slide"]
    state.event_deck[:] = ["e-drift"]
    state.available["wood"] = 0
    steps(state, ("event",))
    assert ("adventure", "gather") in state.tokens  # e-drift's adventure icon: a token on its field
    assert ("reroll", "build") in state.tokens
    assert state.available["wood"] == 1  # gained in the event phase: available at once
    assert [p.wounds for p in state.people] == [1, 1, 1]  # e-swarm fell off: a wound to each castaway
    assert state.threat == ["e-slide", "e-drift"]
    assert state.discards["event"] == ["e-swarm"]


def test_every_card_slides_even_past_an_empty_space():
    state = fresh(3, 1)
    state.threat[:] = ["e-slide", None]
    state.levels["palisade"] = 2
    state.event_deck[:] = ["e-tide"]
    steps(state, ("event",))
    assert state.threat == [None, "e-tide"]
    assert state.levels["palisade"] == 1  # e-slide's threat effect


def test_the_wreckage_card_falls_off_without_effect():
    state = fresh(3, 1)
    state.threat[:] = ["w-crates", "e-slide"]
    state.event_deck[:] = ["e-tide"]
    before = [p.wounds for p in state.people]
    steps(state, ("event",))
    assert state.threat == ["e-slide", "e-tide"] and [p.wounds for p in state.people] == before
    assert "threat-falls" not in kinds(state)


def test_a_mystery_card_shuffled_into_the_event_deck_plays_its_event_effect():
    state = fresh(3, 1)
    state.morale = 1
    state.event_deck[:] = ["e-tide", "m-curse"]
    steps(state, ("event",))
    assert state.morale == 0 and state.discards["mystery"] == ["m-curse"]
    assert state.threat == ["w-crates", "e-tide"]
    assert ("plus_food", "s0") in state.tokens


def test_an_empty_event_deck_draws_nothing():
    state = fresh(3, 1)
    state.event_deck[:] = []
    steps(state, ("event",))
    assert kinds(state)[-1] == "no-event" and state.threat == [None, "w-crates"]


def test_a_card_shuffled_in_during_an_earlier_round_is_discarded_when_drawn():
    state = fresh(3, 1)
    state.ctx["shuffled"] = ("a-collapse",)  # it went into the event deck during this round's actions
    steps(state, ("night-end",))
    state.event_deck[:] = ["e-gale", "a-collapse"]
    steps(state, ("event",))
    assert state.discards["build"] == ["a-collapse"] and "a-collapse" not in state.event_deck
