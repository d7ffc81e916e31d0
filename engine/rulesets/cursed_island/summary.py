"""What `engine.sim` reads from a finished game of Cursed Island (`Ruleset.summarise`).

Everything is read from the final state's facade and its event log (tell.py writes every entry); no
rule is played again here. The report (report.py) reads `result.details`, plain values only:

- `team`: the team's outcome for the generic team section (`engine.sim.report_team` through
  `Ruleset.team_outcome`): won, victory points, the loss (`death:<character>` or `rounds`) and its round;
- `report`: the game's own facts: its rounds, how it ended, the inventions built, the threat cards that
  fell off and those met by a threat action, the event, adventure and mystery cards drawn, the wounds
  taken (and how many castaways went hungry or slept in the open), the levels, morale and shelter at
  the end, the tiles explored and the goal's progress (`appraise.goal_progress`).

`result.cards` counts every card met ("event:<id>", "adventure:<id>", "mystery:<id>", "beast:<id>",
"tile:<id>", "invention:<id>" built) and `result.rules` every kind of the log, for the generic coverage.
"""

from __future__ import annotations

from collections import Counter

from . import appraise

WIN = "goal"  # `GameResult.condition` of a won game; a lost one: `state.loss[0]`
CARD_EVENTS = {"event": "event", "adventure": "adventure", "mystery": "mystery", "explore": "tile",
               "invention-built": "invention", "hunt": "beast"}
CARD_FIELD = {"event": "card", "adventure": "card", "mystery": "card", "explore": "tile",
              "invention-built": "invention", "hunt": "beast"}


def loss(state) -> tuple[str | None, int | None]:
    """(cause, round) of a lost game, (None, None) otherwise."""
    if state.winners or not state.loss:
        return None, None
    cause, round_no = state.loss
    return str(cause), int(round_no)


def facts(state) -> dict:
    """The report's facts of one game (plain values; see the module docstring)."""
    cards: dict[str, list[str]] = {"built": [], "fell": [], "met": [], "events": [], "adventures": [],
                                   "mysteries": []}
    counts = Counter()
    for e in state.events:
        kind, d = e.kind, e.data
        if kind == "invention-built":
            cards["built"].append(d["invention"])
        elif kind == "threat-falls":
            cards["fell"].append(d["card"])
        elif kind == "threat-done":
            cards["met"].append(d["card"])
        elif kind == "event":
            cards["events"].append(d["card"])
        elif kind == "adventure":
            cards["adventures"].append(d["card"])
        elif kind == "mystery":
            cards["mysteries"].append(d["card"])
        elif kind == "wound":
            counts["wounds"] += d.get("count", 1)
        elif kind == "eat":
            counts["unfed"] += d.get("short", 0)
        elif kind == "open-air":
            counts["open_air"] += 1
        elif kind == "hunt":
            counts["hunts"] += 1
        elif kind == "explore":
            counts["explored"] += 1
        elif kind == "item-lost":
            counts["items_lost"] += 1
        elif kind == "unfulfilled":
            counts["unfulfilled"] += 1
    cause, round_no = loss(state)
    return {
        "rounds": int(state.round),
        "won": bool(state.winners),
        "loss": cause,
        "loss_round": round_no,
        **{key: sorted(set(ids)) if key in ("built", "fell", "met") else list(ids) for key, ids in cards.items()},
        "wounds": counts["wounds"], "unfed": counts["unfed"], "open_air": counts["open_air"],
        "hunts": counts["hunts"], "explored": counts["explored"], "items_lost": counts["items_lost"],
        "unfulfilled": counts["unfulfilled"],
        "levels": {k: int(v) for k, v in sorted(state.levels.items())},
        "morale": int(state.morale),
        "shelter": bool(state.shelter),
        "items": {k: int(v) for k, v in sorted(state.items.items()) if v},
        "goal": round(appraise.goal_progress(state), 6),
        "worst_margin": int(appraise.worst_margin(state)) if appraise.castaways(state) else 0,
    }


def summarise(state, result) -> None:
    """Fill a `GameResult`: outcome, length, coverage (cards met, kinds of the log), the VP table's
    points (`scores`: each row of the scenario's table, every seat the team's points) and `details`."""
    n = state.game.num_players
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    points = team_points(state)
    result.vp = (sum(points.values()),) * n
    result.winners = tuple(state.winners)
    cause, round_no = loss(state)
    result.condition = WIN if state.winners else (cause or "")
    result.timing = timing(state) if result.finished else ""
    result.seasons = int(state.round)
    result.turns = int(state.round)
    result.decisions = len(state.decisions)
    cards: Counter = Counter()
    rules: Counter = Counter()
    for e in state.events:
        prefix = CARD_EVENTS.get(e.kind)
        if prefix is not None and e.data.get(CARD_FIELD[e.kind]):
            cards[f"{prefix}:{e.data[CARD_FIELD[e.kind]]}"] += 1
        rules[e.kind] += 1
    result.cards = dict(cards)
    result.rules = dict(rules)
    result.scores = {what: [p] * n for what, p in points.items()}
    result.details = {
        "team": {"won": bool(state.winners), "vp": sum(points.values()), "loss": cause, "loss_year": round_no},
        "report": facts(state),
    }


def timing(state) -> str:
    """When a finished game ended: a death at once ("immediately"), the last round at its end, a won
    goal when the scenario checks it (`Goal.timing`)."""
    if state.winners:
        return state.game.scenario.goal.timing
    cause, _ = loss(state)
    return "immediately" if cause and cause.startswith("death:") else "end_of_round"


def team_points(state) -> dict[str, int]:
    """The scenario's victory-point table for this game: what is counted -> points (scoring.py)."""
    from .scoring import breakdown
    return {what: int(p) for what, p in breakdown(state).items()}
