"""How much playing strength changes a report: the ladder of bot kinds and the skill gap of mixed tables.

Ladder (`--bots ladder`): the same games with each bot kind in turn, weakest first (the ruleset's own
bots, then the search bot `mcts`). `ladder_section` reads every rung's conclusions
(`report.conclusions`: seat advantage, factions, the ruleset's tasks reached and victory conditions
that decide, endings, anomalies) and marks each one that changes with strength. The report
believes the strongest bots' reading: a table of good players is what a designer ships for. In
team play it adds the team win rate of every rung and whether stronger bots win more
(`report_team.ladder`), which tells an adventure too hard from bots too weak.

Mixed tables (`--bots greedy,mcts,random`): the kinds go round the table game by game
(`runner.table_seats`), so each kind sits in each seat equally often. `skill_gap` compares the
seats played by the strongest kind at the table with the others: its win rate minus theirs, with
a 95% interval (Newcombe's hybrid score interval from the two Wilson intervals; seat-games are
counted as independent, which a shared game is not quite). Designers of family games want a small
gap (anyone can win), designers of strategy games a large one (skill is rewarded).
"""

from __future__ import annotations

import math
import statistics

from . import report_team
from .report import compare, conclusions, r6, rate_row
from .runner import ladder_kinds, table_seats
from .wording import metric_label

SKILL_DECIDES = 0.10  # a gap at least this large, with its interval above 0, reads "skill decides"


def strength(kind: str, ruleset) -> int:
    """A kind's rung on the ladder (an MCTS budget, `mcts:200`, counts as `mcts`); unknown kinds rank lowest."""
    name = kind.split(":", 1)[0].strip()
    kinds = ladder_kinds(ruleset)
    return kinds.index(name) if name in kinds else -1


# -- the ladder --------------------------------------------------------------------------------
def ladder_section(kinds: list[str], reports: list[dict], ruleset) -> dict:
    """The `ladder` key of the strongest rung's report: every rung's readings and what changes."""
    readings = [conclusions(report, ruleset) for report in reports]
    changes = []
    for metric in readings[-1]:
        by_kind = {kind: reading.get(metric, "") for kind, reading in zip(kinds, readings, strict=True)}
        if len(set(by_kind.values())) > 1:
            changes.append({"metric": metric, "readings": by_kind, "believed": by_kind[kinds[-1]]})
    section = {"baseline_bots": kinds[0], "baseline": reports[0], "flips": compare(reports[0], reports[-1], ruleset),
               "rungs": list(kinds), "believed_bots": kinds[-1], "changes": changes}
    if all(report_team.has_team(report) for report in reports):  # team play: does strength win more?
        section["team"] = report_team.ladder(kinds, reports)
    return section


def ladder_lines(ladder: dict) -> list[str]:
    """The terminal lines of the ladder's changes with strength (after the flips)."""
    rungs = ladder.get("rungs")
    if not rungs:
        return []
    lines = [f"ladder {' -> '.join(rungs)}: {len(ladder['changes'])} conclusions change with bot strength "
             f"(believed: the {ladder['believed_bots']} bots')"]
    for change in ladder["changes"]:
        path = " -> ".join(change["readings"][kind] for kind in rungs)
        lines.append(f"  CHANGES {metric_label(change['metric'])}: {path}; believed: {change['believed']}")
    if "team" in ladder:
        lines.extend(report_team.ladder_lines(ladder["team"]))
    return lines


# -- mixed tables -------------------------------------------------------------------------------
def skill_gap(bots: str, results: list, ruleset) -> dict | None:
    """The `skill_gap` section of a mixed table's report (None for one kind at every seat)."""
    kinds = [kind.strip() for kind in bots.split(",")]
    if len(kinds) < 2:
        return None
    finished = [r for r in results if r.finished]
    top = max(strength(kind, ruleset) for kind in kinds)
    strong_kinds = [kind for kind in kinds if strength(kind, ruleset) == top]
    if len(strong_kinds) == len(kinds):
        return None  # every seat is as strong: no gap to measure
    per_kind: dict[str, list[float]] = {kind: [0.0, 0] for kind in dict.fromkeys(kinds)}
    points: dict[str, list[int]] = {kind: [] for kind in per_kind}  # each seat-game's victory points
    strong, weak = [0.0, 0], [0.0, 0]
    for r in finished:
        for seat, kind in enumerate(table_seats(bots, r.index, len(r.returns))):
            side = strong if kind in strong_kinds else weak
            points[kind].append(r.vp[seat])
            for tally in (side, per_kind[kind]):
                tally[0] += r.returns[seat]
                tally[1] += 1
    strong_row, weak_row = rate_row(*strong), rate_row(*weak)
    gap, low, high = _difference(strong_row, weak_row)
    if strong_row["games"] == 0 or weak_row["games"] == 0:
        reading = "inconclusive"
    elif low >= SKILL_DECIDES:
        reading = "skill decides"
    elif high <= SKILL_DECIDES and low > -SKILL_DECIDES:
        reading = "luck decides"
    else:
        reading = "inconclusive"
    return {"strong_bots": strong_kinds[0], "strong": strong_row, "weak": weak_row,
            "gap": r6(gap), "ci_low": r6(low), "ci_high": r6(high), "reading": reading,
            "by_kind": [{"bots": kind, **rate_row(*tally),
                         "vp_mean": r6(statistics.fmean(points[kind]) if points[kind] else 0.0)}
                        for kind, tally in per_kind.items()]}


def _difference(a: dict, b: dict) -> tuple[float, float, float]:
    """a's rate minus b's with Newcombe's hybrid score interval (method 10) from their Wilson intervals."""
    p1, p2 = a["rate"], b["rate"]
    d = p1 - p2
    low = d - math.sqrt((p1 - a["ci_low"]) ** 2 + (b["ci_high"] - p2) ** 2)
    high = d + math.sqrt((a["ci_high"] - p1) ** 2 + (p2 - b["ci_low"]) ** 2)
    return d, max(-1.0, low), min(1.0, high)


def add_skill_gap(report: dict, batch, ruleset) -> dict:
    """The report with its `skill_gap` key when the run was a mixed table (unchanged otherwise)."""
    gap = skill_gap(batch.spec.bots, batch.results, ruleset)
    if gap is not None:
        report["skill_gap"] = gap
    return report


def skill_lines(report: dict, score_word: str = "VP") -> list[str]:
    """The skill gap's lines of the terminal summary; `score_word`: the game's points (`Ruleset.score_word`)."""
    gap = report.get("skill_gap")
    if not gap:
        return []
    lines = [f"skill gap: {gap['strong_bots']} seats win {100 * gap['strong']['rate']:.1f}%, the others "
             f"{100 * gap['weak']['rate']:.1f}%: gap {100 * gap['gap']:+.1f} points "
             f"[{100 * gap['ci_low']:+.1f} - {100 * gap['ci_high']:+.1f}] ({gap['reading']})"]
    for row in gap["by_kind"]:
        lines.append(f"  {row['bots']:<10} {100 * row['rate']:5.1f}%  [{100 * row['ci_low']:5.1f}% - "
                     f"{100 * row['ci_high']:5.1f}%]  ({row['games']} seat-games, mean {score_word} {row['vp_mean']:.2f})")
    return lines
