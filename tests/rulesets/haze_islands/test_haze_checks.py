"""Haze Islands' semantic checks: one broken mini sea per diagnostic code, with the exact diagnostics.

Each case edits the valid mini sea (`mini_sea/`, see haze_content_kit.py) the way a designer would
get it wrong and asserts every diagnostic of the Haze Islands files: severity, code, file, pointer,
line, column, message and hint. Cascades are part of the expectation (an empty Doom deck also leaves
the solo target out of reach), so a check that starts reporting too much fails here as well.
"""

from __future__ import annotations

import pytest

from haze_content_kit import found, mini_sea

E, W = "error", "warning"
CHARTS, TALES, DOOM, SEA = "mini-charts.yaml", "mini-tales.yaml", "mini-doom.yaml", "mini-sea.yaml"
ISLANDS = [(f"kind: island\n    icon: {icon}", f"kind: dead-end\n    icon: {icon}")
           for icon in ("gunner", "bosun", "tempest\n    raid: 2", "tempest\n    raid: 4")]
NO_DOOM = ("cards:\n  - id: small-maw\n    title: Small Maw\n    sides:\n      - {needs: [tempest, tempest, gunner], "
           "score: 3}\n      - {needs: [bosun, pearls, tempest]}\n", "cards: []\n")

CASES = {
    "haze/unknown-icon (a map card's icon)": ({CHARTS: [("icon: bosun\n    raid: 2", "icon: bosn\n    raid: 2")]}, [
        (E, "haze/unknown-icon", CHARTS, "/cards/1/icon", 27, 11, "no icon has the id 'bosn'", "Did you mean 'bosun'?"),
        (E, "haze/icon-uncarried", DOOM, "/cards/0/sides/1/needs/0", 12, 18, "side 2 of the Doom card 'small-maw' "
         "needs 'bosun', which no map card of 'mini-charts' carries", "Give 'bosun' to a map card, or ask for an icon "
         "the cards carry."),
        (E, "haze/cost-unpayable", SEA, "/rules", 11, 3, "a hijack costs 2 crew icons but the map deck 'mini-charts' "
         "holds at most 1", "Lower 'rules: hijack_cost: count', or let more map cards carry crew icons."),
        (E, "haze/icon-uncarried", TALES, "/cards/1/double/needs/0", 16, 22, "the double side of 'calm-anchor' needs "
         "'bosun', which no map card of 'mini-charts' carries", "Give 'bosun' to a map card, or ask for an icon the "
         "cards carry."),
    ]),
    "haze/unknown-icon (a side's needs)": ({TALES: [("[pearls], score: 1}", "[pearl], score: 1}")]}, [
        (E, "haze/unknown-icon", TALES, "/cards/0/single/needs/0", 11, 22, "no icon has the id 'pearl'",
         "Did you mean 'pearls'?"),
    ]),
    "haze/unknown-icon (icon-counts-double names no icon of the deck)": (
        {TALES: [("icon: tempest}", "icon: tempets}")]}, [
            (E, "haze/unknown-icon", TALES, "/cards/0/order/icon", 12, 45, "no icon has the id 'tempets'",
             "Did you mean 'tempest'?"),
        ]),
    "haze/icon-uncarried": ({CHARTS: [("  - {id: pearls, title: Pearls, category: loot}\n",
                                       "  - {id: pearls, title: Pearls, category: loot}\n"
                                       "  - {id: rum, title: Rum, category: loot}\n")],
                             TALES: [("single: {needs: [gunner]}", "single: {needs: [rum]}")]}, [
        (E, "haze/icon-uncarried", TALES, "/cards/1/single/needs/0", 17, 22, "the single side of 'calm-anchor' needs "
         "'rum', which no map card of 'mini-charts' carries", "Give 'rum' to a map card, or ask for an icon the cards "
         "carry."),
    ]),
    "haze/icon-short": ({DOOM: [("[tempest, tempest, gunner]", "[tempest, tempest, tempest]")]}, [
        (E, "haze/icon-short", DOOM, "/cards/0/sides/0/needs/0", 11, 18, "side 1 of the Doom card 'small-maw' needs 3 "
         "'tempest' but the map deck 'mini-charts' holds 2", "Ask for at most 2, or let more map cards carry 'tempest'."),
    ]),
    "haze/cost-unpayable": ({SEA: [("  hand_limit: 3\n", "  hand_limit: 3\n  attack_cost: {category: spell, count: 3, "
                                                       "same: true}\n")]}, [
        (E, "haze/cost-unpayable", SEA, "/rules/attack_cost", 12, 16, "an attack on a ship costs 3 of one spell icon "
         "but the map deck 'mini-charts' holds at most 2", "Lower 'rules: attack_cost: count', or let more map cards "
         "carry spell icons."),
    ]),
    "haze/map-deck-small": ({CHARTS: [ISLANDS[3]]}, [
        (E, "haze/map-deck-small", SEA, "/decks/map", 9, 14, "the first round's map deck has 3 cards; 3 players need at "
         "least 4 (1 for each other player, 1 for the first location, 1 for the first turn)",
         "Add map cards of a kind not held back, or hold back fewer kinds."),
    ]),
    "haze/no-island-card": ({CHARTS: ISLANDS}, [
        (E, "haze/no-island-card", SEA, "/decks/map", 9, 14, "the map deck 'mini-charts' has no island card to start "
         "on", "The first location is an island card: add island cards to the map deck."),
    ]),
    "haze/held-back-islands": ({SEA: [("  hand_limit: 3\n", "  hand_limit: 3\n  held_back: [island, cursed]\n")]}, [
        (E, "haze/held-back-islands", SEA, "/rules/held_back", 12, 14, "'held_back' holds back the island cards, so no "
         "island card is left to start on", "Hold back only dead-end and cursed cards."),
    ]),
    "haze/doom-deck-empty": ({DOOM: [NO_DOOM]}, [
        (E, "haze/doom-deck-empty", SEA, "/decks/doom", 9, 56, "the Doom deck 'mini-doom' has no cards; the game needs "
         "at least a Doom card to attack and defeat", "Add cards to 'mini-doom' or name another Doom deck."),
        (E, "haze/threshold-unreachable", SEA, "/rules/solo_icons", 12, 15, "solo play needs 6 icons but the adventure "
         "and Doom cards score at most 4", "Lower 'rules: solo_icons' to 4 or less, or raise the cards' scores."),
        (E, "haze/threshold-unreachable", SEA, "/rules/cooperative_icons", 13, 22, "cooperative play needs 7 icons but "
         "the adventure and Doom cards score at most 4", "Lower 'rules: cooperative_icons' to 4 or less, or raise the "
         "cards' scores."),
        (W, "haze/title-unreachable", SEA, "/titles/0/icons", 15, 13, "the title 'Small Captain' needs 5 icons but the "
         "cards score at most 4", "Lower it to 4 or less."),
    ]),
    "haze/threshold-unreachable": ({SEA: [("solo_icons: 6", "solo_icons: 8")]}, [
        (E, "haze/threshold-unreachable", SEA, "/rules/solo_icons", 12, 15, "solo play needs 8 icons but the adventure "
         "and Doom cards score at most 7", "Lower 'rules: solo_icons' to 7 or less, or raise the cards' scores."),
    ]),
    "haze/title-unreachable": ({SEA: [("{icons: 5, name: Small Captain}", "{icons: 9, name: Small Captain}")]}, [
        (W, "haze/title-unreachable", SEA, "/titles/0/icons", 15, 13, "the title 'Small Captain' needs 9 icons but the "
         "cards score at most 7", "Lower it to 7 or less."),
    ]),
    "haze/mode-unplayable": ({SEA: [("players: [1, 2, 3]", "players: [2, 3]")]}, [
        (E, "haze/mode-unplayable", SEA, "/modes/2", 8, 32, "the solo mode is played by 1 player, and the adventure is "
         "for 2, 3", "Add 1 to 'players' or remove the mode."),
    ]),
    "haze/players-unplayable": ({SEA: [("[competitive, friendly, solo, cooperative]", "[competitive, friendly]")]}, [
        (E, "haze/players-unplayable", SEA, "/players/0", 7, 11, "no mode of the adventure is played by 1 player",
         "Declare solo in 'modes', or remove 1 from 'players'."),
    ]),
    "haze/short-game-players": ({SEA: [("  hand_limit: 3\n", "  hand_limit: 3\n  short_game: true\n")]}, [
        (E, "haze/short-game-players", SEA, "/rules/short_game", 12, 15, "the short game is for 3 players, and the "
         "adventure is for 1, 2, 3", "Set 'players: [3]' or leave the short game off."),
    ]),
    "haze/cursed-skulls": ({CHARTS: [("skulls: [top-left, top-right, bottom-right, bottom-left]",
                                      "skulls: [top-left, bottom-left]")]}, [
        (W, "haze/cursed-skulls", CHARTS, "/cards/5/skulls", 69, 13, "the cursed card 'black-water' has no skull at "
         "top-right, bottom-right", "A cursed card fails every fate revealed with it: give it all four corners "
         "(skulls: [top-left, top-right, bottom-right, bottom-left]), or make it a dead end."),
    ]),
    "haze/island-raid-zero": ({CHARTS: [("raid: 4", "raid: 0")]}, [
        (W, "haze/island-raid-zero", CHARTS, "/cards/3/raid", 46, 11, "the island 'storm-key' has raid number 0: no one "
         "can raid there, as on open sea", "Give the island a raid number of 1 or more (the bundled islands raid 2 to 4); 0 is "
         "for open sea, where no one raids."),
    ]),
    "haze/edge-diamonds": ({CHARTS: [("right: {diamonds: 2, colour: red}", "right: {diamonds: 3, colour: red}")]}, [
        (E, "haze/edge-diamonds", CHARTS, "/cards/0/edges/right/diamonds", 21, 25, "the right edge of 'gun-rock' has 3 "
         "diamonds; a card's edge has room for 0 to 2", "Give the edge 0 to 2 diamonds: the facing edges of two "
         "locations add up, so a crossing costs up to 4 already."),
    ]),
    "haze/unknown-deck": ({SEA: [("decks: {map: mini-charts,", "decks: {map: mini-chart,")]}, [
        (E, "haze/unknown-deck", SEA, "/decks/map", 9, 14, "no map-cards file has the id 'mini-chart'",
         "Did you mean 'mini-charts'?"),
    ]),
    "id/duplicate-local (two map cards with one id)": ({CHARTS: [("id: storm-key", "id: gale-key")]}, [
        (E, "id/duplicate-local", CHARTS, "/cards/3/id", 42, 9, "another map card already has the id 'gale-key' "
         "(line 33)", "Each map card needs its own id."),
    ]),
}


