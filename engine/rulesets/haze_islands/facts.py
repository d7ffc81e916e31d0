"""What Haze Islands' report sections read from a finished game, beyond `summary.summarise`'s counters.

`fill(state, result)` (called at the end of `summary.summarise`) adds three things to a `GameResult`,
all read from the event log and the final state:

- `result.scores`: each seat's icons by where they came from (the generic score breakdown,
  `engine.sim.report_scores`): completed tales, tales whose special order was used (they score
  `Rules.used_order_score`), Doom cards;
- `result.nemesis`: The Doom per round (the generic nemesis section, `engine.sim.report_nemesis`):
  diamonds crossed, damage dealt, ships it sank;
- `result.details["report"]`: the facts only this game has (tales by side, attacks on The Doom,
  pirates deployed, ships taken by castaways, where ships sank, where The Doom struck and where
  cards were laid, counted from the first location so that games that grew differently add up).
"""

from __future__ import annotations

from collections import Counter


def _relative(cell, start) -> list[int]:
    return [cell[0] - start[0], cell[1] - start[1]]


def scores(state) -> dict[str, list[int]]:
    """category -> icons per seat: "adventure" (tales kept), "order" (tales whose order was used), "doom"."""
    n = state.game.num_players
    used = {(e.player, e.data["card"]) for e in state.log if e.kind == "order"}
    out = {"adventure": [0] * n, "order": [0] * n, "doom": [0] * n}
    for seat, log in enumerate(state.logs):
        for kind, card, score in log:
            category = "doom" if kind == "doom" else "order" if (seat, card) in used else "adventure"
            out[category][seat] += score
    return out


def nemesis(state) -> list[dict]:
    """The Doom's rounds: the round each of its steps ended, diamonds crossed, damage dealt, ships sunk."""
    rows: list[dict] = []
    round_ = 1
    for event in state.log:
        if event.kind == "new-round":
            round_ = event.data["round"]
        elif event.kind == "doom":
            rows.append({"round": round_, "moved": event.data["crossed"], "damage": 0, "sunk": 0})
        elif event.kind == "doom-attack" and rows:
            rows[-1]["damage"] += event.data["damage"]
        elif event.kind == "sunk" and event.data["by"] == -1 and rows and rows[-1]["round"] == round_:
            rows[-1]["sunk"] += 1
    return rows


def details(state) -> dict:
    """The report's own facts of one game (plain values)."""
    start = next(e.area for e in state.log if e.kind == "setup")
    completed: Counter = Counter()
    counts: Counter = Counter()
    sunk_at, struck_at, laid_at = [], [], [_relative(start, start)]
    for event in state.log:
        kind, data = event.kind, event.data
        if kind == "complete":
            completed[data["side"]] += 1
        elif kind == "doom-card" or kind == "failed" and data.get("action") == "attack-doom":
            counts["doom_attacks"] += 1
        elif kind == "deploy":
            counts["deployed"] += 1
        elif kind == "sunk" and event.area is not None:
            sunk_at.append(_relative(event.area, start))
        elif kind == "doom-attack":
            struck_at.append(_relative(event.area, start))
        elif kind == "scout":
            laid_at.append(_relative(event.area, start))
    return {"completed": {side: completed[side] for side in ("double", "single")},
            "doom_attacks": counts["doom_attacks"], "deployed": counts["deployed"],
            "sunk_at": sunk_at, "struck_at": struck_at, "laid_at": laid_at,
            "doom_defeated": state.result == "doom-defeated"}


def fill(state, result) -> None:
    """Add the report's facts of a finished (or stopped) game to `result`."""
    result.scores = scores(state)
    result.nemesis = nemesis(state)
    result.details["report"] = details(state)
