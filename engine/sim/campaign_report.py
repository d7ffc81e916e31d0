"""The campaign report: the flow of the runs, balance per chapter, snowball, coverage, anomalies.

JSON described by `schemas/campaign-report.schema.json` (written with sorted keys, so two runs
diff cleanly); `summary_text` is the terminal's view, `engine.sim.campaign_html` the HTML's.

Statistics:
- shares and win rates are proportions with 95% Wilson intervals (`engine.sim.report.wilson`);
- a branch's share is over the runs that *finished* its chapter; a chapter's figures are over the
  chapter games of the runs that reached it (a chapter played twice in a run counts twice);
- snowball and advantage effects are differences of two win rates with Newcombe's hybrid score
  interval (method 10 of Newcombe 1998, built from the two Wilson intervals). Their unit is a
  seat of a run: the seats of one run are not independent (one seat's win is another's loss),
  so the intervals are somewhat narrower than they should be; read them as a guide.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict

from engine.content.terminal_text import shown_lines

from .campaign import LEAD_SEAT, Playable
from .campaign_batch import CampaignBatch
from .campaign_flow import branch_label, edges, layers, shadowed
from .report import ANOMALY_KINDS, MAX_LISTED_ANOMALIES, describe_numbers, pct, r6, rate_row, wilson
from .wording import seat_label

SCHEMA_VERSION = 1


def share_row(count: int, total: int) -> dict:
    low, high = wilson(count, total)
    return {"runs": count, "of": total, "share": r6(count / total if total else 0.0), "ci_low": r6(low),
            "ci_high": r6(high)}


def newcombe(x1: float, n1: int, x2: float, n2: int) -> tuple[float, float, float]:
    """(p1 - p2, low, high): the difference of two proportions with Newcombe's hybrid score interval."""
    if n1 <= 0 or n2 <= 0:
        return 0.0, -1.0, 1.0
    p1, p2 = x1 / n1, x2 / n2
    l1, u1 = wilson(x1, n1)
    l2, u2 = wilson(x2, n2)
    d = p1 - p2
    return d, d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)


def difference_row(wins_a: int, n_a: int, wins_b: int, n_b: int, a: str, b: str) -> dict:
    d, low, high = newcombe(wins_a, n_a, wins_b, n_b)
    return {a: rate_row(wins_a, n_a), b: rate_row(wins_b, n_b), "difference": r6(d), "ci_low": r6(low),
            "ci_high": r6(high)}


# -- sections, one small function each ----------------------------------------------------------
def _flow(playable: Playable, runs) -> dict:
    campaign = playable.campaign
    reached: Counter = Counter()  # runs that played a chapter at least once
    finished: Counter = Counter()  # chapter games that ended with a next step decided
    taken: Counter = Counter()
    ended: Counter = Counter(r.ending for r in runs if r.ending)
    for run in runs:
        for chapter in {c.chapter for c in run.chapters}:
            reached[chapter] += 1
        for c in run.chapters:
            if c.outcome and (c.next is not None or run.ending == c.chapter):
                finished[c.chapter] += 1
            if c.next is not None:
                taken[(c.chapter, c.next, c.branch)] += 1
    place = layers(campaign)
    complete = sum(1 for r in runs if r.ending)
    nodes = [{"chapter": c.id, "title": c.title, "adventure": c.adventure, "layer": place[c.id][0],
              "position": place[c.id][1], "reached": share_row(reached[c.id], len(runs)),
              "ending": share_row(ended[c.id], complete)} for c in campaign.chapters]
    flow_edges = [{"from": e.source, "to": e.target, "branch": e.branch, "label": e.label,
                   **share_row(taken[(e.source, e.target, e.branch)], finished[e.source])} for e in edges(campaign)]
    return {"nodes": nodes, "edges": flow_edges}


def _endings(playable: Playable, runs) -> list[dict]:
    complete = [r for r in runs if r.ending]
    counts = Counter(r.ending for r in complete)
    titles = {c.id: c.title for c in playable.campaign.chapters}
    return [{"chapter": chapter, "title": titles.get(chapter, ""), **share_row(n, len(complete))}
            for chapter, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]


