"""The flow view of a campaign: chapters as boxes in layers by depth, branches as arrows.

The layout is automatic (`engine.sim.campaign_flow.layers`: a chapter's layer is the longest
chain of branches from the first chapter, so every arrow points down; chapters of a layer keep
file order). Clicking a chapter selects it in the form (`chapter_clicked`); double-clicking opens
its adventure (`open_content("adventure", id)`, which the document page relays to the app).
The context menu edits branches, one undo command per edit: on a chapter "Add Branch To", on a
branch its outcome and "Delete Branch". The balance dashboard of a campaign draws the share of
runs on each arrow with `set_shares(report["flow"])`, as runs come in.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QContextMenuEvent, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath,
                           QPainterPathStroker, QPen, QPolygonF)
from PySide6.QtWidgets import QMenu, QScrollArea, QSizePolicy, QWidget

from engine.content import campaign as m
from engine.sim.campaign_flow import edges, layers

from .context import FormContext, as_list, join

CHAPTERS = "/chapters"
BOX_W, BOX_H, GAP_X, GAP_Y, MARGIN = 190, 52, 60, 64, 16  # BOX_W: the narrowest box; a box fits its title
BOX_PAD = 14  # room either side of a box's text
OUTCOMES = ("win", "lose", "any")


def flow_model(chapters: list[Any]) -> SimpleNamespace:
    """The document's chapters (plain data, perhaps incomplete) as what `campaign_flow` reads."""
    out = []
    for index, chapter in enumerate(chapters):
        data = chapter if isinstance(chapter, dict) else {}
        branches = tuple(m.Branch(str(b.get("outcome", "any")), b.get("flag") if isinstance(b.get("flag"), str) else None,
                                  str(b["next"]))
                         for b in as_list(data.get("branches")) if isinstance(b, dict) and isinstance(b.get("next"), str))
        chapter_id = data.get("id") if isinstance(data.get("id"), str) else f"#{index + 1}"
        out.append(SimpleNamespace(id=chapter_id, branches=branches, title=str(data.get("title") or chapter_id),
                                   adventure=str(data.get("adventure") or "")))
    return SimpleNamespace(chapters=out)


