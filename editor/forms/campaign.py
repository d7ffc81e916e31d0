"""The campaign view: the chain of chapters as a graph, a form per chapter, carry-over and scoring.

The graph draws each chapter as a box (its title and adventure) left to right
in list order; an arrow leads to the next chapter, or one arrow per branch
labelled with its outcome and flag. Clicking a box selects that chapter.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QListWidget, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from .context import FormContext, as_list, inside, join
from .form import (FormView, ListSection, ResponsiveSplitter, Section, copy_with_id, field_row, hint_label, make_field,
                   tool_button)
from .lists import IdListField
from .rules import RuleListEditor

CHAPTERS = "/chapters"
BOX_W, BOX_H, GAP = 170, 58, 90


def chapter_edges(chapters: list[Any]) -> list[tuple[int, int, str]]:
    """(from, to, label) for every way on from a chapter: its branches, or else the next chapter."""
    index_of = {c["id"]: i for i, c in enumerate(chapters) if isinstance(c, dict) and isinstance(c.get("id"), str)}
    edges = []
    for i, chapter in enumerate(chapters):
        branches = as_list(chapter.get("branches")) if isinstance(chapter, dict) else []
        if branches:
            for branch in branches:
                if not isinstance(branch, dict) or not isinstance(branch.get("next"), str) or branch["next"] not in index_of:
                    continue
                parts = [str(branch["outcome"])] if branch.get("outcome") else []
                if branch.get("flag"):
                    parts.append(f"flag {branch['flag']}")
                edges.append((i, index_of[branch["next"]], ", ".join(parts) or "any"))
        elif i + 1 < len(chapters):
            edges.append((i, i + 1, ""))
    merged: dict[tuple[int, int], list[str]] = {}
    for start, end, label in edges:
        merged.setdefault((start, end), []).append(label)
    return [(start, end, " / ".join(labels)) for (start, end), labels in merged.items()]


class ChainView(QWidget):
    """The chapters and the ways between them."""

    chapter_clicked = Signal(int)

    def __init__(self, ctx: FormContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, CHAPTERS
        self.selected = -1
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip("The campaign's chapters in order; arrows show where each chapter leads "
                        "(labelled with the branch's outcome and flag). Click a chapter to edit it.")
        ctx.bind(self)

    def chapters(self) -> list[Any]:
        value = self.ctx.value(CHAPTERS)
        return [c for c in value] if isinstance(value, list) else []

    def document_changed(self, pointers: list[str]) -> None:
        self.updateGeometry()
        self.update()
        scroll = self.parentWidget().parentWidget() if self.parentWidget() else None
        if isinstance(scroll, QScrollArea):
            scroll.setFixedHeight(self.sizeHint().height() + scroll.horizontalScrollBar().sizeHint().height() + 4)

    @staticmethod
    def arc_height(start: int, end: int) -> float:
        return 22 + 22 * min(abs(end - start), 4)

    def margins(self) -> tuple[float, float]:
        """Room above the boxes (for arrows forward) and below them (for arrows back)."""
        edges = chapter_edges(self.chapters())
        above = [self.arc_height(a, b) for a, b, label in edges if b > a and (label or b != a + 1)]
        below = [self.arc_height(a, b) for a, b, label in edges if b < a]
        return max(above, default=0) + 24, max(below, default=0) + 24

    def sizeHint(self) -> QSize:
        count = max(1, len(self.chapters()))
        top, bottom = self.margins()
        return QSize(int(count * (BOX_W + GAP) + GAP), int(top + BOX_H + bottom))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()  # the scroll area around it scrolls a long campaign sideways

    def box(self, index: int) -> QRectF:
        return QRectF(GAP / 2 + index * (BOX_W + GAP), self.margins()[0], BOX_W, BOX_H)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        for index in range(len(self.chapters())):
            if self.box(index).contains(event.position()):
                self.chapter_clicked.emit(index)
                return

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        chapters = self.chapters()
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        metrics = QFontMetrics(small)
        outgoing: dict[int, int] = {}
        for start, end, label in chapter_edges(chapters):
            slot = outgoing.get(start, 0)
            outgoing[start] = slot + 1
            self._arrow(painter, start, end, label, small, metrics, slot)
        bold = QFont(self.font())
        bold.setBold(True)
        for index, chapter in enumerate(chapters):
            rect = self.box(index)
            selected = index == self.selected
            painter.setPen(QPen(palette.highlight().color() if selected else palette.mid().color(), 2 if selected else 1.2))
            painter.setBrush(palette.base())
            painter.drawRoundedRect(rect, 8, 8)
            title = str(chapter.get("title") or chapter.get("id") or f"Chapter {index + 1}") if isinstance(chapter, dict) else "?"
            adventure = str(chapter.get("adventure", "")) if isinstance(chapter, dict) else ""
            painter.setFont(bold)
            painter.setPen(palette.text().color())
            inner = rect.adjusted(8, 6, -8, -6)
            painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), inner.height() / 2),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetrics(bold).elidedText(title, Qt.TextElideMode.ElideRight, int(inner.width())))
            painter.setFont(small)
            known = self.ctx.lookups.title_of("file:adventure", adventure)
            painter.setPen(palette.placeholderText().color() if known is not None else QColor("#d32f2f"))
            text = f"▶ {adventure}" + ("" if known is not None else " (unknown)")
            painter.drawText(QRectF(inner.left(), inner.center().y(), inner.width(), inner.height() / 2),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(inner.width())))
        painter.end()

    def _arrow(self, painter: QPainter, start: int, end: int, label: str, font: QFont, metrics: QFontMetrics,
               slot: int = 0) -> None:
        a, b = self.box(start), self.box(end)
        colour = self.palette().text().color() if label else self.palette().mid().color()
        path = QPainterPath()
        if end == start + 1 and not label:
            p0, p1 = QPointF(a.right(), a.center().y()), QPointF(b.left(), b.center().y())
            path.moveTo(p0)
            path.lineTo(p1)
            tip, direction = p1, QPointF(1, 0)
            label_at = QPointF((p0.x() + p1.x()) / 2, p0.y() - 8)
        else:
            above = end > start
            y = a.top() if above else a.bottom()
            lift = -1 if above else 1
            height = self.arc_height(start, end)
            p0 = QPointF(a.center().x() + (10 + 22 * slot if above else -10 - 22 * slot), y)
            p1 = QPointF(b.center().x() - (20 if above else -20), y)
            path.moveTo(p0)
            path.cubicTo(QPointF(p0.x(), y + lift * height), QPointF(p1.x(), y + lift * height), p1)
            tip, direction = p1, QPointF(0, -lift)
            label_at = QPointF((p0.x() + p1.x()) / 2, y + lift * (height * 0.75 + (4 if above else 12)))
        painter.setPen(QPen(colour, 1.5, Qt.PenStyle.SolidLine if label else Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        head = QPolygonF([tip, tip - direction * 9 + QPointF(-direction.y(), direction.x()) * 5,
                          tip - direction * 9 - QPointF(-direction.y(), direction.x()) * 5])
        painter.setBrush(colour)
        painter.drawPolygon(head)
        if label:
            painter.setFont(font)
            width = metrics.horizontalAdvance(label) + 8
            rect = QRectF(label_at.x() - width / 2, label_at.y() - metrics.height() + 2, width, metrics.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.palette().window())
            painter.drawRect(rect)
            painter.setPen(colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def _branch_form(ctx: FormContext, pointer: str) -> QWidget:
    return field_row(make_field(ctx, join(pointer, "outcome")),
                     make_field(ctx, join(pointer, "flag"), source="flag", strict=False),
                     make_field(ctx, join(pointer, "next"), source="chapter"))


def _advantage_form(ctx: FormContext, pointer: str) -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(field_row(make_field(ctx, join(pointer, "title")), make_field(ctx, join(pointer, "id"))))
    layout.addWidget(field_row(make_field(ctx, join(pointer, "awarded_to"))))
    layout.addWidget(field_row(make_field(ctx, join(pointer, "text"), lines=2), stretch=False))
    layout.addWidget(RuleListEditor(ctx.document, ctx.workspace, join(pointer, "rules"), ctx=ctx,
                                    orientation=Qt.Orientation.Vertical))
    return box


class ChapterForm(QWidget):
    def __init__(self, ctx: FormContext, pointer: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        chapter = Section(f"Chapter {int(pointer.rsplit('/', 1)[1]) + 1}", ctx.schema(pointer).get("description", ""))
        chapter.add_wide(field_row(make_field(ctx, join(pointer, "title")), make_field(ctx, join(pointer, "id"))))
        chapter.add(make_field(ctx, join(pointer, "adventure"), source="file:adventure"))
        chapter.add(make_field(ctx, join(pointer, "intro"), lines=4))
        layout.addWidget(chapter)
        branches = Section("Branches", ctx.schema(join(pointer, "branches")).get("description", ""))
        branches.add_wide(hint_label(ctx.schema(join(pointer, "branches")).get("description", "")))
        branches.add_wide(ListSection(ctx, join(pointer, "branches"), _branch_form, lambda item, i: f"Branch {i + 1}",
                                      lambda: {"outcome": "any", "next": ctx.lookups.first("chapter", "next-chapter")},
                                      "branch", most=ctx.schema(join(pointer, "branches")).get("maxItems")))
        layout.addWidget(branches)
        advantages = Section("Advantages", ctx.schema(join(pointer, "advantages")).get("description", ""))
        advantages.add_wide(ListSection(ctx, join(pointer, "advantages"), _advantage_form,
                                        lambda item, i: (item.get("title") if isinstance(item, dict) else None) or f"Advantage {i + 1}",
                                        lambda: {"id": "new-advantage", "title": "New advantage"}, "advantage",
                                        duplicate=copy_with_id, most=ctx.schema(join(pointer, "advantages")).get("maxItems")))
        layout.addWidget(advantages)


class CampaignView(FormView):
    prefixes = ("",)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        about = Section("Campaign", ctx.schema("").get("description", ""))
        about.add_wide(field_row(make_field(ctx, "/title"), make_field(ctx, "/id")))
        about.add_wide(field_row(make_field(ctx, "/author"), make_field(ctx, "/version")))
        about.add(make_field(ctx, "/description", lines=3))
        self.body.addWidget(about)

        chain = Section("Chapters", ctx.schema(CHAPTERS).get("description", ""))
        self.chain = ChainView(ctx)
        self.chain.chapter_clicked.connect(self.select_chapter)
        graph = QScrollArea()
        graph.setWidget(self.chain)
        graph.setWidgetResizable(True)
        graph.setFrameShape(QFrame.Shape.NoFrame)
        graph.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        graph.setFixedHeight(self.chain.sizeHint().height() + graph.horizontalScrollBar().sizeHint().height() + 4)
        self.graph = graph
        chain.add_wide(graph)
        row = ResponsiveSplitter(breakpoint=1000)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._show)
        left_layout.addWidget(self.list)
        buttons = QHBoxLayout()
        for text, tip, slot in (("Add", "Add a chapter at the end", self.add_chapter),
                                ("Delete", "Delete the selected chapter", self.delete_chapter),
                                ("↑", "Move the selected chapter up", lambda: self.move_chapter(-1)),
                                ("↓", "Move the selected chapter down", lambda: self.move_chapter(1))):
            buttons.addWidget(tool_button(text, tip, slot))
        buttons.addStretch(1)
        left_layout.addLayout(buttons)
        row.addWidget(left)
        right = QWidget()
        self.form_holder = QVBoxLayout(right)
        self.form_holder.setContentsMargins(0, 0, 0, 0)
        row.addWidget(right)
        row.setStretchFactor(0, 1)
        row.setStretchFactor(1, 3)
        self.list.setMinimumHeight(90)
        chain.add_wide(row)
        self.body.addWidget(chain)
        self.form: QWidget | None = None

        carry = Section("Carry-over", ctx.schema("/carry_over").get("description", ""))
        for name in ("advantages", "resources", "figures", "victory_points"):
            carry.add(make_field(ctx, f"/carry_over/{name}"))
        carry.add(IdListField(ctx, "/carry_over/flags", "flag", strict=False, rows=3))
        scoring = Section("Scoring", ctx.schema("/scoring").get("description", ""))
        scoring.add(make_field(ctx, "/scoring/method"))
        scoring.add(make_field(ctx, "/scoring/chapter_bonus"))
        self.body.addWidget(carry)
        self.body.addWidget(scoring)
        self.pointer = CHAPTERS
        ctx.bind(self)
        ctx.revealer(CHAPTERS, self.reveal, self)
        self._reload()
        self.finish()

    def chapters(self) -> list[Any]:
        return self.chain.chapters()

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(CHAPTERS, p) for p in pointers):
            self._reload()
        else:
            self._titles()

    def _titles(self) -> None:
        for index, chapter in enumerate(self.chapters()[: self.list.count()]):
            title = chapter.get("title") or chapter.get("id") if isinstance(chapter, dict) else None
            self.list.item(index).setText(f"{index + 1}. {title or 'Chapter'}")

    def _reload(self) -> None:
        row = self.list.currentRow()
        self.list.blockSignals(True)
        self.list.clear()
        self.list.addItems(["" for _ in self.chapters()])
        self._titles()
        row = min(max(row, 0), self.list.count() - 1)
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self._show(row)

    def _show(self, row: int) -> None:
        if self.form is not None:
            self.ctx.retire(self.form)
            self.form = None
        self.chain.selected = row
        self.chain.update()
        if 0 <= row < len(self.chapters()):
            self.form = ChapterForm(self.ctx, join(CHAPTERS, row))
            self.form_holder.addWidget(self.form)

    def select_chapter(self, row: int) -> None:
        self.list.setCurrentRow(row)

    def reveal(self, pointer: str) -> None:
        token = pointer[len(CHAPTERS) + 1:].split("/", 1)[0]
        if token.isdigit() and int(token) != self.list.currentRow():
            self.select_chapter(int(token))

    def add_chapter(self) -> None:
        taken = {c.get("id") for c in self.chapters() if isinstance(c, dict)}
        number = len(self.chapters()) + 1
        while f"chapter-{number}" in taken:
            number += 1
        adventure = self.ctx.lookups.first("file:adventure", "adventure")
        self.ctx.document.append(CHAPTERS, {"id": f"chapter-{number}", "adventure": adventure}, "Add chapter")
        self.select_chapter(len(self.chapters()) - 1)

    def delete_chapter(self) -> None:
        row = self.list.currentRow()
        if row >= 0 and len(self.chapters()) > 1:
            self.ctx.document.remove(join(CHAPTERS, row), "Delete chapter")

    def move_chapter(self, step: int) -> None:
        row = self.list.currentRow()
        if row >= 0 and 0 <= row + step < len(self.chapters()):
            self.ctx.document.move(CHAPTERS, row, row + step, "Move chapter")
            self.select_chapter(row + step)


__all__ = ["CampaignView", "ChainView", "chapter_edges"]
