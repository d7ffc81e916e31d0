"""Printing a Haze Islands adventure: the sheet, then the cards as print-and-play pages with cut marks, both
sides of two-sided cards on facing pages; Export Map Image writes a sample board (the board has no fixed map)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from editor.export import card_pages
from editor.export.sheet import DrawnPage, build_sheet
from editor.export.sources import load_printable
from editor.rulesets.haze_islands import print_sheet
from editor.rulesets.haze_islands.cards import SIZE

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def texts(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in PdfReader(str(path)).pages]


def test_the_menu_exports_the_sheet_and_every_card(make_window, library: Path, qtbot, tmp_path):
    window = make_window(feature_views=True)
    window.open_path(library / "haze-islands" / "misty-reach.yaml")
    target = tmp_path / "misty.pdf"
    job = window.menus.export.export_pdf(target)
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=120000)
    pages = texts(target)
    # cover, rules; 27 map cards on 4 pages; 18 adventure cards: 3 fronts + 3 backs; 6 Doom cards: front + back
    assert len(pages) == 14 and all(f"page {n} of 14" in text for n, text in enumerate(pages, 1))
    assert "Players: 1, 2 or 3" in pages[0] and "competitive, friendly" in pages[0]
    assert "27 map cards (18 islands, 6 dead ends, 3 cursed), 18 adventure cards, 6 Doom cards" in pages[0]
    assert "The game lasts 6 rounds" in pages[0] and "Captain of the Haze" in pages[1]  # words start under the map
    assert "Powder Key" in pages[2] and "open sea" not in " ".join(pages[2:6])
    assert "The Salt Bell" in pages[6] and "Look through your map deck" in pages[6]
    assert pages[7].count("open sea") == 8 and "The Salt Bell" in pages[7]  # the backs of page 7's cards
    assert "The Maw · side 1" in pages[12] and "The Maw · side 2" in pages[13]


def test_export_map_image_writes_a_sample_board(make_window, library: Path, qtbot, tmp_path):
    window = make_window(feature_views=True)
    window.open_path(library / "haze-islands" / "misty-reach.yaml")
    job = window.menus.export.export_map_image(tmp_path / "map.png", dpi=72)
    qtbot.waitUntil(lambda: job not in window.menus.export.jobs, timeout=60000)
    assert window.prompter.questions("error") == []
    picture = print_sheet.SampleBoardPicture(load_printable("misty-reach").adventure)
    assert [(s.card, s.cell) for s in picture.deal.laid][:3] == [("minted-sands", (0, 0)), ("thunder-atoll", (1, 0)),
                                                                  ("lookout-crag", (1, -1))]
    image = QImage(str(tmp_path / "map.png"))
    assert (image.width(), image.height()) == (576, 480)  # 4 x 4 cells of 120 pt and the north arrow's strip
    scale, bounds = print_sheet.SampleBoardPicture.SCALE, picture.bounds
    left, top = -bounds.x() * scale, -bounds.y() * scale  # where the start cell (0, 0) is drawn
    assert image.pixelColor(round(left + 60), round(top + 12)).name() == "#d8ccb2"  # its covered band, upright
    assert image.pixelColor(round(left + 3), round(top + 60)).blue() > 150  # its blue outline


def test_a_card_page_has_the_kits_cut_marks_at_every_corner(qapp):
    printable = load_printable("misty-reach")
    sheet = build_sheet(printable, 3, None)
    drawn = sheet.parts[0].pages
    assert [p.recto for p in drawn] == [False] * 4 + [True, False] * 4
    body = QRectF(0, 0, 515, 720)
    image = QImage(515, 720, QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    drawn[0].paint(painter, body)
    painter.end()
    for index in range(8):
        card = card_pages.slot(body, index, SIZE)
        for x, y, dx in ((card.left(), card.top(), -1), (card.right(), card.bottom(), 1)):
                at = round(x + dx * (card_pages.MARK_GAP + card_pages.MARK / 2))
                darkest = min(image.pixelColor(at, row).lightness() for row in (int(y) - 1, int(y), int(y) + 1))
                assert darkest < 160, (index, x, y)  # a dark cut mark out from the corner, along the edge
    assert round(card_pages.slot(body, 0, SIZE).width(), 2) == 170.08  # 60 mm
    assert card_pages.grid(SIZE, body) == (2, 4)  # eight to a page, as the sheet's words say
    assert not hasattr(print_sheet, "cut_marks")  # the sheet draws no marks of its own: the kit's


def test_a_back_page_is_the_kits_mirrored_page_of_the_same_cards(qapp):
    printable = load_printable("misty-reach")
    drawn = build_sheet(printable, 3, None).parts[0].pages
    body = QRectF(0, 0, 515, 720)

    def grab(page) -> QImage:
        image = QImage(515, 720, QImage.Format.Format_RGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        page.paint(painter, body)
        painter.end()
        return image

    back = grab(drawn[5])  # the backs of the first page of adventure cards: their seas
    first, second = card_pages.slot(body, 0, SIZE), card_pages.slot(body, 1, SIZE)
    assert card_pages.slot(body, 0, SIZE, mirrored=True) == second  # the first card's back lies behind it
    assert back.pixelColor(round(first.center().x()), round(first.top() + 4)).name() != "#ffffff"
    assert back.pixelColor(round(second.right() + 5), round(second.top() + 20)).name() == "#ffffff"  # right margin
    assert back == grab(DrawnPage(card_pages.page(*_first_seas(printable), mirrored=True)))
    assert back != grab(DrawnPage(card_pages.page(*_first_seas(printable))))  # not the fronts' order


def _first_seas(printable):
    from editor.rulesets.haze_islands import tale_faces

    tales = [print_sheet.adventure_card_data(c) for c in printable.adventure.adventure_cards][:8]
    return tales, SIZE, lambda p, c: tale_faces.paint_sea(p, c)


def test_a_recto_page_after_an_even_count_gets_a_blank_before_it(qapp, tmp_path):
    from editor.export.sheet import Part, Sheet, write_pdf

    drawn = (DrawnPage(lambda p, r: None, recto=True), DrawnPage(lambda p, r: None))
    pages = write_pdf(Sheet("t", (Part("t", "<p>cover</p>", None, "", drawn),)), tmp_path / "t.pdf")
    assert pages == 4  # cover, blank, front, back: the front on page 3, the front of the second sheet
    assert "left blank" in texts(tmp_path / "t.pdf")[1]