class FlowView(QWidget):
    """The campaign's chapters and branches as a graph (see the module docstring)."""

    chapter_clicked = Signal(int)
    open_content = Signal(str, str)

    def __init__(self, ctx: FormContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, CHAPTERS
        self.selected = -1
        self.shares: dict | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip("The campaign's flow: chapters in layers by depth, arrows for branches. Click a chapter "
                        "to edit it, double-click to open its adventure; right-click to add, change or delete branches.")
        self._relayout()
        ctx.bind(self)

    # -- the model ------------------------------------------------------------------------------
    def chapters(self) -> list[Any]:
        value = self.ctx.value(CHAPTERS)
        return list(value) if isinstance(value, list) else []

    def _relayout(self) -> None:
        self.model = flow_model(self.chapters())
        self.index = {c.id: i for i, c in enumerate(self.model.chapters)}
        self.place = layers(self.model)
        self.edges = edges(self.model)
        self.box_w = self._box_width()

    def title_font(self) -> QFont:
        bold = QFont(self.font())
        bold.setBold(True)
        return bold

    def small_font(self) -> QFont:
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        return small

    def _box_width(self) -> float:
        """Every box as wide as the widest chapter title (in bold) or adventure line (with the share of
        runs a report adds), never narrower than BOX_W: titles are shown whole, not cut off."""
        title, small = QFontMetricsF(self.title_font()), QFontMetricsF(self.small_font())
        widest = max([title.horizontalAdvance(c.title) for c in self.model.chapters]
                     + [small.horizontalAdvance(f"{c.adventure} · reached 100%") for c in self.model.chapters],
                     default=0.0)
        return max(float(BOX_W), widest + 2 * BOX_PAD)

    def changeEvent(self, event: Any) -> None:  # noqa: N802 (Qt): another font, other widths
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self.box_w = self._box_width()
            self.updateGeometry()

    def document_changed(self, pointers: list[str]) -> None:
        self._relayout()
        self.updateGeometry()
        self.update()
        scroll = self.parentWidget().parentWidget() if self.parentWidget() else None
        if isinstance(scroll, QScrollArea):
            scroll.setFixedHeight(self.sizeHint().height() + scroll.horizontalScrollBar().sizeHint().height() + 4)

    def set_shares(self, flow: dict | None) -> None:
        """Draw a campaign report's flow (shares of runs) on the arrows and boxes; None clears them."""
        self.shares = flow
        self.update()

    # -- geometry -------------------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        columns = max((p + 1 for _, p in self.place.values()), default=1)
        rows = max((layer + 1 for layer, _ in self.place.values()), default=1)
        return QSize(int(2 * MARGIN + columns * (self.box_w + GAP_X) + 2 * self.box_w),
                     int(2 * MARGIN + rows * (BOX_H + GAP_Y)))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def box(self, index: int) -> QRectF:
        layer, position = self.place[self.model.chapters[index].id]
        return QRectF(MARGIN + position * (self.box_w + GAP_X), MARGIN + layer * (BOX_H + GAP_Y), self.box_w, BOX_H)

    def edge_paths(self) -> list[tuple[Any, QPainterPath, QPointF]]:
        """(edge, curve, label position) for every edge, fanned out where several join two chapters;
        the labels of a fan stand one under the other, right of it."""
        out = []
        groups: dict = {}
        for edge in self.edges:
            groups.setdefault((edge.source, edge.target), []).append(edge)
        for (source, target), group in groups.items():
            a, b = self.box(self.index[source]), self.box(self.index[target])
            skipped = self.place[target][0] - self.place[source][0] - 1
            swing = self.box_w * 0.8 * min(skipped, 2) if skipped > 0 else 0
            right = (len(group) - 1) / 2 * 40 + swing  # the rightmost curve's middle: labels go beyond it
            for i, edge in enumerate(group):
                bend = (i - (len(group) - 1) / 2) * 40 + swing
                start, end = QPointF(a.center().x(), a.bottom()), QPointF(b.center().x(), b.top())
                if end.y() <= start.y():  # back up (content with a loop): into the box from below
                    end = QPointF(b.center().x(), b.bottom())
                    bend += self.box_w * 0.8
                control = QPointF((start.x() + end.x()) / 2 + 2 * bend, (start.y() + end.y()) / 2)
                path = QPainterPath(start)
                path.quadTo(control, end)
                middle = (start + control * 2 + end) / 4
                label = QPointF((start.x() + end.x()) / 2 + right, middle.y() + 14 * (i - (len(group) - 1) / 2))
                out.append((edge, path, label))
        return out

    def chapter_at(self, point: QPointF) -> int:
        return next((i for i in range(len(self.model.chapters)) if self.box(i).contains(point)), -1)

    def edge_at(self, point: QPointF):
        stroker = QPainterPathStroker()
        stroker.setWidth(10)
        return next((edge for edge, path, _ in self.edge_paths() if stroker.createStroke(path).contains(point)), None)

    # -- branch edits: one undo command each ---------------------------------------------------
    def add_branch(self, chapter: int, target: str, outcome: str = "any") -> None:
        pointer = join(CHAPTERS, chapter, "branches")
        branch = {"outcome": outcome, "next": target}
        if isinstance(self.ctx.value(pointer), list):
            self.ctx.document.append(pointer, branch, f"Add branch to {target}")
        else:
            self.ctx.document.set_value(pointer, [branch], f"Add branch to {target}")

    def set_branch_outcome(self, chapter: int, branch: int, outcome: str) -> None:
        self.ctx.document.set_value(join(CHAPTERS, chapter, "branches", branch, "outcome"), outcome,
                                    f"Set branch outcome to {outcome}")

    def delete_branch(self, chapter: int, branch: int) -> None:
        self.ctx.document.remove(join(CHAPTERS, chapter, "branches", branch), "Delete branch")

    # -- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.chapter_at(event.position())
        if index >= 0:
            self.chapter_clicked.emit(index)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        index = self.chapter_at(event.position())
        if index >= 0 and self.model.chapters[index].adventure:
            self.open_content.emit("adventure", self.model.chapters[index].adventure)

    def menu_at(self, point: QPointF) -> QMenu | None:
        """The context menu for what is under `point` (None over empty space)."""
        menu = QMenu(self)
        index = self.chapter_at(point)
        if index >= 0:
            targets = menu.addMenu("Add Branch To")
            for target in self.model.chapters:
                if target.id != self.model.chapters[index].id:
                    targets.addAction(target.title, lambda t=target.id: self.add_branch(index, t))
            return menu
        edge = self.edge_at(point)
        if edge is None or edge.branch is None:
            return None
        chapter = self.index[edge.source]
        for outcome in OUTCOMES:
            action = menu.addAction(f"Outcome: {outcome}",
                                    lambda o=outcome: self.set_branch_outcome(chapter, edge.branch, o))
            action.setCheckable(True)
            action.setChecked(self.model.chapters[chapter].branches[edge.branch].outcome == outcome)
        menu.addSeparator()
        menu.addAction("Delete Branch", lambda: self.delete_branch(chapter, edge.branch))
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.menu_at(QPointF(event.pos()))
        if menu is not None:
            menu.exec(event.globalPos())

    # -- painting -------------------------------------------------------------------------------
    def _share_of(self, edge) -> dict | None:
        if not self.shares:
            return None
        return next((e for e in self.shares["edges"] if (e["from"], e["to"], e["branch"]) ==
                     (edge.source, edge.target, edge.branch)), None)

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        small = self.small_font()
        painter.setFont(small)
        for edge, path, middle in self.edge_paths():
            share = self._share_of(edge)
            never = share is not None and share["of"] and not share["runs"]
            colour = palette.text().color() if not never else Qt.GlobalColor.red
            width = 1.3 + (5 * share["share"] if share else 0)
            style = Qt.PenStyle.DashLine if edge.branch is None or never else Qt.PenStyle.SolidLine
            painter.setPen(QPen(colour, width, style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            tip = path.pointAtPercent(1.0)
            direction = tip - path.pointAtPercent(0.95)
            length = max(1e-6, (direction.x() ** 2 + direction.y() ** 2) ** 0.5)
            direction /= length
            normal = QPointF(-direction.y(), direction.x())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([tip, tip - direction * 9 + normal * 5, tip - direction * 9 - normal * 5]))
            label = edge.label if share is None else f"{edge.label}: {100 * share['share']:.0f}% ({share['runs']}/{share['of']})"
            painter.setPen(colour)
            painter.drawText(QPointF(middle.x() + 6, middle.y() + 4), label)
        bold = self.title_font()
        reached = {n["chapter"]: n["reached"] for n in self.shares["nodes"]} if self.shares else {}
        for index, chapter in enumerate(self.model.chapters):
            rect = self.box(index)
            selected = index == self.selected
            painter.setPen(QPen(palette.highlight().color() if selected else palette.mid().color(), 2 if selected else 1.2))
            painter.setBrush(palette.base())
            painter.drawRoundedRect(rect, 8, 8)
            painter.setFont(bold)
            painter.setPen(palette.text().color())
            painter.drawText(rect.adjusted(6, 4, -6, -BOX_H / 2), Qt.AlignmentFlag.AlignCenter, chapter.title)
            painter.setFont(small)
            below = chapter.adventure
            if chapter.id in reached:
                below += f" · reached {100 * reached[chapter.id]['share']:.0f}%"
            painter.drawText(rect.adjusted(6, BOX_H / 2, -6, -4), Qt.AlignmentFlag.AlignCenter, below)
