"""What the Finis Terrae bots see in a position: the worth of a hold, of an island, of ending a move on a
cell, and the storm's threat; read from the state's facade (state.py), shared by the greedy bot and
its quick rollout policy so both play the same priorities (rulesets-next §1.4).

Units are points of the end scoring (model.Scoring), so a coin is worth `1 / coins_per_point` and a
castaway 3: a bot weighs a trade, a port and a risk on one scale. Expected dice are their means:
a sale or a redemption fetches (market + mean trade die) per item, a treasure the mean of two dice.
Nothing here changes the state; nothing draws at random.
"""

from __future__ import annotations

from collections import Counter

from engine.core.placed import neighbour
from engine.core.tiles import manhattan

START_ID = "@start"  # what the board holds on the start island's cells (state.py's START)

SELL_SHARE = 0.7  # of a spice's or token's expected sale: the trip to a port may not happen
REACH = 6  # squares a rival counts as within a move (the white die's best face)
SMALL_BANK = 10  # a bank this small has little to lose by freezing it (turning pirate)
LOADED = 4.0  # a rival's hold worth this many points is worth turning pirate for
LOOT_WIN = 0.45  # chance an explorer attacking wins a fight (no pirate bonus); a pirate's is 1 - this


def mean(faces) -> float:
    faces = tuple(faces)
    return sum(faces) / len(faces) if faces else 0.0


