"""Finis Terrae's printable sheet: the scenario sheet, then the tiles, weather cards and scoring cards to cut out.

The first page says what the sea is (players, the start island, what the stack holds for the chosen
player count) above a sample sea laid from that stack (seed 1); the words go on with the setup, the
rules and economy of this sea in words, and the scoring table. Then the print-and-play pages
(`editor.export.card_pages`, cut marks at every corner): every tile in play for the player count, as
many copies as it has (50 mm squares, twelve to a page), the weather deck's cards (each copy), and the
scoring table as a reference card, one for each explorer. Everything is written from the resolved
model (`model.FinisAdventure`), so a variant's numbers are the ones printed.
"""

from __future__ import annotations

from html import escape

from editor.export import card_pages
from editor.export.map_image import PlacedPicture
from editor.export.sheet import Part
from engine.rulesets.finis_terrae import model

from . import sample_sea, scoring_card, tile_data, tile_face, weather_face
from .sea_painter import board_painter, drawn_board

TILE_SIZE = (tile_face.SIZE, tile_face.SIZE)


# -- the sample sea on the first page ----------------------------------------------------------------
class SampleSeaPicture(PlacedPicture):
    """A sea laid from the adventure's stack for `players` (seed 1, every tile) with a north arrow beside
    it: what a game's sea may grow into, on the sheet's first page and as Export Map Image's picture (the
    sea has no fixed map to export)."""

    SCALE = 1.0  # points per unit of the kit's board (a tile 60 pt across)

    def __init__(self, adventure: model.FinisAdventure, players: int, seed: int = 1) -> None:
        self.sample = sample_sea.of_adventure(adventure, players, seed)
        self.board = drawn_board(self.sample)
        self.painter = board_painter(self.sample, {t.id: t for t in adventure.tiles})
        super().__init__(self.board, self.painter, self.sample.start)


# -- the print-and-play pages ----------------------------------------------------------------------------
def tiles_in_play(adventure: model.FinisAdventure, players: int) -> list[dict]:
    """Every tile in play for `players`, each copy once, in catalogue order (as the faces draw them)."""
    return [tile_data.tile_data(t) for t in adventure.tiles for _ in range(max(0, t.count_for(players)))]


def weather_copies(adventure: model.FinisAdventure) -> list[dict]:
    return [tile_data.weather_data(w) for w in adventure.weather for _ in range(w.count)]


def print_pages(adventure: model.FinisAdventure, players: int) -> tuple:
    tiles = card_pages.pages(tiles_in_play(adventure, players), TILE_SIZE,
                             lambda painter, tile: tile_face.paint(painter, tile, editing=False))
    weather = card_pages.pages(weather_copies(adventure), weather_face.SIZE,
                               lambda painter, card: weather_face.paint(painter, card, editing=False))
    scoring = card_pages.pages([adventure.scoring] * players, scoring_card.SIZE,
                               lambda painter, table: scoring_card.paint(painter, table, adventure.title))
    return (*tiles, *weather, *scoring)


# -- the words -------------------------------------------------------------------------------------------------
def _players(counts) -> str:
    counts = sorted(counts)
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def setup_words(adventure: model.FinisAdventure, players: int) -> list[str]:
    rules, start = adventure.rules, adventure.start
    first = adventure.first_weather()
    return [
        f"{start.title}: {_plural(len(start.cells), 'land cell')} around the centre {tuple(start.centre)}; the first "
        f"player's home port stands at {tuple(start.first_port)}, the others on its other coastal cells.",
        f"Each explorer starts with {rules.start_coins} coins, loaded into the hold ({rules.hold_compartments} "
        "compartments, one kind of cargo each) or banked.",
        f"The pirate galleon starts with {rules.galleon_coins} coins in {rules.galleon_loaded} compartments.",
        f"The tile stack: {len(adventure.tile_stack(players))} tiles for {players} players, shuffled"
        + (f"; {_plural(len(adventure.opening), 'tile')} lie from the start" if adventure.opening else "") + ".",
        f"The weather deck: {len(adventure.weather_cards())} cards; day 1 shows {first.title if first else 'a sunny card'}; "
        f"{rules.weather_removed} go back in the box unseen; the finale lies {rules.finale_depth} from the bottom.",
    ]


