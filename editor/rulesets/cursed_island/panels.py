"""The panels beside the Cursed Island planning board: the round's line above it and one card per person.

The line says the round of the scenario's rounds and its phase, this round's weather dice and the
next rounds', morale and the roof, palisade and weapon levels, the resources available and those
coming at the end of the action phase (future), and who decides. A person's card (castaways first in
seat order, then Friday and the dog) shows the wounds on the life track with its morale marks, its
special wounds (the part and the actions it hurts) and a night outside the camp, the Determination tokens and the skills used this round; the team's card the items built (and coming),
the starting items' uses left, the inventions on the board, discoveries and treasures kept, the
weather tokens and the scenario's tracks.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from editor.playtest.status_line import StatusLine

from engine.rulesets.cursed_island import report
from engine.rulesets.cursed_island.model import BODY_PARTS, RESOURCES
from engine.rulesets.cursed_island.outside import away

from .layout import PERSON_COLOURS, HELPER_COLOURS
from .places import card_title, character_title, invention_title, target_title
from .plan_paint import PHASE_TITLES


def resources_text(pile) -> str:
    return ", ".join(f"{pile.get(r, 0)} {r}" for r in RESOURCES if pile.get(r, 0)) or "nothing"


def life_track(character, wounds: int) -> str:
    """The life track in glyphs: a filled box per wound taken, an empty one per space left, a bar before
    each space whose passing lowers morale, the last space the skull."""
    marks = set(character.morale_marks) if character is not None else set()
    life = character.life if character is not None else max(wounds, 1)
    boxes = []
    for space in range(1, life + 1):
        boxes.append(("|" if space - 1 in marks and space > 1 else "") + ("■" if space <= wounds else "□"))
    return "".join(boxes) + " †"


def weather_text(scenario, round_no: int) -> str:
    dice = scenario.weather_of(round_no)
    return " + ".join(dice) if dice else "no dice"


class GameStatus(StatusLine):
    """Round and phase, weather now and next, morale and levels, resources, who decides."""

    word_wrap = True

    @staticmethod
    def text_of(state) -> str:
        scenario = state.game.scenario
        levels = ", ".join(f"{k} {state.levels.get(k, 0)}" for k in ("roof", "palisade", "weapon"))
        goods = f"available {resources_text(state.available)}; future {resources_text(state.future)}"
        sky = f"weather: {weather_text(scenario, state.round)} (next round {weather_text(scenario, state.round + 1)})"
        if state.is_terminal():
            why = report.ending_titles(scenario).get(state.loss[0], state.loss[0]) if state.loss else ""
            end = "the scenario is won" if state.winners else f"lost: {why} in round {state.loss[1]}" \
                if state.loss else "over"
            return f"Game over in round {state.round} of {scenario.rounds}: {end}; morale {state.morale:+d}; {levels}"
        planned = f"; {len(state.plan)} of {len(state.pawns)} pawns placed" if state.phase == "action" else ""
        seat = state.current_player()
        person = next((p for p in state.people if p.seat == seat), None)
        name = state.game.seat_names()[seat]
        title = character_title(state, person.character) if person else name
        who = name if title == name else f"{name} ({title})"  # a dealt seat is named by its castaway already
        return (f"Round {state.round} of {scenario.rounds}, {PHASE_TITLES.get(state.phase, state.phase)} phase"
                f"{planned}; {sky}; morale {state.morale:+d}; {levels}; {goods}; {who} decides for the team")

    def text(self) -> str:
        return self.label.text()


ACTION_NAMES = {"threat": "threat actions", "hunt": "hunting", "build": "building", "gather": "gathering",
                "explore": "exploring", "camp": "arranging the camp"}


def person_facts(state, index: int) -> str:
    person = state.people[index]
    character = next((c for c in state.game.scenario.characters if c.id == person.character), None)
    skills = {s.id: s.title for s in character.skills} if character is not None else {}
    used = ", ".join(skills.get(s, s) for s in sorted(person.used)) or "none"
    life = character.life if character is not None else "?"
    pawns = [p for p in state.pawns if p.person == index]
    placed = {p: (a, t) for p, a, t in state.plan}
    where = "; ".join(f"{'extra pawn' if p.kind == 'extra' else 'pawn'}: {target_title(state, *placed[p.id])}"
                      for p in pawns if p.id in placed)
    status = "" if person.alive else "dead; "
    hurt = "".join(f"; {part} wound (hurts {' and '.join(ACTION_NAMES.get(a, a) for a in BODY_PARTS[part])})"
                   for part in getattr(person, "hurts", ()))
    outside = "; spends the night outside the camp" if index in away(state) else ""
    return (f"{status}wounds {person.wounds} of {life}: {life_track(character, person.wounds)}{hurt}{outside}; "
            f"Determination {person.determination}; skills used this round: {used}"
            + (f"; {where}" if where else ""))


def team_facts(state) -> str:
    scenario = state.game.scenario
    items = ", ".join(invention_title(scenario, i) + (f" x{n}" if n > 1 else "") for i, n in sorted(state.items.items())
                      if n) or "none"
    coming = ", ".join(invention_title(scenario, i) for i in state.future_items) or "none"
    starting = {i.id: i.title for i in scenario.items}
    kept = ", ".join(f"{starting.get(i, i)} ({n} use{'s' if n != 1 else ''} left)"
                     for i, n in sorted(state.starting_items.items())) or "none"
    board = ", ".join(invention_title(scenario, i) for i in state.board_inventions) or "none"
    discoveries = {d.id: d.title for d in (*scenario.discoveries, *scenario.special_discoveries)}
    found = ", ".join(discoveries.get(d, d) for d in state.discoveries) or "none"
    treasures = ", ".join(card_title(scenario, t) for t in state.treasures) or "none"
    weather = ", ".join(f"{k} {v}" for k, v in sorted(state.weather_tokens.items()) if v) or "none"
    tracks = ", ".join(f"{t.title} {state.tracks.get(t.id, t.start)} of {t.high}" for t in scenario.tracks)
    return (f"items built: {items}; coming at the phase's end: {coming}; starting items: {kept}; inventions on "
            f"the board: {board}; discoveries: {found}; treasures: {treasures}; weather tokens: {weather}"
            + (f"; tracks: {tracks}" if tracks else ""))


class _Card(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        self.facts = QLabel(self)
        self.facts.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.facts)


class PlayerBoards(QWidget):
    """One card per person (castaways, then Friday and the dog) and one for the team's belongings."""

    field_clicked = Signal(int, int)  # no fields on these cards (the board takes the pawns); never emitted
    card_clicked = Signal(int, str)  # no hands of cards; never emitted

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cards: list[_Card] = []
        self.team = _Card(self)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.team)
        self.layout_.addStretch(1)

    def show_state(self, state, human_seats: set[int], clickable_fields=None, clickable_cards=None) -> None:
        while len(self.cards) < len(state.people):
            card = _Card(self)
            self.cards.append(card)
            self.layout_.insertWidget(len(self.cards) - 1, card)
        deciding = None if state.is_terminal() else state.current_player()
        for index, card in enumerate(self.cards):
            card.setVisible(index < len(state.people))
            if index >= len(state.people):
                continue
            person = state.people[index]
            helper = next((c.helper for c in state.game.scenario.characters if c.id == person.character), "")
            colour = PERSON_COLOURS[person.seat % len(PERSON_COLOURS)] if person.seat >= 0 else \
                HELPER_COLOURS.get(helper, "#555555")
            role = f"seat {person.seat + 1}" if person.seat >= 0 else (helper or "helper")
            first = " - first player" if person.seat == state.first else ""
            turn = " - decides" if person.seat >= 0 and person.seat == deciding else ""
            card.title.setText(f"<b style='color:{colour}'>{character_title(state, person.character)}</b> ({role})"
                               f"{first}{turn}")
            card.facts.setText(person_facts(state, index))
        self.team.title.setText("<b>The team</b>")
        self.team.facts.setText(team_facts(state))

    def summary(self, index: int | None) -> dict:
        card = self.team if index is None else self.cards[index]
        return {"title": card.title.text(), "facts": card.facts.text()}
