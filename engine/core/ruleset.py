"""The seam every island game plugs into: one `Ruleset` object per game, found by id.

A ruleset says what its content is (schemas, kinds, map grid, field codes, semantic checks,
`resolve`), how it is played (`new_game`, modes, bots) and how a finished game is read
(`summarise`, `invariants`, report sections, prose). `engine.sim`, `PlaytestSession`, the
command line and the generic editor program against this interface only; an import-linter
contract forbids them from importing `engine.rulesets.*`.

Rulesets are found through the `isleforge.rulesets` entry point group (`importlib.metadata`), so
a ruleset can live in another installed package:

```toml
[project.entry-points."isleforge.rulesets"]
isles-of-terror = "engine.rulesets.isles_of_terror.ruleset:RULESET"
```

`register(ruleset)` adds one by hand (tests do this with a tiny ruleset of their own); it goes
into the same `Registry` the entry points feed, and registering an id twice is an error.
Rulesets added by hand are not found by a new process's discovery: `engine.sim.batch` hands
`by_hand()` (pickled: a ruleset pickles as a reference to its class, so its module must be
importable there; spawned workers inherit `sys.path`) to each worker, which registers them again.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from .carry import CarryIn, ChapterEnd
from .errors import EngineError
from .events import Event
from .greedy import OfferedGreedy
from .maps import FieldKind, MapRows, kinds_from_codes
from .protocols import Bot, CampaignModel, Game, Model, State, TileBudget
from .registry import Registry, fill_from_entry_points
from .teams import Teams

ENTRY_POINT_GROUP = "isleforge.rulesets"
DEFAULT_RULESET = "isles-of-terror"


class Ruleset:
    """One island game. Subclasses fill in the attributes and implement the methods.

    Content:
        id, title: the ruleset's id (`ruleset:` in content files) and its name for people.
        schema_dir: the folder of its JSON Schemas (`schemas/<id>/`): one `<kind>.schema.json` per
            kind, each with an `$id` (`https://isleforge.dev/schemas/<id>/<kind>.schema.json`).
            Schemas every ruleset shares sit in `schemas/common/`, beside it.
        kinds: the content kinds a designer writes for it; a file of this ruleset with another
            `kind:` is `content/unknown-kind`.
        checks: its registry of semantic checks, generator functions that take the content
            layer's index of the ruleset's schema-valid files (`engine.content.checks.context.
            Context`) and yield diagnostics; `isleforge validate` runs them over the files of
            this ruleset only.
        A content file names its ruleset with `ruleset:` (adventures, campaigns) or through its
        folder's `library.yaml`; without either it is the default ruleset's.
        grid: "hex" (six neighbours) or "square" (four); field_codes: the map's one-letter codes.
        template: the id of the bundled adventure `isleforge new adventure --ruleset ID` and the
            editor's File > New start from ("" : the command's default, first-landing).
        template_file: where that template is when it is no adventure of the library (None: it is one);
            kept outside the library, it is never listed, played or checked as an adventure there.
    Play:
        modes: the modes its engine plays; bots: bot kind -> factory(rng) -> Bot (the search bot
            `mcts` is every ruleset's, from `engine.bots`; it plays through `State.determinize`).
        evaluate(state, player): an unfinished game's worth to a seat in [0, 1] (search cut-offs).
    Reading a game:
        summarise(state, result), invariants(state), describe_event(event, names).
    Playtest reports (`engine.sim.report` and `engine.sim.html` draw the generic sections; these
    add the ruleset's own, and default to adding nothing):
        length_measures: the `GameResult` counts the report's length section describes.
        ending_titles(model, mode): ending id -> title, for the report's endings.
        report_sections(model, results, mode): the ruleset's top-level keys of the JSON report.
        summary_lines(report): its lines of the terminal summary (after the endings).
        html_sections(report, charts): its HTML parts, drawn with `engine.sim.charts` (handed in,
            so a ruleset never imports `engine.sim`).
        field_outline(grid, coord, size): the map grid of heat maps, (corner points, centre).
        conclusions(report): metric -> coarse reading, compared across bots by `--bots ladder`.
    """

    id: str = ""
    title: str = ""
    schema_dir: Path | None = None
    kinds: tuple[str, ...] = ()
    checks: Sequence[Callable[[Any], Iterable[Any]]] = ()
    grid: str = "hex"
    field_codes: Mapping[str, str] = {}
    template: str = ""
    template_file: Path | None = None
    modes: tuple[str, ...] = ()
    bots: Mapping[str, Callable[[random.Random], Bot]] = {}
    length_measures: tuple[str, ...] = ("turns", "decisions")

    # -- content ------------------------------------------------------------------------------
    def resolve(self, library: Any, adventure_id: str) -> Model:
        """The playable model of an adventure of `library` (raises the content layer's ContentError)."""
        raise NotImplementedError

    # -- play ---------------------------------------------------------------------------------
    def new_game(self, model: Model, *, players: int | None = None, factions: Sequence[str] | None = None,
                 mode: str | None = None, carry_in: CarryIn | None = None) -> Game:
        """The immutable game of `model` for `players` seats (or the given factions in seat order) in
        `mode`: every game of it is dealt with its own seed by `Game.new_initial_state(seed)` (OpenSpiel's
        shape), so a run builds it once. Where the seats are drawn per game (`seating`), this is the
        default seating; a run builds one game per seating it meets.

        `carry_in` (an `engine.core.carry.CarryIn`, None outside campaigns) is what earlier chapters
        of a campaign carry over: the game checks it against the campaign's `carry_over`
        declaration (`CarryIn.check`, `carry/...` errors) and applies it at setup, in the log.
        """
        raise NotImplementedError

    def chapter_end(self, state: State) -> ChapterEnd:
        """What a finished game leaves to the next chapter of a campaign (`engine.core.carry.ChapterEnd`)."""
        raise NotImplementedError

    def default_mode(self, model: Model) -> str:
        """The mode a playtest uses when none is asked for: the first mode the adventure declares."""
        modes = tuple(getattr(model, "modes", ()) or self.modes)
        return modes[0] if modes else ""

    def bot(self, kind: str, rng: random.Random) -> Bot:
        table = self.bot_table()
        factory = table.get(kind)
        if factory is None:
            raise EngineError("bot/unknown", f"unknown bot kind '{kind}' (choose one of: {', '.join(table)})")
        return factory(rng)

    def evaluate(self, state: State, player: int) -> float:
        """How good an unfinished game looks for `player`, as a chance of winning in [0, 1].

        Search bots (`engine.bots.mcts`) score a rollout cut off before the end with it; a finished
        game is worth its `returns()`. The default knows nothing: an equal share for every seat.
        """
        if state.is_terminal():
            return state.returns()[player]
        return 1.0 / state.game.num_players

    def normalise_action(self, action: Any) -> Any:
        """An action as the engine's `legal_actions` lists it (JSON gives lists for tuples)."""
        return action

    # -- reading a game -----------------------------------------------------------------------
    def summarise(self, state: State, result: Any) -> None:
        """Fill the ruleset's fields of a `engine.sim.runner.GameResult` from a finished state."""
        raise NotImplementedError

    def invariants(self, state: State) -> list[str]:
        """Broken invariants of a state, in words (an empty list when all hold)."""
        return []

    def describe_event(self, event: Event, names: list[str] | None = None) -> str:
        """One stable line of text for an event of the log (transcripts and `replay --raw`)."""
        raise NotImplementedError

    def narrate_event(self, event: Event, game: Game) -> str:
        """One event of the log as a sentence (`replay`'s default); the stable line unless the ruleset has prose."""
        return self.describe_event(event, game.seat_names())

    # -- playtest reports ---------------------------------------------------------------------
    def ending_titles(self, model: Model, mode: str) -> dict[str, str]:
        """Titles of the ways a game of `mode` can end (`GameResult.condition` -> title)."""
        return {}

    def report_sections(self, model: Model, results: list, mode: str) -> dict:
        """The ruleset's keys of the JSON report over a run's `GameResult`s (merged at the top level)."""
        return {}

    def summary_lines(self, report: dict) -> list[str]:
        """The ruleset's lines of the terminal summary of a report."""
        return []

    def html_sections(self, report: dict, charts: Any) -> list[str]:
        """The ruleset's parts of the HTML report, drawn with the `engine.sim.charts` module handed in."""
        return []

    def field_outline(self, grid: str, coord: tuple[int, int], size: float
                      ) -> tuple[list[tuple[float, float]], tuple[float, float]]:
        """Where a field of a heat map is drawn: (corner points, centre); squares in columns and rows."""
        col, row = coord
        x, y = col * size * 1.8, row * size * 1.8
        points = [(x, y), (x + size * 1.8, y), (x + size * 1.8, y + size * 1.8), (x, y + size * 1.8)]
        return points, (x + size * 0.9, y + size * 0.9)

    def conclusions(self, report: dict) -> dict[str, str]:
        """Coarse readings of the ruleset's report sections (what `--bots ladder` checks for flips)."""
        return {}

    def __repr__(self) -> str:
        return f"<Ruleset {self.id}>"

    # -- content hooks --
    # What the generic content layer and editor ask of a ruleset's files, so that none of them imports
    # a game's resolve or checks (engine/content/resolve.py dispatches through these).
    def resolve_campaign(self, validation: Any, campaign_id: str) -> CampaignModel:
        """The campaign `campaign_id` of a validation's library as an `engine.content.campaign.Campaign`
        (raising the content layer's ContentError when it has errors). Default: the ruleset plays no
        campaigns (`campaign/unsupported`, which `engine.content.resolve` reports as content that
        cannot be played)."""
        raise EngineError("campaign/unsupported", f"{self.title or self.id} has no campaigns")

    def faction_ids(self, context: Any, content: Any) -> list[str]:
        """The ids of the factions an adventure file may be played with, read from a validation's index
        (`engine.content.checks.context.Context`) before it resolves (the playtest dashboard offers
        them while the designer types). Default: none, the ruleset has no factions to choose."""
        return []

    #: the component-budget policy the map designer's live tile budget shows (what the ruleset's
    #: budget checks use: `COLOURS`, `BAGS`, `pool_counts(pool)`, `colour_verdict(...)`,
    #: `bag_verdict(...)`); None: the ruleset has no tile budget and the map shows none.
    tile_budget: TileBudget | None = None

    def is_catch_all(self, condition: Any) -> bool:
        """Whether a victory condition as written (plain data) is met by every player whenever it is
        checked, so that conditions after it never decide (the editor adds new ones before it). Default:
        no condition is."""
        return False

    # -- kit hooks --
    def bot_table(self) -> Mapping[str, Callable[[random.Random], Bot]]:
        """The bots a game of this ruleset can be played by, weakest first: its own `bots` table as it is
        declared, and where that has no `greedy`, the kit's one-ply greedy bot under that kind
        (`engine.core.greedy`, scoring with the `evaluate` of the game's ruleset). Everything that offers
        or builds a bot (the command line's choices, runs, the search bot's rollouts) reads this table."""
        if "greedy" in self.bots:
            return self.bots
        return {**self.bots, "greedy": OfferedGreedy(Ruleset.evaluate_as_its_ruleset)}

    @staticmethod
    def evaluate_as_its_ruleset(state: State, player: int) -> float:
        """`evaluate` of the ruleset the state's game is played with (what the offered greedy bot scores with)."""
        return of(state.game.adventure).evaluate(state, player)

    def teams(self, game: Game) -> Teams:
        """Which seats of `game` win or lose together (`engine.core.teams`); default: every seat alone."""
        return Teams.alone(game.num_players)

    # -- reports hooks --
    team_modes: tuple[str, ...] = ()  # modes where every seat plays on one team (`team_outcome`)
    #: the words a report shows for a length measure whose generic name is not the game's (a game whose
    #: rounds are days: {"seasons": "days"}); the JSON keeps the measure's name, only what a reader sees changes
    length_words: Mapping[str, str] = {}

    def length_word(self, measure: str) -> str:
        """What the report, the terminal summary and the dashboard call a length measure."""
        return self.length_words.get(measure, measure)

    def report_schema(self, kind: str) -> Path | None:
        """The JSON Schema of the ruleset's own sections of a report of `kind` ("playtest", "sweep" or
        "campaign"), e.g. `schemas/<id>/report-sections.schema.json`; None: it adds none.

        `engine.sim.report_schema` validates a report against the generic core
        (`schemas/<kind>-report.schema.json`) composed with this file, so no shared schema names a ruleset.
        """
        return None

    def report_map(self, report: dict) -> dict | None:
        """Where things happened, for the report's generic map section (heat maps on `field_outline`):
        {"title", "grid", "fields": [{"field": [col, row], "area", "kind", <metric>: value, ...}],
        "heat_maps": [(metric, caption), ...]}, read from the ruleset's own sections of `report`;
        None: no map section. A field of `kind` "sea" gets a blue border. A board grown from cards
        adds "start": [col, row], the cell its coordinates count from (drawn as 0,0; any may be negative)."""
        return None

    def report_coverage(self, report: dict) -> dict | None:
        """What the games never used, for the generic coverage section: {"lists": [(label, [item, ...])],
        "tables": [(caption, headers, rows)]}, read from `report`; None: no coverage section."""
        return None

    def report_conditions(self, report: dict) -> list[dict] | None:
        """The ways a game can end, for the generic conditions section: one row per condition the
        ruleset declares, {"condition", "columns": [(header, value), ...], "share", "never"}, in its
        order; None: the report's `endings` (the conditions games did end by, with `ending_titles`)."""
        return None

    def score_breakdown_spec(self, model: Model, mode: str) -> dict | None:
        """The categories the points of a game come from and the thresholds worth counting, for the
        report's generic `score_breakdown` (`engine.sim.report_scores`, read from `GameResult.scores`):
        {"categories": {id: title}, "thresholds": [{"name", "title", "points", "scope": "seat"|"team"}]};
        None: no breakdown."""
        return None

    def nemesis_title(self, model: Model) -> str | None:
        """The name of the game's own enemy, for the report's generic `nemesis` section
        (`engine.sim.report_nemesis`, read from `GameResult.nemesis`); None: the game has none."""
        return None

    def team_outcome(self, result) -> dict | None:
        """How a finished `GameResult` went for the team when the players win or lose together:
        {"won": bool, "vp": number, "loss": condition or None, "year": when it was lost or None};
        None when the game was no team game. `engine.sim.report_team` builds the generic team
        section (the report's `cooperative.team`) from it."""
        return None

    def core_mechanics(self, report: dict) -> list[tuple[str, float]]:
        """The mechanics a competitive game is built around, read from the ruleset's own sections of
        `report`: (title in the plural, times per game), e.g. ("battles", 0.0). One that happens under
        once in a hundred games makes the report's verdict `degenerate` (`engine.sim.degenerate`)."""
        return []

    def degenerate_signs(self, report: dict) -> list[dict]:
        """What else makes a competitive run degenerate, as {"kind", "detail"} rows in words (one
        seat's elimination rush, say); `engine.sim.degenerate` adds them to the generic ones."""
        return []

    # -- map designer hooks --
    # What the generic map designer (`editor/map`), the boards' shared drawing and map images need of
    # the ruleset's map, as data (`engine.core.maps`): no generic code names a ruleset's codes or pointers.
    field_kinds: tuple[FieldKind, ...] = ()  # each field code: name, colour, icon, land/water/empty
    map_rows: MapRows = MapRows()  # where an adventure keeps its map rows and how a row is written

    def map_kinds(self) -> tuple[FieldKind, ...]:
        """The field kinds the designer paints, in palette order: `field_kinds`, or, for a ruleset
        that gives only `field_codes`, one kind per code in default colours."""
        return self.field_kinds or kinds_from_codes(self.field_codes)

    # -- command line hooks --
    #: whether a run may name its seats with `--factions A,B` (Isles of Terror's factions); False where
    #: each game deals its own seats (a game whose characters are drawn from its seed), so `playtest`,
    #: `replay` and `sweep` refuse `--factions` clearly instead of reading it as a count of players
    named_seats: bool = True

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """How many players a game of `model` may have, fewest first.

        Without a mode (`playtest`'s check of `--players` and its default): the counts the adventure
        names (its `player_counts`: an Island Clash board for 2 or 4, not 3), else every count of its
        `players` range. With a mode (the F5 setup dialog, the dashboard): the counts a game of that mode
        may have (in a one-player mode, how many seats the one person plays); () when the ruleset does
        not play the mode. A model that says neither has its default seating's count for a mode, and ()
        without one (then the game itself is the judge)."""
        if mode is not None and mode not in self.modes:
            return ()
        named = getattr(model, "player_counts", None)
        if named:
            return tuple(sorted(named))
        low, high = getattr(model, "players", None) or (None, None)
        if low is not None and high is not None:
            return tuple(range(low, high + 1))
        return (len(self.seats(model)),) if mode is not None else ()

    def default_players(self, model, mode: str | None = None) -> int:
        """How many play when the command line is not told (`playtest`, `replay`, `sweep`, the printed
        setup): 3 where the adventure is played by 3, else its fewest players; for a `mode` the
        adventure's default does not fit (a cooperative mode of an adventure also played solo), the
        same choice among the counts that mode is played by."""
        counts = self.player_counts(model)
        players = 3 if 3 in counts or not counts else counts[0]
        if mode is None:
            return players
        in_mode = self.player_counts(model, mode)
        if not in_mode or players in in_mode:
            return players
        return 3 if 3 in in_mode else in_mode[0]

    @property
    def plays_campaigns(self) -> bool:
        """Whether campaigns of this game can be played: its games take a chapter's `carry_in` and say
        what a finished one carries over (`chapter_end`). Default: whether the ruleset implements
        `chapter_end`; a campaign of a ruleset without it is refused with a clear message."""
        return type(self).chapter_end is not Ruleset.chapter_end

    # -- editor paths hooks --
    # What the editor's F5 setup dialog, dashboard and campaign actions ask of any ruleset, so none of
    # them reads a game's model. The defaults use only `new_game` and the protocols: a ruleset that says
    # nothing is played with its default seats, in every mode its engine plays.
    seat_noun: str = "Seat"  # what a choosable seat is called in the setup dialog ("Faction", "Colour")
    one_player_modes: tuple[str, ...] = ()  # modes in which one person plays every seat (one controller)

    def seats(self, model) -> list[tuple[str, str]]:
        """The seats a player may choose in `model`, in its order, as (id for `new_game(factions=)`, name).

        Default: the seats of a game with the default seating (`Game.seat_names()`), named as they are.
        """
        names = self.new_game(model, mode=self.default_mode(model) or None).seat_names()
        return [(name, name) for name in names]

    def mode_titles(self, model) -> dict[str, str]:
        """Every mode the adventure declares, in its order, with its title for people ("Randomized tiles")."""
        declared = tuple(getattr(model, "modes", ()) or self.modes)
        return {mode: mode.replace("-", " ").capitalize() for mode in declared}

    # -- explicit wiring hooks --
    def seating(self, model, *, players: int | None = None, mode: str | None = None,
                seed: int = 0) -> tuple[str, ...] | None:
        """The seats (ids for `new_game(factions=)`, in seat order) of the game dealt from `seed` when the
        run chose none, for a ruleset that draws them per game; None (the default): the seats do not
        depend on the seed, one `new_game` serves every game of the run."""
        return None

    # -- generic content hooks --
    # What the generic content layer (the card index, id fields, the content reference) reads of a
    # ruleset's content, as data the ruleset owns: no generic module keeps one game's kinds or fields.
    #: the kinds whose files are card sets (a `cards:` list, each card with an `id`): the content layer's
    #: index (`Context.cards`, `Context.card`) and the duplicate-card check read their cards
    card_kinds: tuple[str, ...] = ()
    #: where a card kind keeps its cards when not under `cards:` (a tile set's `tiles:`): kind -> list key;
    #: the card index (`Context.cards`, `CardRef.pointer`) reads it
    card_lists: Mapping[str, str] = {}
    #: what each id field of the ruleset's schemas names (`engine.content.id_fields`): rows of (kinds whose
    #: files have the field, or None for every kind; a regex on the field's pointer pattern; "define" or
    #: "reference"; the target); the first row that matches decides. Empty: no id field is followed (the
    #: forms' and the library's renames leave the ruleset's ids alone)
    id_targets: tuple[tuple[frozenset[str] | None, Any, str, str], ...] = ()
    #: a rule written with real terms of the ruleset's rules vocabulary, shown by its content reference
    #: (validated against the `rules` definition by the tests); "": no example
    rule_example: str = ""
    #: where the ruleset's content files hold rules, for the content reference ("adventures, map areas");
    #: "": the reference does not say
    rule_places: str = ""

    # -- print hooks --
    #: how many directions the rules number (clockwise from north, direction 1 is north: for random
    #: movement by a die, say); the exported map draws a numbered compass rose of that many spokes.
    #: 0 (the default): the rules number none, the map has a plain north arrow
    numbered_directions: int = 0

    # -- bots hooks --
    def rollout_bot(self) -> Callable[[random.Random], Bot] | None:
        """A quick policy for the search bot's rollouts (`engine.bots.mcts`), where the ruleset's greedy
        bot looks ahead and is too slow to play twenty times per iteration; None: the rollouts play
        the greedy bot itself (or at random, as the search bot's `rollout` says)."""
        return None

    #: the search bot's keyword arguments (`engine.bots.mcts.MCTSBot`: iterations, depth, widen, ...) that
    #: `--bots mcts` defaults to in this ruleset's games, where the generic defaults fit its game badly
    #: (a budget or rollout length of its own); a budget in the kind (`mcts:200`, `mcts:50ms`) still
    #: wins. Empty (the default): the search bot's own defaults.
    search_options: Mapping[str, Any] = {}

    def evaluate_seats(self, state: State) -> list[float]:
        """`evaluate(state, seat)` of every seat, in seat order: what the search bot scores a rollout cut
        off before the end with, once an iteration. A ruleset whose `evaluate` weighs a seat against the
        others may work out each seat's worth once here (the very same values); the default asks
        `evaluate` seat by seat."""
        return [self.evaluate(state, seat) for seat in range(state.game.num_players)]

    # -- validation speed hooks --
    #: whether the ruleset's semantic checks read nothing but the ruleset's own content files (no file on
    #: disk beside them, such as a picture a card names): then re-validating after an edit of another
    #: ruleset's file keeps their diagnostics instead of running them again (`engine.content.validate`).
    #: False, the safe default, runs them on every edit.
    checks_read_only_content: bool = False

    # -- leftovers hooks --
    #: what the game calls the points a seat scores, where a report, the terminal summary and the
    #: dashboard would say "VP" (a game that scores "points" says so); the JSON keeps `victory_points`,
    #: only what a reader sees changes. `score_title` heads the section of them.
    score_word: str = "VP"
    score_title: str = "Victory points"

    # -- first hour hooks --
    #: how many games `isleforge playtest`, `sweep` (per variant) and `replay` take a run to be, and the
    #: balance dashboard (Ctrl+F5) starts with, when not told: a run a designer waits a few minutes
    #: for at the game's speed. A slow game sets fewer where it sets the number, with its measured
    #: games per second; 1000 (the default) suits a game of a few games a second.
    default_games: int = 1000
    #: the example runs `isleforge COMMAND --help` prints for this game, by command ("playtest",
    #: "sweep"): the words after the command, an adventure of the bundled library first
    #: ("three-reefs --vary setup/units=1..3"). A test runs each one; empty: the game has none to show.
    cli_examples: Mapping[str, str] = {}


_REGISTRY: Registry[Ruleset] = Registry("ruleset")
_BY_HAND: list[str] = []  # ids added with `register`, in order
_DISCOVERED = False


def win_chance(lead: float, scale: float) -> float:
    """A position value's `lead` over the best other seat as a logistic win chance for `Ruleset.evaluate`:
    a lead of `scale` (what one point of the game is worth) is 73%, none is 50%."""
    return 1.0 / (1.0 + math.exp(-max(-300.0, min(300.0, lead / scale))))


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset by hand (the entry points add theirs the same way). An id registered twice is an error."""
    _discover()
    _REGISTRY.add(ruleset.id, ruleset)
    _BY_HAND.append(ruleset.id)
    return ruleset


def unregister(ruleset_id: str) -> None:
    """Remove a ruleset added with `register` (tests clean up with this)."""
    _REGISTRY.remove(ruleset_id)
    if ruleset_id in _BY_HAND:
        _BY_HAND.remove(ruleset_id)


def by_hand() -> list[Ruleset]:
    """The rulesets added with `register` (what a worker process must register again)."""
    return [_REGISTRY[name] for name in _BY_HAND]


def _discover() -> None:
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    fill_from_entry_points(_REGISTRY, ENTRY_POINT_GROUP, "ruleset")


def rediscover() -> list[Ruleset]:
    """Forget every ruleset found through the entry points and read the `isleforge.rulesets` group again
    (a plug-in installed while the program runs; a test that puts a distribution on `sys.path`).

    Rulesets added with `register` stay registered. Returns the rulesets now installed. Call
    `importlib.invalidate_caches()` first when the distribution's files were written in this process.
    """
    global _REGISTRY, _DISCOVERED
    kept = by_hand()
    _REGISTRY = Registry("ruleset")
    _DISCOVERED = False
    _discover()
    for ruleset in kept:
        if ruleset.id not in _REGISTRY:
            _REGISTRY.add(ruleset.id, ruleset)
        else:  # an entry point now gives the id: found, no longer by hand (workers find it themselves)
            _BY_HAND.remove(ruleset.id)
    return all_rulesets()


def get(ruleset_id: str | None = None) -> Ruleset:
    """The ruleset with this id (the default ruleset for None); `ruleset/unknown` if there is none."""
    _discover()
    ruleset_id = ruleset_id or DEFAULT_RULESET
    ruleset = _REGISTRY.get(ruleset_id)
    if ruleset is None:
        raise EngineError("ruleset/unknown", f"no ruleset '{ruleset_id}' is installed "
                                             f"(installed: {', '.join(_REGISTRY.names()) or 'none'})")
    return ruleset


def of(model) -> Ruleset:
    """The ruleset a resolved adventure (or campaign) is played with (its `ruleset` field)."""
    return get(getattr(model, "ruleset", None))


def all_rulesets() -> list[Ruleset]:
    _discover()
    return [_REGISTRY[name] for name in _REGISTRY.names()]
