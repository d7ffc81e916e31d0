"""Printing a Finis Terrae sea: the scenario sheet over a sample sea, then every tile in play for the player count
(each copy, twelve 50 mm tiles to a page), the weather cards and a scoring card per explorer, with cut marks;
Export Map Image writes the sample sea (the sea has no fixed map)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.cli import main
from editor.export import card_pages
from editor.export.sheet import build_sheet
from editor.export.sources import load_printable
from editor.rulesets.finis_terrae import print_sheet, tile_face

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def texts(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in PdfReader(str(path)).pages]


def test_the_menu_exports_the_scenario_sheet_and_every_piece(make_window, library: Path, qtbot, tmp_path):
    window = make_window(feature_views=True)
    window.open_path(library / "finis-terrae" / "windward-sea.yaml")
    target = tmp_path / "windward.pdf"
    job = window.menus.export.export_pdf(target)  # File > Export as PDF: the default 3 players
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=120000)
    assert window.prompter.questions("error") == []
    pages = texts(target)
    # the sheet (3 pages), 72 tiles on 6 pages of 12, 11 weather cards on 2 pages of 9, 3 scoring cards on 1
    assert len(pages) == 12 and all(f"page {n} of 12" in text for n, text in enumerate(pages, 1))
    assert "Players: 2, 3 or 4 (this sheet: 3)" in pages[0] and "Tiles: 72 of the 80 in the box" in pages[0]
    assert "The tile stack: 72 tiles for 3 players" in " ".join(pages[:3])
    assert "owning the largest complete island +5" in " ".join(pages[:3])
    assert pages[9].count("for each ship today") == 8 and pages[9].count("Storm: the wind pushes") == 1  # 9 cards
    assert "Black Squall" in pages[10] and "Last Horizon" in pages[10] and "The edge of the world" in pages[10]
    assert pages[11].count("Scoring") == 3


@pytest.mark.parametrize("players, count", [(2, 12), (4, 13)])
def test_the_pdf_holds_the_tiles_of_the_player_count(qapp, tmp_path: Path, capsys, players, count):
    pdf = tmp_path / f"w{players}.pdf"
    assert main(["export", "windward-sea", "--pdf", str(pdf), "--players", str(players)]) == 0
    assert f"{pdf}: {count} pages (a4)" in capsys.readouterr().out
    pages = texts(pdf)
    assert f"(this sheet: {players})" in pages[0] and f"Tiles: {8 * players + 48} of the 80" in pages[0]
    printable = load_printable("windward-sea")
    sheet = build_sheet(printable, players, None)
    tiles = print_sheet.tiles_in_play(printable.adventure, players)
    assert len(tiles) == {2: 64, 4: 80}[players]
    assert len(sheet.parts[0].pages) == {2: 6, 4: 7}[players] + 2 + 1  # tiles, weather, scoring cards
    assert pages[-1].count("Scoring") == players


def test_a_tile_page_has_twelve_tiles_with_cut_marks(qapp):
    adventure = load_printable("windward-sea").adventure
    page = build_sheet(load_printable("windward-sea"), 4, None).parts[0].pages[0]
    body = QRectF(0, 0, 515, 720)
    image = QImage(515, 720, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    page.paint(painter, body)
    painter.end()
    size = (tile_face.SIZE, tile_face.SIZE)
    assert card_pages.grid(size, body) == (3, 4)
    assert round(card_pages.slot(body, 0, size).width(), 2) == 141.73  # 50 mm
    for index in range(12):
        tile = card_pages.slot(body, index, size)
        assert image.pixelColor(round(tile.center().x()), round(tile.top() + 20)).name() == tile_face.SEA  # open water
        at = round(tile.left() - card_pages.MARK_GAP - card_pages.MARK / 2)
        assert min(image.pixelColor(at, row).lightness() for row in (int(tile.top()) - 1, int(tile.top()),
                                                                      int(tile.top()) + 1)) < 160, index
    assert adventure.tiles[0].id == "open-water" and adventure.tiles[0].count_for(4) == 11


def test_export_map_image_writes_the_sample_sea(make_window, library: Path, qtbot, tmp_path):
    window = make_window(feature_views=True)
    window.open_path(library / "finis-terrae" / "windward-sea.yaml")
    job = window.menus.export.export_map_image(tmp_path / "sea.png", dpi=72)
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    assert window.prompter.questions("error") == []
    picture = print_sheet.SampleSeaPicture(load_printable("windward-sea").adventure, 4)
    assert len(picture.sample.laid) + len(picture.sample.discarded) == 80
    image = QImage(str(tmp_path / "sea.png"))
    assert (image.width(), image.height()) == (round(picture.rect().width()), round(picture.rect().height()))
    left, top = -picture.bounds.x(), -picture.bounds.y()  # where the start island's centre cell (0, 0) is drawn
    assert image.pixelColor(round(left + 30), round(top + 30)).name() == tile_face.LAND


def test_the_variants_sheet_lays_its_own_start_and_opening(qapp, tmp_path: Path):
    printable = load_printable("elbow-reach")
    picture = print_sheet.SampleSeaPicture(printable.adventure, 2)
    sample = picture.sample
    assert sample.start == ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1))
    assert sample.board.at((0, 0)).card == "open-water" and sample.board.at((2, 1)).card == "sunken-hull"
    assert sample.stack == 62 and len(sample.laid) + len(sample.discarded) == 62  # 64 less the two laid at setup
    words = " ".join(print_sheet.setup_words(printable.adventure, 2))
    assert "The Elbow: 5 land cells" in words and "20 coins" not in words and "15 coins" in words
    assert "2 tiles lie from the start" in words


def test_the_sample_sea_prints_each_tile_on_its_cell_at_any_resolution(qapp, monkeypatch):
    """The board painter keeps each tile's face as a recorded picture for play, and a picture replays
    scaled to its device's resolution: Export Map Image at 72 dpi (and the PDF) drew every tile 0.75 its
    size, off its cell. Off the screen's resolution a tile is painted as it is: the image equals one made
    by painting every tile directly."""
    from editor.board.placed import CELL
    from editor.export.map_image import render_image
    from editor.export.sources import load_printable
    from editor.rulesets.finis_terrae import print_sheet, sea_painter, tile_data, tile_face

    adventure = load_printable("windward-sea").adventure
    made = render_image(print_sheet.SampleSeaPicture(adventure, 4), 72)

    def direct(tiles, start_cells=(), tokens=True):
        cells = set(start_cells)
        drawn = {t.id: tile_data.tile_data(t) for t in tiles.values()}

        def paint(painter, card):
            painter.save()
            painter.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)
            tile_face.print_painter(painter, drawn[card])
            painter.restore()
        return paint, lambda painter, cell: sea_painter.paint_start_cell(
            painter, sea_painter.sample_sea.start_edges(cell, cells))

    monkeypatch.setattr(sea_painter, "tile_painter", direct)
    assert made == render_image(print_sheet.SampleSeaPicture(adventure, 4), 72)
