"""Compare with last run: each metric of two balance reports of one adventure, last and now.

Pure Python (no Qt): `compare_reports(last, now)` gives one `CompareRow` per metric, `comparable`
says why two reports cannot be compared (different games, players or factions, bots or seed), and
`RunHistory` remembers the final reports of each adventure file for the whole session (it outlives
the dashboard), so a run after an edit finds the run before it.

Metrics: win rate per seat and per faction, balance score, first-player advantage, VP mean per
seat, mean seasons, turns and decisions, each progress task's reached share, each victory
condition's decided share, and the number of anomalies. `delta` is `now - last` exactly.

A change is **significant** when the 95% intervals of last and now do not overlap: the report's
Wilson intervals for win rates, Wilson intervals of the shares for tasks and victory conditions,
mean ± 1.96 · sd / √n (n finished games) for VP and length means. Values without an interval
(balance score, first-player advantage) are **notable** when |Δ| ≥ 0.05; the anomaly count when it
changes at all.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from engine.sim.report import Z95, wilson

NOTABLE = 0.05
HISTORY_LENGTH = 8


@dataclass(frozen=True)
class CompareRow:
    group: str  # "Win rate by seat", "Progress task reached", ...
    metric: str  # "seat 0", "faction red-coats", "Raise the Flag", ...
    last: float | None  # None: the metric is not in that report (a task added since, a faction not drawn)
    now: float | None
    kind: str  # "share" (shown as a percentage), "number" or "count"
    last_interval: tuple[float, float] | None = None
    now_interval: tuple[float, float] | None = None

    @property
    def delta(self) -> float | None:
        return None if self.last is None or self.now is None else self.now - self.last

    @property
    def significant(self) -> bool:
        """The 95% intervals of last and now do not overlap."""
        a, b = self.last_interval, self.now_interval
        return a is not None and b is not None and (a[1] < b[0] or b[1] < a[0])

    @property
    def notable(self) -> bool:
        """Worth a look without an interval: |Δ| ≥ 0.05 (a count: any change)."""
        delta = self.delta
        if delta is None or self.last_interval is not None:
            return False
        return delta != 0 if self.kind == "count" else abs(delta) >= NOTABLE - 1e-12


def _mean_interval(mean: float, stdev: float, n: int) -> tuple[float, float] | None:
    if n <= 0:
        return None
    half = Z95 * stdev / math.sqrt(n)
    return mean - half, mean + half


def _share_interval(games: int, n: int) -> tuple[float, float] | None:
    return wilson(games, n) if n > 0 else None


def _pairs(last: dict, now: dict) -> list:
    """Keys of two ordered mappings: those of `now` in its order, then those only in `last`."""
    return list(now) + [key for key in last if key not in now]


def _rows(group: str, kind: str, last: dict, now: dict) -> list[CompareRow]:
    rows = []
    for key in _pairs(last, now):
        a, b = last.get(key), now.get(key)
        rows.append(CompareRow(group, key, a[0] if a else None, b[0] if b else None, kind,
                               a[1] if a else None, b[1] if b else None))
    return rows


def _metrics(report: dict) -> dict[str, dict]:
    """Per group: metric name -> (value, interval or None), in report order."""
    run = report["run"]
    finished, played = run["games_finished"], run["games_played"]
    length = report["length"]
    if "balance" in report:
        wr = report["win_rates"]
        seats = {
            "seats": {f"seat {r['seat'] + 1}": (r["rate"], (r["ci_low"], r["ci_high"])) for r in wr["by_seat"]},
            "factions": {f"faction {r['faction']}": (r["rate"], (r["ci_low"], r["ci_high"])) for r in wr["by_faction"]},
            "balance": {"balance score": (report["balance"]["score"], None),
                        "first-player advantage": (report["first_player_advantage"], None)},
            "vp": {f"seat {r['seat'] + 1}": (r["mean"], _mean_interval(r["mean"], r["stdev"], finished))
                   for r in report["victory_points"]["by_seat"]},
        }
    else:  # team play: the team's win rate per player count instead of the seats' (nothing competitive)
        team = report["cooperative"]["team"]
        seats = {"seats": {f"team, {r['players']} players": (r["rate"], (r["ci_low"], r["ci_high"]))
                           for r in team["by_players"]}}
    return {
        **seats,
        "length": {f"{key} (mean)": (length[key]["mean"], _mean_interval(length[key]["mean"], length[key]["stdev"], finished))
                   for key in ("seasons", "turns", "decisions")},
        "tasks": {t["title"] or t["id"]: (t["reached_share"], _share_interval(t["games_reached"], played))
                  for t in report.get("progress_tasks", [])},  # a game without progress tasks has no key
        "victory": {v["title"] or v["id"]: (v["decided_share"], _share_interval(v["games"], played))
                    for v in report.get("victory_conditions", [])},
        "anomalies": {"anomalies": (sum(report["anomalies"]["counts"].values()), None)},
    }


GROUPS = (  # (key, group title, kind)
    ("seats", "Win rate", "share"),
    ("factions", "Win rate", "share"),
    ("balance", "Balance", "number"),
    ("vp", "VP mean", "number"),
    ("length", "Game length", "number"),
    ("tasks", "Progress task reached", "share"),
    ("victory", "Victory condition decided", "share"),
    ("anomalies", "Anomalies", "count"),
)


def compare_reports(last: dict, now: dict, score: str = "VP") -> list[CompareRow]:
    """Every metric of two reports, last and now (see the module docstring); `score`: what the game calls
    its points (`Ruleset.score_word`), in the title of the points' group."""
    a, b = _metrics(last), _metrics(now)
    rows: list[CompareRow] = []
    for key, title, kind in GROUPS:
        title = f"{score} mean" if key == "vp" else title
        rows.extend(_rows(title, kind, a.get(key, {}), b.get(key, {})))  # a team report has no seat groups
    return rows


