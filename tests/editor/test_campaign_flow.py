"""The campaign form's flow view: automatic layers, clicks, branch edits with undo, report shares."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QPointF, Qt

from editor.documents.document import Document
from editor.forms.campaign import CampaignView
from editor.forms.campaign_flow import FlowView
from engine.content import paths

LIBRARY = paths.library_dir()


def _campaign(tmp_path: Path) -> Document:
    target = tmp_path / "isles-of-ash.yaml"
    shutil.copy(LIBRARY / "campaigns" / "isles-of-ash.yaml", target)
    return Document.open(target)


def test_the_flow_is_laid_out_in_layers_by_depth(tmp_path, workspace, qtbot):
    view = CampaignView(_campaign(tmp_path), workspace)
    qtbot.addWidget(view)
    flow = view.chain
    assert isinstance(flow, FlowView)
    assert [flow.box(i).top() for i in range(4)] == sorted({flow.box(i).top() for i in range(4)})  # one layer each
    assert [(e.source, e.target, e.branch) for e in flow.edges] == [
        ("landfall", "bellwater", None), ("bellwater", "bellwater-again", 0), ("bellwater", "bellwater-again", 1),
        ("bellwater", "pyrecrest", 2), ("bellwater-again", "pyrecrest", None)]


def test_clicking_a_chapter_selects_it_and_double_clicking_opens_its_adventure(tmp_path, workspace, qtbot):
    view = CampaignView(_campaign(tmp_path), workspace)
    qtbot.addWidget(view)
    view.resize(900, 900)
    flow = view.chain
    centre = flow.box(3).center().toPoint()
    qtbot.mouseClick(flow, Qt.MouseButton.LeftButton, pos=centre)
    assert view.list.currentRow() == 3
    with qtbot.waitSignal(view.open_content) as opened:
        qtbot.mouseDClick(flow, Qt.MouseButton.LeftButton, pos=centre)
    assert opened.args == ["adventure", "ember-crown"]


def test_branch_edits_from_the_view_are_undoable(tmp_path, workspace, qtbot):
    document = _campaign(tmp_path)
    view = CampaignView(document, workspace)
    qtbot.addWidget(view)
    flow = view.chain
    flow.add_branch(0, "pyrecrest", "win")
    assert document.value("/chapters/0/branches") == [{"outcome": "win", "next": "pyrecrest"}]
    assert ("landfall", "pyrecrest", 0) in [(e.source, e.target, e.branch) for e in flow.edges]
    flow.set_branch_outcome(1, 1, "win")
    assert document.value("/chapters/1/branches/1/outcome") == "win"
    flow.delete_branch(1, 0)
    assert [b["next"] for b in document.value("/chapters/1/branches")] == ["bellwater-again", "pyrecrest"]
    assert [document.undo_stack.text(i) for i in range(document.undo_stack.count())] == [
        "Add branch to pyrecrest", "Set branch outcome to win", "Delete branch"]
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    assert document.text() == document.saved_text
    assert len(flow.edges) == 5


def test_the_context_menu_offers_branch_edits(tmp_path, workspace, qtbot):
    view = CampaignView(_campaign(tmp_path), workspace)
    qtbot.addWidget(view)
    flow = view.chain
    menu = flow.menu_at(flow.box(0).center())
    assert [a.text() for a in menu.actions()] == ["Add Branch To"]
    edge, path, _ = next(p for p in flow.edge_paths() if p[0].branch == 2)
    menu = flow.menu_at(path.pointAtPercent(0.5))
    assert [a.text() for a in menu.actions() if a.text()] == ["Outcome: win", "Outcome: lose", "Outcome: any",
                                                              "Delete Branch"]
    assert flow.menu_at(QPointF(1, 1)) is None


def test_report_shares_are_drawn_on_the_flow(tmp_path, workspace, qtbot):
    view = CampaignView(_campaign(tmp_path), workspace)
    qtbot.addWidget(view)
    flow = view.chain
    share = {"from": "bellwater", "to": "pyrecrest", "branch": 2, "runs": 0, "of": 10, "share": 0.0,
             "ci_low": 0.0, "ci_high": 0.28}
    flow.set_shares({"nodes": [], "edges": [share]})
    edge = next(e for e in flow.edges if e.branch == 2)
    assert flow._share_of(edge) == share
    flow.grab()  # paints with the shares without a warning
