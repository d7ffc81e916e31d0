"""The balance report of a playtest run: statistics over `GameResult`s, as JSON and as terminal text.

`build_report(adventure, batch)` gives a plain dict (validated by
`schemas/playtest-report.schema.json`; `to_json` writes it with sorted keys, so two runs diff
cleanly), `summary_text(report)` the terminal summary, `compare(baseline, report)` the metrics
whose conclusion flips between two bot kinds (`--bots ladder`). The HTML report is in `html.py`.

The sections here are generic (run, win rates with intervals, balance, first-player advantage,
victory points, length, endings, anomalies, seeds, and in the ruleset's `team_modes` the team:
report_team.py); the ruleset adds its own keys, terminal lines and ladder conclusions through
`Ruleset.report_sections`, `summary_lines` and `conclusions` (docs/playtest.md, "Report sections").
The mode is the run's (`RunSpec.mode`, else `Ruleset.default_mode`). A report of any ruleset but the
default one names it in its `ruleset` key, which picks the section schema it is validated with
(report_schema.py); the statistics are stats.py's.

Statistics use the standard library's `statistics` module (mean, median, pstdev,
`NormalDist().inv_cdf` for the z of a 95% interval): the numbers are a few thousand small values,
exact and fast enough in pure Python, and the engine's runtime dependencies stay PySide6,
jsonschema, referencing and ruamel.yaml.

Conventions (docs/playtest.md says the same):
- Win rates count `returns` (1 shared among the winners; a shared win is a fraction for each
  winner; in cooperative play every player of a winning team has 1, of a losing team -1, no win); games that did not finish (anomalies) are left out of rates, VP and margins.
- 95% Wilson score intervals. First-player advantage: seat 0's win rate minus the mean win rate of
  all seats. Balance: 1 - (highest seat win rate - lowest). Verdict: `balanced` when the gap is
  under 0.10, `unbalanced` when it is at least 0.10 and the intervals of the best and the worst
  seat do not overlap, else `inconclusive` (more games needed).
"""

from __future__ import annotations

import json
import statistics
from collections import Counter

from engine.content.terminal_text import shown_lines
from engine.core import ruleset as rulesets

from . import degenerate, report_nemesis, report_scores, report_team
from .batch import BatchResult
from .stats import Z95 as Z95  # re-exported: the sweep, campaign and dashboard modules take these from here
from .stats import describe_numbers, distribution, histogram, r6, rate_row
from .stats import wilson as wilson
from .wording import metric_label, seat_label

SCHEMA_VERSION = 1
GAP_BALANCED = 0.10
ANOMALY_KINDS = ("length_bound", "no_legal_action", "invariant_violation", "engine_error")
MAX_LISTED_ANOMALIES = 200


# -- the report -------------------------------------------------------------------------------
def build_report(adventure, batch: BatchResult) -> dict:
    spec = batch.spec
    results = batch.results
    finished = [r for r in results if r.finished]
    n_fin = len(finished)
    seats = max((len(r.vp) for r in results), default=spec.players or len(spec.factions or ()) or 0)
    ruleset = rulesets.of(adventure)
    mode = spec.mode or ruleset.default_mode(adventure)

    # length
    measures = ruleset.length_measures
    length = {key: describe_numbers([getattr(r, key) for r in finished]) for key in measures}
    length["decisions_histogram"] = histogram([r.decisions for r in finished])
    length["turns_histogram"] = histogram([r.turns for r in finished])

    # endings
    endings_count: Counter = Counter()
    for r in results:
        key = (r.condition or ("" if r.finished else "(unfinished)"), r.timing if r.finished else "")
        endings_count[key] += 1
    titles = ruleset.ending_titles(adventure, mode)
    endings = [{"condition": c or "(no winner)", "title": titles.get(c, ""), "timing": t, "games": g,
                "share": r6(g / len(results)) if results else 0.0}
               for (c, t), g in sorted(endings_count.items(), key=lambda kv: (-kv[1], kv[0]))]

    # anomalies
    listed = [{"kind": a[0], "game": a[1], "seed": a[2], "detail": a[3]} for r in results for a in r.anomalies]
    anomaly_counts = Counter(a["kind"] for a in listed)

    sections = ruleset.report_sections(adventure, results, mode)
    team_play = mode in ruleset.team_modes
    if team_play:  # the players win or lose together: the generic team section, nothing competitive
        team = report_team.team_section(report_team.team_outcomes(ruleset, results), titles)
        sections = {**sections, "mode": mode, "cooperative": {**sections.get("cooperative", {}), "team": team}}
    else:
        sections = {**sections, **competitive_sections(finished, seats)}
    scores = report_scores.breakdown(ruleset.score_breakdown_spec(adventure, mode), results)
    if scores is not None:  # the ruleset's games say where their points come from
        sections["score_breakdown"] = scores
    nemesis = report_nemesis.section(ruleset.nemesis_title(adventure), results)
    if nemesis is not None:  # the ruleset's games have an enemy of their own that moves and strikes
        sections["nemesis"] = nemesis
    if ruleset.id != rulesets.DEFAULT_RULESET:  # a report without it is of the default ruleset
        sections["ruleset"] = ruleset.id
    report = {
        **sections,
        "schema_version": SCHEMA_VERSION,
        "adventure": {"id": adventure.id, "title": adventure.title, "version": adventure.version,
                      "digest": adventure.digest},
        "run": {"bots": spec.bots, "seed": spec.seed, "players": seats,
                "factions": list(spec.factions) if spec.factions else None,
                "games_requested": batch.requested, "games_played": len(results), "games_finished": n_fin,
                "interrupted": batch.interrupted, "max_decisions": spec.max_decisions,
                "seed_derivation": "sha256(f'{seed}:{game}') -> first 8 bytes >> 1; bots: f'{seed}:{game}:bot:{seat}'"},
        "length": length,
        "endings": endings,
        "anomalies": {"counts": {k: anomaly_counts.get(k, 0) for k in ANOMALY_KINDS},
                      "games": listed[:MAX_LISTED_ANOMALIES], "listed_all": len(listed) <= MAX_LISTED_ANOMALIES},
    }
    return report if team_play else degenerate.apply(report, ruleset)


def competitive_sections(finished: list, seats: int) -> dict:
    """Win rates by seat and faction, balance, first-player advantage, victory points and margins:
    the keys of a report where every seat plays for itself (none in team play)."""
    n_fin = len(finished)
    # win rates
    by_seat = []
    for seat in range(seats):
        wins = sum(max(0.0, r.returns[seat]) for r in finished)  # a team's loss (-1) is no win
        by_seat.append({"seat": seat, **rate_row(wins, n_fin)})
    faction_games: Counter = Counter()
    faction_wins: dict[str, float] = {}
    for r in finished:
        for seat, faction in enumerate(r.factions):
            faction_games[faction] += 1
            faction_wins[faction] = faction_wins.get(faction, 0.0) + max(0.0, r.returns[seat])
    by_faction = [{"faction": f, **rate_row(faction_wins[f], faction_games[f])} for f in sorted(faction_games)]
    rates = [row["rate"] for row in by_seat]
    gap = (max(rates) - min(rates)) if rates else 0.0
    best = max(range(seats), key=lambda s: (rates[s], -s)) if rates else 0
    worst = min(range(seats), key=lambda s: (rates[s], s)) if rates else 0
    if not n_fin:
        verdict = "inconclusive"
    elif gap < GAP_BALANCED:
        verdict = "balanced"
    elif by_seat[best]["ci_low"] > by_seat[worst]["ci_high"]:
        verdict = "unbalanced"
    else:
        verdict = "inconclusive"
    no_winner = sum(1 for r in finished if not r.winners)
    shared = sum(1 for r in finished if len(r.winners) > 1)
    mean_rate = statistics.fmean(rates) if rates else 0.0

    # victory points and margins
    vp_rows = []
    for seat in range(seats):
        values = [r.vp[seat] for r in finished]
        vp_rows.append({"seat": seat, **describe_numbers(values), "distribution": distribution(values)})
    margins = []
    for r in finished:
        if len(r.winners) == 1:
            w = r.winners[0]
            others = [v for s, v in enumerate(r.vp) if s != w]
            margins.append(r.vp[w] - max(others) if others else r.vp[w])
    return {
        "win_rates": {"by_seat": by_seat, "by_faction": by_faction, "no_winner_games": no_winner,
                      "shared_wins": shared},
        "first_player_advantage": r6(rates[0] - mean_rate) if rates else 0.0,
        "balance": {"score": r6(1 - gap), "largest_gap": r6(gap), "best_seat": best, "worst_seat": worst,
                    "verdict": verdict},
        "victory_points": {"by_seat": vp_rows, "margin": {**describe_numbers(margins),
                                                          "distribution": distribution(margins)}},
    }


