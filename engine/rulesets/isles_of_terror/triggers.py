"""Firing a trigger: which rules are in scope, whom they apply to, limits, optional rules.

`fire(state, event, ...)` collects, in this order, the special rules in scope whose trigger
matches, the progress tasks whose trigger matches, and the missions whose success trigger
matches; it pushes one `fire` frame that works through them one by one (conditions are read
when an item's turn comes, so earlier effects count). A rule's effects run in an `effects`
frame, one effect after the other, each able to ask for decisions.

Scopes (docs/content-model.md, "the scope of a rule is where it is written"):

- adventure rules: always; adventure-area, location and terrain rules: for an area-bound
  trigger only in their own area, otherwise while someone controls their area;
- event cards: while the card is the season's event; minions and bosses: while an area
  showing them is explored (their exploration, its combat and conquest); exploration cards:
  during their exploration (kept cards: when used);
- faction abilities and strategy cards belong to a player ("you" is that player); a strategy
  card applies while it is its player's active effect.
"""

from __future__ import annotations

from typing import NamedTuple

from . import scoring
from engine.core.frames import Decision
from .player import turn_order
from .vocabulary import TRIGGERS


class RuleEntry(NamedTuple):
    index: int
    rule: object
    scope: str  # adventure, area, event, monster, exploration, location, terrain, faction, strategy
    ref: object  # area index, card id or seat
    card: object  # the card carrying the rule (None for adventure, area and faction rules)


class Ctx(NamedTuple):
    """Where an effect or condition is evaluated: the event, who acts, whom it applies to."""

    event: str
    actor: int  # the player the event belongs to (-1 if none)
    player: int  # the player the rule applies to ("you")
    area: int  # the area of the event (-1 if none)
    scope: str  # how long modifiers created here last
    card: object = None  # the card carrying the rule
    rule: int = -1  # the rule's index (RuleEntry.index)


OWNED = ("faction", "strategy")
AREA_SCOPES = ("area", "location", "terrain")
# What puts a card's rule in play, for `fire` to pass over the cards out of play before `_targets`
# (`_in_play`); the rules of other scopes are in play as far as these go.
ALWAYS, ACTIVE, LAID, MONSTER, CARD = 0, 1, 2, 3, 4
IN_PLAY = {"strategy": ACTIVE, "location": LAID, "terrain": LAID, "monster": MONSTER, "exploration": CARD}
_new_tuple = tuple.__new__  # a `Ctx` without the Python-level `__new__` namedtuple gives it (the same tuple)
MOD_SCOPE = {"combat_start": "round", "explore": "exploration", "negotiate": "exploration",
             "move_into": "target", "season_start": "season", "season_end": "season",
             "year_end": "season", "game_start": "game"}


def locate(state, kind: str, card_id: str) -> int:
    """The area where a location card's or terrain tile's tile lies (-1 if none)."""
    areas = state.laid.get((kind, card_id))
    return areas[0] if areas else -1


def _area_test(where) -> dict | None:
    """For a `where` that asks only what never changes (area, tag, colour, adventure area): an empty
    dict that `fire` fills with `board.matches` by area as the areas are asked for; None otherwise
    (`board.matches` with the tile shown, each time)."""
    if where is None or where.tile is not None or where.terrain is not None or where.location is not None:
        return None
    return {}


def answer_of(game, key: tuple) -> tuple:
    """What may answer an event, for `key` = (event, card) or (event, None, the season's event card):
    `(rules, tasks, missions, area_bound, scope)`, or () when nothing can. The same for every game with
    these rules (and board): kept in `game.answering` (shared with the rule index), built as the games ask,
    from the event's record (`_event_record`, kept there under `(event,)`).

    rules: a row `(entry, where, static, task, has_effects, check, key)` for each rule of the event that may
    answer (with a card: the rules of that card; otherwise all but the rules of event cards other than the
    season's), in the index's order: `where` and `task` of its trigger, `static`: see `_area_test`, `check`
    and `key`: see `_in_play`; tasks: `(index, where, static, task)` for each progress task of the event;
    missions: whether a mission's success answers the event; scope: how long its modifiers last (None: see
    `fire`)."""
    found = game.answering.get(key)
    if found is not None:
        return found
    event = key[0]
    record = game.answering.get((event,))
    if record is None:
        record = game.answering[(event,)] = _event_record(game, event)
    rows, cards, shown_cards, tasks, missions, area_bound, scope = record
    if len(key) == 2:  # the rules of one card
        rules = tuple([row for row, card in zip(rows, cards) if card is not None and card == key[1]])  # noqa: B905
    else:  # all but the rules of event cards other than the season's (zip: strict= is a keyword call compiled)
        shown = key[2]
        rules = tuple([row for row, card in zip(rows, shown_cards) if card is None or card == shown])  # noqa: B905
    found = (rules, tasks, missions, area_bound, scope) if rules or tasks or missions else ()
    game.answering[key] = found
    return found


