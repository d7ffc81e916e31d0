"""The adventure's form tabs: metadata ("Adventure"), story texts ("Story") and special rules ("Rules").

The Rules tab edits the adventure's own rules and, through the selector at its
top (or `edit_rules(pointer)`, which the map designer calls), the rules of
each adventure area on the map.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .context import FormContext, as_list, inside
from .form import FormView, ResponsiveGrid, Section, field_row, hint_label, make_field
from .lists import IdListField
from .rules import RuleListEditor


class AdventureView(FormView):
    """Title, author, version, summary, players, modes, years, required sets, factions, board side."""

    prefixes = ("/kind", "/schema_version", "/id", "/title", "/author", "/version", "/summary", "/cover", "/players",
                "/modes", "/years", "/first_year", "/requires", "/factions", "/board_side")

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        ctx = self.ctx
        about = Section("About the adventure", ctx.schema("").get("description", ""))
        self.title = about.add(make_field(ctx, "/title"))
        self.id = about.add(make_field(ctx, "/id"))
        self.author = about.add(make_field(ctx, "/author"))
        self.version = about.add(make_field(ctx, "/version"))
        self.summary = about.add(make_field(ctx, "/summary", lines=3))
        self.cover = about.add(make_field(ctx, "/cover"))

        play = Section("How it is played")
        self.players_min = make_field(ctx, "/players/min")
        self.players_max = make_field(ctx, "/players/max")
        play.add_row("Players", field_row(self.players_min, self.players_max), ctx.schema("/players").get("description", ""))
        self.modes = play.add(make_field(ctx, "/modes"))
        self.years = make_field(ctx, "/years")
        self.first_year = make_field(ctx, "/first_year")
        play.add_row("Length", field_row(self.years, self.first_year), ctx.schema("/years").get("description", ""))
        self.board_side = play.add(make_field(ctx, "/board_side"))

        needs = Section("What it needs")
        self.requires = needs.add(IdListField(ctx, "/requires", "set", rows=2))
        self.factions = needs.add(IdListField(ctx, "/factions", "file:faction", rows=4))
        needs.add_wide(hint_label("Leave the factions empty to allow every faction of the required sets."))

        self.body.addWidget(ResponsiveGrid([about, play], stretches=(3, 2), breakpoint=1000))
        self.body.addWidget(needs)
        self.finish()


class StoryView(FormView):
    """The texts read aloud: background, objectives and epilogue."""

    prefixes = ("/story",)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(document, workspace, parent)
        story = Section("Story", self.ctx.schema("/story").get("description", ""))
        story.add_wide(hint_label("Texts read aloud to the players; each line is a paragraph."))
        self.fields = {}
        for name in ("background", "objectives", "epilogue"):
            field = make_field(self.ctx, f"/story/{name}", lines=10 if name == "background" else 7)
            editor = field.editor
            font = editor.font()
            font.setPointSizeF(font.pointSizeF() + 1)
            editor.setFont(font)
            editor.document().setDocumentMargin(8)
            field.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            editor.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            story.add(field)
            self.fields[name] = field
        self.body.addWidget(story, 1)


class RulesView(QWidget):
    """The adventure's special rules, and the rules of its adventure areas."""

    pointer_selected = Signal(str)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ctx = FormContext(document, workspace, self)
        self.ctx.pointer_selected.connect(self.pointer_selected)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        top = QHBoxLayout()
        top.addWidget(QLabel("Rules of"))
        self.chooser = QComboBox()
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.setToolTip("The adventure's special rules apply everywhere; an adventure area's rules apply "
                                "while a player controls that area (or to triggers in it).")
        self.chooser.activated.connect(self._chosen)
        top.addWidget(self.chooser)
        top.addStretch(1)
        layout.addLayout(top)
        self.editor = RuleListEditor(document, workspace, "/rules", ctx=self.ctx)
        layout.addWidget(self.editor, 1)
        self._fill()
        document.changed.connect(self._on_changed)

    def _targets(self) -> list[tuple[str, str]]:
        targets = [("Special rules of the adventure", "/rules")]
        areas = as_list(self.document.value("/map/areas", []))
        for index, area in enumerate(areas):
            if not isinstance(area, dict):
                continue
            if "rules" in area or area.get("id"):
                name = area.get("name") or area.get("id")
                count = len(as_list(area.get("rules")))
                targets.append((f"Area: {name} ({count} rule{'s' if count != 1 else ''})", f"/map/areas/{index}/rules"))
        return targets

    def _fill(self) -> None:
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for label, pointer in self._targets():
            self.chooser.addItem(label, pointer)
        index = self.chooser.findData(self.editor.pointer)
        if index < 0:
            self.chooser.addItem(f"Rules at {self.editor.pointer}", self.editor.pointer)
            index = self.chooser.count() - 1
        self.chooser.setCurrentIndex(index)
        self.chooser.blockSignals(False)

    def _on_changed(self, pointers: list[str]) -> None:
        if any(inside(p, "/map/areas") or inside("/map/areas", p) for p in pointers):
            self._fill()

    def _chosen(self, index: int) -> None:
        pointer = self.chooser.itemData(index)
        if pointer and pointer != self.editor.pointer:
            self.editor.set_list_pointer(pointer)

    @Slot(str)
    def edit_rules(self, pointer: str) -> None:
        """Show the rules list at ``pointer`` (e.g. `/map/areas/3/rules`, from the map designer)."""
        if pointer != self.editor.pointer:
            self.editor.set_list_pointer(pointer)
        self._fill()

    def select_pointer(self, pointer: str) -> bool:
        target = _rules_list_of(pointer)
        if target is None:
            return False
        self.edit_rules(target)
        return self.ctx.focus(pointer) or True


def _rules_list_of(pointer: str) -> str | None:
    """The rules list a pointer lies in, if it is the adventure's or an area's."""
    if inside(pointer, "/rules"):
        return "/rules"
    tokens = pointer.split("/")
    if len(tokens) >= 5 and tokens[1:3] == ["map", "areas"] and tokens[3].isdigit() and tokens[4] == "rules":
        return "/".join(tokens[:5])
    return None


__all__ = ["AdventureView", "StoryView", "RulesView"]
