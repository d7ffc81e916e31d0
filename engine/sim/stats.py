"""The statistics of the playtest reports: rounding, Wilson intervals, summaries and distributions.

Shared by the report (report.py), its generic team section (report_team.py), sweeps and campaigns
(and re-exported by report.py, where they were first). The standard library's `statistics` module
is enough: a run is a few thousand small numbers.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter

Z95 = statistics.NormalDist().inv_cdf(0.975)


def r6(x: float) -> float:
    return round(float(x), 6)


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (successes may be fractional: shared wins)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return low, high


def describe_numbers(values: list[float]) -> dict:
    if not values:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0, "max": 0}
    return {"mean": r6(statistics.fmean(values)), "median": r6(statistics.median(values)),
            "stdev": r6(statistics.pstdev(values)), "min": min(values), "max": max(values)}


def distribution(values: list[int]) -> list[dict]:
    counts = Counter(values)
    return [{"value": v, "games": counts[v]} for v in sorted(counts)]


def histogram(values: list[int], bins: int = 20) -> list[dict]:
    if not values:
        return []
    low, high = min(values), max(values)
    width = max(1, math.ceil((high - low + 1) / bins))
    counts = Counter((v - low) // width for v in values)
    return [{"from": low + i * width, "to": low + (i + 1) * width - 1, "games": counts.get(i, 0)}
            for i in range((high - low) // width + 1)]


def rate_row(wins: float, games: int) -> dict:
    low, high = wilson(wins, games)
    return {"games": games, "wins": r6(wins), "rate": r6(wins / games if games else 0.0),
            "ci_low": r6(low), "ci_high": r6(high)}
