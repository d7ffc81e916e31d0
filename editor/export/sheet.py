"""The printable adventure sheet of any ruleset: a map page, then the words flowing over as many pages as they need.

A `Sheet` is a list of parts (an adventure is one part; a campaign is its flow, then one part per
chapter). What a part says is the adventure's ruleset's: `build_sheet` asks the ruleset's editor
parts (`editor.rulesets.of(adventure).print_sheet`, the print hook) for each adventure's `Part`
(Isles of Terror: editor/rulesets/isles_of_terror/print_sheet.py; Island Clash: its own), and for a
campaign's flow (`print_campaign`). This module is the generic page layout every ruleset shares:
`paint_sheet` draws a sheet on any QPagedPaintDevice (QPdfWriter for `--pdf`, QPrinter for File >
Print and its preview): each page gets a header with the part's title and a footer with the game's
name and "page N of M". A part is one QTextDocument paginated to the page's body, so a line or a
table row is never cut: the cover, a place for the map (an empty picture as large as the map will
be printed), then the words, which start under the map rather than on a new page. The map is drawn
as vectors by `MapPicture` into its place, at its own proportions, no larger than the board at 100 %
and no taller than the first page leaves. When the last page of a part would hold only a few lines (`LAST_PAGE_LOW`), the part is laid
out a little tighter so that they move up and no mostly blank page is printed: the map down to
`MAP_KEEP` of its size, then the words a point smaller (`TIGHTER`, first that saves the page).
Page units are points.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (QColor, QFont, QImage, QPageLayout, QPageSize, QPagedPaintDevice, QPainter, QPdfWriter,
                           QPen, QTextCursor, QTextDocument, QTextFormat)

from engine.content.files import atomic_path
from engine.core import ruleset as rulesets

from .sources import Printable, PrintableCampaign

PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
MARGIN_MM = 14.0
HEADER, FOOTER = 22.0, 20.0  # points above and below the body
MAP_PLACE = "isleforge-map"  # the name of the map's place in a part's document
MAP_GAP = 8.0  # points between the cover and the map
MAP_KEEP = 0.7  # the least share of its size a map is shrunk to, to spare a mostly blank last page
LAST_PAGE_LOW = 0.35  # a last page filled less than this is worth a tighter layout
BODY_PX = 10  # the words' size in points
TIGHTER = ((0.9, BODY_PX), (0.8, BODY_PX), (1.0, BODY_PX - 1), (0.9, BODY_PX - 1), (0.8, BODY_PX - 1),
           (MAP_KEEP, BODY_PX - 1))  # (share of the map's size, words' size), tried in turn
_CSS = """
body { font-size: %dpx; }
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


def _document(html: str, width: float, height: float | None = None, body_px: int = BODY_PX) -> QTextDocument:
    """`html` laid out `width` wide: one long page (`height` None, for measuring), or paginated with every
    heading kept with the text below it (`_keep_headings_with_text`)."""
    if height is None:
        return _laid(html, width, None, set(), body_px)
    breaks: set[int] = set()
    for _ in range(64):  # one break a round: a break moves every heading after it
        document = _laid(html, width, height, breaks, body_px)
        more = _lonely_headings(document, height) - breaks
        if not more:
            return document
        breaks.add(min(more))
    return document


def _laid(html: str, width: float, height: float | None, breaks: set[int], body_px: int = BODY_PX) -> QTextDocument:
    """A fresh document of `html` with a page break before the blocks numbered in `breaks`, set before it
    is first laid out: a block format changed after layout leaves the blocks below unlaid (zero height,
    not drawn) until an event loop finishes the layout, which a PDF export never runs."""
    document = QTextDocument()
    font = QFont()
    font.setPixelSize(body_px)  # one pixel of the layout is one point on paper (the painter scales)
    document.setDefaultFont(font)
    document.setDefaultStyleSheet(_CSS % body_px)
    document.setDocumentMargin(0)
    place = QImage(1, 1, QImage.Format.Format_ARGB32)  # the map's place: transparent, sized by its tag
    place.fill(Qt.GlobalColor.transparent)
    document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(MAP_PLACE), place)
    document.setHtml(html)
    if breaks:
        block, number = document.begin(), 0
        while block.isValid():
            if number in breaks:
                form = block.blockFormat()
                form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                QTextCursor(block).setBlockFormat(form)
            block, number = block.next(), number + 1
    if height is None:
        document.setTextWidth(width)  # one long page: for measuring the cover
    else:
        document.setPageSize(QSizeF(width, height))  # paginated: lines and table rows move to the next page whole
    return document


