"""What `engine.sim` reads from a finished game of Haze Islands, and the invariants a playout keeps.

Everything is read from the event log and the final state; no rule is re-implemented here. The
counters of `stats` (also `State.stats`) are what the report sections read (`details["stats"]`).
"""

from __future__ import annotations

from collections import Counter

from . import facts
from .crew import survivors


def stats(state) -> dict:
    """Counters of the game so far, from the log: sinkings, castaways, ghosts, revives, orders used per
    kind, Doom damage and distance per round, locations scouted, raids, actions per verb, fates and skulls."""
    orders: Counter = Counter()
    actions: Counter = Counter()
    out = {"sinkings": 0, "castaways": 0, "ghosts": 0, "revives": 0, "hijacks": 0, "doom_damage": 0,
           "doom_distance": [], "doom_power": [], "scouted": 0, "raids": 0, "completed": 0, "doom_cards": 0,
           "fates": 0, "skulls": 0, "failed": 0, "turns": state.turns}
    for event in state.log:
        kind, d = event.kind, event.data
        if kind == "sunk":
            out["sinkings"] += 1
            out["castaways" if d["becomes"] == "castaway" else "ghosts"] += d["becomes"] != "lost"
        elif kind == "revived":
            out["revives"] += 1
        elif kind == "hijacked":
            out["hijacks"] += 1
        elif kind == "doom-attack":
            out["doom_damage"] += d["damage"]
        elif kind == "doom":
            out["doom_distance"].append(d["crossed"])
            out["doom_power"].append(d["power"])
        elif kind == "scout":
            out["scouted"] += 1
        elif kind == "raid":
            out["raids"] += 1
        elif kind == "complete":
            out["completed"] += 1
        elif kind == "doom-card":
            out["doom_cards"] += 1
        elif kind == "order":
            orders[d["kind"]] += 1
        elif kind == "fate":
            out["fates"] += 1
            out["skulls"] += d["skull"]
        elif kind == "failed":
            out["failed"] += 1
        if kind in ACTION_EVENTS:
            actions[kind] += 1
    out["orders_used"] = dict(sorted(orders.items()))
    out["actions"] = dict(sorted(actions.items()))
    return out


ACTION_EVENTS = frozenset({"scout", "sail", "raid", "trade", "steal", "deploy", "complete", "attack", "doom-card",
                           "hijacked", "rotate", "discard", "pass"})


def summarise(state, result) -> None:
    """Fill a `GameResult`: outcome, length, coverage (locations, cards, rules) and `details`."""
    game = state.game
    n = game.num_players
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    result.vp = tuple(state.scores())
    result.winners = tuple(state.winners)
    result.condition = state.result
    result.timing = "end_of_game" if state.result else ""
    result.seasons = state.round
    result.turns = state.turns
    result.decisions = len(state.decisions)
    visits: Counter = Counter()
    cards: Counter = Counter()
    rules: Counter = Counter()
    for event in state.log:
        if event.kind in ("sail", "scout") and event.area is not None:
            visits[event.area] += 1
        if event.kind == "scout":
            cards[f"map:{event.data['card']}"] += 1
        elif event.kind == "complete":
            cards[f"adventure:{event.data['card']}"] += 1
        elif event.kind == "doom-card":
            cards[f"doom:{event.data['card']}"] += 1
        elif event.kind == "order":
            rules[f"order:{event.data['kind']}"] += 1
        if event.kind in ACTION_EVENTS:
            rules[event.kind] += 1
    doom = Counter(e.area for e in state.log if e.kind == "doom")
    result.fields = {cell: (visits[cell], doom[cell]) for cell in set(visits) | set(doom)}
    result.cards = dict(cards)
    result.rules = dict(rules)
    team = None
    if game.team:
        team = {"won": bool(state.winners), "vp": sum(state.scores()), "loss": None if state.winners else state.result,
                "loss_year": state.round if not state.winners else None}
    result.details = {
        "stats": stats(state), "status": list(state.status), "scores": list(state.scores()),
        "doom_cards": [state.doom_cards(s) for s in range(n)], "pirates": [state.pirates(s) for s in range(n)],
        "doom_left": len(state.doom_deck), "doom_power": state.doom_power, "rounds": state.round,
        "locations": len(state.board), "survivors": len(survivors(state)), "mode": game.mode,
        "titles": [_title(game.adventure, state.score(s)) if state.status[s] == "survivor" else "" for s in range(n)],
        "team": team,
    }
    facts.fill(state, result)  # the report sections' own facts, the score breakdown and The Doom's rounds


