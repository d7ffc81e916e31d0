"""The map designer's toolbars: the tools and mirror on one bar, zoom and board size on another.

`build` makes the actions (each with its key, active while the board has the focus) and the bars;
`fit` keeps every button on a bar at any width (see its docstring). Picking a tool or a mirror mode
calls back into the map view; the bars hold no state of their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QMenu, QStyle, QToolBar, QToolButton

from editor.read_only import lock_widgets

from . import restructure, shapes, style
from .tools import TOOL_KEYS, TOOL_LABELS, TOOL_TIPS

if TYPE_CHECKING:
    from .view import MapView

SYMMETRY_LABELS = {"none": "No mirror", "horizontal": "Mirror left-right", "vertical": "Mirror top-bottom",
                   "both": "Mirror both ways", "point": "Point symmetry (half turn)"}


def build(view: MapView) -> None:
    """The map view's actions and its two toolbars (`view.toolbar`, `view.view_toolbar`)."""
    view.toolbar = QToolBar("Map tools")
    view.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    view.actions_by_name: dict[str, QAction] = {}
    tools = view.tool_group = QActionGroup(view)
    for name in view.tool_names:
        action = _action(view, f"tool-{name}", TOOL_LABELS[name], TOOL_KEYS[name], lambda _=False, n=name: setattr(view, "tool", n),
                         icon=style.tool_icon(name), checkable=True,
                         tip=f"{TOOL_TIPS.get(name, TOOL_LABELS[name] + ' tool')} ({TOOL_KEYS[name]})")
        tools.addAction(action)
        view.toolbar.addAction(action)
    view.actions_by_name[f"tool-{view.tool_names[0]}"].setChecked(True)
    view.toolbar.addSeparator()
    kinds = QActionGroup(view)
    for number, kind in enumerate(view.board.field_kinds.values(), start=1):
        keys = [str(number)] if number <= 9 else []
        action = _action(view, f"kind-{kind.kind}", kind.name, keys, lambda _=False, k=kind.kind: view.choose_kind(k),
                         icon=style.kind_icon(kind, view.board.grid), checkable=True,
                         tip=f"Paint {kind.name.lower()}" + (f" ({number})" if keys else ""))
        kinds.addAction(action)
    if view.paint_kind:  # a ruleset without field kinds has nothing to paint
        view.actions_by_name[f"kind-{view.paint_kind}"].setChecked(True)
        view.palette.show_kind(view.paint_kind)
    view.symmetry_button = QToolButton()
    view.symmetry_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    view.symmetry_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    view.symmetry_button.setIcon(style.tool_icon("symmetry"))
    view.symmetry_button.setToolTip("Symmetric mode: every stroke is mirrored for fair starting positions (M cycles)")
    menu = QMenu(view.symmetry_button)
    mirrors = QActionGroup(view)
    for mode in shapes.SYMMETRIES:
        action = menu.addAction(SYMMETRY_LABELS[mode], lambda m=mode: view.set_symmetry(m))
        action.setCheckable(True)
        action.setChecked(mode == "none")
        mirrors.addAction(action)
        view.actions_by_name[f"symmetry-{mode}"] = action
    view.symmetry_button.setMenu(menu)
    view.symmetry_button.setText("Mirror")
    view.toolbar.addWidget(view.symmetry_button)
    _action(view, "symmetry-cycle", "Next mirror mode", "M", view.cycle_symmetry)
    view.view_toolbar = QToolBar("Map view")  # zoom and board size: beside the tools, or under them when narrow
    view.view_toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    for name, label, keys, slot in (("zoom-in", "Zoom in", [QKeySequence.StandardKey.ZoomIn, "+", "="], view.board_view.zoom_in),
                                    ("zoom-out", "Zoom out", [QKeySequence.StandardKey.ZoomOut, "-"], view.board_view.zoom_out),
                                    ("zoom-fit", "Fit", ["0", "Ctrl+0"], view.board_view.fit)):
        view.view_toolbar.addAction(_action(view, name, label, keys, slot, icon=style.tool_icon(name),
                                            tip=f"{label} ({'Ctrl+wheel' if name != 'zoom-fit' else '0'})"))
    view.resize_button = resize = QToolButton()
    resize.setObjectName("map-board-size")
    resize.setIcon(style.tool_icon("board-size"))
    resize.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    resize_menu = QMenu(resize)
    for grow in (True, False):
        for edge in restructure.EDGES:
            what = "row" if edge in ("top", "bottom") else "column"
            if restructure.resize_step(view.board, edge) == 2:
                what = "2 columns"  # odd columns stay odd: the isle keeps its shape
            label = f"{'Add' if grow else 'Remove'} {what} at {edge}"
            action = resize_menu.addAction(label, lambda e=edge, g=grow: view.resize_board(e, g))
            view.actions_by_name[f"resize-{'add' if grow else 'remove'}-{edge}"] = action
        resize_menu.addSeparator()
    for (columns, rows), label in view.board_sizes.items():
        action = resize_menu.addAction(label, lambda c=columns, r=rows: view.resize_to(c, r))
        view.actions_by_name[f"resize-to-{columns}x{rows}"] = action
    resize.setMenu(resize_menu)
    resize.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)  # the size is its text, at any width
    view.view_toolbar.addWidget(resize)
    for name, label, keys, slot in (("copy", "Copy", [QKeySequence.StandardKey.Copy], view.copy),
                                    ("cut", "Cut", [QKeySequence.StandardKey.Cut], view.cut),
                                    ("paste", "Paste", [QKeySequence.StandardKey.Paste], view.start_paste),
                                    ("delete", "Delete", [QKeySequence.StandardKey.Delete, "Backspace"], view.delete_selection),
                                    ("select-all", "Select all", [QKeySequence.StandardKey.SelectAll], view.select_all)):
        _action(view, name, label, keys, slot)


def fit(view: MapView) -> None:
    """Every tool stays on a toolbar at any width, none in an overflow menu: names beside the icons
    while they fit, the icons alone (names in their tooltips) when not, and the zoom and board size
    bar under the tools when even the icons do not fit in one row."""
    width = view.width()
    _set_style(view, Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    if _width(view.toolbar) + _width(view.view_toolbar) > width:
        _set_style(view, Qt.ToolButtonStyle.ToolButtonIconOnly)
    tools = _width(view.toolbar)
    one_row = tools + _width(view.view_toolbar) <= width
    view.toolbar.setMinimumWidth(tools if one_row else 0)
    # the tools' row is held open by their width alone: the view bar beside them never adds its own
    # minimum to it (with it, a page narrowed in one step stopped at tools + 53 px, before `fit` ran)
    view.view_toolbar.setMinimumWidth(1)
    view.toolbar_row.setDirection(QBoxLayout.Direction.LeftToRight if one_row else QBoxLayout.Direction.TopToBottom)


def _width(bar: QToolBar) -> int:
    """The width ``bar`` needs to show every button (its own size hint lags a style change)."""
    widgets = [bar.widgetForAction(a) for a in bar.actions()]
    spacing = bar.layout().spacing()
    margins = bar.layout().contentsMargins()
    handle = bar.style().pixelMetric(QStyle.PixelMetric.PM_ToolBarHandleExtent) if bar.isMovable() else 0
    return (sum(w.sizeHint().width() + spacing for w in widgets if w is not None) + margins.left() + margins.right()
            + handle + 2 * bar.style().pixelMetric(QStyle.PixelMetric.PM_ToolBarFrameWidth) + 4)


def _set_style(view: MapView, button_style) -> None:
    if view.toolbar.toolButtonStyle() != button_style:
        for bar in (view.toolbar, view.view_toolbar):
            bar.setToolButtonStyle(button_style)
        view.symmetry_button.setToolButtonStyle(button_style)


def _action(view: MapView, name: str, label: str, keys, slot, icon=None, checkable: bool = False, tip: str = "") -> QAction:
    action = QAction(label, view)
    if icon is not None:
        action.setIcon(icon)
    action.setCheckable(checkable)
    keys = keys if isinstance(keys, list) else [keys]
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # only while the board has the focus
    action.setToolTip(tip or label)
    action.triggered.connect(slot)
    view.board_view.addAction(action)
    view.actions_by_name[name] = action
    return action


def marker_tools(view: MapView) -> None:
    """One tool per marker on the board ("Start: red"), rebuilt when the markers change."""
    labels = tuple((p.marker.title, p.label) for p in view.board.markers)
    if labels == view._marker_labels:
        return
    view._marker_labels = labels
    while view.markers_layout.count():
        widget = view.markers_layout.takeAt(0).widget()
        if widget is not None:
            widget.deleteLater()
    for name in [n for n in view.actions_by_name if n.startswith("marker-")]:
        action = view.actions_by_name.pop(name)
        view.tool_group.removeAction(action)
        view.board_view.removeAction(action)
    for index, (title, label) in enumerate(labels):
        action = marker_action(view, index, f"{title}: {label}")
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setObjectName(f"marker-button-{index}")
        view.markers_layout.addWidget(button)
    view.markers_box.setTitle(f"{view.board.format.markers[0].title} areas" if view.board.format.markers else "")
    view.markers_box.setVisible(bool(labels))
    if view._tool_name.startswith("marker-") and int(view._tool_name.split("-")[1]) >= len(labels):
        view.tool = view.tool_names[0]


def marker_action(view: MapView, index: int, label: str) -> QAction:
    """The tool placing the board's `index`-th marker ("Start: red"), in the tools' group."""
    action = _action(view, f"marker-{index}", label, [], lambda _=False, i=index: view.choose_marker(i), checkable=True,
                     tip=f"{label}: click a field to put it there (the field it leaves takes that field's tile)")
    view.tool_group.addAction(action)
    return action


#: what stays usable on the map of a read-only (bundled) adventure: selecting, looking and copying
READ_ONLY_ACTIONS = ("tool-select", "zoom-in", "zoom-out", "zoom-fit", "copy", "select-all")


def lock(view: MapView) -> None:
    """The map of a read-only document: the Select tool only; painting, resizing and editing are off."""
    view.tool = "select"
    for name, action in view.actions_by_name.items():
        action.setEnabled(name in READ_ONLY_ACTIONS)
    view.symmetry_button.setEnabled(False)
    view.resize_button.setEnabled(False)
    view.palette.setEnabled(False)  # choosing a tile would switch to the brush
    lock_widgets(view.properties)