def _lonely_headings(document: QTextDocument, height: float, room: float = 48.0) -> set[int]:
    """The numbers of the heading blocks that would end a page with less than ``room`` points below them
    (each should start the next page instead)."""
    layout = document.documentLayout()
    found: set[int] = set()
    block, number = document.begin(), 0
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            rect = layout.blockBoundingRect(block)
            if (rect.top() % height) + rect.height() + room > height and rect.top() % height > 0:
                found.add(number)
        block, number = block.next(), number + 1
    return found


@dataclass(frozen=True, slots=True)
class _Laid:
    """One part laid out: its paginated document and where the map goes in it (document coordinates)."""

    part: Part
    document: QTextDocument
    map_rect: QRectF | None

    @property
    def pages(self) -> int:
        return self.document.pageCount()


def _map_place(document: QTextDocument) -> QRectF | None:
    """The rectangle of the map's place in a laid-out document (None when it has none)."""
    layout = document.documentLayout()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            form = fragment.charFormat()
            if form.isImageFormat() and form.toImageFormat().name() == MAP_PLACE:
                line = block.layout().lineForTextPosition(fragment.position() - block.position())
                top = layout.blockBoundingRect(block).top() + line.y()
                image = form.toImageFormat()
                return QRectF(0, top, document.pageSize().width(), image.height())
            it += 1
        block = block.next()
    return None


def last_page_fill(document: QTextDocument) -> float:
    """How much of its last page a paginated document fills (0..1)."""
    height = document.pageSize().height()
    last = document.lastBlock()
    bottom = document.documentLayout().blockBoundingRect(last).bottom()
    return max(0.0, bottom - (document.pageCount() - 1) * height) / height


class _Pages:
    """Lays out a sheet on a page size; then paints it page by page."""

    def __init__(self, sheet: Sheet, page: QSizeF) -> None:
        self.sheet, self.page = sheet, page
        self.body = QSizeF(page.width(), page.height() - HEADER - FOOTER)
        self.plan: list[_Laid] = [self._lay(part) for part in sheet.parts]
        self.count = 0
        self.drawn: list[list[DrawnPage | None]] = []  # per part: its drawn pages, None for a blank before a recto
        for laid in self.plan:
            self.count += laid.pages
            drawn: list[DrawnPage | None] = []
            for page in laid.part.pages:
                if page.recto and self.count % 2 == 1:  # the next page would be even: a back
                    drawn.append(None)
                    self.count += 1
                drawn.append(page)
                self.count += 1
            self.drawn.append(drawn)

    def _lay(self, part: Part) -> _Laid:
        width, height = self.body.width(), self.body.height()
        if part.map is None:
            return _Laid(part, _document(part.cover + part.body, width, height), None)
        cover = _document(part.cover, width).size().height()
        own = part.map.rect()
        # as wide as the page, no larger than the board at 100 % (a small isle is not blown up), and no
        # taller than the first page leaves under the cover
        largest = max(0.0, min(own.height(), width * own.height() / own.width(), height - cover - 2 * MAP_GAP - 12))
        laid = self._with_map(part, largest)
        if laid.pages > 1 and last_page_fill(laid.document) < LAST_PAGE_LOW:  # a few lines alone on a page
            for scale, body_px in TIGHTER:
                tighter = self._with_map(part, largest * scale, body_px)
                if tighter.pages < laid.pages:
                    return tighter
        return laid

    def _with_map(self, part: Part, map_height: float, body_px: int = BODY_PX) -> _Laid:
        own = part.map.rect()
        map_width = min(self.body.width(), map_height * own.width() / own.height())
        place = (f'<p style="margin-top: {MAP_GAP:g}px; margin-bottom: {MAP_GAP:g}px;">'
                 f'<img src="{MAP_PLACE}" width="{map_width:.2f}" height="{map_height:.2f}"/></p>')
        document = _document(part.cover + place + part.body, self.body.width(), self.body.height(), body_px)
        found = _map_place(document)
        return _Laid(part, document, QRectF(0, found.top(), self.body.width(), map_height) if found else None)

    def paint(self, painter: QPainter, new_page) -> None:
        number = 0
        height = self.body.height()
        for part_index, laid in enumerate(self.plan):
            for index in range(laid.pages):
                number += 1
                if number > 1:
                    new_page()
                self._frame(painter, laid.part.header, number)
                painter.save()
                painter.translate(0, HEADER - index * height)
                laid.document.drawContents(painter, QRectF(0, index * height, self.body.width(), height))
                rect = laid.map_rect
                if rect is not None and index * height <= rect.top() < (index + 1) * height:
                    laid.part.map.paint(painter, rect)
                painter.restore()
            for page in self.drawn[part_index]:
                number += 1
                if number > 1:
                    new_page()
                self._frame(painter, laid.part.header, number)
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
