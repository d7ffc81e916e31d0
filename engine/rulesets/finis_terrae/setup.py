"""Setting a game up (the rulebook's set-up): every chance outcome from the state's generator, in
this order.

1. Each seat rolls the red die (one `rng.random()` each, in seat order; the tied highest roll again):
   the highest is the first player and holds the EST card.
2. The tile stack for the player count (`model.tile_stack`: the box less that count's removals and
   the opening's tiles) is shuffled (one `rng.shuffle`, catalogue order first).
3. The weather deck: day 1's card (`model.first_weather`) lies face up, the finale card is set
   aside, the other cards are shuffled (one `rng.shuffle`, catalogue order first) and the top
   `rules.weather_removed` leave unseen (`weather_out`); the finale goes in with `finale_depth - 1`
   cards below it (third from the bottom by default).
4. The start island is laid (its cells hold `START`), then the opening's tiles with their tokens;
   a den among them brings the galleon, and the first player takes the red flag (our reading: the
   rulebook gives it to the den's layer, and an opening's den has none).
5. The galleon's hold is empty: it enters the sea on the first pirate den laid, with
   `rules.galleon_coins` from the coffer in `rules.galleon_loaded` equal compartments (sea.py).

Then the decisions of the set-up go on the queue: the first player's home port is on
`start.first_port`; each other seat, in turn order, chooses a free coastal start cell ("port", x, y);
then each seat, in turn order, chooses how many of its start coins go into its hold ("load", n), the
rest banked. Ships start at their home ports.
"""

from __future__ import annotations

from .holds import load
from .sea import event, lay, lay_start, new_sea


class Tally(dict):
    """The counters the report reads (`State.stats`): numbers and lists of numbers, copied a level deep."""

    def copy(self) -> Tally:
        return Tally({k: (v.copy() if v.__class__ is list else v) for k, v in self.items()})


def roll_first(state) -> int:
    n = state.game.num_players
    die = state.game.trade_die
    rolling = list(range(n))
    while True:
        rolls = {seat: die.roll(state.rng) for seat in rolling}
        best = max(rolls.values())
        rolling = [s for s in rolling if rolls[s] == best]
        if len(rolling) == 1:
            return rolling[0]


def weather_deck(state) -> None:
    game = state.game
    model = game.adventure
    rules = game.rules
    cards = model.weather_cards()
    state.weather = game.first_weather
    if game.first_weather in cards:
        cards.remove(game.first_weather)
    if game.finale in cards:
        cards.remove(game.finale)
    order = game.weather_order
    cards.sort(key=order.__getitem__)
    state.rng.shuffle(cards)
    out = min(rules.weather_removed, len(cards))
    state.weather_out = cards[len(cards) - out:] if out else []
    del cards[len(cards) - out:]
    if game.finale:
        cards.insert(min(max(0, rules.finale_depth - 1), len(cards)), game.finale)
    state.weather_deck = cards


def new_stats(n: int) -> Tally:
    return Tally(storms=0, wrecks=[0] * n, galleon_wrecks=0, sinkings=0, ports_founded=[0] * n, unplaceable=0,
                 tiles_laid=0, market_by_day=[], spices_bought=0, spices_sold=0, sale_prices=[], fights=0,
                 pirate_turns=0, tolls=0, days=0)


def deal(state) -> None:
    game = state.game
    model = game.adventure
    rules = game.rules
    n = game.num_players
    state.first = roll_first(state)
    stack = model.tile_stack(n)
    stack.sort(key=game.tile_order.__getitem__)
    state.rng.shuffle(stack)
    state.stack = stack
    state.weather_out = []
    weather_deck(state)
    state.finale_seen = 0
    state.sea = new_sea(game)
    state.stats = new_stats(n)
    state.tokens = {}
    state.token_supply = {token: model.token_supply(token) for token in ("treasure", "find", "castaway")}
    state.galleon = None
    state.jolly = None
    state.galleon_hold = [None] * rules.hold_compartments
    state.coffer = 0
    lay_start(state)
    for opening in model.opening:
        lay(state, -1, opening.cell, opening.tile, opening.rotation)
    if state.galleon is not None and state.jolly is None:  # an opening's den: nobody laid it
        state.jolly = state.first
        event(state, "red-flag", state.first, state.galleon, reason="setup")
    state.stats["tiles_laid"] = 0  # counts the tiles laid in play
    state.holds = [[None] * rules.hold_compartments for _ in range(n)]
    state.bank = [rules.start_coins] * n  # the start coins; ("load", n) puts n of them aboard
    state.pirate = [False] * n
    state.ports = {}
    state.home = [None] * n
    state.ships = [None] * n
    state.founded_at = {}
    state.dropped = {}
    state.kept = [{"castaway": 0, "find": 0, "treasure": 0, "spice": 0} for _ in range(n)]
    state.bonus = [0] * n
    state.malus = [0] * n
    state.spices = rules.spices
    state.drawn = []
    state.discarded = []
    state.day = 0
    state.move_die = None
    state.own_die = None
    state.market = None
    state.turn_of = state.first
    state.moves_left = 0
    state.turn_over = False
    state.moves = 0
    state.turns = 0
    state.east = [0] * n
    first_port = model.start.first_port
    if first_port not in game.coastal:
        first_port = game.coastal[0]
    event(state, "setup", state.first, None, stack=len(stack), weather=state.weather,
          deck=len(state.weather_deck), players=n)
    home(state, state.first, first_port)
    order = state.order_seats()
    state.todo = [("home", seat) for seat in order[1:]] + [("load", seat) for seat in order] + [("day",)]


def home(state, seat: int, cell) -> None:
    """The seat's home port on a coastal start cell; its ship starts there."""
    state.home[seat] = cell
    state.ports[cell] = seat
    state.ships[seat] = cell
    event(state, "home", seat, cell)


def free_coast(state) -> list:
    return [cell for cell in state.game.coastal if cell not in state.ports]


def load_coins(state, seat: int, coins: int) -> None:
    """`coins` of the seat's start coins into an empty compartment, the rest banked."""
    if coins:
        load(state.holds[seat], "coins", coins)
    state.bank[seat] -= coins
    event(state, "load", seat, None, hold=coins, bank=state.bank[seat])
