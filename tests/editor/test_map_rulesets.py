"""The map designer paints any installed ruleset's board: every ruleset x every bundled adventure.

The cases are found, not listed: each installed ruleset (`engine.core.ruleset.all_rulesets()`) with
each adventure of the bundled library whose file names it, so a new ruleset is covered by itself.
Each opens in the designer, shows its ruleset's kinds in the palette and the legend, paints one
field as one undo step and one changed line of the YAML, and undoes it back to the same text.
"""

from __future__ import annotations

import difflib
import re
import shutil

import pytest

from editor.board import style as board_style
from editor.documents.document import Document
from editor.map.board import Board
from editor.map.view import MapView
from engine.content import paths
from engine.core import ruleset as rulesets
from engine.core.maps import TERRAINS

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _bundled() -> list[tuple[str, str]]:
    """(ruleset id, adventure file relative to the library) of every bundled adventure."""
    found = []
    for path in sorted(paths.library_dir().rglob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        if not re.search(r"^kind: adventure$", text, re.M):
            continue
        named = re.search(r"^ruleset: (\S+)$", text, re.M)
        found.append((named.group(1) if named else rulesets.DEFAULT_RULESET, str(path.relative_to(paths.library_dir()))))
    return found


BUNDLED = _bundled()
RULESETS = [r.id for r in rulesets.all_rulesets()]
#: the bundled adventures with a map to paint (a ruleset without field codes grows its board in play)
PAINTED = [(r, relative) for r, relative in BUNDLED if rulesets.get(r).field_codes]


def test_every_bundled_adventure_is_of_an_installed_ruleset():
    assert {"isles-of-terror", "island-clash"} <= set(RULESETS)
    assert {ruleset for ruleset, _ in BUNDLED} == {"isles-of-terror", "island-clash", "haze-islands",
                                                   "finis-terrae", "cursed-island"} <= set(RULESETS)
    assert {ruleset for ruleset, _ in PAINTED} == {"isles-of-terror", "island-clash"}  # Haze Islands, Finis Terrae
    # and Cursed Island have no map rows (their seas grow from cards and tiles; the cursed island from its tiles)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_rulesets_field_kinds_are_complete_and_well_formed(ruleset_id):
    ruleset = rulesets.get(ruleset_id)
    kinds = ruleset.map_kinds()
    if not ruleset.field_codes:  # a game without a map of codes: nothing for the designer to paint
        assert kinds == ()
        return
    assert [k.code for k in kinds] and len({k.code for k in kinds}) == len(kinds) == len({k.kind for k in kinds})
    assert {k.code for k in kinds} == set(ruleset.field_codes)  # every code of the schema, and no other
    assert all(re.fullmatch(r"#[0-9a-f]{6}", k.colour) or (k.colour == "" and k.terrain == "empty") for k in kinds)
    assert all(k.terrain in TERRAINS and k.name for k in kinds)
    assert ruleset.grid in ("hex", "square") and ruleset.map_rows.blank in ruleset.field_codes


def test_isles_of_terror_kinds_keep_the_designers_colours_and_names():
    kinds = {k.kind: k for k in rulesets.get("isles-of-terror").map_kinds()}
    assert [(k.code, k.kind, k.name) for k in kinds.values()] == [
        ("s", "sea", "Sea"), ("g", "green", "Green"), ("y", "yellow", "Yellow"), ("r", "red", "Red"),
        ("a", "adventure", "Adventure area"), ("f", "fixed", "Fixed tile"), ("." , "empty", "Empty water")]
    for name, colour in board_style.FILL.items():
        if name != "unknown":
            assert kinds[name].colour == colour.name()
            assert board_style.kind_fill(kinds[name]) == colour
    assert board_style.kind_fill(kinds["empty"]) is None and board_style.kind_fill(None) == board_style.FILL["unknown"]
    assert (kinds["sea"].icon, kinds["sea"].terrain, kinds["empty"].terrain) == ("anchor", "water", "empty")


def test_island_clash_kinds_keep_its_painters_colours():
    kinds = rulesets.get("island-clash").map_kinds()
    assert [(k.code, k.name, k.colour, k.icon) for k in kinds] == [
        (".", "Water", "#3f7fc0", ""), ("S", "Start area", "#f2dc74", "S"), ("C", "Capture area", "#b978c9", "C"),
        ("a", "Arrow tile", "#c9a25b", "A"), ("r", "Road tile", "#a7a39a", "R"), ("w", "Water tile", "#7fb6d8", "W"),
        ("?", "Random tile", "#9b9b9b", "?")]


def _open(tmp_path, qtbot, relative: str) -> MapView:
    source = paths.library_dir() / relative
    for sibling in source.parent.glob("*.yaml"):
        shutil.copy(sibling, tmp_path / sibling.name)
    view = MapView(Document.open(tmp_path / source.name))
    qtbot.addWidget(view)
    return view


@pytest.mark.parametrize(("ruleset_id", "relative"), PAINTED, ids=[r for _, r in PAINTED])
def test_every_bundled_adventure_paints_one_field_as_one_step_and_one_line(tmp_path, qtbot, ruleset_id, relative):
    view = _open(tmp_path, qtbot, relative)
    ruleset = rulesets.get(ruleset_id)
    board, document = view.board, view.document
    assert board.grid == ruleset.grid and board.width > 0 and board.height > 0
    kinds = ruleset.map_kinds()
    assert [view.palette.topLevelItem(i).text(0) for i in range(view.palette.topLevelItemCount())] == [k.name for k in kinds]
    assert view.legend.entries()[:len(kinds)] == [f"{k.name} ({k.code}, {'off the board' if k.terrain == 'empty' else k.terrain})"
                                                  + (f": {k.meaning}" if k.meaning else "") for k in kinds]
    # the first land field, painted with another land kind
    field = next(c for c in board.fields() if board.terrain(c) == "land")
    other = next(k for k in kinds if k.land and k.code != board.code(field))
    before = document.text()
    view.tool = "brush"
    view.choose_kind(other.kind)
    view.stroke([field])
    assert board.code(field) == other.code and document.undo_stack.count() == 1
    diff = [line for line in difflib.ndiff(before.splitlines(), document.text().splitlines()) if line[:1] in "+-"]
    assert len(diff) == 2 and diff[0][0] == "-" and diff[1][0] == "+"  # one line of the YAML
    document.undo_stack.undo()
    assert document.text() == before and board.code(field) != other.code


def test_the_legend_lists_island_clash_kinds_and_its_seats_start_areas(tmp_path, qtbot):
    view = _open(tmp_path, qtbot, "island-clash/lagoon-crossing.yaml")
    assert view.legend.entries() == [
        "Water (., water): Water: no unit stands here; the coast is beside it",
        "Start area (S, land): A seat's start area: its units begin here",
        "Capture area (C, land): A capture area: units here at the end win the game",
        "Arrow tile (a, land): An arrow tile: arrow resource cards recruit here",
        "Road tile (r, land): A road tile: road resource cards recruit here",
        "Water tile (w, land): A water tile: water resource cards recruit here",
        "Random tile (?, land): A random tile: drawn from the adventure's random tiles",
        "Start area of red", "Start area of blue", "Start area of green", "Start area of yellow"]
    view.document.remove("/seats/3", "Remove seat")
    assert view.legend.entries()[-1] == "Start area of green"  # the legend follows the document


def test_the_legend_lists_isles_of_terror_kinds(tmp_path, qtbot):
    view = _open(tmp_path, qtbot, "drowned-temple.yaml")
    assert view.legend.entries() == [
        "Sea (s, water): A sea area: ships sail here; an anchor marks where they may land",
        "Green (g, land): A green area: a face-down tile drawn from the pool's green tiles",
        "Yellow (y, land): A yellow area: a face-down tile drawn from the pool's yellow tiles",
        "Red (r, land): A red area: a face-down tile drawn from the pool's red tiles",
        "Adventure area (a, land): An adventure area of this adventure: a name, a value and rules of its own",
        "Fixed tile (f, land): A fixed tile: a location, terrain, boss or minion tile laid face up at setup",
        "Empty water (., off the board): Empty water off the board (erases a field)"]
    assert not view.markers_box.isVisibleTo(view) and view.budget.isVisibleTo(view)  # the ruleset's budget


def test_a_ruleset_with_only_field_codes_gets_kinds_of_its_own(monkeypatch):
    ruleset = rulesets.get("island-clash")
    monkeypatch.setattr(type(ruleset), "field_kinds", ())
    kinds = ruleset.map_kinds()
    assert [(k.code, k.kind, k.name, k.terrain) for k in kinds][:3] == [
        (".", "empty", "Water", "empty"), ("S", "start-area", "Start area", "land"), ("C", "capture-area", "Capture area", "land")]
    assert kinds[1].colour == "#6aae55" and kinds[1].icon == "S"


def test_a_document_naming_no_installed_ruleset_is_read_as_the_default_ones(tmp_path):
    class Data:
        def value(self, pointer, default=None):
            return {"/ruleset": "no-such-game", "/map/rows": [". s g"]}.get(pointer, default)

    board = Board.from_document(Data())
    assert (board.grid, board.codes, board.kind((2, 0))) == ("hex", [[".", "s", "g"]], "green")


@pytest.mark.parametrize(("ruleset_id", "relative"), PAINTED, ids=[r for _, r in PAINTED])
def test_the_board_item_paints_every_field_in_its_kinds_colour(qapp, ruleset_id, relative):
    """What the export's map image draws (`editor.map.board.Board` and `BoardItem` on plain data)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from editor.map.board_item import BoardItem
    from engine.content.yaml_io import read_file

    data = read_file(paths.library_dir() / relative).data

    class Plain:
        def value(self, pointer, default=None):
            node = data
            for token in pointer.strip("/").split("/"):
                if isinstance(node, list) and token.isdigit() and int(token) < len(node):
                    node = node[int(token)]
                elif isinstance(node, dict) and token in node:
                    node = node[token]
                else:
                    return default
            return node

    board = Board.from_document(Plain())
    item = BoardItem(board)
    item.layers = {"terrain"}  # colours only: no names, links or tokens over the centres
    bounds = item.boundingRect()
    image = QImage(int(bounds.width()), int(bounds.height()), QImage.Format.Format_RGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = bounds
    item.paint(painter, option)
    painter.end()
    checked = 0
    for coord in board.fields():
        kind = board.field_kind(coord)
        if kind is None or not kind.colour or kind.icon:
            continue  # outlined water, or a glyph at the centre
        centre = item.layout.centre(coord)
        assert image.pixelColor(int(centre.x()), int(centre.y() + 12)).name() == kind.colour, (coord, kind.kind)
        checked += 1
    assert checked > 0


def test_a_ruleset_without_field_codes_opens_its_map_unpainted(tmp_path, qtbot, monkeypatch):
    ruleset = type(rulesets.get("island-clash"))
    monkeypatch.setattr(ruleset, "field_kinds", ())
    monkeypatch.setattr(ruleset, "field_codes", {})
    view = _open(tmp_path, qtbot, "island-clash/lagoon-crossing.yaml")
    assert view.palette.topLevelItemCount() == 0 and view.paint_kind == "" and view.legend.entries()[0] == "Start area of red"
    assert view.board.kind((0, 0)) == "unknown" and view.board.describe((0, 0)) == "[0, 0] unknown ('S') · start of red"
    for tool in ("brush", "fill", "rectangle"):
        view.tool = tool
        view.stroke([(1, 1), (2, 1)])
    assert view.document.undo_stack.count() == 0  # no kind to paint with: nothing happens, no traceback
