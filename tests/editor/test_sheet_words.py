"""The printed sheet speaks the rulebook's language (issue 31, item 7): a rule's sentence is the one the
rule builder shows, only what applies to the adventure and the mode is printed, the map is cropped to the
isle, and no part ends on a mostly blank page. PDFs are read back as a reader would."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF, QSizeF, Qt

from editor.board import style
from editor.board.layout import SIZE
from editor.cli import main
from editor.export import sheet
from editor.export.map_image import MapPicture
from editor.export.sources import load_printable
from editor.forms.rules import RuleListEditor

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")

ADVENTURES = ["first-landing", "drowned-temple", "ember-crown", "lagoon-crossing", "three-reefs"]
QUEEN_STIRS = "When a season starts, if the game is cooperative, it is year 3 or later and “crown claimed” is not set"


def pdf_text(path: Path) -> str:
    return " ".join(" ".join(unicodedata.normalize("NFKC", p.extract_text()).split()) for p in PdfReader(str(path)).pages)


@pytest.mark.parametrize("adventure", [*ADVENTURES, "isles-of-ash"])
def test_no_sheet_shows_engine_syntax(qapp, tmp_path, capsys, adventure):
    target = tmp_path / "s.pdf"
    assert main(["export", adventure, "--pdf", str(target)]) == 0
    text = pdf_text(target)
    for syntax in ("When:", "only if", "(min ", "(max ", "set False", "mode (", "year (", "flag (", "_"):
        assert syntax not in text, syntax


def test_the_sheet_says_a_rule_as_the_rule_builder_does(make_window, tmp_path, capsys):
    window = make_window(feature_views=True)
    window.open_path(window.workspace.root / "ember-crown.yaml")
    page = window.tabs.current()
    assert page.select_pointer("/rules/5")  # the view with the rule builder is built as the designer opens it
    (rules,) = [r for r in page.findChildren(RuleListEditor) if r.pointer == "/rules"]
    shown = {rules.list.item(i).data(Qt.ItemDataRole.UserRole)[0]: rules.list.item(i).data(Qt.ItemDataRole.UserRole)[1]
             for i in range(rules.list.count())}
    assert shown["The Queen Stirs"] == f"{QUEEN_STIRS}: summon terror (once a game)."
    assert shown["Glass from the Lava"] == "When you conquer an area tagged lava: gain."
    target = tmp_path / "s.pdf"
    assert main(["export", "ember-crown", "--pdf", str(target), "--mode", "cooperative"]) == 0
    text = pdf_text(target)
    assert f"{QUEEN_STIRS} (once a game)." in text
    assert "When you conquer an area tagged lava." in text


def test_only_what_applies_to_the_adventure_and_the_mode_is_printed(qapp, tmp_path, capsys):
    competitive, cooperative = tmp_path / "c.pdf", tmp_path / "o.pdf"
    assert main(["export", "ember-crown", "--pdf", str(competitive), "--mode", "competitive"]) == 0
    assert main(["export", "ember-crown", "--pdf", str(cooperative), "--mode", "cooperative"]) == 0
    alone, team = pdf_text(competitive), pdf_text(cooperative)
    assert "The Queen Stirs" not in alone and "The Queen Stirs" in team  # a rule of the cooperative game
    assert "Terrors The Scavengers" not in alone and "Terrors The Scavengers" in team
    assert "terror cards" not in alone and "terror cards 3" in team
    for text in (alone, team):  # they wait for flags only the campaign carries in
        assert "Blessing of the Tide" not in text and "The Priest Follows" not in text


@pytest.mark.parametrize(("adventure", "cropped"), [("first-landing", 0.958), ("drowned-temple", 0.778),
                                                    ("ember-crown", 0.872), ("lagoon-crossing", 0.961),
                                                    ("three-reefs", 0.958)])
def test_the_map_is_cropped_to_the_isle(qapp, adventure, cropped):
    picture = MapPicture(load_printable(adventure))
    grid, isle = picture.item.boundingRect(), picture.board_rect
    coloured = QRectF()
    for coord in picture.board.fields():
        if style.kind_fill(picture.board.field_kind(coord)) is not None:
            coloured = coloured.united(picture.item.polygon(coord).boundingRect())
    margin = SIZE * 0.25  # a quarter field round the isle, no empty row or column of the grid
    assert isle == coloured.adjusted(-margin, -margin, margin, margin).intersected(grid)
    assert round(isle.width() * isle.height() / (grid.width() * grid.height()), 3) == cropped
    assert not picture.item.water_outlines  # the dotted outlines of the empty fields are not printed


@pytest.mark.parametrize("page", ["a4", "letter"])
@pytest.mark.parametrize("adventure", [*ADVENTURES, "isles-of-ash"])
def test_no_part_ends_on_a_mostly_blank_page_and_the_words_start_under_the_map(qapp, adventure, page):
    built = sheet.build_sheet(load_printable(adventure))
    body = sheet.page_layout(page).paintRectPoints()
    pages = sheet._Pages(built, QSizeF(body.width(), body.height()))
    for laid in pages.plan:
        fill = sheet.last_page_fill(laid.document)
        assert laid.pages == 1 or fill >= sheet.LAST_PAGE_LOW, (laid.part.header, laid.pages, round(fill, 2))
        if laid.map_rect is not None:  # the words go on below the map, on its page
            assert laid.map_rect.bottom() < body.height() - 60


def test_a_printed_team_mode_shows_its_own_setup():
    """Drowned Temple's cooperative game (setup.modes) gives 3 players 6 gold and lowers the temple to 1:
    its sheet says so, the competitive sheet keeps the setup's 3 gold and names no mode's values."""
    from engine.content.resolve import load_adventure
    from editor.rulesets.isles_of_terror.print_sheet import Phrases, _setup

    adv = load_adventure("drowned-temple")
    say = Phrases(adv, {})
    coop, competitive = _setup(adv, 3, say, "cooperative"), _setup(adv, 3, say, "competitive")
    assert "1 ship, 6 gold, 3 rations" in coop and "Area values in cooperative play" in coop
    assert "The Drowned Temple 1" in coop and "solo play" not in coop
    assert "1 ship, 3 gold, 3 rations" in competitive and "Area values" not in competitive
    assert "The Drowned Temple 1, The Weeping Stair 1" in _setup(adv, 1, say, "solo")
