"""A campaign chapter in Isles of Terror: what a game carries in at setup and leaves behind.

`apply_carry_in(state)` runs in setup once the players have their materials (setup.py, step 3):
story flags are set, each seat's carried resources go into its pool, captains lost in earlier
chapters are taken out of the game, and one `carried_over` event a seat says what came from which
chapter. Advantages are rules of the seat (scope `faction`), indexed with the game's other rules
(`Game._build_rule_index`), so a `game_start` advantage fires with the first season.

`chapter_end(state)` reads a finished game into the generic `ChapterEnd` (engine/core/carry.py).
"""

from __future__ import annotations

from engine.core.carry import ChapterEnd

from .resources import RESOURCES, add_resource


def apply_carry_in(state) -> None:
    carry = state.game.carry_in
    if carry is None:
        return
    for flag in carry.flags:
        state.flags.add(flag)
    if carry.flags:
        state.emit("carried_over", -1, -1, source=carry.source, flags=list(carry.flags))
    for seat, seat_carry in enumerate(carry.seats):
        p = state.players[seat]
        for resource, amount in seat_carry.resources:
            add_resource(state, seat, resource, amount, "pool")
        lost = min(seat_carry.captains_lost, p.pool_captains)
        p.pool_captains -= lost
        p.total_captains -= lost
        data = {resource: amount for resource, amount in seat_carry.resources if amount}
        if lost:
            data["captains_lost"] = lost
        if seat_carry.vp:
            data["campaign_vp"] = seat_carry.vp
        if seat_carry.advantages:
            data["advantages"] = [a.id for a in seat_carry.advantages]
        if data:
            state.emit("carried_over", seat, -1, source=carry.source, **data)


def captains_destroyed(state, seat: int) -> int:
    return sum(1 for e in state.log if e.kind == "casualty" and e.player == seat and e.data.get("figure") == "captain")


def chapter_end(state) -> ChapterEnd:
    game = state.game
    carry = game.carry_in
    before = [s.captains_lost for s in carry.seats] if carry is not None else [0] * game.num_players
    return ChapterEnd(
        flags=frozenset(state.flags),
        resources=tuple(tuple((r, getattr(p, r)) for r in RESOURCES) for p in state.players),
        captains_lost=tuple(min(game.materials.captains, before[p.seat] + captains_destroyed(state, p.seat))
                            for p in state.players),
        vp=tuple(p.vp for p in state.players),
        winners=tuple(state.winners) if state.is_terminal() else ())
