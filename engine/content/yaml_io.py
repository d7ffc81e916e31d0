"""The one YAML gateway: every load and save of content goes through here.

All ruamel.yaml round-trip settings live in `_new_yaml`, so loading and dumping
an unchanged file returns it byte for byte (tests/content/test_yaml_io.py proves
it on every bundled file). Loading never raises for bad input: it returns
located diagnostics instead.
"""

from __future__ import annotations

import datetime
import io
import re
import stat
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode
from ruamel.yaml.reader import ReaderError
from ruamel.yaml.resolver import VersionedResolver
from ruamel.yaml.tag import Tag

try:
    from _ruamel_yaml import CParser  # ruamel's own choice (ruamel.yaml.main): the C parser when installed
except ImportError:  # pragma: no cover - depends on the installation
    CParser = None

from .diagnostics import Diagnostic, Severity, escape_pointer_token
from .files import what_is

#: Content files larger than this are not read (the largest bundled file is ~40 KiB).
MAX_FILE_BYTES = 1024 * 1024
#: A document whose aliases expand to more nodes than this is refused (alias bombs).
MAX_EXPANDED_NODES = 200_000
#: Deeper nesting than this is refused (no content file needs more than ~12 levels).
MAX_DEPTH = 64

_local = threading.local()


def _new_yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.width = 4096  # never re-wrap a designer's long lines
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.allow_duplicate_keys = False
    # `[{gain: {food: 1}}]` stays written so when an edit re-emits it (not `[gain: {food: 1}]`): a list of
    # one-key terms in flow style is how rules vocabularies write effects
    yaml.brace_single_entry_mapping_in_flow_sequence = True
    return yaml


def _yaml() -> YAML:
    yaml = getattr(_local, "yaml", None)
    if yaml is None:
        yaml = _local.yaml = _new_yaml()
    return yaml


Position = tuple[int, int]  # 1-based line, column


@dataclass(slots=True)
class SourceMap:
    """JSON pointer -> 1-based (line, column) of the value, and of its key in a mapping."""

    values: dict[str, Position] = field(default_factory=dict)
    keys: dict[str, Position] = field(default_factory=dict)

    def value(self, ptr: str) -> Position:
        """Position of the node at ``ptr``, or of its nearest ancestor that has one."""
        while True:
            if ptr in self.values:
                return self.values[ptr]
            if ptr in self.keys:
                return self.keys[ptr]
            if not ptr:
                return (1, 1)
            ptr = ptr.rsplit("/", 1)[0]

    def key(self, ptr: str) -> Position:
        """Position of the key that names ``ptr`` (falls back to the value)."""
        return self.keys.get(ptr) or self.value(ptr)


@dataclass(slots=True)
class Parsed:
    """The result of reading one content file."""

    file: str
    text: str | None = None
    document: Any = None  # the ruamel round-trip tree, for saving
    data: Any = None  # plain JSON-like data (str keys), for validation
    positions: SourceMap = field(default_factory=SourceMap)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not any(d.is_error for d in self.diagnostics)


def _error(parsed: Parsed, code: str, message: str, line: int = 0, column: int = 0, hint: str = "", ptr: str = "") -> None:
    parsed.diagnostics.append(
        Diagnostic(Severity.ERROR, code, message, parsed.file, ptr, line, column, hint)
    )


def _too_large(size: int) -> str:
    return f"the file is {size:,} bytes; Isleforge reads content files of at most {MAX_FILE_BYTES:,} bytes (1 MiB)"


def read_file(path: Path, display: str | None = None) -> Parsed:
    """Read and parse one content file; problems come back as diagnostics."""
    name = display if display is not None else str(path)
    parsed = Parsed(name)
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError
        if not stat.S_ISREG(info.st_mode):  # a FIFO would block the read, a device never ends
            _error(parsed, "file/unreadable", f"this is {what_is(info.st_mode)}, not a regular file",
                   hint="Name a content file (.yaml) instead.")
            return parsed
        size = info.st_size
        if size > MAX_FILE_BYTES:
            _error(parsed, "file/too-large",
                   _too_large(size),
                   hint="Split the content into several files (one card set or adventure per file).")
            return parsed
        raw = path.read_bytes()
    except FileNotFoundError:
        _error(parsed, "file/missing", "the file does not exist", hint="Check the path, or create the file.")
        return parsed
    except IsADirectoryError:
        _error(parsed, "file/unreadable", "this is a folder, not a file")
        return parsed
    except OSError as exc:
        _error(parsed, "file/unreadable", f"the file cannot be read: {exc.strerror or exc}")
        return parsed
    except ValueError:
        _error(parsed, "file/unreadable", "the file name contains a NUL character")
        return parsed
    return parse_bytes(raw, name)


