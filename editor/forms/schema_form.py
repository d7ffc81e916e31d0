"""A form for any kind of content of any ruleset, built from its JSON Schema alone.

`SchemaForm` walks the schema of the document's kind (in its ruleset's folder of `schemas/`)
and gives every property a field: scalars through `make_field` (titles, tooltips, bounds and
choices from the schema), objects as titled sections, arrays of choices as checkboxes, arrays
of short texts as one line each, fixed-length arrays (`prefixItems`) as a row of fields and
arrays of objects as a `ListSection` of sub-forms. Every edit goes through the form context, so
it is one undo step and the document's problems show on the field they point at. A ruleset
says which pointers name another file (`references`: pointer -> lookup source such as
`file:<kind>`); those become pickers, and may give its own widget for some fields (`widgets(ctx,
pointer, schema)` -> a widget or None: a vocabulary's effect builder for a card's effects, a table of
the weather per round), shown in a titled section where the schema's field would be. A long file's
form may be split into pages: `keys` names the top-level fields one form shows. With `lazy_after`,
every list of sub-forms builds its entries from that index on when they are first seen or pointed at
(`lazy_entry`: a deck of thirty cards with effect builders shows two or three at a time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QCheckBox, QFormLayout, QHBoxLayout, QLabel, QWidget

from . import schema_info
from .context import FormContext, as_list, join
from .fields import Field, LongTextField
from .form import FormView, ListSection, Section, field_row, make_field
from .lists import EnumSetField
from .wrap_row import wrapping_row

SMALL_RANGE = 12  # an array of unique whole numbers with at most this many choices shows one checkbox each
SCALARS = ("enum", "int", "bool", "text", "id", "enum-set")
COMPACT = 4  # a list entry of at most this many plain fields shows them in one row (a card: icon, value, count)


class IntSetField(EnumSetField):
    """Some whole numbers of a small range (the player counts a board is for), one checkbox each."""

    def make_editor(self) -> QWidget:
        items = self.sub.get("items", {})
        low, high = schema_info.int_bounds(items, 0, SMALL_RANGE)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.choices = [schema_info.Option(n, str(n)) for n in range(low, high + 1)]
        self.boxes: list[QCheckBox] = []
        for option in self.choices:
            check = QCheckBox(option.label)
            check.toggled.connect(self._changed)
            check.installEventFilter(self)
            row.addWidget(check)
            self.boxes.append(check)
        row.addStretch(1)
        box.setFocusProxy(self.boxes[0])
        return box

    def _changed(self) -> None:
        chosen = [o.value for o, b in zip(self.choices, self.boxes, strict=True) if b.isChecked()]
        self.commit(chosen if chosen or self.required else None)


class LinesField(LongTextField):
    """An array of short texts edited as lines of one box (a board's map rows), in a fixed-width font."""

    def make_editor(self) -> QWidget:
        editor = super().make_editor()
        editor.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        editor.setMinimumHeight(editor.sizeHint().height())
        return editor

    def show_value(self, value: Any) -> None:
        super().show_value("\n".join(str(v) for v in as_list(value)))

    def commit(self, value: Any, text: str = "") -> None:
        if isinstance(value, str):
            value = value.split("\n") if value else None
        Field.commit(self, value, text)


def title(sub: dict, name: str) -> str:
    """A schema's title (or its key's words) as a label: capitalised ('player counts' -> 'Player counts')."""
    text = schema_info.title(sub, name)
    return text[:1].upper() + text[1:]


def is_small_int_set(sub: dict) -> bool:
    items = sub.get("items") if isinstance(sub.get("items"), dict) else {}
    if items.get("type") != "integer" or not sub.get("uniqueItems"):
        return False
    low, high = schema_info.int_bounds(items, -999, 999)
    return high - low < SMALL_RANGE


class SchemaForm(FormView):
    """Every property of a document, laid out by its schema (see the module's docstring)."""

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None,
                 references: dict[str, str] | None = None, widgets: Callable | None = None,
                 keys: Sequence[str] | None = None, heading: str | None = None, lazy_after: int | None = None) -> None:
        super().__init__(document, workspace, parent)
        self.lazy_after = lazy_after
        self.references = references or {}
        self.widgets = widgets  # widgets(ctx, pointer, schema) -> the ruleset's own widget for a field, or None
        root = self.ctx.schema("")
        shown = [key for key in root.get("properties", {}) if keys is None or key in keys]  # a page of a tabbed form
        self.prefixes = tuple(join("", key) for key in shown)
        general = Section(heading or title(root, document.kind or ""), schema_info.tooltip(root))
        for key in shown:
            self.add(self.ctx, join("", key), general)
        self.body.addWidget(general)  # filled first: each field added to a section inside the page was restyled apart
        self.finish()

    # -- building ------------------------------------------------------------------------
    def fill(self, ctx: FormContext, pointer: str, sub: dict, section: Section) -> None:
        """Add a field (or a section) for each property of the object ``sub`` at ``pointer``."""
        for key in sub.get("properties", {}):
            self.add(ctx, join(pointer, key), section)

    def add(self, ctx: FormContext, pointer: str, section: Section) -> None:
        sub = ctx.schema(pointer)
        form = schema_info.shape(sub)
        name = pointer.rsplit("/", 1)[-1]
        own = self.widgets(ctx, pointer, sub) if self.widgets is not None else None
        if own is not None:
            inner = Section(title(sub, name), schema_info.tooltip(sub, name))
            inner.add_wide(own)
            section.add_wide(inner)
        elif form == "const":
            label = QLabel(str(sub["const"]))
            label.setToolTip(schema_info.tooltip(sub, name))
            section.add_row(title(sub, name), label, schema_info.tooltip(sub, name))
        elif form == "object":
            inner = Section(title(sub, name), schema_info.tooltip(sub, name))
            self.fill(ctx, pointer, sub, inner)
            section.add_wide(inner)
        elif isinstance(sub.get("prefixItems"), list):
            section.add_row(title(sub, name), self.tuple_row(ctx, pointer, sub), schema_info.tooltip(sub, name))
        elif form == "int-list" and is_small_int_set(sub):
            section.add(IntSetField(ctx, pointer, sub, label=title(sub, name)))
        elif form == "list" and self.item_schema(ctx, pointer).get("type") == "string":
            section.add(LinesField(ctx, pointer, sub, label=title(sub, name), lines=max(3, len(as_list(ctx.value(pointer))))))
        elif form == "list" and self.item_schema(ctx, pointer).get("type") == "object":
            inner = Section(title(sub, name), schema_info.tooltip(sub, name))
            inner.add_wide(self.object_list(ctx, pointer, sub))
            section.add_wide(inner)
        else:
            section.add(make_field(ctx, pointer, self.references.get(_pattern(pointer)), schema=sub, label=title(sub, name)))

    def tuple_row(self, ctx: FormContext, pointer: str, sub: dict) -> QWidget:
        """A fixed-length array (a field's [column, row]) as one field per place, side by side."""
        fields = []
        for index, item in enumerate(sub["prefixItems"]):
            place = schema_info.deref(schema_info.COMMON, item, ctx.ruleset)[1]
            fields.append(make_field(ctx, join(pointer, index), schema=place, required=True,
                                     label=title(place, str(index + 1))))
        return field_row(*fields)

    @staticmethod
    def item_schema(ctx: FormContext, pointer: str) -> dict:
        return ctx.schema(join(pointer, 0))

    def object_list(self, ctx: FormContext, pointer: str, sub: dict) -> ListSection:
        item = self.item_schema(ctx, pointer)
        noun = title(item, "entry").lower()

        def build(ctx: FormContext, item_pointer: str) -> QWidget:
            sub = ctx.schema(item_pointer)
            keys = list(sub.get("properties", {}))
            if 0 < len(keys) <= COMPACT and all(schema_info.shape(ctx.schema(join(item_pointer, k))) in SCALARS for k in keys):
                return wrapping_row(*(make_field(ctx, join(item_pointer, k), self.references.get(_pattern(join(item_pointer, k))),
                                                 label=title(ctx.schema(join(item_pointer, k)), k)) for k in keys))
            body = QWidget()
            section = Section("")
            section.setFlat(True)
            section.setStyleSheet("QGroupBox { border: none; margin-top: 0; padding: 0; }")
            self.fill(ctx, item_pointer, sub, section)
            layout = QFormLayout(body)
            layout.setContentsMargins(0, 0, 0, 0)
            layout.addRow(section)
            return body

        def title_of(value: Any, index: int) -> str:
            words = [str(v) for v in (value or {}).values() if isinstance(v, (str, int)) and not isinstance(v, bool)] \
                if isinstance(value, dict) else []
            return f"{title(item, 'entry')} {index + 1}" + (f": {' · '.join(words)}" if words else "")

        return ListSection(ctx, pointer, build, title_of, lambda: self.default(ctx, join(pointer, len(as_list(ctx.value(pointer))))),
                           noun, most=sub.get("maxItems"), least=int(sub.get("minItems", 0)),
                           removable_list=not ctx.required(pointer), lazy_after=self.lazy_after,
                           fields=len(item.get("properties", {})))

    def default(self, ctx: FormContext, pointer: str) -> Any:
        """A value for ``pointer`` that validates: required keys only, the first choice, the smallest number."""
        sub = ctx.schema(pointer)
        if isinstance(sub.get("prefixItems"), list):
            return [schema_info.default_value(schema_info.deref(schema_info.COMMON, p, ctx.ruleset)[1])
                    for p in sub["prefixItems"]]
        if schema_info.shape(sub) == "object":
            return {key: self.default(ctx, join(pointer, key)) for key in sub.get("required", [])}
        if "default" in sub:
            return sub["default"]
        return schema_info.default_value(sub)


def _pattern(pointer: str) -> str:
    """A pointer with list indexes as '#' (how `references` names the fields of every entry)."""
    return "/".join("#" if token.isdigit() else token for token in pointer.split("/"))


__all__ = ["SchemaForm", "IntSetField", "LinesField"]
