"""A saved playtest session's file: read within limits, checked field by field, its carry-in kept.

A session file is JSON (`PlaytestSession.to_json`): format, kind, adventure id and digest, mode,
seed, factions, seats, decisions and cursor. Files come from other people, so reading one is
bounded and every refusal is a `SessionError` whose message says what is wrong, never a traceback:

- at most `MAX_FILE_BYTES` bytes, refused by the file's size before it is parsed
  (`session/too-large`), and at most `MAX_SESSION_DECISIONS` decisions, refused by their count
  before any is checked or replayed (a game ends within `runner.MAX_DECISIONS`);
- JSON nested deeper than `bounded_json.MAX_DEPTH` or with a number too long to read (a
  5,000-digit seed) is `session/json`; `format` must be exactly the integer 1 or 2 (`true` is not 1).

A campaign chapter's game starts with what earlier chapters carried over (`CarryIn`): such a session
is saved as format 2 with a `carry_in` object (plain values and a SHA-256 `digest` of them), so it
reopens as the same game. Its advantages are rules of the campaign, not of the adventure: they are
looked up by id in the `advantages` the opener passes (`campaign_advantages`), and without them the
file is refused (`session/carry-in`) rather than replayed as another game. Format 1 files (no
carry-in) are read as before.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass

from engine.content import bounded_json
from engine.core.carry import CarryIn, SeatCarry

from .runner import MAX_DECISIONS, ladder_kinds

FORMAT = 1  # a session outside campaigns
CARRY_FORMAT = 2  # a campaign chapter's session: with its carry_in
KIND = "isleforge-playtest"
MAX_FILE_BYTES = 16 * 1024 * 1024  # a finished game saves well under 1 MB
MAX_SESSION_DECISIONS = 5 * MAX_DECISIONS  # bots give up on a game after MAX_DECISIONS
MAX_SEED_DIGITS = 20  # seeds are 63-bit (runner.derive_seed); typed ones are short
MAX_CARRIED = 1_000_000  # one carried resource amount, lost captains or campaign VP


class SessionError(Exception):
    """A session that cannot be built, read or replayed. `code` is stable (e.g. `session/format`)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def seat_kinds(ruleset=None) -> tuple[str, ...]:
    """Who can play a seat: "human", one of the ruleset's bots or the search bot `mcts` (the default ruleset's for None)."""
    return ("human", *ladder_kinds(ruleset))


