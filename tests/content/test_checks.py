"""The semantic checks: one test per diagnostic code, on the mini library with one small edit.

Every test copies `fixtures/mini` (which validates with no diagnostics at all),
makes one textual edit, validates, and asserts the exact list of
(severity, code, file, pointer, line) that comes back, so a check that fires
too often, in the wrong place, or drags other checks along is caught.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.rulesets.isles_of_terror.checks import CHECKS
from engine.content.diagnostics import Diagnostic
from engine.content.validate import validate_paths
from scratch import Library

MINI = Path(__file__).parent / "fixtures" / "mini"
ADV = "mini-isle.yaml"
CAMPAIGN = "campaigns/mini-saga.yaml"

MAP_ROWS = '''\
    - ". . s s s . ."
    - ". s g g y s ."
    - "s g y a r g s"
    - "s g r f y g ."
    - ". s g y g s ."
    - ". . . s . . ."
'''


def rows(*lines: str) -> str:
    return "".join(f'    - "{line}"\n' for line in lines)


def only(lib: Library) -> Diagnostic:
    diagnostics = lib.diagnostics()
    assert len(diagnostics) == 1, [d.to_text() for d in diagnostics]
    return diagnostics[0]


# -- the baseline ---------------------------------------------------------------------

def test_the_mini_library_validates_without_any_diagnostic():
    validation = validate_paths([MINI], root=MINI)
    assert [d.to_text() for d in validation.diagnostics] == []
    assert validation.ok
    kinds = sorted(f.kind for f in validation.library.files)
    assert kinds == ["adventure", "area-tiles", "boss-cards", "campaign", "event-cards", "exploration-cards",
                     "faction", "faction", "faction", "location-cards", "minion-cards", "mission-cards",
                     "strategy-cards", "terrain-tiles", "terror-cards"]
    assert all(f.schema_ok for f in validation.library.files)


def test_the_scratch_copy_validates_without_any_diagnostic(lib):
    assert lib.found() == []


def test_every_check_is_registered_once():
    names = [f.__name__ for f in CHECKS]
    assert len(names) == len(set(names))
    assert len(names) >= 15


# -- ids ------------------------------------------------------------------------------

def test_id_duplicate(lib):
    lib.replace("factions/crabs.yaml", "id: crabs", "id: gulls")
    # the library is read in name order, so crabs.yaml comes first and gulls.yaml is the duplicate
    assert lib.found() == [("error", "id/duplicate", "factions/gulls.yaml", "/id", 4)]
    d = only(lib)
    assert d.message == "another faction already has the id 'gulls' (factions/crabs.yaml:4)"
    assert d.column == 5


def test_id_duplicate_card_across_files(lib):
    lib.write("cards/more-events.yaml", (
        "kind: event-cards\nschema_version: 1\nid: more-events\nset: mini\ntitle: More events\n"
        "cards:\n  - id: squall\n    title: Second Squall\n    colour: red\n"))
    assert lib.found() == [("error", "id/duplicate-card", "cards/more-events.yaml", "/cards/0/id", 7)]
    d = only(lib)
    line = lib.line("cards/events.yaml", "- id: squall")
    assert d.message == f"another card of kind event-cards already has the id 'squall' (cards/events.yaml:{line})"


@pytest.mark.parametrize("old, new, pointer, first", [
    ("      id: cove\n", "      id: shrine\n", "/map/areas/1/id", "      id: shrine\n      name: The Shrine"),
    ("  - id: watchful\n", "  - id: ruin-gold\n", "/rules/1/id", "  - id: ruin-gold\n    title: Gold"),
    ("    - id: swept-away\n", "    - id: shrine-cleansed\n", "/victory/cooperative/1/id",
     "    - id: shrine-cleansed\n      title: The Shrine"),
], ids=["area", "rule", "victory-condition"])
def test_id_duplicate_local(lib, old, new, pointer, first):
    lib.replace(ADV, old, new)
    assert lib.found() == [("error", "id/duplicate-local", ADV, pointer, lib.last_line(ADV, new))]
    assert f"(line {lib.line(ADV, first)})" in only(lib).message


def test_id_duplicate_local_advantage_across_chapters(lib):
    lib.replace(CAMPAIGN, '    title: "Chapter II: Homecoming"\n', (
        '    title: "Chapter II: Homecoming"\n'
        "    advantages:\n"
        "      - {id: shrine-blessing, title: Another Blessing, text: Gain 1 ration.}\n"))
    assert lib.found() == [("error", "id/duplicate-local", CAMPAIGN, "/chapters/1/advantages/0/id",
                            lib.line(CAMPAIGN, "{id: shrine-blessing"))]


def test_id_duplicate_local_chapter(lib):
    lib.cut(CAMPAIGN, "carry_over:")
    lib.write(CAMPAIGN, lib.text(CAMPAIGN) + "  - id: landfall\n    adventure: mini-isle\n")
    assert lib.found() == [("error", "id/duplicate-local", CAMPAIGN, "/chapters/2/id", lib.last_line(CAMPAIGN, "- id: landfall"))]


# -- references -----------------------------------------------------------------------

@pytest.mark.parametrize("name, old, new, pointer, hint", [
    (ADV, "boss: sea-witch", "boss: sea-wich", "/setup/boss", "Did you mean 'sea-witch'?"),
    (ADV, "first_event: calm-seas", "first_event: calm-sea", "/setup/first_event", "Did you mean 'calm-seas'?"),
    (ADV, "[squall, squall, dead-calm]", "[squall, squall, dead-clam]", "/setup/event_deck/2", "Did you mean 'dead-calm'?"),
    (ADV, "level_3: stone-giants", "level_3: stone-giant", "/setup/minions/level_3", "Did you mean 'stone-giants'?"),
    (ADV, "[spyglass, ambush, ambush, dark-omen,", "[spyglas, ambush, ambush, dark-omen,", "/setup/exploration_deck/0",
     "Did you mean 'spyglass'?"),
    (ADV, "silver-tongue, pilgrim]", "silver-tongue, pilgrims]", "/setup/mission_deck/2", "Did you mean 'pilgrim'?"),
    (ADV, "location_bag: [watchtower]", "location_bag: [watch-tower]", "/setup/location_bag/0", "Did you mean 'watchtower'?"),
    (ADV, "terrain_bag: [creek, bog]", "terrain_bag: [creek, bogs]", "/setup/terrain_bag/1", "Did you mean 'bog'?"),
    (ADV, "the-tide, the-ghosts]", "the-tide, the-ghost]", "/setup/terrors/2", "Did you mean 'the-ghosts'?"),
    (ADV, "area_tiles: mini-tiles", "area_tiles: mini-tile", "/setup/area_tiles", "Did you mean 'mini-tiles'?"),
    (ADV, "requires: [mini]\n", "requires: [mini]\nfactions: [gulls, crabs, eels, gul]\n", "/factions/3",
     "Did you mean 'gulls'?"),
    (ADV, "location: old-well,", "location: old-wel,", "/map/areas/1/fixed/location", "Did you mean 'old-well'?"),
    (ADV, "where: {area: shrine}}", "where: {area: shrin}}", "/map/areas/0/rules/0/trigger/where/area",
     "Did you mean 'shrine'?"),
    (ADV, "controls_area: {tag: high-ground}", "controls_area: {location: old-wel}",
     "/rules/1/conditions/0/controls_area/location", "Did you mean 'old-well'?"),
    (ADV, "advance_progress: {task: lookouts}", "advance_progress: {task: lookout}",
     "/rules/1/effects/0/advance_progress/task", "Did you mean 'lookouts'?"),
    (ADV, "      - gain: {gold: 1}\n", "      - gain: {gold: 1}\n      - summon_terror: {terror: the-gost}\n",
     "/rules/0/effects/1/summon_terror/terror", "Did you mean 'the-ghosts'?"),
    (ADV, "      - controls_area: {tag: high-ground}\n",
     "      - controls_area: {tag: high-ground}\n      - card_in_hand: {card: spyglas}\n",
     "/rules/1/conditions/1/card_in_hand/card", "Did you mean 'spyglass'?"),
    ("factions/crabs.yaml", "strategy_deck: [quick-march, steady-aim]", "strategy_deck: [quick-march, steady-aims]",
     "/strategy_deck/1", "Did you mean 'steady-aim'?"),
    (CAMPAIGN, "next: homecoming}", "next: homecomming}", "/chapters/0/branches/0/next", "Did you mean 'homecoming'?"),
    (CAMPAIGN, '    adventure: mini-isle\n    title: "Chapter II', '    adventure: mini-isles\n    title: "Chapter II',
     "/chapters/1/adventure", "Did you mean 'mini-isle'?"),
], ids=["boss", "first-event", "event-deck", "minion", "exploration-deck", "mission-deck", "location-bag",
        "terrain-bag", "setup-terror", "area-tile-pool", "faction", "fixed-location", "area", "filter-location",
        "task", "term-terror", "kept-card", "strategy-card", "chapter", "adventure"])
def test_ref_unknown_id_with_did_you_mean(lib, name, old, new, pointer, hint):
    lib.replace(name, old, new)
    d = only(lib)
    assert (d.severity.value, d.code, d.file, d.pointer) == ("error", "ref/unknown-id", name, pointer)
    changed = next(line for line in new.splitlines() if line not in old.splitlines())
    assert d.line == lib.line(name, changed)
    assert d.hint == hint
    assert d.message.startswith("no ") and "has the id '" in d.message


def test_ref_unknown_id_message_and_column(lib):
    lib.replace(ADV, "boss: sea-witch", "boss: sea-wich")
    d = only(lib)
    assert d.message == "no boss has the id 'sea-wich'"
    assert (d.line, d.column) == (lib.line(ADV, "boss: sea-wich"), lib.column(ADV, "sea-wich"))
    assert d.to_text() == (f"mini-isle.yaml:{d.line}:{d.column}: error: no boss has the id 'sea-wich' [ref/unknown-id]\n"
                           "    Did you mean 'sea-witch'?")


def test_ref_unknown_id_without_a_close_match_lists_the_known_ids(lib):
    lib.replace(ADV, "requires: [mini]\n", "requires: [mini]\nfactions: [gulls, crabs, eels, sharks]\n")
    d = only(lib)
    assert (d.code, d.pointer, d.line) == ("ref/unknown-id", "/factions/3", lib.line(ADV, "factions: ["))
    assert d.message == "no faction has the id 'sharks'"
    assert d.hint == "Known factions: crabs, eels, gulls."


def test_ref_unknown_id_when_the_library_has_no_such_thing(lib):
    (lib.root / "cards" / "terrain.yaml").unlink()
    lib.replace(ADV, "  terrain_bag: [creek, bog]\n", "  terrain_bag: [creek]\n")
    lib.replace("area-tiles.yaml", "{colour: green, kind: terrain, copies: 2}", "{colour: green, kind: plain, copies: 2}")
    d = only(lib)
    assert (d.code, d.pointer) == ("ref/unknown-id", "/setup/terrain_bag/0")
    assert d.hint == "The library has no terrain tile yet; add one, or check the library folder."


def test_ref_unknown_set(lib):
    lib.replace(ADV, "requires: [mini]", "requires: [mini, mini-2]")
    assert lib.found() == [("error", "ref/unknown-set", ADV, "/requires/1", lib.line(ADV, "requires:"))]
    d = only(lib)
    assert d.message == "no set has the id 'mini-2'"
    assert d.hint == "Did you mean 'mini'?"


def test_ref_set_not_required(lib):
    lib.replace("cards/bosses.yaml", "set: mini", "set: bonus")
    assert lib.found() == [("error", "ref/set-not-required", ADV, "/setup/boss", lib.line(ADV, "boss: sea-witch"))]
    d = only(lib)
    assert d.message == "the boss 'sea-witch' belongs to the set 'bonus', which the adventure does not require"
    assert d.hint == "Add 'bonus' to 'requires', or choose a boss from a required set."


def test_ref_minion_level(lib):
    lib.replace(ADV, "level_1: sand-crabs", "level_1: reef-sharks")
    assert lib.found() == [("error", "ref/minion-level", ADV, "/setup/minions/level_1", lib.line(ADV, "level_1:"))]
    d = only(lib)
    assert d.message == "the minion 'reef-sharks' is a level 2 minion, placed on the level 1 field"
    assert d.hint == "Choose a minion made for this level: sand-crabs."


def test_ref_unknown_task_in_a_card(lib):
    lib.replace("cards/events.yaml", "          - lose: {rations: 1}\n",
                "          - lose: {rations: 1}\n          - advance_progress: {task: charts}\n")
    assert lib.found() == [("warning", "ref/unknown-task", "cards/events.yaml",
                            "/cards/1/rules/0/effects/1/advance_progress/task", lib.line("cards/events.yaml", "task: charts"))]
    assert only(lib).message == "no adventure in the library has a progress task 'charts'"


def test_a_card_may_name_a_task_some_adventure_defines(lib):
    lib.replace("cards/events.yaml", "          - lose: {rations: 1}\n",
                "          - lose: {rations: 1}\n          - advance_progress: {task: explorer}\n")
    assert lib.found() == []


def test_ref_area_outside_adventure(lib):
    lib.replace("cards/minions.yaml", "trigger: {event: conquer}", "trigger: {event: conquer, where: {area: shrine}}")
    assert lib.found() == [("warning", "ref/area-outside-adventure", "cards/minions.yaml",
                            "/cards/0/rules/0/trigger/where/area", lib.line("cards/minions.yaml", "{area: shrine}"))]


# -- rules ----------------------------------------------------------------------------

def test_rule_card_not_kept(lib):
    lib.replace(ADV, "      - controls_area: {tag: high-ground}\n",
                "      - controls_area: {tag: high-ground}\n      - card_in_hand: {card: ambush}\n")
    assert lib.found() == [("warning", "rule/card-not-kept", ADV, "/rules/1/conditions/1/card_in_hand/card",
                            lib.line(ADV, "card_in_hand"))]
    assert only(lib).message == "the exploration card 'ambush' is not a KEEP card, so no player ever holds it"


def test_a_kept_card_in_hand_is_fine(lib):
    lib.replace(ADV, "      - controls_area: {tag: high-ground}\n",
                "      - controls_area: {tag: high-ground}\n      - card_in_hand: {card: spyglass}\n")
    assert lib.found() == []


def test_rule_flag_never_set(lib):
    lib.replace(ADV, "flag: {flag: shrine-taken}", "flag: {flag: shrine-token}")
    assert lib.found() == [("warning", "rule/flag-never-set", ADV, "/victory/cooperative/0/conditions/0/flag/flag",
                            lib.line(ADV, "shrine-token"))]
    assert only(lib).message == "no rule ever sets the flag 'shrine-token', so this condition never holds"


def test_rule_flag_never_set_with_set_false_always_holds(lib):
    lib.replace(ADV, "flag: {flag: shrine-taken}", "flag: {flag: shrine-token, set: false}")
    d = only(lib)
    assert (d.code, d.pointer) == ("rule/flag-never-set", "/victory/cooperative/0/conditions/0/flag/flag")
    assert "always holds" in d.message
    assert "never holds" not in d.message


def test_rule_tag_unused(lib):
    lib.replace(ADV, "where: {tag: ruin}}", "where: {tag: ruins}}")
    assert lib.found() == [("warning", "rule/tag-unused", ADV, "/rules/0/trigger/where/tag", lib.line(ADV, "{tag: ruins}"))]
    d = only(lib)
    assert d.message == "no area of this adventure's map has the tag 'ruins', so this never matches"
    assert d.hint == "Did you mean 'ruin'?"


def test_rule_tag_unused_without_a_close_match(lib):
    lib.replace(ADV, "controls_area: {tag: high-ground}", "controls_area: {tag: swamp}")
    d = only(lib)
    assert (d.code, d.pointer) == ("rule/tag-unused", "/rules/1/conditions/0/controls_area/tag")
    assert d.hint == "Tag some areas in the map, or check the spelling."


def test_rule_empty(lib):
    lib.write(ADV, lib.text(ADV) + "  - id: nothing\n    title: Nothing at All\n")
    assert lib.found() == [("error", "rule/empty", ADV, "/rules/2", lib.line(ADV, "  - id: nothing"))]
    assert only(lib).message == "this rule has neither effects nor text, so it does nothing"


def test_a_rule_with_only_text_is_fine(lib):
    lib.write(ADV, lib.text(ADV) + "  - id: reminder\n    text: Remember to breathe.\n")
    assert lib.found() == []


def test_rule_no_effects(lib):
    lib.write(ADV, lib.text(ADV) + "  - id: idle\n    title: Idle\n    trigger: {event: explore}\n")
    assert lib.found() == [("error", "rule/no-effects", ADV, "/rules/2", lib.line(ADV, "  - id: idle"))]


# -- the map --------------------------------------------------------------------------

def test_map_row_format(lib):
    lib.replace(ADV, '". . . s . . ."', '". . .  s . . ."')
    assert lib.found() == [("error", "map/row-format", ADV, "/map/rows/5", lib.line(ADV, ". . .  s"))]
    d = only(lib)
    assert d.column == lib.column(ADV, '". . .  s')
    assert d.message == "fields in a row are separated by exactly one space"


def test_map_unknown_field_code(lib):
    lib.replace(ADV, '". s g g y s ."', '". s g x y s ."')
    assert lib.found() == [("error", "map/unknown-field-code", ADV, "/map/rows/1", lib.line(ADV, "s g x y"))]
    d = only(lib)
    assert d.column == lib.column(ADV, "x y s .")  # at the bad field itself
    assert d.message == "'x' is not a field code"


def test_map_unknown_field_code_column_after_a_long_token(lib):
    lib.replace(ADV, '". s g y g s ."', '". s gg x g s ."')
    found = [(d.code, d.pointer, d.line, d.column) for d in lib.diagnostics()]
    line = lib.line(ADV, "gg x")
    assert found == [("map/unknown-field-code", "/map/rows/4", line, lib.column(ADV, 'gg x g s ."')),
                     ("map/unknown-field-code", "/map/rows/4", line, lib.column(ADV, 'x g s ."'))]


def test_map_ragged_row(lib):
    lib.replace(ADV, '". . . s . . ."', '". . . s . ."')
    assert lib.found() == [("error", "map/ragged-row", ADV, "/map/rows/5", lib.line(ADV, '". . . s . ."'))]
    assert only(lib).message == "this row has 6 fields; the other rows have 7"


def test_map_outside_board(lib):
    lib.replace(ADV, "at: [2, 1]\n      id: lookout", "at: [9, 1]\n      id: lookout")
    assert lib.found() == [("error", "map/outside-board", ADV, "/map/areas/2/at", lib.line(ADV, "at: [9, 1]"))]
    assert only(lib).message == "the field [9, 1] is outside the board (7 columns by 6 rows)"


def test_map_area_on_empty(lib):
    lib.replace(ADV, "- at: [4, 3]", "- at: [0, 0]")
    assert lib.found() == [("error", "map/area-on-empty", ADV, "/map/areas/3/at", lib.line(ADV, "at: [0, 0]"))]


def test_map_area_twice(lib):
    lib.replace(ADV, "- at: [4, 3]", "- at: [2, 1]")
    first_line = lib.line(ADV, "- at: [2, 1]\n      id: lookout")
    second_line = lib.last_line(ADV, "- at: [2, 1]")
    assert lib.found() == [("error", "map/area-twice", ADV, "/map/areas/3/at", second_line)]
    assert only(lib).message == f"the field [2, 1] is already described (line {first_line})"


def test_map_landing_on_land(lib):
    lib.replace(ADV, "      name: Lookout Hill\n", "      name: Lookout Hill\n      landing: false\n")
    assert lib.found() == [("warning", "map/landing-on-land", ADV, "/map/areas/2/landing", lib.line(ADV, "landing: false\n      tags"))]
    assert only(lib).message == "'landing' only applies to sea areas; this field is green"


def test_map_adventure_area_without_tile(lib):
    lib.replace(ADV, "      tile: {value: 3, value_colour: red, resources: [gold, gold]}\n", "")
    assert lib.found() == [("error", "map/adventure-area-without-tile", ADV, "/map/areas/0", lib.line(ADV, "at: [3, 2]"))]


def test_map_adventure_area_without_name(lib):
    lib.replace(ADV, "      name: The Shrine\n", "")
    assert lib.found() == [("warning", "map/adventure-area-without-name", ADV, "/map/areas/0", lib.line(ADV, "at: [3, 2]"))]


def test_map_tile_ignored(lib):
    lib.replace(ADV, "      name: Lookout Hill\n", "      name: Lookout Hill\n      tile: {value: 1, value_colour: white}\n")
    assert lib.found() == [("warning", "map/tile-ignored", ADV, "/map/areas/2/tile", lib.line(ADV, "{value: 1, value_colour: white}"))]
    assert only(lib).message == "'tile' is only used on adventure areas and fixed tiles; this field is green"


def test_map_fixed_ignored(lib):
    lib.replace(ADV, "      name: Lookout Hill\n", "      name: Lookout Hill\n      fixed: {colour: green, kind: terrain, terrain: creek}\n")
    lib.replace("cards/terrain.yaml", "    title: Creek\n", "    title: Creek\n    copies: 2\n")
    assert lib.found() == [("warning", "map/fixed-ignored", ADV, "/map/areas/2/fixed", lib.line(ADV, "terrain: creek}"))]


def test_an_ignored_fixed_tile_does_not_count_against_copies(lib):
    lib.replace(ADV, "      name: Lookout Hill\n", "      name: Lookout Hill\n      fixed: {colour: green, kind: terrain, terrain: creek}\n")
    assert lib.found() == [("warning", "map/fixed-ignored", ADV, "/map/areas/2/fixed", lib.line(ADV, "terrain: creek}"))]


def test_map_fixed_location_missing(lib):
    lib.replace(ADV, "kind: location, location: old-well, revealed: true", "kind: location, revealed: true")
    assert lib.found() == [("error", "map/fixed-location-missing", ADV, "/map/areas/1/fixed", lib.line(ADV, "fixed: {"))]


def test_map_fixed_terrain_missing(lib):
    lib.replace(ADV, "{colour: yellow, kind: location, location: old-well, revealed: true}", "{colour: yellow, kind: terrain}")
    assert lib.found() == [("error", "map/fixed-terrain-missing", ADV, "/map/areas/1/fixed", lib.line(ADV, "fixed: {"))]


def test_map_fixed_without_value(lib):
    lib.replace(ADV, "{colour: yellow, kind: location, location: old-well, revealed: true}", "{colour: yellow, kind: minion-2}")
    assert lib.found() == [("error", "map/fixed-without-value", ADV, "/map/areas/1", lib.line(ADV, "at: [3, 3]"))]


def test_a_fixed_minion_tile_with_a_value_is_fine(lib):
    lib.replace(ADV, "{colour: yellow, kind: location, location: old-well, revealed: true}",
                "{colour: yellow, kind: minion-2}\n      tile: {value: 2, value_colour: white}")
    assert lib.found() == []


def test_map_fixed_without_tile(lib):
    lib.replace(ADV, "      fixed: {colour: yellow, kind: location, location: old-well, revealed: true}\n", "")
    assert lib.found() == [("error", "map/fixed-without-tile", ADV, "/map/areas/1", lib.line(ADV, "at: [3, 3]"))]


def test_map_undescribed_field(lib):
    lib.replace(ADV, '". s g g y s ."', '". s g a y s ."')
    assert lib.found() == [("error", "map/undescribed-field", ADV, "/map/rows/1", lib.line(ADV, '". s g a y s ."'))]
    d = only(lib)
    assert d.column == lib.column(ADV, 'a y s ."')
    assert d.message == "the adventure field [3, 1] has no entry in 'areas'"


def test_map_no_landing(lib):
    # the only sea left is the Black Reef, where ships may not land
    lib.replace(ADV, MAP_ROWS, rows(". . . . . . .", ". . g g y . .", "s g y a r g .", ". g r f y g .",
                                    ". . g y g . .", ". . . . . . ."))
    assert lib.found() == [("error", "map/no-landing", ADV, "/map/rows", lib.line(ADV, "  rows:\n") + 1)]


def test_map_few_landings(lib):
    lib.replace(ADV, MAP_ROWS, rows(". . s . s . .", ". . g g y . .", "s g y a r g .", ". g r f y g .",
                                    ". . g y g . .", ". . . . . . ."))
    assert lib.found() == [("warning", "map/few-landings", ADV, "/map/rows", lib.line(ADV, '- ". . s . s . ."'))]
    assert only(lib).message == "the map has 2 landing seas for up to 3 players"


def test_map_unreachable(lib):
    lib.replace(ADV, '". . s s s . ."', '". . s s s . g"')
    assert lib.found() == [("error", "map/unreachable", ADV, "/map/rows/0", lib.line(ADV, '". . s s s . g"'))]
    d = only(lib)
    assert d.column == lib.column(ADV, 'g"\n')
    assert d.message == "the green area [6, 0] cannot be reached from any landing sea"


def test_map_token_off_land(lib):
    lib.replace(ADV, "{at: [4, 3], task: lookouts}", "{at: [4, 0], task: lookouts}")
    assert lib.found() == [("error", "map/token-off-land", ADV, "/setup/progress_tokens/1/at", lib.line(ADV, "[4, 0]"))]
    assert only(lib).message == "the progress token lies on [4, 0], which is a sea area; tokens lie on land areas"


@pytest.mark.parametrize("at, what", [("[0, 0]", "empty water"), ("[8, 0]", "outside the board")])
def test_map_token_off_land_messages(lib, at, what):
    lib.replace(ADV, "{at: [4, 3], task: lookouts}", f"{{at: {at}, task: lookouts}}")
    d = only(lib)
    assert d.code == "map/token-off-land"
    assert d.message == f"the progress token lies on {at}, which is {what}; tokens lie on land areas"


# -- map links ----------------------------------------------------------------------

def add_links(lib: Library, *links: str) -> None:
    lib.replace(ADV, "setup:\n", "  links:\n" + "".join(f"    - {link}\n" for link in links) + "setup:\n")


def test_a_link_is_fine_and_makes_a_far_field_reachable(lib):
    lib.replace(ADV, '". . s s s . ."', '". . s s s . g"')
    add_links(lib, "{between: [[4, 0], [6, 0]], name: Rope Bridge}")
    assert lib.found() == []


@pytest.mark.parametrize("link, severity, code, pointer", [
    ("{between: [[2, 1], [9, 1]]}", "error", "map/link-outside", "/map/links/0/between/1"),
    ("{between: [[0, 0], [2, 1]]}", "error", "map/link-on-empty", "/map/links/0/between/0"),
    ("{between: [[2, 1], [2, 1]]}", "error", "map/link-to-itself", "/map/links/0/between"),
    ("{between: [[2, 1], [3, 1]]}", "warning", "map/link-redundant", "/map/links/0/between"),
])
def test_map_bad_links(lib, link, severity, code, pointer):
    add_links(lib, link)
    assert lib.found() == [(severity, code, ADV, pointer, lib.line(ADV, link))]


def test_map_link_twice(lib):
    add_links(lib, "{between: [[1, 2], [5, 2]]}", "{between: [[5, 2], [1, 2]], name: Twice}")
    assert lib.found() == [("warning", "map/link-twice", ADV, "/map/links/1/between", lib.line(ADV, "name: Twice"))]
    assert only(lib).message == f"these two fields are already linked (line {lib.line(ADV, '[[1, 2], [5, 2]]')})"


# -- bars and tasks -------------------------------------------------------------------

def test_bar_field_outside(lib):
    lib.replace(ADV, "{length: 4, victory_fields: [2, 4]", "{length: 4, victory_fields: [2, 5]")
    assert lib.found() == [("error", "bar/field-outside", ADV, "/progress_tasks/0/bar/victory_fields/1",
                            lib.line(ADV, "victory_fields: [2, 5]"))]
    assert only(lib).message == "field 5 is beyond the end of the bar of 'explorer' (4 fields)"


def test_bar_unsorted(lib):
    lib.replace(ADV, "victory_fields: [2, 4, 5]", "victory_fields: [4, 2, 5]")
    assert lib.found() == [("warning", "bar/unsorted", ADV, "/mission_bar/victory_fields", lib.line(ADV, "mission_bar:"))]
    assert only(lib).message == "the victory fields are not in order"


def test_bar_steps_too_long(lib):
    lib.replace(ADV, "repeat_steps: 2", "repeat_steps: 5")
    assert lib.found() == [("warning", "bar/steps-too-long", ADV, "/progress_tasks/1/repeat_steps",
                            lib.line(ADV, "repeat_steps: 5"))]


def test_bar_no_victory_fields(lib):
    lib.replace(ADV, "bar: {length: 2, victory_fields: [2]}", "bar: {length: 2}")
    assert lib.found() == [("warning", "bar/no-victory-fields", ADV, "/progress_tasks/2/bar", lib.line(ADV, "bar: {length: 2}"))]
    assert only(lib).message == "the progress task 'lookouts' gives no victory points"


THREAT = "mission_bar: {length: 5, victory_fields: [2, 4, 5], morale_fields: [1, 3]}\n"


def test_bar_threat_order(lib):
    lib.replace(ADV, THREAT, THREAT + "threat_bar:\n  - {from: 1, hits_on: 6}\n  - {from: 1, hits_on: 5}\n")
    assert lib.found() == [("error", "bar/threat-order", ADV, "/threat_bar/1/from", lib.line(ADV, "{from: 1, hits_on: 5}"))]
    assert only(lib).message == "this row starts at 1 victory points, not above the row before (1)"


def test_bar_threat_eases(lib):
    lib.replace(ADV, THREAT, THREAT + "threat_bar:\n  - {from: 1, hits_on: 5}\n  - {from: 4, hits_on: 6}\n")
    assert lib.found() == [("warning", "bar/threat-eases", ADV, "/threat_bar/1/hits_on", lib.line(ADV, "{from: 4, hits_on: 6}"))]


def test_task_never_accomplished(lib):
    lib.replace(ADV, "    trigger: {event: explore}\n", "")
    assert lib.found() == [("warning", "task/never-accomplished", ADV, "/progress_tasks/0", lib.line(ADV, "- id: explorer"))]


@pytest.mark.parametrize("old, new", [
    ("    - {at: [2, 1], task: lookouts}\n    - {at: [4, 3], task: lookouts}\n", "    - {at: [2, 1], task: explorer}\n"),
    ("      - advance_progress: {task: lookouts}\n", "      - gain: {rations: 1}\n"),
], ids=["advanced-by-a-rule", "progress-tokens"])
def test_a_task_without_trigger_is_accomplished_by_tokens_or_rules(lib, old, new):
    lib.replace(ADV, old, new)
    assert lib.found() == []


def test_a_task_with_neither_tokens_nor_rules_is_never_accomplished(lib):
    lib.replace(ADV, "    - {at: [2, 1], task: lookouts}\n    - {at: [4, 3], task: lookouts}\n",
                "    - {at: [2, 1], task: explorer}\n")
    lib.replace(ADV, "      - advance_progress: {task: lookouts}\n", "      - gain: {rations: 1}\n")
    assert lib.found() == [("warning", "task/never-accomplished", ADV, "/progress_tasks/2", lib.line(ADV, "- id: lookouts"))]


# -- modes, players and factions ------------------------------------------------------

SOLO = "  solo:\n    - id: lone-camp\n      title: A Lone Camp\n      timing: end_of_game\n      conditions:\n        - camps_in_play: {min: 2}\n"


def test_mode_no_victory(lib):
    lib.replace(ADV, SOLO, "")
    assert lib.found() == [("error", "mode/no-victory", ADV, "/modes/2", lib.line(ADV, "modes:"))]
    assert only(lib).message == "the adventure supports solo play but has no solo victory conditions"


def test_mode_unsupported_victory(lib):
    lib.replace(ADV, "modes: [competitive, cooperative, solo]", "modes: [competitive, solo]")
    assert lib.found() == [("warning", "mode/unsupported-victory", ADV, "/victory/cooperative",
                            lib.line(ADV, "- id: shrine-cleansed"))]


def test_mode_no_end_of_game(lib):
    lib.replace(ADV, "      title: Most Victory Points\n      timing: end_of_game",
                "      title: Most Victory Points\n      timing: end_of_season")
    assert lib.found() == [("warning", "mode/no-end-of-game", ADV, "/victory/competitive", lib.line(ADV, "- id: shrine-lord"))]


def test_mode_no_terrors(lib):
    lib.replace(ADV, "  terrors: [the-gulls, the-tide, the-ghosts]\n", "")
    assert [f[:4] for f in lib.found()] == [("warning", "mode/no-terrors", ADV, "/setup")]
    assert only(lib).message == "cooperative and solo play uses terrors, but the setup names none"



def test_mode_no_terrors_points_at_the_setup_key(lib):
    lib.replace(ADV, "  terrors: [the-gulls, the-tide, the-ghosts]\n", "")
    assert lib.found() == [("warning", "mode/no-terrors", ADV, "/setup", lib.line(ADV, "setup:"))]


def test_players_range(lib):
    lib.replace(ADV, "players: {min: 2, max: 3}", "players: {min: 3, max: 2}")
    ranges = [d for d in lib.diagnostics() if d.code == "players/range"]
    assert [(d.severity.value, d.file, d.pointer, d.line) for d in ranges] == [("error", ADV, "/players/min", lib.line(ADV, "players:"))]
    assert ranges[0].message == "the minimum player count (3) is above the maximum (2)"


def test_players_range_alone(lib):
    lib.replace(ADV, "players: {min: 2, max: 3}", "players: {min: 3, max: 2}")
    assert lib.found() == [("error", "players/range", ADV, "/players/min", lib.line(ADV, "players:"))]


def test_players_competitive_solo(lib):
    lib.replace(ADV, "players: {min: 2, max: 3}", "players: {min: 1, max: 1}")
    assert lib.found() == [
        ("error", "players/competitive-solo", ADV, "/players/max", lib.line(ADV, "players:")),
        ("warning", "scaling/unused-count", ADV, "/setup/player_materials/2", lib.line(ADV, "    2: {")),
        ("warning", "scaling/unused-count", ADV, "/setup/player_materials/3", lib.line(ADV, "    3: {")),
    ]


def test_players_too_few_factions(lib):
    lib.replace(ADV, "requires: [mini]\n", "requires: [mini]\nfactions: [gulls, crabs]\n")
    assert lib.found() == [("error", "players/too-few-factions", ADV, "/players/max", lib.line(ADV, "players:"))]
    assert only(lib).message == "up to 3 players, but only 2 factions may play"


def test_scaling_missing_count(lib):
    lib.replace(ADV, "    3: {soldiers: 7, captains: 1, camps: 2, ships: 1, gold: 3, rations: 2}\n", "")
    d = only(lib)
    assert lib.found() == [("error", "scaling/missing-count", ADV, "/setup/player_materials", lib.line(ADV, "player_materials:"))]
    assert d.column == lib.column(ADV, "player_materials:")  # at the key
    assert d.message == "there are no player materials for 3 players"


def test_scaling_unused_count(lib):
    lib.replace(ADV, "players: {min: 2, max: 3}", "players: {min: 2, max: 2}")
    assert lib.found() == [("warning", "scaling/unused-count", ADV, "/setup/player_materials/3", lib.line(ADV, "    3: {"))]
    d = only(lib)
    assert d.column == 5  # at the key
    assert d.message == "materials for 3 players are never used: the adventure plays with 2 to 2 (or solo)"


def test_faction_no_cooperative_side(lib):
    lib.cut("factions/eels.yaml", "  cooperative:\n")
    assert lib.found() == [("error", "faction/no-cooperative-side", ADV, "/modes", lib.line(ADV, "modes:"))]
    d = only(lib)
    assert d.message == "the faction 'eels' has no cooperative board side, needed for cooperative and solo play"
    assert d.hint == "Add 'player_board.cooperative' to factions/eels.yaml."


def test_a_competitive_only_adventure_needs_no_cooperative_side(lib):
    lib.cut("factions/eels.yaml", "  cooperative:\n")
    lib.replace(ADV, "modes: [competitive, cooperative, solo]", "modes: [competitive]")
    lib.replace(ADV, "  terrors: [the-gulls, the-tide, the-ghosts]\n", "")
    lib.replace(ADV, "    1: {soldiers: 9, captains: 1, camps: 3, ships: 1, gold: 4, rations: 4}\n", "")
    lib.cut(ADV, "  cooperative:\n    - id: shrine-cleansed")
    lib.write(ADV, lib.text(ADV) + "rules:\n  - {id: note, text: A note.}\n")
    assert lib.found() == []


def test_board_repeated_action(lib):
    lib.replace("factions/gulls.yaml", "[{action: move}, {action: recruit}, {action: produce}]",
                "[{action: move}, {action: recruit}, {action: move}]")
    assert lib.found() == [("error", "board/repeated-action", "factions/gulls.yaml",
                            "/player_board/competitive/action_fields/1",
                            lib.line("factions/gulls.yaml", "{action: recruit}, {action: move}]"))]


def test_board_unreachable_action(lib):
    lib.replace("factions/crabs.yaml", "[{action: land}, {action: move}, {action: pacify}]",
                "[{action: land}, {action: move}, {action: supply}]")
    assert lib.found() == [("error", "board/unreachable-action", "factions/crabs.yaml",
                            "/player_board/cooperative/action_fields",
                            lib.line("factions/crabs.yaml", "  cooperative:") + 2)]
    assert only(lib).message == "no action field on the cooperative side links to pacify"


def test_board_pacify_competitive(lib):
    lib.replace("factions/eels.yaml", "[{action: land}, {action: recruit}, {action: supply}]",
                "[{action: land}, {action: pacify}, {action: supply}]")
    assert lib.found() == [("warning", "board/pacify-competitive", "factions/eels.yaml",
                            "/player_board/competitive/action_fields",
                            lib.line("factions/eels.yaml", "  competitive:") + 2)]


# -- the component budget -------------------------------------------------------------

def test_budget_area_tiles(lib):
    lib.replace("area-tiles.yaml", "{colour: sea, kind: sea, copies: 12}", "{colour: sea, kind: sea, copies: 10}")
    assert lib.found() == [("error", "budget/area-tiles", ADV, "/map/rows", lib.line(ADV, '- ". . s s s . ."'))]
    d = only(lib)
    assert d.message == "the map has 11 sea fields but the pool 'mini-tiles' holds 10 sea tiles"
    assert d.hint == "Paint 1 fewer sea field(s), or use a larger pool."


def test_budget_no_spare_tiles(lib):
    lib.replace("area-tiles.yaml", "resources: [gold, gold, ration], copies: 2}", "resources: [gold, gold, ration]}")
    assert lib.found() == [("warning", "budget/no-spare-tiles", ADV, "/map/rows", lib.line(ADV, '- ". . s s s . ."'))]
    assert only(lib).message == "the map uses every red tile of the pool, so none is left to replace a failed exploration"


def test_budget_no_spare_tiles_does_not_apply_to_seas(lib):
    lib.replace("area-tiles.yaml", "{colour: sea, kind: sea, copies: 12}", "{colour: sea, kind: sea, copies: 11}")
    assert lib.found() == []


def test_budget_card_copies_counts_fixed_tiles(lib):
    lib.replace(ADV, "location_bag: [watchtower]", "location_bag: [watchtower, old-well]")
    lib.replace("area-tiles.yaml", "{colour: yellow, kind: location}", "{colour: yellow, kind: location, copies: 2}")
    assert lib.found() == [("error", "budget/card-copies", ADV, "/setup/location_bag/1", lib.line(ADV, "location_bag:"))]
    assert only(lib).message == "'old-well' is used 2 times (1 fixed on the map) but its set has 1 copy"


def test_budget_bag_short(lib):
    lib.replace("area-tiles.yaml", "{colour: yellow, kind: location}", "{colour: yellow, kind: location, copies: 2}")
    assert lib.found() == []  # the set's two locations are used (one in the bag, one fixed): nothing to add
    lib.replace("cards/locations.yaml", "  - id: watchtower\n", "  - id: watchtower\n    copies: 2\n")
    assert lib.found() == [("info", "budget/bag-short", ADV, "/setup/location_bag", lib.line(ADV, "location_bag:"))]
    d = only(lib)
    assert d.message == "the pool holds 2 location tiles but the location bag only 1; if more are revealed, the bag runs out"
    assert d.column == lib.column(ADV, "[watchtower]")


def test_budget_empty_bag(lib):
    lib.replace(ADV, "  terrain_bag: [creek, bog]\n", "")
    assert [f[:4] for f in lib.found()] == [("error", "budget/empty-bag", ADV, "/setup")]
    assert only(lib).message == "the pool has 2 terrain tiles but the terrain bag is empty"


def test_budget_empty_bag_points_at_the_setup_key(lib):
    lib.replace(ADV, "  terrain_bag: [creek, bog]\n", "")
    assert lib.found() == [("error", "budget/empty-bag", ADV, "/setup", lib.line(ADV, "setup:"))]


def test_budget_card_copies_in_a_deck(lib):
    lib.replace(ADV, "event_deck: [squall, squall, dead-calm]", "event_deck: [squall, squall, squall, dead-calm]")
    assert lib.found() == [("error", "budget/card-copies", ADV, "/setup/event_deck/2", lib.line(ADV, "event_deck:"))]
    d = only(lib)
    assert d.message == "'squall' is used 3 times but its set has 2 copies"
    assert d.hint == "List it at most 2 time(s), or raise 'copies' in cards/events.yaml."


def test_budget_card_copies_in_a_strategy_deck(lib):
    lib.replace("factions/crabs.yaml", "strategy_deck: [quick-march, steady-aim]",
                "strategy_deck: [quick-march, steady-aim, steady-aim]")
    found = lib.found()
    assert [f[:3] for f in found] == [("error", "budget/card-copies", "factions/crabs.yaml")]
    assert found[0][4] == lib.line("factions/crabs.yaml", "strategy_deck:")


def test_budget_card_copies_in_a_strategy_deck_points_at_the_extra_copy(lib):
    lib.replace("factions/crabs.yaml", "strategy_deck: [quick-march, steady-aim]",
                "strategy_deck: [quick-march, steady-aim, steady-aim]")
    assert lib.found() == [("error", "budget/card-copies", "factions/crabs.yaml", "/strategy_deck/2",
                            lib.line("factions/crabs.yaml", "strategy_deck:"))]


def test_budget_mission_deck(lib):
    lib.replace(ADV, "mission_deck: [stake-a-claim, silver-tongue, pilgrim]", "mission_deck: [stake-a-claim, silver-tongue]")
    assert lib.found() == [("error", "budget/mission-deck", ADV, "/setup/mission_deck", lib.line(ADV, "mission_deck:"))]
    assert only(lib).message == "the mission deck has 2 cards for up to 3 players, who each draw one at setup"


def test_budget_figures(lib):
    lib.replace(ADV, "1: {soldiers: 9,", "1: {soldiers: 10,")
    assert lib.found() == [("error", "budget/figures", ADV, "/setup/player_materials/1/soldiers", lib.line(ADV, "1: {soldiers: 10,"))]
    d = only(lib)
    assert d.message == "each player starts with 10 soldiers, but the faction 'eels' has only 9"


MODE_SETUP = "    3: {soldiers: 7, captains: 1, camps: 2, ships: 1, gold: 3, rations: 2}\n"


def test_mode_setup_is_valid_and_its_figures_are_budgeted(lib):
    lib.replace(ADV, MODE_SETUP, MODE_SETUP + "  modes:\n    solo:\n      area_values: {shrine: 1}\n"
                                              "      player_materials:\n        1: {gold: 8}\n")
    assert lib.found() == []
    lib.replace(ADV, "1: {gold: 8}", "1: {soldiers: 10}")
    assert lib.found() == [("error", "budget/figures", ADV, "/setup/modes/solo/player_materials/1/soldiers",
                            lib.line(ADV, "1: {soldiers: 10}"))]
    assert only(lib).message == "each player starts with 10 soldiers, but the faction 'eels' has only 9"


def test_mode_setup_unknown_area(lib):
    lib.replace(ADV, MODE_SETUP, MODE_SETUP + "  modes:\n    cooperative:\n      area_values: {shrne: 1}\n")
    assert lib.found() == [("error", "mode/unknown-area", ADV, "/setup/modes/cooperative/area_values/shrne",
                            lib.line(ADV, "area_values: {shrne: 1}"))]
    assert only(lib).message == "'shrne' is not an adventure area of the map (an area with an id and a printed tile)"



def test_mode_setup_unused(lib):
    lib.replace(ADV, MODE_SETUP, MODE_SETUP + "  modes:\n    solo:\n      area_values: {shrine: 1}\n")
    lib.replace(ADV, "modes: [competitive, cooperative, solo]", "modes: [competitive, cooperative]")
    found = [f for f in lib.found() if f[1] == "mode/unused-setup"]
    assert found == [("warning", "mode/unused-setup", ADV, "/setup/modes/solo", lib.line(ADV, "    solo:"))]


# -- campaigns ------------------------------------------------------------------------

def test_campaign_loop(lib):
    lib.replace(CAMPAIGN, '    title: "Chapter II: Homecoming"\n',
                '    title: "Chapter II: Homecoming"\n    branches:\n      - {outcome: any, next: landfall}\n')
    assert lib.found() == [("error", "campaign/loop", CAMPAIGN, "/chapters/1", lib.line(CAMPAIGN, "  - id: homecoming"))]
    assert only(lib).message == "the campaign can loop forever: landfall -> homecoming -> landfall"


def test_campaign_unreachable_chapter(lib):
    lib.replace(CAMPAIGN, "{flag: shrine-taken, next: homecoming}", "{outcome: any, next: homecoming}")
    lib.replace(CAMPAIGN, "  - id: homecoming\n", "  - id: detour\n    adventure: mini-isle\n  - id: homecoming\n")
    assert lib.found() == [("warning", "campaign/unreachable-chapter", CAMPAIGN, "/chapters/1", lib.line(CAMPAIGN, "  - id: detour"))]
    assert only(lib).message == "no branch leads to the chapter 'detour', so it is never played"


def test_campaign_flag_never_set_in_carry_over(lib):
    lib.replace(CAMPAIGN, "flags: [shrine-taken]", "flags: [shrine-taken, storm-over]")
    assert lib.found() == [("warning", "campaign/flag-never-set", CAMPAIGN, "/carry_over/flags/1", lib.line(CAMPAIGN, "storm-over"))]
    assert only(lib).message == "no adventure of the campaign sets the flag 'storm-over'"


def test_campaign_flag_never_set_in_a_branch(lib):
    lib.replace(CAMPAIGN, "{flag: shrine-taken, next: homecoming}", "{flag: shrine-token, next: homecoming}")
    assert lib.found() == [("warning", "campaign/flag-never-set", CAMPAIGN, "/chapters/0/branches/0/flag",
                            lib.line(CAMPAIGN, "shrine-token"))]


def test_a_campaign_flag_set_by_an_advantage_counts(lib):
    lib.replace(CAMPAIGN, "              - gain: {gold: 1}\n", "              - gain: {gold: 1}\n              - set_flag: blessed\n")
    lib.replace(CAMPAIGN, "flags: [shrine-taken]", "flags: [shrine-taken, blessed]")
    assert lib.found() == []


# -- file references ------------------------------------------------------------------

STONE = "  - id: stone-giants\n    title: Stone Giants\n"


def test_ref_file_outside_root(lib):
    lib.replace("cards/minions.yaml", STONE, STONE + "    image: ../../outside.png\n")
    assert lib.found() == [("error", "ref/file-outside-root", "cards/minions.yaml", "/cards/2/image",
                            lib.line("cards/minions.yaml", "image:"))]


def test_ref_file_missing(lib):
    lib.replace("cards/minions.yaml", STONE, STONE + "    image: art/stone-giants.png\n")
    assert lib.found() == [("warning", "ref/file-missing", "cards/minions.yaml", "/cards/2/image",
                            lib.line("cards/minions.yaml", "image:"))]
    d = only(lib)
    assert d.message == "the picture 'art/stone-giants.png' does not exist"
    assert d.hint == "Put the file at cards/art/stone-giants.png in the library, or fix the path."


def test_an_existing_picture_is_fine(lib):
    lib.replace("cards/minions.yaml", STONE, STONE + "    image: ../art/stone-giants.png\n")
    (lib.root / "art").mkdir()
    (lib.root / "art" / "stone-giants.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    assert lib.found() == []


def test_ref_file_absolute(lib):
    lib.replace("cards/minions.yaml", STONE, STONE + "    image: art\\stone-giants.png\n")
    assert lib.found() == [("error", "ref/file-absolute", "cards/minions.yaml", "/cards/2/image",
                            lib.line("cards/minions.yaml", "image:"))]


def test_ref_file_absolute_message_names_the_backslash(lib):
    lib.replace("cards/minions.yaml", STONE, STONE + "    image: art\\stone-giants.png\n")
    assert "backslash" in only(lib).message


# -- picture paths the schema allows but the system refuses (issue 17, item 3) ---------------
def _picture(lib, reference: str):
    lib.replace("cards/minions.yaml", STONE, STONE + f"    image: {reference}\n")
    return [(d.severity.value, d.code, d.pointer, d.message) for d in lib.diagnostics()]


def test_a_picture_name_too_long_for_the_system_is_a_diagnostic(lib):
    assert _picture(lib, "x" * 300 + ".png") == [
        ("error", "ref/file-unusable", "/cards/2/image", "the picture path cannot be used: file name too long")]


def test_a_picture_that_is_a_looping_link_is_a_diagnostic(lib):
    (lib.root / "cards" / "art").mkdir()
    os.symlink("loop.png", lib.root / "cards" / "art" / "loop.png")
    assert _picture(lib, "art/loop.png") == [
        ("error", "library/link-loop", "", "this link loops or points at nothing; it was not followed"),
        ("error", "ref/file-unusable", "/cards/2/image", "the picture path cannot be used: it is a link that loops")]


def test_a_nul_in_a_picture_name_is_a_diagnostic(lib):
    assert _picture(lib, '"art/x\\0y.png"') == [
        ("error", "ref/file-unusable", "/cards/2/image", "the picture path contains a NUL character")]


# -- every code is covered ------------------------------------------------------------

def test_every_semantic_code_has_a_test():
    import re

    import engine.content.checks as generic_checks
    import engine.rulesets.isles_of_terror.checks as checks_package
    from engine.content import geometry

    folders = [Path(checks_package.__file__).parent, Path(generic_checks.__file__).parent]
    sources = [p.read_text(encoding="utf-8") for folder in folders for p in folder.glob("*.py")] + \
        [Path(geometry.__file__).read_text(encoding="utf-8")]
    codes = {c for text in sources for c in re.findall(r'"((?:id|ref|rule|map|bar|task|mode|players|scaling|faction|'
                                                        r'board|budget|campaign|terror)/[a-z-]+)"', text)}
    this = Path(__file__).read_text(encoding="utf-8") + Path(__file__).with_name("test_terror_checks.py").read_text(encoding="utf-8")
    assert len(codes) >= 60
    assert sorted(c for c in codes if f'"{c}"' not in this) == []


# -- issue 16: references and victory conditions nothing else caught -------------------

def test_a_progress_token_naming_no_progress_task_is_an_error(lib):
    lib.replace(ADV, "- {at: [4, 3], task: lookouts}", "- {at: [4, 3], task: lookout}")
    assert lib.found() == [("error", "ref/unknown-id", ADV, "/setup/progress_tokens/1/task", 68)]
    d = only(lib)
    assert d.message == "no progress task has the id 'lookout'"
    assert d.hint == "Did you mean 'lookouts'?"


def test_a_victory_condition_after_an_always_met_one_of_its_timing_is_unreachable(lib):
    lib.replace(ADV, "      title: Most Victory Points\n      timing: end_of_game\n",
                "      title: Most Victory Points\n      timing: end_of_game\n"
                "    - id: last-stand\n      title: Last Stand\n      timing: end_of_game\n"
                "      conditions:\n        - camps_in_play: {min: 3}\n"
                "    - id: shrine-at-season-end\n      title: Shrine\n      timing: end_of_season\n"
                "      conditions:\n        - controls_area: {area: shrine}\n")
    assert lib.found() == [("warning", "victory/unreachable", ADV, "/victory/competitive/2", 106)]
    d = only(lib)
    assert d.message == ("the competitive victory condition 'last-stand' can never decide a game: "
                         "'most-points' before it is always met at the same timing (end_of_game)")
    assert d.hint == "Move 'last-stand' before 'most-points', or give 'most-points' conditions."