def parse_bytes(raw: bytes, file: str) -> Parsed:
    parsed = Parsed(file)
    if len(raw) > MAX_FILE_BYTES:
        _error(parsed, "file/too-large",
               _too_large(len(raw)),
               hint="Split the content into several files (one card set or adventure per file).")
        return parsed
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        _error(parsed, "file/not-utf8", f"byte 0x{raw[exc.start]:02x} is not valid UTF-8 text",
               line, column, "Save the file as UTF-8 (most editors offer this in 'Save with encoding').")
        return parsed
    return parse_text(text, file, parsed)


def parse_text(text: str, file: str, parsed: Parsed | None = None) -> Parsed:
    """Parse YAML text into plain data and a source map (the fast path used for validation).

    Nodes are composed by ruamel's C parser when it is installed (ten times
    faster than the pure-Python one) and walked here: duplicate keys, alias
    bombs, recursion and non-name keys become diagnostics.
    """
    parsed = parsed or Parsed(file)
    parsed.text = text
    if "\x00" in text:
        line, column = _offset_position(text, text.index("\x00"))
        _error(parsed, "file/binary", "the file contains a NUL byte; it is not a text file",
               line, column, "Content files are YAML text.")
        return parsed
    bad = _first_surrogate(text)
    if bad is not None:
        line, column = _offset_position(text, bad)
        _error(parsed, "yaml/bad-character", f"the character U+{ord(text[bad]):04X} is not valid Unicode text",
               line, column, "Remove the character; it cannot be saved as UTF-8.")
        return parsed
    bad = _first_unusual_break(text)
    if bad is not None:
        line, column = _offset_position(text, bad)
        _error(parsed, "yaml/bad-character", f"the character U+{ord(text[bad]):04X} ({UNUSUAL_BREAKS[text[bad]]}) "
               "is read as a line break by some YAML readers and as a character by others",
               line, column, "Replace it with an ordinary line break or a space; inside double quotes it may be "
               f"written as the escape \\u{ord(text[bad]):04X}.")
        return parsed
    try:
        nodes = _compose(text)
    except MarkedYAMLError as exc:
        _syntax_error(parsed, text, exc)
        return parsed
    except ReaderError as exc:
        line, column = _offset_position(text, exc.position)
        code_point = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "?")
        _error(parsed, "yaml/bad-character", f"the control character U+{code_point:04X} is not allowed in YAML",
               line, column, "Remove the control character, or write it as an escape in a double-quoted string.")
        return parsed
    except RecursionError:
        _error(parsed, "yaml/too-deep", f"the YAML is nested too deeply (more than {MAX_DEPTH} levels)", 1, 1,
               "Content files need only a dozen levels; check for runaway brackets.")
        return parsed
    except Exception as exc:  # the parsers raise assorted errors on hostile input; none may escape
        mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
        if mark is not None and hasattr(exc, "problem"):
            _syntax_error(parsed, text, exc)  # type: ignore[arg-type]
        else:
            _error(parsed, "yaml/syntax", f"the YAML cannot be read: {exc}", 1, 1,
                   "Check the file for unbalanced quotes, brackets or indentation.")
        return parsed
    nodes = [n for n in nodes if n is not None]
    if len(nodes) > 1:
        _error(parsed, "yaml/multiple-documents", f"the file holds {len(nodes)} YAML documents; a content file holds one",
               nodes[1].start_mark.line + 1, 1, "Put each document (separated by '---') in a file of its own.")
        return parsed
    root = nodes[0] if nodes else None
    if root is None or (isinstance(root, ScalarNode) and root.tag == _NULL):
        _error(parsed, "content/empty", "the file is empty", 1, 1,
               "A content file starts with 'kind:', 'schema_version: 1' and 'id:'; "
               "`isleforge new adventure ID` writes a valid start.")
        return parsed
    if not isinstance(root, MappingNode):
        line, column = _mark(root)
        what = "a list" if isinstance(root, SequenceNode) else _describe(root.value)
        _error(parsed, "content/not-a-mapping", f"the document is {what}; a content file is a mapping of fields",
               line, column, "Start the file with 'kind: adventure' (or another kind) and one field per line.")
        return parsed
    try:
        parsed.data = _NodeWalker(parsed).walk(root, "", 0)
    except _Refused:
        parsed.data = None
    return parsed


