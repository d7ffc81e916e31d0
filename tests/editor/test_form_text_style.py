"""Grey and bold label text without a style sheet of its own draws the very pixels the sheets drew.

`editor/forms/text_style.py` replaced `setStyleSheet("color: palette(mid);")` and
`setStyleSheet("font-weight: bold;")` on the forms' labels (issue 32: a sheet per widget made
opening a form page slow). Each pair of labels sits in a form page as the forms build it (the page's
own sheet, `form.STYLE`, above them), and both are grabbed and compared pixel by pixel.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from editor.forms.form import STYLE
from editor.forms.text_style import bold, dim

TEXT = "17 cards, 17 different — Ready to play?"


def _page(qtbot) -> tuple[QWidget, QVBoxLayout]:
    page = QWidget()
    page.setObjectName("formPage")
    page.setStyleSheet(STYLE)
    layout = QVBoxLayout(page)
    qtbot.addWidget(page)
    return page, layout


@pytest.mark.parametrize(("sheet", "restyle"), [("color: palette(mid);", dim), ("font-weight: bold;", bold)])
def test_the_label_looks_as_its_style_sheet_made_it(qtbot, sheet, restyle):
    page, layout = _page(qtbot)
    before, after = QLabel(TEXT), QLabel(TEXT)
    before.setStyleSheet(sheet)
    restyle(after)
    for label in (before, after):
        label.setWordWrap(True)
        layout.addWidget(label)
    page.resize(400, 120)
    layout.activate()  # laid out and polished as shown, without a window (grab renders it)
    assert before.sizeHint() == after.sizeHint()
    assert before.grab().toImage() == after.grab().toImage()
    plain = QLabel(TEXT)
    layout.addWidget(plain)
    plain.resize(before.size())
    assert plain.grab().toImage() != after.grab().toImage()  # the comparison sees a difference where there is one