def _event_record(game, event: str) -> tuple:
    """`(rows, cards, shown_cards, tasks, missions, area_bound, scope)` of `event` (see `answer_of`): the row
    of each of its rules in the index's order, beside it the id of the rule's card (None: no card) and
    that of its event card (None: not an event card's rule)."""
    rows = []
    cards = []
    shown_cards = []
    for entry in game.by_event.get(event, ()):
        rule = entry.rule
        trigger = rule.trigger
        check = IN_PLAY.get(entry.scope, ALWAYS)
        rows.append((entry, trigger.where, _area_test(trigger.where), trigger.task, bool(rule.effects), check,
                     (entry.scope, entry.ref) if check == LAID else entry.ref))
        cards.append(entry.card.id if entry.card is not None else None)
        shown_cards.append(entry.ref if entry.scope == "event" else None)
    tasks = []
    for index in game.tasks_by_event.get(event, ()):
        trigger = game.adventure.progress_tasks[index].trigger
        tasks.append((index, trigger.where, _area_test(trigger.where), trigger.task))
    return (tuple(rows), tuple(cards), tuple(shown_cards), tuple(tasks), event in game.mission_events,
            TRIGGERS[event].area_bound, MOD_SCOPE.get(event))


def fire(state, event: str, actor: int = -1, area: int = -1, task: str | None = None,
         scope: str | None = None, only: str | None = None, owner: int = -1, card=None) -> None:
    """Fire a trigger of the vocabulary; the resulting work is pushed as one `fire` frame. Reached
    through `rules.fire`, which calls it only for an event that a rule, progress task or mission
    listens to (`Game.heard`); for any other, nothing answers (`answer_of` gives ())."""
    game = state.game
    if only is not None:
        key = (event, only)
    else:
        shown = state.event
        key = (event, None, shown.id if shown is not None else None)
    answers = game.answering
    found = answers.get(key)
    if found is None:
        found = answer_of(game, key)
    if not found:
        return  # (most events: a card without a rule for it, an event card not shown this season)
    rules, tasks, missions, area_bound, mod_scope = found
    items = []
    if rules:
        cards = []  # strategy card effects: the last played triggers first (rulebook p. 24)
        mine = owner if only is not None else -1
        for entry, where, static, on_task, has_effects, check, key in rules:
            if check and mine < 0 and not _in_play(state, check, key, area):  # (ALWAYS is 0)
                continue
            if where is not None and not _in_where(state, area, where, static):
                continue
            if on_task is not None and on_task != task:
                continue
            for target, you in _targets(state, entry, area_bound, actor, area, mine):
                if not has_effects:
                    state.emit("not_simulated", target, area, rule=rule_name(entry), source=str(entry.rule.source),
                               event=event)
                    break
                if check == ACTIVE and only is None:
                    cards.append((-state.players[you].played_at, len(cards), ("rule", entry.index, target, you)))
                else:
                    items.append(("rule", entry.index, target, you))
        if cards:
            items[:0] = [item for _, _, item in sorted(cards)]
    seats = None
    for index, where, static, on_task in tasks:
        if where is not None and not _in_where(state, area, where, static):
            continue
        if on_task is not None and on_task != task:
            continue
        if seats is None:
            seats = [actor] if actor >= 0 else turn_order(state)
        for seat in seats:
            items.append(("task", index, seat, -1))
    if missions:
        players = state.players
        for seat in (seats if seats is not None else [actor] if actor >= 0 else turn_order(state)):
            mission = players[seat].mission
            if mission is not None and mission.success is not None and mission.success.event == event:
                where = mission.success.where
                if where is None or state.board.matches(area, where, state.face(area) if area >= 0 else None):
                    items.append(("mission", 0, seat, -1))
    if items:
        if scope is None:
            scope = mod_scope or ("exploration" if event == "reveal" and state.explo else
                                  "season" if event == "reveal" else "turn")
        state.push("fire", actor, items=tuple(items), i=0, event=event, area=area, scope=scope,
                   card=card, applied=(), chosen=only is not None and owner >= 0)


