"""Setting a game up (the rulebook's set-up, steps 1-20): every chance outcome from the state's
generator, in this order (each pile is put in catalogue order first, so content's listing order never
changes a deal: `engine.core.deck.shuffled`).

1. The castaways: the scenario's fixed `seats`, else drawn (one `shuffled`) from the small-game
   characters at 1 and 2 players (`small_game_characters`, all castaways when it names none) or from
   every castaway. Friday plays at the counts `scenario.friday` names, the dog at `scenario.dog`
   (the rulebook: Friday at 2, Friday and the dog solo). Seat 0 is the first player (the rulebook's
   "youngest player": the seats are in no age order, so the first seat).
2. The inventions: the `starting` ones lie on the board; `board_inventions` more are drawn from the
   shuffled rest (personal and scenario inventions excepted), the others form the face-up invention
   deck in their shuffled order. The playing castaways' personal inventions and the scenario's
   inventions are buildable from the start (`board_inventions` lists them too).
3. The three adventure decks (one shuffle each, in `ACTION_DICE` order), the beast deck, the mystery
   deck, the island tile stack (the start tile excepted), the starting items (`starting_items` of the
   shuffled ones, two uses each), the discovery stack (the discoveries and the scenario's special
   ones, each `count` times).
4. The event deck: the book-icon cards and the adventure-icon cards are shuffled apart; `event_book`
   and `event_adventure` (default ceil(rounds / 2) each) are taken from their tops and shuffled
   together. The wreckage card lies on the rightmost threat space.
"""

from __future__ import annotations

from engine.core.deck import shuffled
from engine.core.windows import UseLog

from .model import ACTION_DICE, LEVELS, RESOURCES
from .people import Person
from .tell import event


def _expand(cards) -> list[str]:
    return [c.id for c in cards for _ in range(max(1, c.count))]


def castaways(state) -> list[str]:
    """The castaway of each seat: the scenario's fixed seats, else drawn from the seed; a game built for
    a deal (`Game.dealt`: `Ruleset.seating` of this seed, a saved game's) still draws, so the rest of
    the set-up deals the same cards."""
    game = state.game
    if game.scenario.seats:
        return list(game.scenario.seats[:game.num_players])
    drawn = draw(game, state.rng)
    return list(game.dealt) if game.dealt else drawn


def draw(game, rng) -> list[str]:
    """The castaways a game draws with `rng` (the set-up's first draw: `Ruleset.seating` replays it)."""
    scenario = game.scenario
    n = game.num_players
    if scenario.seats:
        return list(scenario.seats[:n])
    pool = list(game.castaways)
    if n <= 2 and scenario.small_game_characters:
        pool = [c for c in scenario.small_game_characters if c in game.characters] or pool
    if len(pool) < n:
        pool = list(game.castaways)
    return shuffled(pool, rng)[:n]


def event_deck(state) -> list[str]:
    game = state.game
    scenario = game.scenario
    half = -(-scenario.rounds // 2)
    books = shuffled(_expand(c for c in scenario.events if c.icon == "book"), state.rng)
    others = shuffled(_expand(c for c in scenario.events if c.icon != "book"), state.rng)
    take = books[len(books) - min(len(books), scenario.event_book or half):] + \
        others[len(others) - min(len(others), scenario.event_adventure or half):]
    return shuffled(take, state.rng)


def deal(state) -> None:
    game = state.game
    scenario = game.scenario
    island = game.island
    rng = state.rng
    n = game.num_players
    chosen = castaways(state)
    people = [Person(c, seat) for seat, c in enumerate(chosen)]
    for helper, counts in (("friday", scenario.friday), ("dog", scenario.dog)):
        if n in counts and helper in game.helpers:
            people.append(Person(game.helpers[helper], -1))
    state.people = people
    state.first = 0
    state.round = 0
    state.phase = "setup"
    state.morale = 0
    state.levels = {level: 0 for level in LEVELS}
    state.shelter = False
    state.camp = island.start_space
    start = scenario.start_tile or next((t.id for t in island.tiles if t.number == 8), island.tiles[0].id)
    state.tiles = {island.start_space: start}
    state.inaccessible = set()
    state.exhausted = set()
    state.available = {r: 0 for r in RESOURCES}
    state.future = {r: 0 for r in RESOURCES}
    state.discoveries = []
    state.future_discoveries = []
    state.items = {}
    state.future_items = []
    personal = set(game.personal)
    special = set(game.scenario_inventions)
    starting = [c.id for c in scenario.inventions if c.starting and c.id not in personal]
    rest = shuffled([c.id for c in scenario.inventions if not c.starting and c.id not in personal and c.id not in special], rng)
    drawn = rest[len(rest) - min(len(rest), scenario.board_inventions):]
    own = [game.characters[p.character].invention for p in people if p.seat >= 0 and game.characters[p.character].invention]
    state.board_inventions = starting + drawn[::-1] + [i for i in own if i in game.inventions] + list(game.scenario_inventions)
    state.invention_deck = rest[:len(rest) - len(drawn)]
    state.adventure_decks = {deck: shuffled(_expand(c for c in scenario.adventures if c.deck == deck), rng)
                             for deck in ACTION_DICE}
    state.beast_deck = shuffled(_expand(scenario.beasts), rng)
    state.hunt_deck = []
    state.mystery_deck = shuffled(_expand(scenario.mysteries), rng)
    state.tile_stack = shuffled([t.id for t in island.tiles if t.id != start], rng)
    items = shuffled([c.id for c in scenario.items], rng)
    state.starting_items = {i: game.items[i].uses for i in items[len(items) - min(len(items), scenario.starting_items):]}
    state.discovery_stack = shuffled(_expand((*scenario.discoveries, *scenario.special_discoveries)), rng)
    state.treasures = []
    state.event_deck = event_deck(state)
    state.discards = {pile: [] for pile in ("event", *ACTION_DICE, "mystery", "beast", "invention", "discovery")}
    state.threat = [None] * island.threat_slots
    state.threat[-1] = scenario.wreckage.id
    state.tokens = set()
    state.weather_tokens = {"rain": 0, "winter": 0, "storm": 0, "animals": 0}
    state.mods = {}
    state.pawns = []
    state.plan = []
    state.apart = set()
    state.tracks = {t.id: t.start for t in scenario.tracks}
    state.uses = UseLog()
    event(state, "setup", -1, characters=[p.character for p in people], players=n, first=state.first,
          items=sorted(state.starting_items), inventions=list(state.board_inventions), events=len(state.event_deck),
          start=start)
    state.todo = [("round",)]
