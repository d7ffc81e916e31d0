"""The interface: games, errors, clones and saved games."""

from __future__ import annotations

import json
import random

import pytest

from engine.bots import RandomBot
from engine.core.events import Event
from engine.rulesets.isles_of_terror import TERMINAL, EngineError, Game, State
from rules_helpers import adventure


def _play(state, seed, steps=None):
    bot = RandomBot(random.Random(seed))
    count = 0
    while not state.is_terminal() and (steps is None or count < steps):
        state.apply_action(bot.step(state))
        count += 1
    return state


def test_a_game_checks_players_factions_and_mode():
    adv = adventure("first-landing")
    with pytest.raises(EngineError) as error:
        Game(adv, players=4)
    assert error.value.code == "game/players"
    with pytest.raises(EngineError) as error:
        Game(adv, factions=["red-coats", "red-coats"])
    assert error.value.code == "game/faction"
    with pytest.raises(EngineError) as error:
        Game(adv, factions=["pirates", "red-coats"])
    assert error.value.code == "game/faction"
    with pytest.raises(EngineError) as error:
        Game(adv, players=2, mode="cooperative")
    assert error.value.code == "game/mode"
    solo = Game(adv, players=1, mode="solo")
    assert (solo.num_players, solo.seats, solo.seat_of(0)) == (1, 1, 0)
    game = Game(adv, factions=["yoruba", "chasseurs"], seed=3)
    assert [f.id for f in game.factions] == ["yoruba", "chasseurs"] and game.num_players == 2


def test_default_factions_come_from_a_seeded_shuffle():
    adv = adventure("drowned-temple")
    first = [f.id for f in Game(adv, players=3, seed=5).factions]
    assert first == [f.id for f in Game(adv, players=3, seed=5).factions]
    assert len({tuple(f.id for f in Game(adv, players=3, seed=s).factions) for s in range(20)}) > 1


def test_setup_follows_the_adventure():
    game = Game(adventure("drowned-temple"), players=3, seed=1)
    state = game.new_initial_state()
    board = game.board
    for area in range(board.size):
        kind = board.kind[area]
        tile = state.tile[area]
        if kind in ("green", "yellow", "red"):
            assert tile.colour == kind and not state.explored[area]
        elif kind == "sea":
            assert tile is None and not state.explored[area]
    assert state.explored[board.index[(4, 1)]]  # Mount Skerry starts face up
    assert len(state.pools["green"]) == 22 - board.kind.count("green")
    for p in state.players:
        assert (p.pool_soldiers, p.pool_captains, p.free_camps, p.gold, p.rations) == (8, 1, 3, 3, 3)
        assert p.mission is not None and len(p.hand) == 3 and p.ship == -1
    assert state.current_player() == 0 and state.event.id == "fog-bank"
    assert state.legal_actions()[:5] == [("field", i) for i in range(5)]
    assert sorted(t for t in state.token if t) == ["harbour-camps", "relics", "relics", "temple-rites"]


def test_errors_have_codes_and_leave_the_state_unchanged():
    state = Game(adventure("first-landing"), players=2, seed=0).new_initial_state()
    before = state.snapshot()
    for bad in [("field", 9), ("nonsense",), ["action", "land"]]:
        with pytest.raises(EngineError) as error:
            state.apply_action(bad)
        assert error.value.code == "action/not-legal"
    with pytest.raises(EngineError) as error:
        state.apply_action("field")
    assert error.value.code == "action/malformed"
    assert state.snapshot() == before
    _play(state, 0)
    assert state.current_player() == TERMINAL
    with pytest.raises(EngineError) as error:
        state.apply_action(("field", 0))
    assert error.value.code == "game/over"


def test_a_saved_game_restores_to_an_identical_state():
    adv = adventure("drowned-temple")
    state = _play(Game(adv, players=3, seed=11).new_initial_state(), 11, steps=180)
    data = json.loads(json.dumps(state.to_json()))
    assert set(data) == {"format", "adventure", "digest", "players", "factions", "mode", "seed", "decisions"}
    restored = State.from_json(adv, data)
    assert restored.snapshot() == state.snapshot()
    assert restored.log == state.log
    again = State.from_json(state.game, data)
    assert again.to_json() == state.to_json()
    _play(state, 99)
    _play(restored, 99)
    assert restored.log == state.log and restored.returns() == state.returns()


def test_a_saved_game_refuses_other_content():
    adv = adventure("drowned-temple")
    data = Game(adv, players=3, seed=1).new_initial_state().to_json()
    data["digest"] = "0" * 64
    with pytest.raises(EngineError) as error:
        State.from_json(adv, data)
    assert error.value.code == "save/digest"


