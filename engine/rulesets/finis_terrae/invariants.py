"""The sea's invariants a playout keeps, in words (`Ruleset.invariants` adds those of holds, ports and
trade from summary.py): every laid tile matches its neighbours, every tile in exactly one place,
every weather card in exactly one place, ships and the galleon on laid cells with a sea edge, the
sea's incremental open cells equal to a scan, and a decision to take whenever the game is not over."""

from __future__ import annotations

from collections import Counter

from engine.core.placed import OPPOSITE, SIDES

from .model import MATCHES
from .sea import START


def invariants(state) -> list[str]:
    problems: list[str] = []
    game = state.game
    model = game.adventure
    sea = state.sea
    board = sea.board
    for cell in board.cells():
        for side in SIDES:
            mine, theirs = sea.facing(cell, side)
            if theirs is not None and (mine, theirs) not in MATCHES:
                problems.append(f"the tile at {cell} shows {mine} against {theirs} on its {side}")
    laid = Counter(p.card for _, p in board.items() if p.card != START)
    where = laid + Counter(state.stack) + Counter(state.drawn) + Counter(state.discarded)
    expected = Counter(model.tile_stack(game.num_players)) + Counter(o.tile for o in model.opening)
    if where != expected:
        problems.append(f"tiles not conserved: missing {sorted((expected - where).elements())}, "
                        f"extra {sorted((where - expected).elements())}")
    cards = Counter(state.weather_deck) + Counter(state.weather_out)
    drawn = Counter(e.data["card"] for e in state.events if e.kind == "weather")
    cards += drawn
    cards[game.first_weather] += 1  # day 1's card lies face up from setup, never drawn
    if +cards != Counter(model.weather_cards()):
        problems.append(f"weather cards not conserved: {dict(cards)}")
    ships = [(f"seat {s}", cell) for s, cell in enumerate(state.ships) if cell is not None or state.stage != "port"]
    if state.galleon is not None:
        ships.append(("the galleon", state.galleon))
    for name, cell in ships:
        edges = sea.edges(cell)
        if edges is None or "sea" not in edges:
            problems.append(f"{name} at {cell}: no sea there")
    scan = {}
    for cell in board.cells():
        for side in SIDES:
            nxt = board.neighbour(cell, side)
            if nxt not in board:
                scan[nxt] = True
    if set(scan) != set(sea.open_cells()):
        problems.append("the sea's open cells differ from a scan")
    for cell in sea.open_cells():
        want = tuple(sea.edge(board.neighbour(cell, s), OPPOSITE[s]) for s in SIDES)
        if sea.constraints(cell) != want:
            problems.append(f"the open cell {cell} has constraints {sea.constraints(cell)}, not {want}")
    if not state.is_terminal() and not state.legal_actions():
        problems.append(f"no legal action in stage {state.stage}")
    return problems
