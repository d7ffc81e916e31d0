"""Haze Islands' `mode_rules:`: numbers and a Doom deck only a team mode plays with.

The rulebook's solo and cooperative games share the competitive game's Doom deck, pirates and Doom
steps, so a team game may be out of every bot's reach while the competitive game is fine. These tests
hold the block's reading (the model keeps each mode's rules over the shared ones and its Doom deck),
its use (a game of that mode is dealt with them, every other mode with the shared ones, the very
same model), its located diagnostics, and misty-reach's tuned values (docs/team-tuning.md).
"""

from __future__ import annotations

import pytest

from engine.core import ruleset as rulesets
from engine.rulesets.haze_islands import model
from engine.rulesets.haze_islands.game import Game
from engine.rulesets.haze_islands.report import score_spec
from haze_content_kit import found, mini_sea, validation

SEA = "mini-sea.yaml"
SMALL_DOOM = ("# A second Doom deck for a team mode.\nkind: doom-cards\nruleset: haze-islands\nid: mini-whelp\n"
              "title: Mini Whelp\nversion: 1.0.0\ncards:\n  - id: whelp\n    title: Whelp\n    sides:\n"
              "      - {needs: [tempest], score: 1}\n      - {needs: [gunner], score: 1}\n")
BLOCK = "mode_rules:\n  solo: {doom: mini-whelp, pirates: 5, doom_start: 2, solo_icons: 5}\n  cooperative: {hand_limit: 4}\n"


def _sea(folder, block: str = BLOCK, edits=()):
    mini_sea(folder, {SEA: list(edits)} if edits else None)
    (folder / "mini-whelp.yaml").write_text(SMALL_DOOM, encoding="utf-8")
    path = folder / SEA
    path.write_text(path.read_text(encoding="utf-8") + block, encoding="utf-8")
    return folder


def _resolve(folder, adventure="mini-sea"):
    return rulesets.get("haze-islands").resolve(validation(folder), adventure)


def test_each_team_mode_keeps_its_rules_over_the_shared_ones_and_its_doom_deck(tmp_path):
    built = _resolve(_sea(tmp_path))
    shared = model.Rules(hand_limit=3, solo_icons=6, cooperative_icons=7)
    assert built.rules == shared and built.doom_cards_id == "mini-doom"
    solo, cooperative = built.mode_rules
    assert (solo.mode, solo.rules, solo.doom_cards_id, [c.id for c in solo.doom_cards]) == (
        "solo", model.Rules(hand_limit=3, solo_icons=5, cooperative_icons=7, pirates=5, doom_start=2),
        "mini-whelp", ["whelp"])
    assert solo.doom_cards[0].sides == (model.Requirement(("tempest",), 1), model.Requirement(("gunner",), 1))
    assert (cooperative.mode, cooperative.rules, cooperative.doom_cards, cooperative.doom_cards_id) == (
        "cooperative", model.Rules(hand_limit=4, solo_icons=6, cooperative_icons=7), (), "")


def test_the_other_modes_play_the_very_same_model(tmp_path):
    built = _resolve(_sea(tmp_path))
    assert built.for_mode("competitive") is built and built.for_mode("friendly") is built
    solo = built.for_mode("solo")
    assert (solo.rules.pirates, solo.doom_cards_id, solo.doom_card("whelp").title, solo.mode_rules) == (
        5, "mini-whelp", "Whelp", ())
    cooperative = built.for_mode("cooperative")
    assert (cooperative.rules.hand_limit, cooperative.doom_cards_id, cooperative.doom_cards) == (
        4, "mini-doom", built.doom_cards)


def test_a_game_of_a_team_mode_is_dealt_with_its_own_numbers(tmp_path):
    built = _resolve(_sea(tmp_path))
    solo = Game(built, players=1, mode="solo").new_initial_state(3)
    assert (solo.supply, solo.doom_power, solo.doom_deck[0][0], solo.game.rules.pirates) == ([5], 2, "whelp", 5)
    competitive = Game(built, players=2, mode="competitive").new_initial_state(3)
    assert (competitive.supply, competitive.doom_power, competitive.doom_deck[0][0]) == ([3, 3], 1, "small-maw")
    assert competitive.game.adventure is built
    assert Game(built, players=2, mode="cooperative").rules.hand_limit == 4


