"""Starting playtests from the main window: F5, "Playtest again", replays from the dashboard, session files.

`PlaytestLauncher` reads the adventure of the current tab *as it is in the editor* (unsaved edits
included, like the balance dashboard), refuses it with its problems when it has errors, asks for the
setup (or reuses the remembered one), and opens a `PlaytestWindow`. The window gets two callbacks
from here: re-reading the same document ("Restart with current content") and resolving another
adventure of the library by id (opening a session file of another adventure).
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication

from engine.core.errors import EngineError
from engine.sim.session import PlaytestSession, SessionError

from .dashboard_run import PlaytestSetupError, Snapshot, campaign_refusal, resolve_snapshot, snapshot_of
from .setup_dialog import SetupMemory, default_setup
from .window_files import SESSION_FILTER, read_session

MAX_LISTED_PROBLEMS = 8


def problems_text(error: PlaytestSetupError) -> str:
    lines = [str(error)]
    for d in error.diagnostics[:MAX_LISTED_PROBLEMS]:
        lines.append(f"{d.file}:{d.line}:{d.column}: {d.message}")
    if len(error.diagnostics) > MAX_LISTED_PROBLEMS:
        lines.append(f"… and {len(error.diagnostics) - MAX_LISTED_PROBLEMS} more in the Problems panel.")
    return "\n".join(lines)


class PlaytestLauncher(QObject):
    """F5 and its kin, given what they need: the library (`workspace`), who asks the user (`prompter`),
    where setups are remembered (`settings`) and how to read the current tab's document (`current_document`)."""

    def __init__(self, workspace, prompter, settings, current_document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.workspace, self.prompter, self.current_document = workspace, prompter, current_document
        self.memory = SetupMemory(settings)
        self.windows: list = []
        self.last_timing: dict[str, float] = {}  # seconds per step of the last start (benchmarks read it)

    # -- sources of content -------------------------------------------------------------------
    def _reader(self, document):
        """A callable that resolves `document` as it is in the editor at the moment it is called."""
        workspace = self.workspace

        def read():
            return resolve_snapshot(snapshot_of(document, workspace))
        return read

    def _by_id(self, adventure_id: str):
        workspace = self.workspace
        for content in workspace.index.library.files:
            if content.kind == "adventure" and content.id == adventure_id:
                document = workspace.document_for(content.path)
                if document is not None:
                    return self._reader(document)()
                return resolve_snapshot(Snapshot(content.path, (), workspace.root, workspace.base))
        raise SessionError("session/adventure", f"no adventure with the id '{adventure_id}' in this library")

    def _current_adventure_document(self, title: str):
        document = self.current_document()
        if document is not None and document.kind == "campaign" and title == "Playtest":
            return document
        if document is None or document.kind != "adventure":
            self.prompter.info(title, "Open an adventure first: the playtest plays the adventure in the "
                                             "current tab, as it is in the editor.")
            return None
        return document

    # -- F5 and Shift+F5 -----------------------------------------------------------------------
    def playtest(self, again: bool = False):
        """F5: ask for the setup (remembered per adventure) and open the playtest window.

        `again` (Shift+F5, "Playtest again") skips the dialog and plays the remembered setup with a new seed.
        """
        document = self._current_adventure_document("Playtest")
        if document is None:
            return None
        if document.kind == "campaign":
            return self.play_campaign(document)
        started = time.perf_counter()
        reader = self._reader(document)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            adventure = reader()
        except PlaytestSetupError as error:
            QApplication.restoreOverrideCursor()
            self.prompter.error("The adventure cannot be played yet", problems_text(error))
            return None
        QApplication.restoreOverrideCursor()
        resolved = time.perf_counter()
        try:  # the ruleset's seats and counts (a ruleset whose default seating cannot be built says why)
            initial = default_setup(adventure, self.memory.recall(adventure.id))
        except EngineError as error:
            self.prompter.error("The playtest cannot start", error.message)
            return None
        if initial is None:
            self.prompter.info("Playtest", f"'{adventure.id}' declares no mode its rules engine plays with a "
                                           "player count the adventure allows: it cannot be played.")
            return None
        setup = initial if again else self.prompter.ask_playtest_setup(adventure, initial)
        if setup is None:
            return None
        asked = time.perf_counter()
        try:
            session = PlaytestSession(adventure, setup)
        except SessionError as error:
            self.prompter.error("The playtest cannot start", str(error))
            return None
        built = time.perf_counter()
        self.memory.remember(adventure.id, setup)
        playtest = self._open(session, reader, running=True)
        self.last_timing = {"resolve": resolved - started, "session": built - asked,
                            "window": time.perf_counter() - built}
        return playtest

    def play_campaign(self, document):
        """F5 on a campaign: its chapters one after another in one playtest window (campaign_play.py)."""
        from .campaign_dashboard import resolve_campaign_snapshot
        from .campaign_play import CampaignPlay

        refusal = campaign_refusal(document)
        if refusal is not None:
            self.prompter.info("Playtest", refusal)
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            playable = resolve_campaign_snapshot(snapshot_of(document, self.workspace))
        except PlaytestSetupError as error:
            QApplication.restoreOverrideCursor()
            self.prompter.error("The campaign cannot be played yet", problems_text(error))
            return None
        QApplication.restoreOverrideCursor()
        first = playable.adventures[playable.campaign.chapters[0].adventure]
        try:
            initial = default_setup(first, self.memory.recall(playable.campaign.id))
        except EngineError as error:
            self.prompter.error("The campaign cannot start", error.message)
            return None
        setup = None if initial is None else self.prompter.ask_playtest_setup(first, initial)
        if setup is None:
            return None
        self.memory.remember(playable.campaign.id, setup)
        play = CampaignPlay(playable, setup, lambda session: self._open(session, None, running=True))
        try:
            window = play.start()
        except (SessionError, EngineError) as error:
            self.prompter.error("The campaign cannot start", str(error))
            return None
        window.campaign = play  # the window keeps its campaign (and the campaign its window) alive
        return window

    def open_replay(self, adventure, spec, k: int):
        """Game k of a dashboard run as a replay, paused at its first decision."""
        try:
            session = PlaytestSession.from_run(adventure, spec, k)
        except (SessionError, EngineError) as error:
            self.prompter.error("The game cannot be replayed", str(error))
            return None
        document = self.current_document()
        reader = self._reader(document) if document is not None and document.item_id == adventure.id else None
        playtest = self._open(session, reader, running=False)
        playtest.statusBar().showMessage(f"Replay of game {k} of the run (seed {session.seed}): Play On (Space) "
                                         "or Step Forward (Right); decide at any point to fork.", 10000)
        return playtest

    def open_session_file(self, path: Path | None = None):
        """File > Open a saved playtest session (its adventure is looked up in this library)."""
        prompter = self.prompter
        if path is None:
            path = prompter.open_file(self.workspace.root, "Open playtest session", SESSION_FILTER)
            if path is None:
                return None
        try:
            session = read_session(path, self._by_id, prompter)
            if session is None:
                return None
        except PlaytestSetupError as error:
            prompter.error("The session's adventure cannot be played", problems_text(error))
            return None
        except SessionError as error:
            prompter.error("The session could not be opened", str(error))
            return None
        adventure = session.adventure
        document = self.workspace.document_for(Path(adventure.source.path)) \
            if getattr(adventure, "source", None) is not None and getattr(adventure.source, "path", None) else None
        return self._open(session, self._reader(document) if document is not None else None, running=False)

    def _open(self, session, reader, running: bool):
        from .window import PlaytestWindow

        playtest = PlaytestWindow(session, prompter=self.prompter, reload_content=reader,
                                  resolve_adventure=self._by_id, folder=self.workspace.root, running=running)
        playtest.destroyed.connect(lambda _o=None, w=playtest: self._forget(w))
        self.windows.append(playtest)
        playtest.show()
        return playtest

    def _forget(self, playtest) -> None:
        self.windows = [w for w in self.windows if w is not playtest]

    def shutdown(self) -> None:
        for playtest in list(self.windows):
            playtest.close()
