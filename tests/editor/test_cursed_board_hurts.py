"""The planning board's castaway card shows his special wounds (the part and what it hurts) and a night
outside the camp (issue 29, session 11); the island draws the shortcut token with its letters; the effect
builder offers the new terms with our words and the body parts to choose from."""

from __future__ import annotations

import pytest
from cursed_board_support import HandState

from editor.rulesets.cursed_island import vocab
from editor.rulesets.cursed_island.island_paint import TOKEN_LETTERS
from editor.rulesets.cursed_island.panels import PlayerBoards

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_castaways_card_shows_his_special_wounds_and_a_night_outside(qtbot):
    state = HandState()
    state.people[0].hurts = ("arm", "leg")
    state.mods["outside"] = ((0, False),)
    cards = PlayerBoards()
    qtbot.addWidget(cards)
    cards.show_state(state, {0, 1})
    assert cards.summary(0)["facts"] == (
        "wounds 3 of 12: ■■|■□|□□|□□|□□|□□ †; arm wound (hurts building and hunting); leg wound (hurts gathering); "
        "spends the night outside the camp; Determination 2; skills used this round: Kindle")
    assert cards.summary(1)["facts"].startswith("wounds 5 of 12: ")
    assert "wound (hurts" not in cards.summary(1)["facts"] and "outside" not in cards.summary(1)["facts"]


def test_the_builder_offers_the_new_terms_in_our_words():
    effects = vocab.EFFECTS
    assert {"special_wound", "shortcut", "night_outside"} <= set(effects.names())
    assert effects.default("special_wound") == {"part": "head"} and effects.default("shortcut") is True
    assert effects.default("night_outside") == {"who": "actor"}
    assert effects.choices("part", (), "special_wound") == ("head", "arm", "belly", "leg")
    assert effects.help("night_outside").startswith("{who}: spends this night outside the camp")
    assert (TOKEN_LETTERS["shortcut_food"], TOKEN_LETTERS["shortcut_wood"]) == ("S>F", "S>W")