def _winners(runs, players: int) -> dict:
    complete = [r for r in runs if r.ending]
    by_seat = [{"seat": s, **rate_row(sum(1 / len(r.winners) for r in complete if s in r.winners), len(complete))}
               for s in range(players)]
    games: Counter = Counter()
    wins: dict = defaultdict(float)
    for r in complete:
        for seat, faction in enumerate(r.factions):
            games[faction] += 1
            wins[faction] += 1 / len(r.winners) if seat in r.winners else 0.0
    by_faction = [{"faction": f, **rate_row(wins[f], games[f])} for f in sorted(games)]
    scores = [[r.scores[s] for r in complete] for s in range(players)]
    return {"by_seat": by_seat, "by_faction": by_faction,
            "score_by_seat": [{"seat": s, **describe_numbers(scores[s])} for s in range(players)]}


def _chapters(playable: Playable, runs, players: int) -> list[dict]:
    ruleset = playable.ruleset
    out = []
    for chapter in playable.campaign.chapters:
        games = [c.game for r in runs for c in r.chapters if c.chapter == chapter.id and c.game.finished]
        played = sum(1 for r in runs for c in r.chapters if c.chapter == chapter.id)
        n = len(games)
        by_seat = [{"seat": s, **rate_row(sum(g.returns[s] for g in games if s < len(g.returns)), n)}
                   for s in range(players)]
        fgames: Counter = Counter()
        fwins: dict = defaultdict(float)
        for g in games:
            for seat, faction in enumerate(g.factions):
                fgames[faction] += 1
                fwins[faction] += g.returns[seat]
        adventure = playable.adventures[chapter.adventure]
        titles = ruleset.ending_titles(adventure, ruleset.default_mode(adventure))
        endings = Counter(g.condition or "(no winner)" for g in games)
        lead = sum(1 for r in runs for c in r.chapters if c.chapter == chapter.id and c.outcome == "win")
        out.append({
            "chapter": chapter.id, "title": chapter.title, "adventure": chapter.adventure,
            "games_played": played, "games_finished": n,
            "lead_seat_wins": rate_row(lead, played),
            "win_rates": {"by_seat": by_seat,
                          "by_faction": [{"faction": f, **rate_row(fwins[f], fgames[f])} for f in sorted(fgames)]},
            "length": {key: describe_numbers([getattr(g, key) for g in games]) for key in ruleset.length_measures},
            "endings": [{"condition": c, "title": titles.get(c, ""), "games": k, "share": r6(k / n if n else 0.0)}
                        for c, k in sorted(endings.items(), key=lambda kv: (-kv[1], kv[0]))],
        })
    return out


def _won(chapter_result, seat: int) -> bool:
    return seat in chapter_result.game.winners


def _snowball(playable: Playable, runs, players: int) -> list[dict]:
    """For chapters A then B in a run: P(win B | won A) - P(win B | lost A), per seat of a run."""
    order = [c.id for c in playable.campaign.chapters]
    cells: dict = defaultdict(lambda: [0, 0, 0, 0])  # won A: games, wins of B; lost A: games, wins of B
    for run in runs:
        first: dict = {}
        for c in run.chapters:
            if c.game.finished:
                first.setdefault(c.chapter, c)
        for a in order:
            for b in order:
                if a == b or a not in first or b not in first or first[a].step >= first[b].step:
                    continue
                cell = cells[(a, b)]
                for seat in range(players):
                    base = 0 if _won(first[a], seat) else 2
                    cell[base] += 1
                    cell[base + 1] += _won(first[b], seat)
    return [{"earlier": a, "later": b, **difference_row(c[1], c[0], c[3], c[2], "won_earlier", "lost_earlier")}
            for (a, b), c in sorted(cells.items(), key=lambda kv: (order.index(kv[0][0]), order.index(kv[0][1])))]


