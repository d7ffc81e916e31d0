"""A document's text and parse kept per top-level section, so that an edit redoes only its section.

The whole document's YAML dump (~25 ms for an adventure) and its parse (~10 ms) were the largest
costs of an edit. A top-level key with its value, its comments and the blank lines after it is a
*section*; dumped alone (as a one-key document) it is exactly that stretch of the whole dump. So
after an edit under ``/setup`` only the setup section is dumped and parsed again and spliced between
the others' texts; the other sections' parses are reused, their lines moved by the lines the edited
section gained or lost.

Exactness is checked, not hoped for. `Sections.build` dumps the whole document once and keeps the
split only if the sections' texts add up to that dump byte for byte; a later re-dump falls back to
the whole dump (the caller's job when `update` returns None) whenever splicing could differ:

- the top-level keys changed (a key added, removed or renamed: the caller marks the whole document);
- a node is used twice or carries an anchor (aliases are numbered across the whole document);
- a section other than the last ends open (a '...' document end a whole dump would not write);
- the top-level mapping is flow style, tagged, anchored or has merge keys (`build` refuses it).

The parse is spliced only while every section parses without a diagnostic and the text is smaller
than the parser's node budget (the budget counts the whole document); otherwise the caller parses
the whole text, which reports exactly what it always did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ruamel.yaml.anchor import anchor_attrib
from ruamel.yaml.comments import CommentedMap, merge_attrib
from ruamel.yaml.tag import tag_attrib

from engine.content.yaml_io import MAX_EXPANDED_NODES, Parsed, SourceMap, dump, parse_text


@dataclass(slots=True)
class _Section:
    key: Any
    text: str
    lines: int  # newlines in `text`
    nodes: set[int]  # ids of the mappings and lists of the section (each used once)
    parse: _SectionParse | None = None


@dataclass(slots=True)
class _SectionParse:
    """One section's plain value and positions, as parsed when the section began at line `start` + 1."""

    name: str
    value: Any
    values: dict
    keys: dict
    start: int


class Sections:
    """The texts of a document's top-level sections, in order; `text()` is their concatenation."""

    def __init__(self, sections: list[_Section]) -> None:
        self._sections = sections
        self._text: str | None = None

    @classmethod
    def build(cls, tree: Any) -> tuple[str, Sections | None]:
        """The whole dump of ``tree``, and its sections if splicing them reproduces it exactly."""
        if not _splittable_root(tree):
            return dump(tree), None
        keys = list(tree)
        sections = []
        seen: set[int] = set()
        for key in keys:
            nodes = _nodes(tree[key])
            if nodes is None or not nodes.isdisjoint(seen):
                return dump(tree), None
            seen |= nodes
            sections.append(_Section(key, "", 0, nodes))
        full = dump(tree)
        for section in sections:
            section.text = _dump_section(tree, section.key, keys)
            section.lines = section.text.count("\n")
        built = cls(sections)
        return full, (built if built.text() == full else None)

    def keys(self) -> list[Any]:
        return [section.key for section in self._sections]

    def text(self) -> str:
        if self._text is None:
            self._text = "".join(section.text for section in self._sections)
        return self._text

    def update(self, tree: Any, changed: set[Any]) -> str | None:
        """The whole text after the sections of ``changed`` keys changed, or None: dump it whole."""
        keys = list(tree)
        if keys != self.keys():
            return None
        for index, section in enumerate(self._sections):
            if section.key not in changed:
                continue
            nodes = _nodes(tree[section.key])
            if nodes is None or any(not nodes.isdisjoint(other.nodes)
                                    for other in self._sections if other is not section):
                return None
            text = _dump_section(tree, section.key, keys)
            if index < len(keys) - 1 and _ends_open(text):
                return None
            section.text, section.lines, section.nodes, section.parse = text, text.count("\n"), nodes, None
        self._text = None
        return self.text()

    def parsed(self, file: str) -> Parsed | None:
        """The parse of `text()` from the sections' own parses, or None: parse the whole text."""
        text = self.text()
        if len(text) >= MAX_EXPANDED_NODES:  # the node budget is the whole document's, not a section's
            return None
        data: dict[str, Any] = {}
        positions = SourceMap()
        start = 0
        for section in self._sections:
            parse = section.parse
            if parse is None:
                parse = section.parse = _parse_section(section, file, start)
                if parse is None:
                    return None
            elif parse.start != start:
                shift = start - parse.start
                parse.values = {p: (line + shift, column) for p, (line, column) in parse.values.items()}
                parse.keys = {p: (line + shift, column) for p, (line, column) in parse.keys.items()}
                parse.start = start
            data[parse.name] = parse.value
            positions.keys.update(parse.keys)
            positions.values.update(parse.values)
            start += section.lines
        return Parsed(file, text, None, data, positions, [])


def _splittable_root(tree: Any) -> bool:
    if not isinstance(tree, CommentedMap) or not tree:
        return False
    if tree.fa.flow_style() or getattr(tree, merge_attrib, None) or _anchored(tree):
        return False
    return getattr(getattr(tree, tag_attrib, None), "value", None) is None


def _dump_section(tree: CommentedMap, key: Any, keys: list[Any]) -> str:
    """One top-level key as the whole dump writes it: its comments, and the document's opening
    comments before the first key and closing ones after the last."""
    alone = CommentedMap()
    alone[key] = tree[key]
    comments = tree.ca
    if key in comments.items:
        alone.ca.items[key] = comments.items[key]
    if key == keys[0]:
        alone.ca.comment = comments.comment
    if key == keys[-1] and getattr(comments, "end", None):
        alone.ca.end = comments.end
    return dump(alone)


def _ends_open(text: str) -> bool:
    """A one-key document whose last value leaves it open ends with '...', which a key after it would not."""
    return text.endswith("\n...\n") or text == "...\n"


def _nodes(value: Any) -> set[int] | None:
    """Ids of every mapping and list in ``value``, or None if one is used twice or one node has an anchor."""
    found: set[int] = set()
    stack = [value]
    while stack:
        node = stack.pop()
        if _anchored(node):
            return None
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if id(node) in found:
            return None
        found.add(id(node))
        stack.extend(children)
    return found


def _anchored(node: Any) -> bool:
    return getattr(getattr(node, anchor_attrib, None), "value", None) is not None


#: What YAML reads as a line break besides "\n" (a lone "\r", NEL, the line and paragraph separators).
_OTHER_LINE_BREAKS = ("\r", "\x85", "\u2028", "\u2029")


def _parse_section(section: _Section, file: str, start: int) -> _SectionParse | None:
    """A section parsed as the one-key document it is, its lines moved to where it begins."""
    if any(brk in section.text for brk in _OTHER_LINE_BREAKS):
        return None  # lines YAML counts that `str.count("\n")` does not: the whole text is parsed
    parsed = parse_text(section.text, file)
    if parsed.diagnostics or not isinstance(parsed.data, dict) or len(parsed.data) != 1:
        return None
    ((name, value),) = parsed.data.items()
    values = {p: (line + start, column) for p, (line, column) in parsed.positions.values.items()}
    keys = {p: (line + start, column) for p, (line, column) in parsed.positions.keys.items()}
    return _SectionParse(name, value, values, keys, start)