def _title(model, icons: int) -> str:
    earned = [t.name for t in model.titles if icons >= t.icons]
    return earned[-1] if earned else ""


def invariants(state) -> list[str]:
    """Broken invariants, in words: every map card in exactly one place, pirates conserved, ships and
    The Doom on placed cells, the board consistent, hands within the limit between turns."""
    problems = []
    game = state.game
    model = game.adventure
    n = game.num_players
    where = Counter(state.board.at(c).card for c in state.board.cells())
    for seat in range(n):
        where.update(state.hands[seat])
        where.update(state.decks[seat].cards)
    where.update(state.discard.cards)
    ctx = state.ctx
    if state.stage in ("keep",):
        where.update(ctx.get("drawn", ()))
    elif state.stage == "put":
        where.update(ctx.get("rest", ()))
    if state.stage == "fate" and ctx.get("fate_for") == "action":
        where[ctx["fate_card"]] += 1
    if state.stage in ("pay", "keep-spent"):
        where.update(ctx.get("spent", ()))
    expected = Counter(c.id for c in model.map_cards)
    if where != expected:
        missing = sorted((expected - where).elements())
        extra = sorted((where - expected).elements())
        problems.append(f"map cards not conserved: missing {missing}, extra {extra}")
    adventures = Counter(a for a, _ in state.adventures.values()) + Counter(state.adventure_deck)
    adventures.update(entry[1] for log in state.logs for entry in log if entry[0] == "adventure")
    if adventures != Counter(a.id for a in model.adventure_cards):
        problems.append("adventure cards not conserved")
    dooms = Counter(d for d, _ in state.doom_deck) + Counter(e[1] for log in state.logs for e in log if e[0] == "doom")
    if dooms != Counter(d.id for d in model.doom_cards):
        problems.append("Doom cards not conserved")
    cells = set(state.board.cells())
    for cell in state.adventures:
        if cell not in cells:
            problems.append(f"an adventure card under no location at {cell}")
    for seat in range(n):
        status = state.status[seat]
        token = 1 if status == "castaway" else 0
        total = state.supply[seat] + len(state.deployed[seat]) + state.lost[seat] + state.removed[seat] + token
        if total != game.rules.pirates or min(state.supply[seat], state.lost[seat], state.removed[seat]) < 0:
            problems.append(f"seat {seat}: pirates not conserved ({total} of {game.rules.pirates})")
        if not state.deployed[seat] <= cells:
            problems.append(f"seat {seat}: a pirate off the board")
        if status == "castaway":
            if state.ships[seat] is not None or state.castaway_at[seat] not in cells:
                problems.append(f"seat {seat}: a castaway with a ship or off the board")
        elif state.ships[seat] not in cells:
            problems.append(f"seat {seat}: a ship off the board at {state.ships[seat]}")
        if state.stage in ("turn", "window") and len(state.hands[seat]) > game.rules.hand_limit:
            problems.append(f"seat {seat}: {len(state.hands[seat])} cards in hand")
        for card, _ in state.orders[seat]:
            if not any(e[1] == card and e[0] == "adventure" for e in state.logs[seat]):
                problems.append(f"seat {seat}: an order of {card} without its card in the log")
    if state.doom_at not in cells:
        problems.append(f"The Doom off the board at {state.doom_at}")
    for cell in cells:
        if any(state.board.at(c) is None for _, c in state.board.neighbours(cell)):
            problems.append("the board's neighbours disagree")
    if not state.is_terminal() and not state.legal_actions():
        problems.append(f"no legal action in stage {state.stage}")
    return problems
