"""Island Clash's sections of a playtest report: the board, battles, cards and eliminations.

`engine.sim.report` draws the generic sections (win rates, length, endings, anomalies); these add
the `island_clash` key of the JSON report (`schemas/island-clash/report-sections.schema.json`), its
terminal lines and its HTML part, and give the generic HTML sections their data: the board's heat
maps, the endings and coverage (`field_map`, `conditions`, `coverage_lists`).
"""

from __future__ import annotations

from collections import Counter

from .model import stack_of

ENDINGS = {"cards-out": "Every hand empty after the resource deck ran out",
           "last-standing": "One player left on the board"}


def _r6(x: float) -> float:
    return round(float(x), 6)


def report_sections(adventure, results: list, mode: str) -> dict:
    count = len(results) or 1
    totals = {f: [0, 0, 0, 0] for f, code in adventure.codes if code != "."}
    cards: Counter = Counter()
    battles = attacker_wins = eliminations = last_phase = 0
    capture = 0
    for r in results:
        for f, counts in r.fields.items():
            row = totals.setdefault(tuple(f), [0, 0, 0, 0])
            for i, n in enumerate(counts):
                row[i] += n
        cards.update(r.cards)
        d = r.details
        battles += d.get("battles", 0)
        attacker_wins += d.get("attacker_wins", 0)
        eliminations += len(d.get("eliminated", ()))
        last_phase += bool(d.get("last_phase"))
        capture += sum(d.get("capture", ()))
    codes = dict(adventure.codes)
    fields = [{"field": [c, r], "area": "", "kind": codes.get((c, r), "."),
               "entered": _r6(n[0] / count), "battles": _r6(n[1] / count), "recruited": _r6(n[2] / count),
               "held_at_end": _r6(n[3] / count)}
              for (c, r), n in sorted(totals.items(), key=lambda item: (item[0][1], item[0][0]))]
    every = {f"{stack_of(f)}:{f}" for s in ("combat", "resource") for f in adventure.stack(s)}
    return {"island_clash": {
        "grid": "square", "width": adventure.width, "height": adventure.height, "fields": fields,
        "battles_per_game": _r6(battles / count),
        "attacker_win_rate": _r6(attacker_wins / battles) if battles else 0.0,
        "eliminations_per_game": _r6(eliminations / count),
        "last_phase_reached": _r6(last_phase / count),
        "capture_units_per_game": _r6(capture / count),
        "cards_played": {k: _r6(cards[k] / count) for k in sorted(every | set(cards))},
        "cards_never_played": sorted(every - set(cards)),
    }}


def summary_lines(report: dict) -> list[str]:
    s = report["island_clash"]
    lines = [f"battles: {s['battles_per_game']:.2f} per game, the attacker wins {100 * s['attacker_win_rate']:.1f}%; "
             f"eliminations: {s['eliminations_per_game']:.2f} per game",
             f"last phase reached in {100 * s['last_phase_reached']:.1f}% of games; "
             f"{s['capture_units_per_game']:.2f} units in the capture areas at the end"]
    if s["cards_never_played"]:
        lines.append("cards never played: " + ", ".join(s["cards_never_played"]))
    return lines


def html_sections(report: dict, charts) -> list[str]:
    """Island Clash's own part of the HTML report: battles, eliminations, the last phase, cards played.
    The board's heat maps, the endings and the cards never played are the generic sections
    (`field_map`, `conditions`, `coverage_lists` below)."""
    s = report["island_clash"]
    return ["<h2>Island Clash</h2>",
            f"<p>{s['battles_per_game']:.2f} battles per game; the attacker wins "
            f"{100 * s['attacker_win_rate']:.1f}%. {s['eliminations_per_game']:.2f} players removed per game. "
            f"The last phase is reached in {100 * s['last_phase_reached']:.1f}% of games.</p>",
            charts.table(["card", "played per game"],
                         [(name, f"{rate:.2f}") for name, rate in s["cards_played"].items()])]


# -- the generic sections' data (Ruleset.report_map, report_coverage, report_conditions) -------
HEAT_MAPS = (("entered", "units moved in per game"), ("battles", "battles per game"),
             ("recruited", "units recruited per game"), ("held_at_end", "units held at the end per game"))


def field_map(report: dict) -> dict:
    s = report["island_clash"]
    return {"title": "The board (per game)", "grid": s["grid"], "fields": s["fields"], "heat_maps": HEAT_MAPS}


def coverage_lists(report: dict) -> dict:
    s = report["island_clash"]
    never_entered = [f"{f['field'][0]},{f['field'][1]}" for f in s["fields"] if f["entered"] == 0]
    return {"lists": [("Cards never played", s["cards_never_played"]),
                      ("Areas never entered", never_entered)]}


def conditions(report: dict) -> dict:
    """Both ways a game ends, with the share of games each ended (NEVER when none did)."""
    shares: dict[str, float] = {}
    for e in report["endings"]:
        shares[e["condition"]] = shares.get(e["condition"], 0.0) + e["share"]
    return {"columns": ["title"],
            "rows": [{"condition": c, "values": [title], "share": _r6(shares.get(c, 0.0)), "never": c not in shares}
                     for c, title in ENDINGS.items()]}


def conclusions(report: dict) -> dict[str, str]:
    s = report["island_clash"]
    return {"attacker advantage": "attacker" if s["attacker_win_rate"] > 0.5 else "defender",
            "game ends by": "cards" if s["last_phase_reached"] >= 0.5 else "elimination"}


# -- what makes a run degenerate (engine.sim.degenerate) --------------------------------------
ELIMINATION_RUSH = 0.5  # most games decided by elimination before the last phase


def core_mechanics(report: dict) -> list[tuple[str, float]]:
    """The mechanic the game is built around: units meet in battle."""
    return [("battles", report["island_clash"]["battles_per_game"])]


def degenerate_signs(report: dict) -> list[dict]:
    """One seat's elimination rush: most games end by elimination before the last phase, and one seat
    wins significantly more than an even share (its interval above it)."""
    s = report["island_clash"]
    rows = report["win_rates"]["by_seat"]
    if not rows or 1 - s["last_phase_reached"] <= ELIMINATION_RUSH:
        return []
    best = rows[report["balance"]["best_seat"]]
    if best["ci_low"] <= 1 / len(rows):
        return []
    return [{"kind": "elimination_rush",
             "detail": f"{100 * (1 - s['last_phase_reached']):.0f}% of games end by elimination before the last "
                       f"phase and seat {best['seat']} wins {100 * best['rate']:.1f}% of the games (an even share is "
                       f"{100 / len(rows):.1f}%): one seat's elimination rush"}]
