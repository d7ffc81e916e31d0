"""Map designer geometry: mirror images keep neighbours, lines have no gaps, moved shapes keep their form."""

from __future__ import annotations

import itertools

import pytest

from editor.board.layout import Layout
from editor.map import shapes
from engine.content.geometry import neighbours


def _adjacent(grid, a, b) -> bool:
    return any(other == b for _, other in neighbours(grid, a))


def _image(grid, coord, mode, width, height):
    horizontal = shapes._horizontal(grid, coord, width)
    return {"horizontal": horizontal, "vertical": shapes._vertical(grid, coord, height),
            "point": shapes._vertical(grid, horizontal, height)}[mode]


@pytest.mark.parametrize("grid", ["hex", "square"])
@pytest.mark.parametrize("mode", ["horizontal", "vertical", "point"])
@pytest.mark.parametrize("size", [(7, 5), (8, 6), (10, 8)])
def test_mirror_images_keep_neighbours_together(grid, mode, size):
    width, height = size
    fields = list(itertools.product(range(width), range(height)))
    image = {c: _image(grid, c, mode, width, height) for c in fields}
    image = {c: i for c, i in image.items() if 0 <= i[0] < width and 0 <= i[1] < height}
    assert len(image) >= len(fields) - width  # at most a row's worth of fields lose their image
    for c, i in image.items():
        assert shapes.mirror_images(grid, c, mode, width, height) == ([c] if i == c else [c, i])
    for a, b in itertools.combinations(image, 2):
        if _adjacent(grid, a, b):
            assert _adjacent(grid, image[a], image[b]), (a, b, image[a], image[b])


@pytest.mark.parametrize("width", [7, 8])
def test_point_symmetry_is_a_half_turn(width):
    for coord in itertools.product(range(width), range(6)):
        images = shapes.mirror_images("hex", coord, "point", width, 6)
        if len(images) == 2:
            assert shapes.mirror_images("hex", images[1], "point", width, 6)[-1] == coord


def test_both_gives_four_images():
    assert shapes.mirror_images("hex", (0, 1), "both", 5, 4) == [(0, 1), (4, 1), (0, 2), (4, 2)]
    assert shapes.mirror_images("square", (0, 0), "both", 3, 3) == [(0, 0), (2, 0), (0, 2), (2, 2)]
    assert shapes.mirror_images("hex", (2, 1), "horizontal", 5, 4) == [(2, 1)]  # on the mirror line


@pytest.mark.parametrize("grid", ["hex", "square"])
def test_lines_have_no_gaps(grid):
    for a, b in [((0, 0), (9, 4)), ((7, 1), (0, 6)), ((3, 3), (3, 9)), ((0, 5), (12, 5))]:
        path = shapes.line(grid, a, b)
        assert path[0] == a and path[-1] == b
        for first, second in zip(path, path[1:], strict=False):
            assert _adjacent(grid, first, second), (first, second)


def test_translation_keeps_a_hex_shape():
    shape = [(6, 2), (7, 2), (7, 3), (8, 2)]
    moved = [shapes.translate("hex", c, (6, 2), (1, 1)) for c in shape]
    assert moved == [(1, 1), (2, 2), (2, 3), (3, 1)]
    for (a, b), (ma, mb) in zip(itertools.combinations(shape, 2), itertools.combinations(moved, 2), strict=False):
        assert _adjacent("hex", a, b) == _adjacent("hex", ma, mb)


@pytest.mark.parametrize("grid", ["hex", "square"])
def test_the_field_under_a_point(grid):
    layout = Layout(grid, 12, 9)
    for coord in itertools.product(range(12), range(9)):
        centre = layout.centre(coord)
        assert layout.field_at(centre) == coord
        corner = layout.field_rect(coord, grow=0).topLeft()
        nudged = type(centre)(centre.x() + (corner.x() - centre.x()) * 0.5, centre.y() + (corner.y() - centre.y()) * 0.5)
        assert layout.field_at(nudged) == coord
    columns, rows = layout.fields_in(layout.field_rect((5, 4)))
    assert 5 in columns and 4 in rows
