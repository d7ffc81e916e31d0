"""Cursed Island's sections of a playtest report: how long games last, how the team loses, which cards
and inventions decide games.

`engine.sim.report` draws the generic sections; in both modes (cooperative and solo are team modes)
the team's (`cooperative.team`, `engine.sim.report_team`, from `Ruleset.team_outcome`): the win rate
per player count with its 95% Wilson interval, the team's victory points and each loss's cause and
round. The VP table's rows go to the generic score breakdown (`engine.sim.report_scores`, from
`GameResult.scores`). Here is the `cursed_island` key (`schemas/cursed-island/report-sections.schema.json`),
read from each game's `details["report"]` (summary.py):

- `rounds`: games per number of rounds played (wins and losses apart): the game's length;
- `losses`: per cause (`death:<character>`, `rounds`) the games, their mean round and the rounds;
- `deciding`: the inventions built, the threat cards that fell off the threat field and the adventure
  cards drawn, each with the share of won games and of lost games it happened in, the largest
  difference first (`DECIDING` rows each): what goes with winning and what with losing;
- `per_game`: wounds, hungry castaways, nights in the open, hunts, tiles explored, threats met and
  fallen, adventures and mysteries, items lost, per game;
- `at_end`: the mean roof, palisade and weapon levels, morale, the share of games with shelter built,
  the goal's mean progress (`goal`: how far games got towards it, a mean, not a share of games) and the
  share of games that met it (`goal_met`): two figures a reader must not mistake for one another.

Its terminal lines and HTML part follow. Nothing here imports `engine.sim`: the charts come in
through `html_sections`.
"""

from __future__ import annotations

import statistics
from collections import Counter

PER_GAME = ("wounds", "unfed", "open_air", "hunts", "explored", "met", "fell", "adventures", "mysteries",
            "items_lost")
DECIDING = 8  # rows of each kind in `deciding`
KINDS = (("built", "inventions built"), ("fell", "threat cards that fell"), ("adventures", "adventure cards drawn"))


def _r6(x: float) -> float:
    return round(float(x), 6)


def _mean(values) -> float:
    values = list(values)
    return _r6(statistics.fmean(values)) if values else 0.0


def _size(value) -> int:
    return len(value) if isinstance(value, list) else int(value)


def ending_titles(adventure) -> dict[str, str]:
    """Every way a game can end: the goal, the last round, each castaway's death."""
    titles = {"goal": "The scenario goal was met", "rounds": "The last round ended without the goal"}
    for character in adventure.characters:
        if not character.helper:
            titles[f"death:{character.id}"] = f"{character.title} died"
    return titles


def deciding(facts: list[dict], key: str, titles: dict[str, str]) -> list[dict]:
    """Per card of `key`: the share of won and of lost games it appears in, the largest gap first."""
    won = [f for f in facts if f["won"]]
    lost = [f for f in facts if not f["won"]]
    in_won = Counter(c for f in won for c in set(f[key]))
    in_lost = Counter(c for f in lost for c in set(f[key]))
    rows = []
    for card in sorted(set(in_won) | set(in_lost)):
        share_won = in_won[card] / len(won) if won else 0.0
        share_lost = in_lost[card] / len(lost) if lost else 0.0
        rows.append({"id": card, "title": titles.get(card, card), "games": in_won[card] + in_lost[card],
                     "in_wins": _r6(share_won), "in_losses": _r6(share_lost), "gap": _r6(share_won - share_lost)})
    rows.sort(key=lambda r: (-abs(r["gap"]), -r["games"], r["id"]))
    return rows[:DECIDING]


def card_titles(adventure) -> dict[str, str]:
    return {c.id: c.title for c in (*adventure.inventions, *adventure.scenario_inventions, *adventure.events,
                                      *adventure.adventures)}


