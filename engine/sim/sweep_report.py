"""The report of a balance sweep: per-variant balance figures, a ranking, and the change to make.

`build_sweep_report(sweep, rows, interrupted)` gives a plain dict validated by
`schemas/sweep-report.schema.json` (`to_json` from `engine.sim.report` writes it); `sweep_text` is
the terminal summary, `engine.sim.sweep_html.render_sweep_html` the HTML page.

- Each variant row carries the balance figures of the playtest report (`build_report`): seat and
  faction win rates with 95% Wilson intervals, first-player advantage, balance, length (the
  measures the adventure's ruleset counts), endings, coverage counts (where the report has them)
  and anomaly counts: a sweep of any ruleset's adventure.
- Ranking: by balance score (1 - the gap between the best and the worst seat's win rate), highest
  first. In team play (the ruleset's `team_modes`) a row has no seat figures but `team`
  (`team_fit`): the fittest variant is the one whose team wins nearest half its games, its score
  1 - 2 |rate - 0.5| and its "gap" the distance |rate - 0.5| (standard error sqrt(p(1-p)/n)). Significance: the gap's standard error within a variant is
  sqrt((p_b(1-p_b) + p_w(1-p_w) + 2 p_b p_w) / n) (best and worst seat of one multinomial over n
  finished games); two variants' games are independent, so their gaps differ significantly at 95%
  when |gap_a - gap_b| > 1.96 * sqrt(se_a^2 + se_b^2).
- Suggestion: the fairest variant's values that differ from the designer's file, as the edit to
  make (`FILE:LINE: PATH: OLD -> NEW`), and whether it is significantly fairer than the file's own
  setting (when that setting was played).
"""

from __future__ import annotations

import math

from engine.content.terminal_text import shown_lines
from engine.core.errors import EngineError

from .report import Z95, build_report, pct, r6
from .report_team import WITHIN_REACH

TEAM_VERDICTS = ("too hard", "too easy", "within reach", "inconclusive")

SCHEMA_VERSION = 1
FIGURES = ("win_rates", "first_player_advantage", "balance", "endings")
#: the length measures a row keeps, those the ruleset's report has (Island Clash counts no seasons)
LENGTHS = ("seasons", "turns", "decisions")
COVERAGE = ("cards_never_drawn", "rules_never_triggered", "effects_never_triggered", "locations_never_revealed",
            "terrain_never_revealed")


def _gap_se(report: dict) -> float:
    rows = report["win_rates"]["by_seat"]
    n = report["run"]["games_finished"]
    if not rows or not n:
        return 0.0
    best = rows[report["balance"]["best_seat"]]["rate"]
    worst = rows[report["balance"]["worst_seat"]]["rate"]
    return math.sqrt(max(0.0, best * (1 - best) + worst * (1 - worst) + 2 * best * worst) / n)


def variant_row(variant, batch, master_seed: int, file: str = "") -> dict:
    """One variant's figures (an invalid or unplayable variant: its diagnostics, no figures)."""
    row = {"key": variant.key, "assignment": [{"pointer": p, "value": v} for p, v in variant.assignment.items()],
           "valid": variant.valid,
           "diagnostics": [_diagnostic(d, file) for d in variant.diagnostics]}
    if batch is None:
        return row
    report = build_report(variant.adventure, batch)
    if "balance" in report:
        row.update({figure: report[figure] for figure in FIGURES})
    else:  # team play: how near the team's win rate is to an even chance, nothing competitive
        row.update({"team": team_fit(report["cooperative"]["team"]), "endings": report["endings"]})
    row.update({
        "digest": variant.adventure.digest, "seed": batch.spec.seed,
        "games_played": report["run"]["games_played"], "games_finished": report["run"]["games_finished"],
        "interrupted": report["run"]["interrupted"],
        "length": {key: report["length"][key] for key in LENGTHS if key in report["length"]},
    })
    coverage = report.get("coverage")  # a ruleset whose report has no coverage section: no counts
    if coverage is not None and all(key in coverage for key in COVERAGE):
        row["coverage"] = {key: len(coverage[key]) for key in COVERAGE}
    row.update({"anomalies": report["anomalies"]["counts"],
                "gap_se": r6(_gap_se(report) if "balance" in report else _rate_se(report["cooperative"]["team"]))})
    return row


# -- team play: the fittest variant is the one whose team wins nearest half its games ------------
def team_fit(team: dict) -> dict:
    """A team variant's figures: its win rate (overall and per player count), its score
    1 - 2 |rate - 0.5| (1 at an even chance, 0 when the team always or never wins), the distance
    |rate - 0.5| the ranking compares, and whether the rate is in the band a designer accepts."""
    overall = team["overall"]
    distance = abs(overall["rate"] - 0.5)
    return {"overall": overall, "by_players": team["by_players"], "score": r6(1 - 2 * distance),
            "distance": r6(distance), "verdict": reach_verdict(overall)}


