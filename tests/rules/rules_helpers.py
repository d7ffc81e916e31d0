"""Helpers for the rules tests: adventures, board set-ups, scripted decisions and invariants.

Set-ups change a fresh state directly (as a designer would lay out a position on the table):
figures come out of the pool, tiles are laid face up or down, so conservation keeps holding.
"""

from __future__ import annotations

import functools

from engine.content.resolve import load_adventure
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.board import Tile

ADVENTURES = ("first-landing", "drowned-temple", "ember-crown")


@functools.cache
def adventure(adventure_id: str = "drowned-temple"):
    return load_adventure(adventure_id)


def card(kind_attr: str, card_id: str, adventure_id: str = "drowned-temple"):
    """A card of the adventure's setup by id (kind_attr: a Setup field, e.g. 'exploration_deck')."""
    value = getattr(adventure(adventure_id).setup, kind_attr)
    cards = value.values() if hasattr(value, "values") else value
    return next(c for c in cards if c.id == card_id)


def new_state(factions=("red-coats", "yoruba", "chasseurs"), seed: int = 0, adventure_id: str = "drowned-temple",
              quiet: bool = True, mode: str = "competitive"):
    """A fresh game at its first decision. `quiet` removes what would interfere with a worked
    example: the season's event, the missions and the strategy cards in hand."""
    state = Game(adventure(adventure_id), factions=list(factions), seed=seed, mode=mode).new_initial_state()
    if quiet:
        state.event = None
        for p in state.players:
            p.mission = None
            p.deck.extend(p.hand)
            p.hand.clear()
        state._advance()
    return state


def at(state, coord) -> int:
    return state.board.index[tuple(coord)]


def put(state, seat: int, coord, soldiers: int = 0, captains: int = 0, camps: int = 0) -> None:
    """Take figures from the player's pool (camps from the camp fields) and put them in an area."""
    p = state.players[seat]
    area = at(state, coord)
    assert p.pool_soldiers >= soldiers + camps and p.pool_captains >= captains and p.free_camps >= camps
    p.pool_soldiers -= soldiers
    p.soldiers[area] += soldiers
    p.pool_captains -= captains
    p.captains[area] += captains
    p.free_camps -= camps
    p.camps[area] += camps
    p.pool_soldiers -= camps  # each raised camp's field holds a soldier
    p.field_soldiers += camps
    if state.board.is_sea[area] and (soldiers or captains):
        p.ship = area
        state.explored[area] = True


def lay(state, coord, kind: str = "plain", value: int = 0, colour: str = "white", resources=(), card=None,
        explored: bool = False) -> None:
    """Lay a tile on an area (face up if `explored`)."""
    area = at(state, coord)
    state.lay(area, Tile(kind, state.board.colour[area], value, colour, tuple(resources), card))
    state.explored[area] = explored
    if explored and kind == "terrain" and card.terrain == "river":
        state.rivers = state.rivers | {area}


def deal_exploration(state, *card_ids: str, adventure_id: str = "drowned-temple") -> None:
    """The next exploration cards drawn, in order."""
    state.explore_deck.extend(card("exploration_deck", cid, adventure_id) for cid in reversed(card_ids))


def field_for(state, seat: int, action: str) -> int:
    p = state.players[seat]
    for i, f in enumerate(p.board.action_fields):
        if not p.fields_used[i] and any(link.action == action for link in f.links):
            return i
    raise AssertionError(f"no free field links {action}")


def bonus_free_field(state, seat: int, action: str) -> int:
    """A free field whose link to the action shows no bonus resource (so no extra decision)."""
    p = state.players[seat]
    for i, f in enumerate(p.board.action_fields):
        if not p.fields_used[i]:
            for link in f.links:
                if link.action == action and not link.bonus:
                    return i
    return field_for(state, seat, action)


def perform(state, action: str) -> None:
    """The current player places an action token and chooses an action (no bonus resource)."""
    seat = state.current_player()
    assert state.stack[-1].kind == "field", state.stack[-1]
    state.apply_action(("field", bonus_free_field(state, seat, action)))
    state.apply_action(("action", action))


def play(state, *actions) -> None:
    for action in actions:
        state.apply_action(action)


def kinds(state, kind: str) -> list:
    return [e for e in state.log if e.kind == kind]


def last(state, kind: str):
    found = kinds(state, kind)
    return found[-1] if found else None


