"""A campaign chapter's carry-in applied at setup (engine/rulesets/isles_of_terror/carry.py)."""

from __future__ import annotations

from engine.core.carry import CarryIn, SeatCarry
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.carry import chapter_end
from engine.rulesets.isles_of_terror.prose import narrate
from engine.sim.campaign import load_campaign

from rules_helpers import adventure

FACTIONS = ["red-coats", "yoruba", "conquistadores"]


def _advantage(advantage_id: str):
    campaign = load_campaign("isles-of-ash").campaign
    return next(a for c in campaign.chapters for a in c.advantages if a.id == advantage_id)


def _state(carry_in, seed: int = 3):
    game = Game(adventure("drowned-temple"), factions=FACTIONS, seed=seed, carry_in=carry_in)
    return game, game.new_initial_state()


def test_without_a_carry_in_the_game_is_the_one_it_always_was():
    _, plain = _state(None)
    assert not any(e.kind == "carried_over" for e in plain.log)


def test_resources_flags_captains_and_vp_are_applied_and_logged():
    declared = load_campaign("isles-of-ash").campaign.carry_over
    carry = CarryIn("The Drowned Temple", declared, ("beacon-lit",), (
        SeatCarry(resources=(("gold", 2),), vp=5), SeatCarry(captains_lost=1), SeatCarry()))
    game, state = _state(carry)
    _, plain = _state(None)
    red, yoruba, third = state.players
    assert red.gold == plain.players[0].gold + 2
    assert red.vp == plain.players[0].vp  # campaign VP are the campaign's score, not on the chapter's track
    assert yoruba.total_captains == game.materials.captains - 1
    assert third.total_captains == game.materials.captains
    assert "beacon-lit" in state.flags
    lines = [narrate(e, state) for e in state.log if e.kind == "carried_over"]
    assert lines == ["The story flags beacon-lit carry over from The Drowned Temple.",
                     "Red Coats start with 2 gold and 5 campaign VP, carried over from The Drowned Temple.",
                     "Yoruba start with a captain fewer, carried over from The Drowned Temple."]


def test_an_advantage_is_a_rule_of_its_seat():
    declared = load_campaign("isles-of-ash").campaign.carry_over
    carry = CarryIn("Chapter I: Landfall", declared, (), (
        SeatCarry(advantages=(_advantage("beacon-charts"),)), SeatCarry(), SeatCarry()))
    _, state = _state(carry)
    _, plain = _state(None)
    # The Beacon Charts: at the start of the game, 2 gold on the holder's sea card, nobody else's
    assert [p.sea_gold - q.sea_gold for p, q in zip(state.players, plain.players, strict=True)] == [2, 0, 0]


def test_chapter_end_reads_pools_vp_winners_and_destroyed_captains():
    _, state = _state(None)
    state.players[0].gold, state.players[0].rations, state.players[1].vp = 4, 1, 6
    state.emit("casualty", 2, -1, figure="captain", by=0)
    end = chapter_end(state)
    assert end.resources[0] == (("gold", 4), ("rations", 1))
    assert end.vp[1] == 6
    assert end.captains_lost == (0, 0, 1)
    assert end.winners == ()  # not finished
