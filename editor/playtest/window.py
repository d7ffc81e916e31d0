"""The playtest window (F5): one game of the adventure against bots, on a timeline you can rewind.

Everything about the rules comes from the engine through a `PlaytestSession` (engine/sim/session.py):
the board, the player boards and the status render its current `State`; the decision panel and
board clicks offer only `legal_actions()`; bots are the engine's bots. The window only drives:

- **Play on** (Space) lets bots decide at the chosen pace (instant, fast, normal, slow) and follows
  the recorded line after a step back; it stops where a human seat must decide.
- **Step back / forward** (Left / Right, Home / End) move along the line; clicking a timeline row
  jumps there. Deciding differently from the recorded line forks it; **Fork here** (Ctrl+K) drops
  the recorded future explicitly. The Seats menu hands any seat to a human or a bot at any time.
- **Save / Open session** (Ctrl+S / Ctrl+O) write and read `*.playtest.json` files.
- **Restart with current content** (Ctrl+R) re-reads the adventure as it is in the editor and plays
  the same seed again, replaying the decisions made so far as long as they stay legal.
"""

from __future__ import annotations

import time
from pathlib import Path
from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCursor, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from editor import rulesets as editor_rulesets
from engine.core.errors import EngineError
from engine.sim.session import PlaytestSession, SessionError, seat_kinds
from engine.sim.wording import seat_label

from . import picks
from .bot_advice import BotAdvice
from .decision_panel import DecisionPanel
from .log_view import EventLogView
from .setup_dialog import controller_title
from .timeline import TimelineView
from .window_files import SessionFiles

PACES = (("Instant", 0), ("Fast", 120), ("Normal", 450), ("Slow", 1200))  # milliseconds between bot decisions
DEFAULT_PACE = "Fast"
INSTANT_BUDGET = 0.04  # seconds of bot play per event-loop turn at the instant pace (the window stays live)


def rule_text(game, event) -> str:
    """The text of the rule a `not_simulated` event reports (found by its source and name)."""
    for entry in getattr(game, "rule_entries", ()):  # only rulesets with rules of text have such events
        rule = entry.rule
        if str(rule.source) == event.data.get("source") and event.data.get("rule") in (
                rule.id, rule.title, getattr(entry.card, "id", None), entry.scope):
            return " ".join((rule.text or "").split())
    return ""


