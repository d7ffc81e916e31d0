"""Conditions of the rules vocabulary: `{name: function(state, ctx, args) -> bool}`.

`ctx.player` is the player the rule applies to ("the player"), `ctx.area` the area where the
rule fired. Victory conditions are evaluated with the same functions, once per player.
"""

from __future__ import annotations

from .model import AreaFilter


SEASONS = ("spring", "summer", "autumn", "winter")


class Memo:
    """What the conditions memoise about one game's content (each `Game` holds one:
    `game.condition_memo`), keyed by the id of an argument mapping that the content keeps alive."""

    __slots__ = ("plain", "filters")

    def __init__(self) -> None:
        self.plain: dict[int, tuple] = {}
        self.filters: dict[int, tuple] = {}


def plain(state, args):
    """A term's argument mapping as a plain dict (memoised per game: FrozenMap lookups are slow)."""
    cache = state.game.condition_memo.plain
    hit = cache.get(id(args))
    if hit is None or hit[0] is not args:
        hit = (args, dict(args))
        cache[id(args)] = hit
    return hit[1]


def _in_range(value: int, args) -> bool:
    low = args.get("min")
    high = args.get("max")
    return (low is None or value >= low) and (high is None or value <= high)


def _filter(args) -> AreaFilter:
    return AreaFilter(**{k: args.get(k) for k in AreaFilter.__slots__})


def compiled_filter(state, args) -> tuple:
    """(the filter, the areas its static keys allow) for an argument mapping, memoised per game.

    Area, tag, colour and adventure-area never change during a game; tile, terrain and location
    depend on what lies face up and are checked on each use."""
    cache = state.game.condition_memo.filters
    hit = cache.get(id(args))
    if hit is None or hit[0] is not args:  # the argument object is kept, so its id stays unique
        flt = _filter(args)
        static = AreaFilter(area=flt.area, tag=flt.tag, colour=flt.colour, adventure_area=flt.adventure_area)
        board = state.board
        candidates = tuple(a for a in range(board.size) if board.matches(a, static, None))
        dynamic = flt.tile is not None or flt.terrain is not None or flt.location is not None
        hit = (args, flt if dynamic else None, candidates, frozenset(candidates))
        cache[id(args)] = hit
    return hit


def controls_area(state, ctx, args) -> bool:
    _, dynamic, candidates, _ = compiled_filter(state, args)
    need = plain(state, args).get("count", 1)
    board = state.board
    found = 0
    for area in candidates:
        if state.controls(ctx.player, area) and (dynamic is None or board.matches(area, dynamic, state.face(area))):
            found += 1
            if found >= need:
                return True
    return False


def in_area(state, ctx, args) -> bool:
    if ctx.area < 0:
        return False
    _, dynamic, _, allowed = compiled_filter(state, args)
    return ctx.area in allowed and (dynamic is None or state.board.matches(ctx.area, dynamic, state.face(ctx.area)))


def has_resources(state, ctx, args) -> bool:
    args = plain(state, args)
    p = state.players[ctx.player]
    return p.gold >= args.get("gold", 0) and p.rations >= args.get("rations", 0)


def season(state, ctx, args) -> bool:
    return SEASONS[state.season] in args


def year(state, ctx, args) -> bool:
    return _in_range(state.year, plain(state, args))


def progress_position(state, ctx, args) -> bool:
    args = plain(state, args)
    return _in_range(state.players[ctx.player].progress.get(args["task"], 0), args)


def victory_points(state, ctx, args) -> bool:
    return _in_range(state.players[ctx.player].vp, plain(state, args))


def camps_in_play(state, ctx, args) -> bool:
    return _in_range(state.players[ctx.player].camps_in_play(), plain(state, args))


def card_in_hand(state, ctx, args) -> bool:
    return any(card.id == args["card"] for card in state.players[ctx.player].kept)


def flag(state, ctx, args) -> bool:
    args = plain(state, args)
    return (args["flag"] in state.flags) == args.get("set", True)


def captain_on_board(state, ctx, args) -> bool:
    return state.players[ctx.player].captain_on_board() == bool(args)


def mode(state, ctx, args) -> bool:
    return state.game.mode in args


def combat_role(state, ctx, args) -> bool:
    combat = state.combat
    if combat is None:
        return False
    if args == "attacker":
        return combat.attacker == ctx.player
    return combat.defender == ctx.player
