"""Map objects placed and dragged on the board: progress tokens and links (Tiled's objects).

A press on a token's disc or a link's end dot with the select tool grabs it, and the release
puts it on the field under the pointer: one undo step ("Move progress token", "Move link end").
The link tool (K) draws a new link from the field pressed to the field released on. A drag onto
a field off the board, or back where it started, changes nothing.

The context menu of a field adds a progress token there for the progress task chosen from its
submenu (land fields only: tokens lie on areas of the isle) and deletes the tokens lying there;
each is one undo step ("Add progress token", "Delete progress token").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

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


def is_land(host: MapView, coord: Coord) -> bool:
    return host.board.inside(coord) and host.board.kind(coord) not in ("sea", "empty", "unknown")


def progress_tasks(host: MapView) -> list[tuple[str, str]]:
    """(id, title) of every progress task of the adventure, in order."""
    tasks = host.document.value("/progress_tasks") or []
    return [(t["id"], str(t.get("title") or t["id"])) for t in tasks if isinstance(t, dict) and isinstance(t.get("id"), str)]


def add_token(host: MapView, coord: Coord, task: str) -> bool:
    """A progress token of ``task`` on a land field (one undo step); False off the isle or on the sea."""
    if not is_land(host, coord) or task not in dict(progress_tasks(host)):
        return False
    host.document.append("/setup/progress_tokens", {"at": [coord[0], coord[1]], "task": task}, "Add progress token")
    return True


def delete_token(host: MapView, index: int) -> bool:
    """Delete the progress token at ``index`` of the setup's list (one undo step)."""
    tokens = host.document.value("/setup/progress_tokens") or []
    if not 0 <= index < len(tokens):
        return False
    host.document.remove(f"/setup/progress_tokens/{index}", "Delete progress token")
    return True


def add_token_actions(host: MapView, menu: QMenu, coord: Coord) -> None:
    """The context menu's progress-token entries for a field: add one (task chosen), delete those here."""
    editable = not getattr(host.document, "read_only", False)
    tasks = progress_tasks(host)
    add = menu.addMenu("Add Progress Token Here")
    add.setObjectName("add-progress-token")
    for task, title in tasks:
        action = add.addAction(f"{title} ({task})" if title != task else task,
                               lambda t=task: add_token(host, coord, t))
        action.setObjectName(f"add-progress-token-{task}")
    add.setEnabled(editable and bool(tasks) and is_land(host, coord))
    add.setToolTip("Tokens lie on land fields; the first player to explore or conquer the area takes it"
                   if tasks else "Add a progress task first (Progress tab)")
    for token in host.board.tokens:
        if token.at == tuple(coord):
            action = menu.addAction(f"Delete Progress Token ({token.task})",
                                    lambda i=token.index: delete_token(host, i))
            action.setObjectName("delete-progress-token")
            action.setEnabled(editable)