class Appraiser:
    """One position's appraisals (islands and owners computed once: a bot asks many times a decision)."""

    def __init__(self, state) -> None:
        self.state = state
        game = state.game
        self.model = game.adventure
        self.rules = self.model.rules
        self.scoring = self.model.scoring
        self.coin = self.scoring.coins / max(1, self.scoring.coins_per_point)
        self.die = mean(self.model.dice.trade)
        self.market = state.market or self.die
        self._owners: dict = {}
        self._storm: float | None = None

    # -- holds --------------------------------------------------------------------------------
    def cargo_value(self, cargo: str, quantity: int, pirate: bool = False) -> float:
        """Points a compartment is worth to its holder: what it scores kept plus what a sale or
        redemption would add (a pirate cannot trade: only the score)."""
        s = self.scoring
        trade = 0.0 if pirate else SELL_SHARE * (self.market + self.die) * self.coin
        if cargo == "coins":
            return quantity * self.coin
        if cargo == "spice":
            return quantity * (s.spice + trade)
        if cargo in ("castaway", "find"):
            return quantity * (getattr(s, cargo) + trade)
        if cargo == "treasure":
            return quantity * (s.treasure + self.rules.treasure_dice * self.die * self.coin)
        return 0.0

    def hold_value(self, hold, pirate: bool = False) -> float:
        return sum(self.cargo_value(c[0], c[1], pirate) for c in hold if c)

    def seat_hold(self, seat) -> list:
        state = self.state
        return state.galleon_hold if seat == "galleon" else state.holds[seat]

    def free(self, seat) -> int:
        return sum(1 for c in self.seat_hold(seat) if not c)

    # -- islands ------------------------------------------------------------------------------
    def tile_at(self, cell):
        placed = self.state.board.at(cell)
        if placed is None or placed.card == START_ID:
            return None
        return self.model.tile(placed.card)

    def island(self, cell):
        """The kit's region (cells, open land edges) of a land cell, or None."""
        return self.state.sea.region(cell)

    def islands(self) -> list:
        """The islands that score (every land region but the start island's)."""
        board = self.state.board
        return [r for r in self.state.sea.regions() if board.at(r.first).card != START_ID]

    def owners(self, region) -> tuple[int, ...]:
        """The seats with the most ports on an island (all of them on a tie; () without a port)."""
        key = region.first
        found = self._owners.get(key)
        if found is None:
            ports = self.state.ports
            count = Counter(ports[c] for c in region.cells if c in ports)
            top = max(count.values(), default=0)
            found = self._owners[key] = tuple(sorted(s for s, n in count.items() if n == top)) if top else ()
        return found

    def lands(self, region) -> int:
        return len(region.cells)

    # -- the storm ----------------------------------------------------------------------------
    def storm_chance(self) -> float:
        """The share of storm cards in the weather deck still to come (0 when none remain)."""
        if self._storm is None:
            deck = self.state.weather_deck
            storms = sum(1 for card in deck if self.model.weather_card(card).kind == "storm")
            self._storm = storms / len(deck) if deck else 0.0
        return self._storm

    def wreck_share(self, cell, galleon: bool = False) -> float:
        """The share of the wind die's faces that would wreck a ship on `cell`: pushed across land, against
        rocks or off the sea; none in a port (an explorer's) or where a lighthouse island guards the coast."""
        state = self.state
        if cell is None or (not galleon and cell in state.ports):
            return 0.0
        faces = self.model.dice.wind
        bad = 0
        for side in faces:
            mine, theirs = state.sea.facing(cell, side)
            if theirs is None:
                bad += 1
            elif mine == "land" or theirs == "land":
                if not self.lighthouse_near(cell, side):
                    bad += 1
            elif mine == "rock" or theirs == "rock":
                bad += 1
        return bad / len(faces) if faces else 0.0

    def lighthouse_near(self, cell, side) -> bool:
        """Whether the land the wind would push `cell`'s ship against belongs to an island with a lighthouse."""
        for where in (cell, neighbour(cell, side)):
            region = self.island(where)
            if region is not None and any((t := self.tile_at(c)) is not None and t.kind == "lighthouse"
                                          for c in region.cells):
                return True
        return False

    def storm_risk(self, seat, cell) -> float:
        """Expected points lost to a storm before the next move: the wreck's malus and the hold
        beyond the one compartment left behind and the refill."""
        chance = self.storm_chance()
        if not chance:
            return 0.0
        share = self.wreck_share(cell, seat == "galleon")
        if not share:
            return 0.0
        if seat == "galleon":
            return chance * share * 0.5 * self.hold_value(self.state.galleon_hold, True)
        lost = max(0.0, self.hold_value(self.state.holds[seat], self.state.pirate[seat]) - self.rules.wreck_refill * self.coin)
        return chance * share * (self.scoring.malus + lost)

    # -- ports and exploration ----------------------------------------------------------------
    def foundable(self, seat: int, cell) -> int:
        """The coins a port on `cell` would cost `seat` now (0: it cannot found one there)."""
        state = self.state
        if state.pirate[seat] or cell in state.ports:
            return 0
        tile = self.tile_at(cell)
        if tile is None or not tile.beach:
            return 0
        region = self.island(cell)
        if region is None:
            return 0
        if any(state.ports[c] != seat for c in region.cells if c in state.ports):
            return 0
        cost = self.rules.port_cost * self.lands(region)
        coins = sum(c[1] for c in state.holds[seat] if c and c[0] == "coins")
        return cost if coins >= cost else 0

    def exploration_gain(self, seat: int, cell) -> float:
        """Points the exploration items would gain with one more port of `seat` on `cell`."""
        s = self.scoring
        cx, cy = self.model.start.centre
        homes = set(self.state.home)
        mine = [c for c, owner in self.state.ports.items() if owner == seat and c not in homes]

        def items(cells) -> float:
            north = any(y < cy for _, y in cells)
            south = any(y > cy for _, y in cells)
            west = any(x < cx for x, _ in cells)
            east = any(x > cx for x, _ in cells)
            quads = {(x > cx, y > cy) for x, y in cells if x != cx and y != cy}
            return s.hemispheres * (north and south) + s.east_west * (west and east) + s.quadrants * (len(quads) == 4)

        gain = items([*mine, cell]) - items(mine)
        furthest = max((manhattan(c, (cx, cy)) for c in self.state.ports if c not in homes), default=0)
        if manhattan(cell, (cx, cy)) > furthest:
            gain += s.furthest_port * 0.5  # it may be outdone before the end
        return gain + 0.25 * len(quads_left(mine, cell, (cx, cy)))

    def port_value(self, seat: int, cell) -> float:
        """What founding a port on `cell` is worth to `seat` (0 when it cannot): the island's land and
        completeness if it becomes the seat's, the exploration items, less the coins it costs."""
        cost = self.foundable(seat, cell)
        if not cost:
            return 0.0
        region = self.island(cell)
        owners = self.owners(region)
        lands = self.lands(region)
        island = 0.0 if seat in owners else lands * self.scoring.land + (self.scoring.complete_island
                                                                         if region.complete else 0.6 * len(region.open))
        return island + self.exploration_gain(seat, cell) + 1.0 - cost * self.coin

    # -- where a move ends --------------------------------------------------------------------
    def destination(self, seat, cell) -> float:
        """What ending a move on `cell` is worth to `seat` ("galleon": its controller acting for it),
        before its next move: tokens and cargo to pick up, a port to found, trades in a port, a fight,
        less the storm's risk there."""
        state = self.state
        galleon = seat == "galleon"
        pirate = True if galleon else state.pirate[seat]
        value = 0.0
        free = self.free(seat)
        token = state.tokens.get(cell)
        if token and free:
            value += self.cargo_value(token, 1, pirate)
        for cargo, quantity in state.dropped.get(cell, ()):
            if free:
                value += self.cargo_value(cargo, quantity, pirate)
                free -= 1
        if not galleon:
            value += max(0.0, self.port_value(seat, cell))
            value += self.trade_value(seat, cell)
        value += self.fight_value(seat, cell)
        return value - self.storm_risk(seat, cell)

    def trade_value(self, seat: int, cell) -> float:
        """Selling spices in a rival's port and redeeming castaways and finds in any port, at the day's
        market (the score kept; the coins gained)."""
        state = self.state
        owner = state.ports.get(cell)
        if owner is None or state.pirate[seat]:
            return 0.0
        price = (self.market + self.die) * self.coin
        value = 0.0
        limit = self.trade_limit(cell)
        for c in state.holds[seat]:
            if not c:
                continue
            if c[0] in ("castaway", "find"):
                value += (1 - SELL_SHARE) * price * c[1]
            elif c[0] == "spice" and owner != seat and state.spices is not None:
                value += (1 - SELL_SHARE) * price * min(c[1], limit)
        if owner == seat and self.market <= self.die and state.spices:
            coins = sum(c[1] for c in state.holds[seat] if c and c[0] == "coins")
            value += 0.3 * min(limit, coins // max(1, int(self.market)))
        return value

    def trade_limit(self, cell) -> int:
        placed = self.state.board.at(cell)
        if placed is not None and placed.card == START_ID:
            return self.model.start.trade_lands
        region = self.island(cell)
        return self.lands(region) if region is not None else 1

    def fight_value(self, seat, cell) -> float:
        """A fight the move would start: the best compartment won at the odds, less the own best lost
        (an empty hold loses the ship: the malus)."""
        state = self.state
        pirate = seat == "galleon" or state.pirate[seat]
        targets = []
        for other, at in enumerate(state.ships):
            if other == seat or at != cell:
                continue
            if pirate or state.pirate[other]:
                targets.append(state.holds[other])
        if not pirate and state.galleon == cell:
            targets.append(state.galleon_hold)
        if not targets:
            return 0.0
        win = 1 - LOOT_WIN if pirate else LOOT_WIN
        mine = self.seat_hold(seat)
        best_mine = max((self.cargo_value(c[0], c[1], pirate) for c in mine if c), default=None)
        lose = self.scoring.malus if best_mine is None else best_mine
        gain = max(max((self.cargo_value(c[0], c[1], pirate) for c in hold if c), default=0.0) for hold in targets)
        if seat == "galleon":
            return gain  # the galleon's loot is nobody's: its controller plays it against the others
        return win * gain - (1 - win) * lose


def wants_pirate(state, seat: int, ap: Appraiser, reach) -> bool:
    """Turn pirate when a loaded rival explorer stands on a cell this move reaches (`reach`: the move's
    destinations) and the own bank, frozen under the black flag, is small."""
    if state.pirate[seat] or state.bank[seat] > SMALL_BANK or state.ships[seat] is None:
        return False
    return any(at in reach and ap.hold_value(state.holds[other]) >= LOADED
               for other, at in enumerate(state.ships)
               if other != seat and at is not None and not state.pirate[other])


def quads_left(mine, cell, centre) -> set:
    """The quadrants a port on `cell` adds to those of `mine` (none on an axis)."""
    cx, cy = centre
    have = {(x > cx, y > cy) for x, y in mine if x != cx and y != cy}
    x, y = cell
    if x == cx or y == cy:
        return set()
    return {(x > cx, y > cy)} - have
