"""The live tile budget of Isles of Terror's map designer: what the map needs against what the adventure's pool holds.

The generic designer (`editor.map.view.MapView`) shows it through `EditorRuleset.map_budget(board)`:
a panel it refreshes (`refresh(document, workspace)`) when the map's rows, areas or setup change.

The numbers and the verdicts come from the document's ruleset (`Ruleset.tile_budget`: the policy
its `budget/...` checks use; Isles of Terror: `pool_counts`, `colour_verdict`, `bag_verdict` of
`engine/rulesets/isles_of_terror/checks/budget.py`): "over" is red, "tight" orange, and a tooltip
gives the check's message and hint. A ruleset without a tile budget shows none.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from engine.core import ruleset as rulesets

from editor.map import style
from editor.map.board import Board

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
    named = document.value("/ruleset", None)
    policy = rulesets.get(named if isinstance(named, str) else None).tile_budget
    if policy is None:
        return Budget("", False, False, (), Counter())
    need = Counter({colour: board.counts[code] for code, colour in _CODES.items()})
    pool_id = document.value("/setup/area_tiles", "")
    pool_id = pool_id if isinstance(pool_id, str) else ""
    context = getattr(getattr(workspace, "index", None), "context", None)
    pool = context.file("area-tiles", pool_id) if context is not None and pool_id else None
    have, kinds = policy.pool_counts(pool) if pool is not None else (Counter(), Counter())
    lines = []
    for colour in policy.COLOURS:
        if pool is None:
            lines.append(BudgetLine(colour.capitalize(), need[colour], None, "ok"))
            continue
        verdict = policy.colour_verdict(colour, need[colour], have[colour], pool_id)
        lines.append(BudgetLine(colour.capitalize(), need[colour], have[colour], verdict.state, _tooltip(verdict)))
    fixed: Counter = Counter()
    laid: Counter = Counter()  # the bag's cards laid on fixed areas: they cannot be added to the bag
    for coord, index in board.areas.items():
        if board.code(coord) == "f":
            tile = board.entries[index].get("fixed")
            fixed[tile.get("kind", "?") if isinstance(tile, dict) else "?"] += 1
            for kind in policy.BAGS:
                laid[kind] += bool(isinstance(tile, dict) and tile.get(kind))
    for kind, bag in policy.BAGS.items():
        cards = document.value(f"/setup/{bag}", [])
        in_bag = len(cards) if isinstance(cards, list) else 0
        if pool is None:
            continue
        tiles = kinds[kind]
        left = policy.cards_left(context, kind, in_bag + laid[kind]) if context is not None else None
        verdict = policy.bag_verdict(kind, tiles, in_bag, left)
        hint = _tooltip(verdict) or f"The pool has {tiles} {kind} tiles; the bag holds {in_bag} cards."
        hint += f" (A revealed {kind} tile is replaced by a card from the {bag.replace('_', ' ')}.)"
        lines.append(BudgetLine(f"{kind.capitalize()} bag", tiles, in_bag, verdict.state, hint))
    return Budget(pool_id, pool is not None, context is not None, tuple(lines), fixed)


class BudgetPanel(QGroupBox):
    """Per colour and per tile kind: needed / held, red when over."""

    def __init__(self, board: Board | None = None, parent: QWidget | None = None) -> None:
        super().__init__("Tile budget", parent)
        self.board = board  # whose field kinds give the swatches
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

    def refresh(self, document, workspace) -> None:
        """Read the budget of the board (kept fresh by the designer) against the adventure's pool, and show it."""
        self.show_budget(compute_budget(self.board, document, workspace))

    def tile_weights(self) -> dict[str, int | None]:
        """Tiles of each colour in the pool, by kind ("green": 12; None where no pool was found): the
        random brush's weights."""
        budget = getattr(self, "budget", None)
        return {line.label.lower(): line.have for line in budget.lines} if budget is not None else {}

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
                found = self.board.kind_named(line.label.lower()) if self.board is not None else None
                if found is not None:
                    swatch = QLabel()
                    swatch.setPixmap(style.kind_icon(found, self.board.grid).pixmap(14, 14))
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


def _tooltip(verdict) -> str:
    """The problem the budget check reports, as a sentence, then its hint ("" when fine)."""
    if verdict.state == "ok":
        return ""
    return f"{verdict.message[:1].upper()}{verdict.message[1:]}. {verdict.hint}"


def _set(label: QLabel, prop: str, value: str) -> None:
    """Set a label's text, style sheet or tooltip only when it differs (a brush stroke refreshes often)."""
    if getattr(label, prop)() != value:
        getattr(label, "set" + prop[0].upper() + prop[1:])(value)