#: Above this bound on nesting, text goes through the pure-Python parser, whose recursion is bounded
#: (a RecursionError, reported as yaml/too-deep); the C parser's is not, and crashes the process.
_C_PARSER_SAFE_DEPTH = 1000


def _may_nest_deeply(text: str) -> bool:
    """A cheap upper bound on nesting: flow brackets, plus indentation, plus compact '- - -' entries."""
    brackets = text.count("[") + text.count("{")
    if brackets > _C_PARSER_SAFE_DEPTH:
        depth = deepest = 0
        for character in text:
            if character in "[{":
                depth += 1
                deepest = max(deepest, depth)
            elif character in "]}":
                depth = max(depth - 1, 0)
        if deepest > _C_PARSER_SAFE_DEPTH // 2:
            return True
        brackets = deepest
    indents = max(map(len, _INDENT.findall(text)), default=0)
    runs = _COMPACT.findall(text)
    if brackets + indents + max(map(len, runs), default=0) <= _C_PARSER_SAFE_DEPTH:
        return False  # a run's dashes are no more than its length: the exact count cannot tip it
    compact = max((m.count("-") + m.count("?") for m in runs), default=0)
    return brackets + indents + compact > _C_PARSER_SAFE_DEPTH


_INDENT = re.compile(r"^ *", re.M)
_COMPACT = re.compile(r"^(?: *[-?](?= |$))+", re.M)


#: characters YAML 1.1 (the C parser the validator uses) reads as line breaks and YAML 1.2 (the round-trip
#: parser that sweeps, renames and saves) does not: a comment or plain value holding one is two different
#: files to them (a key hidden in a comment for one, a syntax error for the other), so none is accepted
UNUSUAL_BREAKS = {"\x85": "next line", "\u2028": "line separator", "\u2029": "paragraph separator"}
_UNUSUAL_BREAK = re.compile("[\x85\u2028\u2029]")


def _first_unusual_break(text: str) -> int | None:
    found = _UNUSUAL_BREAK.search(text)
    return found.start() if found else None


def _first_surrogate(text: str) -> int | None:
    try:
        text.encode("utf-8")
        return None
    except UnicodeEncodeError as exc:
        return exc.start


def _compose(text: str) -> list:
    """The documents of `text` as ruamel nodes: through the C parser when it is installed and the
    nesting is safe for it, else through ruamel's pure-Python parser."""
    if CParser is None or _may_nest_deeply(text):
        return list(YAML(typ="safe", pure=True).compose_all(text))
    loader = _CComposer(text)
    try:
        nodes = []
        while loader.check_node():
            nodes.append(loader.get_node())
        return nodes
    finally:
        loader.dispose()


class _KnownTag(Tag):
    """A tag the implicit resolution gives, with its text at hand (`known`): `node.tag` costs four
    Python calls (a property, `str`, `__str__`, `trval`) on every node the walker reads."""

    def __init__(self, text: str) -> None:
        super().__init__(suffix=text)
        self.known = str(self)


def _implicit_table() -> tuple[dict[str, list], list]:
    """ruamel's YAML 1.2 implicit resolvers by first character, each with its shared `_KnownTag`.

    The C parser hands no `%YAML` version to the resolver, so ruamel always resolves with the
    default version's table (1.2); `VersionedResolver` looks it up on every scalar.
    """
    table = VersionedResolver().versioned_resolver
    tags: dict[str, _KnownTag] = {}
    shared = {first: [(tags.setdefault(tag, _KnownTag(tag)), regexp) for tag, regexp in resolvers]
              for first, resolvers in table.items()}
    anywhere = shared.pop(None, [])  # resolvers for any first character: ruamel tries them last
    return {first: resolvers + anywhere for first, resolvers in shared.items()}, anywhere