def _advantages(playable: Playable, runs) -> list[dict]:
    """For each advantage and chapter it was held in: win rate of seats holding it vs not."""
    cells: dict = defaultdict(lambda: [0, 0, 0, 0])
    titles = {a.id: a.title for c in playable.campaign.chapters for a in c.advantages}
    for run in runs:
        for c in run.chapters:
            if not c.game.finished or not c.advantages:
                continue
            for advantage in sorted({a for held in c.advantages for a in held}):
                cell = cells[(advantage, c.chapter)]
                for seat, held in enumerate(c.advantages):
                    base = 0 if advantage in held else 2
                    cell[base] += 1
                    cell[base + 1] += _won(c, seat)
    order = [c.id for c in playable.campaign.chapters]
    return [{"advantage": adv, "title": titles.get(adv, ""), "chapter": chapter, "comparable": bool(c[0] and c[2]),
             **difference_row(c[1], c[0], c[3], c[2], "held", "not_held")}
            for (adv, chapter), c in sorted(cells.items(), key=lambda kv: (order.index(kv[0][1]), kv[0][0]))]


def _coverage(playable: Playable, runs, flow: dict) -> dict:
    campaign = playable.campaign
    never_reached = [n["chapter"] for n in flow["nodes"] if n["reached"]["runs"] == 0]
    set_in_play = {f for r in runs for c in r.chapters for f in c.flags}
    by_id = {c.id: c for c in campaign.chapters}
    branches = []
    for edge in flow["edges"]:
        if edge["runs"] or edge["branch"] is None:
            continue
        chapter = by_id[edge["from"]]
        branch = chapter.branches[edge["branch"]]
        blocked = shadowed(chapter).get(edge["branch"])
        if blocked is not None:
            why = f"can never be taken: branch {blocked} ({edge_label(chapter, blocked)}) always matches first"
        elif chapter.id in never_reached:
            why = "its chapter is never reached"
        elif branch.flag and branch.flag not in set_in_play:
            why = f"the flag '{branch.flag}' is never set in play"
        else:
            why = f"not taken in {edge['of']} finished games of its chapter"
        branches.append({"chapter": chapter.id, "branch": edge["branch"], "next": edge["to"],
                         "label": edge["label"], "never_possible": blocked is not None, "why": why})
    declared = list(dict.fromkeys([*campaign.carry_over.flags, *(b.flag for c in campaign.chapters
                                                                  for b in c.branches if b.flag)]))
    return {"chapters_never_reached": never_reached, "branches_never_taken": branches,
            "flags_never_set": [f for f in declared if f not in set_in_play]}


def edge_label(chapter, index: int) -> str:
    return branch_label(chapter.branches[index])


def _anomalies(runs) -> dict:
    listed = [{"kind": a[0], "run": a[1], "chapter_step": a[2], "chapter": a[3], "detail": a[4]}
              for r in runs for a in r.anomalies]
    counts = Counter(a["kind"] for a in listed)
    return {"counts": {k: counts.get(k, 0) for k in ANOMALY_KINDS}, "runs": listed[:MAX_LISTED_ANOMALIES],
            "listed_all": len(listed) <= MAX_LISTED_ANOMALIES}


def build_campaign_report(playable: Playable, batch: CampaignBatch) -> dict:
    spec = batch.spec
    runs = batch.results
    players = max((len(r.factions) for r in runs), default=spec.players or len(spec.factions or ()) or 0)
    flow = _flow(playable, runs)
    campaign = playable.campaign
    return {
        "schema_version": SCHEMA_VERSION,
        "campaign": {"id": campaign.id, "title": campaign.title, "digest": playable.digest,
                     "chapters": len(campaign.chapters)},
        "run": {"bots": spec.bots, "seed": spec.seed, "players": players,
                "factions": list(spec.factions) if spec.factions else None, "mode": spec.mode,
                "runs_requested": batch.requested, "runs_played": len(runs),
                "runs_complete": sum(1 for r in runs if r.ending), "interrupted": batch.interrupted,
                "lead_seat": LEAD_SEAT,
                "seed_derivation": "run k: sha256(f'{seed}:{k}'); chapter at step s: "
                                   "sha256(f'{run}:chapter:{s}'); bots: f'{run}:chapter:{s}:bot:{seat}'"},
        "flow": flow,
        "endings": _endings(playable, runs),
        "campaign_winners": _winners(runs, players),
        "chapters": _chapters(playable, runs, players),
        "snowball": _snowball(playable, runs, players),
        "advantages": _advantages(playable, runs),
        "coverage": _coverage(playable, runs, flow),
        "anomalies": _anomalies(runs),
    }


