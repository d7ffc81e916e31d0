"""A field without problems carries no style sheet of its own, and draws the pixels its old sheet drew.

Every field used to set `#formField { border: 2px solid transparent; ... }` on itself, so that a
problem could colour the border: a sheet per field, parsed apart and applied again to the field and
its children whenever the form was put into its page (issue 32: opening a page). A field that never
showed a problem now keeps the border's 2 px as contents margins; its first problem gives it the sheet.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from editor.forms.context import FormContext
from editor.forms.fields import IntField, TextField
from editor.forms.form import STYLE

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
OLD_SHEET = "#formField { border: 2px solid transparent; border-radius: 4px; background: transparent; }"


@pytest.mark.parametrize(("kind", "pointer"), [(TextField, "/title"), (IntField, "/players/min")])
def test_a_field_without_problems_looks_as_its_transparent_border_made_it(adventure, workspace, qtbot, kind, pointer):
    page = QWidget()
    page.setObjectName("formPage")
    page.setStyleSheet(STYLE)
    layout = QVBoxLayout(page)
    qtbot.addWidget(page)
    ctx = FormContext(adventure, workspace, page)
    now, before = kind(ctx, pointer), kind(ctx, pointer)
    assert now.styleSheet() == "" and now.contentsMargins().left() == 2
    before.setContentsMargins(0, 0, 0, 0)
    before.setStyleSheet(OLD_SHEET)
    for field in (now, before):
        layout.addWidget(field)
    page.resize(420, 160)
    layout.activate()  # laid out and polished as shown, without a window (grab renders it)
    assert now.sizeHint() == before.sizeHint() and now.size() == before.size()
    # as the page shows them (the sheet's transparent background lets the page's show through)
    assert page.grab(now.geometry()).toImage() == page.grab(before.geometry()).toImage()


def test_a_flash_gives_the_field_its_sheet_and_nothing_moves(adventure, workspace, qtbot):
    page = QWidget()
    page.setStyleSheet(STYLE)
    layout = QVBoxLayout(page)
    qtbot.addWidget(page)
    ctx = FormContext(adventure, workspace, page)
    field, bare = TextField(ctx, "/title"), TextField(ctx, "/title")
    bare.setContentsMargins(0, 0, 0, 0)  # a field with neither the margins nor the sheet's border
    for widget in (field, bare):
        layout.addWidget(widget)
    page.resize(420, 120)
    page.show()
    qtbot.waitExposed(page)

    def where():
        QApplication.processEvents()
        return field.editor.geometry()
    shown = where()
    assert shown.left() == bare.editor.geometry().left() + 2  # the border's 2 px, as margins
    field.flash()
    assert "#fff1a8" in field.styleSheet() and where() == shown
    field._end_flash()
    assert "transparent" in field.styleSheet() and where() == shown
