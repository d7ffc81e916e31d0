"""What `engine.sim` reads from a finished Isles of Terror game: its summary and its invariants.

Everything here is *read* from the engine's event log and final state; no rule is re-implemented.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .triggers import rule_name
from .board import CHARACTERS_PER_AREA


@lru_cache(maxsize=8)  # by game (a Game is immutable and hashed by identity): a run plays one game at a time
def _effects_by_rule(game) -> dict[str, tuple[str, ...]]:
    effects: dict[str, tuple[str, ...]] = {}
    for entry in game.rule_entries:
        effects.setdefault(rule_name(entry), tuple(t.name for t in entry.rule.effects))
    return effects


def invariants(state) -> list[str]:
    """Broken invariants of a state (conservation of figures, no negatives, tokens on their bars)."""
    problems = []
    adventure = state.game.adventure
    for p in state.players:
        for name in ("gold", "rations", "sea_gold", "sea_rations", "pool_soldiers", "pool_captains", "free_camps",
                     "field_soldiers", "lost_camps", "sea_soldiers", "sea_captains", "vp"):
            if getattr(p, name) < 0:
                problems.append(f"seat {p.seat}: {name} is {getattr(p, name)}")
        if min(p.soldiers) < 0 or min(p.captains) < 0 or min(p.camps) < 0:
            problems.append(f"seat {p.seat}: negative figures on the board")
        if p.pool_soldiers + sum(p.soldiers) + p.sea_soldiers + p.field_soldiers != p.total_soldiers:
            problems.append(f"seat {p.seat}: soldiers not conserved")
        if p.pool_captains + sum(p.captains) + p.sea_captains != p.total_captains:
            problems.append(f"seat {p.seat}: captains not conserved")
        if p.free_camps + sum(p.camps) + p.lost_camps != p.total_camps:
            problems.append(f"seat {p.seat}: camps not conserved")
        for area in range(state.board.size):
            if p.soldiers[area] + p.captains[area] > CHARACTERS_PER_AREA:
                problems.append(f"seat {p.seat}: more than {CHARACTERS_PER_AREA} characters "
                                f"at {state.board.coords[area]}")
        for task, position in p.progress.items():
            if not 0 <= position <= adventure.task(task).bar.length:
                problems.append(f"seat {p.seat}: progress token of {task} at {position}")
        if not 0 <= p.mission_pos <= adventure.mission_bar.length:
            problems.append(f"seat {p.seat}: mission token at {p.mission_pos}")
    if state.game.mode != "competitive":  # allies: 3 characters of all factions together (allies.py)
        for area in range(state.board.size):
            if sum(p.soldiers[area] + p.captains[area] for p in state.players) > CHARACTERS_PER_AREA:
                problems.append(f"more than {CHARACTERS_PER_AREA} characters of all factions at {state.board.coords[area]}")
    if not state.is_terminal() and not state.legal_actions():
        problems.append("no legal action before the end")
    placed = [t.area for t in state.terrors if t.area is not None]
    if len(placed) != len(set(placed)):
        problems.append("two terrors stand in one area")
    problems += [f"{t.id} at level {t.level}" for t in state.terrors if not 1 <= t.level <= 3]
    return problems




def summarise(state, result) -> None:
    """Fill a `GameResult` (engine.sim.runner) from a finished game: outcome, coverage, heat; tasks etc. in `details`."""
    game = state.game
    adventure = game.adventure
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    result.vp = tuple(state.scores())
    result.winners = tuple(state.winners)
    result.decisions = len(state.decisions)
    if result.finished:
        result.condition = state.result
        timing = {vc.id: vc.timing for vc in adventure.victory.get(game.mode, ())}
        result.timing = timing.get(state.result, "end_of_game")
    effects_of = _effects_by_rule(game)
    reached: set[str] = set()
    eliminations: Counter = Counter()
    cards: Counter = Counter()
    rules: Counter = Counter()
    effects: Counter = Counter()
    not_simulated: Counter = Counter()
    explored: Counter = Counter()
    conquered: Counter = Counter()
    fought: Counter = Counter()
    seasons = turns = 0
    for event in state.log:
        kind, data = event.kind, event.data
        if kind == "turn":
            turns += 1
        elif kind == "season":
            seasons += 1
            if data.get("event"):
                cards["event:" + data["event"]] += 1
        elif kind == "rule":
            name = data["rule"]
            rules[name] += 1
            for effect in effects_of.get(name, ()):
                effects[effect] += 1
        elif kind == "progress":
            reached.add(data["task"])
        elif kind == "explore":
            explored[event.area] += 1
        elif kind == "conquer":
            conquered[event.area] += 1
        elif kind == "combat":
            fought[event.area] += 1
        elif kind == "reveal":
            card = data.get("card")
            tile = data.get("tile", "")
            if card:
                group = "minion" if tile.startswith("minion-") else tile
                cards[f"{group}:{card}"] += 1
        elif kind == "exploration_card":
            cards["exploration:" + data["card"]] += 1
        elif kind == "strategy_draw":
            for card in data["cards"]:
                cards["strategy:" + card] += 1
        elif kind == "mission":
            if data.get("mission"):
                cards["mission:" + data["mission"]] += 1
        elif kind == "mission_fulfilled":
            if data.get("new"):
                cards["mission:" + data["new"]] += 1
        elif kind == "not_simulated":
            if data.get("event"):
                not_simulated[data["rule"]] += 1
        elif kind == "eliminated":
            eliminations[data["condition"]] += 1
    result.seasons, result.turns = seasons, turns
    board = state.board
    fields = {}
    for area in range(board.size):
        coord = board.coords[area]
        held = 1 if state.controller(area) >= 0 else 0
        row = (explored[coord], conquered[coord], fought[coord], held)
        if any(row):
            fields[tuple(coord)] = row
    result.fields = fields
    result.cards = dict(cards)
    result.rules = dict(rules)
    result.effects = dict(effects)
    result.details = {
        "year": state.year, "season": state.season,  # when the game ended
        "tasks": {task.id: tuple(p.progress.get(task.id, 0) for p in state.players)  # final position per seat
                  for task in adventure.progress_tasks},
        "tasks_reached": tuple(sorted(reached)),  # tasks any player advanced on at least once
        "eliminations": dict(eliminations),  # lose condition id -> players eliminated
        "not_simulated": dict(not_simulated),  # text-only rule -> times its trigger fired
    }
    if game.mode != "competitive":  # the team's outcome (cooperative.py)
        won = bool(result.finished and state.winners)
        result.details["team"] = {
            "won": won,
            "loss": None if won or not result.finished else (state.result or "end_of_game"),
            "loss_year": None if won or not result.finished else state.year,
            "vp": sum(p.vp for p in state.players),
        }
    if state.terrors:  # cooperative and solo: the terror board
        result.details["terrors"] = terror_details(state)


def terror_details(state) -> dict[str, dict]:
    """Per terror of the board, read from the log: whether it was ever summoned, its highest level,
    the sum of its levels over its activations (their mean is `level_sum / activations`), how
    often it activated, was destroyed and cost a VP, and the field ("column,row") it stood on
    after each activation, in order."""
    out = {t.id: {"summoned": False, "max_level": 1, "level_sum": 0, "activations": 0, "destroyed": 0,
                  "vp_lost": 0, "areas": []} for t in state.terrors}
    for event in state.log:
        kind = event.kind
        if not kind.startswith("terror_"):
            continue
        row = out.get(event.data.get("terror"))
        if row is None:
            continue
        level = event.data.get("level")
        if level is not None and level > row["max_level"]:
            row["max_level"] = level
        if kind == "terror_summoned":
            row["summoned"] = True
        elif kind == "terror_activation":
            row["activations"] += 1
            row["level_sum"] += level
        elif kind == "terror_activated":
            row["areas"].append(f"{event.area[0]},{event.area[1]}")
        elif kind == "terror_destroyed":
            row["destroyed"] += 1
        elif kind == "terror_won":
            row["vp_lost"] += event.data["vp"]
    return out
