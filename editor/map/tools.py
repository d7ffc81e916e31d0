"""The map tools: what a press, a drag and a release on a field do.

A tool never edits the board itself: it asks `MapEditing` / `restructure`
for document commands and shows previews on the board item. One press to
release is one undo step (strokes share a merge key; the rest push once).
The host is the map view (board, item, editing, paint code, symmetry,
selection).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import landing, markers, objects, restructure, shapes
from .board import Coord, Placed

if TYPE_CHECKING:
    from .view import MapView

TOOLS = ("brush", "stamp", "random", "eraser", "fill", "rectangle", "select", "link", "landing", "swap")
TOOL_LABELS = {"brush": "Brush", "stamp": "Stamp", "random": "Random brush", "eraser": "Eraser", "fill": "Fill",
               "rectangle": "Rectangle", "select": "Select", "link": "Link", "landing": "Landing", "swap": "Swap"}
TOOL_KEYS = {"brush": "B", "stamp": "T", "random": "D", "eraser": "E", "fill": "F", "rectangle": "R", "select": "S",
             "link": "K", "landing": "L", "swap": "W"}
TOOL_TIPS = {"stamp": "Stamp: paints the copied fields (Ctrl+C) wherever you click or drag, like Tiled's stamp brush",
             "select": "Select: click, shift-click or drag a rectangle; drag a selection, a progress token or a "
                       "link's end to move it",
             "link": "Link: drag from one field to another to link them (a bridge, a causeway, a tunnel)",
             "landing": "Landing: click or drag over sea fields to forbid or allow a ship to land there "
                        "(every sea field is a landing field unless forbidden)",
             "swap": "Swap: drag a field onto another and the two trade places; a start area (or any marker) "
                     "goes with its field",
             "random": "Random brush: each field gets green, yellow, red or sea drawn in proportion to the tiles of "
                       "the adventure's area-tile pool (equal shares when it names none)"}


class Tool:
    def __init__(self, host: MapView) -> None:
        self.host = host

    def press(self, coord: Coord, shift: bool = False) -> None: ...
    def drag(self, coord: Coord) -> None: ...
    def release(self, coord: Coord) -> None: ...
    def hover(self, coord: Coord) -> None: ...

    def cancel(self) -> None:
        self.host.item.preview = {}
        self.host.item.update()

    # helpers
    def code(self) -> str:
        """The paint kind's code ("" when the board's ruleset has no such kind: nothing is painted)."""
        found = self.host.board.kind_named(self.host.paint_kind)
        return found.code if found is not None else ""

    def kind_label(self) -> str:
        found = self.host.board.kind_named(self.host.paint_kind)
        return (found.name if found is not None else self.host.paint_kind).lower()

    def symmetric(self, fields) -> list[Coord]:
        board = self.host.board
        inside = [c for c in fields if board.inside(c)]
        return shapes.mirrored(board.grid, inside, self.host.symmetry, board.width, board.height)


class BrushTool(Tool):
    """Paint (or erase) the fields under the pointer; the whole stroke is one undo step."""

    eraser = False

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.key = None
        self.last: Coord | None = None
        self.first: Coord | None = None

    def _code(self) -> str:
        return self.host.board.blank if self.eraser else self.code()

    def _paint(self, fields: list[Coord]) -> None:
        code = self._code()
        if not code:
            return
        found = self.host.board.field_kinds.get(code)
        erases = self.eraser or (found is not None and found.terrain == "empty")
        text = "Erase fields" if erases else f"Paint {self.kind_label()}"
        self.host.editing.paint({c: code for c in self.symmetric(fields)}, text, self.key)

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.key = self.host.editing.new_stroke()
        self.last = self.first = coord
        self._paint([coord])

    def drag(self, coord: Coord) -> None:
        if self.key is None or coord == self.last:
            return
        fields = shapes.line(self.host.board.grid, self.last, coord)
        self.last = coord
        self._paint(fields)

    def release(self, coord: Coord) -> None:
        self.drag(coord)
        painted = self.key is not None and type(self) is BrushTool and self.host.paint_kind == "adventure"
        self.key, self.last = None, None
        if painted:  # a new adventure area: its name and value inline (`area_popup`)
            self.host.offer_new_area(self.first)

    def cancel(self) -> None:
        self.key, self.last = None, None


class EraserTool(BrushTool):
    eraser = True


class StampTool(BrushTool):
    """Tiled's stamp brush: the copied fields (Ctrl+C) are painted, top-left on each field the stroke
    crosses; the copy follows the pointer as a preview. One stroke is one undo step."""

    def hover(self, coord: Coord) -> None:
        clip, item = self.host.clip, self.host.item
        old = set(item.preview)
        item.preview = {} if clip is None else {
            target: clip.codes()[source] for source, target in restructure.placed(self.host.board, clip, coord).items()}
        item.update_fields(old | set(item.preview))

    def _paint(self, fields: list[Coord]) -> None:
        clip = self.host.clip
        if clip is None:
            return
        codes = clip.codes()
        painted: dict[Coord, str] = {}
        for anchor in fields:
            for source, target in restructure.placed(self.host.board, clip, anchor).items():
                painted[target] = codes[source]
        self.host.editing.paint(painted, "Stamp fields", self.key)

    def cancel(self) -> None:
        super().cancel()
        Tool.cancel(self)


class RandomTool(BrushTool):
    """Paint each field with a colour drawn from the pool's tiles in proportion (the view's seeded
    generator: the same strokes on a fresh view paint the same fields). Mirrored fields get their
    source's colour, so a symmetric isle stays symmetric."""

    def _paint(self, fields: list[Coord]) -> None:
        kinds, weights = self.host.random_weights()
        board, host = self.host.board, self.host
        painted: dict[Coord, str] = {}
        for coord in fields:
            if not board.inside(coord):
                continue
            code = board.code_of(host.rng.choices(kinds, weights)[0])
            for image in shapes.mirrored(board.grid, [coord], host.symmetry, board.width, board.height):
                painted.setdefault(image, code)
        self.host.editing.paint(painted, "Paint at random", self.key)