SETTINGS = (("games_played", "games"), ("players", "players"), ("factions", "factions"), ("bots", "bots"),
            ("seed", "seed"), ("max_decisions", "decision limit"))


def comparable(last: dict, now: dict) -> str | None:
    """Why two reports cannot be compared seed for seed (None when they can)."""
    differences = []
    for key, name in SETTINGS:
        x, y = last["run"].get(key), now["run"].get(key)
        if x != y:
            show = (lambda v: ", ".join(v) if isinstance(v, list) else ("drawn per game" if v is None else str(v)))
            differences.append(f"{name} {show(x)} then, {show(y)} now")
    if last["run"].get("interrupted") or now["run"].get("interrupted"):
        differences.append("a cancelled run")
    return "; ".join(differences) or None


class RunHistory:
    """Final reports by adventure file, the newest last (at most `HISTORY_LENGTH` each)."""

    def __init__(self) -> None:
        self._reports: dict[Path, list[dict]] = {}

    def record(self, path, report: dict) -> None:
        reports = self._reports.setdefault(Path(path).resolve(), [])
        reports.append(report)
        del reports[:-HISTORY_LENGTH]

    def reports(self, path) -> list[dict]:
        return list(self._reports.get(Path(path).resolve(), ()))

    def baseline(self, path, report: dict) -> tuple[dict | None, str]:
        """The newest earlier report comparable with ``report``, or (None, why not)."""
        earlier = [r for r in self.reports(path) if r is not report]
        if not earlier:
            return None, "No earlier run of this adventure in this session: edit it and run again to compare."
        for candidate in reversed(earlier):
            if comparable(candidate, report) is None:
                return candidate, ""
        return None, f"The last run used other settings ({comparable(earlier[-1], report)}): compare runs with the " \
                     "same games, players or factions, bots and seed."

    def clear(self) -> None:
        self._reports.clear()


HISTORY = RunHistory()  # the session's: outlives every dashboard
