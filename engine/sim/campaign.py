"""Playing a campaign: chapter after chapter, branches on the outcome and flags, carry-over.

One *campaign run* is the unit of work (of the worker pool, of `replay`, of a saved run): play the
first chapter, read how it ended (`Ruleset.chapter_end`), take the first branch whose outcome and
flag match, build the next chapter's carry-in (`engine.core.carry.next_carry_in`) and go on until a
chapter leads nowhere: that chapter is the run's *ending*. A chapter without a matching branch goes
on to the next chapter in the file (docs/content-model.md), the last one ends the campaign.

- Seats keep their factions: the first chapter draws them (or takes `--factions`), later chapters
  are played with the same factions in the same seats.
- The outcome a branch reads (`win`/`lose`) is the *lead seat*'s (seat 0): in a competitive game
  "whether a chosen player won" (schemas/campaign.schema.json).
- Seeds: run k has the seed `derive_seed(master, k)`; its chapter at step s (0, 1, ...) plays with
  `derive_seed(run_seed, "chapter", s)` and bots seeded `derive_seed(run_seed, "chapter", s, "bot",
  seat)`. A run is therefore the same whatever else is played, and replays on its own.
- Campaign score: a seat's VP of every chapter (when `carry_over.victory_points`) plus
  `scoring.chapter_bonus` for every chapter it won; `chapters_won` ranks by chapters won first.

```python
playable = load_campaign("isles-of-ash")
run = play_run(playable, CampaignSpec(players=3, bots="random", seed=1), 17)
run.ending, [c.chapter for c in run.chapters], run.winners
```
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path

from engine.content import paths
from engine.content.resolve import ContentError, resolve_campaign
from engine.content.validate import validate_paths
from engine.core import ruleset as rulesets
from engine.core.carry import next_carry_in
from engine.core.errors import EngineError

from .runner import MAX_DECISIONS, GameResult, bot_class, derive_seed, log_digest, play_out

LEAD_SEAT = 0  # whose outcome the branches read
MAX_CHAPTERS = 64  # campaign/loop makes a longer run impossible for valid content; a guard all the same
FORMAT = 1  # of a saved campaign run


@dataclass(frozen=True)
class Playable:
    """A resolved campaign with the resolved adventure of every chapter, and its digest."""

    campaign: object
    adventures: dict
    digest: str

    @property
    def ruleset(self):
        return rulesets.of(self.campaign)

    def chapter(self, chapter_id: str):
        return next(c for c in self.campaign.chapters if c.id == chapter_id)


def campaign_digest(campaign_data: dict, adventures: dict) -> str:
    """A stable hash of the campaign file's content and of every adventure it plays (by content, not path)."""
    digest = hashlib.sha256(json.dumps(campaign_data, sort_keys=True, ensure_ascii=False).encode())
    for adventure_id in sorted(adventures):
        digest.update(f"\0{adventure_id}:{adventures[adventure_id].digest}".encode())
    return digest.hexdigest()


def playable_from(validation, campaign_id: str) -> Playable:
    """The campaign with this id and its adventures, resolved; ContentError if any has errors."""
    campaign = resolve_campaign(validation, campaign_id)
    ruleset = rulesets.of(campaign)
    adventures = {}
    for chapter in campaign.chapters:
        if chapter.adventure not in adventures:
            adventures[chapter.adventure] = ruleset.resolve(validation, chapter.adventure)
    data = next(f.data for f in validation.library.files if f.kind == "campaign" and f.id == campaign_id)
    return Playable(campaign, adventures, campaign_digest(data, adventures))


def load_campaign(campaign_id: str, library: Path | None = None) -> Playable:
    """A campaign of the bundled library (or of `library`); ContentError if it or its adventures have errors."""
    return playable_from(validate_paths([library or paths.library_dir()]), campaign_id)


def is_campaign(name: str, library: Path | None = None) -> bool:
    """Whether the library has a campaign with this id (and no adventure of the same id)."""
    validation = validate_paths([library or paths.library_dir()])
    ids = {(f.kind, f.id) for f in validation.library.files}
    return ("campaign", name) in ids and ("adventure", name) not in ids


@dataclass(frozen=True)
class CampaignSpec:
    """What every run of a campaign playtest shares (as `RunSpec` for single adventures)."""

    players: int | None = 3
    factions: tuple[str, ...] | None = None
    bots: str = "random"
    seed: int = 0
    mode: str | None = None
    max_decisions: int = MAX_DECISIONS


@dataclass
class ChapterResult:
    """One chapter of a run: its game, the lead seat's outcome, the branch taken and what carried over."""

    chapter: str
    step: int
    game: GameResult
    outcome: str  # win | lose
    flags: tuple[str, ...] = ()  # the story flags set when the chapter ended
    branch: int | None = None  # the index of the branch taken (None: on in file order, or the end)
    next: str | None = None  # the chapter played next (None: the run ends here)
    advantages: tuple[tuple[str, ...], ...] = ()  # per seat, the advantages held in this chapter
    carried: dict = field(default_factory=dict)  # what the next chapter receives (plain values)


