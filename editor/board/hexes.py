"""Where a field lies on a hex grid in cube coordinates (columns of flat-topped hexes, odd columns
shifted half a field down): the designer's shapes and the board layout both count in these."""

from __future__ import annotations

Coord = tuple[int, int]  # (column, row)


def to_cube(coord: Coord) -> tuple[int, int, int]:
    column, row = coord
    z = row - (column - (column & 1)) // 2
    return (column, -column - z, z)


def from_cube(cube: tuple[int, int, int]) -> Coord:
    x, _, z = cube
    return (x, z + (x - (x & 1)) // 2)


def round_cube(x: float, y: float, z: float) -> tuple[int, int, int]:
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return (rx, ry, rz)
