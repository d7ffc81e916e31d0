"""Frames painted through a `SheetLook` draw the very pixels their own style sheets drew, in a form page.

`editor/forms/sheet_look.py` replaced the sheets a list entry (`#itemFrame`), a term (`#termRow`)
and an area filter (`#whereFrame`) set on themselves (issue 32: each restyled everything inside the
entry whenever the entry was put into its page). Each pair of frames, one with its old sheet and one
painted by the look, sits in a page carrying the forms' sheet (`form.STYLE`) with the same contents,
and both are grabbed and compared pixel by pixel.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QToolButton, QVBoxLayout, QWidget

from editor.forms.form import ITEM_LOOK, STYLE
from editor.forms.sheet_look import SheetFrame
from editor.forms.terms import TERM_LOOK, WHERE_LOOK

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _fill(frame: QFrame) -> None:
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(8, 6, 8, 8)
    header = QHBoxLayout()
    header.addWidget(QLabel("Victory condition 1: relics"), 1)
    header.addWidget(QToolButton(text="✕"))
    layout.addLayout(header)
    layout.addWidget(QLineEdit("at least 6 relics"))


@pytest.mark.parametrize("look", [ITEM_LOOK, TERM_LOOK, WHERE_LOOK], ids=lambda look: look.name)
def test_a_painted_frame_looks_as_its_own_sheet_made_it(qtbot, look):
    page = QWidget()
    page.setObjectName("formPage")
    page.setStyleSheet(STYLE)
    layout = QVBoxLayout(page)
    qtbot.addWidget(page)
    before = QFrame()
    before.setObjectName(look.name)
    before.setStyleSheet(look.sheet)
    after = SheetFrame(look)
    for frame in (before, after):
        _fill(frame)
        layout.addWidget(frame)
    page.resize(360, 220)
    page.show()
    qtbot.waitExposed(page)
    assert after.styleSheet() == "" and after.contentsMargins() == look.margins()
    assert before.sizeHint() == after.sizeHint() and before.size() == after.size()
    assert before.contentsRect() == after.contentsRect()
    assert page.grab(before.geometry()).toImage() == page.grab(after.geometry()).toImage()
    plain = QFrame()
    _fill(plain)
    layout.addWidget(plain)
    plain.resize(after.size())
    assert page.grab(after.geometry()).toImage() != plain.grab().toImage()  # the border is there to compare


@pytest.mark.parametrize("look", [ITEM_LOOK, TERM_LOOK], ids=lambda look: look.name)
def test_a_disabled_painted_frame_looks_as_its_disabled_sheet_made_it(qtbot, look):
    page = QWidget()
    page.setStyleSheet(STYLE)
    layout = QVBoxLayout(page)
    qtbot.addWidget(page)
    before = QFrame()
    before.setObjectName(look.name)
    before.setStyleSheet(look.sheet)
    after = SheetFrame(look)
    for frame in (before, after):
        _fill(frame)
        layout.addWidget(frame)
        frame.setEnabled(False)  # a locked page (a bundled file) disables its entries
    page.resize(360, 220)
    page.show()
    qtbot.waitExposed(page)
    assert page.grab(before.geometry()).toImage() == page.grab(after.geometry()).toImage()