@dataclass
class RunResult:
    index: int
    seed: int
    factions: tuple[str, ...] = ()
    chapters: list[ChapterResult] = field(default_factory=list)
    ending: str = ""  # the last chapter played ("" if the run broke off)
    scores: tuple[int, ...] = ()
    winners: tuple[int, ...] = ()
    anomalies: list = field(default_factory=list)  # (kind, run, chapter step, chapter id, detail)


def outcome_of(winners, seat: int = LEAD_SEAT) -> str:
    return "win" if seat in winners else "lose"


def choose_branch(campaign, chapter, outcome: str, flags) -> tuple[int | None, str | None]:
    """(index of the branch taken, next chapter id): the first branch whose outcome and flag match;
    with none, the next chapter in file order (None after the last)."""
    for index, branch in enumerate(chapter.branches):
        if branch.outcome in ("any", outcome) and (branch.flag is None or branch.flag in flags):
            return index, branch.next
    position = campaign.chapters.index(chapter)
    following = campaign.chapters[position + 1] if position + 1 < len(campaign.chapters) else None
    return None, following.id if following is not None else None


def _plain_carry(carry) -> dict:
    return {"flags": list(carry.flags),
            "seats": [{"resources": dict(s.resources), "captains_lost": s.captains_lost, "vp": s.vp,
                       "advantages": [a.id for a in s.advantages]} for s in carry.seats]}


class Course:
    """A campaign run in progress: the game of the current chapter, then `finish` with its end state.

    Used by `play_run` (bots), by restoring a saved run and by the editor's chapter-by-chapter play.
    """

    def __init__(self, playable: Playable, run_seed: int, *, players: int | None = 3,
                 factions: tuple[str, ...] | None = None, mode: str | None = None) -> None:
        self.playable = playable
        self.ruleset = playable.ruleset
        self.seed = run_seed
        self.players = players
        self.factions = tuple(factions) if factions else None
        self.mode = mode
        self.chapter = playable.campaign.chapters[0]
        self.step = 0
        self.carry = None
        self.results: list[ChapterResult] = []
        self.states: list = []
        self.anomalies: list = []  # (kind, run, chapter step, chapter id, detail) of bot play
        self.ended = False

    def chapter_seed(self, *parts) -> int:
        return derive_seed(self.seed, "chapter", self.step, *parts)

    def game(self):
        """The game of the current chapter (with the carry-in of the chapters before it), to be dealt
        with `chapter_seed()`. The first chapter fixes the factions: drawn from its seed where the
        ruleset draws them (`Ruleset.seating`)."""
        adventure = self.playable.adventures[self.chapter.adventure]
        mode = self.mode or self.ruleset.default_mode(adventure)
        if self.factions is None:
            game = self.ruleset.new_game(adventure, players=self.players, mode=mode, carry_in=self.carry)
            seating = self.ruleset.seating(adventure, players=self.players, mode=mode, seed=self.chapter_seed())
            if seating is not None:
                game = self.ruleset.new_game(adventure, players=self.players, factions=list(seating), mode=mode,
                                             carry_in=self.carry)
            self.factions = tuple(game.seat_names())
            return game
        return self.ruleset.new_game(adventure, factions=list(self.factions), mode=mode, carry_in=self.carry)

    def finish(self, state, game_result: GameResult) -> ChapterResult:
        """Close the current chapter with its final state; move to the next one (or end the run)."""
        campaign = self.playable.campaign
        end = self.ruleset.chapter_end(state)
        outcome = outcome_of(end.winners)
        branch, following = choose_branch(campaign, self.chapter, outcome, end.flags)
        held = tuple(tuple(a.id for a in s.advantages) for s in self.carry.seats) if self.carry else ()
        result = ChapterResult(self.chapter.id, self.step, game_result, outcome, tuple(sorted(end.flags)),
                               branch, following, held)
        self.results.append(result)
        self.states.append(state)
        if following is None or self.step + 1 >= MAX_CHAPTERS:
            self.ended = True
            return result
        self.carry = next_carry_in(campaign.carry_over, self.chapter, end, self.carry)
        result.carried = _plain_carry(self.carry)
        self.chapter = self.playable.chapter(following)
        self.step += 1
        return result


