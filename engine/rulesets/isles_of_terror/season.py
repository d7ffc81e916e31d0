"""Seasons and years (rulebook pp. 8-11): fortune phase, action phase, end of season and year.

Each season: the starting player is determined (from the second season on: most camps in play;
a tie is broken by the previous starting player's choice among the tied players); the starting
player reveals an event card (the adventure's first event in the first season) whose rules hold
until the season ends; `season_start` fires; each player draws strategy cards (3 in spring, 1
otherwise); then three rounds of turns in seat order from the starting player.

End of a season: `season_end` fires (effects lasting the season end), ships and the characters
in their sea area go back to the sea cards, `end_of_season` victory conditions are checked.
After winter: the threat-bar roll (4D6), `year_end`, every strategy card is reshuffled into its
deck, and after the last year the game ends (`end_of_game` victory conditions); otherwise the
shown event cards go to the discard pile and a new year begins.
"""

from __future__ import annotations

from . import mods
from .cards import draw_strategy, expire_cards, reshuffle_strategy
from engine.core.frames import Decision
from .rules import fire
from .player import turn_order
from .terror_moves import start_terror_phase
from enum import IntEnum

TURNS_PER_PLAYER = 3
SEASON_NAMES = ("spring", "summer", "autumn", "winter")


class GameStep(IntEnum):
    """The game frame starts the game, then becomes the first season's frame (at its EVENT step)."""

    START = 0
    BECOME_SEASON = 1


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_START, _BECOME_SEASON = GameStep


def run_game(state, frame) -> None:
    if frame.step == _START:
        frame.step = _BECOME_SEASON
        for entry in state.game.untriggered_text_rules:
            state.emit("not_simulated", -1, -1, rule=entry.rule.id or entry.rule.title or entry.scope,
                       source=str(entry.rule.source), event="")
        state.emit("game_start", -1, -1, players=[p.faction.id for p in state.players])
        fire(state, "game_start")
    else:
        frame.kind = "season"
        frame.step = _EVENT  # the first season's starting player is seat 0


def most_camps(state) -> list[int]:
    counts = [p.camps_in_play() for p in state.players]
    best = max(counts)
    return [seat for seat in range(state.n) if counts[seat] == best]


def draw_event(state):
    if not state.event_deck:
        if not state.event_discard:
            return None
        state.event_deck.extend(state.event_discard)
        state.event_discard.clear()
        state.rng.shuffle(state.event_deck)
        state.emit("reshuffle", -1, -1, pile="event cards", size=len(state.event_deck))
    return state.event_deck.pop()


class SeasonStep(IntEnum):
    """The steps of a season, the fortune phase to the next season."""

    STARTING_PLAYER = 0
    EVENT = 1
    SEASON_START = 2
    STRATEGY_CARDS = 3
    ACTION_PHASE = 4
    SEASON_END = 5
    CLEAN_UP = 6
    YEAR_END = 7
    AFTER_YEAR_END = 8
    NEW_SEASON = 9


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
(_STARTING_PLAYER, _EVENT, _SEASON_START, _STRATEGY_CARDS, _ACTION_PHASE, _SEASON_END, _CLEAN_UP,
 _YEAR_END, _AFTER_YEAR_END, _NEW_SEASON) = SeasonStep


