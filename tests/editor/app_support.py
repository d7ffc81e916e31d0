"""Helpers the main-window tests share (their fixtures are in conftest.py): a fake registered view."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel

from editor import views


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
