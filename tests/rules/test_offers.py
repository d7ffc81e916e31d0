"""The free actions, reactions and main-decision actions computed with less work (issue 12) equal the
straightforward versions they replaced, on every position of fixed-seed random games.

The references below are the engine's former code, kept here only: `cards.playable` (each test in
order, the hand scanned for every window), `freeacts.reaction_due` asking `playable` for each seat,
`actions.landing_sites` and `can_land` asking `State.occupant` for each landing area, `Recruit.legal`
asking `State.controls` for every area of the map, and `ChooseAction.legal` and `freeacts.offers`
built on them. The playouts cover the competitive, cooperative and solo modes of every bundled
adventure (the terror board with them), clones and determinized copies, and every seat and window at
each position, not only the one asked.
"""

from __future__ import annotations

import random
from itertools import compress

import pytest

from engine.bots import RandomBot
from engine.core.frames import Frame
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror import mods
from engine.rulesets.isles_of_terror.actions import Recruit, can_land, landing_sites
from engine.rulesets.isles_of_terror.cards import owned, playable
from engine.rulesets.isles_of_terror.choices import room
from engine.rulesets.isles_of_terror.freeacts import offers, reaction_due
from engine.rulesets.isles_of_terror.team_actions import can_pacify
from engine.rulesets.isles_of_terror.turn import ACTIONS, ChooseAction
from rules_helpers import ADVENTURES, adventure

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]
WINDOWS = ("turn", "main", "target", "exploration", "combat", "reaction")


# -- the former code ------------------------------------------------------------------------
def playable_before(state, seat, window):
    p = state.players[seat]
    if window == "reaction":
        out = {card.id for card in p.hand if card.timing == "reaction" and card.duration != "combat"}
        if not out or not p.captain_on_board() or state.plays[seat] >= owned(p):
            return []
        return sorted(out)
    if not p.hand or not p.captain_on_board() or state.plays[seat] >= owned(p):
        return []
    out = set()
    if window == "combat":
        own_turn = seat == state.active
        for card in p.hand:
            if card.duration in ("instant", "combat") and (card.timing == "reaction" or own_turn):
                out.add(card.id)
    else:
        for card in p.hand:
            if card.duration != "combat":
                out.add(card.id)
    return sorted(out)


def offers_before(state, seat, window):
    p = state.players[seat]
    if window == "combat":
        out = [("play", cid) for cid in playable_before(state, seat, "combat")]
        if p.kept:
            out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
        return out
    if window == "reaction" or (seat != state.active and state.active >= 0):  # (issue 26: any passive decision)
        return [("play", cid) for cid in playable_before(state, seat, "reaction")]
    if seat != state.active or window is None:
        return []
    out = []
    if p.rations >= 2:
        out.append(("trade", "gold"))
    if p.gold >= 2:
        out.append(("trade", "rations"))
    if p.hand:
        out += [("play", cid) for cid in playable_before(state, seat, window)]
    if p.kept:
        out += [("use", cid) for cid in sorted({c.id for c in p.kept})]
    if p.has_camps():
        coords = state.board.coords
        out += [("abandon", coords[a]) for a in compress(range(state.board.size), p.camps)]
    return out


def reaction_due_before(state, frame):
    if frame.player != state.active or not state.game.reacting:
        return -1
    mark, passed = state.reaction_mark
    if mark != len(state.decisions):
        passed = ()
    for i in range(1, state.n):
        seat = (state.active + i) % state.n
        if seat in passed:
            continue
        for card in state.players[seat].hand:
            if card.timing == "reaction" and card.duration != "combat":
                if playable_before(state, seat, "reaction"):
                    return seat
                break
    return -1


def landing_sites_before(state, seat):
    return [a for a in state.board.landing_areas if state.occupant(a, but=seat) < 0]


def recruit_before(state, seat):
    p = state.players[seat]
    coords = state.board.coords
    out = []
    soldier = p.gold >= 1 and p.pool_soldiers > 0
    captain = p.gold >= 2 and p.pool_captains > 0
    if soldier or captain:
        for area in range(state.board.size):
            if state.controls(seat, area) and room(state, seat, area):
                if soldier:
                    out.append(("recruit", coords[area], "soldier"))
                if captain:
                    out.append(("recruit", coords[area], "captain"))
    return out + [("done",)]