def reach_verdict(overall: dict) -> str:
    low, high = WITHIN_REACH
    if overall["ci_high"] < low:
        return "too hard"
    if overall["ci_low"] > high:
        return "too easy"
    return "within reach" if low <= overall["rate"] <= high else "inconclusive"


def _rate_se(team: dict) -> float:
    overall = team["overall"]
    n, p = overall["games"], overall["rate"]
    return math.sqrt(p * (1 - p) / n) if n else 0.0


def score_of(row: dict) -> float:
    """What a sweep maximises: the balance score, or in team play the team's fit."""
    return row["team"]["score"] if "team" in row else row["balance"]["score"]


def gap_of(row: dict) -> float:
    """What a sweep minimises: the largest gap between seats, or the team's distance from an even chance."""
    return row["team"]["distance"] if "team" in row else row["balance"]["largest_gap"]


def verdict_of(row: dict) -> str:
    return row["team"]["verdict"] if "team" in row else row["balance"]["verdict"]


def _diagnostic(d, file: str = "") -> dict:
    if isinstance(d, str):
        return {"code": "", "message": d, "file": "", "pointer": "", "line": 0, "column": 0}
    if isinstance(d, EngineError):  # the run cannot play the variant (see engine.sim.sweep.refuse_unplayable)
        return {"code": d.code, "message": d.message, "file": file, "pointer": "", "line": 0, "column": 0}
    return {"code": d.code, "message": d.message, "file": d.file, "pointer": d.pointer, "line": d.line,
            "column": d.column}


def significantly_fairer(a: dict, b: dict) -> bool:
    """Whether variant `a`'s gap is significantly smaller than variant `b`'s (see the docstring)."""
    se = math.sqrt(a["gap_se"] ** 2 + b["gap_se"] ** 2)
    difference = gap_of(b) - gap_of(a)
    return difference > Z95 * se if se > 0 else difference > 0


def ranking(rows: list[dict]) -> list[dict]:
    played = [(i, r) for i, r in enumerate(rows) if r["valid"] and r.get("games_finished")]
    played.sort(key=lambda ir: (-score_of(ir[1]), ir[0]))
    if not played:
        return []
    best = played[0][1]
    return [{"rank": n + 1, "key": r["key"], "score": score_of(r), "gap": gap_of(r),
             "verdict": verdict_of(r), "worse_than_best": n > 0 and significantly_fairer(best, r)}
            for n, (_, r) in enumerate(played)]


def statement(ranked: list[dict]) -> str:
    if not ranked:
        return "No variant finished a game: nothing to rank."
    best = ranked[0]["key"]
    if len(ranked) == 1:
        return f"Only one variant was played ({best}): nothing to compare it with."
    worse = [r["key"] for r in ranked[1:] if r["worse_than_best"]]
    even = [r["key"] for r in ranked[1:] if not r["worse_than_best"]]
    parts = [f"The fairest variant is {best} ({'fit' if ranked[0]['verdict'] in TEAM_VERDICTS else 'balance'} "
             f"{ranked[0]['score']:.3f})."]
    if worse:
        parts.append(f"It is significantly fairer (95%) than {len(worse)} of the {len(ranked) - 1} others.")
    if even:
        parts.append(f"Its difference from {', '.join(even[:6])}{' and more' if len(even) > 6 else ''} is within "
                     f"chance at 95%: play more games to separate them.")
    return " ".join(parts)


def suggestion(sweep, rows: list[dict], ranked: list[dict]) -> dict | None:
    if not ranked:
        return None
    builder = sweep.builder
    best = next(r for r in rows if r["key"] == ranked[0]["key"])
    edits = []
    current = {}
    for item in best["assignment"]:
        old = builder.current(item["pointer"])
        current[item["pointer"]] = old
        if old != item["value"]:
            edits.append({"pointer": item["pointer"], "line": builder.line_of(item["pointer"]),
                          "current": old, "value": item["value"]})
    own = next((r for r in rows if r["valid"] and r.get("games_finished")
                and all(current[a["pointer"]] == a["value"] for a in r["assignment"])), None)
    if not edits:
        text = f"keep {builder.display} as it is: its own setting is the fairest of the variants played"
    else:
        text = "; ".join(f"{builder.display}:{e['line']}: {e['pointer'].lstrip('/')}: {e['current']}"
                         f"{'' if builder.in_file(e['pointer']) else ' (not written: the default)'} -> {e['value']}"
                         for e in edits)
    return {"edits": edits, "text": text, "variant": best["key"],
            "own_setting_played": own is not None,
            "significant": bool(edits) and own is not None and significantly_fairer(best, own)}