# -- invariants -------------------------------------------------------------------------------
def check_invariants(state) -> None:
    board = state.board
    for p in state.players:
        for value in (p.gold, p.rations, p.sea_gold, p.sea_rations, p.pool_soldiers, p.pool_captains,
                      p.free_camps, p.field_soldiers, p.lost_camps, p.sea_soldiers, p.sea_captains, p.vp):
            assert value >= 0, (p.seat, p.snapshot())
        assert min(p.soldiers) >= 0 and min(p.captains) >= 0 and min(p.camps) >= 0
        assert p.pool_soldiers + sum(p.soldiers) + p.sea_soldiers + p.field_soldiers == p.total_soldiers, p.snapshot()
        assert p.pool_captains + sum(p.captains) + p.sea_captains == p.total_captains, p.snapshot()
        assert p.free_camps + sum(p.camps) + p.lost_camps == p.total_camps, p.snapshot()
        assert p.field_soldiers == p.total_camps - p.free_camps
        assert p.lost_camps == sum(q.raided.count(p.seat) for q in state.players)
        for area in range(board.size):
            assert p.soldiers[area] + p.captains[area] <= 3, (p.seat, board.coords[area])
            assert p.camps[area] <= 1
            if board.is_sea[area]:
                assert p.camps[area] == 0
                if p.soldiers[area] or p.captains[area]:
                    assert p.ship == area
        if p.ship >= 0:
            assert board.is_sea[p.ship]
        else:
            assert True
        for task, position in p.progress.items():
            assert 0 <= position <= state.game.adventure.task(task).bar.length
        assert 0 <= p.mission_pos <= state.game.adventure.mission_bar.length
    if not state.is_terminal():
        assert state.legal_actions(), state.stack
    if state.stack and state.stack[-1].kind == "field":  # at rest between turns
        assert state.combat is None and state.explo is None
        for area in range(board.size):
            holders = [p.seat for p in state.players if p.figures(area)]
            if state.game.mode == "competitive":
                assert len(holders) <= 1, (board.coords[area], holders)
            else:  # allies share areas, at most 3 characters of all factions together
                assert sum(p.characters(area) for p in state.players) <= 3, (board.coords[area], holders)
            if holders and not board.is_sea[area] and not state.explored[area]:
                assert not any(p.camps[area] for p in state.players)


def idle_turn(state) -> None:
    """The current player produces (nothing to choose when they control nothing)."""
    if state.stack[-1].kind == "starter":  # a tie for the starting player: the previous one keeps it
        choice = ("starter", state.start)
        state.apply_action(choice if choice in state.legal_actions() else state.legal_actions()[0])
        return
    seat = state.current_player()
    assert state.stack[-1].kind == "field", state.stack[-1]
    state.apply_action(("field", bonus_free_field(state, seat, "produce")))
    state.apply_action(("action", "produce"))
    while state.stack and state.stack[-1].kind not in ("field", "starter"):  # take the first real option
        state.apply_action(next(a for a in state.legal_actions() if a[0] not in ("trade", "play", "use", "abandon")))


def idle_until(state, predicate, limit: int = 200) -> None:
    for _ in range(limit):
        if predicate(state):
            return
        idle_turn(state)
    raise AssertionError("the condition never came")


def count_rule_table_tests(start: str, end: str) -> int:
    """docs/rules.md between the headings `start` and `end`: every `test_x.py::name` (and `::name`
    after it in its row) is a test function in tests/rules. Returns how many rows' tests were named."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    text = (root / "docs" / "rules.md").read_text(encoding="utf-8")
    named = 0
    for row in text[text.index(start):text.index(end)].splitlines():
        if not row.startswith("|"):
            continue
        module = None
        for file, name in re.findall(r"`(?:(test_\w+\.py))?::(\w+)`", row):
            module = file or module
            assert f"def {name}(" in (root / "tests" / "rules" / module).read_text(encoding="utf-8"), (module, name)
            named += 1
    return named


@functools.cache
def temple_as_first_bundled():
    """Drowned Temple's cooperative game as first bundled (the temple at 5, 3 gold for 3 players, 2
    ruins to win), before its team tuning: the fixed-seed cooperative scenarios found then replay on it."""
    import dataclasses

    from engine.content.frozen import FrozenMap

    adv = adventure("drowned-temple")
    coop = []
    for vc in adv.victory["cooperative"]:
        terms = tuple(dataclasses.replace(t, args=FrozenMap({**t.args, "count": 2}))
                      if t.name == "controls_area" and t.args.get("tag") == "ruin" else t for t in vc.conditions)
        coop.append(dataclasses.replace(vc, conditions=terms))
    return dataclasses.replace(adv, setup=dataclasses.replace(adv.setup, modes=FrozenMap()),
                               victory=FrozenMap({**adv.victory, "cooperative": tuple(coop)}))
