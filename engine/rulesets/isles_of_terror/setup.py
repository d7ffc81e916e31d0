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


class Opening:
    """What every game of an adventure starts with before the first shuffle: built once per adventure
    (the `Game` holds it) from the content, which is frozen, and copied into each game's state.

    `pools`: each pool colour's tiles in file order (shuffled per game); `tile`, `explored`, `token`:
    the areas before the pool tiles are dealt (None where a pool tile goes); `deal`: the areas that
    get the top tile of their colour's pool, in area order; `rivers` and `laid` (no pool tile carries
    a card, so they are known before the deal); `tasks`: the progress tasks' ids."""

    __slots__ = ("pools", "pile_names", "tile", "explored", "token", "deal", "rivers", "laid", "tasks")

    def __init__(self, adventure, board, mode: str = "competitive") -> None:
        setup = adventure.setup
        self.pools = {colour: tuple(pool_tile(t) for t in setup.area_tiles.of_colour(colour))
                      for colour in POOL_COLOURS}
        self.pile_names = {colour: f"{colour} area tiles" for colour in POOL_COLOURS}
        tiles, explored, deal, rivers = [], [], [], set()
        for index, area in enumerate(board.areas):
            tile, face_up = None, False
            if area.kind in POOL_COLOURS:
                deal.append((index, area.kind))
            elif area.kind == "adventure":
                front = area.tile
                value = setup.area_value(mode, area.id, front.value if front else 0)  # the mode's own where it has one
                tile = Tile("adventure", None, value, front.value_colour if front else "red",
                            tuple(front.resources) if front else ())
            elif area.kind == "fixed":
                tile, face_up = fixed_tile(area)
                if face_up and tile.kind == "terrain" and tile.card.terrain == "river":
                    rivers.add(index)
            tiles.append(tile)
            explored.append(face_up)
        token = [None] * board.size
        for progress in setup.progress_tokens:
            token[board.index[tuple(progress.at)]] = progress.task
        self.tile = tuple(tiles)
        self.explored = tuple(explored)
        self.token = tuple(token)
        self.deal = tuple(deal)
        self.rivers = frozenset(rivers)
        self.laid = card_areas(tiles)  # shared by the games: `State.lay` replaces it, never changes it
        self.tasks = tuple(t.id for t in adventure.progress_tasks)


def initial_state(game, seed: int) -> State:
    """The game dealt from `seed`, before its first decision."""
    state = State(game, seed)
    a = game.adventure
    setup = a.setup
    opening = game.opening
    state.emit("setup", -1, -1, adventure=a.id, digest=a.digest, mode=game.mode, seed=seed,
               factions=[f.id for f in game.factions])
    # 1. the isle
    pools, pool_discard = state.pools, state.pool_discard
    for colour, tiles in opening.pools.items():
        pile = list(tiles)
        pools[colour] = pile
        pool_discard[colour] = []
        _shuffle(state, pile, opening.pile_names[colour])
    tile = list(opening.tile)
    for index, colour in opening.deal:  # the discard piles are empty: an empty pool leaves a plain tile
        pile = pools[colour]
        tile[index] = pile.pop() if pile else Tile("plain", colour, 0, "white", ())
    state.tile = tile
    state.explored = list(opening.explored)
    state.token = list(opening.token)
    state.rivers = opening.rivers
    state.laid = opening.laid
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
    state.terrors = terror_board(game)  # cooperative and solo: the terror board (terrors.py)
    # 3. players
    tasks = opening.tasks
    for seat, faction in enumerate(game.factions):
        p = Player(seat, faction, faction.board(game.mode), game.materials, game.board.size, tasks)
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
