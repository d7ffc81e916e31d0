"""Haze Islands' printable sheet: the adventure sheet, then its cards as print-and-play pages.

The first page says what the adventure is (modes, players, its rules' numbers in words, titles, what
the decks hold) above a sample board dealt from its map deck; then every card at its printed size
(`cards.SIZE`, 60 mm square), eight to a page with cut marks at each card's corners, laid out by the
kit (`editor.export.card_pages`) as every game's cards are. Cards with two faces (adventure cards: their
tale and their sea; Doom cards: their two sides) print their second faces on the page after, mirrored
left to right and starting on the front of a sheet (`card_pages.duplex_pages`), so a duplex print
(flipped on the long edge) puts each back behind its front.
"""

from __future__ import annotations

from html import escape

from editor.export import card_pages
from editor.export.map_image import PlacedPicture
from editor.export.sheet import DrawnPage, Part
from engine.rulesets.haze_islands import model

from . import map_face, sample_deal, tale_faces
from .cards import SIZE
from .sample_board import card_painter

MODE_WORDS = {"friendly": "friendly (ships are never attacked)", "competitive": "competitive",
              "solo": "solo", "cooperative": "cooperative"}


# -- the model as the plain data the faces draw ---------------------------------------------------
def _edge(edge: model.Edge) -> dict:
    return {"diamonds": edge.diamonds, "colour": edge.colour, "triangle": edge.triangle}


def map_card_data(card: model.MapCard) -> dict:
    return {"id": card.id, "title": card.title, "kind": card.kind, "icon": card.icon, "raid": card.raid,
            "edges": {local: _edge(card.edge(local)) for local in model.LOCAL_EDGES},
            "skulls": [c for c, on in zip(model.CORNERS, card.skulls, strict=True) if on]}


def _side(requirement: model.Requirement) -> dict:
    return {"needs": list(requirement.needs), "score": requirement.score}


def adventure_card_data(card: model.AdventureCard) -> dict:
    order = {"kind": card.order.kind, **({"icon": card.order.icon} if card.order.icon else {})}
    return {"id": card.id, "title": card.title, "double": _side(card.double), "single": _side(card.single),
            "order": order, "sea": _edge(card.sea)}


def doom_card_data(card: model.DoomCard) -> dict:
    return {"id": card.id, "title": card.title, "sides": [_side(s) for s in card.sides]}


def deck_data(adventure: model.HazeAdventure) -> dict:
    """The map deck as a map-cards file's plain data (what the sample board deals from)."""
    return {"icons": icons_data(adventure), "cards": [map_card_data(c) for c in adventure.map_cards]}


def icons_data(adventure: model.HazeAdventure) -> list[dict]:
    return [{"id": i.id, "title": i.title, "category": i.category} for i in adventure.icons]


# -- card pages ---------------------------------------------------------------------------------------
def all_card_pages(adventure: model.HazeAdventure) -> tuple[DrawnPage, ...]:
    icons = icons_data(adventure)
    maps = [map_card_data(c) for c in adventure.map_cards]
    tales = [adventure_card_data(c) for c in adventure.adventure_cards]
    dooms = [doom_card_data(c) for c in adventure.doom_cards]
    return (*card_pages.pages(maps, SIZE, lambda p, c: map_face.paint(p, c, icons)),
            *card_pages.duplex_pages(tales, SIZE, lambda p, c: tale_faces.paint_front(p, c, icons, editing=False),
                                     lambda p, c: tale_faces.paint_sea(p, c)),
            *card_pages.duplex_pages(dooms, SIZE, lambda p, c: tale_faces.paint_doom(p, c, 0, icons, editing=False),
                                     lambda p, c: tale_faces.paint_doom(p, c, 1, icons, editing=False)))


# -- the sample board on the first page --------------------------------------------------------------
class SampleBoardPicture(PlacedPicture):
    """A board dealt from the adventure's map deck (seed 1, twelve cards) with a north arrow beside it:
    what a game's map looks like, on the sheet's first page and as Export Map Image's picture (the
    board has no fixed map to export)."""

    SCALE = 2.0  # points per unit of the kit's board (a card 120 pt across)

    def __init__(self, adventure: model.HazeAdventure, seed: int = 1, count: int = 12) -> None:
        self.data = deck_data(adventure)
        self.deal = sample_deal.deal(self.data, seed, count, adventure.rules.held_back)
        super().__init__(self.deal.board, card_painter(self.data), [(0, 0)])


# -- the words --------------------------------------------------------------------------------------
def _players(counts) -> str:
    counts = sorted(counts)
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else str(counts[0])


