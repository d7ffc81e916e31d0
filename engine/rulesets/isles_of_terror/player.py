"""One player's materials: resources, sea card, figures by place, cards, tokens and action fields.

Figures are counted by place so that conservation can be checked at any moment:

- soldiers: pool + board (`soldiers[area]`) + sea card + camp fields == total soldiers
- captains: pool + board (`captains[area]`) + sea card == total captains
- camps: camp fields (free) + board (`camps[area]`) + on other players' raid fields == total
- a soldier occupies the camp field of every camp that is not on its field (`field_soldiers`)
"""

from __future__ import annotations

from engine.content import model as m


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

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.seat = self.seat
        p.faction = self.faction
        p.board = self.board
        p.gold = self.gold
        p.rations = self.rations
        p.sea_gold = self.sea_gold
        p.sea_rations = self.sea_rations
        p.soldiers = self.soldiers[:]
        p.captains = self.captains[:]
        p.camps = self.camps[:]
        p.ship = self.ship
        p.sea_soldiers = self.sea_soldiers
        p.sea_captains = self.sea_captains
        p.pool_soldiers = self.pool_soldiers
        p.pool_captains = self.pool_captains
        p.free_camps = self.free_camps
        p.field_soldiers = self.field_soldiers
        p.lost_camps = self.lost_camps
        p.raided = self.raided[:]
        p.total_soldiers = self.total_soldiers
        p.total_captains = self.total_captains
        p.total_camps = self.total_camps
        p.vp = self.vp
        p.progress = dict(self.progress)
        p.mission_pos = self.mission_pos
        p.missions_done = self.missions_done
        p.mission = self.mission
        p.success = self.success
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.discard = self.discard[:]
        p.played = self.played[:]
        p.active = self.active
        p.active_until = self.active_until
        p.kept = self.kept[:]
        p.fields_used = self.fields_used[:]
        p.eliminated = self.eliminated
        p.played_at = self.played_at
        return p

    # -- figures --------------------------------------------------------------------------
    def characters(self, area: int) -> int:
        return self.soldiers[area] + self.captains[area]

    def figures(self, area: int) -> int:
        return self.soldiers[area] + self.captains[area] + self.camps[area] + (self.ship == area)

    def captain_on_board(self) -> bool:
        return any(self.captains)

    def camps_in_play(self) -> int:
        return sum(self.camps)

    def board_characters(self) -> int:
        return sum(self.soldiers) + sum(self.captains)

    def resources(self) -> int:
        return self.gold + self.rations

    def snapshot(self) -> dict:
        """Everything about this player as plain data (tests compare snapshots)."""
        return {
            "faction": self.faction.id, "gold": self.gold, "rations": self.rations,
            "sea": [self.sea_gold, self.sea_rations, self.sea_soldiers, self.sea_captains],
            "soldiers": self.soldiers[:], "captains": self.captains[:], "camps": self.camps[:], "ship": self.ship,
            "pool": [self.pool_soldiers, self.pool_captains, self.free_camps, self.field_soldiers, self.lost_camps],
            "raided": self.raided[:], "vp": self.vp, "progress": dict(self.progress),
            "mission": [self.mission.id if self.mission else None, self.success, self.mission_pos, self.missions_done],
            "deck": [c.id for c in self.deck], "hand": [c.id for c in self.hand],
            "discard": [c.id for c in self.discard], "played": [c.id for c in self.played],
            "active": [self.active.id if self.active else None, self.active_until],
            "kept": [c.id for c in self.kept], "fields": self.fields_used[:], "eliminated": self.eliminated,
            "played_at": self.played_at,
        }


def turn_order(state, first: int | None = None) -> list[int]:
    first = state.start if first is None else first
    return [(first + i) % state.n for i in range(state.n)]
