"""Island Clash's sections of a playtest report: the board, battles, cards and eliminations.

`engine.sim.report` draws the generic sections (win rates, length, endings, anomalies); these add
the `island_clash` key of the JSON report, its terminal lines and its HTML part.
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


def html_sections(report: dict, charts, outline) -> list[str]:
    s = report["island_clash"]
    rows = "".join(f"<tr><td>{name}</td><td>{rate:.2f}</td></tr>" for name, rate in s["cards_played"].items())
    return ["<h2>Island Clash</h2>",
            charts.heat_map(s["fields"], "entered", "units moved in per game", outline),
            charts.heat_map(s["fields"], "battles", "battles per game", outline),
            f"<p>{s['battles_per_game']:.2f} battles per game; the attacker wins "
            f"{100 * s['attacker_win_rate']:.1f}%. {s['eliminations_per_game']:.2f} players removed per game. "
            f"The last phase is reached in {100 * s['last_phase_reached']:.1f}% of games.</p>",
            f"<table><tr><th>card</th><th>played per game</th></tr>{rows}</table>"]


def conclusions(report: dict) -> dict[str, str]:
    s = report["island_clash"]
    return {"attacker advantage": "attacker" if s["attacker_win_rate"] > 0.5 else "defender",
            "game ends by": "cards" if s["last_phase_reached"] >= 0.5 else "elimination"}
