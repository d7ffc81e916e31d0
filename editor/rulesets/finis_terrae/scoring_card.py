"""The scoring table of a Finis Terrae sea in words, and as a card to print (one for each explorer).

The end scoring (model.Scoring, items by model.SCORE_CATEGORIES) is said the same way on the scenario
sheet's table and on the printed reference card, from the adventure's own numbers: a variant that
changes a value prints its value.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from engine.rulesets.finis_terrae import model

from . import glyphs

SIZE = (63.0, 88.0)  # mm: a reference card
CATEGORY_WORDS = {"colonisation": "Colonisation", "trade": "Trade", "exploration": "Exploration",
                  "bonuses": "Bonuses and penalties"}
ITEM_WORDS = {
    "land": "each land tile of the islands you own",
    "complete_island": "each complete island you own",
    "lighthouse": "each lighthouse on an island you own",
    "fort": "each sea fort on an island you own",
    "largest_complete": "owning the largest complete island",
    "coins": "coins, hold and bank together",
    "castaway": "each castaway redeemed or in your hold",
    "find": "each find redeemed or in your hold",
    "treasure": "each treasure recovered",
    "spice": "each spice sold or in your hold",
    "full_set": "a castaway, a find, a treasure and a spice",
    "hemispheres": "ports north and south of the centre row",
    "east_west": "ports east and west of the centre column",
    "quadrants": "ports in all four quadrants",
    "furthest_port": "the port furthest from the centre",
    "bonus": "each bonus token (the galleon sunk)",
    "malus": "each malus token (wrecked or sunk)",
}


def points(scoring: model.Scoring, item: str) -> str:
    """The points of one item as the table says them ("+2", "−3", "1 per 5 coins")."""
    if item == "coins":
        return f"{scoring.coins} per {scoring.coins_per_point}"
    value = getattr(scoring, item)
    return f"−{value}" if item == "malus" else f"+{value}"


def rows(scoring: model.Scoring) -> list[tuple[str, str, str]]:
    """(category, item in words, points) in the table's order."""
    return [(CATEGORY_WORDS[category], ITEM_WORDS[item], points(scoring, item))
            for category, items in model.SCORE_CATEGORIES.items() for item in items]


def table_html(scoring: model.Scoring) -> str:
    from html import escape

    parts = ["<table cellpadding='2' cellspacing='0' border='1' style='border-color:#c9b99a'>",
             "<tr><th align='left'>Category</th><th align='left'>For</th><th align='right'>Points</th></tr>"]
    last = ""
    for category, words, value in rows(scoring):
        parts.append(f"<tr><td><b>{escape(category) if category != last else ''}</b></td><td>{escape(words)}</td>"
                     f"<td align='right'>{escape(value)}</td></tr>")
        last = category
    parts.append("</table>")
    return "".join(parts)


def paint(painter: QPainter, scoring: model.Scoring, title: str) -> None:
    """The card: the sea's title, then each category's items and points."""
    painter.save()
    painter.setPen(QPen(QColor("#35586e"), 1.6))
    painter.setBrush(QColor("#f7f2e6"))
    painter.drawRoundedRect(QRectF(0.8, 0.8, SIZE[0] - 1.6, SIZE[1] - 1.6), 3.0, 3.0)
    glyphs.text(painter, QRectF(4, 3, SIZE[0] - 8, 6), "Scoring", 4.0, bold=True)
    glyphs.text(painter, QRectF(4, 8.0, SIZE[0] - 8, 4), title, 2.4, colour="#6b5a44")
    y = 12.5
    last = ""
    line = 3.25
    for category, words, value in rows(scoring):
        if category != last:
            y += 0.8
            painter.fillRect(QRectF(3, y, SIZE[0] - 6, line), QColor("#d9e4ea"))
            glyphs.text(painter, QRectF(4, y, SIZE[0] - 8, line), category, 2.5, bold=True,
                        align=glyphs.Qt.AlignmentFlag.AlignLeft)
            y += line
            last = category
        glyphs.text(painter, QRectF(4, y, SIZE[0] - 16, line), words, 2.2, align=glyphs.Qt.AlignmentFlag.AlignLeft)
        glyphs.text(painter, QRectF(SIZE[0] - 14, y, 10, line), value, 2.4, bold=True,
                    align=glyphs.Qt.AlignmentFlag.AlignRight)
        y += line
    painter.restore()
