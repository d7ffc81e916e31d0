"""The playtest board: a legend for every mark it paints, and a status line that is never clipped."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.window import PlaytestWindow
from editor.rulesets.isles_of_terror.legend import ENTRIES, BoardLegend, sample
from engine.sim.content import load_playable
from engine.sim.session import PlaytestSession, SessionSetup


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture
def window(qtbot, tmp_path, temple) -> PlaytestWindow:
    setup = SessionSetup(tuple(f.id for f in temple.factions[:3]), ("greedy", "greedy", "greedy"), 11)
    window = PlaytestWindow(PlaytestSession(temple, setup), prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(window)
    return window


def test_the_legend_covers_every_figure_mark_and_sea_the_isle_paints():
    infos = [info for _, info, _ in ENTRIES]
    glyphs = {glyph for _, _, glyph in ENTRIES}
    assert {"ship", "captain", "soldier", "camp", "clickable"} <= glyphs
    assert {info.mark for info in infos} == {"", "combat", "explore"}
    assert {info.landing for info in infos if info.kind == "sea"} == {True, False}
    assert any(info.token for info in infos) and any(info.terrors for info in infos)
    assert any(info.controller >= 0 for info in infos) and any(info.face_down for info in infos)
    assert {info.tile.value_colour for info in infos if info.tile is not None} == {None, "red"}


def test_each_sample_is_painted_by_the_isle_and_differs_from_the_others(qapp):
    images = [sample(info, glyph, 40).toImage() for _, info, glyph in ENTRIES]
    assert all(image.size().width() == 40 for image in images)
    for image in images:
        colours = {image.pixel(x, y) for x in range(0, 40, 4) for y in range(0, 40, 4)}
        assert len(colours) > 2  # more than a blank square
    assert len({bytes(image.constBits()) for image in images}) == len(images)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_playtest_window_shows_the_legend_and_f1_toggles_it(window, qtbot):
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    assert isinstance(window.legend, BoardLegend) and window.legend_dock.isVisible()
    assert window.legend.texts[0] == "Face-down area tile: its colour is known, its tile is not"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    toggle = window.legend_dock.toggleViewAction()
    assert toggle.text() == "Board Legend" and toggle.shortcut() == QKeySequence("F1")
    qtbot.keyClick(window.board, Qt.Key.Key_F1)
    assert not window.legend_dock.isVisible()
    qtbot.keyClick(window.board, Qt.Key.Key_F1)
    assert window.legend_dock.isVisible()


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_the_status_line_wraps_rather_than_clipping_at_900_px(window, qtbot):
    window.resize(900, 900)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(120):
        window.step_forward()
    line = window.status.line
    text = line.text()
    assert "Threat: " in text and text.endswith("Starting player: " + text.rsplit("Starting player: ", 1)[1])
    assert QFontMetrics(line.font()).horizontalAdvance(text) > line.width()  # too long for one line here

    def whole():
        shown = QFontMetrics(line.font()).boundingRect(line.contentsRect(), int(Qt.TextFlag.TextWordWrap), text)
        assert line.wordWrap() and line.contentsRect().contains(shown)

    qtbot.waitUntil(whole)
