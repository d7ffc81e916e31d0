"""What `engine.sim` reads from a finished game of Island Clash, and the invariants a playout keeps.

Everything is read from the event log and the final state; no rule is re-implemented here.
"""

from __future__ import annotations

from collections import Counter

from .model import stack_of


def summarise(state, result) -> None:
    """Fill a `GameResult`: outcome, length, coverage (fields, cards, rules) and Island Clash's `details`."""
    result.finished = state.is_terminal()
    result.returns = tuple(state.returns())
    result.vp = tuple(state.scores())
    result.winners = tuple(state.winners)
    result.condition = state.result
    result.timing = "end_of_game" if state.result else ""
    result.turns = state.turn
    result.decisions = len(state.decisions)
    entered: Counter = Counter()
    battles: Counter = Counter()
    recruits: Counter = Counter()
    cards: Counter = Counter()
    rules: Counter = Counter()
    attacker_wins = 0
    eliminated = []
    for event in state.log:
        kind = event.kind
        if kind in ("move", "sail"):
            entered[event.area] += 1
            rules[kind] += 1
        elif kind == "battle":
            battles[event.area] += 1
            rules["battle"] += 1
            attacker_wins += event.data["winner"] == event.player
            for card in event.data["played"]:
                if card:
                    cards[f"combat:{card}"] += 1
        elif kind == "recruit":
            recruits[event.area] += event.data["units"]
            rules["recruit"] += 1
            if event.data["card"]:
                cards[f"resource:{event.data['card']}"] += 1
        elif kind in ("road", "water", "arrow"):
            rules[kind] += 1
            cards[f"{stack_of(event.data['card'])}:{event.data['card']}"] += 1
        elif kind in ("reshuffle", "retreat", "eliminated", "last-phase"):
            rules[kind] += 1
            if kind == "eliminated":
                eliminated.append(event.player)
    held = {f: n for f, (_, n) in state.units.items()}
    coords = set(entered) | set(battles) | set(recruits) | set(held)
    result.fields = {f: (entered[f], battles[f], recruits[f], held.get(f, 0)) for f in coords}
    result.cards = dict(cards)
    result.rules = dict(rules)
    result.details = {"eliminated": eliminated, "depletions": state.depletions, "last_phase": state.last_phase,
                      "battles": sum(battles.values()), "attacker_wins": attacker_wins,
                      "units": state.units_on_board(), "capture": list(state.scores())}


def invariants(state) -> list[str]:
    """Broken invariants: cards conserved, units within limits, starts entered only by their seat, ..."""
    problems = []
    adventure = state.game.adventure
    values = adventure.values
    for stack in ("resource", "combat"):
        held = sum(1 for hand in state.hands for c in hand if stack_of(c) == stack)
        total = held + len(state.draw[stack]) + len(state.discard[stack])
        if total != len(adventure.stack(stack)):
            problems.append(f"{stack} cards not conserved: {total} of {len(adventure.stack(stack))}")
    for seat, hand in enumerate(state.hands):
        if len(hand) > values.hand_limit + (1 if state.phase.name == "DISCARD" and seat == state.seat else 0):
            problems.append(f"seat {seat}: {len(hand)} cards in hand")
        if state.eliminated[seat] and hand:
            problems.append(f"seat {seat}: removed from the game but holds cards")
    for field, (owner, n) in list(state.units.items()) + list(state.attacks.items()):
        if not 1 <= n <= values.max_units:
            problems.append(f"{n} units of seat {owner} at {field}")
        if not adventure.on_board(field) or adventure.code(field) == ".":
            problems.append(f"units of seat {owner} on water at {field}")
        if field in adventure.starts and adventure.starts.index(field) != owner:
            problems.append(f"seat {owner} in the start area of seat {adventure.starts.index(field)}")
        if state.eliminated[owner]:
            problems.append(f"seat {owner} was removed but has units at {field}")
    if state.attacks and state.phase.name not in ("MOVE", "SAIL", "ATTACKER_CARD", "DEFENDER_CARD"):
        problems.append("a battle left unresolved")
    if state.depletions >= values.resource_depletions and not state.last_phase:
        problems.append("the resource deck ran out often enough but the last phase has not begun")
    if not state.is_terminal() and not state.legal_actions():
        problems.append("no legal action before the end")
    return problems
