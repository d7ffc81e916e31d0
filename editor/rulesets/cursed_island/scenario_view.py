"""A Cursed Island scenario's form, in the pages a designer works through: the scenario, its rounds and
weather, its goal and points, its special rules and icons, its own discoveries and inventions.

A scenario file has some forty fields; one long form hides the weather table and the goal under the
file pickers. Each page is the schema form (`SchemaForm`, with the game's widgets of `forms.field_widget`)
of some of the top-level fields (`PAGES`, a literal table); a field no page names (a field the schema
grows later) goes on the first page, so nothing of the file is left without a field. The view keeps the
view protocol: `select_pointer` turns to the page holding the pointer, `pointer_selected` follows the
fields of every page.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from editor.forms import schema_info
from editor.forms.schema_form import SchemaForm

from .forms import REFERENCES, field_widget

PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Scenario", ()),  # every field the other pages do not name
    ("Rounds and weather", ("rounds", "weather")),
    ("Goal and points", ("goal", "tracks", "victory_points")),
    ("Rules and icons", ("rules", "book", "totem", "mystery_icon")),
    ("Discoveries and inventions", ("special_discoveries", "scenario_inventions")),
)


class ScenarioView(QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document, workspace) -> None:
        super().__init__()
        self.document = document
        root = schema_info.at(document.kind, "", document.value("/ruleset"))
        named = {key for _title, keys in PAGES for key in keys}
        rest = tuple(key for key in root.get("properties", {}) if key not in named)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("scenarioPages")
        self.pages: dict[str, SchemaForm] = {}
        for title, keys in PAGES:
            form = SchemaForm(document, workspace, references=REFERENCES.get(document.kind, {}), widgets=field_widget,
                              keys=keys or rest, heading=title)
            form.pointer_selected.connect(self.pointer_selected)
            self.pages[title] = form
            self.tabs.addTab(form, title)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def page_of(self, pointer: str) -> SchemaForm | None:
        return next((form for form in self.pages.values() if form.owns(pointer)), None)

    def select_pointer(self, pointer: str) -> bool:
        form = self.page_of(pointer)
        if form is None:
            return False
        self.tabs.setCurrentWidget(form)
        return form.select_pointer(pointer)
