"""Building blocks of the form views: sections, a field for any schema, lists of sub-forms, the view base.

`make_field` picks the widget a subschema needs (text, number, choice, id...).
`ListSection` shows a list of mappings (victory conditions, action fields,
branches) as a column of framed sub-forms with move, duplicate and delete
buttons, rebuilt only when the list itself changes. `FormView` is the base of
every registered view: a scroll area, one form context, `select_pointer` and
`pointer_selected`.
"""

from __future__ import annotations

import copy
from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (QApplication, QFormLayout, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLayout,
                               QScrollArea, QSplitter, QToolButton, QVBoxLayout, QWidget)

from editor.documents import tree

from . import schema_info
from .context import REMOVE, FormContext, block, inside, join
from .fields import BoolField, EnumField, Field, IntField, LongTextField, ProblemBanner, TextField, TriBoolField
from .flow_list import FlowListField
from .lazy_entry import Deferred, measured_height
from .lists import SYMBOLS, EnumSetField, IdListField, SymbolsField
from .reference import RefField
from .sheet_look import SheetFrame, SheetLook
from .text_style import bold, dim

LONG_TEXT_LIMIT = 4000  # the shared `text` definition: multi-line from here up
STYLE = """
QGroupBox { font-weight: bold; border: 1px solid palette(mid); border-radius: 6px; margin-top: 12px;
            padding: 8px 6px 6px 6px; }
QGroupBox::title { subcontrol-origin: margin; subcontrol-position: top left; left: 10px; padding: 0 4px; }
"""


def make_field(ctx: FormContext, pointer: str, source: str | None = None, **kwargs: Any) -> Field:
    """The field widget the schema of ``pointer`` calls for; ``source`` makes an id a reference field."""
    sub = kwargs.pop("schema", None) or ctx.schema(pointer)
    form = schema_info.shape(sub)
    if form == "enum":
        return EnumField(ctx, pointer, sub, **kwargs)
    if form == "int":
        return IntField(ctx, pointer, sub, **kwargs)
    if form == "bool":
        required = kwargs.get("required")
        if required is None:
            required = ctx.required(pointer)
        if not required and "default" not in sub:
            return TriBoolField(ctx, pointer, sub, **kwargs)
        return BoolField(ctx, pointer, sub, **kwargs)
    if form == "enum-set":
        return EnumSetField(ctx, pointer, sub, **kwargs)
    if form == "id" and source:
        return RefField(ctx, pointer, source, sub, **kwargs)
    if form == "list" and source:
        return IdListField(ctx, pointer, source, sub, **kwargs)
    if form == "enum-list" and {o.value for o in schema_info.options(sub)} <= set(SYMBOLS):
        return SymbolsField(ctx, pointer, sub, **kwargs)
    if form == "text" and int(sub.get("maxLength", 0)) >= LONG_TEXT_LIMIT:
        lines = 6 if int(sub.get("maxLength", 0)) > LONG_TEXT_LIMIT else 3
        return LongTextField(ctx, pointer, sub, lines=kwargs.pop("lines", lines), **kwargs)
    if form in ("list", "int-list", "enum-list"):  # a die's faces, a start island's cells: one line of YAML
        return FlowListField(ctx, pointer, sub, **kwargs)
    return TextField(ctx, pointer, sub, **kwargs)