def rules_words(adventure: model.FinisAdventure) -> list[str]:
    rules, dice = adventure.rules, adventure.dice
    return [
        f"Each day every explorer draws and lays {rules.tiles_per_turn} tiles, sea to sea and land to land, touching the "
        f"sea, within {rules.placement_distance} squares of a rival's ship or port; a tile that fits nowhere is discarded.",
        f"The move die shows {', '.join(map(str, dice.move))}: a move goes up to that many squares, at least one; the "
        f"wind die shows {', '.join(dice.wind)}.",
        f"A port costs {rules.port_cost} coins per land tile of its island; each explorer has {rules.ports_per_player} "
        "ports, the home port included.",
        f"Passing a pirate den costs {rules.den_toll} coins; a pirate turns back into an explorer for "
        f"{rules.pirate_exit_fee} coins at a port of the start island; a pirate adds {rules.pirate_bonus} to a fight "
        f"({rules.combat_dice} dice each).",
        f"A wrecked or sunk ship gets {rules.wreck_refill} coins back in its hold and a malus token.",
        f"The supply: {rules.spices} spices, {rules.treasures} treasures, {rules.finds} finds, {rules.castaways} "
        f"castaways, {rules.bonus_tokens} bonus and {rules.malus_tokens} malus tokens.",
        f"Buying or selling on the start island counts as an island of {adventure.start.trade_lands} land tiles.",
    ]


def tiles_table(adventure: model.FinisAdventure, players: int) -> str:
    parts = ["<table cellpadding='2' cellspacing='0' border='1' style='border-color:#c9b99a'>",
             f"<tr><th align='left'>Tile</th><th align='left'>Kind</th><th align='right'>In the box</th>"
             f"<th align='right'>For {players} players</th></tr>"]
    for tile in adventure.tiles:
        kind = tile_face.KIND_WORDS.get(tile.kind, tile.kind) + (f", {tile_face.SHAPE_WORDS[tile.shape]}" if tile.shape else "")
        parts.append(f"<tr><td>{escape(tile.title)}</td><td>{escape(kind)}</td><td align='right'>{tile.count}</td>"
                     f"<td align='right'>{tile.count_for(players)}</td></tr>")
    parts.append("</table>")
    return "".join(parts)


def cover_html(adventure: model.FinisAdventure, players: int) -> str:
    parts = [f"<h1>{escape(adventure.title)}</h1>"]
    if adventure.author:
        parts.append(f"<p><i>by {escape(adventure.author)}</i> · version {escape(adventure.version)}</p>")
    if adventure.background:
        parts.append(f"<p>{escape(adventure.background)}</p>")
    stack = len(adventure.tile_stack(players))
    parts.append(f"<p><b>Players:</b> {_players(adventure.player_counts)} (this sheet: {players}). "
                 f"<b>Mode:</b> competitive (the pirate galleon is no one's seat). <b>Tiles:</b> {stack} of the "
                 f"{sum(t.count for t in adventure.tiles)} in the box; <b>weather:</b> "
                 f"{len(adventure.weather_cards())} cards.</p>")
    parts.append(f"<p><b>A sample sea</b> laid from the stack for {players} players (seed 1), every tile where its edges "
                 "match its neighbours: the start island is outlined in blue.</p>")
    return "".join(parts)


def body_html(adventure: model.FinisAdventure, players: int) -> str:
    parts = ["<h2>Setup</h2><ul>", *(f"<li>{escape(line)}</li>" for line in setup_words(adventure, players)), "</ul>",
             "<h2>Rules of this sea</h2><ul>", *(f"<li>{escape(line)}</li>" for line in rules_words(adventure)), "</ul>",
             "<h2>Scoring</h2>", scoring_card.table_html(adventure.scoring),
             "<h2>The tiles</h2>", tiles_table(adventure, players),
             "<h2>To cut out</h2><p>The following pages hold every tile in play for "
             f"{players} players at its printed size ({tile_face.SIZE:.0f} mm square), the weather cards and a scoring "
             "card for each explorer: cut along the marks at each corner. All are one-sided.</p>"]
    return "".join(parts)


def adventure_part(printable, players: int, mode: str | None) -> Part:
    adventure = printable.adventure
    return Part(adventure.title, cover_html(adventure, players), SampleSeaPicture(adventure, players),
                body_html(adventure, players), print_pages(adventure, players))