def _in_where(state, area: int, where, static: dict | None) -> bool:
    """Does the event's area match a trigger's `where` (`static`: see `_area_test`)?"""
    if static is None:
        return state.board.matches(area, where, state.face(area) if area >= 0 else None)
    ok = static.get(area)
    if ok is None:
        ok = static[area] = state.board.matches(area, where, None)
    return ok


def _in_play(state, check: int, key, area: int) -> bool:
    """False when `_targets` finds a card's rule out of scope because the card is out of play: a strategy
    card (`key`: its id) no player's active effect, a location card or a terrain tile (`key`: its `laid`
    key) whose tile is not on the map, a monster or exploration card (`key`: its id) the exploration (of
    the event's area) does not show."""
    if check == ACTIVE:
        for p in state.players:
            active = p.active
            if active is not None and active.id == key:
                return True
        return False
    if check == LAID:
        laid = state.laid
        return bool(laid.get(key))
    explo = state.explo
    if explo is None or (area >= 0 and area != explo.area):
        return False
    shown = explo.monster if check == MONSTER else explo.card
    return shown is not None and shown.id == key


def rule_name(entry: RuleEntry) -> str:
    rule = entry.rule
    return rule.id or rule.title or (entry.card.id if entry.card is not None else entry.scope)


def _targets(state, entry: RuleEntry, area_bound: bool, actor: int, area: int, owner: int):
    """The (target, you) pairs a rule applies to now, or nothing when it is out of scope."""
    scope = entry.scope
    you = -1
    ctrl = -2  # not computed
    if owner >= 0:
        you = owner  # a card just played or used by its holder
    elif scope == "adventure":
        pass
    elif scope == "event":
        if state.event is None or state.event.id != entry.ref:
            return ()
    elif scope == "monster" or scope == "exploration":
        explo = state.explo
        if explo is None or (area >= 0 and area != explo.area):
            return ()
        shown = explo.monster if scope == "monster" else explo.card
        if shown is None or shown.id != entry.ref:
            return ()
    elif scope == "area" or scope == "location" or scope == "terrain":  # AREA_SCOPES
        home = entry.ref if scope == "area" else locate(state, scope, entry.ref)
        if home < 0:
            return ()
        ctrl = state.controller(home)
        trigger = entry.rule.trigger
        if area_bound and (area == home or trigger is None or trigger.where is None):
            if area != home:  # no 'where': the tile's own area only (docs/content-model.md)
                return ()
        elif ctrl < 0:  # elsewhere, with a 'where' (even {}): only while someone controls the tile
            return ()
        elif entry.rule.applies_to == "active_player":
            if actor >= 0 and actor != ctrl:
                if not (state.game.mode != "competitive" and state.controls(actor, home)):
                    return ()
                ctrl = actor  # cooperative: an area of several factions is controlled by each (allies.py)
            return ((ctrl, -1),)  # "you" is the player who controls the area
    elif scope == "faction":
        you = entry.ref
        if not _involved(state, you, actor):
            return ()
    elif scope == "strategy":
        pairs = []
        for p in state.players:
            if p.active is not None and p.active.id == entry.ref and _involved(state, p.seat, actor):
                pairs.extend(_apply_to(state, entry, p.seat, actor, area, ctrl))
        return pairs
    return _apply_to(state, entry, you, actor, area, ctrl)


def _involved(state, seat: int, actor: int) -> bool:
    if actor < 0 or actor == seat:
        return True
    combat = state.combat
    return combat is not None and (combat.attacker == seat or combat.defender == seat)


def _apply_to(state, entry: RuleEntry, you: int, actor: int, area: int, ctrl: int):
    applies = entry.rule.applies_to
    base = you if you >= 0 else (actor if actor >= 0 else state.start)
    if applies == "active_player":
        return ((base, you),)
    if applies == "each_player":
        return tuple([(seat, you) for seat in turn_order(state)])
    if applies == "other_players":
        return tuple([(seat, you) for seat in turn_order(state) if seat != base])
    # controller: of the rule's own area, or of the event's area
    if ctrl == -2:
        ctrl = state.controller(area) if area >= 0 else -1
    if ctrl >= 0 and state.game.mode != "competitive":  # every player controlling the area (allies.py)
        where = area if entry.scope not in AREA_SCOPES else (entry.ref if entry.scope == "area"
                                                              else locate(state, entry.scope, entry.ref))
        if where >= 0:
            return tuple([(seat, you) for seat in turn_order(state) if state.controls(seat, where)])
    return ((ctrl, you),) if ctrl >= 0 else ()