def heatmap(sweep, rows: list[dict]) -> dict | None:
    if sweep.search or len(sweep.axes) != 2:
        return None
    by_key = {r["key"]: r for r in rows}
    from .variants import variant_key

    x, y = sweep.axes
    cells = []
    for yv in y.values:
        line = []
        for xv in x.values:
            row = by_key.get(variant_key({x.pointer: xv, y.pointer: yv}))
            line.append(score_of(row) if row and row["valid"] and row.get("games_finished") else None)
        cells.append(line)
    return {"x": {"pointer": x.pointer, "values": list(x.values)}, "y": {"pointer": y.pointer, "values": list(y.values)},
            "scores": cells}


def build_sweep_report(sweep, rows: list[dict], interrupted: bool) -> dict:
    builder = sweep.builder
    ranked = ranking(rows)
    spec = sweep.spec
    return {
        "schema_version": SCHEMA_VERSION,
        "adventure": {"id": builder.adventure_id, "file": builder.display},
        "run": {"bots": spec.bots, "seed": spec.seed, "players": spec.players,
                "factions": list(spec.factions) if spec.factions else None, "games_per_variant": sweep.games,
                "method": "search" if sweep.search else "grid", "search_trials": sweep.search or 0,
                "interrupted": interrupted,
                "seed_derivation": "variant seed: derive_seed(seed, 'variant', key); game k: derive_seed(variant seed, k)"},
        "parameters": [{"pointer": a.pointer, "values": list(a.values), "current": builder.current(a.pointer)}
                       for a in sweep.axes],
        "variants": rows,
        "ranking": ranked,
        "statement": statement(ranked),
        "heatmap": heatmap(sweep, rows),
        "suggestion": suggestion(sweep, rows, ranked),
    }


def sweep_text(report: dict) -> str:
    run = report["run"]
    lines = [f"sweep of {report['adventure']['id']} ({report['adventure']['file']}): {len(report['variants'])} variants"
             f" x {run['games_per_variant']} games, {run['bots']} bots, seed {run['seed']}, {run['method']}"
             f"{' (interrupted)' if run['interrupted'] else ''}"]
    by_key = {r["key"]: r for r in report["variants"]}
    team = any("team" in row for row in report["variants"])
    lines.append("rank  fit      from 50%  team win rate (95% CI)        verdict        variant" if team else
                 "rank  balance  gap    first-player  seats (win rate)            variant")
    for r in report["ranking"]:
        row = by_key[r["key"]]
        mark = "" if r["rank"] == 1 else ("  (significantly worse)" if r["worse_than_best"] else "")
        if team:
            o = row["team"]["overall"]
            rate = f"{pct(o['rate'])} [{pct(o['ci_low'])} - {pct(o['ci_high'])}]"
            lines.append(f"{r['rank']:>4}  {r['score']:.3f}    {r['gap']:.3f}  {rate:<29} {r['verdict']:<14} {r['key']}{mark}")
            continue
        seats = " ".join(pct(s["rate"]).strip() for s in row["win_rates"]["by_seat"])
        lines.append(f"{r['rank']:>4}  {r['score']:.3f}    {r['gap']:.3f}  {row['first_player_advantage']:+.3f}        "
                     f"{seats:<27} {r['key']}{mark}")
    for row in report["variants"]:
        if not row["valid"]:
            first = row["diagnostics"][0] if row["diagnostics"] else {"message": "invalid"}
            why = "cannot be played" if first.get("code", "").startswith("game/") else "invalid"
            lines.append(f"  skipped {row['key']}: {why} ({first['message']}"
                         f"{' [' + first['code'] + ']' if first.get('code') else ''})")
    heat = report["heatmap"]
    if heat:
        lines.append(f"balance by {heat['y']['pointer'].lstrip('/')} (rows) and {heat['x']['pointer'].lstrip('/')} (columns):")
        lines.append(" " * 10 + "".join(f"{str(v):>8}" for v in heat["x"]["values"]))
        for yv, line in zip(heat["y"]["values"], heat["scores"], strict=False):
            lines.append(f"{str(yv):>10}" + "".join(f"{'-' if s is None else format(s, '.3f'):>8}" for s in line))
    lines.append(report["statement"])
    s = report["suggestion"]
    if s:
        verdict = ("significantly fairer than the file's setting" if s["significant"] else
                   "not significantly fairer than the file's setting" if s["own_setting_played"] and s["edits"] else
                   "the file's setting was not played" if s["edits"] else "")
        lines.append(f"suggested change: {s['text']}" + (f" ({verdict})" if verdict else ""))
    return shown_lines(lines)  # file names and diagnostics are the user's: no control sequence reaches a terminal