def report_sections(adventure, results: list, mode: str) -> dict:
    finished = [r for r in results if r.finished and "report" in r.details]
    facts = [r.details["report"] for r in finished]
    count = len(facts) or 1
    lengths = Counter((f["rounds"], f["won"]) for f in facts)
    rounds = [{"value": n, "won": lengths[(n, True)], "lost": lengths[(n, False)]}
              for n in sorted({n for n, _ in lengths})]
    by_cause: dict[str, list[int]] = {}
    for f in facts:
        if not f["won"]:
            by_cause.setdefault(f["loss"] or "(none)", []).append(f["loss_round"] or f["rounds"])
    titles = ending_titles(adventure)
    losses = [{"loss": cause, "title": titles.get(cause, ""), "games": len(at), "mean_round": _mean(at),
               "rounds": [{"round": r, "games": n} for r, n in sorted(Counter(at).items())]}
              for cause, at in sorted(by_cause.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    names = card_titles(adventure)
    levels = ("roof", "palisade", "weapon")
    return {"cursed_island": {
        "games": len(facts),
        "won": sum(1 for f in facts if f["won"]),
        "rounds": rounds,
        "losses": losses,
        "deciding": {key: deciding(facts, key, names) for key, _ in KINDS},
        "per_game": {key: _r6(sum(_size(f[key]) for f in facts) / count) for key in PER_GAME},
        "at_end": {**{level: _mean(f["levels"].get(level, 0) for f in facts) for level in levels},
                   "morale": _mean(f["morale"] for f in facts),
                   "shelter": _r6(sum(f["shelter"] for f in facts) / count),
                   "goal": _mean(f["goal"] for f in facts),
                   "goal_met": _r6(sum(1 for f in facts if f["won"]) / count)},
    }}


# -- terminal -------------------------------------------------------------------------------------
def summary_lines(report: dict) -> list[str]:
    s = report["cursed_island"]
    g, end = s["per_game"], s["at_end"]
    lengths = ", ".join(f"{r['value']}: {r['won']}/{r['lost']}" for r in s["rounds"]) or "-"
    lines = [f"rounds played (rounds: won/lost games): {lengths}",
             "losses (cause: games, mean round): "
             + ("; ".join(f"{x['loss']} {x['games']} (round {x['mean_round']:.1f})" for x in s["losses"]) or "none"),
             f"per game: {g['wounds']:.2f} wounds, {g['unfed']:.2f} hungry castaways, {g['open_air']:.2f} nights "
             f"in the open, {g['hunts']:.2f} hunts, {g['explored']:.2f} tiles explored",
             f"per game: {g['met']:.2f} threats met, {g['fell']:.2f} fell; {g['adventures']:.2f} adventures, "
             f"{g['mysteries']:.2f} mysteries, {g['items_lost']:.2f} items lost",
             f"at the end: roof {end['roof']:.2f}, palisade {end['palisade']:.2f}, weapon {end['weapon']:.2f}, "
             f"morale {end['morale']:.2f}, shelter in {100 * end['shelter']:.0f}% of games, "
             f"goal progress {100 * end['goal']:.0f}% (mean), met in {100 * end['goal_met']:.0f}% of games"]
    for key, title in KINDS:
        rows = s["deciding"][key]
        if rows:
            lines.append(f"{title} (in wins / in losses): "
                         + ", ".join(f"{r['id']} {100 * r['in_wins']:.0f}%/{100 * r['in_losses']:.0f}%" for r in rows))
    return lines


# -- HTML -----------------------------------------------------------------------------------------
def html_sections(report: dict, charts) -> list[str]:
    s = report["cursed_island"]
    g, end = s["per_game"], s["at_end"]
    share = charts.pct
    parts = ["<h2>Cursed Island</h2>",
             f"<p>Per game the castaways take {g['wounds']:.2f} wounds; {g['unfed']:.2f} go hungry and the team "
             f"sleeps {g['open_air']:.2f} nights in the open. {g['met']:.2f} threats are met and {g['fell']:.2f} "
             f"fall. At the end the roof stands at {end['roof']:.2f}, the palisade at {end['palisade']:.2f}, the "
             f"weapon at {end['weapon']:.2f}; shelter is built in {share(end['shelter'])} of games. The goal is met in "
             f"{share(end['goal_met'])} of games; on average games get {share(end['goal'])} of the way to it.</p>",
             "<h3>Rounds played</h3>",
             charts.table(["rounds", "won", "lost"], [(r["value"], r["won"], r["lost"]) for r in s["rounds"]]),
             "<h3>How the team loses</h3>",
             charts.table(["loss", "title", "games", "mean round", "rounds"],
                          [(x["loss"], x["title"], x["games"], f"{x['mean_round']:.1f}",
                            ", ".join(f"{r['round']}: {r['games']}" for r in x["rounds"])) for x in s["losses"]])
             if s["losses"] else "<p>The team never lost.</p>"]
    for key, title in KINDS:
        parts.append(f"<h3>What decides games: {title}</h3>")
        parts.append(charts.table(["card", "title", "games", "in wins", "in losses"],
                                  [(r["id"], r["title"], r["games"], share(r["in_wins"]), share(r["in_losses"]))
                                   for r in s["deciding"][key]]) if s["deciding"][key] else "<p>None.</p>")
    parts.append("<h3>Per game</h3>")
    parts.append(charts.table(["what", "per game"], [(k.replace("_", " "), f"{v:.2f}") for k, v in g.items()]))
    return parts


# -- the generic sections' data ---------------------------------------------------------------------
def conclusions(report: dict) -> dict[str, str]:
    s = report["cursed_island"]
    return {"shelter is built": "usually" if s["at_end"]["shelter"] >= 0.5 else "rarely",
            "castaways go hungry": "often" if s["per_game"]["unfed"] >= 1 else "rarely",
            "threats fall": "often" if s["per_game"]["fell"] >= 2 else "rarely"}


def team_outcome(result) -> dict | None:
    """The team's outcome of a game (summary.py's `details["team"]`)."""
    team = result.details.get("team")
    if team is None:
        return None
    return {"won": team["won"], "vp": team["vp"], "loss": team["loss"], "year": team["loss_year"]}


def score_spec(adventure, mode: str) -> dict | None:
    """The VP table's rows as the score breakdown's categories (None: the scenario has no table)."""
    if not adventure.victory_points:
        return None
    return {"categories": {what: f"{what.replace('_', ' ')} ({points} each)" for what, points in adventure.victory_points},
            "thresholds": []}
