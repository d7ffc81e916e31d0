"""Where the combat odds panel opened from the map appears (which value a field presets is the ruleset's:
`editor.rulesets`, `odds_preset`)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


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
