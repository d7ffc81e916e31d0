"""A document's text and parse kept in pieces, so that an edit redoes only the piece it changed.

The whole document's YAML dump (~25 ms for an adventure) and its parse (~10 ms) were the largest
costs of an edit. A top-level key with its value, its comments and the blank lines after it is a
*section*; dumped alone (as a one-key document) it is exactly that stretch of the whole dump. A
section whose value is a block mapping or list is cut once more, into one *piece* per entry: the
one-key document holding only that entry writes the section's first line(s) (its *header*) and
then exactly the entry's stretch. So an edit of ``/setup/boss`` dumps and parses one line, and
splices it between the others' texts; the other pieces' parses are reused, their lines moved by
the lines the edited piece gained or lost.

Exactness is checked, not hoped for. `Sections.build` dumps the whole document once and keeps the
split only if the pieces add up to that dump byte for byte (a section whose pieces do not add up to
it stays whole). A later re-dump falls back to the whole dump (the caller's job when `update`
returns None) whenever splicing could differ:

- the top-level keys changed (a key added, removed or renamed: the caller marks the whole document);
- a node is used twice or carries an anchor (aliases are numbered across the whole document);
- a piece before the end of the document ends open (a '...' a whole dump writes only at its end);
- the root is not a plain block mapping (`build` refuses a flow, tagged, anchored or merged one).

A section is cut into pieces at the first edit of one of its entries (a document is split into whole
sections when it opens); an edit that adds, removes or moves entries makes it whole again.
The parse is spliced only while every piece parses without a diagnostic, has no line break but
"\\n", and the text is smaller than the parser's node budget (the budget counts the whole
document); otherwise the caller parses the whole text, which reports exactly what it always did.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ruamel.yaml.anchor import anchor_attrib
from ruamel.yaml.comments import CommentedMap, CommentedSeq, merge_attrib
from ruamel.yaml.tag import tag_attrib

from engine.content.diagnostics import escape_pointer_token
from engine.content.yaml_io import MAX_EXPANDED_NODES, Parsed, SourceMap, dump, parse_text

WHOLE = object()  # the `entry` of a section kept in one piece

#: What YAML reads as a line break besides "\n" (a lone "\r", NEL, the line and paragraph separators).
_OTHER_LINE_BREAKS = ("\r", "\x85", "\u2028", "\u2029")


@dataclass(slots=True)
class _Parse:
    """A piece's plain value and positions, as parsed when the piece began at line `start` + 1."""

    name: Any  # the entry's key as plain data (its index in a list)
    value: Any
    values: dict
    keys: dict
    start: int


@dataclass(slots=True)
class _Piece:
    entry: Any  # the key or index of the section's value it holds, or WHOLE
    text: str  # as it stands in the whole text (the first piece with the section's header)
    lines: int  # newlines in `text`
    nodes: set[int]  # ids of its mappings and lists
    parse: _Parse | None = None


@dataclass(slots=True)
class _Section:
    key: Any
    header: str  # the text a one-entry dump writes before any entry but the first ("" when whole)
    pieces: list[_Piece] = field(default_factory=list)

    def text(self) -> str:
        return "".join(piece.text for piece in self.pieces)


