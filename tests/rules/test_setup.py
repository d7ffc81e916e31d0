"""A game's setup from the adventure's `Opening` (built once per adventure, issue 12) equals the setup
computed from the content for every game: the tiles, piles, decks, players, log and first decision.

`_reference_setup` is the setup as it was computed before the `Opening` (every area, pool tile and
card area worked out again for each game); it stays here only to prove the equality.
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.board import POOL_COLOURS, Tile, pool_tile
from engine.rulesets.isles_of_terror.carry import apply_carry_in
from engine.rulesets.isles_of_terror.player import Player
from engine.rulesets.isles_of_terror.setup import _shuffle, fixed_tile
from engine.rulesets.isles_of_terror.state import State, card_areas
from engine.rulesets.isles_of_terror.terrors import terror_board
from engine.rulesets.isles_of_terror.victory import conditions_by_timing, possible_test
from rules_helpers import ADVENTURES, adventure


def _reference_setup(game) -> State:
    state = State(game, game.default_seed)
    a = game.adventure
    setup = a.setup
    board = game.board
    state.emit("setup", -1, -1, adventure=a.id, digest=a.digest, mode=game.mode, seed=game.default_seed,
               factions=[f.id for f in game.factions])
    for colour in POOL_COLOURS:
        pile = [pool_tile(t) for t in setup.area_tiles.of_colour(colour)]
        state.pools[colour] = pile
        state.pool_discard[colour] = []
        _shuffle(state, pile, f"{colour} area tiles")
    rivers = set()
    for index, area in enumerate(board.areas):
        tile, face_up = None, False
        if area.kind in POOL_COLOURS:
            tile = state.draw_tile(area.kind)
            if tile is None:
                tile = Tile("plain", area.kind, 0, "white", ())
        elif area.kind == "adventure":
            front = area.tile
            value = setup.area_value(game.mode, area.id, front.value if front else 0)  # the mode's setup
            tile = Tile("adventure", None, value, front.value_colour if front else "red",
                        tuple(front.resources) if front else ())
        elif area.kind == "fixed":
            tile, face_up = fixed_tile(area)
            if face_up and tile.kind == "terrain" and tile.card.terrain == "river":
                rivers.add(index)
        state.tile.append(tile)
        state.explored.append(face_up)
        state.token.append(None)
    state.rivers = frozenset(rivers)
    state.laid = card_areas(state.tile)
    state.location_bag = list(setup.location_bag)
    state.terrain_bag = list(setup.terrain_bag)
    _shuffle(state, state.location_bag, "location bag")
    _shuffle(state, state.terrain_bag, "terrain bag")
    state.event_deck = list(setup.event_deck)
    state.explore_deck = list(setup.exploration_deck)
    state.mission_deck = list(setup.mission_deck)
    _shuffle(state, state.event_deck, "event cards")
    _shuffle(state, state.explore_deck, "exploration cards")
    _shuffle(state, state.mission_deck, "mission cards")
    for token in setup.progress_tokens:
        state.token[board.index[tuple(token.at)]] = token.task
    state.terrors = terror_board(game)
    tasks = tuple(t.id for t in a.progress_tasks)
    for seat, faction in enumerate(game.factions):
        p = Player(seat, faction, faction.board(game.mode), game.materials, board.size, tasks)
        p.deck = list(faction.strategy_deck)
        state.players.append(p)
        _shuffle(state, p.deck, f"strategy cards of {faction.id}")
    apply_carry_in(state)
    state.terrors = terror_board(game)
    for p in state.players:
        p.mission = state.mission_deck.pop() if state.mission_deck else None
        state.emit("mission", p.seat, -1, mission=p.mission.id if p.mission else "")
    state.plays = [0] * game.num_players
    state.start = 0
    state.push("game")
    state._advance()
    return state


def _same(game) -> None:
    fast, reference = game.new_initial_state(), _reference_setup(game)
    assert fast.snapshot() == reference.snapshot()
    assert fast.log == reference.log
    assert fast.laid == reference.laid and fast.rivers == reference.rivers
    assert fast.tile == reference.tile  # the tiles themselves (the snapshot shows their card's id)
    assert fast.rng.getstate() == reference.rng.getstate()
    assert fast.legal_actions() == reference.legal_actions()


MODES = [(a, mode) for a in ADVENTURES for mode in ("competitive", "cooperative", "solo") if mode in adventure(a).modes]


@pytest.mark.parametrize("adventure_id,mode", MODES)
def test_the_setup_equals_the_setup_computed_from_the_content(adventure_id, mode):
    adv = adventure(adventure_id)
    for seed in range(8):
        _same(Game(adv, players=1 if mode == "solo" else 3, mode=mode, seed=seed))


def _odd_adventure():
    """drowned-temple with a revealed river on a fixed field and a green pool of two tiles (the other
    green areas get plain tiles): the cases the bundled adventures do not show."""
    adv = adventure("drowned-temple")
    river = next(t for t in adv.setup.terrain_bag if t.terrain == "river")
    areas = list(adv.map.areas)
    index = next(i for i, a in enumerate(areas) if a.kind == "fixed")
    areas[index] = dataclasses.replace(areas[index], fixed=dataclasses.replace(
        areas[index].fixed, kind="terrain", location=None, terrain=river, revealed=True))
    pool = adv.setup.area_tiles
    greens = [t for t in pool.tiles if t.colour == "green"][:1]
    tiles = tuple(dataclasses.replace(t, copies=2) for t in greens) + tuple(t for t in pool.tiles if t.colour != "green")
    setup = dataclasses.replace(adv.setup, area_tiles=dataclasses.replace(pool, tiles=tiles))
    return dataclasses.replace(adv, map=dataclasses.replace(adv.map, areas=tuple(areas)), setup=setup), index


def test_a_revealed_river_and_an_empty_pool_are_set_up_as_the_content_says():
    adv, river = _odd_adventure()
    for seed in range(4):
        game = Game(adv, players=3, seed=seed)
        _same(game)
        state = game.new_initial_state()
        assert state.rivers == frozenset({river})
        greens = [a for a in range(state.board.size) if state.board.kind[a] == "green"]
        assert sum(state.tile[a].kind == "plain" and state.tile[a].value == 0 for a in greens) >= len(greens) - 2


def test_games_dealt_from_one_game_share_the_opening_but_not_its_lists():
    adv = adventure("drowned-temple")
    game = Game(adv, factions=["red-coats", "yoruba", "chasseurs"])
    state, second = game.new_initial_state(1), game.new_initial_state(2)
    assert state.game is second.game is game and (state.seed, second.seed) == (1, 2)
    assert state.snapshot() != second.snapshot()  # dealt apart: the seed is the game's, not the Game's
    state.explored[0] = not state.explored[0]
    state.token[0] = "changed"
    state.pools["green"].clear()
    again = game.new_initial_state(1)
    assert again.snapshot() != state.snapshot()
    assert again.snapshot() == Game(adv, factions=["red-coats", "yoruba", "chasseurs"], seed=1).new_initial_state().snapshot()
    _same(Game(adv, factions=["red-coats", "yoruba", "chasseurs"], seed=1))


def test_a_games_shared_parts_equal_a_recomputation():
    """`heard`, `reacting` (with the rule index) and the victory conditions (per adventure and mode) are
    built once and shared: they equal what the game's own content gives."""
    for adventure_id, mode in MODES:
        adv = adventure(adventure_id)
        for seed in range(6):
            game = Game(adv, players=1 if mode == "solo" else 3, mode=mode, seed=seed)
            missions = {c.success.event for c in adv.setup.mission_deck if c.success is not None}
            assert game.heard == set(game.by_event) | set(game.tasks_by_event) | missions
            assert game.reacting == any(c.timing == "reaction" and c.duration != "combat"
                                        for f in game.factions for c in f.strategy_deck)
            fresh = conditions_by_timing(adv, mode)
            assert {t: [(vc, terms) for vc, terms, _ in v] for t, v in game.victory_at.items()} == \
                   {t: [(vc, terms) for vc, terms, _ in v] for t, v in fresh.items()}
            assert game.immediate == ("immediate" in fresh)
            expected = possible_test(fresh["immediate"]) if "immediate" in fresh and mode == "competitive" else None
            assert (game.immediate_possible is None) == (expected is None)
            if expected is not None:
                state = game.new_initial_state()
                assert game.immediate_possible(state) == expected(state)
            assert game.new_initial_state(seed + 100).game.victory_at is game.victory_at  # one Game, many games