def test_a_clone_is_independent():
    adv = adventure("ember-crown")
    state = _play(Game(adv, players=4, seed=2).new_initial_state(), 2, steps=250)
    before = state.snapshot()
    clone = state.clone()
    assert clone.snapshot() == before
    _play(clone, 7)
    assert state.snapshot() == before  # the original did not move
    other = state.clone()
    _play(other, 7)
    assert other.log == clone.log  # same decisions, same chance: same game
    _play(state, 7)
    assert state.log == clone.log


def test_action_to_string_reads_well():
    state = Game(adventure("drowned-temple"), factions=["red-coats", "yoruba", "chasseurs"], seed=0).new_initial_state()
    assert state.action_to_string(("field", 0)) == "Red Coats: action token on field 1 (land / move / supply)"
    for action in state.legal_actions():
        assert state.action_to_string(action).startswith("Red Coats: ")


def test_a_legal_action_as_a_json_list_is_taken_and_recorded_as_its_tuple():
    state = Game(adventure("first-landing"), players=2, seed=0).new_initial_state()
    twin = state.clone()
    action = state.legal_actions()[0]
    state.apply_action(list(action))
    twin.apply_action(action)
    assert state.decisions == [action] and type(state.decisions[0]) is tuple
    assert state.snapshot() == twin.snapshot()


def test_games_dealt_from_one_game_share_its_board_and_rule_index():
    a = adventure()
    ids = [f.id for f in a.factions][:3]
    game = Game(a, factions=ids)
    first, second = game.new_initial_state(1), game.new_initial_state(2)
    assert first.game is second.game is game and first.board is second.board is game.board
    assert game.board.map is a.map
    assert (first.seed, second.seed) == (1, 2) and first.rng.getstate() != second.rng.getstate()
    swapped = Game(a, factions=[ids[1], ids[0], ids[2]])
    assert swapped.rule_entries is not game.rule_entries
    faction_refs = {e.ref: e.rule for e in swapped.rule_entries if e.scope == "faction"}
    assert faction_refs == {e.ref: e.rule for e in Game(a, factions=[ids[1], ids[0], ids[2]], seed=9).rule_entries
                            if e.scope == "faction"}


def test_a_game_dealt_with_a_seed_is_the_game_built_with_that_seed():
    """`new_initial_state(seed)` on a shared `Game` and the one-game form `Game(..., seed=s).new_initial_state()`
    deal the same game, move for move."""
    a = adventure()
    ids = ["yoruba", "red-coats", "chasseurs"]
    shared = Game(a, factions=ids)
    for seed in (3, 8):
        dealt, alone = shared.new_initial_state(seed), Game(a, factions=ids, seed=seed).new_initial_state()
        bots = RandomBot(random.Random(seed)), RandomBot(random.Random(seed))
        for _ in range(60):
            dealt.apply_action(bots[0].step(dealt))
            alone.apply_action(bots[1].step(alone))
        assert dealt.snapshot() == alone.snapshot() and dealt.log == alone.log and dealt.seed == alone.seed == seed


def test_the_log_read_at_any_moment_is_every_event_so_far_as_events():
    """`emit` writes plain tuples and `State.log` turns them into `Event`s when read (issue 12): reading the log
    now and then during a game, in clones with and without their history, gives the log of a game read once."""
    game = Game(adventure(), players=3, seed=4)
    read_once, read_often = game.new_initial_state(), game.new_initial_state()
    bot_a, bot_b = RandomBot(random.Random(4)), RandomBot(random.Random(4))
    lengths = []
    while not read_once.is_terminal():
        read_once.apply_action(bot_a.step(read_once))
        read_often.apply_action(bot_b.step(read_often))
        if len(read_often.decisions) % 7 == 0:
            lengths.append(len(read_often.log))
        if len(read_often.decisions) % 50 == 0:
            full, bare = read_often.clone(), read_often.clone(history=False)
            for copy in (full, bare):
                copy.apply_action(RandomBot(random.Random(1)).step(copy))
            assert full.log[:len(read_often.log)] == read_often.log and bare.log == full.log[len(read_often.log):]
            assert all(type(e) is Event for e in full.log + bare.log)
    log = read_once.log
    assert read_often.log == log and all(type(e) is Event for e in log) and read_once.log is log
    assert lengths == sorted(lengths) and lengths[-1] < len(log)
    coords = read_once.board.coords  # `emit` writes an event's area as its index (-1: none), the log its coordinates
    assert [tuple(e) for e in log] == [(kind, player, coords[area] if area >= 0 else None, data)
                                       for kind, player, area, data in read_once._events]
