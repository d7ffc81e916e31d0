"""Helpers the main-window tests share (their fixtures are in conftest.py): a table of the views a test
shows instead of the rulesets' (`AppConfig.views`), and a fake view."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel



class ViewTable:
    """The views a test's windows show, by kind, in order (the editor asks its rulesets instead)."""

    def __init__(self) -> None:
        self.entries: dict[str, list[tuple[int, str, object]]] = {}

    def register(self, kind: str, title: str, factory, order: int = 100) -> None:
        entries = self.entries.setdefault(kind, [])
        entries[:] = [e for e in entries if e[1] != title]
        entries.append((order, title, factory))
        entries.sort(key=lambda e: (e[0], e[1]))

    def for_kind(self, kind: str | None) -> list:
        return [(title, factory) for _, title, factory in self.entries.get(kind or "", [])]

    def __call__(self, document) -> list:
        return self.for_kind(document.kind)


#: the table of the running test (the `registry` fixture empties it)
views = ViewTable()


class FakeView(QLabel):
    """A registered view that claims the pointers under `claims` and reports selections and coordinates."""

    pointer_selected = Signal(str)
    coordinates = Signal(str)
    edit_rules = Signal(str)

    def __init__(self, document, workspace, claims: tuple[str, ...] = ("/setup",)) -> None:
        super().__init__(f"view of {document.item_id}")
        self.document = document
        self.claims = claims
        self.selected: list[str] = []

    def select_pointer(self, pointer: str) -> bool:
        if pointer.startswith(self.claims):
            self.selected.append(pointer)
            return True
        return False


def register_fake(kind: str = "adventure", claims: tuple[str, ...] = ("/setup",), title: str = "Fake",
                  order: int = 100) -> list[FakeView]:
    made: list[FakeView] = []

    def factory(document, workspace):
        view = FakeView(document, workspace, claims)
        made.append(view)
        return view

    views.register(kind, title, factory, order)
    return made
