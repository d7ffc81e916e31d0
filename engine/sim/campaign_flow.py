"""The flow of a campaign as a graph: chapters as nodes, branches as edges, laid out in layers.

Plain data, shared by the campaign report (its flow section and the HTML's SVG) and the editor's
flow view. An edge is a declared branch (`branch` = its index in the chapter) or the way on in
file order a chapter takes when no branch matches (`branch` None; none after a catch-all branch,
as `engine/rulesets/isles_of_terror/checks/campaign.py` reads it). Layers are chapter depth: the longest chain of
edges from the first chapter (a valid campaign has no loop: `campaign/loop`), so every edge
points down; within a layer chapters keep file order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    branch: int | None  # the branch's index in the source chapter; None: on in file order
    label: str  # "lose", "flag priest-awakened", "win + flag x", "any", "in order"


def branch_label(branch) -> str:
    if branch is None:
        return "in order"
    parts = [] if branch.outcome == "any" and branch.flag else [branch.outcome]
    if branch.flag:
        parts.append(f"flag {branch.flag}")
    return " + ".join(parts)


def edges(campaign) -> list[Edge]:
    ids = {c.id for c in campaign.chapters}
    out = []
    for position, chapter in enumerate(campaign.chapters):
        for index, branch in enumerate(chapter.branches):
            if branch.next in ids:
                out.append(Edge(chapter.id, branch.next, index, branch_label(branch)))
        catch_all = any(b.outcome == "any" and b.flag is None for b in chapter.branches)
        if not catch_all and position + 1 < len(campaign.chapters):
            out.append(Edge(chapter.id, campaign.chapters[position + 1].id, None, "in order"))
    return out


def shadowed(chapter) -> dict[int, int]:
    """Branches that can never be taken: index -> the earlier branch that always matches first."""
    found = {}
    for j, later in enumerate(chapter.branches):
        for i, earlier in enumerate(chapter.branches[:j]):
            if earlier.flag is None and earlier.outcome in ("any", later.outcome):
                found[j] = i
                break
    return found


def layers(campaign) -> dict[str, tuple[int, int]]:
    """chapter id -> (layer, position in the layer): layer = longest chain from the first chapter."""
    chapters = [c.id for c in campaign.chapters]
    graph: dict[str, list[str]] = {c: [] for c in chapters}
    for edge in edges(campaign):
        graph[edge.source].append(edge.target)
    depth: dict[str, int] = {}
    if chapters:
        depth[chapters[0]] = 0
        for _ in range(len(chapters)):  # Bellman-Ford style relaxation: at most one pass per chapter
            changed = False
            for source in chapters:
                if source not in depth:
                    continue
                for target in graph[source]:
                    if depth.get(target, -1) < depth[source] + 1 and depth[source] + 1 < len(chapters):
                        depth[target] = depth[source] + 1
                        changed = True
            if not changed:
                break
    bottom = max(depth.values(), default=-1) + 1
    for chapter in chapters:  # chapters nothing leads to go below the rest
        depth.setdefault(chapter, bottom)
    placed: dict[int, int] = {}
    out = {}
    for chapter in chapters:
        layer = depth[chapter]
        out[chapter] = (layer, placed.get(layer, 0))
        placed[layer] = placed.get(layer, 0) + 1
    return out
