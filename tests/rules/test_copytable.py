"""The copy tables: every attribute of State and Player has exactly one row, and the rows drive
clone, copy and snapshot."""

from __future__ import annotations

import random

from engine.bots import RandomBot
from engine.core.frames import Frame
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.copytable import Copy, Field, check_table, copy_function
from engine.rulesets.isles_of_terror.player import PLAYER_FIELDS, Player
from engine.rulesets.isles_of_terror.state import FRAME_FIELDS, STATE_FIELDS, State
from rules_helpers import adventure

MUTABLE = (Copy.LIST, Copy.APPEND_ONLY, Copy.DICT, Copy.SET, Copy.DICT_OF_LISTS, Copy.DICT_OF_SETS, Copy.EACH_COPIED)


def _mid_game(seed=3, steps=120):
    state = Game(adventure("first-landing"), seed=seed).new_initial_state()
    bot = RandomBot(random.Random(seed))
    for _ in range(steps):
        state.apply_action(bot.step(state))
    return state


def test_every_state_attribute_has_one_row():
    state = Game(adventure("first-landing"), seed=1).new_initial_state()
    assert check_table(STATE_FIELDS, State.__slots__) == []
    assert [name for name in State.__slots__ if not hasattr(state, name)] == []  # __init__ sets every slot


def test_every_player_slot_has_one_row():
    assert check_table(PLAYER_FIELDS, Player.__slots__) == []


def test_the_clone_copies_players_and_frames_inline_from_their_tables():
    rows = {f.name: f for f in STATE_FIELDS}
    assert rows["players"].each == (Player, PLAYER_FIELDS) and rows["stack"].each == (Frame, FRAME_FIELDS)
    assert check_table(FRAME_FIELDS, Frame.__slots__) == []
    bad = STATE_FIELDS + (Field("extra", Copy.LIST, each=(Frame, FRAME_FIELDS[1:])),)
    assert check_table(bad, State.__slots__ + ("extra",)) == [
        "'extra' has the elements' table but is not copied element by element",
        "'extra': 'kind' has no row in the copy table"]


def test_the_inline_copies_are_the_elements_own_copies():
    """The clone copies each player and frame as `Player.copy` and `Frame.copy` do (positions of
    random games: combat, exploration and reaction frames on the stack)."""
    for seed in range(6):
        state = Game(adventure("drowned-temple"), seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        for step in range(400):
            if state.is_terminal():
                break
            if step % 7 == 0:
                clone = state.clone(random.Random(1), history=False)
                for mine, inline in zip(state.players + state.stack, clone.players + clone.stack, strict=True):
                    own = mine.copy()
                    assert type(inline) is type(own) is type(mine) and inline is not mine
                    assert inline.snapshot() == own.snapshot() == mine.snapshot()
                    for name in type(mine).__slots__:  # the same attributes shared, the same ones copied
                        shared = getattr(own, name) is getattr(mine, name)
                        assert (getattr(inline, name) is getattr(mine, name)) is shared, name
                        assert getattr(inline, name) == getattr(mine, name), name
            state.apply_action(bot.step(state))


def test_an_attribute_without_a_row_is_reported():
    assert check_table(PLAYER_FIELDS, Player.__slots__ + ("morale",)) == ["'morale' has no row in the copy table"]
    rows = PLAYER_FIELDS + (Field("gold", Copy.SHARED),)
    assert check_table(rows, Player.__slots__) == ["'gold' has two rows"]
    rows = tuple(f for f in STATE_FIELDS if f.name != "_rng_shared")
    assert check_table(rows, [f.name for f in rows]) == ["'_rng' is the generator but '_rng_shared' has no row"]


def test_a_clone_copies_every_mutable_attribute_and_shares_the_rest():
    state = _mid_game()
    clone = state.clone(random.Random(5))
    for f in STATE_FIELDS:
        mine, theirs = getattr(state, f.name), getattr(clone, f.name)
        if f.copy in MUTABLE:
            assert mine is not theirs and mine == theirs or f.copy is Copy.EACH_COPIED, f.name
        elif f.copy is Copy.SHARED:
            assert mine is theirs, f.name
    assert [p.snapshot() for p in clone.players] == [p.snapshot() for p in state.players]
    assert all(a is not b for a, b in zip(state.players, clone.players, strict=True))
    assert all(a is not b for a, b in zip(state.stack, clone.stack, strict=True))
    assert clone._rng is not state._rng and not clone._rng_shared and not state._rng_shared


def test_a_clone_without_a_generator_shares_it_until_a_draw():
    state = _mid_game()
    clone = state.clone()
    assert clone._rng is state._rng and clone._rng_shared and state._rng_shared
    assert clone.snapshot() == state.snapshot()


def test_a_player_copy_is_independent():
    p = _mid_game().players[0]
    q = p.copy()
    q.soldiers[0] += 1
    q.progress[next(iter(q.progress))] += 1
    q.hand.append("card")
    assert q.soldiers[0] == p.soldiers[0] + 1 and p.hand != q.hand and p.progress != q.progress
    assert q.faction is p.faction and q.board is p.board


def test_rows_sharing_a_key_are_listed_in_table_order():
    p = _mid_game().players[1]
    snap = p.snapshot()
    assert snap["sea"] == [p.sea_gold, p.sea_rations, p.sea_soldiers, p.sea_captains]
    assert snap["pool"] == [p.pool_soldiers, p.pool_captains, p.free_camps, p.field_soldiers, p.lost_camps]
    assert snap["mission"] == [p.mission.id if p.mission else None, p.success, p.mission_pos, p.missions_done]
    assert list(snap) == ["faction", "gold", "rations", "sea", "soldiers", "captains", "camps", "ship", "pool",
                          "raided", "vp", "progress", "mission", "deck", "hand", "discard", "played", "active",
                          "kept", "fields", "eliminated", "played_at"]


def test_the_state_snapshot_keeps_its_keys_in_order():
    assert list(_mid_game().snapshot()) == [
        "year", "season", "start", "active", "players", "tiles", "explored", "token", "pools", "pool_discard",
        "bags", "decks", "event", "flags", "terrors", "rivers", "mods", "used", "stack", "combat", "explo",
        "log", "rng", "terminal", "winners", "result", "reaction_mark", "plays", "turns", "legal"]


def test_the_copy_function_is_written_from_the_rows():
    class Pair:
        pass
    copy = copy_function(Pair, (Field("a", Copy.LIST), Field("b", Copy.SHARED)), "copy")
    pair = Pair()
    pair.a, pair.b = [1, 2], ("x",)
    other = copy(pair)
    assert type(other) is Pair and other.a == [1, 2] and other.a is not pair.a and other.b is pair.b


def test_a_clone_without_history_starts_an_empty_log_and_plays_on_alike():
    state = _mid_game(steps=60)
    full, bare = state.clone(random.Random(5)), state.clone(random.Random(5), history=False)
    assert bare.log == [] and len(full.log) == len(state.log) > 0
    assert {**bare.snapshot(), "log": None} == {**full.snapshot(), "log": None}
    bot_a, bot_b = RandomBot(random.Random(8)), RandomBot(random.Random(8))
    for _ in range(40):
        full.apply_action(bot_a.step(full))
        bare.apply_action(bot_b.step(bare))
    assert not full.is_terminal() and bare.decisions == full.decisions and bare.log == full.log[len(state.log):]