def choose_action_before(state, seat, field):
    def possible(action):
        if state.mods and mods.forbidden(state, seat, action):
            return False
        if action == "pacify":
            return state.game.mode != "competitive" and can_pacify(state)
        if action == "land":
            return any(state.occupant(a, but=seat) < 0 for a in state.board.landing_areas)
        return action in ACTIONS

    p = state.players[seat]
    out = []
    for link in p.board.action_fields[field].links:
        if ("action", link.action) not in out and possible(link.action):
            out.append(("action", link.action))
    if p.mission is not None and p.mission.enforceable:
        out.append(("enforce",))
    return out or [("pass",)]


# -- the comparison ---------------------------------------------------------------------------
def _check(state, seen) -> None:
    if state.is_terminal():
        return
    frame = state.stack[-1]
    assert reaction_due(state, frame) == reaction_due_before(state, frame)
    for seat in range(state.n):
        asked = Frame("recruit_pick", seat, {"count": 0})
        assert Recruit().legal(state, asked) == recruit_before(state, seat)
        assert landing_sites(state, seat) == landing_sites_before(state, seat)
        assert can_land(state, seat) == bool(landing_sites_before(state, seat))
        for field in range(len(state.players[seat].board.action_fields)):
            asked = Frame("act", seat, {"field": field})
            assert ChooseAction().legal(state, asked) == choose_action_before(state, seat, field)
        for window in WINDOWS:
            cards = playable(state, seat, window)
            assert cards == playable_before(state, seat, window)
            assert offers(state, Frame("act", seat), window) == offers_before(state, seat, window)
            seen["cards"] += bool(cards)
        assert offers(state, Frame("remove", seat), None) == offers_before(state, seat, None)
        plays = state.plays[seat]
        for bound in (owned(state.players[seat]) - 1, owned(state.players[seat])):  # the engine's bound on plays
            state.plays[seat] = max(bound, 0)
            for window in WINDOWS:
                assert playable(state, seat, window) == playable_before(state, seat, window)
        state.plays[seat] = plays
    seen["plays"] += any(state.plays)
    seen["terrors"] += bool(state.terrors)


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_offers_and_legal_actions_equal_the_former_code_after_every_action(adventure_id, mode, players):
    adv = adventure(adventure_id)
    seen = {"cards": 0, "plays": 0, "terrors": 0}
    for seed in range(4):
        state = Game(adv, players=players, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            _check(state, seen)
            if len(state.decisions) % 50 == 0:  # clones and determinized copies answer alike
                rng = random.Random(seed)
                for copy in (state.clone(rng), state.determinize(state.current_player(), rng)):
                    _check(copy, seen)
                    copy.apply_action(RandomBot(rng).step(copy))
                    _check(copy, seen)
            state.apply_action(bot.step(state))
    assert seen["cards"] and seen["plays"]  # cards were playable, and played, in these games
    if mode != "competitive":
        assert seen["terrors"]


@pytest.mark.parametrize("figure", ["soldiers", "captains", "camps", "ship"])
def test_any_figure_of_another_player_blocks_a_landing_area(figure):
    state = Game(adventure("drowned-temple"), players=3, seed=0).new_initial_state()
    other = state.players[1]
    sites = state.board.landing_areas
    for p in state.players:  # (a position laid out for the test: no ship out yet)
        p.ship = -1
    assert landing_sites(state, 0) == list(sites) and can_land(state, 0)
    for area in sites:
        if figure == "ship":
            other.ship = area
        else:
            getattr(other, figure)[area] += 1
        assert area not in landing_sites(state, 0) and area in landing_sites(state, 1)
        assert landing_sites(state, 0) == landing_sites_before(state, 0)
        assert can_land(state, 0) == (figure == "ship" or area != sites[-1])  # a ship blocks one area at a time
