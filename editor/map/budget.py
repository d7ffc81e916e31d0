"""The live tile budget: what the map needs against what the adventure's pool holds.

The numbers come from the content layer (`pool_counts` of the pool file) and
follow the same limits as the `budget/...` checks: more fields of a colour
than tiles is over budget (red), using every tile of a land colour leaves no
spare (orange), a pool with location or terrain tiles needs cards in that bag.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from engine.content.checks.budget import pool_counts

from . import style
from .board import Board

COLOURS = ("green", "yellow", "red", "sea")
_CODES = {"g": "green", "y": "yellow", "r": "red", "s": "sea"}


@dataclass(frozen=True)
class BudgetLine:
    label: str
    need: int
    have: int | None  # None: no pool to compare with
    state: str  # "ok", "tight" or "over"
    hint: str = ""


@dataclass(frozen=True)
class Budget:
    pool: str  # the pool's id, or "" when the adventure names none
    found: bool
    library: bool  # whether a library was there to look the pool up in
    lines: tuple[BudgetLine, ...]
    fixed: Counter  # fixed tiles on the map by kind


def compute_budget(board: Board, document, workspace) -> Budget:
    need = Counter({colour: board.counts[code] for code, colour in _CODES.items()})
    pool_id = document.value("/setup/area_tiles", "")
    pool_id = pool_id if isinstance(pool_id, str) else ""
    context = getattr(getattr(workspace, "index", None), "context", None)
    pool = context.file("area-tiles", pool_id) if context is not None and pool_id else None
    have, kinds = pool_counts(pool) if pool is not None else (Counter(), Counter())
    lines = []
    for colour in COLOURS:
        if pool is None:
            lines.append(BudgetLine(colour.capitalize(), need[colour], None, "ok"))
            continue
        state = "over" if need[colour] > have[colour] else \
            "tight" if colour != "sea" and need[colour] and need[colour] == have[colour] else "ok"
        hint = {"over": f"Paint {need[colour] - have[colour]} fewer {colour} field(s), or use a larger pool.",
                "tight": f"The map uses every {colour} tile: none is left to replace a failed exploration."}.get(state, "")
        lines.append(BudgetLine(colour.capitalize(), need[colour], have[colour], state, hint))
    fixed: Counter = Counter()
    for coord, index in board.areas.items():
        if board.code(coord) == "f":
            tile = board.entries[index].get("fixed")
            fixed[tile.get("kind", "?") if isinstance(tile, dict) else "?"] += 1
    for kind, bag in (("location", "location_bag"), ("terrain", "terrain_bag")):
        cards = document.value(f"/setup/{bag}", [])
        in_bag = len(cards) if isinstance(cards, list) else 0
        if pool is None:
            continue
        tiles = kinds[kind]
        state = "over" if tiles and not in_bag else "tight" if tiles > in_bag else "ok"
        hint = {"over": f"The pool has {tiles} {kind} tiles but the {bag.replace('_', ' ')} is empty.",
                "tight": f"The pool has {tiles} {kind} tiles but the bag only {in_bag} cards: if more are revealed, the bag runs out."
                }.get(state, f"The pool has {tiles} {kind} tiles; the bag holds {in_bag} cards.")
        hint += f" (A revealed {kind} tile is replaced by a card from the {bag.replace('_', ' ')}.)"
        lines.append(BudgetLine(f"{kind.capitalize()} bag", tiles, in_bag, state, hint))
    return Budget(pool_id, pool is not None, context is not None, tuple(lines), fixed)


class BudgetPanel(QGroupBox):
    """Per colour and per tile kind: needed / held, red when over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Tile budget", parent)
        self.setObjectName("map-budget")
        outer = QVBoxLayout(self)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        outer.addWidget(self.caption)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setColumnStretch(1, 1)
        outer.addLayout(self.grid)
        self.footer = QLabel()
        self.footer.setWordWrap(True)
        outer.addWidget(self.footer)
        self.cells: dict[str, tuple[QLabel, QLabel]] = {}
        self.budget: Budget | None = None

    def show_budget(self, budget: Budget) -> None:
        self.budget = budget
        self.caption.setText(f"Needed by the map / held by the pool <b>{budget.pool}</b>; "
                             "a bag needs a card for each such tile of the pool" if budget.found else
                             "Map needs (no library open to compare with the pool)" if not budget.library else
                             f"Map needs (no area-tile pool '{budget.pool}' in the library)" if budget.pool else
                             "Map needs (the adventure names no area-tile pool)")
        if [l.label for l in budget.lines] != list(self.cells):
            while self.grid.count():
                item = self.grid.takeAt(0)
                if item.widget():
                    item.widget().deleteLater()
            self.cells.clear()
            for row, line in enumerate(budget.lines):
                kind = line.label.lower()
                if kind in style.FILL:
                    swatch = QLabel()
                    swatch.setPixmap(style.kind_icon(kind).pixmap(14, 14))
                    self.grid.addWidget(swatch, row, 0)
                name = QLabel(line.label)
                value = QLabel()
                value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(name, row, 1)
                self.grid.addWidget(value, row, 2)
                self.cells[line.label] = (name, value)
        for line in budget.lines:
            name, value = self.cells[line.label]
            _set(value, "text", f"{line.need} / {line.have}" if line.have is not None else str(line.need))
            colour = {"over": "#d0201b", "tight": "#c06a00"}.get(line.state)
            css = f"color: {colour}; font-weight: bold;" if colour else ""
            for label in (name, value):
                _set(label, "styleSheet", css)  # restyling is slow: only when the state changes
                _set(label, "toolTip", line.hint)
        fixed = ", ".join(f"{n} {k}" for k, n in sorted(budget.fixed.items()))
        _set(self.footer, "text", f"Fixed tiles on the map: {fixed}" if fixed else "")
        self.footer.setHidden(not fixed)

    def text(self) -> str:
        """The budget as the panel shows it, one line per row (for tests and the status bar)."""
        if self.budget is None:
            return ""
        return "\n".join(f"{l.label}: {l.need}" + (f"/{l.have}" if l.have is not None else "") + ("" if l.state == "ok" else f" {l.state}")
                         for l in self.budget.lines)


def _set(label: QLabel, prop: str, value: str) -> None:
    """Set a label's text, style sheet or tooltip only when it differs (a brush stroke refreshes often)."""
    if getattr(label, prop)() != value:
        getattr(label, "set" + prop[0].upper() + prop[1:])(value)
