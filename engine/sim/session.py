"""`PlaytestSession`: one game on a recorded line of decisions with a cursor (the interactive playtest).

The line is like a video timeline: `go_to(k)` shows the state after k decisions, `step_back` /
`step_forward` move along the record, `play(action)` at the cursor either follows the record
(the future is kept) or forks (the recorded future is dropped). Seats are played by "human",
"random" or "greedy"; `advance()` is one step of "play on".

```python
session = PlaytestSession(adventure, SessionSetup(("yoruba", "red-coats"), ("human", "greedy"), seed=7))
while session.advance() is not None:     # the bots play until a human must decide
    pass
session.play(session.legal_actions()[0])  # the human's decision
session.save("game.playtest.json")       # setup + decisions + cursor: the replay
```

A session is replayed once when it is built: the tip state (after every decision), the log length
after each decision and a clone every `CHECKPOINT_EVERY` decisions are kept, so a jump applies at
most `CHECKPOINT_EVERY` actions. States handed out are never changed by the session afterwards
(a decision is applied to a clone); callers must not change them either. Bots are made fresh for
each decision with an RNG derived from (seed, seat, cursor): stepping back and asking again gives
the same action.

The file (`to_json`, `load`, `peek`) is read and checked by session_file.py: within size and
decision limits, and with a campaign chapter's carry-in (format 2), so a chapter reopens as the
game it was or is refused with the reason.
"""

from __future__ import annotations

import dataclasses
import json
import random
from dataclasses import dataclass
from pathlib import Path

from engine.content.files import atomic_write_text
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError

from .runner import bot_class, derive_seed, play_state
from .session_file import (CARRY_FORMAT, FORMAT, KIND, SessionError, campaign_advantages, carry_from_json, carry_to_json,
                           checked, read, seat_kinds)

CHECKPOINT_EVERY = 32
__all__ = ["CARRY_FORMAT", "CHECKPOINT_EVERY", "FORMAT", "KIND", "PlaytestSession", "SessionError", "SessionSetup",
           "campaign_advantages", "seat_kinds"]


@dataclass(frozen=True)
class SessionSetup:
    factions: tuple[str, ...]  # seat order
    seats: tuple[str, ...]  # per seat, one of seat_kinds(ruleset)
    seed: int
    mode: str = "competitive"
    carry_in: object = None  # a campaign chapter's `engine.core.carry.CarryIn` (None outside campaigns)


def _plain(value):
    return [_plain(v) for v in value] if isinstance(value, (tuple, list)) else value


