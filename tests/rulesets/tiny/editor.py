"""The coin race's editor parts (`EditorRuleset`): its playtest board, the line above it, a card per pawn,
the log's prose, its tabs and its printed sheet. Found through the `isleforge.editor_rulesets` entry point
(`tiny = tiny.editor:EDITOR_RULESET`), never named by a generic file.

The board is drawn with the boards' shared drawing (`editor.board`: a square `Layout`, one `FieldsItem`,
the `ZoomView`) in the colours of the ruleset's field kinds, the ones the map designer paints with; the
adventure opens on the generic map designer (`editor.map.view.MapView`), a form made from its schema
and its YAML; the sheet is a cover, the map picture of the generic export and a table of the race.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from editor.board.fields_item import FieldsItem
from editor.board.layout import Layout
from editor.board.zoom_view import ZoomView
from editor.rulesets import EditorRuleset

from .model import FIELD_KINDS

COLOURS = {kind.code: QColor(kind.colour) for kind in FIELD_KINDS}
PAWNS = {"red": QColor("#c9353e"), "blue": QColor("#2f62c9"), "green": QColor("#2e9b45"), "yellow": QColor("#e0b400")}


class CoinField(FieldsItem):
    """Every field of the race: coins still on the board, the pawns, what may be clicked."""

    def __init__(self, view: CoinBoard, layout: Layout) -> None:
        super().__init__(layout)
        self.view = view

    def paint(self, painter: QPainter, option, widget=None) -> None:
        state = self.view.state
        if state is None:
            return
        adventure = state.game.adventure
        for row in range(adventure.height):
            for col in range(adventure.width):
                field = (col, row)
                painter.setPen(QPen(QColor("#333333"), 1))
                painter.setBrush(COLOURS["c" if field in state.coins else "."])
                painter.drawPolygon(self.polygon(field))
                if field in self.view.clickable or field == self.view.selected:
                    painter.setPen(QPen(QColor("#1b5fd1"), 3))
                    painter.drawPolygon(self.polygon(field))
        for seat, field in enumerate(state.positions):
            rect = self.layout.field_rect(tuple(field), grow=0.0)
            painter.setPen(QPen(QColor("#111111"), 1))
            painter.setBrush(PAWNS.get(state.game.pawns[seat], QColor("#555555")))
            painter.drawEllipse(rect.center(), 10 + 2 * seat, 10 + 2 * seat)


class CoinBoard(ZoomView):
    area_clicked = Signal(object)  # (column, row)
    figure_clicked = Signal(object, str, int)  # coord, "pawn", seat

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self.state = None
        self.clickable: frozenset = frozenset()
        self.selected = None
        self.fields: CoinField | None = None

    def show_state(self, state) -> None:
        self.state = state
        adventure = state.game.adventure
        if self.fields is None:
            self.fields = CoinField(self, Layout("square", adventure.width, adventure.height))
            self.scene().addItem(self.fields)
        self.fields.update()

    def set_clickable(self, coords) -> None:
        self.clickable = frozenset(tuple(c) for c in coords or ())

    def select_area(self, coord) -> None:
        self.selected = tuple(coord) if coord is not None else None

    def fit_rect(self) -> QRectF:
        return self.scene().itemsBoundingRect()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if self.fields is not None and event.button() == Qt.MouseButton.LeftButton:
            self.area_clicked.emit(self.fields.layout.field_at(self.mapToScene(event.position().toPoint())))


class RaceStatus(QLabel):
    """Round, whose turn and the roll, in one line."""

    def show_state(self, state) -> None:
        self.setText("The race is over." if state.is_terminal() else
                     f"round {state.round}: {state.game.pawns[state.seat]} rolled {state.roll}; "
                     f"{len(state.coins)} coins left")


class PawnCards(QWidget):
    """One line per pawn: its coins (the coin race has no action fields nor cards: the signals never fire)."""

    field_clicked = Signal(int, int)
    card_clicked = Signal(int, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.lines: list[QLabel] = []
        self.setLayout(QVBoxLayout())

    def show_state(self, state, human_seats, clickable_fields=None, clickable_cards=None) -> None:
        while len(self.lines) < state.game.num_players:
            self.lines.append(QLabel(self))
            self.layout().addWidget(self.lines[-1])
        for seat, line in enumerate(self.lines):
            line.setText(f"{state.game.pawns[seat]}: {state.taken[seat]} coins")


class TinyEditor(EditorRuleset):
    id = "tiny"
    important_kinds = frozenset({"coin", "end"})
    chance_kinds = frozenset({"roll"})
    score_name = "Coins"

    def board_view(self, parent=None) -> CoinBoard:
        return CoinBoard(parent)

    def game_status(self, parent=None) -> RaceStatus:
        return RaceStatus(parent)

    def player_boards(self, parent=None) -> PawnCards:
        return PawnCards(parent)

    def narrate(self, event, game) -> str:
        who = game.pawns[event.player] if 0 <= event.player < len(game.pawns) else "the race"
        sentences = {"roll": lambda d: f"{who} rolls {d['die']}.", "move": lambda d: f"{who} moves {d['direction']}.",
                     "coin": lambda d: f"{who} takes a coin ({d['coins']} now).",
                     "end": lambda d: f"The race ends: {d['condition'].replace('-', ' ')}."}
        return sentences[event.kind](event.data)

    def seat_colours(self, game) -> list[str]:
        return [PAWNS[p].name() if p in PAWNS else "#555555" for p in game.pawns]

    def position_text(self, state) -> str:
        return f"Round {state.round}"

    def views(self, kind):
        """An adventure opens on its board in the generic map designer, then a form from its schema, then YAML."""
        from editor.app.yaml_view import YamlView
        from editor.forms.schema_form import SchemaForm
        from editor.map.view import MapView

        text = ("YAML", lambda document, workspace: YamlView(document=document))
        if kind != "adventure":
            return [text]
        return [("Board", MapView), ("Race", lambda document, workspace: SchemaForm(document, workspace)), text]

    # -- print hooks --
    def print_sheet(self, printable, players: int, mode: str | None):
        """Cover, the map of the generic export (drawn from `field_kinds` and `map_rows`), the race's numbers."""
        from editor.export.html_parts import cover, e, row, table
        from editor.export.map_image import MapPicture
        from editor.export.sheet import Part

        race = printable.adventure
        facts = f"<i>version {e(race.version)}</i> · {players} players · {e(', '.join(race.modes))}"
        key = "Key: " + "; ".join(f"{k.code if k.code != '.' else 'a dot'}, {k.name}" for k in FIELD_KINDS) + "."
        rows = [row("Board", e(f"{race.width} × {race.height} fields, {len(race.coins)} coins")),
                row("Pawns", e(", ".join(f"{p} starts on {list(s)}" for p, s in zip(race.pawns[:players], race.starts,
                                                                                       strict=False)))),
                row("Die", e(f"1 to {race.die}")), row("Rounds", e(str(race.turns)))]
        return Part(race.title, cover(race.title, facts, "Roll, move, take the coin you stop on.", key),
                    MapPicture(printable), "<h2>The race</h2>" + table(rows))


EDITOR_RULESET = TinyEditor()
