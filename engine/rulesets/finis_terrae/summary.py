"""What `engine.sim` reads from a finished game of Finis Terrae, and the invariants of the holds,
ports and trade that a playout keeps.

Everything is read from the final state, its counters (`state.stats`, kept by the rules as they
happen) and the event log; no rule is re-implemented here. The report sections read
`result.details` (plain values) and `result.scores` (the score breakdown by scoring item).
"""

from __future__ import annotations

from collections import Counter

from . import report_facts
from .holds import amount
from .model import CARGO, TOKENS
from .scoring import ITEMS, breakdown
from .sea import START

# the verbs of play counted in `result.rules` (how often each rule was used)
RULE_EVENTS = frozenset({"found", "collect", "salvage", "treasure", "redeem", "buy", "sell", "jettison", "merge",
                         "split", "bank", "withdraw", "pirate", "return", "fight", "sunk", "bonus", "loot", "dump"})


def scores(state) -> dict[str, list[int]]:
    """scoring item -> points per seat (the generic score breakdown of the report)."""
    n = state.game.num_players
    rows = [breakdown(state, seat) for seat in range(n)]
    return {item: [row[item] for row in rows] for item in ITEMS}


def details(state) -> dict:
    """The game's own facts, plain values: counters, ports, holds, kept tokens, coins, breakdowns."""
    n = state.game.num_players
    centre = state.game.adventure.start.centre
    ports = [sorted([c[0] - centre[0], c[1] - centre[1]] for c, s in state.ports.items() if s == seat)
             for seat in range(n)]
    return {
        "stats": _plain(state.stats),
        "scores": [sum(breakdown(state, s).values()) for s in range(n)],
        "ports": ports,
        "coins": [amount(state.holds[s], "coins") + state.bank[s] for s in range(n)],
        "bank": list(state.bank),
        "kept": [dict(k) for k in state.kept],
        "pirate": list(state.pirate),
        "bonus": list(state.bonus),
        "malus": list(state.malus),
        "spices_left": state.spices,
        "tokens_left": dict(state.token_supply),
        "tokens_on_sea": len(state.tokens),
        "galleon_hold": [list(c) if c is not None else None for c in state.galleon_hold],
    }


def _plain(value):
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def summarise(state, result) -> None:
    """Fill a `GameResult`: outcome, length, coverage (where ships stopped, tiles and weather met, rules
    used), the score breakdown and `details`. Finis Terrae has no team mode (`details["team"]` None)."""
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    result.vp = tuple(state.scores())
    result.winners = tuple(state.winners)
    result.condition = state.result
    result.timing = "end_of_game" if result.finished else ""
    result.seasons = state.day
    result.turns = state.turns
    result.decisions = len(state.decisions)
    stops: Counter = Counter()
    cards: Counter = Counter()
    rules: Counter = Counter()
    for event in state.events:
        kind = event.kind
        if kind == "lay":
            cards[f"tile:{event.data['tile']}"] += 1
        elif kind == "weather":
            cards[f"weather:{event.data['card']}"] += 1
        elif kind == "move" and event.area is not None:
            stops[event.area] += 1
        if kind in RULE_EVENTS:
            rules[kind] += 1
    result.fields = {cell: (stops[cell],) for cell in stops}
    result.cards = dict(cards)
    result.rules = dict(rules)
    result.scores = scores(state)
    result.details = {**details(state), "days": state.day, "team": None}
    report_facts.fill(state, result)  # ft-play: the report's facts; the score breakdown by category


# -- invariants -----------------------------------------------------------------------------------
def invariants(state) -> list[str]:
    """Broken invariants of the holds, ports and trade, in words: holds well formed, coins, spices and
    tokens conserved, ports on beaches within each seat's markers, bonus tokens within the supply."""
    problems: list[str] = []
    game = state.game
    model = game.adventure
    rules = model.rules
    n = game.num_players
    holds = list(state.holds) + [state.galleon_hold]
    for who, hold in enumerate(holds):
        name = "the galleon" if who == n else f"seat {who}"
        if len(hold) != rules.hold_compartments:
            problems.append(f"{name}: {len(hold)} compartments, not {rules.hold_compartments}")
        for slot in hold:
            if slot is not None and (slot[0] not in CARGO or slot[1] <= 0):
                problems.append(f"{name}: a compartment holds {slot!r}")
    dropped = [pile for piles in state.dropped.values() for pile in piles]
    coins = sum(amount(h, "coins") for h in holds) + sum(state.bank) + sum(q for c, q in dropped if c == "coins")
    # the galleon brings its own coins as it enters the sea (sea.refill_galleon)
    expected = n * rules.start_coins + (rules.galleon_coins if state.galleon is not None else 0)
    if state.day > 0 and coins + state.coffer != expected:  # (setup loads the start coins seat by seat)
        problems.append(f"coins not conserved: {coins} in play + {state.coffer} in the coffer != {expected}")
    if min(state.bank, default=0) < 0:
        problems.append(f"a negative bank: {list(state.bank)}")
    spices = (state.spices + sum(amount(h, "spice") for h in holds) + sum(q for c, q in dropped if c == "spice")
              + sum(k["spice"] for k in state.kept))
    if spices != rules.spices or state.spices < 0:
        problems.append(f"spices not conserved: {spices} of {rules.spices} ({state.spices} in the supply)")
    on_sea = Counter(state.tokens.values())
    for token in TOKENS:
        total = (state.token_supply.get(token, 0) + on_sea[token] + sum(amount(h, token) for h in holds)
                 + sum(q for c, q in dropped if c == token) + sum(k[token] for k in state.kept))
        if total != model.token_supply(token):
            problems.append(f"{token} tokens not conserved: {total} of {model.token_supply(token)}")
    per_seat = Counter(state.ports.values())
    for seat, count in per_seat.items():
        if count > rules.ports_per_player:
            problems.append(f"seat {seat}: {count} ports, more than {rules.ports_per_player}")
    for cell in state.ports:
        placed = state.board.at(cell)
        if placed is None:
            problems.append(f"a port at {cell} on no tile")
        elif placed.card == START:
            if cell not in game.coastal:
                problems.append(f"a port at {cell} inland on the start island")
        elif not game.beach.get(placed.card, False) or game.kind.get(placed.card) == "den":
            problems.append(f"a port at {cell} on no beach")
    if sum(state.bonus) > rules.bonus_tokens:
        problems.append(f"{sum(state.bonus)} bonus tokens, more than {rules.bonus_tokens}")
    return problems
