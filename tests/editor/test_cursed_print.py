"""Printing a Cursed Island scenario: the scenario sheet (rounds and weather, goal, setup, special discoveries and
inventions, book, totem and mystery icons, rules, tracks, victory points), then every card of its decks (nine
57 x 80 mm cards to a page, each copy) and its island tiles (twelve to a page), with cut marks; through File >
Export as PDF of the real main window and through `isleforge export --pdf`."""

from __future__ import annotations

import math
import unicodedata
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.cli import main
from editor.export import card_pages
from editor.export.sheet import build_sheet
from editor.export.sources import load_printable
from editor.rulesets.cursed_island import card_data, card_face, print_sheet, tile_face
from editor.rulesets.cursed_island.island_picture import UNEXPLORED, IslandPicture, centre_of

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def texts(path: Path) -> list[str]:
    """Each page's words, ligatures undone (the PDF writes "fl" as one glyph)."""
    return [" ".join(unicodedata.normalize("NFKC", page.extract_text()).split()) for page in PdfReader(str(path)).pages]


def card_page_count(scenario) -> int:
    """Nine cards to a page for each deck (each on its own pages), twelve tiles to a page."""
    assert card_pages.grid(card_face.SIZE) == (3, 3) and card_pages.grid((tile_face.SIZE, tile_face.SIZE)) == (3, 4)
    decks = sum(math.ceil(len(cards) / 9) for _kind, _heading, cards in card_data.decks(scenario))
    return decks + math.ceil(len(scenario.island.tiles) / 12)


def test_the_menu_exports_the_scenario_sheet_and_every_card(make_window, library: Path, qtbot, tmp_path):
    window = make_window(feature_views=True)
    window.open_path(library / "cursed-island" / "wreck-and-beacon.yaml")
    target = tmp_path / "wreck.pdf"
    job = window.menus.export.export_pdf(target)  # File > Export as PDF: the default 3 players
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=120000)
    assert window.prompter.questions("error") == []
    pages = texts(target)
    scenario = load_printable("wreck-and-beacon").adventure
    drawn = card_page_count(scenario)
    words = len(pages) - drawn  # the sheet's pages of words, then the cards
    assert words == 2 and all(f"page {n} of {len(pages)}" in text for n, text in enumerate(pages, 1))
    sheet = " ".join(pages[:words])
    assert "Wreck and Beacon" in pages[0] and "Players: 1, 2, 3 or 4 (this sheet: 3)" in pages[0]
    assert "by Isleforge · version 1.0.0" in pages[0]  # the file's author signs the sheet, as in every other game
    assert "Rounds: 12" in pages[0] and "Round 12" in pages[0]
    assert "signal pyre at least 5 and the hearth flame built" in sheet  # conditions in words, not term syntax
    assert "checked at once" in sheet and "The camp starts on Wreck Beach (tile 8), beach explored from the start" in sheet
    for heading in ("Setup", "Special discoveries", "Scenario inventions", "Book, totem and mystery icons", "Special rules",
                    "Victory points", "To cut out"):
        assert heading in sheet, heading
    assert "Pitch Pot : Signal pyre +1" in sheet
    assert "Book (a book-icon event card): If possible: discard 1 wood" in sheet
    cast = [c.title for c in scenario.characters]
    assert all(title in pages[words] for title in cast)  # the castaways and helpers come first, six on one page
    assert scenario.events[0].title in pages[words + 2]  # after the wreckage card's page
    assert scenario.island.tiles[0].title in pages[-1] and scenario.island.tiles[-1].title in pages[-1]


