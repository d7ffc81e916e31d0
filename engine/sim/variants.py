"""Variants of an adventure: the designer's file with a few fields changed, built in memory.

```python
from engine.sim.variants import parse_vary, grid, VariantBuilder
axes = [parse_vary("setup/player_materials/3/gold=2..5"), parse_vary("years=1,2")]
builder = VariantBuilder.open("drowned-temple")          # an id of the bundled library or a path
for assignment in grid(axes):                            # ({"setup/...": 2, "years": 1}, ...)
    variant = builder.build(assignment)                  # Variant(key, assignment, adventure, diagnostics)
```

- A `PATH` is a field of the adventure file in the pointer syntax the diagnostics use, with or
  without the leading `/` (`setup/player_materials/3/gold`, `years`, `map/areas/0/tile/value`).
  A mapping key that YAML read as a number (`3:` under `player_materials`) is found by its digits.
  A field the file leaves to its default is varied as well when the schema of the file's kind
  declares it (`engine.content.schema_paths`): the variant's text gains the field, and the mappings
  it needs, below the deepest mapping the path reaches (`engine.sim.splice`); its current value is
  the schema's `default`. A path the schema does not declare is refused naming the path and the file.
- `VALUES` is `2..6` (inclusive), `2..10:2` (a step) or `a,b,c` (numbers where they read as numbers).
  Every number must be finite (`nan`, `inf` and `1e400` are refused), an axis has at most
  `MAX_AXIS_VALUES` values and a grid at most `MAX_VARIANTS` variants: `check_grid` refuses a larger
  one with its size before a single variant is built (each is a validated copy of the library).
- Each variant is the file's round-trip tree with the values set, dumped to text and validated with
  the rest of the library exactly as the editor re-validates a buffer (`Validation.replace_file`):
  nothing is written to disk. An invalid variant keeps its diagnostics and has no adventure.
- Any ruleset's adventure: a variant is resolved by the ruleset its file names
  (`engine.sim.content.resolve_playable`, `Ruleset.resolve`), so `setup/units=1..3` varies an
  Island Clash board as `years=1..3` varies an Isles of Terror adventure.
"""

from __future__ import annotations

import copy
import itertools
import math
from dataclasses import dataclass, field
from pathlib import Path

from engine.content import paths
from engine.content import rulesets as content_rulesets
from engine.content.library import is_inside
from engine.content.resolve import ContentError
from engine.content.schema_paths import default_of, is_list, names_at, walk
from engine.content.schemas import schema_file, schema_set
from engine.content.suggest import closest
from engine.content.validate import Validation, validate_paths
from engine.content.yaml_io import dump, load_roundtrip, new_mapping

from .content import not_a_file, resolve_playable
from .splice import Gap, Splicer

#: the most values one `--vary` may give, and the most variants a grid may have (docs/playtest.md)
MAX_AXIS_VALUES = 1000
MAX_VARIANTS = 1000


class VaryError(ValueError):
    """A `--vary` that cannot be read, or a path that is not a field of the adventure."""


@dataclass(frozen=True)
class Axis:
    """One varied field: its pointer (with a leading `/`) and the values to try, in order."""

    pointer: str
    values: tuple
    low: float | None = None  # the range, for a search (None for a list of values)
    high: float | None = None
    step: float | None = None


def normalise_pointer(path: str) -> str:
    path = path.strip()
    if not path or path == "/":
        raise VaryError("the path is empty (write a field such as years or setup/player_materials/3/gold)")
    return path if path.startswith("/") else "/" + path


def _number(text: str):
    text = text.strip()
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def _finite(value) -> bool:
    return not isinstance(value, float) or math.isfinite(value)


def _count(low, high, step) -> int | None:
    """How many values LOW..HIGH:STEP gives, or None when it is more than MAX_AXIS_VALUES.

    Integers are counted exactly (a 5,000-digit range is no float overflow); floats through a
    division that may overflow to infinity (`0..1e308:1e-308`), which is simply too many.
    """
    if all(isinstance(v, int) for v in (low, high, step)):
        count = (high - low) // step + 1
    else:
        quotient = (high - low) / step
        if not math.isfinite(quotient) or quotient >= MAX_AXIS_VALUES:
            return None
        count = int(quotient + 1e-9) + 1
    return count if count <= MAX_AXIS_VALUES else None