class FillTool(Tool):
    """Flood the connected fields of the clicked kind with the paint kind."""

    def press(self, coord: Coord, shift: bool = False) -> None:
        region = shapes.flood(self.host.board, coord)
        code = self.code()
        if code and region and self.host.board.code(coord) != code:
            self.host.editing.paint({c: code for c in self.symmetric(region)}, f"Fill {self.kind_label()}")


class RectangleTool(Tool):
    """Drag a rectangle of fields; it is painted on release."""

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.start: Coord | None = None

    def _fields(self, coord: Coord) -> list[Coord]:
        return self.symmetric(shapes.rectangle(self.host.board, self.start, coord))

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.start = coord
        self.drag(coord)

    def drag(self, coord: Coord) -> None:
        if self.start is None:
            return
        item = self.host.item
        old = set(item.preview)
        item.preview = {c: self.code() for c in self._fields(coord)}
        item.update_fields(old | set(item.preview))

    def release(self, coord: Coord) -> None:
        if self.start is None:
            return
        fields = self._fields(coord)
        self.start = None
        self.cancel()
        code = self.code()
        if not code:
            return
        self.host.editing.paint({c: code for c in fields}, f"Paint rectangle of {self.kind_label()}")

    def cancel(self) -> None:
        self.start = None
        super().cancel()


class SelectTool(Tool):
    """Click, shift-click and rubber-band selection; dragging a selected field moves the selection."""

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.start: Coord | None = None
        self.moving = False
        self.current: Coord | None = None
        self.shift = False

    grabbed: tuple | None = None  # a token or link end being dragged (`objects`)

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.start, self.current, self.shift = coord, coord, shift
        point = self.host.press_point
        self.grabbed = self.host.item.object_at(point) if point is not None and not shift else None
        self.moving = coord in self.host.selection and not shift and self.grabbed is None

    def drag(self, coord: Coord) -> None:
        if self.start is None or coord == self.current:
            return
        self.current = coord
        host, item = self.host, self.host.item
        old = set(item.preview)
        if self.grabbed is not None:
            item.preview = {coord: None} if host.board.inside(coord) else {}
        elif self.moving:
            board = host.board
            item.preview = {shapes.translate(board.grid, c, self.start, coord): board.code(c)
                            for c in host.selection if board.code(c) != "."}
        else:
            item.preview = {c: None for c in shapes.rectangle(host.board, self.start, coord)}
        item.update_fields(old | set(item.preview))

    def release(self, coord: Coord) -> None:
        if self.start is None:
            return
        self.drag(coord)
        start, host = self.start, self.host
        self.start = None
        super().cancel()
        if self.grabbed is not None:
            grabbed, self.grabbed = self.grabbed, None
            objects.move_object(host, grabbed, coord)
            return
        if self.moving:
            if coord == start:  # a click on a selected field selects just that field
                self.click(coord)
                return
            moved = restructure.move_fields(host.editing, host.selection, start, coord)
            if moved:
                host.set_selection(list(moved.values()), focus=coord)
            return
        if coord == start:
            self.click(coord)
            return
        fields = shapes.rectangle(host.board, start, coord)
        host.set_selection((set(host.selection) | fields) if self.shift else fields, focus=coord)

    def click(self, coord: Coord) -> None:
        host = self.host
        if not host.board.inside(coord):
            if not self.shift:
                host.set_selection([])
            return
        if self.shift:
            chosen = set(host.selection) ^ {coord}
            host.set_selection(chosen, focus=coord if coord in chosen else None)
        else:
            host.set_selection([coord], focus=coord)

    def cancel(self) -> None:
        self.start = None
        super().cancel()