# -- terminal summary ---------------------------------------------------------------------------
def _ci(row: dict, key: str = "share") -> str:
    return f"{pct(row[key])} [{pct(row['ci_low'])} - {pct(row['ci_high'])}]"


def _signed(row: dict) -> str:
    return f"{100 * row['difference']:+5.1f} pts [{100 * row['ci_low']:+.1f} .. {100 * row['ci_high']:+.1f}]"


def summary_text(report: dict) -> str:
    run = report["run"]
    campaign = report["campaign"]
    lines = [f"{campaign['title']} ({campaign['id']}): {run['runs_played']} runs"
             f"{' of ' + str(run['runs_requested']) + ' (interrupted)' if run['interrupted'] else ''}, "
             f"{run['players']} players, {run['bots']} bots, seed {run['seed']}; branches read "
             f"{seat_label(run['lead_seat'])}'s outcome"]
    lines.append("flow (share of runs reaching each chapter; branch shares of the chapter's finished games):")
    out_of: dict = defaultdict(list)
    for edge in report["flow"]["edges"]:
        out_of[edge["from"]].append(edge)
    for node in report["flow"]["nodes"]:
        lines.append(f"  {node['chapter']}: reached {_ci(node['reached'])}")
        for edge in out_of[node["chapter"]]:
            lines.append(f"    -> {edge['to']} ({edge['label']}): {_ci(edge)}")
    lines.append("endings:")
    for e in report["endings"]:
        lines.append(f"  {e['chapter']}: {_ci(e)}")
    lines.append("campaign winner by seat:")
    for row, score in zip(report["campaign_winners"]["by_seat"], report["campaign_winners"]["score_by_seat"], strict=True):
        lines.append(f"  {seat_label(row['seat'])}: {_ci(row, 'rate')}   score mean {score['mean']:.2f}")
    lines.append("per chapter (games finished; seat win rates):")
    for c in report["chapters"]:
        rates = ", ".join(f"{pct(r['rate']).strip()}" for r in c["win_rates"]["by_seat"])
        decisions = c["length"].get("decisions", {"mean": 0.0})
        lines.append(f"  {c['chapter']}: {c['games_finished']} games; seats {rates}; "
                     f"{decisions['mean']:.0f} decisions on average")
    lines.append("snowball (win later | won earlier  minus  | lost earlier):")
    for s in report["snowball"]:
        lines.append(f"  {s['earlier']} -> {s['later']}: {_signed(s)}")
    lines.append("advantages (win rate of holders minus the others, in the chapter held):")
    for a in report["advantages"]:
        effect = _signed(a) if a["comparable"] else "held by every seat: nothing to compare with"
        lines.append(f"  {a['advantage']} in {a['chapter']}: {effect}")
    coverage = report["coverage"]
    lines.append(f"coverage: {len(coverage['chapters_never_reached'])} chapters never reached, "
                 f"{len(coverage['branches_never_taken'])} branches never taken, "
                 f"{len(coverage['flags_never_set'])} flags never set")
    for chapter in coverage["chapters_never_reached"]:
        lines.append(f"  NEVER REACHED chapter {chapter}")
    for b in coverage["branches_never_taken"]:
        lines.append(f"  NEVER TAKEN {b['chapter']} branch {b['branch']} -> {b['next']} ({b['label']}): {b['why']}")
    for flag in coverage["flags_never_set"]:
        lines.append(f"  NEVER SET flag {flag}")
    counts = report["anomalies"]["counts"]
    lines.append("anomalies: " + ", ".join(f"{k} {v}" for k, v in counts.items()))
    for a in report["anomalies"]["runs"][:10]:
        lines.append(f"  {a['kind']}: run {a['run']} chapter {a['chapter_step']} ({a['chapter']}) (replay "
                     f"{campaign['id']} --seed {run['seed']} --game {a['run']} --chapter {a['chapter_step']}): "
                     f"{a['detail']}")
    return shown_lines(lines)  # titles, labels and details are the content's: no control sequence reaches a terminal
