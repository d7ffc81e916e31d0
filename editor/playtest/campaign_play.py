"""F5 on a campaign: play it in the playtest window chapter by chapter.

`CampaignPlay` owns an `engine.sim.campaign.Course` (the run: chapter, carry-in, what is left) and
one `PlaytestWindow`. Each chapter is an ordinary playtest session whose game receives the
chapter's carry-in (`SessionSetup.carry_in`), so step back, fork and the seats menu work inside a
chapter as in any playtest. When the chapter's game ends, a bar above the board shows the
outcome, the branch the campaign takes and what carries over; "Next Chapter" closes the chapter
(`Course.finish`) and opens the next one in the same window. Seats keep their factions and
controllers; chapter k plays with the run's derived seed for step k.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from engine.sim.campaign import Course
from engine.sim.runner import GameResult, log_digest
from engine.sim.session import PlaytestSession, SessionSetup


def carried_text(playable, result) -> str:
    """What the chapter hands on, in words (per seat: resources, lost captains, VP, advantages)."""
    if not result.carried:
        return "Nothing carries over: the campaign ends here."
    titles = {a.id: a.title for c in playable.campaign.chapters for a in c.advantages}
    parts = []
    for seat, carry in enumerate(result.carried["seats"]):
        bits = [f"{n} {r}" for r, n in carry["resources"].items() if n]
        bits += [f"{carry['captains_lost']} captain(s) lost"] if carry["captains_lost"] else []
        bits += [f"{carry['vp']} campaign VP"] if carry["vp"] else []
        bits += [", ".join(titles.get(a, a) for a in carry["advantages"])] if carry["advantages"] else []
        parts.append(f"{result.game.factions[seat]}: {'; '.join(bits) or 'nothing'}")
    flags = result.carried["flags"]
    return "Carries over: " + " · ".join(parts) + (f" · flags {', '.join(flags)}" if flags else "")


class CampaignPlay(QObject):
    """One campaign played by hand in a playtest window (see the module docstring)."""

    chapter_started = Signal(int)  # the chapter's step
    chapter_ended = Signal(object)  # the ChapterResult

    def __init__(self, playable, setup: SessionSetup, window_factory) -> None:
        super().__init__()
        self.playable = playable
        self.seats = tuple(setup.seats)
        self.course = Course(playable, setup.seed, factions=tuple(setup.factions), mode=setup.mode)
        self.window = None
        self._window_factory = window_factory  # session -> PlaytestWindow
        self.bar = QWidget()
        row = QHBoxLayout(self.bar)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.next_button = QPushButton("Next Chapter")
        self.next_button.clicked.connect(self.next_chapter)
        row.addWidget(self.summary, 1)
        row.addWidget(self.next_button)
        self.pending = None  # the ChapterResult of the chapter just ended, until "Next Chapter"

    def session(self) -> PlaytestSession:
        game = self.course.game()  # checks the carry-in and fixes the factions
        return PlaytestSession(game.adventure, SessionSetup(tuple(game.seat_names()), self.seats, self.course.chapter_seed(),
                                                            game.mode, self.course.carry))

    def start(self):
        session = self.session()
        self.window = self._window_factory(session)
        self.window.statusBar().addWidget(self.bar, 1)
        self.window.position_changed.connect(self._position_changed)
        self._show_chapter()
        return self.window

    def _show_chapter(self) -> None:
        chapter = self.course.chapter
        self.window.setWindowTitle(f"Campaign — {self.playable.campaign.title} — {chapter.title or chapter.id}")
        self.summary.setText(f"<b>{chapter.title or chapter.id}</b> (chapter {self.course.step + 1})")
        self.next_button.setEnabled(False)
        self.pending = None
        self.chapter_started.emit(self.course.step)

    def _position_changed(self) -> None:
        session = self.window.session
        if not session.state.is_terminal():
            self.next_button.setEnabled(False)
            return
        if self.pending is not None:
            return
        # what the chapter would hand on, without closing it yet (step back and fork stay possible)
        trial = Course(self.playable, self.course.seed, factions=self.course.factions, mode=self.course.mode)
        trial.chapter, trial.step, trial.carry = self.course.chapter, self.course.step, self.course.carry
        result = trial.finish(session.state, self._game_result(session))
        where = f"next: {self.playable.chapter(result.next).title or result.next}" if result.next else "the campaign ends"
        taken = "on in file order" if result.branch is None else f"branch {result.branch + 1}"
        self.summary.setText(f"<b>{self.course.chapter.title}</b>: seat 1 {'wins' if result.outcome == 'win' else 'loses'}"
                             f"; {taken}, {where}. {carried_text(self.playable, result)}")
        self.next_button.setEnabled(result.next is not None)
        self.pending = result
        self.chapter_ended.emit(result)

    def _game_result(self, session) -> GameResult:
        state = session.state
        result = GameResult(index=0, seed=session.seed, factions=tuple(session.game.seat_names()))
        session.ruleset.summarise(state, result)
        result.log_digest = log_digest(state)
        return result

    def next_chapter(self) -> bool:
        """Close the ended chapter and open the next; False if the chapter is not over or was the last."""
        session = self.window.session
        if not session.state.is_terminal():
            return False
        result = self.course.finish(session.state, self._game_result(session))
        if result.next is None:
            return False
        self.window.set_session(self.session(), running=self.window.running)
        self._show_chapter()
        return True
