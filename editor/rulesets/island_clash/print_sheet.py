"""Island Clash's printed adventure sheet (`EditorRuleset.print_sheet`): its board, seats, setup, card stacks
and rule values, from the resolved model (`ClashAdventure`), as HTML for the generic page layout.

One part per adventure: the cover (title, byline, player counts, modes, background, the map's key)
above the map, then the words: the board (size, fields by kind, the random tile pool), the seats
that play for the printed player count with their start areas, the setup, the card stacks, the rule
values and how the game ends. Every number is the model's, so the sheet says what the engine plays
(defaults filled in from `values.Values`). No Qt here.
"""

from __future__ import annotations

from collections import Counter

from editor.export.html_parts import counted, cover, e, row, table, words
from editor.export.sheet import Part
from editor.export.sources import DataView, Printable
from engine.rulesets.island_clash.board import CAPTURE, FIELD_CODES, RANDOM, START, WATER
from engine.rulesets.island_clash.model import ClashAdventure, icon_of, value_of

MODE_TITLES = {"standard": "Standard", "randomized-tiles": "Randomized tiles"}
MODE_TEXTS = {"standard": "the tiles lie as the map shows them; each random field gets a tile of the pool.",
              "randomized-tiles": "the tiles are shuffled and laid at random at setup."}
BATTLE_TIES = {"defender": "the defender wins", "attacker": "the attacker wins"}
VICTORY_TIES = {"shared": "the tied players share the win", "most-units": "the most units on the board wins"}


def map_key() -> str:
    """What the map's codes mean, in the order the ruleset lists them."""
    return "Key: " + "; ".join(f"{code if code != WATER else 'a dot'}, {name}" for code, name in FIELD_CODES.items()) + "."


class MapView(DataView):
    """The adventure's data as the map designer's board reads it. A board that reads maps the way each
    ruleset writes them finds `/board/map` and the `ruleset:` as filed; one that looks for the
    `/map/grid` and space-separated `/map/rows` of a hex map is given the square grid and the rows,
    one code a field, in that shape."""

    def value(self, ptr: str, default=None):
        board = self.data.get("board") if isinstance(self.data, dict) else None
        if ptr.rstrip("/") == "/map/grid":
            return "square"
        if ptr.rstrip("/") == "/map/rows" and isinstance(board, dict) and isinstance(board.get("map"), list):
            return [" ".join(str(text)) for text in board["map"]]
        return super().value(ptr, default)


def players_text(counts) -> str:
    counts = list(counts)
    return " or ".join([", ".join(map(str, counts[:-1])), str(counts[-1])] if len(counts) > 1 else [str(counts[0])])


def adventure_part(printable: Printable, players: int, mode: str | None = None, map_picture=None) -> Part:
    a: ClashAdventure = printable.adventure
    modes = ", ".join(MODE_TITLES.get(x, words(x).capitalize()) for x in a.modes if mode is None or x == mode)
    facts = (f"<i>by {e(a.author or 'an unknown author')}, version {e(a.version)}</i> · "
             f"{players_text(a.player_counts)} players · {e(modes)}")
    body = "".join([_board(a), _seats(a, players), _setup(a), _stacks(a), _rules(a), _modes(a, mode),
                    _components(a, players)])
    return Part(a.title, cover(a.title, facts, a.background, map_key()), map_picture, body)


def _board(a: ClashAdventure) -> str:
    fields = Counter(code for _, code in a.codes)
    rows = [row(f"{FIELD_CODES[code].capitalize()}s", str(fields[code])) for code in FIELD_CODES
            if code != WATER and fields[code]]
    pool = Counter(a.random_tiles)
    if pool:
        rows.append(row("Random tile pool", e(", ".join(f"{n} {icon}" for icon, n in pool.items()))))
    captures = ", ".join(f"[{c}, {r}]" for c, r in a.captures) or "none"
    rows.append(row("Capture areas at", e(captures)))
    return f"<h2>Board</h2><p>{a.width} × {a.height} fields, columns and rows counted from 0 at the top left.</p>" \
           + table(rows)


