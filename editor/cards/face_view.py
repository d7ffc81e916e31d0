"""The large face of the selected card, drawn as it prints and edited by clicking on its parts.

The faces and their parts are the ruleset's (`face.Face`, `face.Region`); this widget only scales
them to its size, finds the part under the pointer and asks for its edit: `edit_made(Edit)` (the
catalogue applies it to the document as one undo step). The mouse: a click makes the part's edit
(or opens its picker or spin box), Shift+click its inverse, a right click its right edit or the
context menu. The keyboard: Tab and Shift+Tab move between parts, Space or Return clicks, Backspace
or Minus makes the inverse, the Menu key or Shift+F10 opens the context menu. Hovering a part names
it in a tooltip and in `hovered(text)` (the catalogue's status line).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QLineEdit, QMenu, QSpinBox, QToolTip, QWidget, QWidgetAction

from .face import Edit, Face, Number, Region, Words

GAP_MM = 8.0  # between two faces of one card
LABEL = 16  # pixels above each face for its title


class FaceView(QWidget):
    edit_made = Signal(object)  # an Edit
    hovered = Signal(str)  # the part under the pointer ("" when none)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(300, 260)
        self.faces: list[Face] = []
        self.size_mm = (60.0, 60.0)
        self.regions: list[list[Region]] = []  # per face
        self.focus: tuple[int, int] | None = None  # (face, region) the keyboard works on
        self.hover: tuple[int, int] | None = None
        self.menu: QMenu | None = None  # the open picker, context menu or spin box (tests drive it)
        self.spin: QSpinBox | None = None
        self.line: QLineEdit | None = None

    # -- what is shown ------------------------------------------------------------------------
    def show_faces(self, faces: list[Face], size_mm: tuple[float, float]) -> None:
        keys = self._key(self.focus)
        self.faces, self.size_mm = list(faces), size_mm
        self.regions = [face.regions() for face in self.faces]
        self.focus = self._find(keys) if keys else None
        self.hover = None
        self.update()

    def region(self, key: str, face: int = 0) -> Region | None:
        """The part named `key` of face `face` (tests and the keyboard)."""
        return next((r for r in (self.regions[face] if face < len(self.regions) else []) if r.key == key), None)

    def centre_of(self, key: str, face: int = 0) -> QPoint:
        """Where on the widget the part `key` is (its hit shape's centre)."""
        region = self.region(key, face)
        if region is None:
            raise KeyError(key)
        return self._transform(face).map(region.shape.boundingRect().center()).toPoint()

    # -- geometry -----------------------------------------------------------------------------
    def _scale(self) -> float:
        count = max(1, len(self.faces))
        width_mm = self.size_mm[0] * count + GAP_MM * (count - 1)
        return max(0.5, min((self.width() - 16) / width_mm, (self.height() - 16 - LABEL) / self.size_mm[1]))

    def _transform(self, face: int) -> QTransform:
        scale = self._scale()
        count = max(1, len(self.faces))
        width = (self.size_mm[0] * count + GAP_MM * (count - 1)) * scale
        left = (self.width() - width) / 2 + face * (self.size_mm[0] + GAP_MM) * scale
        top = LABEL + max(8.0, (self.height() - LABEL - self.size_mm[1] * scale) / 2)
        transform = QTransform()
        transform.translate(left, top)
        transform.scale(scale, scale)
        return transform

    def _hit(self, pos: QPointF) -> tuple[int, int] | None:
        for face in range(len(self.faces)):
            inverse, ok = self._transform(face).inverted()
            if not ok:
                continue
            local = inverse.map(QPointF(pos))
            for index, region in enumerate(self.regions[face]):
                if region.shape.contains(local):
                    return face, index
        return None

    def _key(self, at: tuple[int, int] | None) -> tuple[int, str] | None:
        if at is None or at[0] >= len(self.regions) or at[1] >= len(self.regions[at[0]]):
            return None
        return at[0], self.regions[at[0]][at[1]].key

    def _find(self, key: tuple[int, str]) -> tuple[int, int] | None:
        face, name = key
        for index, region in enumerate(self.regions[face] if face < len(self.regions) else []):
            if region.key == name:
                return face, index
        return None

    def _at(self, at: tuple[int, int] | None) -> Region | None:
        return self.regions[at[0]][at[1]] if at is not None and self._key(at) else None

    # -- painting -----------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.fillRect(self.rect(), QColor("#ece6da"))
        if not self.faces:
            painter.setPen(QColor("#6b5a44"))
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), "No card selected")
            return
        font = QFont()
        font.setPixelSize(12)
        for index, face in enumerate(self.faces):
            transform = self._transform(index)
            corner = transform.map(QPointF(0, 0))
            painter.setFont(font)
            painter.setPen(QColor("#3b2a14"))
            width = self.size_mm[0] * self._scale()
            title = painter.fontMetrics().elidedText(face.title, Qt.TextElideMode.ElideRight, int(width))
            painter.drawText(QRectF(corner.x(), corner.y() - LABEL, width, LABEL), int(Qt.AlignmentFlag.AlignLeft), title)
            painter.save()
            painter.setTransform(transform)
            face.paint(painter)
            for which, colour in ((self.hover, "#2a6fdb"), (self.focus if self.hasFocus() else None, "#e07b00")):
                region = self._at(which) if which is not None and which[0] == index else None
                if region is not None:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(QColor(colour), 0.6, Qt.PenStyle.DashLine))
                    painter.drawPath(region.shape)
            painter.restore()

    # -- the mouse ----------------------------------------------------------------------------
    def mouseMoveEvent(self, event) -> None:
        hit = self._hit(event.position())
        if hit != self.hover:
            self.hover = hit
            region = self._at(hit)
            self.hovered.emit(_status(region))
            if region is not None:
                QToolTip.showText(event.globalPosition().toPoint(), region.name, self)
            else:
                QToolTip.hideText()
            self.update()

    def leaveEvent(self, event) -> None:
        self.hover = None
        self.hovered.emit("")
        self.update()

    def mousePressEvent(self, event) -> None:
        hit = self._hit(event.position())
        region = self._at(hit)
        if region is None:
            return
        self.focus = hit
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        global_pos = event.globalPosition().toPoint()
        if event.button() == Qt.MouseButton.RightButton:
            if region.right is not None:
                self.edit_made.emit(region.right)
            else:
                self.open_menu(region, global_pos)
        elif event.button() == Qt.MouseButton.LeftButton:
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self._emit(region.inverse)
            else:
                self.activate(region, global_pos)
        self.update()

    def activate(self, region: Region, global_pos: QPoint | None = None) -> None:
        """What a click on `region` does: its edit, else its picker, else its spin box."""
        where = global_pos if global_pos is not None else self.mapToGlobal(self.rect().center())
        if region.click is not None:
            self.edit_made.emit(region.click)
        elif region.choices:
            self._popup(list(region.choices), where, region.name)
        elif region.number is not None:
            self._spin(region.number, where)
        elif region.words is not None:
            self._line(region.words, where)

    def _emit(self, edit: Edit | None) -> None:
        if edit is not None:
            self.edit_made.emit(edit)

    # -- menus, pickers and the spin box --------------------------------------------------------
    def open_menu(self, region: Region, global_pos: QPoint | None = None) -> QMenu:
        """The context menu of a part: its click, inverse and right edits, then its own entries."""
        from .face import Choice

        entries = [Choice(e.text, e) for e in (region.click, region.inverse, region.right) if e is not None]
        entries += list(region.menu)
        if region.click is None and region.choices:
            entries += list(region.choices)
        return self._popup(entries, global_pos or self.mapToGlobal(self.rect().center()), region.name)

    def _popup(self, entries, where: QPoint, title: str) -> QMenu:
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        header = menu.addAction(title)
        header.setEnabled(False)
        menu.addSeparator()
        for entry in entries:
            action = menu.addAction(entry.label)
            if entry.glyph is not None:
                action.setIcon(_glyph_icon(entry.glyph))
            if entry.checked:
                action.setCheckable(True)
                action.setChecked(True)
            action.triggered.connect(lambda _checked=False, edit=entry.edit: self.edit_made.emit(edit))
        self.menu = menu
        menu.popup(where)
        return menu

    def _spin(self, number: Number, where: QPoint) -> QMenu:
        menu = QMenu(self)
        spin = QSpinBox(menu)
        spin.setRange(number.minimum, number.maximum)
        spin.setValue(number.value)
        spin.setKeyboardTracking(False)
        holder = QWidgetAction(menu)
        holder.setDefaultWidget(spin)
        menu.addAction(holder)

        def commit() -> None:
            if spin.value() != number.value:
                self.edit_made.emit(Edit(number.text.replace("{value}", str(spin.value())),
                                         {number.pointer: spin.value()}))
            menu.close()

        spin.editingFinished.connect(commit)
        self.menu, self.spin = menu, spin
        menu.popup(where)
        spin.setFocus()
        spin.selectAll()
        return menu

    def _line(self, words: Words, where: QPoint) -> QMenu:
        menu = QMenu(self)
        line = QLineEdit(words.value, menu)
        line.setMinimumWidth(260)
        holder = QWidgetAction(menu)
        holder.setDefaultWidget(line)
        menu.addAction(holder)

        def commit() -> None:
            text = line.text().strip()
            if text and text != words.value:
                self.edit_made.emit(Edit(words.text.replace("{value}", text), {words.pointer: text}))
            menu.close()

        line.editingFinished.connect(commit)
        self.menu, self.line = menu, line
        menu.popup(where)
        line.setFocus()
        line.selectAll()
        return menu

    # -- the keyboard -------------------------------------------------------------------------
    def focusNextPrevChild(self, forward: bool) -> bool:
        order = [(f, i) for f in range(len(self.regions)) for i in range(len(self.regions[f]))]
        if not order:
            return super().focusNextPrevChild(forward)
        position = order.index(self.focus) if self.focus in order else -1
        self.focus = order[(position + (1 if forward else -1)) % len(order)]
        self.hovered.emit(_status(self._at(self.focus)))
        self.update()
        return True

    def keyPressEvent(self, event) -> None:
        region = self._at(self.focus)
        key = event.key()
        if region is None:
            super().keyPressEvent(event)
            return
        centre = self.mapToGlobal(self.centre_of(region.key, self.focus[0]))
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.activate(region, centre)
        elif key in (Qt.Key.Key_Backspace, Qt.Key.Key_Minus):
            self._emit(region.inverse)
        elif key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            self.open_menu(region, centre)
        else:
            super().keyPressEvent(event)


def _status(region: Region | None) -> str:
    if region is None:
        return ""
    hints = []
    if region.click is not None:
        hints.append(f"click: {region.click.text}")
    elif region.choices:
        hints.append("click: pick")
    elif region.number is not None:
        hints.append("click: a number")
    elif region.words is not None:
        hints.append("click: type")
    if region.inverse is not None:
        hints.append(f"Shift+click: {region.inverse.text}")
    if region.right is not None:
        hints.append(f"right click: {region.right.text}")
    return f"{region.name} — " + "; ".join(hints) if hints else region.name


def _glyph_icon(glyph) -> QIcon:
    pixmap = QPixmap(32, 32)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    glyph(painter, QRectF(2, 2, 28, 28))
    painter.end()
    return QIcon(pixmap)
