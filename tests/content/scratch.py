"""A scratch copy of a library that a content test edits and validates (the `lib` fixture's type)."""

from __future__ import annotations

from pathlib import Path

from engine.content.diagnostics import Diagnostic
from engine.content.validate import validate_paths


class Library:
    """A scratch copy of the mini library that a test edits and validates."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def text(self, name: str) -> str:
        return (self.root / name).read_text(encoding="utf-8")

    def replace(self, name: str, old: str, new: str) -> Library:
        text = self.text(name)
        assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times in {name}"
        (self.root / name).write_text(text.replace(old, new), encoding="utf-8")
        return self

    def cut(self, name: str, start: str) -> Library:
        """Drop everything from the (unique) text ``start`` to the end of the file."""
        text = self.text(name)
        assert text.count(start) == 1, f"{start!r} occurs {text.count(start)} times in {name}"
        (self.root / name).write_text(text[: text.index(start)], encoding="utf-8")
        return self

    def write(self, name: str, text: str) -> Library:
        (self.root / name).parent.mkdir(parents=True, exist_ok=True)
        (self.root / name).write_text(text, encoding="utf-8")
        return self

    def line(self, name: str, snippet: str) -> int:
        """The 1-based line of the (unique) ``snippet`` in the edited file."""
        text = self.text(name)
        assert text.count(snippet) == 1, f"{snippet!r} occurs {text.count(snippet)} times in {name}"
        return text[: text.index(snippet)].count("\n") + 1

    def last_line(self, name: str, snippet: str) -> int:
        """The 1-based line of the last occurrence of ``snippet``."""
        text = self.text(name)
        return text[: text.rindex(snippet)].count("\n") + 1

    def column(self, name: str, snippet: str) -> int:
        text = self.text(name)
        assert text.count(snippet) == 1, f"{snippet!r} occurs {text.count(snippet)} times in {name}"
        start = text.index(snippet)
        return start - (text.rfind("\n", 0, start) + 1) + 1

    def diagnostics(self) -> list[Diagnostic]:
        return validate_paths([self.root], root=self.root, cwd=self.root).diagnostics

    def found(self) -> list[tuple[str, str, str, str, int]]:
        return [(d.severity.value, d.code, d.file, d.pointer, d.line) for d in self.diagnostics()]