def scores(campaign, chapters: list[ChapterResult], players: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(campaign score per seat, campaign winners) of a finished run."""
    vp = [0] * players
    won = [0] * players
    for chapter in chapters:
        for seat in range(players):
            if campaign.carry_over.victory_points and seat < len(chapter.game.vp):
                vp[seat] += chapter.game.vp[seat]
            if seat in chapter.game.winners:
                won[seat] += 1
                vp[seat] += campaign.chapter_bonus
    key = (lambda s: (won[s], vp[s])) if campaign.scoring_method == "chapters_won" else (lambda s: vp[s])
    best = max(key(s) for s in range(players)) if players else 0
    return tuple(vp), tuple(s for s in range(players) if key(s) == best)


def _game_result(ruleset, game, state, anomalies, k: int, seed: int) -> GameResult:
    result = GameResult(index=k, seed=seed, factions=tuple(game.seat_names()),
                        anomalies=[(a.kind, a.game, a.seed, a.detail) for a in anomalies])
    if state is not None:
        ruleset.summarise(state, result)
        result.log_digest = log_digest(state)
    return result


def play_course(playable: Playable, spec: CampaignSpec, k: int) -> Course:
    """Play run k with bots and return its finished `Course` (states kept: for replay and saving)."""
    course = Course(playable, derive_seed(spec.seed, k), players=spec.players, factions=spec.factions,
                    mode=spec.mode)
    factory = bot_class(spec.bots, playable.ruleset)
    anomalies = course.anomalies
    while not course.ended:
        try:
            game = course.game()
        except EngineError as error:
            anomalies.append(("engine_error", k, course.step, course.chapter.id, f"{error.code}: {error}"))
            break

        def bots(players, step=course.step):
            return [factory(random.Random(derive_seed(course.seed, "chapter", step, "bot", seat)))
                    for seat in range(players)]

        state, problems = play_out(game, bots, spec.max_decisions, k, course.chapter_seed())
        result = _game_result(playable.ruleset, game, state, problems, k, course.chapter_seed())
        anomalies.extend((kind, k, course.step, course.chapter.id, detail) for kind, _, _, detail in result.anomalies)
        if state is None or not state.is_terminal():
            course.results.append(ChapterResult(course.chapter.id, course.step, result, "lose"))
            course.states.append(state)
            break
        course.finish(state, result)
    return course


def run_result(playable: Playable, course: Course, k: int) -> RunResult:
    players = len(course.factions or ())
    run = RunResult(k, course.seed, course.factions or (), course.results, anomalies=course.anomalies)
    if course.ended:
        run.ending = course.results[-1].chapter
        run.scores, run.winners = scores(playable.campaign, course.results, players)
    return run


def play_run(playable: Playable, spec: CampaignSpec, k: int) -> RunResult:
    """Play run k of a campaign playtest and boil it down to a picklable `RunResult`."""
    return run_result(playable, play_course(playable, spec, k), k)


# -- a saved campaign run: campaign id, digest, seed and every chapter's decisions ----------------
def course_to_json(course: Course) -> dict:
    """The saved run; a chapter still being played (the editor's) is saved with its decisions so far."""
    playable = course.playable
    played = [r.chapter for r in course.results]
    if len(course.states) > len(played):
        played.append(course.chapter.id)
    return {
        "format": FORMAT, "campaign": playable.campaign.id, "digest": playable.digest, "seed": course.seed,
        "factions": list(course.factions or ()), "mode": course.mode,
        "chapters": [{"chapter": chapter, "decisions": json.loads(json.dumps(list(s.decisions)))}
                     for chapter, s in zip(played, course.states, strict=True) if s is not None],
    }


def course_from_json(playable: Playable, data: dict) -> Course:
    """Replay a saved run chapter by chapter; `save/...` EngineError if it does not fit the campaign."""
    if data.get("format") != FORMAT:
        raise EngineError("save/format", f"unknown campaign save format {data.get('format')!r}")
    if data.get("campaign") != playable.campaign.id or data.get("digest") != playable.digest:
        raise EngineError("save/digest", "the campaign or one of its adventures changed since the run was saved")
    course = Course(playable, int(data["seed"]), factions=tuple(data["factions"]), mode=data.get("mode"))
    ruleset = playable.ruleset
    for index, saved in enumerate(data["chapters"]):
        if course.ended or saved["chapter"] != course.chapter.id:
            raise EngineError("save/replay", f"chapter {index} of the save is '{saved['chapter']}', the run "
                                             f"reaches '{'(the end)' if course.ended else course.chapter.id}'")
        game = course.game()
        state = game.new_initial_state(course.chapter_seed())
        for number, action in enumerate(saved["decisions"]):
            try:
                state.apply_action(ruleset.normalise_action(action))
            except EngineError as error:
                raise EngineError("save/replay", f"chapter '{saved['chapter']}', decision {number}: "
                                                 f"{error.message}") from error
        if state.is_terminal():
            course.finish(state, _game_result(ruleset, game, state, [], 0, course.chapter_seed()))
        else:
            course.states.append(state)  # a save made inside a chapter: play goes on from here
    return course


__all__ = ["CampaignSpec", "ChapterResult", "ContentError", "Course", "Playable", "RunResult", "choose_branch",
           "course_from_json", "course_to_json", "load_campaign", "play_course", "play_run"]