def test_an_adventure_without_the_block_plays_one_model_in_every_mode(tmp_path):
    plain = _resolve(mini_sea(tmp_path))
    assert plain.mode_rules == () and plain.for_mode("solo") is plain


@pytest.mark.parametrize("block,expected", [
    ("mode_rules:\n  solo: {doom: mini-dom, pirates: 5}\n",
     ("error", "haze/unknown-deck", SEA, "/mode_rules/solo/doom", 17, 16, "no doom-cards file has the id 'mini-dom'",
      "Did you mean 'mini-doom'?")),
    ("mode_rules:\n  solo: {pirate: 5}\n",
     ("error", "schema/unknown-field", SEA, "/mode_rules/solo/pirate", 17, 10, "unknown field 'pirate' in Solo rules",
      "Did you mean 'pirates'? Fields allowed here: rounds, doom_start, doom_step, final_power, hand_limit, pirates, "
      "attack_damage, solo_icons, cooperative_icons, doom.")),
    ("mode_rules:\n  friendly: {pirates: 5}\n",
     ("error", "schema/unknown-field", SEA, "/mode_rules/friendly", 17, 3, "unknown field 'friendly' in Team mode "
      "rules", "Fields allowed here: solo, cooperative.")),
    ("mode_rules:\n  solo: {solo_icons: 60}\n",
     ("error", "haze/threshold-unreachable", SEA, "/mode_rules/solo/solo_icons", 17, 22, "solo play needs 60 icons "
      "but the adventure and Doom cards score at most 7", "Lower 'mode_rules: solo: solo_icons' to 7 or less, or "
      "raise the cards' scores.")),
])
def test_a_wrong_entry_is_reported_where_it_is_written(tmp_path, block, expected):
    assert found(_sea(tmp_path, block)) == [expected]


def test_an_entry_for_an_undeclared_mode_is_reported(tmp_path):
    edits = [("modes: [competitive, friendly, solo, cooperative]", "modes: [competitive, friendly, solo]")]
    assert found(_sea(tmp_path, "mode_rules:\n  cooperative: {pirates: 5}\n", edits)) == [
        ("error", "haze/mode-rules-undeclared", SEA, "/mode_rules/cooperative", 17, 16, "'mode_rules' sets numbers "
         "for cooperative play, and the adventure's modes are competitive, friendly, solo",
         "Add cooperative to 'modes' or remove 'mode_rules: cooperative'.")]


def test_the_well_formed_block_is_clean(tmp_path):
    assert found(_sea(tmp_path)) == []


def test_a_modes_own_target_is_counted_with_its_own_doom_deck(tmp_path):
    # the whelp scores 1 where the small maw scores 3: solo's cards score at most 5, not 7
    block = "mode_rules:\n  solo: {doom: mini-whelp}\n"
    assert found(_sea(tmp_path, block)) == [
        ("error", "haze/threshold-unreachable", SEA, "/rules/solo_icons", 12, 15, "solo play needs 6 icons but the "
         "adventure and Doom cards score at most 5", "Lower 'rules: solo_icons' to 5 or less, or raise the cards' "
         "scores.")]


def test_a_modes_own_doom_deck_needs_the_map_decks_icons(tmp_path):
    _sea(tmp_path)
    whelp = tmp_path / "mini-whelp.yaml"
    whelp.write_text(whelp.read_text(encoding="utf-8").replace("[gunner]", "[gunnr]"), encoding="utf-8")
    assert found(tmp_path) == [
        ("error", "haze/unknown-icon", "mini-whelp.yaml", "/cards/0/sides/1/needs/0", 12, 18,
         "no icon has the id 'gunnr'", "Did you mean 'gunner'?")]


def test_the_reports_team_target_is_the_modes_own(tmp_path):
    built = _resolve(_sea(tmp_path))
    assert score_spec(built, "solo")["thresholds"][-1] == {"name": "solo-target", "title": "The solo target",
                                                           "points": 5, "scope": "team"}
    assert score_spec(built, "cooperative")["thresholds"][-1]["points"] == 7
    assert [t["name"] for t in score_spec(built, "competitive")["thresholds"]] == ["Small Captain"]
