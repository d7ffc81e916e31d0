"""What every state of a playout keeps (`Ruleset.invariants`), in words: people within their tracks,
no negative resource or level, morale on its track, the threat field its size, the camp on an
explored accessible tile, every island tile in exactly one place, every adventure and mystery card in
exactly one place (its deck, its discards, the event deck, kept, or being resolved), no card in play
more often than the scenario holds it, and a decision to take whenever the game is not over."""

from __future__ import annotations

from collections import Counter

from .model import RESOURCES


def in_flight(state) -> Counter:
    """The cards drawn and not yet settled: named by the steps still to come that discard or keep
    them, and the mystery cards set aside by a draw still going on."""
    out: Counter = Counter()
    for step in state.todo:
        verb = step[0]
        if verb in ("card-done", "adventure-end"):
            out[step[2]] += 1
        elif verb == "mystery-done":
            out[step[1]] += 1
        elif verb in ("mystery", "mystery-next"):
            out.update(step[3])
    if state.stage == "mystery" and "mystery" in state.ctx:
        out.update(state.ctx["mystery"][2])
    return out


def conserved(state) -> list[str]:
    """Every adventure and mystery card is in exactly one place: its deck, its discards, the event
    deck, kept (a treasure), or being resolved."""
    scenario = state.game.scenario
    expected = Counter()
    for c in (*scenario.adventures, *scenario.mysteries):
        expected[c.id] += max(1, c.count)
    where = Counter(state.mystery_deck) + Counter(state.treasures) + Counter(state.discards.get("mystery", ()))
    for deck, pile in state.adventure_decks.items():
        where += Counter(pile) + Counter(state.discards.get(deck, ()))
    where += Counter(c for c in state.event_deck if c in expected) + Counter(c for c in in_flight(state).elements()
                                                                           if c in expected)
    if where != expected:
        return [f"adventure and mystery cards not conserved: missing {sorted((expected - where).elements())}, "
                f"extra {sorted((where - expected).elements())}"]
    return []


def invariants(state) -> list[str]:
    problems: list[str] = []
    game = state.game
    scenario = game.scenario
    for i, p in enumerate(state.people):
        life = game.characters[p.character].life
        if not 0 <= p.wounds <= life:
            problems.append(f"person {i} ({p.character}) has {p.wounds} wounds of {life}")
        if p.determination < 0:
            problems.append(f"person {i} has {p.determination} Determination")
        if p.alive != (p.wounds < life) and game.characters[p.character].helper != "dog":
            problems.append(f"person {i} alive={p.alive} with {p.wounds} of {life} wounds")
    for where, pool in (("available", state.available), ("future", state.future)):
        for r in RESOURCES:
            if pool.get(r, 0) < 0:
                problems.append(f"{where} {r} is {pool[r]}")
    for track, value in state.levels.items():
        if value < 0:
            problems.append(f"{track} level {value}")
    if not -3 <= state.morale <= 3:
        problems.append(f"morale {state.morale}")
    if len(state.threat) != game.island.threat_slots:
        problems.append(f"the threat field has {len(state.threat)} spaces")
    if state.camp not in state.tiles or state.camp in state.inaccessible:
        problems.append(f"the camp is on {state.camp}, not an explored accessible tile")
    placed = Counter(state.tiles.values()) + Counter(state.tile_stack) + Counter(state.ctx.get("drawn", ())
                                                                               if state.stage == "pick" and state.ctx.get("pick", ("",))[0] == "tile" else ())
    placed += Counter([state.ctx["scouted"]] if "scouted" in state.ctx else [])
    if placed != Counter(t.id for t in game.island.tiles):
        problems.append(f"island tiles not conserved: {dict(placed)}")
    limits = Counter()
    for cards in (scenario.events, scenario.adventures, scenario.mysteries, scenario.beasts):
        for c in cards:
            limits[c.id] += max(1, c.count)
    limits[scenario.wreckage.id] += 1
    where = Counter(state.event_deck) + Counter(c for c in state.threat if c) + Counter(state.hunt_deck) \
        + Counter(state.beast_deck) + Counter(state.mystery_deck) + Counter(state.treasures)
    for pile in state.adventure_decks.values():
        where += Counter(pile)
    for name in ("event", "build", "gather", "explore", "mystery", "beast"):
        where += Counter(state.discards.get(name, ()))
    over = sorted(c for c, n in where.items() if n > limits[c])
    if over:
        problems.append(f"cards in play more often than the scenario holds them: {over}")
    if state.stage != "over":
        problems += conserved(state)
    if state.stage != "over" and not state.legal_actions():
        problems.append(f"no legal action in stage {state.stage}")
    if state.stage == "over" and not state.winners and state.loss is None:
        problems.append("the game is over without a win or a loss")
    return problems
