"""Write a sweep's numbers into an adventure's text in place, instead of through a YAML round trip.

A variant is the designer's file with a few numbers changed. Doing that through the round-trip tree
(`load_roundtrip`, set the value, `dump`) costs about 0.1 CPU-s a variant for a bundled adventure,
five times what validating and resolving the variant costs and as much as a hundred random-bot games.
`Splicer(text, locate).splice(assignment)` gives the same text by replacing the characters of each old
number with the new number as the dumper writes it, and None wherever it cannot be sure of that, so
the caller takes the round trip:

- the file must dump back to itself unchanged (`dump(load_roundtrip(text)) == text`, checked once):
  then the round trip's text differs from the file only where a value was set;
- the old value must be a number (not a bool) written as a plain scalar whose characters read back
  as that number, and the new one an int or a float; no comment may follow it on its line (the
  dumper pads or cuts the space before such a comment to keep it in its column);
- the new number is written as `dump` writes it (asked once per value, from a one-field document).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.content.yaml_io import dump, load_roundtrip, new_mapping

#: characters that end a plain number scalar (in block or flow context)
_ENDS = " \t\r\n,]}#"


class Splicer:
    """See the module docstring. `locate(tree, pointer) -> (container, key)` finds a field in the round-trip
    tree (raising the caller's error for a path that is not in the file)."""

    def __init__(self, text: str, locate: Callable) -> None:
        self.text = text
        self.locate = locate
        self.tree = load_roundtrip(text)
        self.exact = dump(self.tree) == text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.spans: dict[str, tuple[int, int] | None] = {}
        self.written: dict = {}

    def splice(self, assignment: dict) -> str | None:
        if not self.exact:
            return None
        edits = []
        for pointer, value in assignment.items():
            span = self._span(pointer)
            written = self._written(value)
            if span is None or written is None:
                return None
            edits.append((span, written))
        text = self.text
        for (start, stop), written in sorted(edits, reverse=True):
            text = text[:start] + written + text[stop:]
        return text

    def _span(self, pointer: str) -> tuple[int, int] | None:
        """The characters of the number at `pointer` ([start, stop) offsets), or None."""
        if pointer not in self.spans:
            self.spans[pointer] = self._find(pointer)
        return self.spans[pointer]

    def _find(self, pointer: str) -> tuple[int, int] | None:
        container, key = self.locate(self.tree, pointer)
        old = container[key]
        if isinstance(old, bool) or not isinstance(old, (int, float)) or isinstance(old, (dict, list)):
            return None
        try:
            line, column = container.lc.value(key) if isinstance(container, dict) else container.lc.item(key)
        except (AttributeError, KeyError, IndexError, TypeError):
            return None
        if line >= len(self.lines):
            return None
        start = self.starts[line] + column
        stop = start
        while stop < self.starts[line + 1] and self.text[stop] not in _ENDS:
            stop += 1
        if "#" in self.text[stop:self.starts[line + 1]]:
            return None  # the dumper keeps a comment after the value at its column: not a plain splice
        scalar = self.text[start:stop]
        try:
            same = type(old)(load_roundtrip(f"x: {scalar}\n")["x"]) == old and scalar.strip() == scalar and scalar
        except Exception:  # a scalar that does not read back alone: let the round trip do it
            return None
        return (start, stop) if same else None

    def _written(self, value) -> str | None:
        """`value` as `dump` writes it in a block mapping, or None if it is not a plain one-line number."""
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        key = (type(value), value)
        if key not in self.written:
            text = dump(new_mapping({"x": value}))
            plain = text[3:-1] if text.startswith("x: ") and text.endswith("\n") and text.count("\n") == 1 else None
            self.written[key] = plain if plain and not plain.startswith(("'", '"', "!", "&", "*")) else None
        return self.written[key]