def test_the_cli_writes_the_same_pages(qapp, tmp_path: Path, capsys):
    pdf = tmp_path / "w.pdf"
    assert main(["export", "wreck-and-beacon", "--pdf", str(pdf), "--players", "2"]) == 0
    printable = load_printable("wreck-and-beacon")
    total = 2 + card_page_count(printable.adventure)
    assert f"{pdf}: {total} pages (a4)" in capsys.readouterr().out
    pages = texts(pdf)
    assert len(pages) == total and "(this sheet: 2)" in pages[0]
    sheet = build_sheet(printable, 2, None)
    assert len(sheet.parts[0].pages) == card_page_count(printable.adventure)
    assert isinstance(sheet.parts[0].map, IslandPicture)


def test_the_map_image_is_the_island_as_a_game_starts(qapp, tmp_path: Path, capsys):
    png = tmp_path / "island.png"
    assert main(["export", "wreck-and-beacon", "--png", str(png), "--dpi", "72"]) == 0
    picture = IslandPicture(load_printable("wreck-and-beacon").adventure)
    assert picture.start_tile["id"] == "wreck-beach"
    image = QImage(str(png))
    assert (image.width(), image.height()) == (math.ceil(picture.rect().width()), math.ceil(picture.rect().height()))
    scenario = load_printable("wreck-and-beacon").adventure
    start = next(s for s in scenario.island.spaces if s.id == scenario.island.start_space)
    centre = centre_of(start.cell) + picture.offset  # the start tile's hexagon: beach sand, not an unexplored grey
    other = centre_of(next(s for s in scenario.island.spaces if s.id != start.id).cell) + picture.offset
    sand = image.pixelColor(round(centre.x() + 15), round(centre.y()))  # right of the middle: no mark there
    assert sand.name() == tile_face.TERRAIN_COLOURS["beach"]
    assert image.pixelColor(round(other.x() + 15), round(other.y())).name() == UNEXPLORED


def test_the_sheet_words_come_from_the_model():
    scenario = load_printable("wreck-and-beacon").adventure
    table = print_sheet.weather_table(scenario)
    assert table.count("<tr>") == 13 and table.count("●") == sum(len(scenario.weather_of(r)) for r in range(1, 13))
    assert print_sheet.event_deck_words(scenario).startswith("6 book-icon and 6 adventure-icon event cards")
    assert card_data.card_data(scenario.wreckage)["id"] == scenario.wreckage.id
    data = card_data.card_data(next(i for i in scenario.inventions if i.passives))
    assert isinstance(data["passives"], dict) and "starting" in data


def test_a_card_page_holds_nine_cards_with_cut_marks(qapp):
    sheet = build_sheet(load_printable("wreck-and-beacon"), 3, None)
    page = sheet.parts[0].pages[2]  # the first page of event cards (after the castaways and the wreckage card)
    body = QRectF(0, 0, 515, 720)
    image = QImage(515, 720, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    page.paint(painter, body)
    painter.end()
    for index in range(9):
        card = card_pages.slot(body, index, card_face.SIZE)
        assert image.pixelColor(round(card.center().x()), round(card.bottom() - 40)).name() == card_face.PAPER
        at = round(card.left() - card_pages.MARK_GAP - card_pages.MARK / 2)
        assert min(image.pixelColor(at, row).lightness() for row in (int(card.top()) - 1, int(card.top()),
                                                                      int(card.top()) + 1)) < 160, index


@pytest.mark.parametrize("scenario", ["wreck-and-beacon", "the-long-tide"])
def test_no_printed_card_or_sheet_shows_term_syntax(qapp, tmp_path, capsys, scenario):
    """Cards and the sheet say what a term does in words (engine/rulesets/cursed_island/wording.py), as the
    playtest's prompts do: before, a card read "Level: track roof, by -1" and "Wound: count 1, who first"."""
    target = tmp_path / "s.pdf"
    assert main(["export", scenario, "--pdf", str(target), "--players", "3"]) == 0
    text = " ".join(texts(target))
    for syntax in ("track roof", "track palisade", "count 1", "who first", "who all", "Has item", "by -1", "_"):
        assert syntax not in text, syntax
    assert "Roof -1" in text or "Palisade -1" in text  # a level's change, said as the track and its step