if CParser is not None:
    _IMPLICIT, _ANY_FIRST = _implicit_table()
    _STR_TAG = _KnownTag(str(VersionedResolver.DEFAULT_SCALAR_TAG))
    _SEQ_TAG = _KnownTag(str(VersionedResolver.DEFAULT_SEQUENCE_TAG))
    _MAP_TAG = _KnownTag(str(VersionedResolver.DEFAULT_MAPPING_TAG))

    class _CComposer(CParser):
        """ruamel's C parser composing nodes, with what validation needs of ruamel's loader and no more.

        `YAML.compose_all` builds a new loader class for every file (the C parser, a constructor and
        a resolver mixed) and resolves each scalar through `VersionedResolver.resolve`, which asks
        for the YAML version and builds a new `Tag` every time. Here the class is built once, a
        scalar's tag is `resolve`'s answer from the same table ruamel uses (the first matching
        implicit resolver of a plain scalar, else str), and the path resolvers that no content
        file registers are not walked. tests/content/test_yaml_compose.py holds the nodes equal to
        `YAML.compose_all`'s.
        """

        def resolve(self, kind: Any, value: str | None, implicit: tuple[bool, bool]) -> Tag:
            if kind is ScalarNode:
                if implicit[0]:
                    for tag, regexp in _IMPLICIT.get(value[:1], _ANY_FIRST):  # type: ignore[index]
                        if regexp.match(value):
                            return tag
                return _STR_TAG
            return _SEQ_TAG if kind is SequenceNode else _MAP_TAG

        def descend_resolver(self, current_node: Any, current_index: Any) -> None:
            pass  # no path resolvers are registered: ruamel returns here too

        def ascend_resolver(self) -> None:
            pass


def _tag(node: Node) -> str:
    """`node.tag`, read cheaply when the resolution gave the tag."""
    known = getattr(node.ctag, "known", None)
    return node.tag if known is None else known  # type: ignore[return-value]


class _Refused(Exception):
    pass


def _mark(node: Node) -> Position:
    mark = node.start_mark
    return (mark.line + 1, mark.column + 1)


_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_STR = "tag:yaml.org,2002:str"
_MERGE = "tag:yaml.org,2002:merge"
_COLLECTION_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}
_TEXT_TAGS = {_STR, "tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value"}


