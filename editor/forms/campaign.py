"""The campaign view: the flow of chapters as a graph, a form per chapter, carry-over and scoring.

The graph is `campaign_flow.FlowView`: chapters in layers by depth, one arrow per branch (or on
in file order), laid out automatically; clicking a box selects that chapter, double-clicking
opens its adventure, the context menu edits branches.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QListWidget, QScrollArea, QVBoxLayout, QWidget

from .campaign_flow import FlowView
from .context import FormContext, as_list, inside, join
from .form import (FormView, ListSection, ResponsiveSplitter, Section, copy_with_id, field_row, hint_label, make_field,
                   tool_button)
from .lists import IdListField
from .rules import RuleListEditor

CHAPTERS = "/chapters"


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
        self.chain = FlowView(ctx)
        self.chain.chapter_clicked.connect(self.select_chapter)
        self.open_content = self.chain.open_content  # double-click a chapter: its adventure (the page relays it)
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


__all__ = ["CampaignView", "FlowView", "chapter_edges"]
