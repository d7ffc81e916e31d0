"""The window's menus, toolbar and standard shortcuts.

Every action calls a controller; nothing here holds state. The Run menu opens
the playtest window (F5, Shift+F5 to skip the setup), the balance dashboard
(Ctrl+F5) and the combat odds (Ctrl+Shift+K).
"""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING
from collections.abc import Callable

from PySide6.QtCore import QObject, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QToolBar

from editor.cli.common import version

from . import icons, library_folder
from .library_folder import is_bundled

if TYPE_CHECKING:
    from .main_window import MainWindow

ABOUT = """<h3>Isleforge {version}</h3>
<p>A studio for designing adventures and campaigns for island board games ({games}):
paint the isle, fill in the adventure, and see every mistake as you make it.</p>
<p>Library: {root}</p>"""


def _current_map_view(page):
    """The view of the current page that opens the combat odds from its selection (the map designer's
    Map tab), or None."""
    if page is None or not hasattr(page, "currentWidget"):
        return None
    view = page.currentWidget()
    return view if callable(getattr(view, "open_combat_odds", None)) else None


class WindowActions(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        session, library = window.session, window.library

        self.open = self._action("Open…", self._open_file, QKeySequence.StandardKey.Open, "document-open")
        self.open_folder = self._action("Open Library Folder…", self._open_folder, None, "folder-open")
        self.save = self._action("Save", lambda: session.save(), QKeySequence.StandardKey.Save, "document-save")
        self.duplicate_to_mine = self._action("Duplicate to My Library", self.duplicate_to_my_library, None)
        self.duplicate_to_mine.setToolTip("The bundled library is read-only: copy this file into "
                                          "your library folder and edit the copy")
        self.save_all = self._action("Save All", session.save_all, "Ctrl+Shift+S", "document-save-all")
        self.close = self._action("Close", lambda: session.close(), QKeySequence.StandardKey.Close, "document-close")
        self.quit = self._action("Quit", self.quit_application, QKeySequence.StandardKey.Quit)
        self.quit.setToolTip("Close every Isleforge window and end the application (Ctrl+Q)")
        self.find = self._action("Find in Library", library.dock.focus_filter, QKeySequence.StandardKey.Find, "edit-find")
        self.playtest = self._action("Playtest…", self.show_playtest, "F5", "playtest")
        self.playtest.setToolTip("Play the current adventure against bots (F5)")
        self.playtest_again = self._action("Playtest Again", lambda: self.show_playtest(again=True), "Shift+F5")
        self.playtest_again.setToolTip("Play the current adventure with the last setup and a new seed (Shift+F5)")
        self.open_session = self._action("Open Playtest Session…", self.open_playtest_session, None)
        self.balance = self._action("Balance Dashboard", self.show_balance, "Ctrl+F5", "playtest")
        self.balance.setToolTip("Play many bot games of the current adventure and read the balance report (Ctrl+F5)")
        self.odds = self._action("Combat Odds…", self.show_odds, "Ctrl+Shift+K", "playtest")
        self.odds.setToolTip("The engine's exact combat odds for a force against an area (Ctrl+Shift+K)")
        self.reference = self._action("Content Reference", self.show_reference, QKeySequence.StandardKey.HelpContents,
                                      "help-contents")
        self.about = self._action("About Isleforge", self.show_about, None, "help-about")
        from editor.export.print_actions import ExportActions

        self.export = ExportActions(window)  # File > Print…, Export…; Library > Import Pack…
        self._menus()
        self._toolbar()
        window.tabs.current_changed.connect(lambda _page: self.update())
        window.workspace.document_opened.connect(
            lambda d: d.modified_changed.connect(lambda _m: self.update()))
        self.update()

    def _action(self, text: str, slot: Callable, shortcut=None, icon: str | None = None) -> QAction:
        action = QAction(text, self)
        if icon:
            action.setIcon(icons.icon(icon))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _menus(self) -> None:
        w, library, undo = self.window, self.window.library, self.window.undo
        bar = w.menuBar()
        file = bar.addMenu("&File")
        file.addActions([library.new_adventure, library.new_card_set, library.new_faction])
        file.setToolTipsVisible(True)  # a greyed New Faction… says why (the open game has no factions)
        file.addSeparator()
        file.addActions([self.open, self.open_folder])
        self.recent_menu = QMenu("Open &Recent", file)
        self.recent_menu.aboutToShow.connect(lambda: w.recent.fill(self.recent_menu, w.open_path))
        file.addMenu(self.recent_menu)
        self.recent_folders_menu = QMenu("Recent Library &Folders", file)
        self.recent_folders_menu.aboutToShow.connect(self.fill_recent_folders)
        file.addMenu(self.recent_folders_menu)
        file.addSeparator()
        file.addActions([self.save, self.save_all, self.duplicate_to_mine, self.close])
        file.addSeparator()
        file.addActions([self.export.print, self.export.pdf, self.export.map_image])
        file.addSeparator()
        file.addAction(self.quit)
        edit = bar.addMenu("&Edit")
        edit.addActions([undo.undo_action, undo.redo_action])
        edit.addSeparator()
        edit.addAction(self.find)
        edit.addSeparator()
        edit.addActions([library.rename, library.duplicate, library.delete, library.restore])
        edit.aboutToShow.connect(library.update_actions)
        view = bar.addMenu("&View")
        for dock in (library.dock, w.problems, w.yaml):
            view.addAction(dock.toggleViewAction())
        bar.addMenu("&Library").addAction(self.export.import_pack)
        run = bar.addMenu("&Run")
        run.addActions([self.playtest, self.playtest_again, self.open_session])
        run.addSeparator()
        run.addAction(self.balance)
        run.addAction(self.odds)
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.reference, self.about])

    def _toolbar(self) -> None:
        w = self.window
        toolbar = QToolBar("Main toolbar")
        toolbar.setObjectName("mainToolbar")
        toolbar.setIconSize(QSize(18, 18))
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([w.library.new_adventure, self.open, self.save])
        toolbar.addSeparator()
        toolbar.addActions([w.undo.undo_action, w.undo.redo_action])
        toolbar.addSeparator()
        toolbar.addAction(self.playtest)
        w.addToolBar(toolbar)
        self.toolbar = toolbar

    def update(self) -> None:
        session = self.window.session
        document = session.current_document()
        self._update_odds(document)
        self.save.setEnabled(document is not None)
        self.duplicate_to_mine.setEnabled(document is not None and is_bundled(document.path))
        self.save_all.setEnabled(any(d.modified for d in session.documents()))
        self.close.setEnabled(self.window.tabs.current() is not None)

    # -- slots ----------------------------------------------------------------------------------
    def _open_file(self) -> None:
        workspace = self.window.workspace  # the side bar reaches the bundled library too (read-only)
        places = (workspace.root,) + ((workspace.base,) if workspace.base is not None else ())
        path = self.window.prompter.open_file(workspace.root, places=places)
        if path is not None:
            self.window.open_path(path)

    def _open_folder(self) -> None:
        path = self.window.prompter.open_folder(self.window.workspace.root)
        if path is not None:
            self.window.open_path(path)  # and it becomes the library folder Isleforge opens next time

    def fill_recent_folders(self) -> None:
        """File > Recent Library Folders: the folders used before, newest first."""
        menu = self.recent_folders_menu
        menu.clear()
        folders = library_folder.recent(self.window.config)
        for folder in folders:
            action = menu.addAction(str(folder))
            action.triggered.connect(lambda _checked=False, f=folder: self.window.open_path(f))
        if not folders:
            menu.addAction("(none yet)").setEnabled(False)

    def duplicate_to_my_library(self) -> Path | None:
        document = self.window.session.current_document()
        if document is None:
            return None
        return self.window.library.ops.duplicate_to_my_library(document.path)

    def quit_application(self) -> bool:
        from .quit import quit_application

        return quit_application(self.window)

    def close_tools(self) -> None:
        """Close the playtest windows, dashboards and the content reference (the main window is going away)."""
        reference = getattr(self, "reference_window", None)
        if reference is not None:
            reference.close()
        launcher = getattr(self, "_launcher", None)
        if launcher is not None:
            launcher.shutdown()
        for dashboard in getattr(self, "dashboards", []):
            with contextlib.suppress(RuntimeError):  # already deleted (closed by the user)
                dashboard.close()
        self.dashboards = []

    def launcher(self):
        launcher = getattr(self, "_launcher", None)
        if launcher is None:
            from editor.playtest.launcher import PlaytestLauncher

            w = self.window
            launcher = self._launcher = PlaytestLauncher(w.workspace, w.prompter, w.config.settings,
                                                         w.session.current_document, self)
        return launcher

    def show_playtest(self, again: bool = False):
        """F5: the playtest window on the current adventure as it is in the editor."""
        return self.launcher().playtest(again=again)

    def open_playtest_session(self, path=None):
        return self.launcher().open_session_file(path)

    def show_balance(self, start: bool = True):
        """Open the balance dashboard for the current adventure and start playing (the unsaved text too)."""
        document = self.window.session.current_document()
        if document is not None and document.kind == "campaign":
            return self._show_campaign_balance(document, start)
        if document is None or document.kind != "adventure":
            self.window.prompter.info("Balance dashboard", "Open an adventure first: the dashboard plays bot games "
                                      "of the adventure in the current tab.")
            return None
        from PySide6.QtCore import Qt as _Qt

        from editor.playtest.dashboard import BalanceDashboard

        dashboard = BalanceDashboard(document, self.window.workspace)
        dashboard.setWindowFlag(_Qt.WindowType.Tool, True)
        dashboard.setWindowTitle(f"Balance — {document.item_id or document.path.name}")
        dashboard.setAttribute(_Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dashboard.resize(1100, 760)
        dashboard.replay_requested.connect(self.launcher().open_replay)
        dashboard.show()
        if start:
            dashboard.start()  # Ctrl+F5 plays: a thousand games with the CLI's defaults unless changed
        self.dashboards = [d for d in getattr(self, "dashboards", []) if d is not None] + [dashboard]
        return dashboard

    def _show_campaign_balance(self, document, start: bool = True):
        """Ctrl+F5 on a campaign: bot runs of it, the report drawn on its flow (editor/playtest/campaign_dashboard.py),
        started at once with the adventure dashboard's defaults (editor/playtest/dashboard_choices.py)."""
        from PySide6.QtCore import Qt as _Qt

        from editor.playtest.campaign_dashboard import CampaignDashboard
        from editor.playtest.dashboard_run import campaign_refusal

        refusal = campaign_refusal(document)
        if refusal is not None:
            self.window.prompter.info("Balance dashboard", refusal)
            return None
        dashboard = CampaignDashboard(document, self.window.workspace)
        dashboard.setWindowFlag(_Qt.WindowType.Tool, True)
        dashboard.setWindowTitle(f"Campaign balance — {document.item_id or document.path.name}")
        dashboard.setAttribute(_Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dashboard.resize(1100, 760)
        dashboard.show()
        if start:
            dashboard.start()
        self.dashboards = [d for d in getattr(self, "dashboards", []) if d is not None] + [dashboard]
        return dashboard

    def _tab_ruleset(self, document=None):
        """The editor parts of the current tab's ruleset (the default ruleset's with no tab, or when the
        file names a ruleset that is not installed); None when even those are missing."""
        from editor import rulesets as editor_rulesets
        from engine.core.errors import EngineError

        document = self.window.session.current_document() if document is None else document
        try:
            return editor_rulesets.for_document(document)
        except EngineError:
            try:
                return editor_rulesets.get()
            except EngineError:
                return None

    def _update_odds(self, document) -> None:
        """Combat Odds is offered where the tab's ruleset has exact odds; elsewhere the tooltip says why not."""
        from engine.core import ruleset as rulesets

        parts = self._tab_ruleset(document)
        has_odds = parts is not None and parts.combat_odds is not None
        self.odds.setEnabled(has_odds)
        if has_odds:
            self.odds.setToolTip("The engine's exact combat odds for a force against an area (Ctrl+Shift+K)")
        else:
            title = rulesets.get(parts.id).title if parts is not None else "This game"
            self.odds.setToolTip(f"{title} has no exact combat odds: the Combat Odds panel is offered only for "
                                 "a game whose rules engine can compute them.")

    def show_odds(self):
        """Open the combat odds panel of the current tab's ruleset: preset to the selected field when the
        tab shows a map; nothing (the action is disabled) when that ruleset has no exact odds."""
        parts = self._tab_ruleset()
        if parts is None or parts.combat_odds is None:
            return None
        page = self.window.tabs.current()
        map_view = _current_map_view(page)
        self.odds_panel = (map_view.open_combat_odds() if map_view is not None
                           else parts.combat_odds(self.window))
        return self.odds_panel

    def show_reference(self):
        """F1: the content reference inside the editor (`help_reference.ReferenceWindow`), showing the current
        tab's ruleset first (the default game's with no tab), made from the schemas in use."""
        from .help_reference import ReferenceWindow

        window = getattr(self, "reference_window", None)
        if window is None:
            window = self.reference_window = ReferenceWindow(self.window)
            window.open_in_browser.connect(self.open_reference_in_browser)
        parts = self._tab_ruleset()
        window.show_ruleset(parts.id if parts is not None else None)
        return window

    def open_reference_in_browser(self, ruleset_id: str | None = None) -> Path | None:
        """The reference window's Open in Browser: the page written to the cache folder, handed to the desktop."""
        from .help_reference import write_reference

        folder = self.window.config.cache_dir or Path(tempfile.gettempdir()) / "isleforge"
        try:
            page = write_reference(folder / "help", ruleset_id)
        except OSError as error:
            self.window.prompter.info("Content reference", f"The content reference could not be written to "
                                      f"{folder / 'help'}: {error.strerror or error}. Print it with "
                                      "`isleforge schema-docs --output content-reference.md`.")
            return None
        self.window.prompter.open_url(QUrl.fromLocalFile(str(page)))
        return page

    def show_about(self) -> None:
        from engine.core import ruleset as rulesets

        games = ", ".join(f"<i>{r.title}</i>" for r in rulesets.all_rulesets())
        self.window.prompter.info("About Isleforge", ABOUT.format(version=version(), games=games,
                                                                  root=self.window.workspace.root))
