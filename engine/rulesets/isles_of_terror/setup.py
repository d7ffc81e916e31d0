"""Setting up a game from the adventure (rulebook pp. 6-7 and the adventure's setup).

In this order, every shuffle drawn from the state's RNG and logged:

1. the area-tile pool is sorted by colour and each colour shuffled face down; every green,
   yellow and red field of the map gets the top tile of its colour; sea fields start as
   unexplored sea areas; adventure areas show their printed tile; fixed tiles are laid as the
   map says (face up if `revealed`: a revealed terrain counts as explored);
2. the location and terrain bags, the event deck, the exploration deck and the mission deck
   are shuffled; progress tokens are laid on their areas;
3. each player (seat order) gets their faction's board (the cooperative side in cooperative and
   solo play; the terror board too, terrors.py), the figures and starting resources for the
   player count (ship on the sea card, the rest in the pool), their strategy
   deck shuffled, what a campaign carries over from earlier chapters (carry.py), and one
   mission card;
4. the first season starts with seat 0 as starting player ("the oldest and most experienced
   player"), and the adventure's first event.
"""

from __future__ import annotations

from .board import POOL_COLOURS, Tile, card_tile, pool_tile
from .carry import apply_carry_in
from .player import Player
from .state import State, card_areas
from .terrors import terror_board


def _shuffle(state: State, pile: list, name: str) -> None:
    state.rng.shuffle(pile)
    state.emit("shuffle", -1, -1, pile=name, size=len(pile))


def fixed_tile(area) -> tuple[Tile, bool]:
    """The tile a fixed field starts with, and whether it starts face up."""
    fixed = area.fixed
    colour = fixed.colour
    if fixed.kind == "location" and fixed.location is not None:
        return card_tile("location", colour, fixed.location), fixed.revealed
    if fixed.kind == "terrain" and fixed.terrain is not None:
        return card_tile("terrain", colour, fixed.terrain), fixed.revealed
    front = area.tile
    if front is None:
        return Tile(fixed.kind, colour, 0, "white", ()), fixed.revealed
    return Tile(fixed.kind, colour, front.value, front.value_colour, tuple(front.resources)), fixed.revealed


def initial_state(game) -> State:
    state = State(game)
    a = game.adventure
    setup = a.setup
    board = game.board
    state.emit("setup", -1, -1, adventure=a.id, digest=a.digest, mode=game.mode, seed=game.seed,
               factions=[f.id for f in game.factions])
    # 1. the isle
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
            tile = Tile("adventure", None, front.value if front else 0, front.value_colour if front else "red",
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
    # 2. bags, decks, progress tokens
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
    state.terrors = terror_board(game)  # cooperative and solo: the terror board (terrors.py)
    # 3. players
    tasks = tuple(t.id for t in a.progress_tasks)
    for seat, faction in enumerate(game.factions):
        p = Player(seat, faction, faction.board(game.mode), game.materials, board.size, tasks)
        p.deck = list(faction.strategy_deck)
        state.players.append(p)
        _shuffle(state, p.deck, f"strategy cards of {faction.id}")
    apply_carry_in(state)  # a campaign chapter: what earlier chapters carry over (carry.py)
    state.terrors = terror_board(game)  # cooperative and solo: the terror board (terrors.py)
    for p in state.players:
        p.mission = state.mission_deck.pop() if state.mission_deck else None
        state.emit("mission", p.seat, -1, mission=p.mission.id if p.mission else "")
    # 4. the first season
    state.plays = [0] * game.num_players
    state.start = 0
    state.push("game")
    state._advance()
    return state
