"""A Cursed Island scenario's form, in the pages a designer works through: the scenario, its rounds and
weather, its goal and points, its special rules and icons, its own discoveries and inventions.

A scenario file has some forty fields; one long form hides the weather table and the goal under the
file pickers. Each page is the schema form (`SchemaForm`, with the game's widgets of `forms.field_widget`)
of some of the top-level fields (`PAGES`, a literal table); a field no page names (a field the schema
grows later) goes on the first page, so nothing of the file is left without a field. A page is built
when its tab is first shown or a pointer in it is selected (`Pages`). The view keeps the
view protocol: `select_pointer` turns to the page holding the pointer, `pointer_selected` follows the
fields of every page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from editor.forms import schema_info
from editor.forms.context import inside, join
from editor.forms.schema_form import SchemaForm

from .forms import REFERENCES, field_widget

PAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Scenario", ()),  # every field the other pages do not name
    ("Rounds and weather", ("rounds", "weather")),
    ("Goal and points", ("goal", "tracks", "victory_points")),
    ("Rules and icons", ("rules", "book", "totem", "mystery_icon")),
    ("Discoveries and inventions", ("special_discoveries", "scenario_inventions")),
)


class Pages(Mapping):
    """The scenario's pages by title, each built the first time it is asked for (its tab shown, a pointer in it).

    Building the five pages at opening made a scenario the dearest page of the library to open (about
    330 ms of CPU, issue 32) while one page shows; iterating lists the titles and builds nothing.
    """

    def __init__(self, build: Callable[[str], SchemaForm], titles: tuple[str, ...]) -> None:
        self._build, self._titles = build, titles
        self.built: dict[str, SchemaForm] = {}

    def __getitem__(self, title: str) -> SchemaForm:
        if title not in self.built:
            if title not in self._titles:
                raise KeyError(title)
            self.built[title] = self._build(title)
        return self.built[title]

    def __iter__(self) -> Iterator[str]:
        return iter(self._titles)

    def __len__(self) -> int:
        return len(self._titles)


class ScenarioView(QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document, workspace) -> None:
        super().__init__()
        self.document, self.workspace = document, workspace
        root = schema_info.at(document.kind, "", document.value("/ruleset"))
        named = {key for _title, keys in PAGES for key in keys}
        rest = tuple(key for key in root.get("properties", {}) if key not in named)
        self.keys = {title: keys or rest for title, keys in PAGES}
        self.tabs = QTabWidget()
        self.tabs.setObjectName("scenarioPages")
        self.holders: dict[str, QWidget] = {}
        for title, _keys in PAGES:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self.holders[title] = holder
            self.tabs.addTab(holder, title)
        self.pages = Pages(self._build, tuple(self.holders))
        self.pages[PAGES[0][0]]  # the page shown first
        self.tabs.currentChanged.connect(lambda index: self.pages[self.tabs.tabText(index)])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    def _build(self, title: str) -> SchemaForm:
        form = SchemaForm(self.document, self.workspace, references=REFERENCES.get(self.document.kind, {}),
                          widgets=field_widget, keys=self.keys[title], heading=title)
        form.pointer_selected.connect(self.pointer_selected)
        self.holders[title].layout().addWidget(form)
        return form

    def page_of(self, pointer: str) -> str | None:
        """The title of the page holding ``pointer``'s field."""
        return next((title for title, keys in self.keys.items() if any(inside(pointer, join("", k)) for k in keys)), None)

    def select_pointer(self, pointer: str) -> bool:
        title = self.page_of(pointer)
        if title is None:
            return False
        form = self.pages[title]
        self.tabs.setCurrentWidget(self.holders[title])
        return form.select_pointer(pointer)
