"""Campaigns: chapters name real adventures, branches lead somewhere, and the chain ends."""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.checks.context import Context, ptr_join

from .terms import flags_set, iter_terms


def _successors(chapters: list[dict], index: int, first_index: dict[str, int]) -> list[int]:
    """The chapters (by position) that can follow chapter ``index``."""
    branches = chapters[index].get("branches", [])
    nexts = [first_index[b["next"]] for b in branches if b["next"] in first_index]
    catch_all = any(b.get("outcome", "any") == "any" and "flag" not in b for b in branches)
    if not catch_all and index + 1 < len(chapters):
        nexts.append(index + 1)
    return nexts


def campaign_chain(context: Context) -> Iterator[Diagnostic]:
    adventures = context.file_ids("adventure")
    for campaign in context.of_kind("campaign"):
        chapters = campaign.data.get("chapters", [])
        ids: dict[str, int] = {}
        for i, c in enumerate(chapters):
            ids.setdefault(c["id"], i)  # a duplicate id is reported by id/duplicate-local
        for index, chapter in enumerate(chapters):
            ptr = ptr_join("/chapters", index)
            if chapter["adventure"] not in adventures:
                yield context.dangling(campaign, ptr + "/adventure", "adventure", chapter["adventure"], adventures)
            for b_index, branch in enumerate(chapter.get("branches", [])):
                if branch["next"] not in ids:
                    yield context.dangling(campaign, ptr_join(ptr, "branches", b_index, "next"), "chapter", branch["next"], list(ids))
        # A chain must end: find a cycle reachable from the first chapter (chapters by position).
        graph = {i: _successors(chapters, i, ids) for i in range(len(chapters))}
        if chapters:
            cycle = _find_cycle(graph, 0)
            if cycle:
                names = [chapters[i]["id"] for i in cycle]
                yield context.error(campaign, ptr_join("/chapters", cycle[-1]), "campaign/loop",
                                    "the campaign can loop forever: " + " -> ".join(names + [names[0]]),
                                    "Give every chain of branches a last chapter without a way back.")
            reached = _reachable(graph, 0)
            for index, chapter in enumerate(chapters):
                if index not in reached:
                    yield context.warning(campaign, ptr_join("/chapters", index), "campaign/unreachable-chapter",
                                          f"no branch leads to the chapter '{chapter['id']}', so it is never played",
                                          "Add a branch to it, or remove it.")
        flags: set[str] = set()
        for chapter in chapters:
            adventure = context.file("adventure", chapter["adventure"])
            if adventure is not None:
                flags |= flags_set(adventure)
        for chapter in chapters:
            for advantage in chapter.get("advantages", []):
                flags |= {u.args for u in iter_terms(advantage) if u.name == "set_flag"}
        carried = campaign.data.get("carry_over", {}).get("flags", [])
        for index, flag in enumerate(carried):
            if flag not in flags:
                yield context.warning(campaign, ptr_join("/carry_over/flags", index), "campaign/flag-never-set",
                                      f"no adventure of the campaign sets the flag '{flag}'",
                                      "Set it with a 'set_flag' effect in one of the adventures, or check the spelling.")
        for index, chapter in enumerate(chapters):
            for b_index, branch in enumerate(chapter.get("branches", [])):
                if "flag" in branch and branch["flag"] not in flags:
                    yield context.warning(campaign, ptr_join("/chapters", index, "branches", b_index, "flag"),
                                          "campaign/flag-never-set",
                                          f"no adventure of the campaign sets the flag '{branch['flag']}', so this branch is never taken",
                                          "Set it with a 'set_flag' effect, or check the spelling.")


def _find_cycle(graph: dict[int, list[int]], start: int) -> list[int]:
    state: dict[int, int] = {}
    stack: list[int] = []

    def visit(node: int) -> list[int]:
        state[node] = 1
        stack.append(node)
        for nxt in graph.get(node, []):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return []

    return visit(start)


def _reachable(graph: dict[int, list[int]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        for nxt in graph.get(todo.pop(), []):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen
