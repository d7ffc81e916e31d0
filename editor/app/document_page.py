"""The page of one open file in the central tabs: its ruleset's views, or a read-only YAML view.

`DocumentPage` shows the views its ruleset lists for the document's kind (the map,
the forms...: `EditorRuleset.views`) as tabs, or the YAML view when it lists none. A view is
built when its tab is first shown or when it is asked for (`view`, `views`,
`select_pointer`); until then a light placeholder holds its tab. It relays the
views' optional signals: `pointer_selected` (the YAML panel follows it), `open_content`
(kind, id: the app opens that file) and
`coordinates_changed` (the status bar shows it). `ReadOnlyPage` shows a file
that cannot be opened for editing: why, its text, and its problems.
"""

from __future__ import annotations

import logging
import traceback
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QLabel, QListWidget, QListWidgetItem, QSplitter, QTabBar, QTabWidget, QVBoxLayout,
                               QWidget)

from editor import views
from editor.documents.document import Document
from editor.documents.workspace import Workspace
from engine.content.diagnostics import Severity

from . import icons
from .bundled import lock_view
from .yaml_view import YamlView

log = logging.getLogger(__name__)


def _broken_view(title: str, error: BaseException) -> QWidget:
    """What a view that failed to build shows instead of taking the window down."""
    label = QLabel(f"<b>The {title} view could not be shown.</b><br>{type(error).__name__}: {error}"
                   "<br><br>The YAML panel still shows the document; please report this problem.")
    label.setObjectName("brokenView")
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setMargin(16)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def views_of(document: Document) -> list[tuple[str, views.ViewFactory]]:
    """The views of a document: its ruleset's table for its kind (`EditorRuleset.views`); none (the
    page shows the YAML) when the file names a ruleset whose editor parts are not installed."""
    from editor import rulesets as editor_rulesets
    from engine.core.errors import EngineError

    try:
        return list(editor_rulesets.for_document(document).views(document.kind))
    except EngineError:  # a ruleset (or its editor parts) not installed: the text alone
        return []


class _PendingView(QWidget):
    """Holds a tab's place until its view is first shown or asked for (building every form costs ~1 s)."""

    def __init__(self, title: str, factory: views.ViewFactory) -> None:
        super().__init__()
        self.setObjectName("pendingView")
        self.title, self.factory = title, factory


class DocumentPage(QTabWidget):
    pointer_selected = Signal(str)
    open_content = Signal(str, str)  # (kind, id): a view asks to open another file of the library
    coordinates_changed = Signal(str)

    read_only = False

    def __init__(self, document: Document, workspace: Workspace,
                 shown: list[tuple[str, views.ViewFactory]] | None = None, parent: QWidget | None = None) -> None:
        """`shown`: the views to show (default: the document's ruleset's, `views_of`)."""
        super().__init__(parent)
        self.document = document
        self.workspace = workspace
        self.setDocumentMode(True)
        self.setObjectName("documentPage")
        self.tabBar().setSelectionBehaviorOnRemove(QTabBar.SelectionBehavior.SelectRightTab)  # _build relies on it
        registered = views_of(document) if shown is None else list(shown)
        for position, (title, factory) in enumerate(registered):
            if position == 0:  # the tab shown first is built at once
                view = self._make(title, factory)
                self.addTab(view, title)
                self._relay(view)
            else:
                self.addTab(_PendingView(title, factory), title)
        if not registered:
            self.addTab(YamlView(document=document), "YAML")
        self.tabBar().setVisible(self.count() > 1)
        self.currentChanged.connect(self._build)
        self._painted = False
        if workspace is not None:  # the document's text is split once this page has painted (paintEvent)
            document.awaits_paint = True
        if document.read_only:  # views rebuild parts on a change (a reload from disk): lock the new widgets too
            document.changed.connect(self._lock_built, Qt.ConnectionType.QueuedConnection)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if self.document.awaits_paint and self.workspace is not None:
                self.workspace.prepare_soon(self.document)

    def _lock_built(self, _pointers=None) -> None:
        for index in range(self.count()):
            if self.is_built(index):
                lock_view(self.widget(index))

    @property
    def path(self) -> Path:
        return self.document.path

    def views(self) -> list[QWidget]:
        """Every view of the page, in tab order (building those not shown yet)."""
        return [self._build(i) for i in range(self.count())]

    def view(self, title: str) -> QWidget:
        """The view of the tab titled ``title``, built if it was not shown yet (KeyError if there is none)."""
        for index in range(self.count()):
            if self.tabText(index) == title:
                return self._build(index)
        raise KeyError(title)

    def is_built(self, index: int) -> bool:
        return not isinstance(self.widget(index), _PendingView)

    def _make(self, title: str, factory: views.ViewFactory) -> QWidget:
        try:
            view = factory(self.document, self.workspace)
            if self.document.read_only:
                lock_view(view)  # a bundled file: every view refuses edits (the document refuses them too)
            return view
        except Exception as error:  # a broken feature view must not cost the designer their work
            log.error("view %s of %s failed:\n%s", title, self.document.path, traceback.format_exc())
            return _broken_view(title, error)

    def _build(self, index: int) -> QWidget | None:
        """The view at ``index``, replacing its placeholder the first time; the current tab stays current."""
        pending = self.widget(index)
        if not isinstance(pending, _PendingView):
            return pending
        view = self._make(pending.title, pending.factory)
        if self.widget(index) is not pending:  # the factory moved the tabs (it should not): find the place again
            index = self.indexOf(pending)
        current = self.currentIndex()
        blocked = self.blockSignals(True)  # to the outside the same tab stays current: no currentChanged
        try:
            # Insert after the placeholder, then remove it: when the placeholder is current the view to its
            # right (the new one) becomes current, so no other view is shown and hidden meanwhile.
            self.insertTab(index + 1, view, pending.title)
            self.removeTab(index)
            if self.currentIndex() != current:
                self.setCurrentIndex(current)
        finally:
            self.blockSignals(blocked)
        pending.deleteLater()
        self._relay(view)
        return view

    def _relay(self, view: QWidget) -> None:
        signal = getattr(view, "pointer_selected", None)
        if signal is not None and hasattr(signal, "connect"):
            signal.connect(self.pointer_selected)
        for name in ("coordinates_changed", "coordinates"):  # the field under the mouse, for the status bar
            coordinates = getattr(view, name, None)
            if coordinates is not None and hasattr(coordinates, "connect"):
                coordinates.connect(lambda value: self.coordinates_changed.emit(_coordinates_text(value)))
                break
        open_content = getattr(view, "open_content", None)  # e.g. a campaign's chapter opens its adventure
        if open_content is not None and hasattr(open_content, "connect"):
            open_content.connect(self.open_content)
        edit_rules = getattr(view, "edit_rules", None)  # "edit these rules": another view (the forms) takes over
        if edit_rules is not None and hasattr(edit_rules, "connect"):
            edit_rules.connect(lambda pointer, source=view: self.select_pointer(pointer, skip=source))

    def select_pointer(self, pointer: str, skip: QWidget | None = None) -> bool:
        """Ask each view in tab order to select the field at ``pointer``; the first that does gets the focus.

        Views not built yet are built as they are asked, so only those up to the claiming one are.
        """
        for index in range(self.count()):
            view = self._build(index)
            select = getattr(view, "select_pointer", None)
            if select is None or view is skip:
                continue
            try:
                claimed = bool(select(pointer))
            except Exception:
                log.error("select_pointer(%r) failed in %s:\n%s", pointer, self.tabText(index), traceback.format_exc())
                claimed = False
            if claimed:
                self.setCurrentIndex(index)
                view.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False


