"""The ids a reference field may offer: cards and files of the library, tasks, areas, tags and flags.

A source is a short string: ``card:<card kind>``, ``file:<kind>``, ``set``, ``task``,
``area``, ``tag``, ``flag``, ``chapter``, or one the document's ruleset adds
(`EditorRuleset.lookup_options`). Ids inside the document (tasks, areas, chapters) are read
live; the library's ids come from the workspace's index. Which source a parameter of a rule
term offers is generic for the shared parameters (`PARAM_SOURCES`) and the ruleset's for its own
(`EditorRuleset.param_sources`). Plain Python, no Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from collections.abc import Iterator

if TYPE_CHECKING:
    from editor.documents.document import Document
    from editor.documents.workspace import Workspace

# Which source a parameter or field name refers to, wherever it appears in a rule term: the parameters
# every ruleset's rules vocabulary shares (a ruleset adds its own: `EditorRuleset.param_sources`).
PARAM_SOURCES = {
    "task": "task",
    "area": "area",
    "tag": "tag",
    "flag": "flag",
    "set_flag": "flag",
    "clear_flag": "flag",
}


class Lookups:
    def __init__(self, document: Document, workspace: Workspace | None) -> None:
        self.document = document
        self.workspace = workspace

    def _editor_ruleset(self) -> Any:
        """The document's ruleset's editor parts (None when it has none installed: generic sources only)."""
        from editor import rulesets as editor_rulesets
        from engine.core.errors import EngineError

        try:
            return editor_rulesets.for_document(self.document)
        except EngineError:
            return None

    def param_source(self, name: str) -> str:
        """The source a rule term's parameter `name` offers: a shared parameter's, else the ruleset's ("": none)."""
        if name in PARAM_SOURCES:
            return PARAM_SOURCES[name]
        parts = self._editor_ruleset()
        return parts.param_sources.get(name, "") if parts is not None else ""

    # -- the library -----------------------------------------------------------------
    def _context(self) -> Any:
        return self.workspace.index.context if self.workspace is not None else None

    def _library_data(self, kind: str | None = None) -> Iterator[dict]:
        if self.workspace is None:
            return
        own = self.document.path.resolve()
        for content in self.workspace.index.library.files:
            if content.schema_ok and (kind is None or content.kind == kind) and isinstance(content.data, dict):
                if content.path == own:
                    continue  # this document: it is read live instead
                yield content.data

    def card(self, card_kind: str, card_id: str) -> dict | None:
        context = self._context()
        found = context.card(card_kind, card_id) if context else None
        return found.data if found else None

    # -- sources -----------------------------------------------------------------------
    def options(self, source: str) -> list[tuple[str, str]]:
        """(id, title) pairs a reference field of this source offers."""
        return [(i, t if isinstance(t, str) else "") for i, t in self._options(source) if isinstance(i, str)]

    def _options(self, source: str) -> list[tuple[Any, Any]]:
        kind, _, arg = source.partition(":")
        if kind == "card":
            return self._cards(arg)
        if kind == "file":
            return self._files(arg)
        if kind == "set":
            context = self._context()
            return [(s, "") for s in sorted(context.sets)] if context else []
        if kind == "task":
            return self._tasks()
        if kind == "area":
            return [(a["id"], a.get("name", "")) for a in self._areas(self.document.tree) if isinstance(a.get("id"), str)]
        if kind == "tag":
            return [(t, "") for t in self._tags()]
        if kind == "flag":
            return [(f, "") for f in self._flags()]
        if kind == "chapter":
            chapters = _list(self.document.value("/chapters", []))
            return [(c["id"], c.get("title", "")) for c in chapters if isinstance(c, dict) and isinstance(c.get("id"), str)]
        parts = self._editor_ruleset()
        found = parts.lookup_options(self, kind, arg) if parts is not None else None
        return found or []

    def ids(self, source: str) -> list[str]:
        return [i for i, _ in self.options(source)]

    def title_of(self, source: str, value: str) -> str | None:
        """The title of a known id ('' if it has none), None if the id is unknown."""
        for option, title in self.options(source):
            if option == value:
                return title
        return None

    def first(self, source: str, fallback: str) -> str:
        found = self.ids(source)
        return found[0] if found else fallback

    def cards(self, card_kind: str) -> list[tuple[str, str]]:
        """(id, title) of every card of `card_kind`: the document's own and the library's."""
        return self._cards(card_kind)

    def _cards(self, card_kind: str) -> list[tuple[str, str]]:
        own = []
        if self.document.kind == card_kind:
            own = [(c["id"], c.get("title", "")) for c in _list(self.document.value("/cards", []))
                   if isinstance(c, dict) and isinstance(c.get("id"), str)]
        seen = {i for i, _ in own}
        ids = self.workspace.card_ids(card_kind) if self.workspace is not None else []
        library = [(i, (self.card(card_kind, i) or {}).get("title", "")) for i in ids if i not in seen]
        return sorted(own + library, key=lambda pair: str(pair[0]))

    def _files(self, kind: str) -> list[tuple[str, str]]:
        result = []
        for data in self._library_data(kind):
            if isinstance(data.get("id"), str):
                result.append((data["id"], data.get("title", "")))
        if self.document.kind == kind and self.document.item_id:
            result.append((self.document.item_id, self.document.value("/title", "")))
        return sorted(set((i, t if isinstance(t, str) else "") for i, t in result), key=lambda pair: pair[0])

    def _tasks(self) -> list[tuple[str, str]]:
        if self.document.kind == "adventure":
            tasks = _list(self.document.value("/progress_tasks", []))
            return [(t["id"], t.get("title", "")) for t in tasks if isinstance(t, dict) and isinstance(t.get("id"), str)]
        found = {}
        for data in self._library_data("adventure"):
            for task in _list(data.get("progress_tasks")):
                if isinstance(task, dict) and isinstance(task.get("id"), str):
                    found.setdefault(task["id"], task.get("title", ""))
        return sorted(found.items())

    @staticmethod
    def _areas(data: Any) -> list[dict]:
        map_ = data.get("map") if isinstance(data, dict) else None
        areas = map_.get("areas") if isinstance(map_, dict) else None
        return [a for a in _list(areas) if isinstance(a, dict)]

    def _tags(self) -> list[str]:
        sources = [self.document.tree] if self.document.kind == "adventure" else list(self._library_data("adventure"))
        tags: set[str] = set()
        for data in sources:
            for area in self._areas(data):
                tags.update(t for t in _list(area.get("tags")) if isinstance(t, str))
        return sorted(tags)

    def _flags(self) -> list[str]:
        flags: set[str] = set()
        for data in [self.document.tree, *self._library_data()]:
            _collect_flags(data, flags)
        return sorted(flags)


def _collect_flags(node: Any, found: set[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("set_flag", "clear_flag") and isinstance(value, str):
                found.add(value)
            elif key == "flag" and isinstance(value, dict) and isinstance(value.get("flag"), str):
                found.add(value["flag"])
            elif key == "flag" and isinstance(value, str):
                found.add(value)
            elif key == "flags" and isinstance(value, list):
                found.update(v for v in value if isinstance(v, str))
            else:
                _collect_flags(value, found)
    elif isinstance(node, list):
        for value in node:
            _collect_flags(value, found)


def _list(value: Any) -> list:
    return list(value) if isinstance(value, list) else []
