"""Where everything of the Cursed Island planning board lies, computed from a state (no painting).

The board is one scene: the island's spaces as hexes on the left (its explored tiles' sources are the
gathering fields, its unexplored spaces the exploring fields), the pawn tray and the commit button
under it, then the tracks (morale, roof, palisade, weapon, the scenario's own); above all the round
strip (the rounds with their weather dice); on the right the action fields in the order they resolve
(the threat slots with their cards, the hunt, the build targets with the inventions on the board,
arranging the camp, rest). Each field is an `(action, target)` of the engine's actions: a pawn dropped on
it stands for `("assign", pawn, action, target)` (see `places`). Painting (`plan_paint`) and the
view's hit tests read the same `Layout`, so what is drawn is what is dropped on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from engine.rulesets.cursed_island.groups import SOLO
from engine.rulesets.cursed_island.groups import groups as plan_groups
from engine.rulesets.cursed_island.model import BUILD_TARGETS

from .island_paint import HEX, hex_centre, hex_path, source_spots
from .places import card_title, field_target, invention_title

PAWN = 22.0  # a pawn's diameter
COLUMN = 580.0  # the width of the fields' column (five build targets a row)
GAP = 10.0
FIELD_H = 78.0
BUILD_W, BUILD_H = 108.0, 70.0
PERSON_COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#7d3c98")  # the players' pawns, in seat order
HELPER_COLOURS = {"friday": "#d68910", "dog": "#6e6e6e"}
EXTRA_COLOUR = "#8e8e8e"
SIMPLE = {"hunt": "The hunt", "camp": "Arranging the camp", "rest": "Rest"}


@dataclass
class Field:
    """One place a pawn can be dropped on: `(action, target)`, its shape, and where its pawns stand."""

    action: str
    target: str
    title: str
    rect: QRectF  # the bounding box (the shape for a space's exploring field)
    shape: QPainterPath | None = None  # a hex for exploring; None: the rect
    detail: str = ""  # a line under the title (a card's need, a cost, a deck's size)

    @property
    def key(self) -> tuple[str, str]:
        return self.action, self.target

    def contains(self, point: QPointF) -> bool:
        return self.shape.contains(point) if self.shape is not None else self.rect.contains(point)

    def pawn_at(self, i: int) -> QRectF:
        """Where the i-th pawn placed here stands (along the field's lower edge)."""
        r = self.rect
        x = r.left() + 6 + i * (PAWN + 3)
        return QRectF(x, r.bottom() - PAWN - 5, PAWN, PAWN)


@dataclass
class Layout:
    spaces: dict[str, QPointF] = field(default_factory=dict)  # space id -> hex centre
    fields: list[Field] = field(default_factory=list)
    pawns: dict[str, QRectF] = field(default_factory=dict)  # pawn id -> where it is drawn now
    tray: QRectF = field(default_factory=QRectF)
    commit: QRectF = field(default_factory=QRectF)
    rounds: QRectF = field(default_factory=QRectF)
    tracks: QRectF = field(default_factory=QRectF)
    bounds: QRectF = field(default_factory=QRectF)
    sections: list[tuple[str, QRectF]] = field(default_factory=list)  # the fields' group titles

    def field_at(self, point: QPointF) -> Field | None:
        """The field under `point` (a source spot before the hex it lies in)."""
        for f in self.fields:
            if f.contains(point):
                return f
        return None

    def field_of(self, action: str, target: str) -> Field | None:
        return next((f for f in self.fields if f.key == (action, target)), None)

    def pawn_at(self, point: QPointF) -> str | None:
        for pawn, rect in self.pawns.items():
            if rect.adjusted(-2, -2, 2, 2).contains(point):
                return pawn
        return None


def resolving(state) -> tuple[list[tuple[str, str]], tuple[str, str] | None]:
    """(the fields resolved so far this action phase, the one resolving now) from the log: the
    "action" events since the plan's "commit" (nothing while planning, nothing after the phase)."""
    done: list[tuple[str, str]] = []
    if state.phase != "action":
        return done, None
    for event in reversed(state.events):
        if event.kind == "commit":
            break
        if event.kind == "planning":  # a new plan is being made: the last one's resolution is history
            return [], None
        if event.kind == "action":
            done.append((event.data.get("action", ""), field_target(event.data.get("action", ""),
                                                                    event.data.get("target", ""))))
    else:
        return [], None
    done.reverse()
    return done, (done[-1] if done else None)


def pawn_colour(state, pawn) -> str:
    if pawn.person < 0:  # an extra pawn of an item, a treasure, a skill or a discovery: nobody's own
        return EXTRA_COLOUR
    person = state.people[pawn.person]
    if person.seat >= 0:
        return PERSON_COLOURS[person.seat % len(PERSON_COLOURS)]
    helper = next((c.helper for c in state.game.scenario.characters if c.id == person.character), "")
    return HELPER_COLOURS.get(helper, "#555555")


def build_targets(state) -> list[str]:
    """The build field's targets: the shelter and the levels, the inventions on the board, then each
    castaway's personal invention not yet built, then any target the legal list names beside them."""
    targets = list(BUILD_TARGETS)
    targets += [i for i in state.board_inventions if i not in targets]
    by_id = {c.id: c for c in state.game.scenario.characters}
    for person in state.people:
        own = getattr(by_id.get(person.character), "invention", "")
        if own and own not in targets and own not in state.items:
            targets.append(own)
    planned = [(a, t) for _, a, t in state.plan if a == "build"] if state.phase == "action" else []
    for _, target in planned:  # a build planned stays on the board while the plan resolves (built or not)
        if field_target("build", target) not in targets:
            targets.append(field_target("build", target))
    for action in () if state.is_terminal() else state.legal_actions():
        if action[0] == "assign" and action[2] == "build" and field_target("build", action[3]) not in targets:
            targets.append(field_target("build", action[3]))
    return targets


def layout_of(state) -> Layout:
    out = Layout()
    island = state.game.scenario.island
    tiles = {t.id: t for t in island.tiles}
    centres = {s.id: hex_centre(s.cell) for s in island.spaces}
    left = min(c.x() for c in centres.values()) - HEX
    top = min(c.y() for c in centres.values()) - HEX
    shift = QPointF(GAP - left, 60 - top)  # the round strip above the island
    for space in island.spaces:
        centre = centres[space.id] + shift
        out.spaces[space.id] = centre
        tile = tiles.get(state.tiles.get(space.id, ""))
        if tile is not None:
            for source, rect in source_spots(centre, tile.sources):
                out.fields.append(Field("gather", f"{space.id}:{source}", f"{source} on {tile.title}", rect))
            if len(tile.sources) == 1:  # one source: a drop anywhere on the tile gathers it (after the disc)
                source = tile.sources[0]
                out.fields.append(Field("gather", f"{space.id}:{source}", f"{source} on {tile.title}",
                                        hex_path(centre).boundingRect(), hex_path(centre)))
        else:
            out.fields.append(Field("explore", space.id, f"explore {space.id}",
                                    hex_path(centre).boundingRect(), hex_path(centre)))
    island_right = max(c.x() for c in out.spaces.values()) + HEX
    island_bottom = max(c.y() for c in out.spaces.values()) + HEX
    out.tray = QRectF(GAP, island_bottom + 16, max(island_right - GAP, 420), 2 * PAWN + 34)
    out.commit = QRectF(out.tray.right() - 130, out.tray.bottom() + 8, 130, 28)
    x = max(island_right, out.tray.right()) + 24
    out.rounds = QRectF(GAP, 8, x + COLUMN - GAP, 40)
    y = 60.0
    y = _threat_fields(state, out, x, y)
    f = Field("hunt", "", SIMPLE["hunt"], QRectF(x, y, COLUMN, FIELD_H * 0.8))
    cards = len(state.hunt_deck)
    f.detail = f"{cards} card{'s' if cards != 1 else ''} in the hunting deck"
    out.fields.append(f)
    y += FIELD_H * 0.8 + GAP
    y = _build_fields(state, out, x, y)
    half = (COLUMN - GAP) / 2
    out.sections.append(("Camp and rest", QRectF(x, y, COLUMN, 16)))
    y += 18
    out.fields.append(Field("camp", "", SIMPLE["camp"], QRectF(x, y, half, FIELD_H * 0.8)))
    out.fields.append(Field("rest", "", SIMPLE["rest"], QRectF(x + half + GAP, y, half, FIELD_H * 0.8)))
    y += FIELD_H * 0.8 + GAP
    rows = 4 + len(state.game.scenario.tracks)
    out.tracks = QRectF(GAP, out.commit.bottom() + 12, out.tray.width(), 20 * rows + 4)  # under the tray
    _place_pawns(state, out)
    bottom = max(out.tracks.bottom(), y) + GAP
    out.bounds = QRectF(0, 0, x + COLUMN + GAP, bottom)
    return out


def _threat_fields(state, out: Layout, x: float, y: float) -> float:
    out.sections.append(("Threats (the left card falls off next)", QRectF(x, y, COLUMN, 16)))
    y += 18
    slots = max(1, len(state.threat))
    width = (COLUMN - GAP * (slots - 1)) / slots
    scenario = state.game.scenario
    needs = {c.id: c.action for c in scenario.events}
    for i, card in enumerate(state.threat):
        rect = QRectF(x + i * (width + GAP), y, width, FIELD_H)
        if card is None:
            out.sections.append(("(empty slot)", rect))
            continue
        f = Field("threat", card, card_title(scenario, card), rect)
        action = needs.get(card)
        if card == scenario.wreckage.id:
            f.detail = "1 pawn: the small reward, 2: the large one"
        elif action is not None:
            cost = ", ".join(f"{n} {r}" for r, n in action.cost)
            f.detail = f"{action.pawns} pawn{'s' if action.pawns > 1 else ''}" + (f", pays {cost}" if cost else "")
        if i == 0:  # the next event card pushes it off the left end: its threat strikes
            f.detail += ("; " if f.detail else "") + "falls off at the next event"
        out.fields.append(f)
    return y + FIELD_H + GAP


def _build_fields(state, out: Layout, x: float, y: float) -> float:
    out.sections.append(("Build (the shelter, the levels, the inventions on the board)", QRectF(x, y, COLUMN, 16)))
    y += 18
    scenario = state.game.scenario
    inventions = {i.id: i for i in (*scenario.inventions, *scenario.scenario_inventions)}
    per_row = int((COLUMN + GAP) // (BUILD_W + 8))
    targets = build_targets(state)
    for i, target in enumerate(targets):
        row, col = divmod(i, per_row)
        rect = QRectF(x + col * (BUILD_W + 8), y + row * (BUILD_H + 6), BUILD_W, BUILD_H)
        f = Field("build", target, invention_title(scenario, target), rect)
        invention = inventions.get(target)
        if target in BUILD_TARGETS:
            level = "built" if target == "shelter" and state.shelter else (
                f"level {state.levels.get(target, 0)}" if target != "shelter" else "not built")
            f.detail = level
        elif invention is not None:
            needs = [*invention.terrains, *(inventions[n].title if n in inventions else n for n in invention.items)]
            needs += [f"{n} {r}" for r, n in invention.cost]
            f.detail = ("built" if state.items.get(target) else "built: comes at the phase's end"
                        if target in state.future_items else "needs " + ", ".join(needs) if needs else "")
        out.fields.append(f)
    rows = (len(targets) + per_row - 1) // per_row
    return y + rows * (BUILD_H + 6) + GAP


def _slots(state) -> dict[str, float]:
    """Each placed pawn's place along its field: in the plan's order, and once the plan holds a separate
    attempt the field's groups (the engine's, groups.py) one after the other, half a place between two
    attempts on the same field (a separate attempt shows apart)."""
    used: dict[tuple, float] = {}
    out: dict[str, float] = {}
    if not state.apart:
        for pawn, action, target in state.plan:
            key = (action, field_target(action, target))
            out[pawn] = used.get(key, 0.0)
            used[key] = out[pawn] + 1
        return out
    for g in plan_groups(state) if state.plan and state.pawns else ():
        key = (g.action, field_target(g.action, g.target))
        start = used[key] + (0.5 if g.action not in SOLO else 0.0) if key in used else 0.0
        for j, pid in enumerate(g.pawns):
            out[pid] = start + j
        used[key] = start + len(g.pawns)
    return out


def _place_pawns(state, out: Layout) -> None:
    """Placed pawns stand on their field (the plan, group by group); the others wait in the tray."""
    slots = _slots(state)
    placed = set()
    known = {p.id for p in state.pawns}
    for pawn, action, target in state.plan:
        if pawn not in known or not action:  # the phase is over; a supporting pawn left out stays in the tray
            continue
        placed.add(pawn)  # even when its field is gone (a threat card taken on left its slot): not in the tray
        key = (action, field_target(action, target))
        i = slots[pawn]
        if action == "explore" and target in out.spaces:  # on its space, explored already or not
            c = out.spaces[target]
            out.pawns[pawn] = QRectF(c.x() - PAWN + i * (PAWN + 2), c.y() + PAWN * 0.2, PAWN, PAWN)
            continue
        f = out.field_of(*key)
        if f is None:
            continue
        if action == "gather":
            r = f.rect
            out.pawns[pawn] = QRectF(r.center().x() - PAWN / 2 + i * 8, r.top() - PAWN * 0.4 + i * 6, PAWN, PAWN)
        else:
            out.pawns[pawn] = f.pawn_at(i)
    free = [p for p in state.pawns if p.id not in placed]
    for i, pawn in enumerate(free):
        row, col = divmod(i, max(1, int((out.tray.width() - 12) // (PAWN + 10))))
        out.pawns[pawn.id] = QRectF(out.tray.left() + 8 + col * (PAWN + 10), out.tray.top() + 22 + row * (PAWN + 6),
                                    PAWN, PAWN)
