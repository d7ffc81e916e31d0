"""Effects of the rules vocabulary: `{name: function(state, ctx, args)}`.

`ctx.player` is the player the effect applies to. Modifier effects (`modify_combat_dice`,
`reroll`, `negotiation_cost`, `move_cost`, `area_value`, `forbid_action`) add an entry to
`state.mods` that lasts for `ctx.scope`: a combat round (from `combat_start`), an exploration,
one movement into a target area (`move_into`), a turn, a season (`season_start`) or the game.
Entries are tuples `(scope, kind, a, b, c)`; `mods.py` reads them.
"""

from __future__ import annotations

from .model import AreaFilter

from . import cards, choices, move, scoring, terrors, threat


def _areas(state, ctx, args) -> list[int]:
    """The areas a `where` argument means: the filter's matches, or the area where the rule fired."""
    where = args.get("where") if hasattr(args, "get") else None
    if where:
        flt = AreaFilter(**{k: where.get(k) for k in AreaFilter.__slots__})
        return [a for a in range(state.board.size) if state.board.matches(a, flt, state.face(a))]
    return [ctx.area] if ctx.area >= 0 else []


def gain(state, ctx, args) -> None:
    p = state.players[ctx.player]
    p.gold += args.get("gold", 0)
    p.rations += args.get("rations", 0)
    state.emit("gain", ctx.player, ctx.area, gold=args.get("gold", 0), rations=args.get("rations", 0))


def lose(state, ctx, args) -> None:
    p = state.players[ctx.player]
    gold = min(p.gold, args.get("gold", 0))
    rations = min(p.rations, args.get("rations", 0))
    p.gold -= gold
    p.rations -= rations
    state.emit("lose", ctx.player, ctx.area, gold=gold, rations=rations)


def gain_to_sea_card(state, ctx, args) -> None:
    p = state.players[ctx.player]
    p.sea_gold += args.get("gold", 0)
    p.sea_rations += args.get("rations", 0)
    state.emit("to_sea_card", ctx.player, ctx.area, gold=args.get("gold", 0), rations=args.get("rations", 0))


def victory_points(state, ctx, args) -> None:
    if args > 0:
        scoring.gain_vp(state, ctx.player, args, reason="rule")
    else:
        scoring.lose_vp(state, ctx.player, -args, reason="rule")


def advance_progress(state, ctx, args) -> None:
    scoring.advance_progress(state, ctx.player, args["task"], args.get("steps"), reason="rule")


def place_figures(state, ctx, args) -> None:
    seat = ctx.player
    if "where" in args:
        areas = [a for a in _areas(state, ctx, args) if state.controls(seat, a)]
    elif ctx.area >= 0:
        areas = [ctx.area] if state.controls(seat, ctx.area) else []
    else:
        areas = [a for a in range(state.board.size) if state.controls(seat, a)]
    choices.place_figures(state, seat, args.get("soldiers", 0), args.get("captains", 0), areas, "rule")


def remove_figures(state, ctx, args) -> None:
    choices.remove_figures(state, ctx.player, args["characters"], tuple(_areas(state, ctx, args)), False, "rule")


def minion_attack(state, ctx, args) -> None:
    threat.minion_attack(state, ctx.player, args["dice"], ctx.area)


def random_movement(state, ctx, args) -> None:
    if ctx.area >= 0 and state.players[ctx.player].characters(ctx.area):
        move.random_movement(state, ctx.player, ctx.area)
    else:
        state.emit("random_movement_skipped", ctx.player, ctx.area)


def modify_combat_dice(state, ctx, args) -> None:
    combat = state.combat
    if combat is None:
        return
    side = args.get("side", "own")
    if side in ("own", "enemy"):
        role = "attacker" if combat.attacker == ctx.player else "defender" if combat.defender == ctx.player else None
        if role is None:
            return
        side = role if side == "own" else ("defender" if role == "attacker" else "attacker")
    state.mods.append((ctx.scope, "dice", side, args.get("d6", 0), args.get("d8", 0)))
    state.emit("dice_modified", ctx.player, ctx.area, side=side, d6=args.get("d6", 0), d8=args.get("d8", 0))


def reroll(state, ctx, args) -> None:
    state.mods.append((ctx.scope, "reroll", ctx.player, args["dice"], 0))


def draw_cards(state, ctx, args) -> None:
    if args["deck"] == "strategy":
        cards.draw_strategy(state, ctx.player, args["count"])
        return
    current = state.players[ctx.player].mission
    drawn = [c for c in (scoring.draw_mission(state) for _ in range(args["count"])) if c is not None]
    options = tuple(([current] if current is not None else []) + drawn)
    if options:
        state.push("choose_mission", ctx.player, options=options, current=current)


def discard_cards(state, ctx, args) -> None:
    choices.discard_cards(state, ctx.player, args["deck"], args["count"], "rule")


def summon_terror(state, ctx, args) -> None:
    """The terror is placed on the area (moved there if in play); not on its terror board: nothing."""
    index = terrors.index_of(state, args["terror"])
    areas = _areas(state, ctx, args)
    if index >= 0 and areas:
        terrors.summon(state, index, areas[0], ctx.player)


def raise_terror(state, ctx, args) -> None:
    index = terrors.index_of(state, args["terror"])
    if index >= 0:
        terrors.set_level(state, index, state.terrors[index].level + args["levels"], ctx.player, "rule")


def swap_tile(state, ctx, args) -> None:
    for area in _areas(state, ctx, args):
        if state.empty(area) and not (state.explo is not None and state.explo.area == area):
            state.swap_tile(area, reason="rule")


def set_flag(state, ctx, args) -> None:
    state.flags.add(args)
    state.emit("flag_set", ctx.player, ctx.area, flag=args)


def clear_flag(state, ctx, args) -> None:
    state.flags.discard(args)
    state.emit("flag_cleared", ctx.player, ctx.area, flag=args)


def negotiation_cost(state, ctx, args) -> None:
    state.mods.append((ctx.scope, "neg", ctx.player, args, 0))


def move_cost(state, ctx, args) -> None:
    state.mods.append((ctx.scope, "move", ctx.player, args, 0))


def forbid_action(state, ctx, args) -> None:
    state.mods.append((ctx.scope, "forbid", ctx.player, args, 0))
    state.emit("action_forbidden", ctx.player, -1, action=args)


def success_token(state, ctx, args) -> None:
    scoring.success_token(state, ctx.player, args, reason="rule")


def area_value(state, ctx, args) -> None:
    area = ctx.area if ctx.area >= 0 else (state.explo.area if state.explo is not None else -1)
    if area >= 0:
        state.mods.append((ctx.scope, "value", area, args, 0))
        state.emit("area_value_modified", ctx.player, area, by=args)


def end_exploration(state, ctx, args) -> None:
    if state.explo is not None:
        state.explo.ended = True
        state.emit("exploration_ended", ctx.player, state.explo.area)


def discard_this_card(state, ctx, args) -> None:
    p = state.players[ctx.player]
    card = ctx.card
    if card is not None and card in p.kept:
        p.kept.remove(card)
        state.explore_discard.append(card)
        state.emit("card_discarded", ctx.player, -1, card=card.id, reason="used")