class Sections:
    """The pieces of a document's text, in order; `text()` is their concatenation."""

    def __init__(self, sections: list[_Section]) -> None:
        self._sections = sections
        self._text: str | None = None
        self._owners: dict[int, _Piece] = {}  # each mapping and list of the tree: the piece holding it

    @classmethod
    def build(cls, tree: Any) -> tuple[str, Sections | None]:
        """The whole dump of ``tree``, and its pieces if splicing them reproduces it exactly."""
        if not _plain_block(tree, dict):
            return dump(tree), None
        keys = list(tree)
        built = cls([])
        for key in keys:
            section = _cut(tree, key, keys)
            if section is None or not built._own(section.pieces):
                return dump(tree), None
            built._sections.append(section)
        full = dump(tree)
        return full, (built if built.text() == full else None)

    def keys(self) -> list[Any]:
        return [section.key for section in self._sections]

    def text(self) -> str:
        if self._text is None:
            self._text = "".join(section.text() for section in self._sections)
        return self._text

    def update(self, tree: Any, changed: dict[Any, set[Any] | None]) -> str | None:
        """The whole text after the entries ``changed`` names (per top-level key; None: the whole
        section) changed, or None: dump it whole."""
        keys = list(tree)
        if keys != self.keys():
            return None
        self._text = None
        for index, section in enumerate(self._sections):
            if section.key not in changed:
                continue
            entries = changed[section.key]
            value = tree[section.key]
            whole = section.pieces[0].entry is WHOLE
            if whole or entries is None or _entries(value) != [piece.entry for piece in section.pieces]:
                # Entries added, removed or moved: the section is dumped whole; an edit of entries of
                # a whole section cuts it (the next edits of its entries dump one entry each).
                fresh = _cut(tree, section.key, keys, in_pieces=whole and entries is not None)
                if fresh is None or not self._disown(section.pieces) or not self._own(fresh.pieces):
                    return None
                if index < len(keys) - 1 and fresh.text().endswith("\n...\n"):
                    return None  # see _ends_open
                self._sections[index] = fresh
                continue
            for place, piece in enumerate(section.pieces):
                if piece.entry not in entries:
                    continue
                last = index == len(keys) - 1 and place == len(section.pieces) - 1
                fresh_piece = _piece(tree, section.key, keys, value, piece.entry, place, section.header, last)
                if fresh_piece is None or not self._disown([piece]) or not self._own([fresh_piece]):
                    return None
                section.pieces[place] = fresh_piece
        return self.text()

    def _own(self, pieces: list[_Piece]) -> bool:
        """Note the pieces' nodes; False if a node is already another piece's (used twice)."""
        for piece in pieces:
            for node in piece.nodes:
                if self._owners.setdefault(node, piece) is not piece:
                    return False
        return True

    def _disown(self, pieces: list[_Piece]) -> bool:
        for piece in pieces:
            for node in piece.nodes:
                if self._owners.get(node) is piece:
                    del self._owners[node]
        return True

    def parsed(self, file: str) -> Parsed | None:
        """The parse of `text()` from the pieces' own parses, or None: parse the whole text."""
        text = self.text()
        if len(text) >= MAX_EXPANDED_NODES:  # the node budget is the whole document's, not a piece's
            return None
        data: dict[str, Any] = {}
        positions = SourceMap()
        start = 0
        for section in self._sections:
            parts: list[_Parse] = []
            for place, piece in enumerate(section.pieces):
                parse = piece.parse
                if parse is None:
                    parse = piece.parse = _parse_piece(section, place, file, start)
                    if parse is None:
                        return None
                elif parse.start != start:
                    shift = start - parse.start
                    parse.values = {p: (line + shift, column) for p, (line, column) in parse.values.items()}
                    parse.keys = {p: (line + shift, column) for p, (line, column) in parse.keys.items()}
                    parse.start = start
                positions.keys.update(parse.keys)
                positions.values.update(parse.values)
                parts.append(parse)
                start += piece.lines
            name = parts[0].name if section.pieces[0].entry is WHOLE else _name(section.key)
            if section.pieces[0].entry is WHOLE:
                data[name] = parts[0].value
            elif isinstance(section.pieces[0].entry, int):
                data[name] = [part.value for part in parts]
            else:
                data[name] = {part.name: part.value for part in parts}
        return Parsed(file, text, None, data, positions, [])


# -- cutting -------------------------------------------------------------------------------------
def _plain_block(node: Any, kind: type) -> bool:
    """A non-empty block mapping (or list) without anchor, tag or merge keys."""
    if not isinstance(node, kind) or not isinstance(node, (CommentedMap, CommentedSeq)) or not node:
        return False
    if node.fa.flow_style() or getattr(node, merge_attrib, None) or _anchored(node):
        return False
    return getattr(getattr(node, tag_attrib, None), "value", None) is None


def _entries(value: Any) -> list[Any]:
    return list(value) if isinstance(value, dict) else list(range(len(value)))


def _cut(tree: CommentedMap, key: Any, keys: list[Any], in_pieces: bool = False) -> _Section | None:
    """A section whole, or ``in_pieces``: one per entry of its value if they add up to the whole
    exactly (else whole); None if a node is used twice."""
    value = tree[key]
    whole = _dump_section(tree, key, keys)
    if in_pieces and (_plain_block(value, dict) or _plain_block(value, list)) and isinstance(key, str) and len(value) > 1:
        last_section = key == keys[-1]
        entries = _entries(value)
        pieces = [_piece(tree, key, keys, value, entry, place, None, last_section and place == len(entries) - 1)
                  for place, entry in enumerate(entries)]
        header = _header(pieces[1].text if pieces[1] is not None else "")
        if all(p is not None for p in pieces) and header:
            cut = [pieces[0]] + [_Piece(p.entry, p.text[len(header):], p.lines - header.count("\n"), p.nodes)
                                 for p in pieces[1:] if p.text.startswith(header)]
            section = _Section(key, header, cut)  # type: ignore[arg-type]
            if len(cut) == len(pieces) and section.text() == whole:
                return section
    nodes = _nodes(value)
    if nodes is None:
        return None
    return _Section(key, "", [_Piece(WHOLE, whole, whole.count("\n"), nodes)])


