"""Audit (ci-audit.md): the game log's prose (prose.narrate) of a real game (bundled scenario, seed 0,
greedy bots: deterministic).

- the exploring castaway is "someone": resolve.explore logs no `person`;
- the acting castaways are "Castaway 3" while the set-up and death lines name "The Marine": a reader
  cannot tell who took the wounds (the log's people come from `Game.seat_names`, not the castaways dealt);
- raw ids in the sentences: "(build-die)", "(skill:1:old-remedy)", "(open-air)";
- grammar: "1 mystery card go back", "eat 3 foods".
"""

from __future__ import annotations

import random

import pytest

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy, prose
from engine.rulesets.cursed_island.game import Game


@pytest.fixture(scope="module")
def lines() -> dict[str, list[str]]:
    game = Game(load_adventure("wreck-and-beacon"), players=3)
    state = game.new_initial_state(0)
    bots = [greedy.factory(random.Random(i)) for i in range(3)]
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()].step(state))
    out: dict[str, list[str]] = {}
    for e in state.events:
        out.setdefault(e.kind, []).append(prose.narrate(e, game))
    return out


def test_the_explorer_is_named(lines):
    assert lines["explore"][0] == "The Galley Hand explores dunes: Tall Grass (plains)."  # before: "someone explores ..."


def test_the_acting_castaway_is_named_by_character(lines):
    assert lines["roll"][0] == "The Marine rolls for explore: no wound, success, an adventure."  # before: "Castaway 3 rolls ..."


def test_no_raw_reason_ids_in_the_log(lines):
    told = [line for kind in ("wound", "heal", "determination") for line in lines.get(kind, ())]
    assert not [line for line in told if "-die)" in line or "(skill:" in line or "(open-air)" in line]


def test_the_counts_agree_with_their_nouns(lines):
    assert lines["mystery-back"][0] == "1 mystery card goes back into the deck."
    assert lines["eat"][0] == "3 castaways eat 3 food."