def parse_values(text: str) -> tuple:
    """`2..6`, `2..10:2` or `a,b,c` as a tuple of values (VaryError if it cannot be read)."""
    text = text.strip()
    if ".." in text:
        bounds, _, step_text = text.partition(":")
        low_text, _, high_text = bounds.partition("..")
        low, high = _number(low_text), _number(high_text)
        step = _number(step_text) if step_text else 1
        if not all(isinstance(v, (int, float)) for v in (low, high, step)):
            raise VaryError(f"'{text}' is not a range of numbers (write LOW..HIGH or LOW..HIGH:STEP)")
        bad = next((v for v in (low, high, step) if not _finite(v)), None)
        if bad is not None:
            raise VaryError(f"the range '{text}' has a bound or step that is not a finite number ({bad})")
        if step <= 0:
            raise VaryError(f"the step of '{text}' must be positive")
        if high < low:
            raise VaryError(f"the range '{text}' is empty (its end is below its start)")
        count = _count(low, high, step)
        if count is None:
            exact = (high - low) // step + 1 if all(isinstance(v, int) for v in (low, high, step)) else None
            size = f"{exact}" if exact is not None and exact < 10**12 else f"more than {MAX_AXIS_VALUES}"
            raise VaryError(f"the range '{text}' has {size} values (at most {MAX_AXIS_VALUES})")
        values = [low + i * step for i in range(count)]
        if all(isinstance(v, int) for v in (low, step)):
            return tuple(int(v) for v in values)
        return tuple(round(v, 9) for v in values)
    items = [item for item in text.split(",") if item.strip()]
    if not items:
        raise VaryError("no values given (write 2..6, 2..10:2 or a,b,c)")
    if len(items) > MAX_AXIS_VALUES:
        raise VaryError(f"{len(items)} values given (at most {MAX_AXIS_VALUES})")
    values = tuple(_number(item) for item in items)
    bad = next((v for v in values if not _finite(v)), None)
    if bad is not None:
        raise VaryError(f"the value '{items[values.index(bad)].strip()}' is not a finite number")
    return values


def parse_vary(text: str) -> Axis:
    """One `--vary PATH=VALUES` as an Axis."""
    path, sep, values_text = text.partition("=")
    if not sep:
        raise VaryError(f"'{text}' is not PATH=VALUES (e.g. years=1..3)")
    values = parse_values(values_text)
    low = high = step = None
    if ".." in values_text and all(isinstance(v, (int, float)) for v in values):
        low, high = values[0], values[-1]
        step = values[1] - values[0] if len(values) > 1 else 1
    return Axis(normalise_pointer(path), values, low, high, step)


def check_grid(axes: list[Axis]) -> int:
    """The number of variants the axes' grid has; VaryError saying its size when it exceeds MAX_VARIANTS."""
    size = math.prod(len(a.values) for a in axes)
    if size > MAX_VARIANTS:
        raise VaryError(f"the grid has {size} variants ({' x '.join(str(len(a.values)) for a in axes)}; at most "
                        f"{MAX_VARIANTS}): vary fewer fields or fewer values, or use --search N")
    return size


def grid(axes: list[Axis]) -> list[dict]:
    """Every combination of the axes' values, the first axis varying slowest (VaryError above MAX_VARIANTS)."""
    check_grid(axes)
    return [dict(zip((a.pointer for a in axes), combo, strict=False)) for combo in itertools.product(*(a.values for a in axes))]


def variant_key(assignment: dict) -> str:
    """A stable name for a variant (also what its games' seeds are derived from)."""
    return ", ".join(f"{ptr.lstrip('/')}={value}" for ptr, value in assignment.items())


def _tokens(pointer: str) -> list[str]:
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer.lstrip("/").split("/")]


def _step(node, token: str, pointer: str):
    """(container, key) for one pointer token, or VaryError naming where the path leaves the file."""
    if isinstance(node, dict):
        if token in node:
            return token
        if token.lstrip("-").isdigit() and int(token) in node:
            return int(token)
        raise VaryError(f"{pointer}: the adventure has no field '{token}' here"
                        f" (fields: {', '.join(str(k) for k in node) or 'none'})")
    if isinstance(node, list):
        if token.isdigit() and int(token) < len(node):
            return int(token)
        raise VaryError(f"{pointer}: '{token}' is not an index of this list (0..{len(node) - 1})")
    raise VaryError(f"{pointer}: '{token}' goes below a value that has no fields")


