"""One player's materials: resources, sea card, figures by place, cards, tokens and action fields.

Figures are counted by place so that conservation can be checked at any moment:

- soldiers: pool + board (`soldiers[area]`) + sea card + camp fields == total soldiers
- captains: pool + board (`captains[area]`) + sea card == total captains
- camps: camp fields (free) + board (`camps[area]`) + on other players' raid fields == total
- a soldier occupies the camp field of every camp that is not on its field (`field_soldiers`)
"""

from __future__ import annotations

from . import model as m

from .copytable import Copy, Field, copy_function, id_of, id_or_none, ids, listed, snapshot_function


class Player:
    __slots__ = (
        "seat", "faction", "board", "gold", "rations", "sea_gold", "sea_rations",
        "soldiers", "captains", "camps", "ship", "sea_soldiers", "sea_captains",
        "pool_soldiers", "pool_captains", "free_camps", "field_soldiers", "lost_camps", "raided",
        "total_soldiers", "total_captains", "total_camps",
        "vp", "progress", "mission_pos", "missions_done", "mission", "success",
        "deck", "hand", "discard", "played", "active", "active_until", "kept",
        "fields_used", "eliminated", "played_at",
    )

    def __init__(self, seat: int, faction: m.Faction, board_side: m.BoardSide, materials: m.Materials,
                 areas: int, tasks: tuple[str, ...]) -> None:
        self.seat = seat
        self.faction = faction
        self.board = board_side
        self.gold = materials.gold
        self.rations = materials.rations
        self.sea_gold = 0
        self.sea_rations = 0
        self.soldiers = [0] * areas
        self.captains = [0] * areas
        self.camps = [0] * areas
        self.ship = -1  # -1: on the sea card, else the sea area's index
        self.sea_soldiers = 0
        self.sea_captains = 0
        self.pool_soldiers = materials.soldiers
        self.pool_captains = materials.captains
        self.free_camps = materials.camps
        self.field_soldiers = 0
        self.lost_camps = 0  # own camps lying on other players' raid fields
        self.raided: list[int] = []  # owners of the enemy camps on this player's raid fields
        self.total_soldiers = materials.soldiers
        self.total_captains = materials.captains
        self.total_camps = materials.camps
        self.vp = 0
        self.progress = {task: 0 for task in tasks}  # 0: on the starting field
        self.mission_pos = 0
        self.missions_done = 0
        self.mission: m.MissionCard | None = None
        self.success = 0
        self.deck: list = []  # strategy deck (top = end of the list)
        self.hand: list = []
        self.discard: list = []
        self.played: list = []  # played strategy cards still on the left of the board
        self.active = None  # the strategy card whose effect is active
        self.active_until = ""  # "turn", "combat" or "season"
        self.kept: list = []  # KEEP exploration cards in hand
        self.fields_used = [False] * len(board_side.action_fields)
        self.eliminated = False  # met a competitive `lose` condition
        self.played_at = 0  # when this player last played a strategy card (a counter of plays)

    def copy(self) -> Player:
        """An independent copy (every attribute as `PLAYER_FIELDS` says)."""
        return _copy_player(self)

    # -- figures --------------------------------------------------------------------------
    def characters(self, area: int) -> int:
        return self.soldiers[area] + self.captains[area]

    def figures(self, area: int) -> int:
        return self.soldiers[area] + self.captains[area] + self.camps[area] + (self.ship == area)

    # `list.count(0)` runs in C without the iterator protocol: 8x faster than any() on a map-long list
    def captain_on_board(self) -> bool:
        return self.captains.count(0) != len(self.captains)

    def has_camps(self) -> bool:
        """Has the player a camp in play (`camps_in_play() > 0`)?"""
        return self.camps.count(0) != len(self.camps)

    def camps_in_play(self) -> int:
        return sum(self.camps)

    def board_characters(self) -> int:
        return sum(self.soldiers) + sum(self.captains)

    def resources(self) -> int:
        return self.gold + self.rations

    def snapshot(self) -> dict:
        """Everything about this player as plain data (tests compare snapshots)."""
        return _snapshot_player(self)


# -- the copy table: how each attribute is copied and shown in the snapshot (see `copytable.py`)
PLAYER_FIELDS: tuple[Field, ...] = (
    Field("seat", Copy.SHARED),
    Field("faction", Copy.SHARED, "faction", id_of),
    Field("board", Copy.SHARED),
    Field("gold", Copy.SHARED, "gold"),
    Field("rations", Copy.SHARED, "rations"),
    Field("sea_gold", Copy.SHARED, "sea"),
    Field("sea_rations", Copy.SHARED, "sea"),
    Field("sea_soldiers", Copy.SHARED, "sea"),
    Field("sea_captains", Copy.SHARED, "sea"),
    Field("soldiers", Copy.LIST, "soldiers", listed),
    Field("captains", Copy.LIST, "captains", listed),
    Field("camps", Copy.LIST, "camps", listed),
    Field("ship", Copy.SHARED, "ship"),
    Field("pool_soldiers", Copy.SHARED, "pool"),
    Field("pool_captains", Copy.SHARED, "pool"),
    Field("free_camps", Copy.SHARED, "pool"),
    Field("field_soldiers", Copy.SHARED, "pool"),
    Field("lost_camps", Copy.SHARED, "pool"),
    Field("raided", Copy.LIST, "raided", listed),
    Field("total_soldiers", Copy.SHARED),
    Field("total_captains", Copy.SHARED),
    Field("total_camps", Copy.SHARED),
    Field("vp", Copy.SHARED, "vp"),
    Field("progress", Copy.DICT, "progress", dict),
    Field("mission", Copy.SHARED, "mission", id_or_none),
    Field("success", Copy.SHARED, "mission"),
    Field("mission_pos", Copy.SHARED, "mission"),
    Field("missions_done", Copy.SHARED, "mission"),
    Field("deck", Copy.LIST, "deck", ids),
    Field("hand", Copy.LIST, "hand", ids),
    Field("discard", Copy.LIST, "discard", ids),
    Field("played", Copy.LIST, "played", ids),
    Field("active", Copy.SHARED, "active", id_or_none),
    Field("active_until", Copy.SHARED, "active"),
    Field("kept", Copy.LIST, "kept", ids),
    Field("fields_used", Copy.LIST, "fields", listed),
    Field("eliminated", Copy.SHARED, "eliminated"),
    Field("played_at", Copy.SHARED, "played_at"),
)
_copy_player = copy_function(Player, PLAYER_FIELDS, "copy")
_snapshot_player = snapshot_function(PLAYER_FIELDS)


def turn_order(state, first: int | None = None) -> list[int]:
    first = state.start if first is None else first
    return [(first + i) % state.n for i in range(state.n)]
