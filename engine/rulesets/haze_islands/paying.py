"""Spending icons (rulebook p.14, Spend and Return Pirates): one decision per source.

An action that spends (complete, attack, attack The Doom, hijack) names what it needs:

- ("icons", (icon, ...)): these icons, repeats allowed (an adventure or Doom card);
- ("same", category, n): n icons of ONE icon of the category (attack: 2 of one spell);
- ("any", category, n): any n icons of the category (hijack: 2 crew).

A source is ("hand", card) — a hand card, revealed and put on the next pile — or ("pirate", cell) — a
deployed pirate returned to the supply from anywhere on the board — and pays for one icon of its
own (the card's icon, the icon of the map card the pirate stands on). The special order
`icon-counts-double` lets one source of its icon pay for two (("pay", source, adventure card id)).
Only sources that leave the rest payable are offered, so a payment never gets stuck; an action
that spends is offered only when `payable`.
"""

from __future__ import annotations

from collections import Counter


def sources(state, seat: int) -> list[tuple]:
    """(source, icon) for every hand card (each once) and deployed pirate of the seat, in a fixed order."""
    icon = state.game.icon
    out = [(("hand", card), icon[card]) for card in sorted(set(state.hands[seat]))]
    board = state.board
    out += [(("pirate", cell), icon[board.at(cell).card]) for cell in sorted(state.deployed[seat])]
    return out


def have(state, seat: int) -> Counter:
    """How many sources of each icon the seat has."""
    icon = state.game.icon
    cells = state.board._cells
    return Counter([icon[card] for card in state.hands[seat]] + [icon[cells[c].card] for c in state.deployed[seat]])


def doublers(state, seat: int) -> dict[str, str]:
    """icon -> the adventure card whose unused `icon-counts-double` order doubles it (first in log order)."""
    out: dict[str, str] = {}
    for card, order in state.orders[seat]:
        if order.kind == "icon-counts-double" and order.icon not in out:
            out[order.icon] = card
    return out


def reduce(need: tuple, icon: str, category: dict, two: bool = False) -> tuple | None:
    """What is left to pay once a source of `icon` pays (two icons when `two`); None: it cannot."""
    n = 2 if two else 1
    kind = need[0]
    if kind == "icons":
        left = list(need[1])
        if left.count(icon) < n:
            return None
        for _ in range(n):
            left.remove(icon)
        return ("icons", tuple(left))
    if category.get(icon) != need[1] or need[2] < n:
        return None
    if kind == "same":
        return ("icons", (icon,) * (need[2] - n))
    return ("any", need[1], need[2] - n)


def feasible(need: tuple, counts: Counter, double: set, category: dict) -> bool:
    """Whether sources with these icon `counts` (and doubling orders for the icons in `double`) pay `need`."""
    kind = need[0]
    if kind == "icons":
        icons = need[1]
        for icon in set(icons):
            n = icons.count(icon)
            have_ = counts[icon]
            if have_ < n and (have_ + 1 < n or icon not in double or not have_ or n < 2):
                return False
        return True
    cat, n = need[1], need[2]
    if n <= 0:
        return True
    icons = [i for i in counts if category.get(i) == cat and counts[i]]
    if kind == "same":
        return any(counts[i] + (1 if i in double and n >= 2 else 0) >= n for i in icons)
    total = sum(counts[i] for i in icons)
    extra = sum(1 for i in icons if i in double) if n >= 2 else 0
    return total + extra >= n


def done(need: tuple) -> bool:
    return (need[0] == "icons" and not need[1]) or (need[0] != "icons" and need[2] <= 0)


def payable(state, seat: int, need: tuple) -> bool:
    double = set(doublers(state, seat)) if state.orders[seat] else set()
    return feasible(need, have(state, seat), double, state.game.category)


def options(state, seat: int, need: tuple) -> list[tuple]:
    """The ("pay", source) and ("pay", source, adventure card) decisions that keep the rest payable."""
    category = state.game.category
    counts = have(state, seat)
    double = doublers(state, seat)
    out = []
    for source, icon in sources(state, seat):
        counts[icon] -= 1
        for two in (False, True):
            if two and icon not in double:
                continue
            left = reduce(need, icon, category, two)
            if left is None:
                continue
            rest = set(double) - {icon} if two else set(double)
            if feasible(left, counts, rest, category):
                out.append(("pay", source, double[icon]) if two else ("pay", source))
        counts[icon] += 1
    return out