def _has(node: dict, token: str) -> bool:
    return token in node or (token.lstrip("-").isdigit() and int(token) in node)


def locate(tree, pointer: str, missing=None) -> tuple | Gap:
    """(container, key) of the field at `pointer` (VaryError naming where the path leaves the file).

    With `missing(container, tokens, index, pointer)`, a key absent from a mapping is answered by it
    instead (a Gap to write, or its own VaryError): how a builder lets the schema decide.
    """
    tokens = _tokens(pointer)
    node = tree
    for index, token in enumerate(tokens):
        if missing is not None and isinstance(node, dict) and not _has(node, token):
            return missing(node, tokens, index, pointer)
        key = _step(node, token, pointer)
        if index == len(tokens) - 1:
            return node, key
        node = node[key]
    raise VaryError(f"{pointer}: the path is empty")  # pragma: no cover - normalise_pointer refuses it


def get_value(tree, pointer: str):
    node, key = locate(tree, pointer)
    return node[key]


def set_value(tree, pointer: str, value, missing=None) -> None:
    found = locate(tree, pointer, missing)
    if isinstance(found, Gap):
        node = found.container
        for key in found.keys[:-1]:
            node = node.setdefault(key, new_mapping())
        node[found.keys[-1]] = value
        return
    node, key = found
    if isinstance(node[key], (dict, list)):
        raise VaryError(f"{pointer}: is not a single value (it holds {'fields' if isinstance(node[key], dict) else 'a list'})")
    node[key] = value


@dataclass
class Variant:
    key: str
    assignment: dict
    adventure: object | None = None  # the resolved adventure; None when the variant is invalid
    diagnostics: list = field(default_factory=list)

    @property
    def valid(self) -> bool:
        return self.adventure is not None