def read(path) -> object:
    """The JSON value of the file at `path`, within the limits of the module docstring."""
    try:
        with open(path, "rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            raw = b"" if size > MAX_FILE_BYTES else stream.read(MAX_FILE_BYTES + 1)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise SessionError("session/file", f"cannot read {path}: {reason}") from None
    size = max(size, len(raw))
    if size > MAX_FILE_BYTES:
        raise SessionError("session/too-large", f"{path}: the file is {size} bytes; a playtest session may have at "
                                                f"most {MAX_FILE_BYTES} bytes. Is it the right file?")
    try:
        return bounded_json.loads(text)
    except bounded_json.JsonRefused as error:
        raise SessionError("session/json", f"{path}: {error}") from None


def _fail(message: str, code: str = "session/field"):
    raise SessionError(code, message)


def _int(value, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def checked(data, ruleset) -> dict:
    """`data` if it is a session file's contents, else SessionError naming the field."""
    if not isinstance(data, dict):
        _fail(f"a playtest session is a JSON object, not {type(data).__name__}", "session/format")
    if data.get("kind") != KIND:
        _fail(f"not a playtest session (kind is {data.get('kind')!r}, not '{KIND}')", "session/format")
    form = data.get("format")
    if type(form) is not int or form not in (FORMAT, CARRY_FORMAT):
        _fail(f"unknown playtest session format {form!r} (this version reads {FORMAT} and {CARRY_FORMAT})",
              "session/format")
    if form == CARRY_FORMAT and "carry_in" not in data:
        _fail(f"a format {CARRY_FORMAT} session is a campaign chapter and needs its carry_in", "session/format")
    if form == FORMAT and "carry_in" in data:
        _fail(f"a format {FORMAT} session has no carry_in (a campaign chapter's is format {CARRY_FORMAT})",
              "session/format")
    decisions = data.get("decisions")
    if isinstance(decisions, list) and len(decisions) > MAX_SESSION_DECISIONS:
        _fail(f"the session holds {len(decisions)} decisions; at most {MAX_SESSION_DECISIONS} are read (a game "
              f"ends within {MAX_DECISIONS})", "session/too-large")
    if bounded_json.depth(data) > bounded_json.MAX_DEPTH:
        _fail(f"lists and objects are nested deeper than {bounded_json.MAX_DEPTH} levels", "session/json")
    for key in ("adventure", "digest", "mode"):
        if not isinstance(data.get(key), str):
            _fail(f"{key} must be a string")
    seed = data.get("seed")
    if type(seed) is not int:
        _fail("seed must be an integer")
    if abs(seed) >= 10 ** MAX_SEED_DIGITS:
        _fail(f"seed must be an integer of at most {MAX_SEED_DIGITS} digits")
    for key in ("factions", "seats", "decisions"):
        if not isinstance(data.get(key), list):
            _fail(f"{key} must be a list")
    for i, faction in enumerate(data["factions"]):
        if not isinstance(faction, str):
            _fail(f"factions[{i}] must be a string")
    for i, kind in enumerate(data["seats"]):
        if kind not in seat_kinds(ruleset):
            _fail(f"seats[{i}] must be one of {', '.join(seat_kinds(ruleset))}")
    if len(data["seats"]) != len(data["factions"]):
        _fail(f"seats must have one entry per faction ({len(data['factions'])}), not {len(data['seats'])}")
    for i, action in enumerate(data["decisions"]):
        if not isinstance(action, list) or not action or not isinstance(action[0], str):
            _fail(f"decisions[{i}] must be a list starting with the kind of action")
    cursor = data.get("cursor")
    if not _int(cursor, 0, len(data["decisions"])):
        _fail(f"cursor must be an integer from 0 to {len(data['decisions'])}")
    if form == CARRY_FORMAT:
        _check_carry(data["carry_in"], len(data["factions"]))
    return data


# -- the carry-in of a campaign chapter --------------------------------------------------------------
@dataclass(frozen=True)
class SavedCarryOver:
    """The campaign's `carry_over` declaration as the session saved it: what `CarryIn.check` reads."""

    advantages: bool
    resources: str
    figures: str
    flags: tuple[str, ...]
    victory_points: bool


def _digest(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
                          .encode("utf-8")).hexdigest()


def carry_to_json(carry: CarryIn) -> dict:
    """The carry-in as plain values with the digest of them."""
    declared = carry.declared
    body = {"source": carry.source,
            "declared": {"advantages": bool(declared.advantages), "resources": declared.resources,
                         "figures": declared.figures, "flags": list(declared.flags),
                         "victory_points": bool(declared.victory_points)},
            "flags": list(carry.flags),
            "seats": [{"resources": [[r, n] for r, n in s.resources], "captains_lost": s.captains_lost, "vp": s.vp,
                       "advantages": [a.id for a in s.advantages]} for s in carry.seats]}
    return {**body, "digest": _digest(body)}


def _strings(value) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _check_carry(carry, seats: int) -> None:
    def bad(what: str):
        _fail(f"carry_in{what}", "session/carry-in")

    if not isinstance(carry, dict) or not isinstance(carry.get("source"), str) or not _strings(carry.get("flags")):
        bad(" must be an object with a source, flags and seats")
    declared = carry.get("declared")
    if not isinstance(declared, dict) or not all(type(declared.get(k)) is bool for k in ("advantages", "victory_points")) \
            or not all(isinstance(declared.get(k), str) for k in ("resources", "figures")) \
            or not _strings(declared.get("flags")):
        bad(".declared must be the campaign's carry_over (advantages, resources, figures, flags, victory_points)")
    if not isinstance(carry.get("seats"), list) or len(carry["seats"]) != seats:
        bad(f".seats must have one entry per faction ({seats})")
    for i, seat in enumerate(carry["seats"]):
        if not isinstance(seat, dict) or not _strings(seat.get("advantages")) \
                or not _int(seat.get("captains_lost"), 0, MAX_CARRIED) or not _int(seat.get("vp"), 0, MAX_CARRIED) \
                or not isinstance(seat.get("resources"), list) \
                or not all(isinstance(r, list) and len(r) == 2 and isinstance(r[0], str) and _int(r[1], 0, MAX_CARRIED)
                           for r in seat["resources"]):
            bad(f".seats[{i}] must hold resources ([name, amount] pairs), captains_lost, vp (0 to {MAX_CARRIED}) "
                "and advantages (ids)")
    if carry.get("digest") != _digest({k: v for k, v in carry.items() if k != "digest"}):
        bad(" does not match its digest: it was changed after the session was saved")


def carry_from_json(carry: dict, advantages) -> CarryIn:
    """The `CarryIn` of a checked `carry_in`; `advantages` maps an advantage id to the campaign's advantage."""
    advantages = advantages or {}
    missing = sorted({a for seat in carry["seats"] for a in seat["advantages"] if a not in advantages})
    if missing:
        _fail(f"the session is a campaign chapter after {carry['source']}: its seats hold the advantage(s) "
              f"{', '.join(missing)} carried over from earlier chapters, which the campaign defines and this opening "
              "was not given, so the chapter cannot be replayed as it was played; play the campaign to this chapter "
              "again instead", "session/carry-in")
    declared = carry["declared"]
    return CarryIn(
        source=carry["source"],
        declared=SavedCarryOver(declared["advantages"], declared["resources"], declared["figures"],
                                tuple(declared["flags"]), declared["victory_points"]),
        flags=tuple(carry["flags"]),
        seats=tuple(SeatCarry(resources=tuple((r, n) for r, n in seat["resources"]),
                              captains_lost=seat["captains_lost"], vp=seat["vp"],
                              advantages=tuple(advantages[a] for a in seat["advantages"])) for seat in carry["seats"]))


def campaign_advantages(campaign) -> dict:
    """Every advantage a campaign's chapters award, by id: what `PlaytestSession.load` needs for its chapters."""
    return {a.id: a for chapter in campaign.chapters for a in chapter.advantages}
