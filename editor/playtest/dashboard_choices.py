"""What a balance run of one adventure document may choose, from its ruleset (no widgets here).

The dashboard's settings row offers the modes the adventure declares that its ruleset plays, with
their titles (`Ruleset.mode_titles`), a player count its first mode allows (three where it may:
the CLI's default table), the ruleset's bots, its seats for "Chosen per seat" (`Ruleset.seats`:
factions, colours) named by `seat_noun`, and what its scores count (`EditorRuleset.score_name`).
The adventure is read as it is in the editor when the dashboard opens; when it cannot be read
the choices fall back to the ruleset's own, and the run then says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import EngineError

from .dashboard_run import PlaytestSetupError, resolve_snapshot, ruleset_of_document, snapshot_of
from .dashboard_team import mode_choices

USUAL_PLAYERS = 3  # the CLI's default table, where the adventure allows it

# What Ctrl+F5 plays, on an adventure and on a campaign alike: what `isleforge playtest` plays without
# options (the game's own number of games or campaign runs, `Ruleset.default_games`: 1,000 where a game
# plays a few a second, fewer for a slow game, so a run ends in minutes; the ruleset's last and strongest
# own bot), started at once. The report is redrawn live about twenty times a run and Cancel keeps what
# was played; the same numbers come from the command line.
def default_games(ruleset) -> int:
    """The games (or campaign runs) a run of `ruleset`'s adventure plays unless changed."""
    return ruleset.default_games


def default_bot(bots) -> str:
    """The bot a run plays unless changed: the ruleset's last own bot (`bots` ends with the search bot,
    mcts, which `ladder_kinds` appends), as `isleforge playtest` and `sweep` default to."""
    return bots[-2] if len(bots) > 1 else bots[0]


@dataclass(frozen=True)
class RunChoices:
    ruleset: object  # the engine Ruleset of the document
    modes: tuple[tuple[str, str], ...]  # (mode, title), the default mode first
    players: int  # the count offered first
    seats: tuple[str, ...]  # the seat ids "Chosen per seat" may name, sorted
    seat_noun: str  # "faction", "colour", "seat"
    bots: tuple[str, ...]  # weakest first, then the search bot
    score_name: str  # what the engine's scores count

    def one_player(self, mode: str | None) -> bool:
        return mode in self.ruleset.one_player_modes


def _model(document, workspace):
    """The adventure of the document as it is now, resolved (None when it cannot be: a run says why)."""
    try:
        return resolve_snapshot(snapshot_of(document, workspace))
    except (PlaytestSetupError, EngineError, OSError):
        return None


def _score_name(ruleset_id: str) -> str:
    from editor import rulesets as editor_rulesets

    try:
        return editor_rulesets.get(ruleset_id).score_name
    except EngineError:
        return "Scores"


def run_choices(document, workspace) -> RunChoices:
    from engine.sim.runner import ladder_kinds

    ruleset = ruleset_of_document(document)
    model = _model(document, workspace)
    titles = ruleset.mode_titles(model) if model is not None else {}
    modes = tuple((mode, titles.get(mode) or mode.replace("-", " ").capitalize())
                  for mode in mode_choices(document, ruleset))
    counts: tuple[int, ...] = ()
    if model is not None:
        try:
            counts = tuple(ruleset.player_counts(model, modes[0][0] if modes else ruleset.default_mode(model)))
        except EngineError:
            counts = ()
    seats = tuple(sorted(seat for seat, _name in ruleset.seats(model))) if model is not None else ()
    return RunChoices(ruleset=ruleset, modes=modes,
                      players=USUAL_PLAYERS if USUAL_PLAYERS in counts or not counts else counts[0],
                      seats=seats, seat_noun=ruleset.seat_noun.lower(), bots=tuple(ladder_kinds(ruleset)),
                      score_name=_score_name(ruleset.id))