def rules_words(adventure: model.HazeAdventure, mode: str | None) -> list[str]:
    rules = adventure.rules
    modes = [mode] if mode else list(adventure.modes)
    lines = [
        f"The game lasts {rules.rounds} rounds"
        + (f" ({rules.short_rounds} in the short game for three players, The Doom growing by {rules.short_doom_step} "
           "each round)" if 3 in adventure.player_counts else "") + ".",
        f"The Doom starts with power {rules.doom_start} and grows by {rules.doom_step} at each round's end; in the last "
        f"round's Doom step its power counts as {rules.final_power}.",
        f"Each pirate captain holds at most {rules.hand_limit} map cards and starts with {rules.pirates} pirates.",
        ("The " + " and ".join(map_face.KIND_WORDS.get(k, k) + " cards" for k in rules.held_back)
         + " wait in the discard pile and join the decks from the second round.") if rules.held_back else
        "Every map card is dealt from the first round.",
        f"Attacking a ship costs {rules.attack_cost.count} {'of one' if rules.attack_cost.same else ''} "
        f"{rules.attack_cost.category} icons and deals {rules.attack_damage} damage; hijacking a ship costs "
        f"{rules.hijack_cost.count} {rules.hijack_cost.category} icons.",
        f"A special order, once used, leaves its card worth {rules.used_order_score} in the captain's log.",
    ]
    if "solo" in modes:
        lines.append(f"Solo: defeat The Doom and score at least {rules.solo_icons} icons.")
    if "cooperative" in modes:
        lines.append(f"Cooperative: survive, defeat The Doom and score at least {rules.cooperative_icons} icons together.")
    if rules.short_game:
        lines.append("This adventure plays the short game.")
    if rules.titan:
        lines.append("Titan mode: the time card of a complete action reveals your fate first.")
    return lines


def cover_html(adventure: model.HazeAdventure, players: int, mode: str | None) -> str:
    modes = [mode] if mode else list(adventure.modes)
    kinds = {k: sum(1 for c in adventure.map_cards if c.kind == k) for k in model.CARD_KINDS}
    icons = {cat: [i.title for i in adventure.icons if i.category == cat] for cat in model.CATEGORIES}
    parts = [f"<h1>{escape(adventure.title)}</h1>"]
    if adventure.author:
        parts.append(f"<p><i>by {escape(adventure.author)}</i> · version {escape(adventure.version)}</p>")
    if adventure.background:
        parts.append(f"<p>{escape(adventure.background)}</p>")
    parts.append(f"<p><b>Players:</b> {_players(adventure.player_counts)} (this sheet: {players}). "
                 f"<b>Mode{'s' * (len(modes) != 1)}:</b> {escape(', '.join(MODE_WORDS.get(m, m) for m in modes))}.</p>")
    parts.append(f"<p><b>Cards:</b> {len(adventure.map_cards)} map cards ({kinds['island']} islands, {kinds['dead-end']} "
                 f"dead ends, {kinds['cursed']} cursed), {len(adventure.adventure_cards)} adventure cards, "
                 f"{len(adventure.doom_cards)} Doom cards. <b>Icons:</b> "
                 + "; ".join(f"{cat} {escape(', '.join(names))}" for cat, names in icons.items() if names) + ".</p>")
    parts.append("<p><b>A sample board</b> dealt from the map deck (seed 1): the start location is outlined in blue.</p>")
    return "".join(parts)


def body_html(adventure: model.HazeAdventure, mode: str | None) -> str:
    parts = ["<h2>Rules of this adventure</h2>", "<ul>"]
    parts += [f"<li>{escape(line)}</li>" for line in rules_words(adventure, mode)]
    parts.append("</ul>")
    if adventure.titles:
        parts.append("<h2>Titles</h2><table cellpadding='2'>")
        for title in adventure.titles:
            parts.append(f"<tr><td><b>{title.icons}+ icons</b></td><td>{escape(title.name)}</td>"
                         f"<td><i>{escape(title.text)}</i></td></tr>")
        parts.append("</table>")
    parts.append("<h2>The cards</h2><p>The following pages hold every card at its printed size, "
                 f"{SIZE[0]:.0f} mm square, eight to a page: cut along the marks at each card's corners. "
                 "Map cards are one-sided. Adventure cards show their tale (the double side above, the single side "
                 "upside down below, the special order between) and their sea on the back; Doom cards show a side on "
                 "each face. Print those pages two-sided, flipped on the long edge: each back page is mirrored so that "
                 "it lands behind its front.</p>")
    return "".join(parts)


def adventure_part(printable, players: int, mode: str | None) -> Part:
    adventure = printable.adventure
    return Part(adventure.title, cover_html(adventure, players, mode), SampleBoardPicture(adventure),
                body_html(adventure, mode), all_card_pages(adventure))