class Section(QGroupBox):
    """A titled group of fields, laid out label: field."""

    def __init__(self, title: str, tip: str = "", parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        if tip:
            self.setToolTip(tip)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.form.setHorizontalSpacing(12)
        self.form.setVerticalSpacing(6)

    def add(self, field: Field) -> Field:
        if field.inline_label:
            self.form.addRow("", field)
        else:
            self.form.addRow(field.make_label(), field)
        return field

    def add_row(self, label: str, widget: QWidget, tip: str = "") -> QWidget:
        caption = QLabel(label)
        if tip:
            caption.setToolTip(tip)
        self.form.addRow(caption, widget)
        return widget

    def add_wide(self, widget: QWidget) -> QWidget:
        self.form.addRow(widget)
        return widget


def field_row(*fields: QWidget, stretch: bool = True) -> QWidget:
    """Several fields side by side, each with its label before it."""
    box = QWidget()
    row = QHBoxLayout(box)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(8)
    for widget in fields:
        if isinstance(widget, Field) and not widget.inline_label:
            row.addWidget(widget.make_label())
        row.addWidget(widget)
    if stretch:
        row.addStretch(1)
    return box


def hint_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    dim(label)
    return label


def tool_button(text: str, tip: str, slot: Callable[[], None], parent: QWidget | None = None) -> QToolButton:
    button = QToolButton(parent)
    button.setText(text)
    button.setToolTip(tip)
    button.clicked.connect(slot)
    return button


class Collapsible(QWidget):
    """A header line that shows or hides the widget under it (the set details above a card table)."""

    collapsible = True

    def __init__(self, summary: Callable[[], str], body: QWidget, expanded: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary, self.body = summary, body
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.toggle = QToolButton()
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setAutoRaise(True)
        self.toggle.setCheckable(True)
        self.toggle.toggled.connect(self._toggled)
        layout.addWidget(self.toggle)
        layout.addWidget(body)
        self.toggle.setChecked(expanded)
        self._toggled(expanded)

    def _toggled(self, expanded: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        self.toggle.setText(self.summary())
        self.body.setVisible(expanded)

    def refresh(self) -> None:
        self.toggle.setText(self.summary())

    def expand(self) -> None:
        self.toggle.setChecked(True)


class ResponsiveGrid(QWidget):
    """Widgets in ``columns`` columns when there is room, in one column when the view is narrow."""

    def __init__(self, widgets: list[QWidget], columns: int = 2, breakpoint: int = 900,
                 stretches: tuple[int, ...] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.widgets, self.columns, self.breakpoint = list(widgets), columns, breakpoint
        self.stretches = stretches or (1,) * columns
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.grid.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # narrow is allowed: we re-lay out
        self.current = 0
        self._lay_out(columns)

    def _lay_out(self, columns: int) -> None:
        if columns == self.current:
            return
        self.current = columns
        for widget in self.widgets:
            self.grid.removeWidget(widget)
        for column in range(max(self.columns, 1)):
            self.grid.setColumnStretch(column, self.stretches[column] if columns > 1 else (1 if column == 0 else 0))
        for index, widget in enumerate(self.widgets):
            self.grid.addWidget(widget, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)

    def minimumSizeHint(self) -> QSize:
        widths = [w.minimumSizeHint().width() for w in self.widgets] or [0]
        heights = sum(w.minimumSizeHint().height() for w in self.widgets)
        return QSize(max(widths), heights)

    def sizeHint(self) -> QSize:
        return self.grid.sizeHint()

    def resizeEvent(self, event: Any) -> None:
        self._lay_out(self.columns if event.size().width() >= self.breakpoint else 1)
        super().resizeEvent(event)


class ResponsiveSplitter(QSplitter):
    """Side by side when there is room, one above the other when the view is narrow."""

    def __init__(self, breakpoint: int = 1100, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.breakpoint = breakpoint
        self.setChildrenCollapsible(False)

    def resizeEvent(self, event: Any) -> None:
        wanted = Qt.Orientation.Horizontal if event.size().width() >= self.breakpoint else Qt.Orientation.Vertical
        if wanted != self.orientation():
            self.setOrientation(wanted)
            total = event.size().width() if wanted == Qt.Orientation.Horizontal else event.size().height()
            self.setSizes([int(total * 0.4), int(total * 0.6)])
        super().resizeEvent(event)


# -- lists of sub-forms ----------------------------------------------------------------------
class ListSection(QWidget):
    """A list of mappings shown as framed sub-forms, each with move, duplicate and delete buttons.

    ``build(ctx, item_pointer)`` makes an item's form; ``title_of(item)`` its header;
    ``new_item()`` the value "Add" inserts, at the end or where ``insert_at(items)`` says (victory
    conditions go before the catch-all that would hide them). The list is rebuilt only when it changes as a
    whole (an entry added, removed or moved, or an undo of that), never while typing inside. With
    ``lazy_after`` the entries from that index on build their form when first seen or tabbed to (`lazy_entry`),
    a stand-in as high as the entries built at once until then (of ``fields`` rows when none is).
    """

    def __init__(self, ctx: FormContext, pointer: str, build: Callable[[FormContext, str], QWidget],
                 title_of: Callable[[Any, int], str], new_item: Callable[[], Any], noun: str,
                 duplicate: Callable[[Any], Any] | None = None, most: int | None = None, least: int = 0,
                 removable_list: bool = True, insert_at: Callable[[list[Any]], int] | None = None,
                 add_tip: str = "", lazy_after: int | None = None, fields: int = 1,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer = ctx, pointer
        self.insert_at = insert_at
        self.lazy_after, self.fields = lazy_after, fields
        self.build, self.title_of, self.new_item, self.noun = build, title_of, new_item, noun
        self.duplicate_of = duplicate
        self.most, self.least = most, least
        self.removable_list = removable_list
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.items_box = QVBoxLayout()
        self.items_box.setSpacing(8)
        layout.addLayout(self.items_box)
        self.add_button = tool_button(f"+ Add {noun}", add_tip or f"Add a {noun} at the end", self.add)
        self.add_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        bottom = QHBoxLayout()
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        layout.addLayout(bottom)
        self.frames: list[ItemFrame] = []
        ctx.bind(self)
        if lazy_after is not None:
            ctx.revealer(pointer, self.reveal, self)
        self.rebuild()

    def items(self) -> list[Any]:
        value = self.ctx.value(self.pointer)
        return list(value) if isinstance(value, list) else []

    def document_changed(self, pointers: list[str]) -> None:
        if any(inside(self.pointer, p) for p in pointers):
            self.rebuild()
            return
        items = self.items()
        for index, frame in enumerate(self.frames):
            if index < len(items):
                frame.set_title(self.title_of(items[index], index))

    def rebuild(self) -> None:
        for frame in self.frames:
            self.ctx.retire(frame)
        self.frames = []
        items = self.items()
        for index, item in enumerate(items):
            frame = ItemFrame(self, index, self.title_of(item, index))
            if self.lazy_after is None or index < self.lazy_after:
                frame.fill()
            self.frames.append(frame)
        height = measured_height([frame.form for frame in self.frames if frame.form is not None], self.fields)
        for frame in self.frames:  # each frame whole before it joins the list: the tab chain keeps its order
            if not frame.filled:
                frame.defer(height)
            self.items_box.addWidget(frame)
        self.add_button.setEnabled(self.most is None or len(items) < self.most)
        for frame in self.frames:
            frame.update_buttons(len(items))

    def reveal(self, pointer: str) -> None:
        """Build the entry holding ``pointer`` if it is still a stand-in, laid out so that it can be scrolled to."""
        token = pointer[len(self.pointer) + 1:].split("/", 1)[0]
        if token.isdigit() and int(token) < len(self.frames) and not self.frames[int(token)].filled:
            self.frames[int(token)].fill()
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # its place known before it is shown

    # -- edits -------------------------------------------------------------------------
    def add(self) -> None:
        value = block(self.new_item())
        items = self.items()
        if not self.ctx.exists(self.pointer):
            self.ctx.write(self.pointer, tree.to_tree([value], flow=False), f"Add {self.noun}")
        elif self.insert_at is not None and (index := self.insert_at(items)) < len(items):
            self.ctx.document.insert(self.pointer, index, value, f"Add {self.noun}")
        else:
            self.ctx.document.append(self.pointer, value, f"Add {self.noun}")

    def remove(self, index: int) -> None:
        items = self.items()
        if len(items) == 1 and self.removable_list and self.least == 0:
            self.ctx.write(self.pointer, REMOVE, f"Remove {self.noun}")
        else:
            self.ctx.document.remove(join(self.pointer, index), f"Remove {self.noun}")

    def move(self, index: int, step: int) -> None:
        target = index + step
        if 0 <= target < len(self.items()):
            self.ctx.document.move(self.pointer, index, target, f"Move {self.noun}")

    def duplicate(self, index: int) -> None:
        item = tree.snapshot(self.items()[index])
        if self.duplicate_of is not None:
            item = self.duplicate_of(item)
        self.ctx.document.insert(self.pointer, index + 1, item, f"Duplicate {self.noun}")


#: An entry's rounded border, painted without a sheet of the entry's own (`sheet_look`)
ITEM_LOOK = SheetLook("itemFrame", "#itemFrame { border: 1px solid palette(mid); border-radius: 6px; }")


class ItemFrame(SheetFrame):
    """One entry of a ListSection: a header with its title and buttons, and its form."""

    def __init__(self, owner: ListSection, index: int, title: str) -> None:
        super().__init__(ITEM_LOOK)
        self.owner, self.index = owner, index
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        header = QHBoxLayout()
        self.title = QLabel()
        bold(self.title)
        header.addWidget(self.title, 1)
        noun = owner.noun
        self.up = tool_button("↑", f"Move this {noun} up", lambda: owner.move(self.index, -1))
        self.down = tool_button("↓", f"Move this {noun} down", lambda: owner.move(self.index, 1))
        self.copy = tool_button("Duplicate", f"Insert a copy of this {noun} below it", lambda: owner.duplicate(self.index))
        self.delete = tool_button("✕", f"Delete this {noun}", lambda: owner.remove(self.index))
        for button in (self.up, self.down, self.copy, self.delete):
            header.addWidget(button)
        layout.addLayout(header)
        self.body = QVBoxLayout()
        self.body.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.body)
        self.banner = ProblemBanner(document=owner.ctx.document)
        layout.addWidget(self.banner)
        self.set_title(title)
        self.pointer = join(owner.pointer, index)
        self.filled = False
        self.form: QWidget | None = None
        self.stand_in: Deferred | None = None
        owner.ctx.bind(self)

    def fill(self) -> None:
        """Build this entry's form (once), in place of its stand-in if it had one."""
        if self.filled:
            return
        self.filled = True
        self.form = self.owner.build(self.owner.ctx, self.pointer)
        self.body.addWidget(self.form)
        if self.stand_in is not None:
            stand_in, self.stand_in = self.stand_in, None
            stand_in.hand_over(self.form)

    def defer(self, height: int) -> None:
        """Show a stand-in of ``height`` until the entry is seen or pointed at (`lazy_entry`)."""
        self.stand_in = Deferred(height, self.fill)
        self.body.addWidget(self.stand_in)

    def document_changed(self, pointers: list[str]) -> None:
        pass  # the owning list retitles and rebuilds

    def set_problems(self, problems: list) -> None:
        self.banner.set_problems(problems)

    def set_title(self, title: Any) -> None:
        self.title.setText(str(title))

    def update_buttons(self, count: int) -> None:
        self.up.setEnabled(self.index > 0)
        self.down.setEnabled(self.index < count - 1)
        most = self.owner.most
        self.copy.setEnabled(most is None or count < most)
        self.delete.setEnabled(count > self.owner.least)


# -- the view base ---------------------------------------------------------------------------
class FormView(QWidget):
    """A registered view: a scrolling form over one document."""

    pointer_selected = Signal(str)
    prefixes: tuple[str, ...] = ()

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None, ctx: FormContext | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.workspace = workspace
        self.ctx = ctx or FormContext(document, workspace, self)
        self.ctx.pointer_selected.connect(self.pointer_selected)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(self.scroll)
        self.page = QWidget()
        self.page.setObjectName("formPage")
        self.page.setStyleSheet(STYLE)
        self.body = QVBoxLayout(self.page)
        self.body.setContentsMargins(16, 12, 16, 16)
        self.body.setSpacing(12)
        self.scroll.setWidget(self.page)

    def finish(self) -> None:
        self.body.addStretch(1)

    def owns(self, pointer: str) -> bool:
        return any(inside(pointer, prefix) for prefix in self.prefixes)

    def select_pointer(self, pointer: str) -> bool:
        if not self.owns(pointer):
            return False
        return self.ctx.focus(pointer)


def copy_with_id(item: Any, suffix: str = "-copy") -> Any:
    """A duplicate whose id (if any) gets a suffix, so the copy is not a duplicate-id error."""
    item = copy.deepcopy(item)
    if isinstance(item, dict) and isinstance(item.get("id"), str):
        item["id"] = item["id"] + suffix
    return item


__all__ = ["FormView", "ListSection", "Section", "make_field", "field_row", "hint_label", "tool_button", "copy_with_id",
           "Collapsible", "ResponsiveGrid", "ResponsiveSplitter"]
