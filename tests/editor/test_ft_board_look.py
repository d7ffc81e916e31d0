"""The F5 board of Finis Terrae draws a tile exactly as the tile editor, the sample sea and the print do
(one painter, `sea_painter` over `tile_face`), leaves the token a tile was laid with to the state (a
collected token disappears), draws the start island as the sample sea does, and its legend samples
come from the same painters. Driven through the real main window: F5 from its menu, the setup dialog
answered as pressing Enter would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.board.placed import CELL
from editor.playtest.window import PlaytestWindow
from editor.rulesets.finis_terrae import board_view, glyphs, sea_painter, tile_data, tile_face
from editor.rulesets.finis_terrae.board_view import FinisBoardView, marks_of

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


def _f5(make_window, name="windward-sea"):
    window = make_window(prompter=ScriptedPrompter(ask_playtest_setup="default"))
    window.open_path(window.workspace.root / "finis-terrae" / f"{name}.yaml")
    window.menus.playtest.trigger()  # F5, as the Playtest menu fires it
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    assert isinstance(playtest.board, FinisBoardView)
    return window, playtest


def _play(playtest, until) -> None:
    session = playtest.session
    steps = 0
    while not until(session.state) and not session.state.is_terminal():
        if session.is_human_turn():
            playtest.panel.choose(steps % len(playtest.panel.actions()))
        else:
            playtest.act_forward.trigger()  # Step Forward
        steps += 1


def _image(paint) -> QImage:
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(2, 2)  # CELL = 60 units on 120 pixels
    paint(painter)
    painter.end()
    return image


def _difference(a: QImage, b: QImage) -> int:
    """The largest difference of a colour channel between two images of one size."""
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(worst, abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
    return worst


def test_the_f5_board_draws_each_tile_as_the_tile_editor_prints_it(make_window):
    window, playtest = _f5(make_window)
    _play(playtest, lambda state: len(state.board) >= 20)
    state = playtest.session.state
    adventure = state.game.adventure
    laid = [placed.card for _, placed in state.board.items() if placed.card != board_view.START]
    assert len(laid) == len(state.board) - 9
    sample, _ = sea_painter.tile_painter({t.id: t for t in adventure.tiles}, tokens=False)
    for tile_id in sorted(set(laid)):
        tile = adventure.tile(tile_id)
        on_board = _image(lambda p, t=tile_id: playtest.board.paint_card(p, t))

        def printed(p, tile=tile):  # the print's painter, scaled to the cell, the token left to the state
            p.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)
            tile_face.print_painter(p, {**tile_data.tile_data(tile), "token": ""})

        # the board replays each tile's face recorded once (a QPicture): the same drawing, at most one level of
        # anti-aliasing apart from painting it directly; the sample sea's painter is the very same
        assert _difference(on_board, _image(printed)) <= 1, tile_id
        assert on_board == _image(lambda p, t=tile_id: sample(p, t)), tile_id
    # the start island's cells as the sample sea draws them: land, sand along the sea
    corner = _image(lambda p: playtest.board.paint_card(p, (board_view.START, (-1, -1))))
    assert corner == _image(lambda p: sea_painter.paint_start_cell(p, ("sea", "land", "land", "sea")))
    assert corner.pixelColor(60, 3) == QColor(tile_face.SAND) and corner.pixelColor(3, 60) == QColor(tile_face.SAND)
    assert corner.pixelColor(117, 60) == QColor(tile_face.LAND) == corner.pixelColor(60, 117)  # toward (0,-1), (-1,0)
    playtest.close()


def test_a_token_lies_where_the_face_puts_it_and_goes_when_collected(make_window):
    window, playtest = _f5(make_window)
    _play(playtest, lambda state: bool(state.tokens))
    state = playtest.session.state
    cell, token = sorted(state.tokens.items())[0]
    rotation = state.board.at(cell).rotation
    marks = marks_of(state)[cell]
    rect = QRectF(0, 0, CELL, CELL)
    drawn = _image(lambda p: [m(p, rect) for m in marks])
    # the face's disc at its lower right corner (50 mm tile: 6.5 mm in), turned with the tile
    offset = QPointF(CELL / 2 - 6.5 * CELL / 50, CELL / 2 - 6.5 * CELL / 50)
    for _ in range(rotation):
        offset = QPointF(-offset.y(), offset.x())
    at = rect.center() + offset
    expected = _image(lambda p: glyphs.paint_token(p, at, 4.6 * CELL / 50, token))
    assert drawn.pixelColor(round(at.x() * 2 + 4.6 * CELL / 50), round(at.y() * 2)) == \
        expected.pixelColor(round(at.x() * 2 + 4.6 * CELL / 50), round(at.y() * 2))
    assert drawn.pixelColor(round(at.x() * 2), round(at.y() * 2 - 4.6 * CELL / 50 * 1.6)) == \
        QColor(glyphs.TOKEN_COLOURS[token])
    # the tile itself never draws its token: a collected token leaves the sea bare
    tile = playtest.session.state.game.adventure.tile(state.board.at(cell).card)
    assert tile.token == token
    bare = _image(lambda p: playtest.board.paint_card(p, tile.id))
    assert bare.pixelColor(round((tile_face.SIZE - 6.5) * CELL / 50 * 2), round((tile_face.SIZE - 6.5) * CELL / 50 * 2)) \
        != QColor(glyphs.TOKEN_COLOURS[token])
    playtest.close()


def test_the_legend_and_the_board_use_one_painter(make_window):
    from editor.rulesets.finis_terrae import legend

    rows = legend.rows()
    texts = [text for _, text in rows]
    assert [t.split(" (")[0] for t in texts[1:5]] == ["A sea fort", "A lighthouse", "A pirate den", "A wreck"]
    assert not any("letter" in t for t in texts)  # the board draws the face's glyphs, no letters
    fort = rows[1][0].toImage()
    expected = QImage(legend.SIDE, legend.SIDE, QImage.Format.Format_RGB32)
    expected.fill(QColor("#ffffff"))
    painter = QPainter(expected)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(legend.SIDE / CELL, legend.SIDE / CELL)
    painter.scale(CELL / tile_face.SIZE, CELL / tile_face.SIZE)
    tile_face.print_painter(painter, {**tile_data.tile_data(legend.FORT), "token": ""})
    painter.end()
    assert fort.convertToFormat(QImage.Format.Format_RGB32) == expected


def test_a_tiles_flavour_words_are_its_tooltip_and_status_in_the_catalogue(make_window, qtbot):
    from editor.cards.catalogue import CardCatalogue

    window = make_window(feature_views=True)
    page = window.session.open(window.workspace.root / "finis-terrae" / "windward-tiles.yaml")
    catalogue = page.view("Cards")
    assert isinstance(catalogue, CardCatalogue)
    reef = catalogue.grid.item(1)
    assert reef.text() == "Reef Water"
    assert reef.toolTip() == "Reef Water\nBreakers on one side; steer round them."
    catalogue.grid.setCurrentRow(1)
    assert catalogue.status.text().startswith("Reef Water (Breakers on one side; steer round them.): click a part")
    assert catalogue.grid.item(0).toolTip() == "Open Water"  # no words: the name alone
    catalogue.document.set_value("/tiles/1/text", "Foam over the shoals.", "Text")  # an edit in the YAML or form
    assert catalogue.grid.item(1).toolTip() == "Reef Water\nFoam over the shoals."


def test_each_tile_face_is_drawn_once_however_often_the_sea_repaints(make_window, monkeypatch):
    """Every step of play repaints the whole sea: each distinct tile's face is recorded once and replayed
    (a full sea of 89 cells repaints in about the old simple painter's time, not five times it)."""
    drawn = []
    real = tile_face.print_painter
    monkeypatch.setattr(tile_face, "print_painter", lambda painter, tile: (drawn.append(tile["id"]), real(painter, tile)))
    window, playtest = _f5(make_window)
    _play(playtest, lambda state: len(state.board) >= 30)
    state = playtest.session.state
    image = QImage(800, 800, QImage.Format.Format_ARGB32)
    for _ in range(3):
        painter = QPainter(image)
        playtest.board.item.paint(painter, None)
        painter.end()
    kinds = {placed.card for _, placed in state.board.items() if placed.card != board_view.START}
    assert sorted(d for d in drawn if not d.startswith("sample-")) == sorted(kinds)  # the legend's own samples aside
    playtest.close()


def test_the_counts_panel_shows_every_player_count_without_scrolling(make_window, qtbot):
    window = make_window(feature_views=True)
    window.resize(1400, 900)
    window.show()
    page = window.session.open(window.workspace.root / "finis-terrae" / "windward-tiles.yaml")
    catalogue = page.view("Cards")
    page.setCurrentWidget(catalogue)
    catalogue.panel_tabs.setCurrentWidget(catalogue.panels["Counts"])
    counts = catalogue.panels["Counts"]
    qtbot.waitExposed(counts)
    assert [counts.horizontalHeaderItem(c).text() for c in range(5)] == \
        ["", "in the\nbox", "2\nplayers", "3\nplayers", "4\nplayers"]
    width = sum(counts.columnWidth(c) for c in range(5))
    assert width <= counts.viewport().width() and counts.horizontalScrollBar().maximum() == 0


def test_the_f5_legend_shows_each_piece_on_its_ground_large_enough_to_read(make_window):
    window, playtest = _f5(make_window)
    legend = playtest.legend
    grid = legend.widget().layout()

    def sample(words: str) -> QImage:
        row = next(i for i, text in enumerate(legend.texts) if text.startswith(words))
        return grid.itemAtPosition(row, 0).widget().pixmap().toImage()

    home = sample("A home port (white rim)")
    assert home.pixelColor(2, 2) == QColor(tile_face.LAND)  # on the land it stands on, so its white rim shows
    assert "#ffffff" in {home.pixelColor(x, y).name() for x in range(44) for y in range(44)}
    for words, token in (("A treasure", "treasure"), ("A find", "find"), ("A castaway", "castaway")):
        image = sample(words)
        assert image.pixelColor(2, 2) == QColor(tile_face.SEA)
        # the disc fills the sample's middle: its colour 10 pixels left of the centre (radius about 12)
        assert image.pixelColor(12, 22) == QColor(glyphs.TOKEN_COLOURS[token]), words
    playtest.close()


def test_the_start_islands_name_stays_inside_its_centre_cell(make_window):
    window, playtest = _f5(make_window)
    compass = playtest.board.item.marks[(0, 0)][0]  # the first mark on the centre: compass and name
    image = QImage(360, 120, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.scale(2, 2)
    compass(painter, QRectF(CELL, 0, CELL, CELL))  # the centre cell in the middle of three
    painter.end()
    inked = [x for x in range(360) for y in range(120) if image.pixelColor(x, y).name() != "#ffffff"]
    assert inked and min(inked) >= 120 and max(inked) < 240  # "Isle of the Four Winds" wrapped, not spilling over
    playtest.close()
