"""The map designer: the board of any ruleset, its tools, the selection's properties and the tile budget.

The board is the document's ruleset's (`Ruleset.grid`, `Ruleset.map_kinds()`, `Ruleset.map_rows`): its
field kinds are the palette, the toolbar's kinds and the legend; its markers (a seat's start area)
have a tool each. Which tools and panels fit the ruleset's adventures is its editor side's
(`EditorRuleset.map_tools`, `map_features`, `board_sizes`): Isles of Terror's areas, links,
progress tokens, landing and tile budget are shown only where they are features.

The view renders the document and writes through commands; it keeps only
view state (tool, paint kind, symmetry, selection, zoom). It refreshes from
the pointers of the document's `changed` signal, repainting only the fields
that changed, and marks the fields the workspace's diagnostics point at.

When the balance dashboard has run the adventure, its heat map (`editor.board.heat`) can be
overlaid per measure (Heat map box in the side panel; an item above the board, `heat_overlay.py`).
The context menu of a field opens the combat odds panel of the adventure's ruleset (`editor.rulesets`)
preset to the field's area value.

What a Tiled user looks for has its own small module: the toolbars (`toolbars.py`), the tile palette
(`palette.py`), layers to show or hide (`layers.py`), the undo history (`history.py`), the minimap
(`minimap.py`), tokens and links dragged on the map (`objects.py`) and a new adventure area named
where it is painted (`area_popup.py`); the side panel holds them, in a scroll area, at any width.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from collections.abc import Iterable

from PySide6.QtCore import SIGNAL, QPoint, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QBoxLayout,
    QGroupBox,
    QMenu,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor import rulesets as editor_rulesets
from editor import views
from editor.board.heat import heat_store
from engine.content.diagnostics import split_pointer
from engine.core.errors import EngineError

from . import objects, odds_link, restructure, shapes, toolbars
from .board import Board, Coord, coord_of
from .legend import MapLegend
from .board_item import BoardItem
from .board_view import BoardView
from .history import HistoryPanel
from .landing import LandingLegend
from .layers import LAYERS, LayersPanel
from .area_popup import AreaPopup
from .minimap import Minimap
from .palette import TilePalette
from .editing import MapEditing
from .heat_overlay import HeatOverlay, HeatPanel
from .problems import field_problems
from .properties import PropertiesPanel
from .toolbars import SYMMETRY_LABELS
from .tools import TOOLS, MarkerTool, PasteTool, Tool, make_tool

_SHOWABLE = ("/map", "/map/areas", "/map/links", "/map/grid", "/setup/progress_tokens")
RANDOM_SEED = 1758
RANDOM_KINDS = ("green", "yellow", "red", "sea")  # Isles of Terror's pool colours; another ruleset: its kinds
_ITEM = re.compile(r"^(/map/areas|/map/links|/setup/progress_tokens)/(\d+)(/.*)?$")


class MapView(QWidget):
    pointer_selected = Signal(str)  # the user selected a field: its areas entry, or its row
    coordinates = Signal(str)  # the field under the pointer, for the status bar ("" when off the board)
    edit_rules = Signal(str)  # "Edit rules…" on an adventure area: the pointer of its rules list

    clip: restructure.Clip | None = None  # shared by every map view: copy in one adventure, paste in another

    def __init__(self, document, workspace=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("map-view")
        self.document, self.workspace = document, workspace
        self.board = Board.from_document(document)
        try:
            parts = editor_rulesets.for_document(document)
        except EngineError:  # a ruleset without editor parts: the generic designer's defaults
            parts = editor_rulesets.EditorRuleset()
        self.tool_names = tuple(t for t in parts.map_tools if t in TOOLS) or ("brush", "select")
        self.features = parts.map_features
        self.board_sizes = dict(parts.board_sizes)
        self.editing = MapEditing(document, self.board)
        self.item = BoardItem(self.board)
        self.item.layers &= self.shown_layers()
        self.selection: set[Coord] = set()
        self.paint_kind = self._first_kind()
        self.symmetry = "none"
        self.rng = random.Random(RANDOM_SEED)  # the random brush's draws: the same strokes paint the same fields
        self._tool_name = self.tool_names[0]
        self.tool_object: Tool = make_tool(self._tool_name, self)
        self._hovered: Coord | None = None
        self.press_point = None  # the scene point of the last press on the board (tools grab tokens and links there)
        self.board_view = BoardView(self)
        self.minimap = Minimap(self.board_view)
        self.area_popup = AreaPopup(self.board_view)
        self.area_popup.committed.connect(self._name_new_area)
        self.heat_overlay = HeatOverlay(self.item)
        self.board_view.scene().addItem(self.heat_overlay)
        self.heat_panel = HeatPanel()
        self.heat_panel.measure_changed.connect(lambda _m: self._show_heat())
        self.odds_panel = None  # the combat odds panel last opened from this map
        self.properties = PropertiesPanel(self._apply_properties)
        self.properties.can_edit_rules = lambda: self.receivers(SIGNAL("edit_rules(QString)")) > 0
        self.properties.rules_requested.connect(self.edit_rules)
        self.budget = parts.map_budget(self.board)  # the ruleset's component budget, or None
        self.palette = TilePalette(tuple(self.board.field_kinds.values()), self.board.grid)
        self.palette.chosen.connect(self.choose_kind)
        self.legend = MapLegend(self.board)
        self.markers_box = QGroupBox("Start areas")
        self.markers_box.setObjectName("map-markers")
        self.markers_layout = QVBoxLayout(self.markers_box)
        self._marker_labels: tuple | None = None  # the markers the tools were built for
        self.layers_panel = LayersPanel(self.shown_layers())
        self.layers_panel.toggled.connect(self.set_layer)
        self.landing_legend = LandingLegend()
        self.history = HistoryPanel(document.undo_stack)
        self._build()
        document.changed.connect(self._on_changed)
        if workspace is not None:
            workspace.diagnostics_changed.connect(self.refresh_problems)
            context = getattr(getattr(workspace, "index", None), "context", None)
            if context is not None:
                self.properties.set_card_ids(sorted(set(context.card_ids("location-cards")) | set(context.card_ids("terrain-tiles"))))
        self.refresh_budget()
        self.refresh_problems()
        self._update_size_label()
        heat_store().changed.connect(self._on_heat_changed)
        self._on_heat_changed(document.path)

    # -- layout --------------------------------------------------------------------------
    def _build(self) -> None:
        toolbars.build(self)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        tiles = QGroupBox("Tiles")
        QVBoxLayout(tiles).addWidget(self.palette)
        side_layout.addWidget(tiles)
        side_layout.addWidget(self.markers_box)
        side_layout.addWidget(self.heat_panel)
        side_layout.addWidget(self.properties)
        side_layout.addWidget(self.layers_panel)
        side_layout.addWidget(self.landing_legend)
        side_layout.addWidget(self.legend)
        overview = QGroupBox("Overview")
        QVBoxLayout(overview).addWidget(self.minimap)
        side_layout.addWidget(overview)
        if self.budget is not None:
            side_layout.addWidget(self.budget)
        side_layout.addWidget(self.history)
        self.properties.setVisible("areas" in self.features)
        self.landing_legend.setVisible("landing" in self.features)
        self._build_marker_tools()
        side_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(270)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.board_view)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.toolbar_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.toolbar_row.setSpacing(0)
        self.toolbar_row.addWidget(self.toolbar)
        self.toolbar_row.addWidget(self.view_toolbar, 1)
        layout.addLayout(self.toolbar_row)
        layout.addWidget(splitter, 1)
        self.setFocusProxy(self.board_view)
        self.board_view.viewport().setCursor(Qt.CursorShape.CrossCursor)
        self.board_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.board_view.customContextMenuRequested.connect(self._context_menu_requested)

    def set_read_only(self, read_only: bool) -> None:
        """A bundled adventure's map: select, look and copy only (the document refuses edits anyway)."""
        if read_only:
            toolbars.lock(self)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        toolbars.fit(self)

    # -- tools -----------------------------------------------------------------------------
    @property
    def tool(self) -> str:
        return self._tool_name

    @tool.setter
    def tool(self, name: str) -> None:
        if name not in self.tool_names:
            raise ValueError(f"unknown map tool {name!r}; the tools are {', '.join(self.tool_names)}")
        self.tool_object.cancel()
        self._tool_name = name
        self.tool_object = make_tool(name, self)
        self.actions_by_name[f"tool-{name}"].setChecked(True)

    def choose_marker(self, index: int) -> None:
        """The tool that places the board's `index`-th marker (a seat's start area) where the user clicks."""
        self.tool_object.cancel()
        self._tool_name = f"marker-{index}"
        self.tool_object = MarkerTool(self, index)
        self.actions_by_name[f"marker-{index}"].setChecked(True)

    def choose_kind(self, kind: str) -> None:
        """Choose the paint kind; picking a kind while selecting switches to the brush (like Tiled's stamp)."""
        self.paint_kind = kind
        self.actions_by_name[f"kind-{kind}"].setChecked(True)
        self.palette.show_kind(kind)
        if (self.tool in ("select", "eraser", "swap") or self.tool.startswith("marker-")) and "brush" in self.tool_names:
            self.tool = "brush"

    def _first_kind(self) -> str:
        """The kind painted first: Isles of Terror's green, else the first land kind no marker stands on."""
        kinds = list(self.board.field_kinds.values())
        if self.board.kind_named("green") is not None:
            return "green"
        codes = {m.code for m in self.board.format.markers}
        land = [k for k in kinds if k.land and k.code not in codes]
        return (land or kinds)[0].kind if kinds else ""

    def shown_layers(self) -> set[str]:
        """The layers this ruleset's board has: tokens and links only where they are features."""
        return {name for name in LAYERS if name not in ("tokens", "links") or name in self.features}

    def _build_marker_tools(self) -> None:
        toolbars.marker_tools(self)

    def set_symmetry(self, mode: str) -> None:
        if mode not in shapes.SYMMETRIES:
            raise ValueError(f"unknown symmetric mode {mode!r}")
        self.symmetry = mode
        self.actions_by_name[f"symmetry-{mode}"].setChecked(True)
        self.symmetry_button.setText("Mirror" if mode == "none" else SYMMETRY_LABELS[mode])

    @property
    def layers(self) -> set[str]:
        """The layers the board shows (`layers.LAYERS`)."""
        return set(self.item.layers)

    def set_layer(self, name: str, shown: bool) -> None:
        """Show or hide one layer of the board (view state: the document does not change)."""
        if name not in LAYERS:
            raise ValueError(f"unknown map layer {name!r}; the layers are {', '.join(LAYERS)}")
        if shown:
            self.item.layers.add(name)
        else:
            self.item.layers.discard(name)
        self.layers_panel.show_layer(name, shown)
        self.item.update()
        if name == "heat":
            self._show_heat()

    def cycle_symmetry(self) -> None:
        modes = shapes.SYMMETRIES
        self.set_symmetry(modes[(modes.index(self.symmetry) + 1) % len(modes)])

    def stroke(self, coords: list[Coord], shift: bool = False) -> None:
        """Drive the current tool through a press, moves and a release (what a mouse drag does)."""
        coords = [tuple(c) for c in coords]
        self.press_point = None  # no pointer: nothing is grabbed by its disc
        self.tool_object.press(coords[0], shift)
        for coord in coords[1:]:
            self.tool_object.drag(coord)
        self.tool_object.release(coords[-1])

    def random_weights(self) -> tuple[list[str], list[int]]:
        """The random brush's colours and their weights: the tiles of each colour in the adventure's
        area-tile pool (equal weights when the pool is unknown or holds none)."""
        have = self.budget.tile_weights() if self.budget is not None else {}
        kinds = [k for k in RANDOM_KINDS if self.board.kind_named(k) is not None] or \
            [k.kind for k in self.board.field_kinds.values() if k.terrain != "empty"]
        weights = [have.get(kind) or 0 for kind in kinds]
        return kinds, weights if any(weights) else [1] * len(kinds)

    def offer_new_area(self, coord: Coord) -> None:
        """A stroke painted an adventure field that has no entry yet: ask its name and value on the spot."""
        if not self.board.inside(coord) or self.board.kind(coord) != "adventure" or self.board.entry(coord):
            return
        taken = {str(e.get("id")) for e in self.document.value("/map/areas", []) or [] if isinstance(e, dict) and e.get("id")}
        where = self.board_view.mapFromScene(self.item.layout.centre(coord))
        self.area_popup.open_at(coord, where, taken)

    def _name_new_area(self, coord: Coord, values: dict) -> None:
        self.editing.set_area_values([coord], values, "Name adventure area")
        self.set_selection([coord], focus=coord)

    def escape(self) -> None:
        if isinstance(self.tool_object, PasteTool):
            self.tool = "select"
        elif self.selection:
            self.set_selection([])

    # -- selection -------------------------------------------------------------------------
    def set_selection(self, coords: Iterable[Coord], focus: Coord | None = None) -> None:
        old = self.selection
        self.selection = {c for c in coords if self.board.inside(c)}
        self.item.selection = self.selection
        self.item.update_fields(old | self.selection)
        self.properties.show_selection(self.board, sorted(self.selection, key=lambda c: (c[1], c[0])))
        if focus is not None and self.board.inside(focus):
            self.pointer_selected.emit(self.pointer_of(focus))

    def select_all(self) -> None:
        self.set_selection([c for c in self.board.fields() if self.board.code(c) != self.board.blank])

    def pointer_of(self, coord: Coord) -> str:
        index = self.board.areas.get(coord)
        return f"/map/areas/{index}" if index is not None else self.board.format.row_pointer(coord[1])

    def select_pointer(self, pointer: str) -> bool:
        """Select the field(s) a JSON pointer names and show them; False for pointers the map cannot show."""
        rows_pointer = self.board.rows_pointer
        if pointer in _SHOWABLE or pointer == rows_pointer:
            return True
        tokens = split_pointer(pointer)
        if len(tokens) >= 4 and tokens[:2] == ["map", "areas"] and tokens[3] == "rules":
            return False  # inside an area's rules: the rule editor shows it better than a hex

        fields: list[Coord] = []
        row_token = pointer[len(rows_pointer) + 1:].split("/")[0] if pointer.startswith(rows_pointer + "/") else ""
        placed = next((p for p in self.board.markers if pointer == p.pointer or pointer.startswith(p.pointer + "/")), None)
        if row_token.isdigit():
            row = int(row_token)
            if not 0 <= row < self.board.height:
                return False
            fields = [(c, row) for c in range(self.board.width)]
        elif placed is not None:
            fields = [placed.at] if placed.at is not None else []
        else:
            match = _ITEM.match(pointer)
            if not match:
                return False
            section, index = match.group(1), int(match.group(2))
            items = self.document.value(section, [])
            item = items[index] if isinstance(items, list) and index < len(items) and isinstance(items[index], dict) else None
            if item is None:
                return False
            if section == "/map/links":
                ends = item.get("between") if isinstance(item.get("between"), list) else []
                fields = [c for c in (coord_of(e) for e in ends) if c is not None]
            else:
                at = coord_of(item.get("at"))
                fields = [at] if at is not None else []
        fields = [c for c in fields if self.board.inside(c)]
        if not fields:
            return False
        self.set_selection(fields)
        rect = self.item.layout.field_rect(fields[0])
        for coord in fields[1:]:
            rect = rect.united(self.item.layout.field_rect(coord))
        self.board_view.ensureVisible(rect, 40, 40)
        return True

    # -- clipboard and structure -------------------------------------------------------------
    def copy(self) -> bool:
        clip = restructure.copy_fields(self.board, self.selection)
        if clip is None:
            return False
        MapView.clip = clip
        fields = clip.codes()
        rows = sorted({r for _, r in fields})
        columns = range(min(c for c, _ in fields), max(c for c, _ in fields) + 1)
        blank, join = self.board.blank, self.board.format.join
        QGuiApplication.clipboard().setText("\n".join(join(fields.get((c, r), blank) for c in columns) for r in rows))
        return True

    def cut(self) -> None:
        if self.copy():
            self.delete_selection()

    def start_paste(self) -> None:
        """Ctrl+V: the copied fields follow the pointer until a click places them."""
        if MapView.clip is None:
            return
        self.tool_object.cancel()
        self.tool_object = PasteTool(self, MapView.clip)
        if self._hovered is not None:
            self.tool_object.hover(self._hovered)

    def paste(self, at: Coord, clip: restructure.Clip | None = None) -> list[Coord]:
        """Paste the copied fields with their top-left corner on ``at`` (one undo step)."""
        clip = clip or MapView.clip
        if clip is None:
            return []
        pasted = restructure.paste_fields(self.editing, clip, tuple(at))
        if isinstance(self.tool_object, PasteTool):
            self.tool = "select"
        self.set_selection(pasted)
        return pasted

    def delete_selection(self) -> None:
        if restructure.delete_fields(self.editing, self.selection):
            self.set_selection(self.selection)

    def move_selection(self, origin: Coord, target: Coord) -> bool:
        moved = restructure.move_fields(self.editing, self.selection, origin, target)
        if moved:
            self.set_selection(moved.values())
        return bool(moved)

    def resize_board(self, edge: str, grow: bool) -> bool:
        return restructure.resize_board(self.editing, edge, grow)

    def resize_to(self, columns: int, rows: int) -> bool:
        """Cut or grow the board to `columns` x `rows` (a size of `board_sizes`), one undo step."""
        return restructure.resize_to(self.editing, columns, rows)

    def _apply_properties(self, values: dict, text: str) -> None:
        if self.selection:
            self.editing.set_area_values(sorted(self.selection, key=lambda c: (c[1], c[0])), values, text)

    # -- following the document -------------------------------------------------------------
    def _on_changed(self, pointers: list[str]) -> None:
        board, document = self.board, self.document
        full, rows, areas, links, tokens, budget, marks = False, set(), False, False, False, False, False
        rows_pointer = board.rows_pointer
        parents = {rows_pointer.rsplit("/", i)[0] or "" for i in range(1, rows_pointer.count("/") + 1)}
        marker_lists = tuple(m.list_pointer for m in board.format.markers)
        for pointer in pointers:
            if pointer in ("", "/map", "/map/grid", "/ruleset", rows_pointer) or pointer in parents:
                full = True
            elif pointer.startswith(rows_pointer + "/"):
                token = pointer[len(rows_pointer) + 1:].split("/")[0]
                if token.isdigit() and int(token) < board.height:
                    rows.add(int(token))
                else:
                    full = True
            elif marker_lists and pointer.startswith(marker_lists):
                marks = True
            elif pointer.startswith("/map/areas"):
                areas = True
            elif pointer.startswith("/map/links"):
                links = True
            elif pointer == "/setup" or pointer.startswith("/setup/progress_tokens"):
                tokens = budget = True
            elif pointer.startswith("/setup/"):
                budget = True
        if full:
            size = (board.grid, board.width, board.height)
            board.read_all(document)
            if (board.grid, board.width, board.height) != size:
                self.item.relayout()
                self.heat_overlay.relayout()
                self.board_view.update_scene_rect()
                self.minimap.refit()
                self._update_size_label()
            self.item.update()
            self.heat_overlay.update()
            self.set_selection(self.selection)
            self.legend.show_board()
            self._build_marker_tools()
        else:
            changed: set[Coord] = set()
            width = board.width
            for row in rows:
                changed |= board.read_row(row, document.value(board.format.row_pointer(row), ""))
            if board.width != width:
                self.item.relayout()
                self.heat_overlay.relayout()
                self.board_view.update_scene_rect()
                self.minimap.refit()
                self._update_size_label()
            if areas:
                changed |= board.read_areas(document)
            if links:
                board.read_links(document)
                self.item.update()
            if tokens:
                board.read_tokens(document)
                self.item.update()
            if marks:
                changed |= board.read_markers(document)
                self.legend.show_board()
                self._build_marker_tools()
            self.item.update_fields(changed)
            self.heat_overlay.update_fields(changed)
            if changed & self.selection or areas:
                self.properties.show_selection(self.board, sorted(self.selection, key=lambda c: (c[1], c[0])))
        if full or rows or areas or budget:
            self.refresh_budget()

    def refresh_budget(self) -> None:
        if self.budget is not None:
            self.budget.refresh(self.document, self.workspace)

    def refresh_problems(self) -> None:
        if self.workspace is None:
            return
        diagnostics = [d for d in self.workspace.diagnostics_for(self.document.path, notes=False)
                       if d.pointer.startswith(("/map/", "/setup/progress_tokens/", self.board.rows_pointer + "/"))
                       or any(d.pointer.startswith(p.pointer) for p in self.board.markers)]
        marks = field_problems(diagnostics, self.board, self.document.text()) if diagnostics else {}
        old = set(self.item.problems)
        self.item.problems = marks
        self.item.update_fields(old | set(marks))

    def _update_size_label(self) -> None:
        size = f"{self.board.width} × {self.board.height} {self.board.grid}"
        self.resize_button.setText(size)
        self.resize_button.setToolTip(f"Board size ({size}): add or remove a row or column at any edge")

    # -- hovering --------------------------------------------------------------------------
    def hover(self, coord: Coord | None) -> None:
        if coord == self._hovered:
            return
        self._hovered = coord
        self.coordinates.emit(self.board.describe(coord) if coord is not None and self.board.inside(coord) else "")
        if coord is not None:
            self.tool_object.hover(coord)

    def tooltip(self, coord: Coord) -> str:
        if not self.board.inside(coord):
            return ""
        lines = []
        heat = self.heat_text(coord)
        if heat:
            lines.append(f"{self.heat_panel.combo.currentText()}: {heat} ({self.heat_overlay.heat.label})")
        problems = self.item.problems.get(coord)
        if problems:
            lines.extend(problems[1])
        return self.board.describe(coord) + "\n" + "\n".join(lines) if lines else ""

    # -- heat map of the last balance run ------------------------------------------------------
    def _on_heat_changed(self, path) -> None:
        if Path(path).resolve() == self.document.path.resolve():
            self._show_heat()

    def _show_heat(self) -> None:
        heat = heat_store().get(self.document.path)
        self.heat_panel.setVisible(heat is not None)
        shown = heat is not None and "heat" in self.item.layers
        self.heat_overlay.show_heat(heat if shown else None, self.heat_panel.measure() if shown else None)
        self.board_view.update_scene_rect()
        self.heat_panel.show_legend(heat, self.heat_overlay.scale())

    @property
    def heat_measure(self) -> str | None:
        """The measure overlaid on the board (None: off, or no heat map for this adventure)."""
        return self.heat_overlay.measure if self.heat_overlay.isVisible() else None

    def set_heat_measure(self, measure: str | None) -> None:
        """Overlay one measure (explored, conquered, contested, held), or none."""
        self.heat_panel.set_measure(measure)

    def heat_text(self, coord: Coord) -> str:
        """The percentage the heat overlay writes on a field ("" when the overlay is off or has none)."""
        return self.heat_overlay.text(tuple(coord))

    # -- combat odds from the map ------------------------------------------------------------
    def area_odds_preset(self, coord: Coord) -> tuple[int, bool] | None:
        """(area value, boss?) the combat odds panel starts from for a field (the ruleset's `odds_preset`)."""
        return editor_rulesets.for_document(self.document).odds_preset(self.board, self.workspace, coord)

    def context_menu(self, coord: Coord, at: QPoint | None = None) -> QMenu:
        """The context menu of a field (built, not shown); ``at``: where it opens (global)."""
        menu = QMenu(self)
        coord = tuple(coord)
        preset = self.area_odds_preset(coord) if self.board.inside(coord) else None
        land = self.board.inside(coord) and self.board.terrain(coord) == "land"
        offered = editor_rulesets.for_document(self.document).combat_odds is not None
        label = "Combat Odds for This Area…" if preset is not None else "Combat Odds…"
        action = menu.addAction(f"{label}\tCtrl+Shift+K", lambda: self.open_combat_odds(coord, at))
        action.setObjectName("combat-odds")
        action.setEnabled(land and offered)
        if preset is not None:
            action.setStatusTip(f"The exact odds of a fight against this area (value {preset[0]})")
        pointer = self.sweepable_value(coord)
        sweep = menu.addAction("Sweep This Value…", lambda: self.open_sweep(pointer))
        sweep.setObjectName("sweep-value")
        sweep.setEnabled(pointer is not None)
        if pointer is not None:
            sweep.setStatusTip(f"Play variants of {pointer} and apply the fairest")
        if "tokens" in self.features:
            menu.addSeparator()
            objects.add_token_actions(self, menu, coord)
        return menu

    def sweepable_value(self, coord: Coord) -> str | None:
        """The pointer of the number drawn on a field (its area's tile value), None when it has none."""
        for index, area in enumerate(self.document.value("/map/areas") or ()):
            if tuple(area.get("at") or ()) == tuple(coord) and isinstance((area.get("tile") or {}).get("value"), int):
                return f"/map/areas/{index}/tile/value"
        return None

    def open_sweep(self, pointer: str):
        """The balance sweep dialog on this document, preset to `pointer`."""
        self.sweep_dialog = views.open_tool("sweep", self.document, self.workspace, pointer, self)
        return self.sweep_dialog

    def _context_menu_requested(self, position: QPoint) -> None:
        coord = self.board_view.field_at(position)
        if self.board.inside(coord) and coord not in self.selection:
            self.set_selection([coord], focus=coord)
        at = self.board_view.viewport().mapToGlobal(position)
        menu = self.context_menu(coord, at)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        menu.popup(at)

    def open_combat_odds(self, coord: Coord | None = None, near: QPoint | None = None):
        """Open the combat odds panel preset to a field's area (default: the selected field), next to ``near``
        (a global position; default: the field on screen). Returns the panel."""
        open_odds = editor_rulesets.for_document(self.document).combat_odds
        if open_odds is None:  # the adventure's ruleset has no combat odds panel
            return None
        if coord is None:
            chosen = sorted(self.selection, key=lambda c: (c[1], c[0]))
            coord = chosen[0] if len(chosen) == 1 else None
        preset = self.area_odds_preset(coord) if coord is not None else None
        panel = open_odds(self, *(preset or ()))
        if near is None and coord is not None:
            centre = self.board_view.mapFromScene(self.item.layout.centre(coord))
            near = self.board_view.viewport().mapToGlobal(centre)
        if near is not None:
            odds_link.place_near(panel, near)
        self.odds_panel = panel
        return panel


def create_map_view(document, workspace) -> MapView:
    return MapView(document, workspace)
