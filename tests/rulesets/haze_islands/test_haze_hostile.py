"""Hostile and broken Haze Islands content: every mistake is one located message, never a traceback.

Bad YAML, a file that is a list or empty, wrong types, values off the closed vocabularies and a deck
that cannot be read each give the exact diagnostics below (file, pointer, line, column, message) from
`isleforge validate`'s pass; resolving the adventure then refuses it with a ContentError, and the
command line exits 1 with the messages and no traceback. Random mutants of the bundled files are
tests/content/test_fuzz.py's job (its corpus takes every ruleset's bundled files, these included).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main
from engine.content.resolve import ContentError
from engine.core import ruleset as rulesets
from haze_content_kit import mini_sea, validation

CHARTS, TALES, DOOM, SEA = "mini-charts.yaml", "mini-tales.yaml", "mini-doom.yaml", "mini-sea.yaml"
NO_CHARTS = ("haze/unknown-deck", SEA, "/decks/map", 9, 14, "no map-cards file has the id 'mini-charts'")
NO_DOOM = ("haze/unknown-deck", SEA, "/decks/doom", 9, 56, "no doom-cards file has the id 'mini-doom'")

CASES = {
    "an unclosed flow mapping": ({CHARTS: [("category: crew}\n  - {id: bosun", "category: crew\n  - {id: bosun")]}, [
        ("yaml/syntax", CHARTS, "", 9, 5, "YAML syntax error: did not find expected ',' or '}' (the '{' opened on "
         "line 8, column 5 is not closed)"), NO_CHARTS]),
    "a tab for indentation": ({SEA: [("  hand_limit: 3\n", "\thand_limit: 3\n")]}, [
        ("yaml/tab", SEA, "", 11, 1, "a tab character is used for indentation")]),
    "a deck file that is a list": ("- kind: doom-cards\n- id: mini-doom\n", [
        ("content/not-a-mapping", DOOM, "", 1, 1, "the document is a list; a content file is a mapping of fields"),
        NO_DOOM]),
    "an empty deck file": ("", [("content/empty", DOOM, "", 1, 1, "the file is empty"), NO_DOOM]),
    "a kind that is not one": ({DOOM: [("kind: doom-cards", "kind: doom-card")]}, [
        ("content/unknown-kind", DOOM, "/kind", 2, 7, "'doom-card' is not a kind of content"), NO_DOOM]),
    "a raid number in words": ({CHARTS: [("raid: 3", "raid: three")]}, [
        ("schema/type", CHARTS, "/cards/0/raid", 17, 11, "'raid' must be a whole number, not 'three'")]),
    "needs that are no list": ({TALES: [("double: {needs: [gunner, tempest]}", "double: {needs: gunner}")]}, [
        ("schema/type", TALES, "/cards/0/double/needs", 10, 21, "'needs' must be a list, not 'gunner'")]),
    "edges as a list": ({CHARTS: [("    edges:\n      bottom: {diamonds: 0}\n      left: {diamonds: 1}\n      right: "
                                   "{diamonds: 1, triangle: true}\n", "    edges: [bottom, left, right]\n")]}, [
        ("schema/type", CHARTS, "/cards/1/edges", 29, 12, "'edges' must be a mapping of fields, not a list")]),
    "negative diamonds": ({CHARTS: [("left: {diamonds: 0, triangle: true}", "left: {diamonds: -1, triangle: true}")]}, [
        ("schema/minimum", CHARTS, "/cards/0/edges/left/diamonds", 20, 24, "'diamonds' is -1; it must be at least 0")]),
    "a skull corner twice": ({CHARTS: [("skulls: [top-left]\n", "skulls: [top-left, top-left]\n")]}, [
        ("schema/unique-items", CHARTS, "/cards/0/skulls", 22, 13, "'skulls' lists the same entry twice")]),
    "a misspelt corner": ({CHARTS: [("skulls: [top-left]\n", "skulls: [top-lef]\n")]}, [
        ("schema/enum", CHARTS, "/cards/0/skulls/0", 22, 14, "'skulls' entry 1 is 'top-lef', which is not one of: "
         "top-left, top-right, bottom-right, bottom-left")]),
    "a colour no edge has": ({CHARTS: [("right: {diamonds: 2, colour: red}", "right: {diamonds: 2, colour: blue}")]}, [
        ("schema/enum", CHARTS, "/cards/0/edges/right/colour", 21, 36, "'colour' is 'blue', which is not one of: "
         "gold, red")]),
    "four players": ({SEA: [("players: [1, 2, 3]", "players: [1, 2, 3, 4]")]}, [
        ("schema/maximum", SEA, "/players/3", 7, 20, "'players' entry 4 is 4; it must be at most 3")]),
    "a misspelt mode": ({SEA: [("modes: [competitive,", "modes: [competetive,")]}, [
        ("schema/enum", SEA, "/modes/0", 8, 9, "'modes' entry 1 is 'competetive', which is not one of: friendly, "
         "competitive, solo, cooperative")]),
    "a misspelt special order": ({TALES: [("order: {kind: doom-stays}", "order: {kind: doom-stay}")]}, [
        ("schema/enum", TALES, "/cards/1/order/kind", 18, 19, "'kind' is 'doom-stay', which is not one of: "
         "look-and-reorder, sail-from-hand, move-ship-anywhere, move-pirate, return-pirate, recover-pirate, "
         "rotate-adventure, flip-adventure, swap-adventures, doom-ignores-you, doom-stays, move-doom, lower-doom, "
         "icon-counts-double, keep-attack-cards, ignore-skull")]),
    "an adventure without decks": ({SEA: [("decks: {map: mini-charts, adventure: mini-tales, doom: mini-doom}\n", "")]}, [
        ("schema/required", SEA, "", 1, 1, "the file is missing the required field 'decks'")]),
    "a Doom card with one side": ({DOOM: [("      - {needs: [bosun, pearls, tempest]}\n", "")]}, [
        ("schema/min-items", DOOM, "/cards/0/sides", 11, 7, "'sides' has 1 entries; it needs at least 2")]),
    "a misspelt held-back kind": ({SEA: [("  hand_limit: 3\n", "  hand_limit: 3\n  held_back: [dead-ends]\n")]}, [
        ("schema/enum", SEA, "/rules/held_back/0", 12, 15, "'held_back' entry 1 is 'dead-ends', which is not one of: "
         "island, dead-end, cursed")]),
}


def _broken(folder: Path, case: str) -> Path:
    edits, _ = CASES[case]
    if isinstance(edits, str):  # the Doom deck's whole text
        mini_sea(folder)
        (folder / DOOM).write_text(edits, encoding="utf-8")
    else:
        mini_sea(folder, edits)
    return folder


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_content_gets_exactly_its_located_diagnostics(tmp_path, case):
    found = [(d.code, Path(d.file).name, d.pointer, d.line, d.column, d.message)
             for d in validation(_broken(tmp_path, case)).diagnostics]
    assert found == CASES[case][1]


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_content_is_refused_by_resolve_with_a_content_error(tmp_path, case):
    with pytest.raises(ContentError) as raised:
        rulesets.get("haze-islands").resolve(validation(_broken(tmp_path, case)), "mini-sea")
    assert raised.value.diagnostics or "mini-sea" in str(raised.value)


@pytest.mark.parametrize("case", ["an unclosed flow mapping", "a deck file that is a list", "negative diamonds"])
def test_validate_reports_broken_content_in_lines_and_exits_1(tmp_path, capsys, case):
    code = main(["validate", str(_broken(tmp_path, case))])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in out + err
    first = CASES[case][1][0]
    assert f"{first[1]}:{first[3]}:{first[4]}: error: {first[5]}" in out