def test_the_mini_sea_is_valid(tmp_path):
    assert found(mini_sea(tmp_path)) == []


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_broken_mini_sea_gets_exactly_its_diagnostics(tmp_path, case):
    edits, expected = CASES[case]
    assert found(mini_sea(tmp_path, edits)) == expected


def test_an_empty_adventure_deck_is_reported_at_the_adventures_deck(tmp_path):
    mini_sea(tmp_path)
    (tmp_path / TALES).write_text("kind: adventure-cards\nruleset: haze-islands\nid: mini-tales\ntitle: Mini Tales\n"
                                  "version: 1.0.0\ncards: []\n", encoding="utf-8")
    assert found(tmp_path) == [
        (E, "haze/adventure-deck-empty", SEA, "/decks/adventure", 9, 38, "the adventure deck 'mini-tales' has no "
         "cards; the game needs at least an adventure card for the first location",
         "Add cards to 'mini-tales' or name another adventure deck."),
        (E, "haze/threshold-unreachable", SEA, "/rules/solo_icons", 12, 15, "solo play needs 6 icons but the adventure "
         "and Doom cards score at most 3", "Lower 'rules: solo_icons' to 3 or less, or raise the cards' scores."),
        (E, "haze/threshold-unreachable", SEA, "/rules/cooperative_icons", 13, 22, "cooperative play needs 7 icons but "
         "the adventure and Doom cards score at most 3", "Lower 'rules: cooperative_icons' to 3 or less, or raise the "
         "cards' scores."),
        (W, "haze/title-unreachable", SEA, "/titles/0/icons", 15, 13, "the title 'Small Captain' needs 5 icons but the "
         "cards score at most 3", "Lower it to 3 or less."),
    ]


