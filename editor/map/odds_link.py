"""The combat odds panel opened from the map: which value a field presets, and where the panel opens."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from .board import Board, Coord


def area_odds_preset(board: Board, workspace, coord: Coord) -> tuple[int, bool] | None:
    """(area value, boss?) for a field: an adventure area's tile value; a fixed location's or
    terrain's card value (from the library); another fixed tile's own value. None for fields whose
    value is only known in play (pool colours) and for water."""
    kind = board.kind(tuple(coord))
    if kind not in ("adventure", "fixed"):
        return None
    entry = board.entry(tuple(coord)) or {}
    tile = entry.get("tile") if isinstance(entry.get("tile"), dict) else {}
    fixed = entry.get("fixed") if isinstance(entry.get("fixed"), dict) and kind == "fixed" else {}
    value = tile.get("value")
    card_kind = {"location": "location-cards", "terrain": "terrain-tiles"}.get(fixed.get("kind"))
    if card_kind is not None:
        context = getattr(getattr(workspace, "index", None), "context", None)
        card_id = fixed.get(fixed["kind"])
        card = context.card(card_kind, card_id) if context is not None and isinstance(card_id, str) else None
        face = card.data.get("tile") if card is not None else None
        value = face.get("value") if isinstance(face, dict) else None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        value = 0
    return value, fixed.get("kind") == "boss"


def place_near(panel: QWidget, near: QPoint) -> None:
    """Move a tool window next to a global position, kept inside that screen's available area."""
    screen = QGuiApplication.screenAt(near) or QGuiApplication.primaryScreen()
    at = near + QPoint(24, 24)
    if screen is not None:
        room = screen.availableGeometry()
        size = panel.frameGeometry().size()
        at.setX(max(room.left(), min(at.x(), room.right() - size.width())))
        at.setY(max(room.top(), min(at.y(), room.bottom() - size.height())))
    panel.move(at)
