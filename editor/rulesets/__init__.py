"""The editor side of each ruleset, found by ruleset id: its playtest board, panels and phrasing.

The generic editor (app, documents, forms, map designer, playtest window, dashboard) never imports
`engine.rulesets` (an import-linter contract says so); it asks this registry for the parts of
`engine.core.ruleset.of(adventure).id`:

```python
parts = editor.rulesets.of(adventure)     # or .get(ruleset_id), .for_document(document)
board = parts.board_view()                # a view with show_state(state), area_clicked, figure_clicked
parts.narrate(event, game)                # one event of the log in prose
```

Each ruleset's editor package (`editor/rulesets/<id>/`) may import its own engine ruleset only and
is found like the engine's rulesets: through the `isleforge.editor_rulesets` entry point group,

```toml
[project.entry-points."isleforge.editor_rulesets"]
isles-of-terror = "editor.rulesets.isles_of_terror:EDITOR_RULESET"
```

imported by name when first asked for, so importing this registry imports no ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.registry import Registry, fill_from_entry_points

ENTRY_POINT_GROUP = "isleforge.editor_rulesets"


class EditorRuleset:
    """The editor's parts of one ruleset. Subclasses fill in the attributes and implement the methods.

    id: the engine ruleset's id.
    important_kinds: event kinds the log keeps when "Important only" is ticked.
    chance_kinds: event kinds the timeline lists under a decision (dice, shuffles, draws...).
    """

    id: str = ""
    important_kinds: frozenset[str] = frozenset()
    chance_kinds: frozenset[str] = frozenset()

    def board_view(self, parent=None):
        """The playtest window's board: a QGraphicsView with `show_state(state)`, `set_clickable(coords)`,
        `select_area(coord)` and the signals `area_clicked(coord)`, `figure_clicked(coord, kind, seat)`."""
        raise NotImplementedError

    def game_status(self, parent=None):
        """The line above the board: a widget with `show_state(state)`."""
        raise NotImplementedError

    def board_legend(self, parent=None):
        """What every mark on the playtest board means: a widget (None: the ruleset has no legend)."""
        return None

    def player_boards(self, parent=None):
        """One card per seat: a widget with `show_state(state, human_seats, clickable_fields)` and the
        signals `field_clicked(coord)`, `card_clicked(card_id)`."""
        raise NotImplementedError

    def narrate(self, event, game) -> str:
        """One event of the log in prose."""
        raise NotImplementedError

    def link_parts(self, board, boards) -> None:
        """Connect this ruleset's board and player boards of one playtest window (default: nothing)."""

    # What the generic playtest window says about seats and the game's position; the defaults use
    # only the engine's protocols (`engine.core.protocols`), a ruleset says more where it can.
    score_name: str = "Scores"  # what `State.scores()` counts, for "Game over" lines

    def seat_titles(self, game) -> list[str]:
        """The seats' names for people, in seat order (menus, the log's filter, the decision panel)."""
        return list(game.seat_names())

    def seat_colours(self, game) -> list[str]:
        """A colour name per seat (Qt colour names or #rrggbb) for the log; none: grey."""
        return []

    def position_text(self, state) -> str:
        """Where the game stands, for the status bar beside the seed and the decision count ("" for nothing)."""
        return ""

    def views(self, kind: str | None) -> list:
        """The tabs of a document of this ruleset: (title, factory(document, workspace)); none: the YAML view."""
        return []

    def fight_field(self, state):
        """The field being fought over now (a click on one's own figure there picks a casualty), or None."""
        return None

    combat_odds: Callable | None = None  # (parent, value=None, boss=False) -> the combat odds tool window

    def odds_preset(self, board, workspace, coord) -> tuple[int, bool] | None:
        """(area value, boss?) the combat odds panel opened from a field of the map designer starts from
        (None: no preset). `board` is the designer's board, `workspace` the open library."""
        return None

    def action_place(self, state):
        """How the playtest board finds the cell a legal action of `state` is about: a function
        action -> (x, y) or None, for a game whose actions name sides or cards rather than cells (sail
        north: the cell north of the ship); None: the default, an action whose first argument is a cell."""
        return None

    def __repr__(self) -> str:
        return f"<EditorRuleset {self.id}>"

    # -- map designer hooks --
    # The generic map designer (`editor/map`) paints any ruleset's board from the engine ruleset's field
    # kinds and map rows (`Ruleset.map_kinds()`, `Ruleset.map_rows`); these say which of its tools and
    # panels fit this ruleset's adventures.
    map_tools: tuple[str, ...] = ("brush", "stamp", "eraser", "fill", "rectangle", "select", "swap")
    """The designer's tools offered, in toolbar order (names of `editor.map.tools.TOOLS`)."""
    map_features: frozenset[str] = frozenset()
    """What of `/map/areas`-style adventure data the designer edits: "areas" (names, tiles and the area
    properties), "links", "tokens" (progress tokens), "landing", "budget" (the tile budget); none: the
    fields and the markers of `Ruleset.map_rows` only."""
    board_sizes: dict[tuple[int, int], str] = {}
    """Board sizes the designer's size menu offers at once: (columns, rows) -> label (none: edges only)."""

    def map_budget(self, board):
        """The designer's component budget beside `board` (the designer's `editor.map.board.Board`): a widget
        with `refresh(document, workspace)`, called when the map or the setup changes, and `tile_weights()`
        (kind -> tiles of the pool, the random brush's weights). None: the ruleset checks no budget."""
        return None

    # -- print hooks --
    def print_sheet(self, printable, players: int, mode: str | None):
        """The ruleset's printable sheet of one adventure: an `editor.export.sheet.Part` (the cover's HTML
        above the map, the map picture `editor.export.map_image.MapPicture(printable)`, the words' HTML
        flowing over the following pages), written from the resolved model (`printable.adventure`) for
        `players` and `mode` (None: every mode). `isleforge export --pdf`, File > Print and Export as
        PDF reach it through `editor.export.sheet.build_sheet`. None: the ruleset prints no sheet
        (they refuse with a message)."""
        return None

    def print_campaign(self, campaign, titles: dict[str, str]) -> str | None:
        """The HTML of a campaign's flow (chapters, branches, carry-over), the first part of its sheet;
        `titles` maps adventure ids to titles. None: the ruleset has no campaigns to print."""
        return None

    def print_map_view(self, printable):
        """What the map designer's board (`editor.map.board.Board.from_document`) reads to draw the
        adventure's map in the sheet and in PNG/SVG exports: a view with `value(pointer, default)`.
        Default: the file's own data (`editor.export.sources.DataView`)."""
        from editor.export.sources import DataView

        return DataView(printable.data)

    # -- generic content hooks --
    #: what the rule editor's pickers offer for a parameter of the ruleset's own rule terms: parameter name
    #: -> lookups source (`editor.forms.lookups`: "card:<card kind>", "file:<kind>", or a source of
    #: `lookup_options`); the parameters every ruleset's rules share (task, area, tag, flag) are generic
    param_sources: Mapping[str, str] = {}

    def lookup_options(self, lookups, source: str, arg: str) -> list[tuple[str, str]] | None:
        """(id, title) options of a lookups source the ruleset's forms use beyond the generic ones (the
        part before ':' is `source`, after it `arg`), read through `lookups` (`card`, `cards`); None: no
        such source."""
        return None

    # -- cards hooks --
    def card_faces(self, kind: str | None):
        """How the cards of a file of `kind` are drawn and edited by clicking on them: an
        `editor.cards.face.CardFaces` (each card's faces with a painter and clickable regions, each
        region the YAML edit its click makes). The generic card catalogue (`editor.cards.catalogue`)
        shows it; the print sheet may print the same faces. None: the kind has no cards to draw."""
        return None

    def map_picture(self, printable):
        """The picture Export Map Image writes of an adventure whose board is not a fixed map (it grows from
        cards as the game is played: a sample board dealt from its deck): an object with `rect()` and
        `paint(painter, target)` in points, like `editor.export.map_image.MapPicture`. None (the default):
        the map designer's board of the file (`print_map_view`)."""
        return None

    # -- rule wording hooks --
    def rule_sentence(self, rule: Mapping, data: Mapping, effects: str) -> str | None:
        """A rule of the ruleset's content (the file's dict) in one sentence: when it fires, under which
        conditions, and `effects` (what it does, already words). The rule builder's list shows it and the
        ruleset's printed sheet says its rules the same way; `data` is the file's data (for area names
        and task titles). None: the rule builder's generic summary."""
        return None

    # -- playtest board hooks --
    def pick_refusal(self, state, coord) -> str | None:
        """Why a click or a drop on the playtest board that matches no legal action decides nothing, in
        words for the status bar (`coord`: what the board emitted as `area_clicked`, e.g. a pawn dropped on
        an action field). None: the window's generic "nothing to decide there" message."""
        return None

    # -- leftovers hooks --
    def show_step(self, board, events: list) -> None:
        """Hand the playtest board (`board_view`'s) the events of the step it is about to show: those of the
        decision that led to the position and of what the rules played by themselves after it (a storm
        between two decisions, say), for a board that marks what just happened until the next step. The
        window calls it before `board.show_state`; at the first position `events` is empty. Default: nothing."""

    # -- first hour hooks --
    #: the card kinds whose new file (File > New Card Set) keeps every card of the bundled file it starts
    #: from, their ids made new: one card alone would not be a valid file (a tile set's stack sizes, a
    #: weather deck's finale). Other kinds start cut down to one card.
    whole_starters: frozenset[str] = frozenset()


