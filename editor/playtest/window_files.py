"""Saving, opening and restarting playtest sessions (the playtest window's Game menu).

A session file is `PlaytestSession.to_json()` (engine/sim/session.py). Opening one looks its
adventure up by id: the adventure being played (re-read from the editor when it is the same id),
else the library's (`resolve_adventure`). A file played on other content replays as far as its
decisions stay legal, after asking. "Restart with current content" re-reads the adventure from the
editor and replays the same seed and the decisions made so far while they remain legal.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication

from engine.sim.session import PlaytestSession, SessionError

SESSION_FILTER = "Playtest sessions (*.playtest.json);;All files (*)"


def read_session(path, adventure_for, prompter) -> PlaytestSession | None:
    """The session saved at `path`, on the adventure `adventure_for(id)` returns for its id.

    Content that changed since the game was saved (another digest) is replayed as far as the
    decisions stay legal, if `prompter` agrees (None: no one to ask, so yes). None when declined;
    SessionError (or what `adventure_for` raises) when the file or its adventure is unusable.
    """
    header = PlaytestSession.peek(path)
    adventure = adventure_for(header["adventure"])
    strict = adventure.digest == header.get("digest")
    if not strict and prompter is not None and not prompter.confirm(
            "Content changed", f"{Path(path).name} was played on another version of '{header['adventure']}'. "
                               "Replay its decisions as far as they are still legal?"):
        return None
    return PlaytestSession.load(path, adventure, strict=strict)


class SessionFiles:
    """Mixed into `PlaytestWindow`: needs `session`, `prompter`, `folder`, `reload_content`,
    `resolve_adventure`, `set_session`, `statusBar` and `_error`."""

    # -- files and content ------------------------------------------------------------------
    def save_session(self, path: Path | None = None) -> Path | None:
        if path is None:
            if self.prompter is None:
                return None
            game = self.session.game
            path = self.prompter.save_file(self.folder / f"{game.adventure.id}-seed{self.session.seed}.playtest.json",
                                           "Save playtest session", SESSION_FILTER)
            if path is None:
                return None
        path = Path(path)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + ".playtest.json")
        try:
            self.session.save(path)
        except (OSError, SessionError) as error:
            self._error("The session was not saved", f"{path}: {error}")
            return None
        self.statusBar().showMessage(f"Saved {path.name}: {self.session.length} decisions, at decision "
                                     f"{self.session.cursor}.", 6000)
        return path

    def open_session(self, path: Path | None = None) -> bool:
        if path is None:
            if self.prompter is None:
                return False
            path = self.prompter.open_file(self.folder, "Open playtest session", SESSION_FILTER)
            if path is None:
                return False
        try:
            session = read_session(path, self._adventure_for, self.prompter)
        except SessionError as error:
            self._error("The session could not be opened", str(error))
            return False
        if session is None:
            return False
        self.set_session(session, running=False)
        dropped = getattr(session, "dropped", 0)
        self.statusBar().showMessage(f"Opened {Path(path).name}" + (f": {dropped} decisions no longer fit the content "
                                                                   "and were dropped." if dropped else "."), 8000)
        return True

    def _adventure_for(self, adventure_id: str):
        if adventure_id == self.session.adventure.id:
            if self.reload_content is not None:
                try:
                    return self.reload_content()
                except Exception as error:  # content with errors: fall back to the adventure being played
                    self.statusBar().showMessage(f"The current content has errors ({error}); using the adventure "
                                                 "as it was when this playtest started.", 8000)
            return self.session.adventure
        if self.resolve_adventure is None:
            raise SessionError("session/adventure", f"the session is a game of '{adventure_id}', which is not "
                                                    "available here")
        try:
            return self.resolve_adventure(adventure_id)
        except Exception as error:
            raise SessionError("session/adventure", f"the adventure '{adventure_id}' of the session cannot be "
                                                    f"played: {error}") from None

    def restart(self) -> bool:
        """Re-read the adventure from the editor; same setup and seed; decisions replayed while legal."""
        if self.reload_content is None:
            return False
        try:
            adventure = self.reload_content()
        except Exception as error:
            self._error("The adventure has errors", f"Fix them first (see the Problems panel): {error}")
            return False
        cursor = self.session.cursor
        session = self.session.restarted(adventure)
        self.set_session(session, running=False)
        dropped = getattr(session, "dropped", 0)
        self.statusBar().showMessage(
            f"Restarted with the current content, seed {session.seed}: {session.cursor} of {cursor} decisions "
            "replayed" + ("; the rest no longer fit the content." if dropped else "."), 8000)
        return True

    def copy_seed(self) -> None:
        QGuiApplication.clipboard().setText(str(self.session.seed))
        self.statusBar().showMessage(f"Seed {self.session.seed} copied.", 3000)