@dataclass
class VariantBuilder:
    """The designer's adventure file, loaded once, from which variants are built."""

    validation: Validation
    path: Path
    adventure_id: str
    text: str
    display: str
    _splicer: Splicer | None = field(default=None, init=False, repr=False, compare=False)
    _as_it_is: object | None = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def open(cls, spec: str | Path) -> VariantBuilder:
        """Like `engine.sim.content.load_playable`: an id of the bundled library or an adventure file.

        FileNotFoundError or ContentError (with diagnostics) if the adventure cannot be played as it is.
        """
        bundled = paths.library_dir()
        path = Path(spec)
        looks_like_path = path.suffix in (".yaml", ".yml") or path.parent != Path(".") or path.exists()
        if looks_like_path:
            if not path.is_file():
                raise FileNotFoundError(not_a_file(path))
            path = path.resolve()
            inside = is_inside(path, bundled)
            folder = bundled if inside else path.parent
            validation = validate_paths([folder], root=folder, base=None if inside else bundled)
            content = validation.library.find(path)
        else:
            validation = validate_paths([bundled])
            content = next((f for f in validation.library.files if f.kind == "adventure" and f.id == str(spec)), None)
            if content is None:
                raise ContentError(f"the library has no adventure '{spec}'")
        if content is None or content.kind != "adventure" or not content.id:
            raise ContentError(f"{path} is not a valid adventure file",
                               [d for d in validation.diagnostics if content is not None and d.file == content.display])
        adventure = resolve_playable(validation, content.id)  # the file as it is must be playable, by its own ruleset
        builder = cls.of(validation, content, content.path.read_text(encoding="utf-8"))
        builder._as_it_is = adventure
        return builder

    @classmethod
    def of(cls, validation: Validation, content, text: str) -> VariantBuilder:
        """From a validated library and its adventure file, whose text is `text` (an editor's buffer)."""
        return cls(validation, content.path, content.id, text, content.display)

    def _spliced(self, assignment: dict) -> str | None:
        """The variant's text with each number written over the old one's characters, or None where that
        is not certain to equal the round trip's text (`dump` of the tree with the values set).

        Loading and dumping the round-trip tree costs five times what validating and resolving the
        variant costs; a sweep's values are numbers over numbers, and a file that dumps back to itself
        dumps a number as its plain text, so the splice gives the same text at a fraction of the cost.
        """
        return self._splice_tree().splice(assignment)

    def _splice_tree(self) -> Splicer:
        """The file's round-trip tree and its splicer, made once (a round-trip load costs ~0.1 s)."""
        if self._splicer is None:
            self._splicer = Splicer(self.text, self._locate)
        return self._splicer

    def _locate(self, tree, pointer: str) -> tuple | Gap:
        try:
            return locate(tree, pointer, self._gap)
        except VaryError as error:
            raise self._located(pointer, error) from None

    def _located(self, pointer: str, error: VaryError) -> VaryError:
        """The error located in the file: its name and the line of the deepest part of the path it has."""
        return VaryError(f"{self.display}:{self.line_of(pointer) or 1}: {error}")

    def _gap(self, node, tokens: list[str], index: int, pointer: str) -> Gap:
        """The keys to write for a field the file leaves out, if the schema of its kind declares the path;
        else VaryError naming the path, the file and what the schema allows there."""
        content = self.validation.library.find(self.path)
        ruleset = content_rulesets.find(content.ruleset) if content is not None else None
        if ruleset is None or ruleset.schema_dir is None or not content.kind:
            raise VaryError(f"{pointer}: the adventure has no field '{tokens[index]}' here")
        documents = schema_set(ruleset.schema_dir).documents_by_name()
        nodes, depth = walk(documents, schema_file(content.kind), tokens)
        if depth == len(tokens):
            for inner in range(index + 1, len(tokens)):  # every mapping the variant would create must be one
                if is_list(walk(documents, schema_file(content.kind), tokens[:inner])[0], documents):
                    raise VaryError(f"{pointer}: '{tokens[inner - 1]}' is a list the file does not write; write "
                                    f"the list first, then vary its entries")
            keys = tuple(int(t) if t.isdigit() else t for t in tokens[index:])
            return Gap(node, keys, default_of(nodes, documents))
        token = tokens[depth]
        names = names_at(nodes, documents)
        near = closest(token, names)
        hint = (f"did you mean '{near}'?" if near else
                f"fields allowed here: {', '.join(names)}" if names else "no field is allowed here")
        raise VaryError(f"{pointer}: the adventure has no field '{token}' here, and the {ruleset.id} "
                        f"{content.kind} schema allows none ({hint})")

    def current(self, pointer: str):
        """The value the designer's file holds at `pointer`, or the schema's default for a field it leaves
        out (VaryError for a path neither in the file nor declared by its schema)."""
        found = self._locate(self._splice_tree().tree, pointer)  # the tree parsed once (read here, never changed)
        if isinstance(found, Gap):
            return found.default
        node, key = found
        return node[key]

    def in_file(self, pointer: str) -> bool:
        """Whether the designer's file writes the field (False: it is left to its default)."""
        return not isinstance(self._locate(self._splice_tree().tree, pointer), Gap)

    def line_of(self, pointer: str) -> int:
        content = self.validation.library.find(self.path)
        try:
            return content.at(pointer)[0]
        except Exception:  # a pointer the source map does not know: no line to show
            return 0

    def build(self, assignment: dict) -> Variant:
        """The adventure with the assignment's values set (VaryError for a path not in the file)."""
        if not assignment and self._as_it_is is not None:  # the file as `open` validated and resolved it
            return Variant(variant_key(assignment), {}, self._as_it_is)
        text = self._spliced(assignment)
        if text is None:
            tree = load_roundtrip(self.text)
            for pointer, value in assignment.items():
                try:
                    set_value(tree, pointer, copy.deepcopy(value), self._gap)
                except VaryError as error:
                    raise self._located(pointer, error) from None
            text = dump(tree)
        variant = Variant(variant_key(assignment), dict(assignment))
        validation = Validation(copy.copy(self.validation.library))
        validation.library.files = list(self.validation.library.files)
        validation.replace_file(self.path, text)
        try:
            variant.adventure = resolve_playable(validation, self.adventure_id)
        except ContentError as error:
            variant.diagnostics = list(error.diagnostics) or [str(error)]
        return variant
