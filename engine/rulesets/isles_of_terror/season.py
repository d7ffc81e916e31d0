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
from .rules import RULES, fire
from .player import turn_order

TURNS_PER_PLAYER = 3
SEASON_NAMES = ("spring", "summer", "autumn", "winter")


@RULES.procedure("game")
def run_game(state, frame) -> None:
    if frame.step == 0:
        frame.step = 1
        for entry in state.game.untriggered_text_rules:
            state.emit("not_simulated", -1, -1, rule=entry.rule.id or entry.rule.title or entry.scope,
                       source=str(entry.rule.source), event="")
        state.emit("game_start", -1, -1, players=[p.faction.id for p in state.players])
        fire(state, "game_start")
    else:
        frame.kind = "season"
        frame.step = 1  # the first season's starting player is seat 0


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


@RULES.procedure("season")
def run_season(state, frame) -> None:
    step = frame.step
    if step == 0:  # starting player for a new season
        frame.step = 1
        tied = most_camps(state)
        if len(tied) == 1 or state.start not in range(state.n):
            _set_start(state, tied[0], tied)
        else:
            state.push("starter", state.start, tied=tuple(tied))
    elif step == 1:  # fortune phase: the event card
        frame.step = 2
        first = state.year == 1 and state.season == 0 and not state.event_shown
        card = state.game.adventure.setup.first_event if first else draw_event(state)
        state.event = card
        state.emit("season", state.start, -1, year=state.year, season=SEASON_NAMES[state.season],
                   event=card.id if card else "")
        if card is not None:
            state.event_shown.append(card)
            fire(state, "reveal", state.start, only=card.id, scope="season")
    elif step == 2:
        frame.step = 3
        fire(state, "season_start")
    elif step == 3:  # strategy cards
        frame.step = 4
        for seat in turn_order(state):
            draw_strategy(state, seat, 3 if state.season == 0 else 1)
        state.turns = 0
    elif step == 4:  # action phase
        if state.turns < TURNS_PER_PLAYER * state.n:
            seat = (state.start + state.turns) % state.n
            state.turns += 1
            state.push("turn", seat)
        else:
            frame.step = 5
    elif step == 5:  # end of season: effects
        frame.step = 6
        state.emit("season_end", state.start, -1, year=state.year, season=SEASON_NAMES[state.season])
        fire(state, "season_end")
    elif step == 6:
        frame.step = 7
        mods.end_scope(state, "season")
        expire_cards(state, "season")
        for p in state.players:
            _hoist_anchor(state, p)
        state.game.rules.call["check_victory"](state, "end_of_season")
    elif step == 7:
        if state.season == 3:
            frame.step = 8
            state.push("year_end", state.start)
        else:
            frame.step = 9
    elif step == 8:  # after the year's end
        if state.year >= state.game.adventure.years:
            state.stack.pop()
            state.game.rules.call["check_victory"](state, "end_of_game")
            return
        state.event_discard.extend(state.event_shown)
        state.event_shown.clear()
        state.year += 1
        state.emit("year", -1, -1, year=state.year)
        frame.step = 9
    else:  # a new season
        state.season = (state.season + 1) % 4
        state.event = None
        for p in state.players:
            p.fields_used = [False] * len(p.fields_used)
        frame.step = 0


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


@RULES.decision("starter", auto=True)
class ChooseStarter(Decision):
    """Several players have the most camps: the previous starting player chooses among them."""

    def legal(self, state, frame):
        return [("starter", seat) for seat in frame.d["tied"]]

    def apply(self, state, frame, action):
        state.stack.pop()
        _set_start(state, action[1], frame.d["tied"])


@RULES.procedure("year_end")
def run_year_end(state, frame) -> None:
    if frame.step == 0:
        frame.step = 1
        state.push("threat_roll", state.start)
    elif frame.step == 1:
        frame.step = 2
        fire(state, "year_end")
    else:
        state.stack.pop()
        for seat in turn_order(state):
            reshuffle_strategy(state, seat)
