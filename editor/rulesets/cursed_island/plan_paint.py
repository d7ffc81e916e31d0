"""Painting the Cursed Island planning board from its `Layout`: the round strip with the weather
schedule, the island, the action fields with their cards and pawns, the tracks, the tray and the
commit button. Every mark has a function of its own the legend reuses (`legend`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from engine.rulesets.cursed_island.model import LEVELS

from .island_paint import INK, hex_path, paint_camp, paint_space, paint_token, text
from .layout import Layout, pawn_colour, resolving

FIELD = QColor("#f4efe2")
LEGAL = QColor("#1b5fd1")
RESOLVING = "#e67e22"
TRAY_WORDS = "Pawns to place: drag one onto a field (or click it, then the field). Left: step back"
ARTICLES = frozenset({"the", "a", "an"})  # skipped for a pawn's letters ("The Surveyor": "Su")
WEATHER_COLOURS = {"rain": "#5dade2", "winter": "#d6eaf8", "animals": "#a04000"}
PHASE_TITLES = {"event": "event", "morale": "morale", "production": "production", "action": "action",
                "weather": "weather", "night": "night", "over": "game over"}


def paint_board(painter: QPainter, state, layout: Layout, legal_keys, keys, planning: str | None,
                held: str | None) -> None:
    """The whole board. `legal_keys`: the (action, target) fields open to the pawn planned next
    (outlined blue); `keys`: every board key of the legal actions (the commit lights its button, the
    camp's moves outline their spaces); `planning`: the pawn planned next (ringed); `held`: a pawn
    picked up by a click (ringed gold)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_rounds(painter, state, layout.rounds)
    island = state.game.scenario.island
    tiles = {t.id: t for t in island.tiles}
    reachable = {f.target for f in layout.fields if f.action == "explore" and f.key in legal_keys}
    for space, centre in layout.spaces.items():
        tile = tiles.get(state.tiles.get(space, ""))
        exhausted = {source for where, source in state.exhausted if where == space}
        paint_space(painter, centre, tile, exhausted=exhausted, inaccessible=space in state.inaccessible,
                    reachable=space in reachable)
        if space == state.camp:
            paint_camp(painter, centre, state.shelter)
        if ("space", space) in keys:  # at night: the camp may move here (or stay)
            outline_shape(painter, hex_path(centre))
    for title, rect in layout.sections:
        text(painter, rect, title, 7.0, bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    for f in layout.fields:
        if f.action in ("gather", "explore"):
            if f.key in legal_keys and not (f.action == "gather" and f.shape is not None):  # its disc is lit
                if f.shape is not None:
                    outline_shape(painter, f.shape)
                else:
                    outline_legal(painter, f.rect)
            continue
        paint_field(painter, f.rect, f.title, f.detail, f.key in legal_keys, threat=f.action == "threat")
    done, now = resolving(state)
    for key in done:
        f = layout.field_of(*key)
        if key[0] == "explore" and key[1] in layout.spaces:  # the space, its tile laid by now
            outline_resolved(painter, hex_path(layout.spaces[key[1]]).boundingRect().adjusted(6, 6, -6, -6),
                             current=key == now)
        elif f is not None:
            outline_resolved(painter, f.rect, current=key == now)
    paint_tracks(painter, state, layout.tracks)
    planning_now = state.phase == "action" and state.stage == "plan"
    paint_tray(painter, layout.tray, layout.commit, commit_open=("commit",) in keys,
               words=TRAY_WORDS if planning_now else "The game is over" if state.is_terminal() else
               f"The {PHASE_TITLES.get(state.phase, state.phase)} phase: the decision panel lists the choices")
    paint_tokens(painter, state, layout)
    by_id = {p.id: p for p in state.pawns}
    for pawn, rect in layout.pawns.items():
        p = by_id[pawn]
        paint_pawn(painter, rect, pawn_colour(state, p), pawn_letter(state, p), ring=(
            "#f4d03f" if pawn == held else "#1b5fd1" if pawn == planning else None), dog=p.supports_only)


def pawn_letter(state, pawn) -> str:
    if pawn.person < 0:
        return "+"
    person = state.people[pawn.person]
    title = next((c.title for c in state.game.scenario.characters if c.id == person.character), person.character)
    words = [w for w in title.split() if w.lower() not in ARTICLES] or [title]
    return ("+" if pawn.kind == "extra" else "") + words[0][:2]


def paint_pawn(painter: QPainter, rect: QRectF, colour: str, letter: str, ring: str | None = None,
               dog: bool = False) -> None:
    """A pawn: a disc in its person's colour with the person's initial (a square for a pawn that only
    supports, the dog); ringed blue when it is the next to plan, gold when picked up."""
    painter.save()
    if ring:
        painter.setPen(QPen(QColor(ring), 3.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.adjusted(-3, -3, 3, 3))
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor(colour))
    if dog:
        painter.drawRoundedRect(rect, 4, 4)
    else:
        painter.drawEllipse(rect)
    text(painter, rect, letter, 7.5, colour="#ffffff")
    painter.restore()


def outline_legal(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setPen(QPen(LEGAL, 2.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
    painter.restore()


def outline_resolved(painter: QPainter, rect: QRectF, current: bool) -> None:
    """A field resolved this phase: grey tick; the one resolving now: an orange frame."""
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if current:
        painter.setPen(QPen(QColor(RESOLVING), 3.2))
        painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
    else:
        painter.setPen(QPen(QColor("#7b7d7d"), 2.2))
        corner = QPointF(rect.right() - 14, rect.top() + 10)
        painter.drawPolyline([corner, corner + QPointF(4, 4), corner + QPointF(11, -5)])
    painter.restore()


def paint_hover(painter: QPainter, rect: QRectF, open_: bool) -> None:
    """The field under a dragged pawn: a translucent blue wash when it may land there, red when not."""
    painter.save()
    colour = QColor(LEGAL if open_ else QColor("#c0392b"))
    colour.setAlpha(70)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, 5, 5)
    painter.restore()


def outline_shape(painter: QPainter, shape) -> None:
    """An exploring field open now: its hex outlined blue."""
    painter.save()
    painter.setPen(QPen(LEGAL, 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(shape)
    painter.restore()


def paint_field(painter: QPainter, rect: QRectF, title: str, detail: str, legal: bool, threat: bool = False) -> None:
    """An action field: a parchment box (a threat card reddish) with its title and one line of detail."""
    painter.save()
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(QColor("#f6dcd2") if threat else FIELD)
    painter.drawRoundedRect(rect, 5, 5)
    text(painter, QRectF(rect.left() + 4, rect.top() + 2, rect.width() - 8, 16), title, 7.0)
    if detail:
        text(painter, QRectF(rect.left() + 4, rect.top() + 17, rect.width() - 8, 26), detail, 5.8, bold=False)
    painter.restore()
    if legal:
        outline_legal(painter, rect)


def paint_rounds(painter: QPainter, state, rect: QRectF) -> None:
    """The rounds left to right: the current one dark with its phase, each with its weather dice (a
    blue drop rain, a pale flake winter, a brown paw the animals die)."""
    scenario = state.game.scenario
    n = max(1, scenario.rounds)
    w = min(64.0, rect.width() / n)
    for r in range(1, n + 1):
        box = QRectF(rect.left() + (r - 1) * w, rect.top(), w - 3, rect.height())
        current = r == state.round
        painter.save()
        painter.setPen(QPen(INK, 1.0))
        painter.setBrush(QColor("#2c3e50") if current else QColor("#ecf0f1") if r > state.round else QColor("#bdc3c7"))
        painter.drawRoundedRect(box, 4, 4)
        label = f"{r}" + (f" {PHASE_TITLES.get(state.phase, state.phase)}" if current else "")
        text(painter, QRectF(box.left(), box.top() + 1, box.width(), 16), label, 6.5,
             colour="#ffffff" if current else INK)
        for i, die in enumerate(scenario.weather_of(r)):
            paint_weather_die(painter, QRectF(box.left() + 4 + i * 14, box.bottom() - 17, 12, 12), die)
        painter.restore()


def paint_weather_die(painter: QPainter, rect: QRectF, die: str) -> None:
    painter.save()
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(QColor(WEATHER_COLOURS.get(die, "#cccccc")))
    painter.drawRoundedRect(rect, 2, 2)
    text(painter, rect, die[:1].upper(), 5.5)
    painter.restore()


def _track_row(painter: QPainter, y: float, x: float, title: str, low: int, high: int, value: int) -> None:
    text(painter, QRectF(x, y, 90, 18), title, 6.5, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    span = max(1, high - low + 1)
    w = min(26.0, 370.0 / span)
    for i, v in enumerate(range(low, high + 1)):
        box = QRectF(x + 92 + i * w, y + 1, w - 2, 16)
        painter.setPen(QPen(INK, 0.8))
        painter.setBrush(QColor("#f39c12") if v == value else QColor("#ffffff"))
        painter.drawRect(box)
        text(painter, box, str(v), 5.5, bold=v == value)


def paint_tracks(painter: QPainter, state, rect: QRectF) -> None:
    """Morale (-3..3), the roof, the palisade and the weapon (0 up), then the scenario's own tracks."""
    painter.save()
    x, y = rect.left(), rect.top()
    _track_row(painter, y, x, "Morale", -3, 3, state.morale)
    for track in LEVELS:
        y += 20
        value = state.levels.get(track, 0)
        _track_row(painter, y, x, track.capitalize(), 0, max(4, value), value)
    for track in state.game.scenario.tracks:
        y += 20
        _track_row(painter, y, x, track.title, track.low, track.high, state.tracks.get(track.id, track.start))
    painter.restore()


def paint_tokens(painter: QPainter, state, layout: Layout) -> None:
    """Tokens on a space (upper left of its hex) or on a field (its upper right corner), side by side."""
    seen: dict[str, int] = {}
    for token, place in sorted(state.tokens):
        i = seen.get(place, 0)
        seen[place] = i + 1
        if place in layout.spaces:
            at = layout.spaces[place] + QPointF(-36 + i * 15, -20)
        else:
            action, _, target = place.partition(":")
            f = layout.field_of(action, target) or next((f for f in layout.fields if f.target == place), None)
            if f is None:  # on an action with no field of its own (gather, explore, build): the tray's corner
                at = QPointF(layout.tray.right() - 18 - (sum(seen.values()) - 1) * 15, layout.tray.bottom() - 16)
                text(painter, QRectF(at.x() - 64, at.y() - 1, 60, 14), f"on {place}:", 5.5, bold=False,
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            else:
                at = QPointF(f.rect.right() - 16 - i * 15, f.rect.top() + 3)
        paint_token(painter, QRectF(at.x(), at.y(), 14, 12), token)


def paint_tray(painter: QPainter, tray: QRectF, commit: QRectF, commit_open: bool, words: str = "") -> None:
    """The pawns waiting to be placed, and the commit button (lit when the plan is complete)."""
    painter.save()
    painter.setPen(QPen(INK, 1.0, Qt.PenStyle.DashLine))
    painter.setBrush(QColor("#fbf8ef"))
    painter.drawRoundedRect(tray, 6, 6)
    text(painter, QRectF(tray.left() + 6, tray.top() + 2, tray.width() - 12, 16), words, 6.0,
         bold=False, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    painter.setPen(QPen(INK, 1.2))
    painter.setBrush(QColor("#1e8449") if commit_open else QColor("#d5d8dc"))
    painter.drawRoundedRect(commit, 6, 6)
    text(painter, commit, "Commit plan (Ctrl+Enter)", 6.8, colour="#ffffff" if commit_open else "#7b7d7d")
    painter.restore()


