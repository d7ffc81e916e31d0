"""A requirement drawn as a row of icons and a score badge, and the parts a click on it edits.

Adventure cards (their double and single sides) and Doom cards (their two sides) each need icons
and score points: `{needs: [icon, ...], score: n}` (score defaults to the number of icons). Each icon
of the row is a part (click: pick another icon; Shift+click: take it out), a "+" slot after them adds
one, the badge edits the score with a spin box.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from editor.cards.face import REMOVE, Choice, Edit, Number, Region

from . import glyphs

MAX_NEEDS = 6


def needs_of(side: dict) -> list[str]:
    needs = side.get("needs") if isinstance(side, dict) else None
    return [str(n) for n in needs] if isinstance(needs, list) else []


def score_of(side: dict) -> int:
    score = side.get("score") if isinstance(side, dict) else None
    return score if isinstance(score, int) else len(needs_of(side))


def _slots(rect: QRectF, count: int) -> list[QRectF]:
    """`count` icon places centred in `rect`, left of the score badge."""
    side = min(rect.height(), 9.0)
    room = rect.width() - side * 1.3
    step = min(side * 1.1, room / max(count, 1))
    left = rect.x() + (room - step * count) / 2
    return [QRectF(left + k * step + (step - side) / 2, rect.center().y() - side / 2, side, side) for k in range(count)]


def badge_rect(rect: QRectF) -> QRectF:
    side = min(rect.height(), 9.0)
    return QRectF(rect.right() - side * 1.15, rect.center().y() - side / 2, side, side)


def paint(painter: QPainter, rect: QRectF, side: dict, icons: list, editing: bool = True) -> None:
    """The row in `rect`: the icons, an empty "+" slot (when `editing` and room is left), the score."""
    needs = needs_of(side)
    slots = _slots(rect, len(needs) + (1 if editing and len(needs) < MAX_NEEDS else 0))
    for need, slot in zip(needs, slots, strict=False):
        glyphs.paint_icon(painter, slot, icons, need)
    if editing and len(needs) < MAX_NEEDS:
        slot = slots[-1]
        painter.save()
        painter.setPen(QPen(QColor("#9c8d74"), 0.3))
        painter.setBrush(QColor(0, 0, 0, 0))
        painter.drawEllipse(slot.center(), slot.width() * 0.4, slot.width() * 0.4)
        painter.restore()
        glyphs.text(painter, slot, "+", slot.height() * 0.6, colour="#9c8d74")
    badge = badge_rect(rect)
    painter.save()
    painter.setPen(QPen(glyphs.INK, 0.35))
    painter.setBrush(QColor("#fffaf0"))
    painter.drawRect(badge)
    painter.restore()
    glyphs.text(painter, badge, str(score_of(side)), badge.height() * 0.6, bold=True)


def regions(rect: QRectF, side: dict, icons: list, pointer: str, label: str) -> list[Region]:
    """The row's parts (`pointer`: the side's mapping inside the card, `label` its name: "Double side")."""
    needs = needs_of(side)
    slots = _slots(rect, len(needs) + (1 if len(needs) < MAX_NEEDS else 0))
    found: list[Region] = []

    def pick(index: int | None) -> list[Choice]:
        options = []
        for icon in icons:
            if not isinstance(icon, dict):
                continue
            changed = [*needs, icon.get("id")] if index is None else [
                icon.get("id") if k == index else n for k, n in enumerate(needs)]
            words = f"{label}: {'add' if index is None else 'needs'} {icon.get('title', icon.get('id'))}"
            options.append(Choice(f"{icon.get('title', icon.get('id'))} ({icon.get('category', '?')})",
                                  Edit(words, {f"{pointer}/needs": changed}),
                                  glyph=glyphs.icon_glyph(icons, icon.get("id")),
                                  checked=index is not None and icon.get("id") == needs[index]))
        return options

    for index, need in enumerate(needs):
        shape = QPainterPath()
        shape.addEllipse(slots[index])
        entry = glyphs.icon_entry(icons, need)
        rest = [n for k, n in enumerate(needs) if k != index]
        found.append(Region(f"{label}: icon {index + 1} of {len(needs)}, {entry.get('title', need)}", f"{pointer}:need:{index}",
                            shape, choices=pick(index),
                            inverse=Edit(f"{label}: without {entry.get('title', need)}", {f"{pointer}/needs": rest})))
    if len(needs) < MAX_NEEDS:
        shape = QPainterPath()
        shape.addEllipse(slots[-1])
        found.append(Region(f"{label}: add an icon", f"{pointer}:add", shape, choices=pick(None)))
    shape = QPainterPath()
    shape.addRect(badge_rect(rect))
    score = score_of(side)
    has_score = isinstance(side, dict) and "score" in side
    found.append(Region(f"{label}: scores {score}" + ("" if has_score else " (the icons' count)"), f"{pointer}:score", shape,
                        number=Number(f"{pointer}/score", score, 0, 12, f"{label}: scores {{value}}"),
                        inverse=Edit(f"{label}: score from the icons' count", {f"{pointer}/score": REMOVE})
                        if has_score else None))
    return found