class PasteTool(Tool):
    """A copied stamp follows the pointer; a click pastes it there (Escape cancels)."""

    def __init__(self, host: MapView, clip: restructure.Clip) -> None:
        super().__init__(host)
        self.clip = clip

    def hover(self, coord: Coord) -> None:
        item = self.host.item
        old = set(item.preview)
        codes = self.clip.codes()
        item.preview = {target: codes[source] for source, target in restructure.placed(self.host.board, self.clip, coord).items()}
        item.update_fields(old | set(item.preview))

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.cancel()
        self.host.paste(coord, self.clip)


class LinkTool(Tool):
    """Drag from one field to another: a new link between them (one undo step)."""

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.start: Coord | None = None

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.start = coord
        self.drag(coord)

    def drag(self, coord: Coord) -> None:
        if self.start is None:
            return
        item = self.host.item
        old = set(item.preview)
        item.preview = {c: None for c in (self.start, coord) if self.host.board.inside(c)}
        item.update_fields(old | set(item.preview))

    def release(self, coord: Coord) -> None:
        start = self.start
        self.cancel()
        if start is not None:
            objects.add_link(self.host, start, coord)

    def cancel(self) -> None:
        self.start = None
        super().cancel()


class LandingTool(Tool):
    """Press on a sea field to toggle whether a ship may land there; drag to do the same to more (one step)."""

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.landing: bool | None = None  # what the stroke makes of the fields: the opposite of the first one's
        self.fields: list[Coord] = []

    def press(self, coord: Coord, shift: bool = False) -> None:
        if not landing.is_sea(self.host, coord):
            return
        self.landing = not self.host.board.landing(coord)
        self.fields = []
        self.drag(coord)

    def drag(self, coord: Coord) -> None:
        if self.landing is None or not landing.is_sea(self.host, coord) or coord in self.fields:
            return
        self.fields.append(coord)
        item = self.host.item
        item.preview = {c: None for c in self.fields}
        item.update_fields(set(self.fields))

    def release(self, coord: Coord) -> None:
        fields, target = self.fields, self.landing
        self.cancel()
        if target is not None:
            landing.set_landing(self.host, fields, target)

    def cancel(self) -> None:
        self.landing, self.fields = None, []
        super().cancel()


class SwapTool(Tool):
    """Drag a field onto another: the two trade codes, and a marker (a start area) goes with its field."""

    def __init__(self, host: MapView) -> None:
        super().__init__(host)
        self.start: Coord | None = None

    def press(self, coord: Coord, shift: bool = False) -> None:
        self.start = coord if self.host.board.inside(coord) else None
        self.drag(coord)

    def drag(self, coord: Coord) -> None:
        if self.start is None:
            return
        item = self.host.item
        old = set(item.preview)
        item.preview = {c: None for c in (self.start, coord) if self.host.board.inside(c)}
        item.update_fields(old | set(item.preview))

    def release(self, coord: Coord) -> None:
        start = self.start
        self.cancel()
        if start is not None:
            markers.swap(self.host.editing, start, coord)

    def cancel(self) -> None:
        self.start = None
        super().cancel()


class MarkerTool(Tool):
    """A click places one marker there (a seat's start area: "Start: red"), one undo step (`markers.place`)."""

    def __init__(self, host: MapView, index: int) -> None:
        super().__init__(host)
        self.index = index  # which of the board's markers (`Board.markers`)

    def placed(self) -> Placed | None:
        markers_ = self.host.board.markers
        return markers_[self.index] if 0 <= self.index < len(markers_) else None

    def press(self, coord: Coord, shift: bool = False) -> None:
        placed = self.placed()
        if placed is not None and markers.place(self.host.editing, placed, coord):
            self.host.pointer_selected.emit(placed.pointer)


def make_tool(name: str, host: MapView) -> Tool:
    return {"brush": BrushTool, "stamp": StampTool, "random": RandomTool, "eraser": EraserTool, "fill": FillTool, "rectangle": RectangleTool,
            "select": SelectTool, "link": LinkTool, "landing": LandingTool, "swap": SwapTool}[name](host)