_REGISTRY: Registry[EditorRuleset] = Registry("editor ruleset")
_BY_HAND: list[str] = []  # ids added with `register` (kept by `rediscover`)
_DISCOVERED = False


def register(parts: EditorRuleset) -> EditorRuleset:
    """Add an editor ruleset by hand (the entry points add theirs the same way)."""
    _discover()
    _REGISTRY.add(parts.id, parts)
    _BY_HAND.append(parts.id)
    return parts


def unregister(ruleset_id: str) -> None:
    _REGISTRY.remove(ruleset_id)
    if ruleset_id in _BY_HAND:
        _BY_HAND.remove(ruleset_id)


def _discover() -> None:
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    fill_from_entry_points(_REGISTRY, ENTRY_POINT_GROUP, "editor ruleset")


def rediscover() -> list[str]:
    """Forget the editor parts found through the entry points and read the `isleforge.editor_rulesets`
    group again (with `engine.core.ruleset.rediscover()`, for a plug-in installed while running or a test
    that installs one). Parts added with `register` stay. Returns the ids of the parts now installed."""
    global _REGISTRY, _DISCOVERED
    kept = [(name, _REGISTRY[name]) for name in _BY_HAND if name in _REGISTRY]
    _REGISTRY = Registry("editor ruleset")
    _DISCOVERED = False
    _discover()
    for name, parts in kept:
        if name not in _REGISTRY:
            _REGISTRY.add(name, parts)
        else:
            _BY_HAND.remove(name)
    return _REGISTRY.names()


def get(ruleset_id: str | None = None) -> EditorRuleset:
    """The editor parts of a ruleset (the default ruleset for None); `ruleset/no-editor` if it has none."""
    ruleset_id = rulesets.get(ruleset_id).id
    _discover()
    parts = _REGISTRY.get(ruleset_id)
    if parts is None:
        raise EngineError("ruleset/no-editor", f"the ruleset '{ruleset_id}' has no editor parts installed "
                                               f"(installed: {', '.join(_REGISTRY.names()) or 'none'})")
    return parts


def of(model) -> EditorRuleset:
    """The editor parts of the ruleset a resolved adventure (or campaign) is played with."""
    return get(rulesets.of(model).id)


def for_document(document) -> EditorRuleset:
    """The editor parts of the ruleset an open content file names (its `ruleset:`; the default when it names none)."""
    named = document.value("/ruleset") if document is not None else None
    return get(named if isinstance(named, str) and named else None)
