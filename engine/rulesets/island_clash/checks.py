"""Island Clash's semantic checks: what its schemas cannot see, as located diagnostics.

Each check is a small generator over one adventure file and the card-stacks file it names (the
content layer's `ContentFile`s, which locate a JSON pointer), listed in `CHECKS` below. They run
after the schema, so they may trust the shapes the schema guarantees (but never the values' sense).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from engine.content.diagnostics import Diagnostic, Severity
from engine.content.library import ContentFile

from . import board
from .values import Values

#: the board sizes the wiki gives: players -> (columns, rows)
WIKI_SIZES = {2: (6, 6), 3: (5, 6), 4: (6, 6)}


Check = Callable[[ContentFile, "ContentFile | None"], Iterator[Diagnostic]]


def run_checks(adventure: ContentFile, stacks: ContentFile | None) -> list[Diagnostic]:
    """Every check of one adventure (with the card-stacks file it names, None if missing), in `CHECKS` order."""
    out: list[Diagnostic] = []
    for check in CHECKS:
        out.extend(check(adventure, stacks))
    return out


def _grid(data) -> tuple[int, int, dict]:
    return board.parse_map(data["board"]["map"])


def map_shape(adventure: ContentFile, stacks) -> Iterator[Diagnostic]:
    rows = adventure.data["board"]["map"]
    width = len(rows[0])
    for index, row in enumerate(rows):
        if len(row) != width:
            yield adventure.diagnostic("island-clash/ragged-map", f"map row {index + 1} has {len(row)} fields; "
                                       f"the first row has {width}", f"/board/map/{index}",
                                       "Every row of a square board has as many fields as the first.")
    players = adventure.data["players"]
    sizes = {WIKI_SIZES[p] for p in players}
    if len(rows) and (width, len(rows)) not in sizes:
        wanted = " or ".join(f"{w}x{h}" for w, h in sorted(sizes))
        yield adventure.diagnostic("island-clash/board-size", f"the board is {width}x{len(rows)}; the wiki's board "
                                   f"for {', '.join(map(str, players))} players is {wanted}", "/board/map",
                                   "A different size is allowed, but playtest it: the wiki balances 6x6 for 2 and "
                                   "4 players and 5x6 (5 columns, 6 rows) for 3.", Severity.WARNING)


def seats(adventure: ContentFile, stacks) -> Iterator[Diagnostic]:
    data = adventure.data
    width, height, codes = _grid(data)
    seen: dict[tuple, int] = {}
    colours: dict[str, int] = {}
    for index, seat in enumerate(data["seats"]):
        start = tuple(seat["start"])
        ptr = f"/seats/{index}/start"
        if seat["colour"] in colours:
            yield adventure.diagnostic("island-clash/shared-colour", f"seats {colours[seat['colour']] + 1} and "
                                       f"{index + 1} are both {seat['colour']}", f"/seats/{index}/colour",
                                       "Each seat plays its own colour of units.")
        colours.setdefault(seat["colour"], index)
        if start not in codes:
            yield adventure.diagnostic("island-clash/start-off-board", f"the start area {list(start)} of seat "
                                       f"{index + 1} is off the {width}x{height} board", ptr,
                                       f"Columns run from 0 to {width - 1} and rows from 0 to {height - 1}.")
        elif codes[start] != board.START:
            yield adventure.diagnostic("island-clash/start-not-start-area", f"seat {index + 1} starts at "
                                       f"{list(start)}, which is a '{codes[start]}' field, not a start area 'S'",
                                       ptr, "Paint the field 'S' or move the start to an 'S' field.")
        if start in seen:
            yield adventure.diagnostic("island-clash/shared-start", f"seats {seen[start] + 1} and {index + 1} both "
                                       f"start at {list(start)}", ptr, "Each seat has its own start area.")
        seen.setdefault(start, index)
    needed = max(data["players"])
    if len(data["seats"]) < needed:
        yield adventure.diagnostic("island-clash/too-few-seats", f"{len(data['seats'])} seats for up to {needed} "
                                   f"players", "/seats", "Add a seat (colour and start area) per player.")
    unused = sorted(f for f, code in codes.items() if code == board.START and f not in seen)
    for field in unused:
        yield adventure.diagnostic("island-clash/unused-start", f"the start area {list(field)} belongs to no seat",
                                   "/board/map/" + str(field[1]), "Give it to a seat or paint it as another tile.",
                                   Severity.WARNING)


def capture(adventure: ContentFile, stacks) -> Iterator[Diagnostic]:
    data = adventure.data
    width, height, codes = _grid(data)
    captures = sorted(f for f, code in codes.items() if code == board.CAPTURE)
    if not captures:
        yield adventure.diagnostic("island-clash/no-capture-area", "the board has no capture area 'C'",
                                   "/board/map", "The game is won by the most units in the capture areas: "
                                   "paint at least one field 'C'.")
        return
    starts = [tuple(s["start"]) for s in data["seats"] if codes.get(tuple(s["start"])) == board.START]
    for index, seat in enumerate(data["seats"]):
        start = tuple(seat["start"])
        if codes.get(start) != board.START:
            continue
        blocked = frozenset(s for s in starts if s != start)
        reach = board.reachable(codes, width, height, start, blocked=blocked)
        if not any(c in reach for c in captures):
            yield adventure.diagnostic("island-clash/capture-unreachable", f"no capture area can be reached from "
                                       f"the start area {list(start)} of seat {index + 1}", f"/seats/{index}/start",
                                       "Connect the start area to a capture area by land, or put both on the "
                                       "coast so a water card can cross.")
            continue
        by_land = board.reachable(codes, width, height, start, blocked=blocked, by_water=False)
        if not any(c in by_land for c in captures):
            yield adventure.diagnostic("island-clash/capture-by-water-only", f"seat {index + 1} reaches a capture "
                                       f"area from {list(start)} only with a water card", f"/seats/{index}/start",
                                       "A seat without water cards can never score: add a land route.",
                                       Severity.WARNING)


def random_tiles(adventure: ContentFile, stacks) -> Iterator[Diagnostic]:
    data = adventure.data
    _, _, codes = _grid(data)
    wanted = sum(1 for code in codes.values() if code == board.RANDOM)
    pool = sum((data["board"].get("random_tiles") or {}).values())
    if pool < wanted:
        yield adventure.diagnostic("island-clash/random-pool-short", f"the map has {wanted} random fields '?' but "
                                   f"the random tile pool holds {pool} tiles", "/board/random_tiles" if pool else
                                   "/board", "Add tiles to 'random_tiles' (arrow, road, water) to fill every '?'.")


def rule_values(adventure: ContentFile, stacks) -> Iterator[Diagnostic]:
    """Values that contradict each other: a deal above the hand limit, a start above the field limit."""
    values = Values.of(adventure.data)
    if values.deal_resource + values.deal_combat > values.hand_limit:
        yield adventure.diagnostic("island-clash/deal-over-hand-limit", f"each player is dealt "
                                   f"{values.deal_resource + values.deal_combat} cards but may hold "
                                   f"{values.hand_limit}", "/setup", "Deal fewer cards or raise 'hand_limit'.")
    if values.units > values.max_units:
        yield adventure.diagnostic("island-clash/units-over-max", f"{values.units} units start on each start area "
                                   f"but a field holds at most {values.max_units}", "/setup/units",
                                   "Start with fewer units or raise 'rules: max_units'.")


def card_stacks(adventure: ContentFile, stacks: ContentFile | None) -> Iterator[Diagnostic]:
    data = adventure.data
    if stacks is None:
        yield adventure.diagnostic("island-clash/unknown-cards", f"no card-stacks file '{data['cards']}' of "
                                   "Island Clash in the library", "/cards",
                                   "Name the id of a 'kind: card-stacks' file with 'ruleset: island-clash'.")
        return
    values = Values.of(data)
    players = max(data["players"])
    for stack, deal in (("combat", values.deal_combat), ("resource", values.deal_resource)):
        size = sum(card["count"] for card in stacks.data[stack])
        needed = deal * players + 1
        if size < needed:
            yield adventure.diagnostic("island-clash/stack-too-small", f"the {stack} stack of '{data['cards']}' "
                                       f"has {size} cards; {players} players are dealt {deal * players} and the "
                                       f"game needs at least one more to draw", "/cards",
                                       f"Give the {stack} stack at least {needed} cards, or deal fewer.")


def check_stacks(stacks: ContentFile) -> Iterator[Diagnostic]:
    """The checks of a card-stacks file on its own (run once per file, whoever uses it)."""
    faces: dict[tuple, int] = {}
    for stack in ("combat", "resource"):
        for index, card in enumerate(stacks.data[stack]):
            face = (card["icon"], card["value"])
            if face in faces:
                yield stacks.diagnostic("island-clash/duplicate-card", f"the {card['icon']} {card['value']} card "
                                        f"is listed twice", f"/{stack}/{index}", "Raise the count of the first "
                                        "entry instead.")
            faces.setdefault(face, index)


CHECKS: tuple[Check, ...] = (map_shape, seats, capture, random_tiles, rule_values, card_stacks)
