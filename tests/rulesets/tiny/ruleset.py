"""The tiny test ruleset `tiny`: a coin race on a square grid, plugged in through `engine.core.ruleset`.

It exists to prove the seam: `engine.sim` (runs, reports, sessions) plays it without knowing it.
Most tests register it by hand with `engine.core.ruleset.register(RULESET)`;
`tests/rulesets/test_tiny_entry_point.py` installs it as a distribution whose entry points name this
`RULESET` (`isleforge.rulesets`) and `tiny.editor:EDITOR_RULESET` (`isleforge.editor_rulesets`).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from engine.bots import RandomBot
from engine.core.events import describe
from engine.core.ruleset import Ruleset

from . import checks, model
from .game import Game


def _r6(x: float) -> float:
    return round(float(x), 6)


class Tiny(Ruleset):
    id = "tiny"
    title = "Coin Race"
    schema_dir = model.SCHEMA_DIR
    kinds = (model.KIND,)
    grid = "square"
    field_codes = model.FIELD_CODES
    field_kinds = model.FIELD_KINDS  # the map designer paints the coin race's board from these
    map_rows = model.MAP_ROWS
    modes = ("race",)
    # `isleforge new adventure --ruleset tiny` and File > New Adventure copy this race (kept beside the
    # package, outside any library, so it is never listed or played as an adventure of one)
    template = "coin-race"
    template_file = Path(__file__).resolve().parent / "content" / "coin-race.yaml"
    bots = {"random": RandomBot}
    checks = (checks.starts_on_the_map,)
    numbered_directions = 4  # the player chooses direction 1 to 4 (north, east, south, west)

    # -- content ------------------------------------------------------------------------------
    def resolve(self, library, adventure_id):
        return model.resolve(library, adventure_id)

    # -- play ---------------------------------------------------------------------------------
    def new_game(self, adventure, *, players=None, factions=None, mode=None) -> Game:
        return Game(adventure, players=players, factions=factions, mode=mode or self.default_mode(adventure))

    def normalise_action(self, action):
        return tuple(action)

    # -- reading a game -----------------------------------------------------------------------
    def summarise(self, state, result) -> None:
        result.finished = state.is_terminal()
        result.returns = tuple(state.returns())
        result.vp = tuple(state.scores())
        result.winners = tuple(state.winners)
        result.decisions = len(state.decisions)
        result.turns = len(state.decisions)
        result.condition = state.result
        result.timing = "end_of_game" if state.result else ""
        visits: Counter = Counter()
        coins: Counter = Counter()
        rolls: Counter = Counter()
        for event in state.log:
            if event.kind == "move":
                visits[event.area] += 1
            elif event.kind == "coin":
                coins[event.area] += 1
            elif event.kind == "roll":
                rolls[event.data["die"]] += 1
        result.fields = {coord: (visits[coord], coins[coord]) for coord in visits | coins}
        result.rules = {"take-coin": sum(coins.values())} if coins else {}
        result.details = {"rolls": dict(rolls), "coins_left": len(state.coins)}

    def invariants(self, state) -> list[str]:
        adventure = state.game.adventure
        problems = []
        if sum(state.taken) + len(state.coins) != len(adventure.coins):
            problems.append("coins not conserved")
        problems += [f"seat {s}: off the map at {p}" for s, p in enumerate(state.positions) if not adventure.on_board(p)]
        if not state.is_terminal() and not state.legal_actions():
            problems.append("no legal action before the end")
        return problems

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    # -- playtest reports ---------------------------------------------------------------------
    def ending_titles(self, adventure, mode):
        return {"coins-gone": "Every coin taken", "time-up": "The last turn played"}

    def report_sections(self, adventure, results, mode) -> dict:
        count = len(results) or 1
        visits: Counter = Counter()
        coins: Counter = Counter()
        rolls: Counter = Counter()
        for r in results:
            for coord, (visited, taken) in r.fields.items():
                visits[coord] += visited
                coins[coord] += taken
            rolls.update({int(k): v for k, v in r.details.get("rolls", {}).items()})
        fields = [{"field": [col, row], "area": "", "kind": "coin" if (col, row) in adventure.coins else "empty",
                   "visited": _r6(visits[(col, row)] / count), "taken": _r6(coins[(col, row)] / count)}
                  for row in range(adventure.height) for col in range(adventure.width)]
        left = [r.details.get("coins_left", 0) for r in results]
        return {"coins": {"grid": self.grid, "width": adventure.width, "height": adventure.height, "fields": fields,
                          "mean_left": _r6(sum(left) / count), "rolls": {str(k): rolls[k] for k in sorted(rolls)}}}

    def summary_lines(self, report) -> list[str]:
        coins = report["coins"]
        rolls = ", ".join(f"{k}: {v}" for k, v in coins["rolls"].items())
        return [f"coins left at the end: {coins['mean_left']:.2f} per game; die rolls {rolls}"]

    def html_sections(self, report, charts) -> list[str]:
        coins = report["coins"]
        return ["<h2>Coins</h2>",
                charts.heat_map(coins["fields"], "taken", "coins taken per game",
                                lambda coord, size: self.field_outline(self.grid, coord, size)),
                f"<p>{coins['mean_left']:.2f} coins left per game</p>"]

    def conclusions(self, report) -> dict[str, str]:
        return {"coins left": "none" if report["coins"]["mean_left"] == 0 else "some"}

    # -- reports hooks --
    def report_schema(self, kind):
        """Its `coins` key, described beside this module: no shared schema knows the tiny ruleset."""
        return Path(__file__).resolve().parent / "report-sections.schema.json" if kind == "playtest" else None


RULESET = Tiny()
