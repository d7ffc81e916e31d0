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

A field the file leaves out (`locate` answers a `Gap`: the deepest mapping the path reaches and the keys
still missing) is inserted: the missing keys, each a mapping of the next, are written as `dump` writes
a key, indented two columns per level from the mapping's own keys (the dumper's mapping indent, which a
file that dumps back to itself uses), on new lines right after the mapping's last entry (its nested
lines and the comments indented inside it), so the comments before the next key stay where they were.
Several missing fields below one mapping are written as one block (`rules:` once for `rules/a` and
`rules/b`). A flow mapping (`{a: 1}`) or an empty one is left to the round trip. The round trip
would append the key after those comments instead; the spliced text is the one a designer would
write, and is validated like any variant.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.content.yaml_io import dump, load_roundtrip, new_mapping

#: characters that end a plain number scalar (in block or flow context)
_ENDS = " \t\r\n,]}#"


@dataclass(frozen=True)
class Gap:
    """A field the file leaves out: the deepest mapping of the round-trip tree its path reaches, the keys
    still missing below it (outermost first, as the tree would hold them) and the schema's default."""

    container: Any
    keys: tuple
    default: Any = None


@dataclass(frozen=True)
class _Insert:
    """Where a Gap's keys go: the offset of the line after the mapping's last entry, and its keys' column."""

    offset: int
    column: int


class Splicer:
    """See the module docstring. `locate(tree, pointer) -> (container, key) | Gap` finds a field in the
    round-trip tree (raising the caller's error for a path that is neither in the file nor allowed)."""

    def __init__(self, text: str, locate: Callable) -> None:
        self.text = text
        self.locate = locate
        self.tree = load_roundtrip(text)
        self.exact = dump(self.tree) == text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line))
        self.spans: dict[str, tuple[int, int] | tuple[_Insert, Gap] | None] = {}
        self.written: dict = {}
        self.keys: dict = {}

    def splice(self, assignment: dict) -> str | None:
        if not self.exact:
            return None
        edits = []
        inserts: dict[_Insert, dict] = {}  # the nested keys to write at each insertion point
        for pointer, value in assignment.items():
            span = self._span(pointer)
            written = self._written(value)
            if span is None or written is None:
                return None
            if isinstance(span[0], _Insert):
                where, gap = span
                block = inserts.setdefault(where, {})
                for key in gap.keys[:-1]:
                    block = block.setdefault(key, {})
                    if not isinstance(block, dict):
                        return None
                if gap.keys[-1] in block:
                    return None
                block[gap.keys[-1]] = written
            else:
                edits.append((span, written))
        by_offset: dict[int, list[tuple[int, str]]] = {}
        for where, block in inserts.items():
            lines = self._block(block, where.column)
            if lines is None:
                return None
            by_offset.setdefault(where.offset, []).append((where.column, lines))
        for offset, blocks in by_offset.items():  # an inner mapping ending where its parent ends is written first
            edits.append(((offset, offset), "".join(lines for _column, lines in sorted(blocks, reverse=True))))
        text = self.text
        for (start, stop), written in sorted(edits, reverse=True):
            text = text[:start] + written + text[stop:]
        return text

    def _span(self, pointer: str) -> tuple[int, int] | tuple[_Insert, Gap] | None:
        """The characters of the number at `pointer` ([start, stop) offsets), where a missing field is
        inserted (with its Gap), or None."""
        if pointer not in self.spans:
            found = self.locate(self.tree, pointer)
            self.spans[pointer] = self._insertion(found) if isinstance(found, Gap) else self._find(*found)
        return self.spans[pointer]

    def _insertion(self, gap: Gap) -> tuple[_Insert, Gap] | None:
        """Where the gap's keys are written: after the last line of the mapping's last entry (its nested
        lines, and comments indented below its key), at the column of the mapping's keys plus 2 a level."""
        container = gap.container
        if not isinstance(container, dict) or not container or not gap.keys:
            return None
        flow = getattr(getattr(container, "fa", None), "flow_style", lambda: None)()
        if flow:
            return None
        try:
            last, column = container.lc.key(list(container)[-1])
        except (AttributeError, KeyError, TypeError):
            return None
        if last >= len(self.lines):
            return None
        end = last
        for index in range(last + 1, len(self.lines)):
            line = self.lines[index]
            stripped = line.strip()
            if not stripped:
                continue
            indent = len(line) - len(line.lstrip(" "))
            if indent <= column:
                if stripped.startswith("#"):
                    continue  # a comment at the keys' column or left of it belongs to what follows
                break
            end = index
        return _Insert(self.starts[end + 1], column), gap

    def _block(self, block: dict, column: int) -> str | None:
        """The nested keys of `block` as block-mapping lines at `column` (values already written), or None."""
        out = []
        for key, value in block.items():
            name = self._key(key)
            if name is None:
                return None
            if isinstance(value, dict):
                inner = self._block(value, column + 2)
                if inner is None:
                    return None
                out.append(f"{' ' * column}{name}:\n{inner}")
            else:
                out.append(f"{' ' * column}{name}: {value}\n")
        return "".join(out)

    def _key(self, key) -> str | None:
        """`key` as `dump` writes a plain mapping key, or None for one it would write otherwise."""
        if key not in self.keys:
            text = dump(new_mapping({key: 0}))
            name = text[:-4] if text.endswith(": 0\n") and text.count("\n") == 1 else None
            self.keys[key] = name if name and not name.startswith(("?", "'", '"', "!", "&", "*")) else None
        return self.keys[key]

    def _find(self, container, key) -> tuple[int, int] | None:
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