class _NodeWalker:
    """Turns composed nodes into plain data and records where every node is."""

    def __init__(self, parsed: Parsed) -> None:
        self.parsed = parsed
        self.count = 0
        self.active: set[int] = set()

    def walk(self, node: Node, ptr: str, depth: int) -> Any:
        self.count += 1
        if self.count > MAX_EXPANDED_NODES:
            line, column = _mark(node)
            _error(self.parsed, "yaml/alias-bomb",
                   f"the document expands to more than {MAX_EXPANDED_NODES:,} values through anchors and aliases",
                   line, column, "Use fewer nested aliases ('*name'); content files never need this many values.", ptr)
            raise _Refused
        if depth > MAX_DEPTH:
            line, column = _mark(node)
            _error(self.parsed, "yaml/too-deep", f"the YAML is nested more than {MAX_DEPTH} levels deep",
                   line, column, "Content files need only a dozen levels.", ptr)
            raise _Refused
        if isinstance(node, ScalarNode):
            return self._scalar(node, ptr)
        if id(node) in self.active:
            # the node is the anchored one; the alias itself is where its key (or list entry) is
            line, column = self._alias_position(ptr) or _mark(node)
            _error(self.parsed, "yaml/recursive-alias", "an alias refers to a node that contains it",
                   line, column, "Remove the alias ('*name') that points back at its own parent.", ptr)
            raise _Refused
        if _tag(node) not in _COLLECTION_TAGS:
            line, column = _mark(node)
            _error(self.parsed, "yaml/tag", f"the YAML tag '{node.tag}' is not used in content files",
                   line, column, "Remove the '!tag' in front of the mapping or list; content files use plain ones.", ptr)
        self.active.add(id(node))
        try:
            if isinstance(node, MappingNode):
                return self._mapping(node, ptr, depth)
            items = []
            for index, item in enumerate(node.value):
                child = f"{ptr}/{index}"
                self.parsed.positions.values.setdefault(child, _mark(item))
                items.append(self.walk(item, child, depth + 1))
            return items
        finally:
            self.active.discard(id(node))

    def _alias_position(self, ptr: str) -> Position | None:
        """Where the '*alias' after a key is written (composed nodes keep only the anchor's position)."""
        key = self.parsed.positions.keys.get(ptr)
        if key is None or self.parsed.text is None:
            return None
        lines = self.parsed.text.splitlines()
        line = lines[key[0] - 1] if 0 < key[0] <= len(lines) else ""
        star = line.find("*", key[1] - 1)
        return (key[0], star + 1) if star >= 0 else key

    def _mapping(self, node: MappingNode, ptr: str, depth: int) -> dict:
        out: dict[str, Any] = {}
        first_line: dict[str, int] = {}
        merged: list[tuple[Node, Node]] = []
        for key_node, value_node in node.value:
            if _tag(key_node) == _MERGE:
                sources = value_node.value if isinstance(value_node, SequenceNode) else [value_node]
                merged.extend(pair for source in sources if isinstance(source, MappingNode) for pair in source.value)
                continue
            name = self._key(key_node, ptr)
            if name is None:
                continue
            child = ptr + "/" + escape_pointer_token(name)
            if name in out:
                line, column = _mark(key_node)
                _error(self.parsed, "yaml/duplicate-key",
                       f"the key '{name}' appears twice in the same mapping (first on line {first_line[name]})",
                       line, column, "Remove one of the two entries, or merge them; YAML keeps only one.", child)
                continue
            key_mark, value_mark = key_node.start_mark, value_node.start_mark  # `_mark`, inlined: every pair
            first_line[name] = key_mark.line + 1
            self.parsed.positions.keys[child] = (key_mark.line + 1, key_mark.column + 1)
            self.parsed.positions.values[child] = (value_mark.line + 1, value_mark.column + 1)
            out[name] = self.walk(value_node, child, depth + 1)
        for key_node, value_node in merged:  # '<<: *base' fills in the keys not given explicitly
            name = self._key(key_node, ptr)
            if name is None or name in out:
                continue
            child = ptr + "/" + escape_pointer_token(name)
            self.parsed.positions.keys.setdefault(child, _mark(key_node))
            self.parsed.positions.values.setdefault(child, _mark(value_node))
            out[name] = self.walk(value_node, child, depth + 1)
        return out

    def _key(self, key_node: Node, ptr: str) -> str | None:
        if isinstance(key_node, ScalarNode):
            value = self._scalar(key_node, ptr)
            if isinstance(value, str):
                return value
            if isinstance(value, int) and not isinstance(value, bool):
                return str(value)
            shown = _describe(value)
        else:
            shown = "a list" if isinstance(key_node, SequenceNode) else "a mapping"
        line, column = _mark(key_node)
        _error(self.parsed, "yaml/bad-key", f"a key here is {shown}, not a name",
               line, column, "Keys are plain names such as 'title' (player counts such as 2 are fine).", ptr)
        return None

    def _scalar(self, node: ScalarNode, ptr: str) -> Any:
        tag, text = _tag(node), node.value
        if tag in _TEXT_TAGS:
            return text
        try:
            if tag == _NULL:
                return None
            if tag == _BOOL:
                return text.lower() in ("true", "yes", "on", "y")
            if tag == _INT:
                return _int(text)
            if tag == _FLOAT:
                return _float(text)
        except ValueError:
            return text
        line, column = _mark(node)
        _error(self.parsed, "yaml/tag", f"the YAML tag '{tag}' is not used in content files",
               line, column, "Remove the '!tag' in front of the value.", ptr)
        return text


def _int(text: str) -> int:
    if len(text) > 40:  # no count in content is that long; Python refuses to print huge ints
        raise ValueError(text)
    if text.isdigit() and text.isascii():  # most counts: plain decimal digits (the same int as below)
        return int(text)
    cleaned = text.replace("_", "")
    sign = -1 if cleaned.startswith("-") else 1
    digits = cleaned.lstrip("+-")
    for prefix, base in (("0x", 16), ("0o", 8), ("0b", 2)):
        if digits.lower().startswith(prefix):
            return sign * int(digits[2:], base)
    return sign * int(digits, 10)


