"""`fire` looks up the rules that may answer an event in `game.answering` (issue 12: built once per set of
rules, as the games ask) and returns at once when nothing can answer; the work it pushes equals the
work the full scan of `game.by_event` pushed, at every trigger of fixed-seed random games of every
bundled adventure and mode.

`_reference_fire` is `fire` as it was before the index (every entry of the event scanned, the
progress tasks and every seat's mission looked at for every heard event); it stays here only to prove
the equality.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.player import turn_order
from engine.rulesets.isles_of_terror import game as game_module
from engine.rulesets.isles_of_terror.triggers import MOD_SCOPE, _targets, fire, rule_name
from engine.rulesets.isles_of_terror.vocabulary import TRIGGERS
from rules_helpers import ADVENTURES, adventure


def _reference_fire(state, event, actor=-1, area=-1, task=None, scope=None, only=None, owner=-1, card=None):
    spec = TRIGGERS[event]
    game = state.game
    if event not in game.heard:
        return
    if scope is None:
        scope = MOD_SCOPE.get(event) or ("exploration" if event == "reveal" and state.explo else
                                         "season" if event == "reveal" else "turn")
    items = []
    cards = []
    shown = state.event.id if state.event is not None else None
    for entry in game.by_event.get(event, ()):
        if only is not None:
            if entry.card is None or entry.card.id != only:
                continue
        elif entry.scope == "event" and entry.ref != shown:
            continue
        trig = entry.rule.trigger
        if trig.where is not None and not state.board.matches(area, trig.where, state.face(area) if area >= 0 else None):
            continue
        if trig.task is not None and trig.task != task:
            continue
        for target, you in _targets(state, entry, spec.area_bound, actor, area, owner if only is not None else -1):
            if not entry.rule.effects:
                state.emit("not_simulated", target, area, rule=rule_name(entry), source=str(entry.rule.source),
                           event=event)
                break
            if entry.scope == "strategy" and only is None:
                cards.append((-state.players[you].played_at, len(cards), ("rule", entry.index, target, you)))
            else:
                items.append(("rule", entry.index, target, you))
    if cards:
        items[:0] = [item for _, _, item in sorted(cards)]
    for index in game.tasks_by_event.get(event, ()):
        task_def = game.adventure.progress_tasks[index]
        if task_def.trigger.where is not None and not state.board.matches(area, task_def.trigger.where,
                                                                          state.face(area) if area >= 0 else None):
            continue
        if task_def.trigger.task is not None and task_def.trigger.task != task:
            continue
        for seat in ([actor] if actor >= 0 else turn_order(state)):
            items.append(("task", index, seat, -1))
    for seat in ([actor] if actor >= 0 else turn_order(state)):
        mission = state.players[seat].mission
        if mission is not None and mission.success is not None and mission.success.event == event:
            where = mission.success.where
            if where is None or state.board.matches(area, where, state.face(area) if area >= 0 else None):
                items.append(("mission", 0, seat, -1))
    if items:
        state.push("fire", actor, items=tuple(items), i=0, event=event, area=area, scope=scope,
                   card=card, applied=(), chosen=only is not None and owner >= 0)


MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_fire_pushes_what_the_full_scan_pushed(adventure_id, mode, players, monkeypatch):
    seen = {"fired": 0, "pushed": 0}

    def both(state, *args):
        reference = state.clone()
        _reference_fire(reference, *args)
        fire(state, *args)
        assert state.snapshot() == reference.snapshot(), args
        assert state.log == reference.log, args
        seen["fired"] += 1
        seen["pushed"] += state.stack[-1].kind == "fire" and state.stack[-1].d["i"] == 0

    monkeypatch.setattr(game_module, "HOOKS", dataclasses.replace(game_module.HOOKS, fire=both))
    adv = adventure(adventure_id)
    for seed in range(3):
        state = Game(adv, players=players, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            state.apply_action(bot.step(state))
    assert seen["fired"] > 50 and seen["pushed"] > 10  # both kinds of answer were compared


def test_the_answering_rules_are_the_events_rules_in_order():
    game = Game(adventure("drowned-temple"), players=3, seed=0)
    state = game.new_initial_state()
    for event in game.by_event:
        fire(state, event)
    card = next(e.card for e in game.by_event["reveal"] if e.card is not None)
    fire(state, "reveal", only=card.id)
    shown = state.event.id if state.event is not None else None
    assert ("reveal", card.id) in game.answering and ("season_start", None, shown) in game.answering
    for key, found in game.answering.items():  # (and those the other games of these rules asked for)
        if len(key) == 1:
            continue  # (the event's record the answers are made from)
        rules = game.by_event.get(key[0], ())
        entries = tuple(r[0] for r in found[0]) if found else ()
        if len(key) == 2:
            assert entries == tuple(e for e in rules if e.card is not None and e.card.id == key[1])
        else:
            assert entries == tuple(e for e in rules if e.scope != "event" or e.ref == key[2])
        assert found or not (entries or key[0] in game.tasks_by_event or key[0] in game.mission_events)
    assert game.answering[("reveal", card.id)][0] and game.answering[("season_start", None, shown)][0]