def _header(text: str) -> str:
    """The first line of a one-entry dump of a section (its key), if the entry starts on the next."""
    line = text[: text.find("\n") + 1]
    return line if line.endswith(":\n") and not line.startswith((" ", "#")) else ""


def _piece(tree: CommentedMap, key: Any, keys: list[Any], value: Any, entry: Any, place: int,
           header: str | None, last: bool) -> _Piece | None:
    """One entry of a section, as the whole dump writes it (with the header only for the first
    entry, or when ``header`` is None); None when it cannot be spliced."""
    nodes = _nodes(value[entry])
    if nodes is None:
        return None
    if place == 0:
        nodes.add(id(value))  # the section's mapping or list itself: used nowhere else either
    part: CommentedMap | CommentedSeq
    if isinstance(value, dict):
        part = CommentedMap()
        part[entry] = value[entry]
        if entry in value.ca.items:
            part.ca.items[entry] = value.ca.items[entry]
    else:
        part = CommentedSeq([value[entry]])
        if entry in value.ca.items:
            part.ca.items[0] = value.ca.items[entry]
    first = place == 0
    if first:
        part.ca.comment = value.ca.comment
    if place == len(value) - 1 and getattr(value.ca, "end", None):
        part.ca.end = value.ca.end
    text = _dump_section(tree, key, keys, part, first=first, last=place == len(value) - 1)
    if not last and _ends_open(text):
        return None
    if header is not None and not first:
        if not text.startswith(header):
            return None
        text = text[len(header):]
    return _Piece(entry, text, text.count("\n"), nodes)


def _dump_section(tree: CommentedMap, key: Any, keys: list[Any], value: Any = None,
                  first: bool = True, last: bool = True) -> str:
    """One top-level key (with ``value`` in place of its own: one entry of it) as the whole dump
    writes it: its comments, the document's opening comments before the first key and closing ones
    after the last. Comments around the section's value go with its first entry, its closing ones
    with its last."""
    alone = CommentedMap()
    alone[key] = tree[key] if value is None else value
    comments = tree.ca
    if key in comments.items and first:
        alone.ca.items[key] = comments.items[key]
    if key == keys[0] and first:
        alone.ca.comment = comments.comment
    if key == keys[-1] and last and getattr(comments, "end", None):
        alone.ca.end = comments.end
    return dump(alone)


def _ends_open(text: str) -> bool:
    """A document whose last value leaves it open ends with '...', which an entry after it would not."""
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


# -- parsing -------------------------------------------------------------------------------------
def _name(key: Any) -> str:
    return key if isinstance(key, str) else str(key)


def _parse_piece(section: _Section, place: int, file: str, start: int) -> _Parse | None:
    """A piece parsed as the one-entry document it was cut from, its lines moved to where it begins."""
    piece = section.pieces[place]
    text = piece.text if place == 0 else section.header + piece.text
    if any(brk in text for brk in _OTHER_LINE_BREAKS):
        return None  # lines YAML counts that `str.count("\n")` does not: the whole text is parsed
    parsed = parse_text(text, file)
    if parsed.diagnostics or not isinstance(parsed.data, dict) or len(parsed.data) != 1:
        return None
    ((name, value),) = parsed.data.items()
    shift = start if place == 0 else start - section.header.count("\n")
    values, keys = parsed.positions.values, parsed.positions.keys
    if piece.entry is WHOLE:
        return _Parse(name, value, _moved(values, shift), _moved(keys, shift), start)
    if len(value) != 1:
        return None
    section_pointer = "/" + escape_pointer_token(name)
    if place:  # the section's own key and value positions are the first piece's
        values = {p: v for p, v in values.items() if p != section_pointer}
        keys = {p: v for p, v in keys.items() if p != section_pointer}
    if isinstance(value, list):
        (entry_value,) = value
        entry_name: Any = place
        if place:  # parsed as entry 0 of a one-entry list: the pointers say 0, the document says `place`
            old, new = f"{section_pointer}/0", f"{section_pointer}/{place}"
            values = {_renamed(p, old, new): v for p, v in values.items()}
            keys = {_renamed(p, old, new): v for p, v in keys.items()}
    else:
        ((entry_name, entry_value),) = value.items()
    return _Parse(entry_name, entry_value, _moved(values, shift), _moved(keys, shift), start)


def _renamed(pointer: str, old: str, new: str) -> str:
    if pointer == old or pointer.startswith(old + "/"):
        return new + pointer[len(old):]
    return pointer


def _moved(positions: dict, shift: int) -> dict:
    return {p: (line + shift, column) for p, (line, column) in positions.items()}
