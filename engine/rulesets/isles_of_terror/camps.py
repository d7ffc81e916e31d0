"""Camps (rulebook p. 20): raise, abandon, destroy, raid.

- Raise: after conquering an area through combat (and on exploring a mountain) the player may
  place a camp from a camp field in the area; a soldier from the pool (or, if the pool has none,
  from this area) then occupies the empty camp field. One camp per player per area.
- Destroyed camps go back on their camp field and the soldier there returns to the pool.
- A camp destroyed by another player is raided: it goes on the raider's raid field (its camp
  field stays occupied until it comes back). When the raid fields are full (the second raid)
  the raider gains 1 victory point, both camps go back to their owners, and the raider takes one
  resource of their choice per returned camp from that camp's owner (if they have any).
- Abandon: a player may destroy one of their own camps during their turn.
"""

from __future__ import annotations

from engine.core.frames import Decision
from .rules import fire
from .scoring import gain_vp


def soldier_for_camp(state, seat: int, area: int) -> bool:
    p = state.players[seat]
    return p.pool_soldiers > 0 or p.soldiers[area] > 0


def can_raise(state, seat: int, area: int) -> bool:
    p = state.players[seat]
    if p.camps[area] or not state.controls(seat, area) or state.board.is_sea[area]:
        return False
    if p.free_camps:
        return soldier_for_camp(state, seat, area)
    return p.camps_in_play() > 0  # abandon another camp first


def offer_camp(state, seat: int, area: int) -> None:
    """Ask whether to raise a camp here (only if it is possible)."""
    if can_raise(state, seat, area):
        state.push("camp", seat, area=area)


def raise_camp(state, seat: int, area: int) -> None:
    p = state.players[seat]
    p.free_camps -= 1
    p.camps[area] += 1
    if p.pool_soldiers:
        p.pool_soldiers -= 1
        source = "pool"
    else:
        p.soldiers[area] -= 1
        source = "area"
    p.field_soldiers += 1
    state.emit("camp_raised", seat, area, soldier_from=source)
    fire(state, "raise_camp", seat, area)


def destroy_camp(state, owner: int, area: int, by: int = -1) -> None:
    """A camp leaves the board: raided if another player destroyed it, otherwise back on its field."""
    p = state.players[owner]
    p.camps[area] -= 1
    if by >= 0 and by != owner:
        raider = state.players[by]
        raider.raided.append(owner)
        p.lost_camps += 1
        state.emit("raid", by, area, owner=owner, raided=len(raider.raided))
        if len(raider.raided) >= raider.board.raid_fields:
            _return_raided(state, by)
        fire(state, "raid", by, area)
    else:
        _back_on_field(p)
        state.emit("camp_destroyed", owner, area)
    state.vacated(area)


def _back_on_field(p) -> None:
    p.free_camps += 1
    p.field_soldiers -= 1
    p.pool_soldiers += 1


def _return_raided(state, raider_seat: int) -> None:
    raider = state.players[raider_seat]
    owners = raider.raided[:]
    raider.raided.clear()
    for owner in owners:
        p = state.players[owner]
        p.lost_camps -= 1
        _back_on_field(p)
    state.emit("raids_returned", raider_seat, -1, owners=owners)
    for owner in reversed(owners):
        state.push("raid_take", raider_seat, victim=owner)
    gain_vp(state, raider_seat, 1, reason="two raids")


def abandon_camp(state, seat: int, area: int) -> None:
    state.emit("camp_abandoned", seat, area)
    destroy_camp(state, seat, area)


class RaiseCamp(Decision):
    def legal(self, state, frame):
        seat, area = frame.player, frame.d["area"]
        if not can_raise(state, seat, area):
            return [("camp", False)]
        p = state.players[seat]
        if p.free_camps:
            return [("camp", True), ("camp", False)]
        coords = state.board.coords
        return [("camp_instead", coords[a]) for a in range(state.board.size) if p.camps[a]] + [("camp", False)]

    def apply(self, state, frame, action):
        state.stack.pop()
        seat, area = frame.player, frame.d["area"]
        if action[0] == "camp_instead":
            abandon_camp(state, seat, state.board.index[action[1]])
            if can_raise(state, seat, area):
                raise_camp(state, seat, area)
        elif action[1]:
            raise_camp(state, seat, area)


class RaidTake(Decision):
    def legal(self, state, frame):
        victim = state.players[frame.d["victim"]]
        out = [("take", r) for r, have in (("gold", victim.gold), ("rations", victim.rations)) if have]
        return out or [("take", None)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[1] is None:
            return
        victim = state.players[frame.d["victim"]]
        raider = state.players[frame.player]
        if action[1] == "gold":
            victim.gold -= 1
            raider.gold += 1
        else:
            victim.rations -= 1
            raider.rations += 1
        state.emit("raid_take", frame.player, -1, victim=frame.d["victim"], resource=action[1])
