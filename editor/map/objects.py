"""Map objects placed and dragged on the board: progress tokens and links (Tiled's objects).

A press on a token's disc or a link's end dot with the select tool grabs it, and the release
puts it on the field under the pointer: one undo step ("Move progress token", "Move link end").
The link tool (K) draws a new link from the field pressed to the field released on. A drag onto
a field off the board, or back where it started, changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import Coord

if TYPE_CHECKING:
    from .view import MapView

MOVE_TEXTS = {"token": "Move progress token", "link": "Move link end"}


def object_pointer(grabbed: tuple) -> str:
    """Where a grabbed object's field is written: a token's `at`, or one end of a link's `between`."""
    if grabbed[0] == "token":
        return f"/setup/progress_tokens/{grabbed[1]}/at"
    return f"/map/links/{grabbed[1]}/between/{grabbed[2]}"


def move_object(host: MapView, grabbed: tuple, coord: Coord) -> bool:
    """Put a grabbed token or link end on ``coord`` (one undo step); False when nothing changed."""
    if not host.board.inside(coord) or host.board.code(coord) == ".":
        return False
    pointer = object_pointer(grabbed)
    value = [coord[0], coord[1]]
    if list(host.document.value(pointer, [])) == value:
        return False
    if grabbed[0] == "link":
        other = list(host.document.value(object_pointer(("link", grabbed[1], 1 - grabbed[2])), []))
        if other == value:
            return False  # a link from a field to itself links nothing
    host.document.set_value(pointer, value, MOVE_TEXTS[grabbed[0]])
    return True


def add_link(host: MapView, a: Coord, b: Coord) -> bool:
    """A new link between two fields of the isle (one undo step); False for a field off the board or a = b."""
    board = host.board
    if a == b or not all(board.inside(c) and board.code(c) != "." for c in (a, b)):
        return False
    if any({link.a, link.b} == {a, b} for link in board.links):
        return False  # already linked
    host.document.append("/map/links", {"between": [[a[0], a[1]], [b[0], b[1]]]}, "Add link")
    return True