def test_a_deck_shared_by_two_adventures_is_reported_once(tmp_path):
    mini_sea(tmp_path, {DOOM: [("[tempest, tempest, gunner]", "[tempest, tempest, tempest]")]})
    twin = (tmp_path / SEA).read_text(encoding="utf-8").replace("id: mini-sea", "id: mini-twin")
    (tmp_path / "mini-twin.yaml").write_text(twin, encoding="utf-8")
    assert [(d[1], d[2]) for d in found(tmp_path)] == [("haze/icon-short", DOOM)]


def test_an_unknown_deck_is_not_reported_when_the_file_is_there_but_broken(tmp_path):
    mini_sea(tmp_path, {CHARTS: [("raid: 3", "raid: three")]})
    assert [(d[1], d[2], d[3]) for d in found(tmp_path)] == [("schema/type", CHARTS, "/cards/0/raid")]


@pytest.mark.parametrize("order, message, hint", [
    ("{kind: icon-counts-double}", "'order' is missing the required field 'icon'",
     "Icon: The icon one of which pays for two. Add 'icon:' here."),
    ("{kind: doom-stays, icon: tempest}", "unknown field 'icon' in Special order without an icon",
     "Fields allowed here: kind."),
])
def test_only_icon_counts_double_names_an_icon(tmp_path, order, message, hint):
    old = "order: {kind: icon-counts-double, icon: tempest}" if "double" in order else "order: {kind: doom-stays}"
    diagnostics = found(mini_sea(tmp_path, {TALES: [(old, f"order: {order}")]}))
    assert [(d[1], d[6], d[7]) for d in diagnostics] == [
        ("schema/required" if "double" in order else "schema/unknown-field", message, hint)]


def test_two_files_of_one_kind_with_one_id_are_reported(tmp_path):
    mini_sea(tmp_path)
    twin = (tmp_path / DOOM).read_text(encoding="utf-8")
    (tmp_path / "mini-doom-copy.yaml").write_text(twin, encoding="utf-8")
    assert found(tmp_path) == [
        (E, "id/duplicate", DOOM, "/id", 4, 5, "another doom-cards already has the id 'mini-doom' "
         f"({tmp_path / 'mini-doom-copy.yaml'}:4)", "Ids are unique per kind; rename one of them."),
    ]