def _float(text: str) -> float:
    lowered = text.lower().replace("_", "")
    if lowered in (".inf", "+.inf"):
        return float("inf")
    if lowered == "-.inf":
        return float("-inf")
    if lowered == ".nan":
        return float("nan")
    return float(lowered)


def _describe(value: Any) -> str:
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value!r}" if len(value) < 40 else "a text"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def _offset_position(text: str, offset: int) -> Position:
    offset = max(0, min(offset, len(text)))
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, column


def _syntax_error(parsed: Parsed, text: str, exc: MarkedYAMLError) -> None:
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark is not None else 1
    column = mark.column + 1 if mark is not None else 1
    problem = (exc.problem or exc.context or "invalid YAML").strip()
    lines = text.splitlines()
    source_line = lines[line - 1] if 0 < line <= len(lines) else ""
    kind = type(exc).__name__
    if kind == "DuplicateKeyError" or "duplicate key" in problem:
        key = problem.split('"')[1] if '"' in problem else ""
        _error(parsed, "yaml/duplicate-key", f"the key '{key}' appears twice in the same mapping" if key else "a key appears twice in the same mapping",
               line, column, "Remove one of the two entries, or merge them; YAML keeps only one.")
        return
    if "tab" in problem.lower() or "\\t" in problem or "\t" in source_line[: max(column, 1)]:
        tab_column = source_line.find("\t") + 1 or column
        _error(parsed, "yaml/tab", "a tab character is used for indentation", line, tab_column,
               "YAML indents with spaces only; replace the tab with spaces.")
        return
    context = (exc.context or "").strip()
    opened = exc.context_mark
    if opened is not None and "quoted scalar" in context:
        _error(parsed, "yaml/syntax", "the quote opened here is never closed", opened.line + 1, opened.column + 1,
               "Close the quote at the end of the value, or remove it.")
        return
    if opened is not None and ("flow sequence" in context or "flow mapping" in context):
        bracket = "[" if "sequence" in context else "{"
        closing = "]" if bracket == "[" else "}"
        _error(parsed, "yaml/syntax", f"YAML syntax error: {problem} (the '{bracket}' opened on line "
               f"{opened.line + 1}, column {opened.column + 1} is not closed)", line, column,
               f"Close the list with '{closing}' where it ends, or check for a missing comma.")
        return
    _error(parsed, "yaml/syntax", f"YAML syntax error: {problem}", line, column,
           _syntax_hint(problem))


def _syntax_hint(problem: str) -> str:
    if "mapping values are not allowed" in problem:
        return "A value containing ': ' must be quoted, e.g. title: \"Dawn: the Landing\"."
    if "could not find expected ':'" in problem:
        return "Each field is written 'name: value'; check the line for a missing colon."
    if "expected <block end>" in problem or "did not find expected" in problem:
        return "Check the indentation: items of one list or mapping must line up."
    if "found undefined alias" in problem:
        return "An alias ('*name') needs an anchor ('&name') earlier in the file."
    return "Check the line and the one before it for unbalanced quotes, brackets or indentation."


def dump(document: Any) -> str:
    """Serialise a round-trip tree with the same settings it was loaded with."""
    stream = io.StringIO()
    _yaml().dump(document, stream)
    return stream.getvalue()


def load_roundtrip(text: str) -> Any:
    """Load text as a round-trip tree (raises on bad YAML; callers use parse_text for diagnostics)."""
    return _yaml().load(text)


def plain(document: Any) -> Any:
    """A round-trip tree as the plain data validation sees (what a saved file must parse back to)."""
    if isinstance(document, dict):
        return {str(key): plain(value) for key, value in document.items()}
    if isinstance(document, (list, tuple)):
        return [plain(item) for item in document]
    if isinstance(document, bool) or document is None:
        return document
    if isinstance(document, int):
        return int(document)
    if isinstance(document, float):
        return float(document)
    if isinstance(document, str):
        return str(document)
    if isinstance(document, (datetime.date, datetime.datetime)):  # kept as the text a save writes
        return parse_text(dump(CommentedMap([("value", document)])), "").data["value"]
    return document  # a set or other tagged object: never equal to what validation reads


def new_mapping(pairs: dict | None = None) -> CommentedMap:
    return CommentedMap(pairs or {})


def new_sequence(items: list | None = None) -> CommentedSeq:
    return CommentedSeq(items or [])