class PlaytestWindow(SessionFiles, QMainWindow):
    position_changed = Signal()  # the cursor moved or the line changed (tests wait on it)

    def __init__(self, session: PlaytestSession, *, prompter=None, reload_content: Callable | None = None,
                 resolve_adventure: Callable[[str], object] | None = None, folder: Path | None = None,
                 running: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playtestWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.prompter = prompter
        self.reload_content = reload_content  # () -> the adventure as it is now in the editor (raises on errors)
        self.resolve_adventure = resolve_adventure  # adventure id -> resolved adventure (for opening sessions)
        self.folder = folder or Path.cwd()
        self.choose_among = self._menu_choice  # (actions, texts) -> action | None; tests replace it
        self.session: PlaytestSession | None = None
        self.running = running
        self.pace_ms = dict(PACES)[DEFAULT_PACE]
        self._notices: list[str] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)

        self.parts = editor_rulesets.get(session.ruleset.id)  # the board, status line and player boards of its ruleset
        self.board = self.parts.board_view()
        self.status = self.parts.game_status()
        self.boards = self.parts.player_boards()
        self.parts.link_parts(self.board, self.boards)
        self.panel = DecisionPanel()
        self.timeline = TimelineView()
        self.log = EventLogView()
        self.position = QLabel("")
        self.position.setObjectName("playtestPosition")
        self.statusBar().addPermanentWidget(self.position)
        self._layout()
        self._actions()
        self.board.area_clicked.connect(self._area_clicked)
        self.board.figure_clicked.connect(self._figure_clicked)
        self.boards.field_clicked.connect(self._field_clicked)
        self.boards.card_clicked.connect(self._card_clicked)
        self.panel.chosen.connect(self.decide)
        self.timeline.position_chosen.connect(self.go_to)
        self.log.area_selected.connect(self.board.select_area)
        self.resize(1500, 950)
        self.set_session(session, running=running)

    # -- assembly ---------------------------------------------------------------------------
    def _layout(self) -> None:
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.status)
        column.addWidget(self.board, 1)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.boards)
        right.addWidget(self.panel)
        right.setSizes([520, 330])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([960, 540])
        split.setStretchFactor(0, 1)
        self.setCentralWidget(split)
        for title, widget, name in (("Timeline", self.timeline, "timelineDock"), ("Event log", self.log, "logDock")):
            dock = QDockWidget(title, self)
            dock.setObjectName(name)
            dock.setWidget(widget)
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
        self.resizeDocks([self.findChild(QDockWidget, "timelineDock")], [230], Qt.Orientation.Vertical)
        self.legend = self.parts.board_legend()  # what every mark on the board means (None: the ruleset has none)
        if self.legend is not None:
            dock = QDockWidget("Legend", self)
            dock.setObjectName("legendDock")
            dock.setWidget(self.legend)
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
            self.legend_dock = dock

    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(f"{tip or text} ({QKeySequence(shortcut).toString()})" if shortcut else (tip or text))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _actions(self) -> None:
        self.act_start = self._action("To Start", lambda: self.go_to(0), "Home", "Back to the set-up")
        self.act_back = self._action("Step Back", self.step_back, "Left", "Undo the last decision (it stays recorded)")
        self.act_play = self._action("Play On", self.toggle_running, "Space",
                                     "Let the bots decide (and follow the recorded line) until a human must decide")
        self.act_forward = self._action("Step Forward", self.step_forward, "Right",
                                        "One decision on: the recorded one, or the bot's")
        self.act_end = self._action("To End", lambda: self.go_to(self.session.length), "End", "To the last recorded decision")
        self.act_fork = self._action("Fork Here", self.fork, "Ctrl+K", "Drop the recorded future after this point")
        self.act_restart = self._action("Restart with Current Content", self.restart, "Ctrl+R",
                                        "Re-read the adventure from the editor and play the same seed again")
        self.act_save = self._action("Save Session…", self.save_session, QKeySequence.StandardKey.Save)
        self.act_open = self._action("Open Session…", self.open_session, QKeySequence.StandardKey.Open)
        self.act_copy_seed = self._action("Copy Seed", self.copy_seed, None, "Copy the game's seed")
        self.act_advice = self._action("What Would the Bot Do?", self.ask_bot, "Ctrl+B",
                                       "What --bots mcts would play for this human decision: the search's top moves or the plans it compared")
        self.act_close = self._action("Close", self.close, QKeySequence.StandardKey.Close)
        for digit in range(1, 10):
            self._action(f"Decision {digit}", lambda i=digit - 1: self.panel.choose(i), str(digit))
        self.pace = QComboBox()
        self.pace.setToolTip("How fast bots decide")
        for name, ms in PACES:
            self.pace.addItem(name, ms)
        self.pace.setCurrentText(DEFAULT_PACE)
        self.pace.currentIndexChanged.connect(lambda _i: self.set_pace(self.pace.currentData()))
        bar = QToolBar("Playtest")
        bar.setObjectName("playtestToolbar")
        bar.addActions([self.act_start, self.act_back, self.act_play, self.act_forward, self.act_end])
        bar.addWidget(QLabel(" Bot pace "))
        bar.addWidget(self.pace)
        bar.addSeparator()
        bar.addActions([self.act_fork, self.act_restart, self.act_advice])
        self.addToolBar(bar)
        menu = self.menuBar().addMenu("&Game")
        menu.addActions([self.act_open, self.act_save, self.act_copy_seed])
        menu.addSeparator()
        menu.addActions([self.act_restart, self.act_close])
        if self.legend is not None:
            legend = self.legend_dock.toggleViewAction()
            legend.setText("Board Legend")
            legend.setShortcut(QKeySequence("F1"))
            menu.insertAction(self.act_restart, legend)
        timeline = self.menuBar().addMenu("&Timeline")
        timeline.addActions([self.act_play, self.act_back, self.act_forward, self.act_start, self.act_end, self.act_fork])
        self.seats_menu = self.menuBar().addMenu("&Seats")

    def _fill_seats_menu(self) -> None:
        self.seats_menu.clear()
        self.seat_actions: list[dict[str, QAction]] = []
        for seat, title in enumerate(self.parts.seat_titles(self.session.game)):
            sub = self.seats_menu.addMenu(f"{seat_label(seat, 'Seat')}: {title}")
            group = QActionGroup(sub)
            actions = {}
            for kind in seat_kinds(self.session.ruleset):
                action = QAction(controller_title(kind), sub, checkable=True)
                action.setChecked(self.session.seat_kind(seat) == kind)
                action.triggered.connect(lambda _c=False, s=seat, k=kind: self.set_seat(s, k))
                group.addAction(action)
                sub.addAction(action)
                actions[kind] = action
            self.seat_actions.append(actions)

    # -- the session ------------------------------------------------------------------------
    def set_session(self, session: PlaytestSession, running: bool = True) -> None:
        self.session = session
        self.running = running
        game = session.game
        self.setWindowTitle(f"Playtest — {game.adventure.title} — seed {session.seed}")
        self._fill_seats_menu()
        self.timeline.set_session(session)
        self.log.show_log(game, session.tip.log, len(session.state.log))
        self.board.fit_pending = True
        self._notices = []
        if session.cursor == 0:  # rules with text only and no trigger are reported as the game is set up
            self._collect_notices(0, len(session.state.log))
        self.refresh()
        self._schedule()

    def refresh(self) -> None:
        """Show the session's current position everywhere."""
        session = self.session
        state = session.state
        human = session.is_human_turn()
        actions = session.legal_actions() if human else []
        humans = {s for s in range(state.game.num_players) if session.seat_kind(s) == "human"}
        self.status.show_state(state)
        self.parts.show_step(self.board, session.events_of(session.cursor - 1) if session.cursor else [])
        self.board.show_state(state)
        if getattr(self.board, "fit_pending", False):
            self.board.fit_pending = False
            self.board.fit()
        self.board.set_clickable(picks.clickable_fields(actions, self.parts.action_place(state) or picks.action_coord))
        fields = picks.clickable_action_fields(actions)
        player = state.current_player()
        self.boards.show_state(state, humans, {player: fields} if fields else {},
                               {seat: picks.clickable_cards(actions) if seat == player else set() for seat in humans})
        self.panel.show_notices(self._notices)
        if state.is_terminal():
            self.panel.show_waiting(self.result_text())
        elif human:
            player = state.current_player()
            texts = [state.action_to_string(a, player) for a in actions]
            self.panel.show_choices(f"<b>{self.parts.seat_titles(state.game)[player]}</b> ({seat_label(player)}): "
                                    f"{state.decision_prompt()}.",
                                    actions, texts, session.recorded_next())
        else:
            player = state.current_player()
            who = self.parts.seat_titles(state.game)[player]
            kind = session.seat_kind(player)
            if session.recorded_next() is not None:
                text = f"Recorded line: {who} decides next. Play On (Space) or Step Forward (Right) follows it."
            else:
                text = f"{who} ({controller_title(kind).lower()}) is deciding." if self.running else \
                    f"{who} ({controller_title(kind).lower()}) decides next: Play On (Space) or Step Forward (Right)."
            self.panel.show_waiting(text)
        self.timeline.follow()
        self.act_back.setEnabled(session.cursor > 0)
        self.act_start.setEnabled(session.cursor > 0)
        self.act_end.setEnabled(session.cursor < session.length)
        self.act_fork.setEnabled(session.cursor < session.length)
        self.act_forward.setEnabled(not state.is_terminal() and (session.recorded_next() is not None or not human))
        self.act_play.setText("Pause" if self.running else "Play On")
        self.act_restart.setEnabled(self.reload_content is not None)
        self.act_advice.setEnabled(human and not state.is_terminal())
        where = self.parts.position_text(state)
        self.position.setText(f"Seed {session.seed} · {where + ' · ' if where else ''}decision {session.cursor} "
                              f"of {session.length}")
        self.position_changed.emit()

    def result_text(self) -> str:
        state = self.session.state
        names = self.parts.seat_titles(state.game)
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(state.scores()))
        score_name = self.parts.score_name
        if not state.winners:
            return f"<b>Game over</b>: no winner. {score_name}: {scores}."
        winners = " and ".join(names[s] for s in state.winners)
        return f"<b>Game over</b>: {winners} win{'s' if len(state.winners) == 1 else ''}. {score_name}: {scores}."

    # -- deciding ---------------------------------------------------------------------------
    def decide(self, action) -> bool:
        """The human's decision (from the panel, the board or the keys). False if it is not a choice now."""
        session = self.session
        if not session.is_human_turn() or action not in session.legal_actions():
            return False
        before = session.cursor
        forks = session.recorded_next() not in (None, action)
        self._notices = []
        self._apply(lambda: session.play(action), forked_from=before if forks else None)
        self.refresh()  # the next decision may be a human's again (hot seat, team play): show it now
        if forks:
            self.statusBar().showMessage(f"Forked at decision {before}: the recorded future after it was dropped.", 6000)
        self._schedule()
        return True

    def ask_bot(self) -> BotAdvice | None:
        """Open "What would the bot do?" for the human seat to decide (None when no human decides now)."""
        session = self.session
        if not session.is_human_turn() or session.is_terminal():
            return None
        title = self.parts.seat_titles(session.state.game)[session.current_player()]
        self.advice = BotAdvice(session, title, parent=self)
        self.advice.play_move.connect(self.decide)
        self.advice.open()
        return self.advice

    def _apply(self, step: Callable, forked_from: int | None = None):
        session = self.session
        log_before = len(session.state.log)
        try:
            result = step()
        except (EngineError, SessionError, ValueError) as error:
            self.statusBar().showMessage(f"Not possible: {getattr(error, 'message', error)}", 8000)
            return None
        self._applied(log_before, forked_from)
        return result

    def _applied(self, log_before: int, forked_from: int | None = None) -> None:
        """Decisions were applied since the log was `log_before` long: notices, timeline and log follow.

        `forked_from`: the line was cut there first (the rows and lines after it are stale)."""
        session = self.session
        self._collect_notices(log_before, len(session.state.log))
        self.timeline.sync(forked_from)
        fork_event = session.log_mark(forked_from) if forked_from is not None else None
        self.log.show_log(session.game, session.tip.log, len(session.state.log), fork_event)

    def _collect_notices(self, start: int, end: int) -> None:
        if end <= start:
            return
        game = self.session.game
        for event in self.session.notices(start, end):
            text = rule_text(game, event)
            self._notices.append(f"Rule with text only, not simulated — apply it yourself if it matters: "
                                 f"{self.parts.narrate(event, game)}" + (f" It says: “{text}”" if text else ""))
        del self._notices[:-4]

    def _area_clicked(self, coord) -> None:
        self.board.select_area(coord)
        if self.session.is_human_turn():
            place = self.parts.action_place(self.session.state) or picks.action_coord
            actions = picks.for_area(self.session.legal_actions(), coord, place)
            why = None if actions else self.parts.pick_refusal(self.session.state, coord)
            if why:
                self.statusBar().showMessage(why, 8000)
                return
            self._pick(actions)

    def _figure_clicked(self, coord, figure: str, seat: int) -> None:
        session = self.session
        if not session.is_human_turn():
            self.board.select_area(coord)
            return
        state = session.state
        combat = self.parts.fight_field(state)
        self._pick(picks.for_figure(session.legal_actions(), coord, figure, seat, state.current_player(), combat))

    def _field_clicked(self, seat: int, index: int) -> None:
        if self.session.is_human_turn() and seat == self.session.current_player():
            self._pick(picks.for_field(self.session.legal_actions(), index))

    def _card_clicked(self, seat: int, card_id: str) -> None:
        if self.session.is_human_turn() and seat == self.session.current_player():
            self._pick(picks.for_card(self.session.legal_actions(), card_id))

    def _pick(self, actions: list) -> None:
        if not actions:
            self.statusBar().showMessage("Nothing to decide there now: the decision panel lists the choices.", 4000)
            return
        if len(actions) == 1:
            self.decide(actions[0])
            return
        state = self.session.state
        texts = [state.action_to_string(a) for a in actions]
        action = self.choose_among(actions, texts)
        if action is not None:
            self.decide(action)

    def _menu_choice(self, actions, texts):
        menu = QMenu(self)
        chosen = {}
        for action, text in zip(actions, texts, strict=False):
            chosen[menu.addAction(text.partition(": ")[2] or text)] = action
        picked = menu.exec(QCursor.pos() if not QCursor.pos().isNull() else self.mapToGlobal(QPoint(40, 40)))
        return chosen.get(picked)

    # -- moving along the line ------------------------------------------------------------
    def toggle_running(self) -> None:
        self.running = not self.running
        self.refresh()
        self._schedule()

    def set_pace(self, ms: int) -> None:
        self.pace_ms = int(ms)
        self.pace.blockSignals(True)
        self.pace.setCurrentIndex(max(0, self.pace.findData(self.pace_ms)))
        self.pace.blockSignals(False)
        self._schedule()

    def step_forward(self) -> bool:
        self.running = False
        self._timer.stop()
        applied = self._apply(self.session.advance)
        self.refresh()
        return applied is not None

    def step_back(self) -> bool:
        return self.go_to(self.session.cursor - 1)

    def go_to(self, k: int) -> bool:
        session = self.session
        if not 0 <= k <= session.length:
            return False
        self.running = False
        self._timer.stop()
        self._notices = []
        session.go_to(k)
        self.log.show_log(session.game, session.tip.log, len(session.state.log))
        self.refresh()
        return True

    def fork(self) -> None:
        session = self.session
        dropped = session.length - session.cursor
        if dropped and self.prompter is not None and not self.prompter.confirm(
                "Fork here", f"Drop the {dropped} recorded decision{'s' if dropped != 1 else ''} after this point? "
                             "Bots and humans decide anew from here."):
            return
        cursor = session.cursor
        session.fork()
        self.timeline.sync(cursor)
        self.refresh()

    def set_seat(self, seat: int, kind: str) -> None:
        self.session.set_seat(seat, kind)
        for k, action in self.seat_actions[seat].items():
            action.setChecked(k == kind)
        if self.session.recorded_next() is not None:
            self.statusBar().showMessage("The recorded line goes on: Fork Here (Ctrl+K) lets the new seats decide "
                                         "from this point.", 8000)
        self.refresh()
        self._schedule()

    def _schedule(self) -> None:
        self._timer.stop()
        session = self.session
        if not self.running or session.state.is_terminal():
            return
        if session.is_human_turn() and session.recorded_next() is None:
            return
        self._timer.start(self.pace_ms)

    def _tick(self) -> None:
        """Bots decide (and recorded decisions replay): one at a time at a pace, in bursts when instant."""
        if not self.running:
            return
        session = self.session
        deadline = time.perf_counter() + INSTANT_BUDGET
        log_before = len(session.state.log)
        try:
            while True:
                if session.advance() is None:
                    break
                if self.pace_ms or time.perf_counter() > deadline:
                    break
        except EngineError as error:
            self.running = False
            self.statusBar().showMessage(f"The engine stopped: {error.code}: {error.message}", 15000)
        self._applied(log_before)
        self.refresh()
        self._schedule()

    def run_to_end(self, limit: int = 100_000) -> int:
        """Let the bots play on until the end or a human's turn, without the timer (tests, scripts)."""
        session, steps = self.session, 0
        log_before = len(session.state.log)
        while steps < limit and session.advance() is not None:
            steps += 1
        self._applied(log_before)
        self.refresh()
        return steps

    def _error(self, title: str, text: str) -> None:
        if self.prompter is not None:
            self.prompter.error(title, text)
        self.statusBar().showMessage(text, 10000)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.running = False
        self._timer.stop()
        super().closeEvent(event)
