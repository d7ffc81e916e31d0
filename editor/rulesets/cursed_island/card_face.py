"""The face of every Cursed Island card but the island tiles, drawn as it prints and edited by clicking.

One portrait card (`SIZE` mm) for events, adventures, mysteries, beasts, inventions, starting items,
discoveries and characters: a frame in the colour of the card's kind (an event's icon, an adventure's
deck, a mystery's kind...), its title, a band saying what kind of card it is and its numbers (a beast's
strength and spoils, an invention's terrains and cost, an item's uses, a castaway's life), then each of
its term fields in words under its heading (`LOOKS`: "When drawn", "Threat", "Kept"...), then its own
words in italics. A card whose effects are empty but that has words is stamped *not simulated*: the
game plays nothing for it (`vocab.simulated`).

What a click writes (pointers inside the card's entry): the title opens a line field; the kind band
cycles the kind's choice (Shift+click backwards; the menu picks one); the number badges open spin
boxes (count, strength, uses, life); an invention's band corner toggles `starting`. The term fields
are edited in the catalogue's Effects panel (the effect builder) under the face.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from editor.cards.face import REMOVE, Choice, Edit, Face, Number, Region, Words
from engine.rulesets.cursed_island import model, wording

from . import ink
from .vocab import simulated

SIZE = (57.0, 80.0)  # mm: a portrait card, nine to an A4 page with room to cut between them
BORDER = 2.2
TITLE_RECT = QRectF(4.0, 3.5, SIZE[0] - 8.0, 8.0)
BAND_RECT = QRectF(4.0, 12.0, SIZE[0] - 8.0, 6.5)
BODY_TOP = 21.0
BODY_BOTTOM = SIZE[1] - 5.0
COUNT_RECT = QRectF(SIZE[0] - 12.0, SIZE[1] - 8.5, 8.0, 5.0)
NUMBER_RECT = QRectF(4.0, SIZE[1] - 8.5, 19.0, 5.0)
CORNER_RECT = QRectF(SIZE[0] - 16.0, SIZE[1] - 8.5, 12.0, 5.0)  # an invention's starting flag (it has no count)
PAPER = "#f7f2e6"
COLOURS = {"book": "#6b4c9a", "build": "#a0522d", "gather": "#4e8a3e", "explore": "#2f6db5", "treasure": "#c9a227",
           "trap": "#8a3b2e", "monster": "#3d3d3d", "beast": "#7a4b21", "invention": "#b8860b", "item": "#5b7f8c",
           "discovery": "#2e8b8b", "castaway": "#704214", "friday": "#556b2f", "dog": "#8b6d4b"}


def _int(card: dict, key: str, default: int) -> int:
    value = card.get(key, default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _colour(card: dict, key: str, default: str) -> str:
    """The colour named by a card's ``key`` (its icon, deck or kind); a value of the wrong type (a list, in a
    hand-written file the validator refuses) is no key of the table, and was a TypeError painting the face."""
    value = card.get(key)
    return COLOURS.get(value, COLOURS[default]) if isinstance(value, str) else COLOURS[default]


def _list(card: dict, key: str) -> list:
    value = card.get(key)
    return value if isinstance(value, list) else []


def _cost(cost) -> str:
    return ", ".join(f"{n} {r}" for r, n in cost.items()) if isinstance(cost, dict) and cost else ""


def _passives(value) -> str:
    return wording.passives_text(value)


# -- what each kind of card shows ---------------------------------------------------------------------
@dataclass(frozen=True)
class Look:
    """How one kind of card looks: its choice (key and values) in the band, its numbers and sections."""

    noun: str
    choice: tuple[str, tuple[str, ...]] | None  # (key, values) cycled by a click on the band
    colour: Callable[[dict], str]
    band: Callable[[dict], str]  # the band's words
    sections: Callable[[dict], list[tuple[str, str]]]  # (heading, words) of the card's term fields
    number: tuple[str, str, int, int, int] | None = None  # (key, label, default, least, most): the left badge
    counted: bool = True  # the card has `count` copies
    numbers_play: bool = False  # its numbers are what it does (a beast's strength and spoils, an invention's
    # item): never "not simulated" for want of terms


def _event_sections(card: dict) -> list[tuple[str, str]]:
    action = card.get("action") if isinstance(card.get("action"), dict) else {}
    needs = wording.conditions_text(_list(action, "needs"))
    cost = _cost(action.get("cost"))
    threat_action = f"{_int(action, 'pawns', 1)} pawn(s)" + (f", needs {needs}" if needs else "") + \
        (f", pays {cost}" if cost else "")
    reward = wording.effects_text(_list(action, "reward"))
    return [("When drawn", wording.effects_text(_list(card, "effects"))), ("If it falls off the threat track", wording.effects_text(_list(card, "threat"))),
            ("Threat action", threat_action + (f": {reward}" if reward else ""))]


def _character_sections(card: dict) -> list[tuple[str, str]]:
    skills = []
    for skill in _list(card, "skills"):
        if isinstance(skill, dict):
            what = wording.effects_text(_list(skill, "effects")) or (skill.get("text") or "(words only)")
            skills.append(f"{skill.get('title', skill.get('id', '?'))} ({_int(skill, 'cost', 0)}): {what}")
    return [("Skills (Determination)", "\n".join(skills))]


def _character_band(card: dict) -> str:
    helper = card.get("helper")
    marks = ", ".join(str(m) for m in _list(card, "morale_marks"))
    who = {"friday": "Helper (Friday)", "dog": "Helper (the dog)"}.get(helper, "Castaway") if isinstance(helper, str) \
        else "Castaway"
    return f"{who} · morale marks {marks}" if marks else who


def _invention_band(card: dict) -> str:
    parts = [", ".join(map(str, _list(card, "terrains"))), ", ".join(map(str, _list(card, "items"))), _cost(card.get("cost"))]
    needs = " · ".join(p for p in parts if p)
    return ("Starting invention" if card.get("starting") else "Invention") + (f" · needs {needs}" if needs else "")


def _beast_band(card: dict) -> str:
    return (f"Strength {_int(card, 'strength', 0)} · weapon −{_int(card, 'weapon_loss', 0)} · "
            f"food {_int(card, 'food', 0)} · fur {_int(card, 'fur', 0)}"
            + (f" · palisade −{_int(card, 'palisade_loss', 0)}" if _int(card, "palisade_loss", 0) else ""))


LOOKS: dict[str, Look] = {
    "events": Look("event card", ("icon", model.EVENT_ICONS), lambda c: _colour(c, "icon", "book"),
                   lambda c: f"Event · {c.get('icon', 'book')} icon", _event_sections),
    "wreckage": Look("wreckage card", None, lambda c: "#6e5a3c", lambda c: "Wreckage · the first round's threat",
                     lambda c: [("One castaway", wording.effects_text(_list(c, "small"))), ("Two castaways", wording.effects_text(_list(c, "large")))],
                     counted=False),
    "adventures": Look("adventure card", ("deck", model.ACTION_DICE), lambda c: _colour(c, "deck", "build"),
                       lambda c: f"Adventure · {c.get('deck', 'build')}",
                       lambda c: [("At once", wording.effects_text(_list(c, "effects"))),
                                  ("Shuffled into the events", wording.effects_text(_list(c, "event")))]),
    "mysteries": Look("mystery card", ("kind", model.MYSTERY_KINDS), lambda c: _colour(c, "kind", "trap"),
                      lambda c: f"Mystery · {c.get('kind', 'treasure')}" + (f" · {_int(c, 'uses', 0)} uses" if _int(c, "uses", 0) else ""),
                      lambda c: [("At once", wording.effects_text(_list(c, "effects"))), ("Kept", _passives(c.get("keep"))),
                                 ("Shuffled into the events", wording.effects_text(_list(c, "event")))]),
    "beasts": Look("beast", None, lambda c: COLOURS["beast"], _beast_band,
                   lambda c: [("When hunted", wording.effects_text(_list(c, "effects")))], number=("strength", "Strength", 1, 0, 20),
                   numbers_play=True),
    "inventions": Look("invention", None, lambda c: COLOURS["invention"], _invention_band,
                       lambda c: [("When built", wording.effects_text(_list(c, "effects"))), ("While built", _passives(c.get("passives")))],
                       counted=False, numbers_play=True),
    "items": Look("starting item", None, lambda c: COLOURS["item"], lambda c: f"Starting item · {_int(c, 'uses', 2)} uses",
                  lambda c: [("Use", wording.effects_text(_list(c, "effects")))], number=("uses", "Uses", 2, 1, 9), counted=False),
    "discoveries": Look("discovery", None, lambda c: COLOURS["discovery"], lambda c: "Discovery token",
                        lambda c: [("Use", wording.effects_text(_list(c, "effects"))), ("Needs", wording.conditions_text(_list(c, "needs")))]),
    "characters": Look("character", ("helper", ("", "friday", "dog")),
                       lambda c: _colour(c, "helper", "castaway"), _character_band,
                       _character_sections, number=("life", "Life", 12, 1, 20), counted=False),
}


# -- painting ---------------------------------------------------------------------------------------------
def not_simulated(card: dict, kind: str = "") -> bool:
    """A card of words only: nothing in its term fields. A beast or an invention plays its numbers and its item
    whatever its words; a character plays its life and pawns, so it is said only of a skill of words only."""
    if kind in LOOKS and LOOKS[kind].numbers_play:
        return False
    if kind == "characters":
        return any(isinstance(s, dict) and isinstance(s.get("text"), str) and s["text"].strip() and not simulated(s)
                   for s in _list(card, "skills"))
    return bool(isinstance(card.get("text"), str) and card["text"].strip()) and not simulated(card)


def paint(painter: QPainter, card: dict, kind: str, editing: bool = True) -> None:
    look = LOOKS[kind]
    colour = look.colour(card)
    painter.save()
    painter.setPen(QPen(QColor(colour), BORDER))
    painter.setBrush(QColor(PAPER))
    painter.drawRoundedRect(QRectF(BORDER / 2, BORDER / 2, SIZE[0] - BORDER, SIZE[1] - BORDER), 3.0, 3.0)
    ink.text(painter, TITLE_RECT, str(card.get("title", card.get("id", ""))), 4.0, bold=True)
    painter.setPen(QPen(QColor(colour), 0.3))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(BAND_RECT, 1.2, 1.2)
    ink.text(painter, BAND_RECT.adjusted(1.0, 0, -1.0, 0), look.band(card), 2.6, colour="#ffffff")
    top, left, width = BODY_TOP, 5.0, SIZE[0] - 10.0
    for heading, said in look.sections(card):
        if not said or top >= BODY_BOTTOM:
            continue
        top += ink.flow(painter, left, top, width, heading, 2.6, bold=True, colour=colour, bottom=BODY_BOTTOM)
        top += ink.flow(painter, left, top, width, said, 2.6, bottom=BODY_BOTTOM) + 1.2
    words_ = card.get("text")
    if isinstance(words_, str) and words_.strip() and top < BODY_BOTTOM - 3:
        ink.flow(painter, left, top + 0.5, width, words_.strip(), 2.5, italic=True, colour="#5a4a36",
                 bottom=BODY_BOTTOM - (6.0 if editing else 0.0))
    if not_simulated(card, kind):
        ink.stamp(painter, QPointF(SIZE[0] / 2, SIZE[1] * 0.62), "not simulated", 3.2)
    if editing:
        if look.counted:
            ink.badge(painter, COUNT_RECT, f"×{_int(card, 'count', 1)}")
        if look.number is not None:
            key, label, default, _least, _most = look.number
            ink.badge(painter, NUMBER_RECT, f"{label} {_int(card, key, default)}")
        if kind == "inventions":
            ink.badge(painter, CORNER_RECT, "starting" if card.get("starting") else "in deck",
                      fill="#fff3c4" if card.get("starting") else "#fffaf0")
    painter.restore()


def regions(card: dict, kind: str) -> list[Region]:
    look = LOOKS[kind]
    found = []
    if look.counted:
        count = _int(card, "count", 1)
        found.append(Region(f"Copies in the deck: {count}", "count", ink.rect_path(COUNT_RECT),
                            number=Number("count", count, 1, 20, "Count: {value}"),
                            inverse=Edit(f"Count: {count - 1}", {"count": count - 1}) if count > 1 else None))
    if look.number is not None:
        key, label, default, least, most = look.number
        value = _int(card, key, default)
        found.append(Region(f"{label}: {value}", key, ink.rect_path(NUMBER_RECT),
                            number=Number(key, value, least, most, label + ": {value}"),
                            inverse=Edit(f"{label}: {value - 1}", {key: value - 1}) if value > least else None))
    if kind == "inventions":
        starting = bool(card.get("starting"))
        edit = Edit(f"Starting: {'no' if starting else 'yes'}", {"starting": REMOVE if starting else True})
        found.append(Region(f"Starting invention: {'yes' if starting else 'no'}", "starting", ink.rect_path(CORNER_RECT),
                            click=edit, inverse=edit))
    if look.choice is not None:
        key, values = look.choice
        current = card.get(key) or ""
        at = values.index(current) if current in values else 0
        later, before = values[(at + 1) % len(values)], values[(at - 1) % len(values)]

        def change(value: str) -> Edit:
            return Edit(f"{key.capitalize()}: {value or 'none'}", {key: value if value else REMOVE})

        found.append(Region(f"{key.capitalize()}: {current or 'none'}", key, ink.rect_path(BAND_RECT), click=change(later),
                            inverse=change(before),
                            menu=[Choice(f"{key.capitalize()}: {v or 'none'}", change(v), checked=v == current) for v in values]))
    else:
        found.append(Region(look.band(card), "band", ink.rect_path(BAND_RECT)))
    title = str(card.get("title", ""))
    found.append(Region(f"Title: {title}", "title", ink.rect_path(TITLE_RECT), words=Words("title", title, "Title: {value}")))
    found.append(Region("What the card does: edit its effects in the Effects panel below", "body",
                        ink.rect_path(QRectF(4.0, BODY_TOP, SIZE[0] - 8.0, BODY_BOTTOM - BODY_TOP - 5.0))))
    return found


def faces_of(kind: str):
    """faces(card, file) of one kind of card file, for `editor.cards.face.CardFaces`."""
    def faces(card: dict, file: dict) -> list[Face]:
        return [Face(LOOKS[kind].noun.capitalize(), lambda painter: paint(painter, card, kind),
                     lambda: regions(card, kind), plain=lambda painter: paint(painter, card, kind, editing=False))]
    return faces