def run_season(state, frame) -> None:
    step = frame.step
    if step == _ACTION_PHASE:  # (first: the season frame's usual step, once before every turn)
        if state.turns < TURNS_PER_PLAYER * state.n:
            state.turns += 1
            if state.game.mode != "competitive":  # the team chooses who goes next (team_actions.py)
                state.push("next_player", state.start)
            else:
                state.push("turn", (state.start + state.turns - 1) % state.n)
        else:
            frame.step = _SEASON_END
            start_terror_phase(state)  # cooperative and solo: the terrors in play activate
    elif step == _STARTING_PLAYER:
        frame.step = _EVENT
        tied = most_camps(state)
        if len(tied) == 1 or state.start not in range(state.n):
            _set_start(state, tied[0], tied)
        else:
            state.push("starter", state.start, tied=tuple(tied))
    elif step == _EVENT:  # fortune phase: the event card
        frame.step = _SEASON_START
        first = state.year == 1 and state.season == 0 and not state.event_shown
        card = state.game.adventure.setup.first_event if first else draw_event(state)
        state.event = card
        state.emit("season", state.start, -1, year=state.year, season=SEASON_NAMES[state.season],
                   event=card.id if card else "")
        if card is not None:
            state.event_shown.append(card)
            fire(state, "reveal", state.start, only=card.id, scope="season")
    elif step == _SEASON_START:
        frame.step = _STRATEGY_CARDS
        fire(state, "season_start")
    elif step == _STRATEGY_CARDS:
        frame.step = _ACTION_PHASE
        for seat in turn_order(state):
            draw_strategy(state, seat, 3 if state.season == 0 else 1)
        state.turns = 0
    elif step == _SEASON_END:  # end of season: effects
        frame.step = _CLEAN_UP
        state.emit("season_end", state.start, -1, year=state.year, season=SEASON_NAMES[state.season])
        fire(state, "season_end")
    elif step == _CLEAN_UP:
        frame.step = _YEAR_END
        mods.end_scope(state, "season")
        expire_cards(state, "season")
        for p in state.players:
            _hoist_anchor(state, p)
        state.game.hooks.check_victory(state, "end_of_season")
    elif step == _YEAR_END:
        if state.season == 3:
            frame.step = _AFTER_YEAR_END
            state.push("year_end", state.start)
        else:
            frame.step = _NEW_SEASON
    elif step == _AFTER_YEAR_END:  # after the year's end
        if state.year >= state.game.adventure.years:
            state.stack.pop()
            state.game.hooks.check_victory(state, "end_of_game")
            return
        state.event_discard.extend(state.event_shown)
        state.event_shown.clear()
        state.year += 1
        state.emit("year", -1, -1, year=state.year)
        frame.step = _NEW_SEASON
    else:  # a new season
        state.season = (state.season + 1) % 4
        state.event = None
        for p in state.players:
            p.fields_used = [False] * len(p.fields_used)
        frame.step = _STARTING_PLAYER


def _hoist_anchor(state, p) -> None:
    """The ship and the characters in its sea area go back to the sea card."""
    sea = p.ship
    if sea < 0:
        return
    p.sea_soldiers += p.soldiers[sea]
    p.sea_captains += p.captains[sea]
    state.emit("hoist_anchor", p.seat, sea, soldiers=p.soldiers[sea], captains=p.captains[sea])
    p.soldiers[sea] = p.captains[sea] = 0
    p.ship = -1


def _set_start(state, seat: int, tied) -> None:
    state.start = seat
    state.emit("starting_player", seat, -1, tied=list(tied))


class ChooseStarter(Decision):
    """Several players have the most camps: the previous starting player chooses among them."""

    def legal(self, state, frame):
        return [("starter", seat) for seat in frame.d["tied"]]

    def apply(self, state, frame, action):
        state.stack.pop()
        _set_start(state, action[1], frame.d["tied"])


class YearEndStep(IntEnum):
    """The steps of the year's end."""

    THREAT_ROLL = 0
    YEAR_END_TRIGGERS = 1
    RESHUFFLE = 2


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_THREAT_ROLL, _YEAR_END_TRIGGERS, _RESHUFFLE = YearEndStep


def run_year_end(state, frame) -> None:
    if frame.step == _THREAT_ROLL:
        frame.step = _YEAR_END_TRIGGERS
        state.push("threat_roll", state.start)
    elif frame.step == _YEAR_END_TRIGGERS:
        frame.step = _RESHUFFLE
        fire(state, "year_end")
    else:
        state.stack.pop()
        for seat in turn_order(state):
            reshuffle_strategy(state, seat)
