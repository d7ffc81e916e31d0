"""The clone of Isles of Terror's `State`, written from its copy table (`STATE_FIELDS`) by `clone_source.py`:
do not edit; run `python -m engine.rulesets.isles_of_terror.clone_source` after a table changes (a test
checks that this file is what the tables say). clones.pxd types it for the compiled build.
"""

from engine.core.frames import Frame
from engine.rulesets.isles_of_terror.player import Player

new_Frame = Frame.__new__
new_Player = Player.__new__


def clone_state(self, rng=None, history=True, lent=False):
    cls = type(self)
    s = cls.__new__(cls)
    s.game = self.game
    s.seed = self.seed
    s.board = self.board
    s.n = self.n
    s.year = self.year
    s.season = self.season
    s.start = self.start
    s.active = self.active
    items = []
    for x_players in self.players:
        y_players = new_Player(Player)
        y_players.seat = x_players.seat
        y_players.faction = x_players.faction
        y_players.board = x_players.board
        y_players.gold = x_players.gold
        y_players.rations = x_players.rations
        y_players.sea_gold = x_players.sea_gold
        y_players.sea_rations = x_players.sea_rations
        y_players.sea_soldiers = x_players.sea_soldiers
        y_players.sea_captains = x_players.sea_captains
        y_players.soldiers = x_players.soldiers[:]
        y_players.captains = x_players.captains[:]
        y_players.camps = x_players.camps[:]
        y_players.ship = x_players.ship
        y_players.pool_soldiers = x_players.pool_soldiers
        y_players.pool_captains = x_players.pool_captains
        y_players.free_camps = x_players.free_camps
        y_players.field_soldiers = x_players.field_soldiers
        y_players.lost_camps = x_players.lost_camps
        y_players.raided = x_players.raided[:]
        y_players.total_soldiers = x_players.total_soldiers
        y_players.total_captains = x_players.total_captains
        y_players.total_camps = x_players.total_camps
        y_players.vp = x_players.vp
        y_players.progress = x_players.progress.copy()
        y_players.mission = x_players.mission
        y_players.success = x_players.success
        y_players.mission_pos = x_players.mission_pos
        y_players.missions_done = x_players.missions_done
        y_players.deck = x_players.deck[:]
        y_players.hand = x_players.hand[:]
        y_players.discard = x_players.discard[:]
        y_players.played = x_players.played[:]
        y_players.active = x_players.active
        y_players.active_until = x_players.active_until
        y_players.kept = x_players.kept[:]
        y_players.fields_used = x_players.fields_used[:]
        y_players.eliminated = x_players.eliminated
        y_players.played_at = x_players.played_at
        items.append(y_players)
    s.players = items
    s.tile = self.tile[:]
    s.explored = self.explored[:]
    s.token = self.token[:]
    s.laid = self.laid
    s.tiles_seen = self.tiles_seen
    s.pools = {k: v[:] for k, v in self.pools.items()}
    s.pool_discard = {k: v[:] for k, v in self.pool_discard.items()}
    s.location_bag = self.location_bag[:]
    s.terrain_bag = self.terrain_bag[:]
    s.event_deck = self.event_deck[:]
    s.event_discard = self.event_discard[:]
    s.event_shown = self.event_shown[:]
    s.explore_deck = self.explore_deck[:]
    s.explore_discard = self.explore_discard[:]
    s.mission_deck = self.mission_deck[:]
    s.mission_discard = self.mission_discard[:]
    s.event = self.event
    s.flags = self.flags.copy()
    s.terrors = [x.copy() for x in self.terrors]
    s.rivers = self.rivers
    s.mods = self.mods[:]
    s.used = {k: v.copy() for k, v in self.used.items()}
    items = []
    for x_stack in self.stack:
        y_stack = new_Frame(Frame)
        y_stack.kind = x_stack.kind
        y_stack.player = x_stack.player
        y_stack.step = x_stack.step
        y_stack.d = x_stack.d.copy()
        items.append(y_stack)
    s.stack = items
    s.combat = self.combat.copy() if self.combat is not None else None
    s.explo = self.explo.copy() if self.explo is not None else None
    s._events = self._events[:] if history else []
    s._log = self._log[:] if history else []
    s.decisions = self.decisions if lent else self.decisions[:]
    if rng is None:
        s._rng = self._rng
        s._rng_shared = self._rng_shared = True
    else:
        s._rng = rng
        s._rng_shared = False
    s.terminal = self.terminal
    s.winners = self.winners
    s.result = self.result
    s.reaction_mark = self.reaction_mark
    s.plays = self.plays[:]
    s.turns = self.turns
    s._legal = self._legal
    s._dice = self._dice[:]
    return s