def run_fire(state, frame) -> None:
    """The items one after the other, for as long as none pushes work of its own (a decision, a rule's
    effects): the machine would only call again at once. Then it calls again when that work is done."""
    d = frame.d
    items = d["items"]
    stack = state.stack
    i = d["i"]
    while i < len(items):
        d["i"] = i + 1
        _run_item(state, frame, d, items[i])
        if not stack or stack[-1] is not frame:
            return
        i += 1
    stack.pop()


def _run_item(state, frame, d: dict, item: tuple) -> None:
    kind, index, seat, you = item
    game = state.game
    if kind == "task":
        task = game.adventure.progress_tasks[index]
        ctx = _new_tuple(Ctx, (d["event"], frame.player, seat, d["area"], d["scope"], None, -1))
        if holds(state, task.conditions, ctx):
            scoring.advance_progress(state, seat, task.id, reason=f"task:{task.id}")
        return
    if kind == "mission":
        mission = state.players[seat].mission
        ctx = _new_tuple(Ctx, (d["event"], frame.player, seat, d["area"], d["scope"], None, -1))
        if mission is not None and holds(state, mission.conditions, ctx):
            scoring.success_token(state, seat, 1, reason=mission.id)
        return
    entry = game.rule_entries[index]
    rule = entry.rule
    key = (index, you)
    limit = rule.limit
    if limit != "unlimited" and key not in d["applied"] and key in state.used[limit[9:]]:
        return  # once_per_combat -> combat, ...
    ctx = _new_tuple(Ctx, (d["event"], frame.player, seat, d["area"], d["scope"], d["card"] or entry.card, index))
    conditions = rule.conditions
    if conditions and not game.rules.vocabulary.holds(state, ctx, conditions):  # (most rules have none: no call)
        return
    if rule.optional and not d["chosen"]:  # a card its player chose to use: no second question
        state.push("optional", seat, ctx=ctx, key=key)
        return
    apply_rule(state, frame, ctx, key)


def apply_rule(state, fire_frame, ctx: Ctx, key) -> None:
    rule = state.game.rule_entries[ctx.rule].rule
    if rule.limit != "unlimited":
        state.used[rule.limit[9:]].add(key)
        if fire_frame is not None:
            fire_frame.d["applied"] = fire_frame.d["applied"] + (key,)
    state.emit("rule", ctx.player, ctx.area, rule=rule_name(state.game.rule_entries[ctx.rule]), event=ctx.event)
    state.push("effects", ctx.player, ctx=ctx, i=0)


def holds(state, conditions, ctx: Ctx) -> bool:
    """Does every condition hold for `ctx` (none: yes)? The kit's `Vocabulary.holds` of the game's rules."""
    if not conditions:
        return True
    return state.game.rules.vocabulary.holds(state, ctx, conditions)


class Optional_(Decision):
    """A rule marked `optional` ("you may"): apply it or not."""

    def legal(self, state, frame):
        return [("use_rule", True), ("use_rule", False)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[1]:
            ctx, key = frame.d["ctx"], frame.d["key"]
            parent = state.stack[-1] if state.stack and state.stack[-1].kind == "fire" else None
            apply_rule(state, parent, ctx, key)
        else:
            state.emit("rule_declined", frame.player, frame.d["ctx"].area,
                       rule=rule_name(state.game.rule_entries[frame.d["ctx"].rule]))


def run_effects(state, frame) -> None:
    """The effects one after the other, for as long as none pushes work of its own (as `run_fire`): the
    kit's `Vocabulary.run_terms`, resumed from `d["i"]` when that work is done."""
    d = frame.d
    ctx = d["ctx"]
    game = state.game
    stack = state.stack
    resume = game.rules.vocabulary.run_terms(state, ctx, game.rule_entries[ctx.rule].rule.effects, d["i"],
                                             lambda: not stack or stack[-1] is not frame)
    if resume is None:
        stack.pop()
    else:
        d["i"] = resume
