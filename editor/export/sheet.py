"""The printable adventure sheet of any ruleset: a map page, then the words flowing over as many pages as they need.

A `Sheet` is a list of parts (an adventure is one part; a campaign is its flow, then one part per
chapter). What a part says is the adventure's ruleset's: `build_sheet` asks the ruleset's editor
parts (`editor.rulesets.of(adventure).print_sheet`, the print hook) for each adventure's `Part`
(Isles of Terror: editor/rulesets/isles_of_terror/print_sheet.py; Island Clash: its own), and for a
campaign's flow (`print_campaign`). This module is the generic page layout every ruleset shares:
`paint_sheet` draws a sheet on any QPagedPaintDevice (QPdfWriter for `--pdf`, QPrinter for File >
Print and its preview): each page gets a header with the part's title and a footer with the game's
name and "page N of M". Words are laid out by a QTextDocument paginated to the page's body, so a
line or a table row is never cut; the map is drawn as vectors by `MapPicture`. Page units are points.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter, QPen,
                           QTextCursor, QTextDocument, QTextFormat)

from engine.content.files import atomic_path
from engine.core import ruleset as rulesets

from .sources import Printable, PrintableCampaign

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 14.0
HEADER, FOOTER = 22.0, 20.0  # points above and below the body
_CSS = """
body { font-size: 10px; }
h1 { font-size: 22px; margin-bottom: 4px; }
h2 { font-size: 15px; margin-top: 14px; margin-bottom: 4px; color: #3b2a14; }
h3 { font-size: 11.5px; margin-top: 8px; margin-bottom: 2px; }
p { margin-top: 2px; margin-bottom: 4px; }
"""


class NotPrintable(ValueError):
    """Content whose ruleset has no print sheet (or no campaign flow to print): said, never a traceback."""


@dataclass(frozen=True, slots=True)
class Part:
    header: str  # the running head of the part's pages
    cover: str  # HTML above the map (title, byline, summary); the whole first page when there is no map
    map: object | None  # a `map_image.MapPicture` (anything with rect() and paint(painter, target)), or None
    body: str  # HTML that flows over the following pages
    pages: tuple = ()  # drawn pages after the body (print-and-play cards): each a `DrawnPage`


@dataclass(frozen=True, slots=True)
class DrawnPage:
    """A page a ruleset draws itself (a sheet of cards at their real size with cut marks): `paint(painter,
    body)` draws into the page's body rectangle (points). `recto`: the page must be the front of a sheet
    of paper (an odd page number), so that the page after it is printed on its back in duplex; a blank
    page is put before it when needed."""

    paint: object  # paint(painter, QRectF)
    recto: bool = False


@dataclass(frozen=True, slots=True)
class Sheet:
    title: str
    parts: tuple[Part, ...]
    game: str = "Isleforge"  # the game's name in the footer ("Island Clash adventure sheet · Isleforge")


def default_players(printable: Printable) -> int:
    """The player count whose setup is printed when none is asked for: the ruleset's default for the adventure."""
    return rulesets.of(printable.adventure).default_players(printable.adventure)


def adventure_part(printable: Printable, players: int | None = None, mode: str | None = None) -> Part:
    """One adventure's part, written by its ruleset's print hook (`EditorRuleset.print_sheet`)."""
    from editor import rulesets as editor_rulesets

    parts = editor_rulesets.of(printable.adventure)
    part = parts.print_sheet(printable, players or default_players(printable), mode)
    if part is None:
        raise NotPrintable(f"{rulesets.of(printable.adventure).title} has no printable adventure sheet")
    return part


def build_sheet(source: Printable | PrintableCampaign, players: int | None = None, mode: str | None = None) -> Sheet:
    if isinstance(source, PrintableCampaign):
        from editor import rulesets as editor_rulesets

        titles = {c.adventure.id: c.adventure.title for c in source.chapters}
        flow = editor_rulesets.of(source.campaign).print_campaign(source.campaign, titles)
        if flow is None:
            raise NotPrintable(f"{rulesets.of(source.campaign).title} has no printable campaign flow")
        game = rulesets.of(source.campaign).title
        return Sheet(source.campaign.title, (Part(source.campaign.title, flow, None, ""),
                                             *(adventure_part(c, players, mode) for c in source.chapters)), game)
    return Sheet(source.adventure.title, (adventure_part(source, players, mode),),
                 rulesets.of(source.adventure).title)


def _document(html: str, width: float, height: float | None = None) -> QTextDocument:
    document = QTextDocument()
    font = QFont()
    font.setPixelSize(10)  # one pixel of the layout is one point on paper (the painter scales)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(_CSS)
    document.setDocumentMargin(0)
    document.setHtml(html)
    if height is None:
        document.setTextWidth(width)  # one long page: for measuring the cover
    else:
        document.setPageSize(QSizeF(width, height))  # paginated: lines and table rows move to the next page whole
        _keep_headings_with_text(document, height)
    return document


def _keep_headings_with_text(document: QTextDocument, height: float, room: float = 48.0) -> None:
    """A heading that would end a page, with less than ``room`` points below it, starts the next page."""
    layout = document.documentLayout()
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            rect = layout.blockBoundingRect(block)
            if (rect.top() % height) + rect.height() + room > height and rect.top() % height > 0:
                cursor = QTextCursor(block)
                form = block.blockFormat()
                form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                cursor.setBlockFormat(form)
        block = block.next()


class _Pages:
    """Lays out a sheet on a page size; then paints it page by page."""

    def __init__(self, sheet: Sheet, page: QSizeF) -> None:
        self.sheet, self.page = sheet, page
        self.body = QSizeF(page.width(), page.height() - HEADER - FOOTER)
        self.plan: list[tuple[Part, QTextDocument | None, float, int]] = []  # part, body doc, cover height, pages
        for part in sheet.parts:
            cover = _document(part.cover, self.body.width())
            cover_height = cover.size().height()
            body = _document(part.body, self.body.width(), self.body.height()) if part.body else None
            pages = 1 + (body.pageCount() if body is not None else 0)
            if part.map is None and body is None and cover_height > self.body.height():  # a long cover flows on
                body = _document(part.cover, self.body.width(), self.body.height())
                pages, cover_height = body.pageCount(), -1
            self.plan.append((part, body, cover_height, pages))
        self.count = 0
        self.drawn: list[list[DrawnPage | None]] = []  # per part: its drawn pages, None for a blank before a recto
        for part, *_, pages in self.plan:
            self.count += pages
            drawn: list[DrawnPage | None] = []
            for page in part.pages:
                if page.recto and self.count % 2 == 1:  # the next page would be even: a back
                    drawn.append(None)
                    self.count += 1
                drawn.append(page)
                self.count += 1
            self.drawn.append(drawn)

    def paint(self, painter: QPainter, new_page) -> None:
        number = 0
        for part_index, (part, body, cover_height, _pages) in enumerate(self.plan):
            if cover_height >= 0:
                number += 1
                if number > 1:
                    new_page()
                self._frame(painter, part.header, number)
                cover = _document(part.cover, self.body.width())
                painter.save()
                painter.translate(0, HEADER)
                cover.drawContents(painter, QRectF(0, 0, self.body.width(), cover_height))
                painter.restore()
                if part.map is not None:
                    top = HEADER + cover_height + 8
                    part.map.paint(painter, QRectF(0, top, self.body.width(), HEADER + self.body.height() - top))
            for index in range(body.pageCount() if body is not None else 0):
                number += 1
                if number > 1:
                    new_page()
                self._frame(painter, part.header, number)
                height = self.body.height()
                painter.save()
                painter.translate(0, HEADER - index * height)
                body.drawContents(painter, QRectF(0, index * height, self.body.width(), height))
                painter.restore()
            for page in self.drawn[part_index]:
                number += 1
                if number > 1:
                    new_page()
                self._frame(painter, part.header, number)
                if page is None:
                    painter.save()
                    painter.setPen(QColor("#9c8d74"))
                    painter.drawText(QRectF(0, HEADER, self.body.width(), self.body.height()),
                                     int(Qt.AlignmentFlag.AlignCenter), "(left blank: the next page is printed on the front of a sheet)")
                    painter.restore()
                else:
                    page.paint(painter, QRectF(0, HEADER, self.body.width(), self.body.height()))

    def _frame(self, painter: QPainter, header: str, number: int) -> None:
        painter.save()
        font = QFont()
        font.setPixelSize(8)
        painter.setFont(font)
        painter.setPen(QColor("#6b5a44"))
        width = self.page.width()
        painter.drawText(QRectF(0, 0, width, 12), int(Qt.AlignmentFlag.AlignLeft), f"{self.sheet.title}")
        if header != self.sheet.title:
            painter.drawText(QRectF(0, 0, width, 12), int(Qt.AlignmentFlag.AlignRight), header)
        painter.setPen(QPen(QColor("#c9b99a"), 0.6))
        painter.drawLine(QPointF(0, 14), QPointF(width, 14))
        painter.setPen(QColor("#6b5a44"))
        painter.drawText(QRectF(0, self.page.height() - 10, width, 10), int(Qt.AlignmentFlag.AlignRight),
                         f"page {number} of {self.count}")
        painter.drawText(QRectF(0, self.page.height() - 10, width, 10), int(Qt.AlignmentFlag.AlignLeft),
                         f"{self.sheet.game} adventure sheet · Isleforge")
        painter.restore()


def paint_sheet(sheet: Sheet, device: QPagedPaintDevice) -> int:
    """Draw the sheet on a paged device (already set up: page size, margins); returns the page count."""
    layout = device.pageLayout()
    body = layout.paintRectPoints()
    pages = _Pages(sheet, QSizeF(body.width(), body.height()))
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot start drawing on the printer or file")
    scale = device.logicalDpiX() / 72.0
    painter.scale(scale, scale)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    try:
        pages.paint(painter, device.newPage)
    finally:
        painter.end()  # an active painter outliving its device crashes Qt; the half-written file is discarded
    return pages.count


def page_layout(page: str = "a4") -> QPageLayout:
    return QPageLayout(QPageSize(PAGE_SIZES[page]), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)


def write_pdf(sheet: Sheet, target: Path, page: str = "a4") -> int:
    """Write the sheet as a PDF, beside ``target`` then renamed over it; returns the number of pages.

    QPdfWriter truncates its file when painting begins: painting into ``target`` itself lost the
    previous export to any failure half-way (issue 30, item 10).
    """
    with atomic_path(target) as temp:
        writer = QPdfWriter(str(temp))
        writer.setResolution(600)
        writer.setPageLayout(page_layout(page))
        writer.setTitle(sheet.title)
        writer.setCreator("Isleforge")
        pages = paint_sheet(sheet, writer)
        del writer  # the file is complete and closed before it is renamed
    return pages
