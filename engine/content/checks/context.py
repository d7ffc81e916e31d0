"""The index the semantic checks share: every id, card and set of a library."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Iterator

from ..diagnostics import Diagnostic, Severity, escape_pointer_token
from ..library import ContentFile, Library
from ..rulesets import find
from ..schemas import LIBRARY_KIND
from ..suggest import closest


@dataclass(slots=True)
class CardRef:
    file: ContentFile
    index: int
    data: dict
    key: str = "cards"  # the file's list of cards (`Ruleset.card_lists`)

    @property
    def pointer(self) -> str:
        return f"/{self.key}/{self.index}"

    @property
    def copies(self) -> int:
        return int(self.data.get("copies", 1))


@dataclass(slots=True)
class Context:
    library: Library
    files: dict[str, dict[str, list[ContentFile]]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(list)))
    cards: dict[str, dict[str, list[CardRef]]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(list)))
    sets: dict[str, list[ContentFile]] = field(default_factory=lambda: defaultdict(list))

    @classmethod
    def build(cls, library: Library) -> Context:
        context = cls(library)
        card_kinds: dict[str | None, tuple[str, ...]] = {}  # ruleset id -> its `card_kinds`
        card_lists: dict[str | None, dict] = {}  # ruleset id -> its `card_lists`
        for content in library.files:
            if not content.schema_ok or content.kind in (None, LIBRARY_KIND) or content.id is None:
                continue  # a manifest has no id (every kind's schema requires one)
            context.files[content.kind][content.id].append(content)
            set_id = content.data.get("set")
            if set_id:
                context.sets[set_id].append(content)
            kinds = card_kinds.get(content.ruleset)
            if kinds is None:
                ruleset = find(content.ruleset)
                kinds = card_kinds[content.ruleset] = tuple(ruleset.card_kinds) if ruleset is not None else ()
                card_lists[content.ruleset] = dict(getattr(ruleset, "card_lists", None) or {})
            if content.kind in kinds:
                key = card_lists[content.ruleset].get(content.kind, "cards")
                for index, card in enumerate(content.data.get(key, [])):
                    context.cards[content.kind][card["id"]].append(CardRef(content, index, card, key))
        return context

    # -- look-ups --------------------------------------------------------------------
    def of_kind(self, kind: str) -> Iterator[ContentFile]:
        for contents in self.files.get(kind, {}).values():
            yield from contents

    def file(self, kind: str, item_id: str) -> ContentFile | None:
        found = self.files.get(kind, {}).get(item_id)
        return found[0] if found else None

    def card(self, kind: str, card_id: str) -> CardRef | None:
        found = self.cards.get(kind, {}).get(card_id)
        return found[0] if found else None

    def card_ids(self, kind: str) -> list[str]:
        return list(self.cards.get(kind, {}))

    def file_ids(self, kind: str) -> list[str]:
        return list(self.files.get(kind, {}))

    # -- diagnostics -----------------------------------------------------------------
    def diagnostic(self, severity: Severity, content: ContentFile, ptr: str, code: str, message: str,
                   hint: str = "", at_key: bool = False, position: tuple[int, int] | None = None) -> Diagnostic:
        if position is None:
            position = content.positions.key(ptr) if at_key else content.positions.value(ptr)
        line, column = position
        return Diagnostic(severity, code, message, content.display, ptr, line, column, hint)

    def error(self, content: ContentFile, ptr: str, code: str, message: str, hint: str = "", **kw: Any) -> Diagnostic:
        return self.diagnostic(Severity.ERROR, content, ptr, code, message, hint, **kw)

    def warning(self, content: ContentFile, ptr: str, code: str, message: str, hint: str = "", **kw: Any) -> Diagnostic:
        return self.diagnostic(Severity.WARNING, content, ptr, code, message, hint, **kw)

    def dangling(self, content: ContentFile, ptr: str, what: str, value: str, candidates: list[str],
                 code: str = "ref/unknown-id") -> Diagnostic:
        suggestion = closest(value, candidates)
        if suggestion:
            hint = f"Did you mean '{suggestion}'?"
        elif candidates:
            shown = ", ".join(sorted(candidates)[:10]) + (", ..." if len(candidates) > 10 else "")
            hint = f"Known {what}s: {shown}."
        else:
            hint = f"The library has no {what} yet; add one, or check the library folder."
        return self.error(content, ptr, code, f"no {what} has the id '{value}'", hint)


def ptr_join(base: str, *tokens: Any) -> str:
    if len(tokens) == 1:  # the common case, without a generator (called for every value the checks walk)
        return base + "/" + escape_pointer_token(tokens[0])
    return base + "".join("/" + escape_pointer_token(t) for t in tokens)