def to_json(report: dict) -> str:
    return json.dumps(report, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# -- ladder: conclusions that flip between bot kinds ---------------------------------------------
def conclusions(report: dict, ruleset=None) -> dict[str, str]:
    """A coarse reading of each metric a designer would act on (what `compare` checks for flips)."""
    out: dict[str, str] = {}
    if "balance" in report:  # competitive play (a team report has no seats to compare)
        out["balance verdict"] = report["balance"]["verdict"]
    rows = report["win_rates"]["by_seat"] if "win_rates" in report else []
    fair = statistics.fmean([r["rate"] for r in rows]) if rows else 0.0

    def side(row):
        if row["games"] == 0:
            return "no games"
        if row["ci_low"] > fair:
            return "favoured"
        if row["ci_high"] < fair:
            return "disfavoured"
        return "even"

    for row in rows:
        out[f"seat {row['seat']} win rate"] = side(row)
    for row in report["win_rates"]["by_faction"] if rows else ():
        out[f"faction {row['faction']} win rate"] = side(row)
    out.update((ruleset or rulesets.get()).conclusions(report))
    if report["endings"]:
        out["most common ending"] = report["endings"][0]["condition"]
    for kind, n in report["anomalies"]["counts"].items():
        out[f"anomalies {kind}"] = "none" if n == 0 else "some"
    return out


def compare(baseline: dict, report: dict, ruleset=None) -> list[dict]:
    a, b = conclusions(baseline, ruleset), conclusions(report, ruleset)
    return [{"metric": key, "baseline": a[key], "report": b[key]} for key in a if key in b and a[key] != b[key]]


# -- terminal summary -------------------------------------------------------------------------
def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def summary_text(report: dict, ruleset=None) -> str:
    """The terminal summary; `ruleset` adds its own lines after the endings (default: the report's own)."""
    ruleset = ruleset or rulesets.get(report.get("ruleset"))
    run = report["run"]
    lines = []
    adventure = report["adventure"]
    lines.append(f"{adventure['title']} ({adventure['id']} {adventure['version']}): {run['games_played']} games"
                 f"{' of ' + str(run['games_requested']) + ' (interrupted)' if run['interrupted'] else ''}, "
                 f"{run['players']} player{'s' * (run['players'] != 1)}, {run['bots']} bots, seed {run['seed']}")
    if "balance" in report:  # competitive play
        lines.extend(competitive_lines(report, ruleset.score_word))
    if report_team.has_team(report):  # team play: the team's figures instead
        lines.extend(report_team.summary_lines(report))
    length = report["length"]
    lines.append("length: " + ", ".join(f"{ruleset.length_word(k)} {length[k]['mean']:.1f} (median {length[k]['median']:g}, "
                                        f"{length[k]['min']}-{length[k]['max']})" for k in ruleset.length_measures))
    lines.append("endings:")
    for e in report["endings"]:
        lines.append(f"  {e['condition']} [{e['timing'] or '-'}]: {e['games']} ({pct(e['share'])})")
    lines.extend(report_scores.summary_lines(report))
    lines.extend(report_nemesis.summary_lines(report))
    lines.extend(ruleset.summary_lines(report))
    counts = report["anomalies"]["counts"]
    lines.append("anomalies: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for a in report["anomalies"]["games"][:10]:
        lines.append(f"  {a['kind']}: game {a['game']} (replay --seed {run['seed']} --game {a['game']}): {a['detail']}")
    ladder = report.get("ladder")
    if ladder:
        lines.append(f"ladder: {ladder['baseline_bots']} vs {run['bots']} bots: {len(ladder['flips'])} conclusions flip")
        for f in ladder["flips"]:
            lines.append(f"  FLIP {metric_label(f['metric'])}: {f['baseline']} -> {f['report']}")
    return shown_lines(lines)  # titles, names and details are the content's: no control sequence reaches a terminal


def competitive_lines(report: dict, score_word: str = "VP") -> list[str]:
    """Balance (and what makes the games degenerate), win rates by seat and faction, margins; `score_word`:
    what the game calls its points (`Ruleset.score_word`)."""
    balance = report["balance"]
    lines = [f"balance {balance['score']:.2f} ({balance['verdict']}; best {seat_label(balance['best_seat'])}, "
             f"worst {seat_label(balance['worst_seat'])}), first-player advantage {report['first_player_advantage']:+.3f}"]
    lines.extend(degenerate.lines(report))
    lines.append("win rate by seat (95% CI):")
    for row in report["win_rates"]["by_seat"]:
        vp = report["victory_points"]["by_seat"][row["seat"]]
        lines.append(f"  {seat_label(row['seat'])}: {pct(row['rate'])}  [{pct(row['ci_low'])} - {pct(row['ci_high'])}]   "
                     f"{score_word} mean {vp['mean']:.2f} median {vp['median']:g} sd {vp['stdev']:.2f}")
    lines.append("win rate by faction:")
    for row in report["win_rates"]["by_faction"]:
        lines.append(f"  {row['faction']:<20} {pct(row['rate'])}  [{pct(row['ci_low'])} - {pct(row['ci_high'])}]  "
                     f"({row['games']} games)")
    wr = report["win_rates"]
    margin = report["victory_points"]["margin"]
    lines.append(f"no winner: {wr['no_winner_games']} games, shared wins: {wr['shared_wins']}; "
                 f"margin of victory mean {margin['mean']:.2f}, median {margin['median']:g}")
    return lines