def _coordinates_text(value) -> str:
    if value is None:
        return ""
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return f"column {value[0]}, row {value[1]}"
    return str(value)


class ReadOnlyPage(QWidget):
    """A file that cannot be opened for editing: the reason, its text, and its problems."""

    pointer_selected = Signal(str)
    coordinates_changed = Signal(str)

    document = None
    read_only = True

    def __init__(self, path: Path, reason: str, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.workspace = workspace
        self.setObjectName("readOnlyPage")
        self.banner = QLabel(f"<b>Read-only.</b> {reason}")
        self.banner.setWordWrap(True)
        self.banner.setMargin(8)
        self.banner.setStyleSheet("background: #fdecea; color: #5f2120; border-bottom: 1px solid #f5c2c0;")
        self.stamp = _stamp(self.path)
        try:
            text = self.path.read_text(encoding="utf-8", errors="replace")
        except OSError as error:
            text = f"# {self.path.name} cannot be read: {error.strerror or error}\n"
        self.yaml = YamlView(text=text)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.itemActivated.connect(lambda item: self.yaml.show_line(item.data(Qt.ItemDataRole.UserRole)))
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.yaml)
        splitter.addWidget(self.problems)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.banner)
        layout.addWidget(splitter)
        workspace.diagnostics_changed.connect(self.refresh_problems)
        self.refresh_problems()

    def refresh_problems(self) -> None:
        self.problems.clear()
        for diagnostic in self.workspace.diagnostics_for(self.path):
            name = {Severity.ERROR: "error", Severity.WARNING: "warning"}.get(diagnostic.severity, "info")
            item = QListWidgetItem(icons.icon(name), f"line {diagnostic.line}: {diagnostic.message}"
                                   + (f" — {diagnostic.hint}" if diagnostic.hint else ""))
            item.setData(Qt.ItemDataRole.UserRole, diagnostic.line)
            self.problems.addItem(item)
            if not self.yaml.marked_line and diagnostic.is_error and diagnostic.line:
                self.yaml.show_line(diagnostic.line)  # show where it breaks

    def select_pointer(self, pointer: str) -> bool:
        return False

    def changed_on_disk(self) -> bool:
        """Whether the file was changed (perhaps fixed) since it was shown."""
        return _stamp(self.path) != self.stamp

    def show_line(self, line: int) -> bool:
        return self.yaml.show_line(line)


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
        return (stat.st_mtime_ns, stat.st_size)
    except OSError:
        return None
