"""The `Ruleset` of Cursed Island: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `cursed-island` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.content.checks.ids import duplicate_file_ids
from engine.core.events import describe
from engine.core.ruleset import Ruleset
from engine.core.teams import Teams

from . import content
from .id_targets import TARGETS as ID_TARGETS
from .model import MODES, RULESET_ID, TEAM_MODES


class CursedIsland(Ruleset):
    id = RULESET_ID
    title = "Cursed Island"
    grid = "hex"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --
    kinds = content.KINDS
    checks = (duplicate_file_ids, content.check_library)
    card_kinds = content.CARD_KINDS
    card_lists = content.CARD_LISTS
    id_targets = ID_TARGETS
    template = "new-cursed"
    template_file = Path(__file__).resolve().parent / "templates" / "new-cursed.yaml"  # outside the library
    checks_read_only_content = True  # content.py reads the Cursed Island files of the library and nothing else

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, library, adventure_id: str):
        """The playable Scenario (model.Scenario) of the scenario file `adventure_id`."""
        return content.resolve(library, adventure_id)

    def diagnostics(self, library) -> list:
        """Schema and semantic problems of the library's Cursed Island files, located."""
        return content.diagnostics(library)

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """The counts the scenario plays (1 to 4): solo is the one-player mode, cooperative 2 to 4."""
        counts = tuple(sorted(getattr(model, "player_counts", ()) or (1, 2, 3, 4)))
        if mode == "solo":
            return tuple(c for c in counts if c == 1)
        if mode == "cooperative":
            return tuple(c for c in counts if c > 1)
        return counts if mode is None else ()

    # -- play hooks --
    seat_noun = "Castaway"

    def new_game(self, model, *, players=None, factions=None, mode=None, carry_in=None):
        """A game of the scenario `model` for `players` castaways (1: the solo variant; default 3 where
        the scenario is played by 3). `factions` names the castaway of each seat (ids or titles: what
        `seating` gives, what a saved game's seat names are): a game for that deal, its seats named by
        the castaways; other names (the numbered seats of `seats`) only say how many play."""
        if players is None and factions:
            players = len(factions)
        if mode is None and players is not None:
            mode = "solo" if players == 1 else "cooperative"
        from .game import Game
        by_name = {c.id: c.id for c in model.characters if not c.helper}
        by_name.update({c.title: c.id for c in model.characters if not c.helper})
        dealt = tuple(by_name[f] for f in factions) if factions and all(f in by_name for f in factions) else None
        return Game(model, players=players, mode=mode, dealt=dealt)

    def seating(self, model, *, players=None, mode=None, seed: int = 0):
        """The castaways the game dealt from `seed` seats (its set-up's first draw, replayed): a run
        builds a game per deal, so its seats are named by their castaways."""
        if getattr(model, "seats", ()):
            return None
        import random

        from .setup import draw
        game = self.new_game(model, players=players, mode=mode)
        return tuple(draw(game, random.Random(seed)))

    def default_mode(self, model) -> str:
        counts = getattr(model, "player_counts", ()) or (1, 2, 3, 4)
        return "cooperative" if any(n > 1 for n in counts) else "solo"

    def normalise_action(self, action):
        from engine.core.staged import normalise
        return normalise(action)

    def invariants(self, state) -> list[str]:
        from . import invariants
        return invariants.invariants(state)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    def teams(self, game) -> Teams:
        """Every castaway on one team: the team wins (1 each) or loses (0 each) together."""
        return Teams.together(game.num_players)

    def mode_titles(self, model) -> dict[str, str]:
        return {"cooperative": "Cooperative (2-4 castaways)", "solo": "Solo (one castaway, Friday and the dog)"}

    def seats(self, model) -> list[tuple[str, str]]:
        """The seats are drawn per game from the scenario's castaways: the seats are numbered."""
        n = max(getattr(model, "player_counts", ()) or (4,))
        return [(f"castaway-{i + 1}", f"Castaway {i + 1}") for i in range(n)]

    # -- reports hooks --
    length_measures = ("seasons", "decisions")  # seasons: the rounds played (GameResult's rounds)
    length_words = {"seasons": "rounds"}
    named_seats = False  # the castaways are drawn from each game's seed: `--factions` is refused

    def summarise(self, state, result) -> None:
        from . import summary
        summary.summarise(state, result)

    def narrate_event(self, event, game) -> str:
        from . import prose
        return prose.narrate(event, game)

    def team_outcome(self, result):
        from . import report
        return report.team_outcome(result)

    def ending_titles(self, model, mode):
        from . import report
        return report.ending_titles(model)

    def report_sections(self, model, results, mode):
        from . import report
        return report.report_sections(model, results, mode)

    def summary_lines(self, report_):
        from . import report
        return report.summary_lines(report_)

    def html_sections(self, report_, charts):
        from . import report
        return report.html_sections(report_, charts)

    def conclusions(self, report_):
        from . import report
        return report.conclusions(report_)

    def report_schema(self, kind):
        from engine.content import paths
        return paths.schemas_dir() / self.id / "report-sections.schema.json" if kind == "playtest" else None

    def score_breakdown_spec(self, model, mode):
        from . import report
        return report.score_spec(model, mode)

    # -- bots hooks --
    @property
    def bots(self):
        """Weakest first; greedy: the team greedy written for survival (greedy.py); the search bot `mcts`
        is every ruleset's, over the team's shared returns."""
        from engine.bots import RandomBot

        from . import greedy
        return {"random": RandomBot, "greedy": greedy.factory}

    def evaluate(self, state, player: int) -> float:
        """The team's position in wounds (appraise.worth) as a win chance, the same for every seat."""
        from . import appraise
        return appraise.evaluate(state, player)

    def rollout_bot(self):
        """The greedy's searched plan for the first round a search plans, then the planner's bare list,
        for the search bot's rollouts (search.py)."""
        from . import search
        return search.factory

    def evaluate_seats(self, state):
        """`evaluate` read once for the whole team (search.py): every seat's value is the same."""
        from . import search
        return search.team_values(state)

    @property
    def search_options(self):
        """`--bots mcts`'s budget and shape for this game (search.py's SEARCH_OPTIONS)."""
        from . import search
        return search.SEARCH_OPTIONS

    # -- editor paths hooks --

    # -- first hour hooks --
    # a greedy game takes about 2 s (the-long-tide: 0.54 games/s, one job, on the two shared cores at load
    # 16, session 12): 1,000 games were half an hour, 200 are a few minutes and the first live report
    # comes after 10 of them
    default_games = 200
    cli_examples = {"playtest": "the-long-tide --mode solo", "sweep": "the-long-tide --vary rounds=10..12"}


RULESET = CursedIsland()