class PlaytestSession:
    def __init__(self, adventure, setup: SessionSetup, decisions=(), cursor: int = 0) -> None:
        self._start(adventure, setup, decisions, cursor, tolerant=False)

    @classmethod
    def _tolerant(cls, adventure, setup: SessionSetup, decisions, cursor: int) -> PlaytestSession:
        """A session replaying the longest legal prefix of `decisions` (`dropped`: how many were not)."""
        session = cls.__new__(cls)
        session._start(adventure, setup, decisions, cursor, tolerant=True)
        return session

    def _start(self, adventure, setup: SessionSetup, decisions, cursor: int, tolerant: bool) -> None:
        setup = SessionSetup(tuple(setup.factions), tuple(setup.seats), int(setup.seed), setup.mode, setup.carry_in)
        if len(setup.seats) != len(setup.factions):
            raise ValueError(f"{len(setup.seats)} seats for {len(setup.factions)} factions")
        for kind in setup.seats:
            _check_kind(kind, rulesets.of(adventure))
        decisions = list(decisions)
        if not 0 <= cursor <= len(decisions):
            raise ValueError(f"cursor {cursor} outside 0..{len(decisions)}")
        self.adventure = adventure
        self.setup = setup
        self.dropped = 0  # recorded decisions that no longer replayed (tolerant loading, `restarted`)
        self._cursor, self._state = 0, None
        self.ruleset = rulesets.of(adventure)
        normalise = self.ruleset.normalise_action
        try:
            carry = {} if setup.carry_in is None else {"carry_in": setup.carry_in}  # only campaigns need it
            factions = list(setup.factions)
            if not self.ruleset.named_seats:  # a game that deals its own seats: the game of this seed's deal
                dealt = self.ruleset.seating(adventure, players=len(factions), mode=setup.mode, seed=setup.seed)
                factions = list(dealt) if dealt else factions
            self.game = self.ruleset.new_game(adventure, factions=factions, mode=setup.mode, **carry)
            state = self.game.new_initial_state(setup.seed)
        except EngineError as error:
            raise SessionError("session/game", error.message) from error
        self._decisions: list[tuple] = []
        self._actors: list[int] = []
        self._marks = [len(state.log)]  # len(log) after k decisions
        self._checkpoints = [state.clone()]  # the state after i * CHECKPOINT_EVERY decisions
        at_cursor = None
        for index, raw in enumerate(decisions):
            if index == cursor:
                at_cursor = state.clone()
            try:
                action = normalise(raw)
                player = state.current_player()
                state.apply_action(action)
            except EngineError as error:
                if not tolerant:
                    text = self._describe(state, raw)
                    raise SessionError("session/replay", f"decision {index} ({text}) cannot be replayed: "
                                                         f"{error.message}") from error
                # the state may be half-changed by a failed action: rebuild it from the last good point
                state = self._replayed(index)
                self.dropped = len(decisions) - index
                break
            self._record(state, action, player)
        self._tip = state
        self._cursor = min(cursor, len(self._decisions))
        if at_cursor is None or self._cursor == len(self._decisions):
            self._state = state
        else:
            self._state = at_cursor

    @staticmethod
    def _describe(state, action) -> str:
        try:
            return state.action_to_string(action)
        except Exception:  # a malformed or foreign action: its raw form
            return repr(_plain(action))

    def _record(self, state, action: tuple, player: int) -> None:
        """`state` has just taken `action` (by `player`) as the next decision of the line."""
        self._decisions.append(action)
        self._actors.append(player)
        self._marks.append(len(state.log))
        if len(self._decisions) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())

    def _replayed(self, k: int):
        """A new state after the first k recorded decisions, from the nearest usable clone."""
        base = k // CHECKPOINT_EVERY
        state = self._checkpoints[base].clone()
        start = base * CHECKPOINT_EVERY
        if start < self._cursor <= k and self._state is not None:
            state, start = self._state.clone(), self._cursor
        for action in self._decisions[start:k]:
            state.apply_action(action)
        return state

    # -- the line -------------------------------------------------------------------------
    @property
    def state(self):
        """The state after `cursor` decisions (do not change it)."""
        return self._state

    @property
    def tip(self):
        """The state after every recorded decision (do not change it)."""
        return self._tip

    @property
    def decisions(self) -> tuple:
        return tuple(self._decisions)

    @property
    def cursor(self) -> int:
        return self._cursor

    @property
    def length(self) -> int:
        return len(self._decisions)

    def go_to(self, k: int) -> None:
        if not isinstance(k, int) or not 0 <= k <= len(self._decisions):
            raise ValueError(f"position {k!r} outside 0..{len(self._decisions)}")
        if k == self._cursor:
            return
        self._state = self._tip if k == len(self._decisions) else self._replayed(k)
        self._cursor = k

    def step_back(self) -> bool:
        if self._cursor == 0:
            return False
        self.go_to(self._cursor - 1)
        return True

    def step_forward(self) -> bool:
        if self._cursor == len(self._decisions):
            return False
        self.go_to(self._cursor + 1)
        return True

    def fork(self) -> None:
        """Drop the recorded future after the cursor."""
        k = self._cursor
        if k == len(self._decisions):
            return
        del self._decisions[k:]
        del self._actors[k:]
        del self._marks[k + 1:]
        del self._checkpoints[k // CHECKPOINT_EVERY + 1:]
        self._tip = self._state

    def recorded_next(self):
        return self._decisions[self._cursor] if self._cursor < len(self._decisions) else None

    def play(self, action) -> None:
        """The decision at the cursor: follows the record if it is the recorded one, else forks."""
        action = self.ruleset.normalise_action(action)
        if action == self.recorded_next():
            self.go_to(self._cursor + 1)
            return
        player = self._state.current_player()
        state = self._state.clone()
        state.apply_action(action)  # EngineError if illegal: nothing has changed yet
        self.fork()
        self._record(state, action, player)
        self._tip = self._state = state
        self._cursor += 1

    # -- seats and bots -------------------------------------------------------------------
    def seat_kind(self, seat: int) -> str:
        return self.setup.seats[self._seat(seat)]

    def set_seat(self, seat: int, kind: str) -> None:
        seat = self._seat(seat)
        _check_kind(kind, self.ruleset)
        seats = list(self.setup.seats)
        seats[seat] = kind
        self.setup = dataclasses.replace(self.setup, seats=tuple(seats))

    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < len(self.setup.seats):
            raise ValueError(f"no seat {seat!r} (seats 0..{len(self.setup.seats) - 1})")
        return seat

    def is_terminal(self) -> bool:
        return self._state.is_terminal()

    def current_player(self) -> int:
        return self._state.current_player()

    def legal_actions(self) -> list:
        return self._state.legal_actions()

    def is_human_turn(self) -> bool:
        return not self.is_terminal() and self.setup.seats[self.current_player()] == "human"

    def bot_action(self):
        """The action the current seat's bot picks now (a pure function of seed, seat, cursor, state)."""
        if self.is_terminal():
            raise ValueError("the game is over")
        seat = self.current_player()
        kind = self.setup.seats[seat]
        if kind == "human":
            raise ValueError(f"seat {seat} is played by a human")
        bot = bot_class(kind, self.ruleset)(random.Random(derive_seed(self.setup.seed, "session-bot", seat,
                                                                       self._cursor)))
        return self.ruleset.normalise_action(bot.step(self._state))

    def advance(self):
        """One step of "play on": the recorded next decision, else the bot's; None if neither applies."""
        action = self.recorded_next()
        if action is not None:
            self.go_to(self._cursor + 1)
            return action
        if self.is_terminal() or self.is_human_turn():
            return None
        action = self.bot_action()
        self.play(action)
        return action

    # -- the log --------------------------------------------------------------------------
    def _index(self, k: int, end: int) -> int:
        if not isinstance(k, int) or not 0 <= k <= end:
            raise ValueError(f"position {k!r} outside 0..{end}")
        return k

    def log_mark(self, k: int) -> int:
        """len(log) after k decisions (log_mark(0): the initial state's log)."""
        return self._marks[self._index(k, len(self._decisions))]

    def events_of(self, k: int) -> list:
        """The events of decision k (0-based): its consequences and chance outcomes."""
        k = self._index(k, len(self._decisions) - 1)
        return self._tip.log[self._marks[k]:self._marks[k + 1]]

    def setup_events(self) -> list:
        return self._tip.log[:self._marks[0]]

    def actor(self, k: int) -> int:
        return self._actors[self._index(k, len(self._decisions) - 1)]

    def decision_text(self, k: int) -> str:
        k = self._index(k, len(self._decisions) - 1)
        return self._tip.action_to_string(self._decisions[k], self._actors[k])

    def notices(self, start: int, end: int) -> list:
        """The `not_simulated` events (rules with text only) among tip.log[start:end]."""
        return [e for e in self._tip.log[start:end] if e.kind == "not_simulated"]

    # -- files ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        """The file's contents: format 1, or 2 with the `carry_in` of a campaign chapter (session_file.py)."""
        s = self.setup
        data = {"format": FORMAT, "kind": KIND, "adventure": self.adventure.id, "digest": self.adventure.digest,
                "mode": s.mode, "seed": s.seed, "factions": list(s.factions), "seats": list(s.seats),
                "decisions": [_plain(a) for a in self._decisions], "cursor": self._cursor}
        if s.carry_in is not None:
            data.update(format=CARRY_FORMAT, carry_in=carry_to_json(s.carry_in))
        return data

    @classmethod
    def from_json(cls, adventure, data, strict: bool = True, advantages=None) -> PlaytestSession:
        """A saved session; a changed adventure: strict → `session/digest`, else the legal prefix.

        `advantages` (id -> the campaign's advantage, `campaign_advantages`) rebuilds the carry-in of
        a campaign chapter whose seats hold advantages; without them such a file is `session/carry-in`.
        """
        data = checked(data, rulesets.of(adventure))
        if data["adventure"] != adventure.id:
            raise SessionError("session/adventure", f"the session plays '{data['adventure']}', "
                                                    f"not '{adventure.id}'")
        changed = data["digest"] != adventure.digest
        if changed and strict:
            raise SessionError("session/digest", f"the adventure '{adventure.id}' or its content changed "
                                                 "since the session was saved")
        carry = carry_from_json(data["carry_in"], advantages) if "carry_in" in data else None
        setup = SessionSetup(tuple(data["factions"]), tuple(data["seats"]), data["seed"], data["mode"], carry)
        if strict:
            return cls(adventure, setup, data["decisions"], data["cursor"])
        return cls._tolerant(adventure, setup, data["decisions"], data["cursor"])

    def save(self, path) -> None:
        atomic_write_text(Path(path), json.dumps(self.to_json(), sort_keys=True, indent=1) + "\n")

    @classmethod
    def load(cls, path, adventure, strict: bool = True, advantages=None) -> PlaytestSession:
        data = read(path)
        try:
            return cls.from_json(adventure, data, strict, advantages)
        except SessionError as error:
            raise SessionError(error.code, f"{path}: {error.message}") from error

    @staticmethod
    def peek(path) -> dict:
        """A saved file's checked contents (adventure id, digest, setup, decisions), not replayed."""
        data = read(path)
        try:
            name = data.get("ruleset") if isinstance(data, dict) else None
            if name is not None and not isinstance(name, str):
                raise SessionError("session/field", "ruleset must be a string")
            try:
                ruleset = rulesets.get(name)
            except EngineError as error:
                raise SessionError("session/ruleset", error.message) from error
            return checked(data, ruleset)
        except SessionError as error:
            raise SessionError(error.code, f"{path}: {error.message}") from error

    @property
    def seed(self) -> int:
        """The seed the game is dealt from (the session's `Game` is shared by every game of its setup)."""
        return self.setup.seed

    # -- other sessions -------------------------------------------------------------------
    def restarted(self, adventure) -> PlaytestSession:
        """The same setup on (re-read) content, replaying the decisions up to the cursor while legal."""
        return type(self)._tolerant(adventure, self.setup, self._decisions[:self._cursor], self._cursor)

    @classmethod
    def from_run(cls, adventure, spec, k: int) -> PlaytestSession:
        """Game k of a batch run (`RunSpec`), every seat played by `spec.bots`, opened at its start."""
        state = play_state(adventure, spec, k)
        if state is None:
            game = spec.game(adventure, k)
            raise SessionError("session/game", f"game {k} of the run could not start ({game!r}, "
                                               f"seed {spec.seed_of(k)})")
        game = state.game
        setup = SessionSetup(tuple(game.seat_names()), (spec.bots,) * game.num_players, state.seed,
                             game.mode)
        return cls(adventure, setup, state.decisions, 0)


def _check_kind(kind, ruleset) -> None:
    kinds = seat_kinds(ruleset)
    if kind not in kinds:
        raise ValueError(f"unknown seat kind {kind!r} (one of {', '.join(kinds)})")