def _seats(a: ClashAdventure, players: int) -> str:
    seated = min(players, len(a.colours))
    note = "" if players in a.player_counts else \
        f"<p><b>This board is not played by {players} players</b> (it is for {players_text(a.player_counts)}).</p>"
    rows = [row(f"Seat {seat + 1}: {a.colours[seat]}", e(f"starts on [{a.starts[seat][0]}, {a.starts[seat][1]}]"))
            for seat in range(seated)]
    return f"<h2>Seats for {players} player{'s' * (players != 1)}</h2>{note}" + table(rows)


def _setup(a: ClashAdventure) -> str:
    v = a.values
    rows = [row("Units", e(f"{v.units} on each start area")),
            row("Resource cards", e(f"{v.deal_resource} dealt to each player")),
            row("Combat cards", e(f"{v.deal_combat} dealt to each player")),
            row("Hand limit", e(f"{v.hand_limit} cards"))]
    return "<h2>Setup</h2>" + table(rows)


def faces(stack) -> str:
    """A stack's faces with their copies: "arrow 1 ×2, road 2"."""
    return counted(f"{icon_of(card)} {value_of(card)}" for card in stack)


def _stacks(a: ClashAdventure) -> str:
    rows = [row(f"Combat cards ({len(a.combat)})", e(faces(a.combat))),
            row(f"Resource cards ({len(a.resource)})", e(faces(a.resource)))]
    return f"<h2>Card stacks: {e(a.cards_id)}</h2>" + table(rows)


def _rules(a: ClashAdventure) -> str:
    v = a.values
    rows = [row("Moves", e(f"{v.moves} a turn and for each road card")),
            row("Units on a field", e(f"at most {v.max_units} of one player")),
            row("Battle", e(f"the loser loses {v.battle_loss} units; on equal strength "
                            f"{BATTLE_TIES.get(v.battle_tie, words(v.battle_tie))}")),
            row("Last phase", e(f"after the resource deck has run out {v.resource_depletions} "
                                f"time{'s' * (v.resource_depletions != 1)}")),
            row("Victory", e(f"most units in the capture areas; on a tie "
                             f"{VICTORY_TIES.get(v.victory_tie, words(v.victory_tie))}"))]
    return "<h2>Rules</h2>" + table(rows)


def _modes(a: ClashAdventure, mode: str | None) -> str:
    shown = [m for m in a.modes if mode is None or m == mode]
    return "<h2>Modes</h2>" + "".join(f"<p><b>{e(MODE_TITLES.get(m, words(m)))}</b>: {e(MODE_TEXTS.get(m, ''))}</p>"
                                      for m in shown)


def components(a: ClashAdventure, players: int) -> list[tuple[str, int]]:
    """What to take out of the box: (component, how many)."""
    fields = Counter(code for _, code in a.codes)
    tiles = Counter(FIELD_CODES[code] for code in fields.elements() if code not in (WATER, START, CAPTURE, RANDOM))
    tiles.update(f"{icon} tile" for icon in a.random_tiles)
    out = [(f"{name}s", n) for name, n in sorted(tiles.items())]
    out += [("start areas", fields[START]), ("capture areas", fields[CAPTURE]),
            ("combat cards", len(a.combat)), ("resource cards", len(a.resource)),
            (f"units ({min(players, len(a.colours))} × {a.values.units} to start)",
             min(players, len(a.colours)) * a.values.units)]
    return [(name, n) for name, n in out if n]


def _components(a: ClashAdventure, players: int) -> str:
    rows = "".join(f'<tr><td>{e(name)}</td><td align="right">{n}</td></tr>' for name, n in components(a, players))
    return (f"<h2>Components for {players} player{'s' * (players != 1)}</h2>"
            f'<table border="1" cellspacing="0" cellpadding="3">{rows}</table>')
