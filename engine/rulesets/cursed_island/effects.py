"""The effect terms of Cursed Island (`model.EFFECTS`), each played once here.

An effect is `fn(state, ctx, args)`; `ctx` is `Ctx(person, action, space, card)`: who acts (the
first player outside actions), the action being resolved, the island space it is on, the card whose
effects these are. An effect that needs a decision asks (`queue.ask`) or puts steps in front of the
queue (`queue.push`): the vocabulary's `run_terms` stops after it and flow.py resumes the rest once
that work is done (flow.step_terms). The vocabulary is assembled from these literal tables in game.py.

Shortfalls go through wounds.demand (unfulfilled demand); `if_possible` plays its list only when
every term's POSSIBLE function says it can be played in full. Rules that only the action phase
reads (a reroll, a temporary weapon bonus, a cheaper build, an extra pawn) are recorded in
`state.mods` for this round, where ci-actions' resolution reads and spends them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from . import decks, itemloss, outside, shortcut, special_wounds, wounds
from .model import RESOURCES
from .queue import ask, push
from .tell import event


class Ctx(NamedTuple):
    person: int | None = None
    action: str = ""
    space: str = ""
    card: str = ""


def _count(args, key="count", default=1) -> int:
    if isinstance(args, Mapping):
        return int(args.get(key, default))
    if isinstance(args, bool) or args is None:
        return default
    return int(args)


def _who(state, ctx, args):
    return wounds.persons(state, ctx, args.get("who") if isinstance(args, Mapping) else None)


def _resources(args) -> dict:
    return {r: int(args.get(r, 0)) for r in RESOURCES if isinstance(args, Mapping) and args.get(r)}


def _mod(state, key: str, by) -> None:
    state.mods[key] = state.mods.get(key, 0) + by


# -- resources, people, tracks ----------------------------------------------------------------
def acting(state, ctx) -> bool:
    """Is this an action's doing (its gains wait in the future resources)? A power used during the
    action phase (a skill, an item, a token: no action in its ctx) gives at once."""
    return state.phase == "action" and bool(ctx.action)


def gain(state, ctx, args) -> None:
    wounds.gain(state, _resources(args), ctx.card, acting(state, ctx))


def discard(state, ctx, args) -> None:
    wounds.pay(state, _resources(args), _who(state, ctx, args), ctx.card)


def wound(state, ctx, args) -> None:
    for person in _who(state, ctx, args):
        wounds.wound(state, person, _count(args), ctx.card)


def heal(state, ctx, args) -> None:
    """Heal; a card's or token's heal outside the night waits for it (rulebook: outside the rest action
    and a skill, healing is the night's): it is kept in `state.mods["night_heals"]` (who is healed
    named now) and played when the night begins (night.step_night)."""
    who = args.get("who") if isinstance(args, Mapping) else None
    count = _count(args)
    chosen = who == "chosen"
    if state.phase != "night" and not str(ctx.card or "").startswith("skill:"):
        kept = ("chosen",) if chosen else tuple(_who(state, ctx, args))
        state.mods["night_heals"] = (*state.mods.get("night_heals", ()), (kept, count, ctx.card))
        event(state, "heal-kept", -1, persons=list(kept), count=count, reason=ctx.card)
        return
    if chosen:  # a heal the team splits: one ("heal", person) per wound
        push(state, *[("heal-one", ctx.card) for _ in range(count)])
        return
    for person in _who(state, ctx, args):
        wounds.heal(state, person, count, ctx.card)


def determination(state, ctx, args) -> None:
    for person in _who(state, ctx, args):
        wounds.determination(state, person, _count(args), ctx.card)


def morale(state, ctx, args) -> None:
    wounds.morale(state, _count(args), ctx.card)


def level(state, ctx, args) -> None:
    wounds.level(state, args["track"], int(args.get("by", 1)), ctx.card)


def halve(state, ctx, args) -> None:
    track = args if isinstance(args, str) else args.get("track")
    now = state.levels[track]
    state.levels[track] = now // 2
    event(state, "level", -1, track=track, by=now // 2 - now, now=now // 2, reason=ctx.card)


def weather(state, ctx, args) -> None:
    """Weather tokens: one of a kind on the weather space (rulebook "one token only": a second is a
    demand already met, however many a card names); a negative count takes tokens off."""
    for kind in ("rain", "winter", "storm"):
        n = int(args.get(kind, 0))
        if n > 0:
            state.weather_tokens[kind] = max(state.weather_tokens[kind], 1)
        elif n < 0:
            state.weather_tokens[kind] = max(0, state.weather_tokens[kind] + n)
    if args.get("animals"):
        state.weather_tokens["animals"] = 1  # the die is rolled once however often it is asked for
    event(state, "weather-token", -1, **{k: v for k, v in args.items()}, reason=ctx.card)


def place(state, ctx, where: str) -> str:
    """Where a token goes: "camp" is the camp's space, "here" the action's space, else as written."""
    if where == "camp":
        return state.camp
    if where == "here":
        return ctx.space or state.camp
    return where


def token(state, ctx, args) -> None:
    where = place(state, ctx, args.get("on", ""))
    if where in state.inaccessible:
        return
    key = (args["token"], where)
    if key not in state.tokens:  # one token of a kind per place: a second is already fulfilled
        state.tokens.add(key)
        event(state, "token", -1, token=args["token"], on=where, reason=ctx.card)


def fight(state, ctx, args) -> None:
    wounds.fight(state, _count(args, "strength", 0), _who(state, ctx, args), ctx.card)


def mystery(state, ctx, args) -> None:
    decks.mystery_steps(state, {k: int(args.get(k, 0)) for k in ("treasure", "trap", "monster")}, ctx)


def shuffle_into_events(state, ctx, args) -> None:
    if not ctx.card:
        return
    decks.shuffle_in(state, state.event_deck, ctx.card)
    state.ctx["shuffled"] = (*state.ctx.get("shuffled", ()), ctx.card)
    event(state, "into-events", -1, card=ctx.card)


def beast(state, ctx, args) -> None:
    for _ in range(_count(args)):
        card = decks.draw(state, "beast")
        if card is None:
            return
        decks.shuffle_in(state, state.hunt_deck, card)
        event(state, "beast", -1, hunt=len(state.hunt_deck), reason=ctx.card)


def discovery(state, ctx, args) -> None:
    for _ in range(_count(args)):
        token_id = decks.draw(state, "discovery")
        if token_id is None:
            return
        future = acting(state, ctx)
        (state.future_discoveries if future else state.discoveries).append(token_id)
        event(state, "discovery", -1, token=token_id, future=future)


def lose_item(state, ctx, args) -> None:
    itemloss.lose(state, ctx, args)


def exhaust(state, ctx, args) -> None:
    source = args if isinstance(args, str) else args.get("source")
    spots = exhaustible(state, source)
    if not spots:
        wounds.demand(state, wounds.persons(state, ctx, "all"), 1, ctx.card or "exhaust")
    elif len(spots) == 1:
        exhaust_at(state, spots[0], source)
    else:
        state.ctx["pick"] = ("exhaust", tuple(spots), source)
        ask(state, "pick")


def exhaustible(state, source: str) -> list[str]:
    game = state.game
    near = (state.camp, *game.neighbours[state.camp])
    return [s for s in near if s in state.tiles and s not in state.inaccessible
            and source in game.tiles[state.tiles[s]].sources and (s, source) not in state.exhausted]


def exhaust_at(state, space: str, source: str) -> None:
    state.exhausted.add((space, source))
    event(state, "exhaust", -1, space=space, source=source)


def inaccessible(state, ctx, args) -> None:
    space = ctx.space
    if not space or space == state.camp or space not in state.tiles or space in state.inaccessible:
        return
    state.inaccessible.add(space)
    state.tokens = {t for t in state.tokens if t[1] != space}
    state.exhausted = {e for e in state.exhausted if e[0] != space}
    event(state, "inaccessible", -1, space=space)


def skip_production(state, ctx, args) -> None:
    state.mods["skip_production"] = 1


def scenario_track(state, ctx, args) -> None:
    track = state.game.tracks.get(args["track"])
    if track is None:
        return
    now = state.tracks[track.id]
    state.tracks[track.id] = max(track.low, min(track.high, now + int(args.get("by", 1))))
    event(state, "track", -1, track=track.id, now=state.tracks[track.id])


def extra_pawn(state, ctx, args) -> None:
    action = args if isinstance(args, str) else args.get("action")
    state.mods["extra_pawns"] = (*state.mods.get("extra_pawns", ()), action)
    event(state, "extra-pawn", -1, action=action, reason=ctx.card)


def reroll(state, ctx, args) -> None:
    role = args if isinstance(args, str) else args.get("die", "")
    state.mods["rerolls"] = (*state.mods.get("rerolls", ()), role)


def ignore_cloud(state, ctx, args) -> None:
    kind = args if isinstance(args, str) else args.get("cloud", "rain")
    _mod(state, f"ignore_{kind}", 1)


def winter_to_rain(state, ctx, args) -> None:
    _mod(state, "winter_to_rain", _count(args))


def wood_discount(state, ctx, args) -> None:
    _mod(state, "wood_discount", _count(args))


def weapon_bonus(state, ctx, args) -> None:
    _mod(state, "weapon_bonus", _count(args))


def draw_inventions(state, ctx, args) -> None:
    drawn = []
    for _ in range(_count(args, "draw", 5)):
        card = decks.draw(state, "invention")
        if card is None:
            break
        drawn.append(card)
    if drawn:
        push(state, *[("pick-step", "invention") for _ in range(min(_count(args, "keep", 1), len(drawn)))],
             ("pick-end", "invention"))
        state.ctx["drawn"] = tuple(drawn)


def scout_tiles(state, ctx, args) -> None:
    stack = state.tile_stack
    drawn = tuple(stack.pop() for _ in range(min(_count(args, "draw", 3), len(stack))))
    if drawn:
        state.ctx["drawn"] = drawn
        push(state, ("pick-step", "tile"), ("pick-end", "tile"))


def scout_discoveries(state, ctx, args) -> None:
    drawn = tuple(c for c in (decks.draw(state, "discovery") for _ in range(_count(args, "draw", 2))) if c)
    if drawn:
        state.ctx["drawn"] = drawn
        push(state, ("pick-step", "discovery"), ("pick-end", "discovery"))


def scout_hunt(state, ctx, args) -> None:
    if len(state.hunt_deck) > 1:
        state.ctx["pick"] = ("hunt", ("top", "bottom"), state.hunt_deck[-1])
        ask(state, "pick")


def beast_on_top(state, ctx, args) -> None:
    card = decks.draw(state, "beast")
    if card is not None:
        state.hunt_deck.append(card)
        event(state, "beast", -1, hunt=len(state.hunt_deck), reason=ctx.card, top=True)


def resolve_again(state, ctx, args) -> None:
    """The card's event effects once more (rulebook: a long event effect the threat space could not hold
    is "resolved again"; the book or adventure icon's part is the drawing's only)."""
    card = state.game.events.get(ctx.card)
    if card is not None:
        terms = tuple(t for t in card.effects if t.name != "resolve_again")
        push(state, ("terms", terms, 0, ctx))


# -- the team's choice (the vocabulary's `choose` hook: DECIDE) --------------------------------
def choose(state, ctx, options) -> None:
    state.ctx["choose"] = (tuple(tuple(o) for o in options), ctx)
    ask(state, "decide")


EFFECTS = {
    "gain": gain, "discard": discard, "wound": wound, "heal": heal, "determination": determination,
    "morale": morale, "level": level, "halve": halve, "weather": weather, "token": token, "fight": fight,
    "mystery": mystery, "shuffle_into_events": shuffle_into_events, "beast": beast, "discovery": discovery,
    "lose_item": lose_item, "exhaust": exhaust, "inaccessible": inaccessible, "skip_production": skip_production,
    "scenario_track": scenario_track, "extra_pawn": extra_pawn, "reroll": reroll, "ignore_cloud": ignore_cloud,
    "winter_to_rain": winter_to_rain, "wood_discount": wood_discount, "weapon_bonus": weapon_bonus,
    "draw_inventions": draw_inventions, "scout_tiles": scout_tiles, "scout_discoveries": scout_discoveries,
    "scout_hunt": scout_hunt, "beast_on_top": beast_on_top, "resolve_again": resolve_again,
    "special_wound": special_wounds.special_wound, "shortcut": shortcut.shortcut,
    "night_outside": outside.night_outside,
}


# -- can it be played in full (IF POSSIBLE) ----------------------------------------------------
def _can_discard(state, ctx, args) -> bool:
    return all(wounds.held(state, r) >= n for r, n in _resources(args).items())


def _can_determination(state, ctx, args) -> bool:
    count = _count(args)
    return count >= 0 or all(state.people[p].determination >= -count for p in _who(state, ctx, args))


def _can_level(state, ctx, args) -> bool:
    return state.levels[args["track"]] + int(args.get("by", 1)) >= 0


def _can_lose_item(state, ctx, args) -> bool:
    item = args if isinstance(args, str) else args.get("item", "any")
    return bool(state.items) if item == "any" else state.items.get(item, 0) > 0


def _can_exhaust(state, ctx, args) -> bool:
    return bool(exhaustible(state, args if isinstance(args, str) else args.get("source")))


def _can_fight(state, ctx, args) -> bool:
    return state.levels["weapon"] + state.mods.get("weapon_bonus", 0) >= _count(args, "strength", 0)


POSSIBLE = {"discard": _can_discard, "determination": _can_determination, "level": _can_level,
            "lose_item": _can_lose_item, "exhaust": _can_exhaust, "fight": _can_fight}
