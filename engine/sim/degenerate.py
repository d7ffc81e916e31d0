"""What makes a competitive run degenerate, so that no report calls it "balanced".

The balance verdict reads only how far apart the seats' win rates are. Two seats that share the
win in most games, or a game whose central mechanic never happens, look perfectly even by that
measure, yet a designer must not ship them. `problems(report, ruleset)` lists what is wrong, each
as {"kind", "detail"} in words a designer acts on; `build_report` then sets the verdict to
`degenerate` and keeps the list in `balance.problems` (a report without problems has no such key,
so the reports of sound games are unchanged):

- `shared_or_no_winner`: more than half of the finished games were shared wins or had no winner
  (the game rarely picks one winner);
- `mechanic_never_fires`: a core mechanic the ruleset names (`Ruleset.core_mechanics(report)`:
  title and times per game) happened under once in a hundred games;
- whatever else the ruleset reads as degenerate (`Ruleset.degenerate_signs(report)`, the same
  {"kind", "detail"} rows: one seat's elimination rush, say).

Team modes have no balance: their report is the team's (report_team.py).
"""

from __future__ import annotations

MOSTLY_UNDECIDED = 0.5  # more than this share of games shared or without a winner is degenerate
NEVER_FIRES = 0.01  # a core mechanic under this many times per game never fires


def problems(report: dict, ruleset) -> list[dict]:
    """What is wrong with a competitive report's games, in words (empty: nothing degenerate)."""
    found = []
    finished = report["run"]["games_finished"]
    rates = report["win_rates"]
    undecided = rates["shared_wins"] + rates["no_winner_games"]
    if finished and undecided / finished > MOSTLY_UNDECIDED:
        found.append({"kind": "shared_or_no_winner",
                      "detail": f"{undecided} of {finished} games ended without a single winner "
                                f"({rates['shared_wins']} shared wins, {rates['no_winner_games']} without a winner)"})
    if finished:
        for title, per_game in ruleset.core_mechanics(report):
            if per_game < NEVER_FIRES:
                found.append({"kind": "mechanic_never_fires",
                              "detail": f"{title} never happen ({per_game:.2f} a game): a core mechanic never fires"})
    found.extend(ruleset.degenerate_signs(report))
    return found


def apply(report: dict, ruleset) -> dict:
    """The report with `degenerate` as its balance verdict and the problems listed, if it has any."""
    found = problems(report, ruleset)
    if found:
        report["balance"] = {**report["balance"], "verdict": "degenerate", "problems": found}
    return report


def lines(report: dict) -> list[str]:
    """The terminal lines naming what is wrong (after the balance line)."""
    return [f"  DEGENERATE: {p['detail']}" for p in report.get("balance", {}).get("problems", ())]
