"""One table per class says how each attribute is copied and how it appears in the snapshot (the kit).

A game's `State.clone` and `State.snapshot` (and those of the objects it holds, Isles of Terror's
`Player`) are driven by such a table (`STATE_FIELDS` in Isles of Terror's `state.py`, `COPIED` in
Island Clash's), so a new attribute is one new row instead of four edits; `check_table` and
`check_state` are what a ruleset's test asserts to keep the table complete. `engine.core.state_base`
is the base class that builds both functions from a class's table. Cloning is hot (the greedy bot clones per legal action), so
`copy_function` writes the copy function's source once at import, one plain assignment per
attribute, as dataclasses does for `__init__`; `snapshot_function` loops over the table.

A row is `Field(name, copy, key, form)`:
- `copy`: how the attribute is copied (`Copy`);
- `key`: its key in the snapshot (None: not in the snapshot); rows sharing a key are listed
  under that key in table order (`"sea": [sea_gold, sea_rations, ...]`);
- `form`: how its value appears there (a function of the value; `plain` by default);
- `each` (`Copy.EACH_COPIED` only): the elements' class and copy table, which the copy function
  follows inline for each element (a call per element costs more than the copy itself from
  compiled code); every element must be of exactly that class, and the class's own `copy()`
  must do what the table says.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any
from collections.abc import Callable


class Copy(Enum):
    # (`x.copy()` rather than `x[:]` or `dict(x)`: the interpreter calls a method of a built-in type
    # directly, where a slice first builds a slice object and a type call looks up the constructor; a module
    # compiled from the table slices its lists instead: `MODULE_FORMS`)
    # (`{1}` is the object copied from, `{0}` the attribute; `template` is that text, and each kind is a
    # member of its own although some share a text, so that a list and a dict can be told apart)
    template: str  # the copy's text (set on each member by __new__)

    def __new__(cls, template: str):
        member = object.__new__(cls)
        member._value_ = len(cls.__members__)
        member.template = template
        return member

    SHARED = "{1}.{0}"  # immutable, or shared by every copy (the game, the board, a card)
    NONE = "None"  # a cache the copy starts without (the legal actions of the decision, say)
    LIST = "{1}.{0}.copy()"
    LIST_OR_NONE = "{1}.{0}.copy() if {1}.{0} is not None else None"
    DICT = "{1}.{0}.copy()"
    SET = "{1}.{0}.copy()"
    LIST_OF_LISTS = "[x.copy() for x in {1}.{0}]"  # hands of cards, one list per seat
    DICT_OF_LISTS = "{{k: v.copy() for k, v in {1}.{0}.items()}}"
    DICT_OF_SETS = "{{k: v.copy() for k, v in {1}.{0}.items()}}"
    # a list of objects with their own `copy()`; with the row's `each` (the elements' class and copy
    # table), each element is copied as that table says, inline, without a call per element
    EACH_COPIED = "[x.copy() for x in {1}.{0}]"
    # what happened so far (the event log): copied, or started empty with `history=False`, for a
    # look-ahead copy that is scored and thrown away (the log is written, never read, during play)
    HISTORY = "{1}.{0}.copy() if history else []"
    # an append-only record (the decisions taken, which the rules only ever append to): copied, or with
    # `lent=True` the very list, for a look-ahead copy that is scored and thrown away: a copy of a few hundred
    # entries was a quarter of a look-ahead's clone. The caller cuts the list back to the length it had
    # (`del x[n:]`) as soon as it is done with the copy, so the original reads the same entries as before
    APPEND_ONLY = "{1}.{0} if lent else {1}.{0}.copy()"
    COPIED = "{1}.{0}.copy() if {1}.{0} is not None else None"  # an object with `copy()`, or None
    # the random generator: a clone shares it until one of them draws (see `State.rng`), unless
    # the clone is handed its own; `RNG` writes both `{0}` and `{0}_shared`
    RNG = "(the generator)"
    RNG_SHARED = "(written with the generator)"


def plain(value: Any) -> Any:
    return value


def listed(value) -> list:
    return list(value)


def id_of(card):
    return card.id


def ids(cards) -> list:
    return [c.id for c in cards]


def id_or_none(card):
    return card.id if card else None


def snapshots(items) -> list:
    return [x.snapshot() for x in items]


def snapshot_or_none(item):
    return item.snapshot() if item else None


@dataclass(frozen=True)
class Field:
    name: str
    copy: Copy
    key: str | None = None
    form: Callable[[Any], Any] = plain
    each: tuple[type, tuple[Field, ...]] | None = None


def copy_function(cls: type, fields: tuple[Field, ...], name: str) -> Callable:
    """`name(self[, rng][, history][, lent])`: a new `cls` with every field copied as its row says (written once)."""
    lines, namespace = copy_source(cls, fields, name)
    exec(compile("\n".join(lines), f"<{cls.__name__}.{name} from its copy table>", "exec"), namespace)
    function = namespace[name]
    function.__qualname__ = f"_{cls.__name__.lower()}_{name}"
    return function


def copy_source(cls: type, fields: tuple[Field, ...], name: str,
                in_module: bool = False) -> tuple[list[str], dict[str, Any]]:
    """The source lines of `copy_function`'s function and the globals it reads: each class copied (`cls`, the
    elements' classes) under its own name, and its `__new__` as `new_<name>` (`object.__new__` for a plain
    class; an extension type, a class the compiled build declares in a .pxd, must be made by its own).
    A module can hold these lines, with those globals, to have the copy compiled (`module_source`); there
    (`in_module`) `cls` is `type(self)`, so that the module need not import the module that imports it, and a
    list is copied by a slice (`MODULE_FORMS`)."""
    forms = MODULE_FORMS if in_module else {}
    parameters = ["self"]
    if any(f.copy is Copy.RNG for f in fields):
        parameters.append("rng=None")
    if any(f.copy is Copy.HISTORY for f in fields):
        parameters.append("history=True")
    if any(f.copy is Copy.APPEND_ONLY for f in fields):
        parameters.append("lent=False")
    kind = cls.__name__
    lines = [f"def {name}({', '.join(parameters)}):"]
    if in_module:
        lines += ["    cls = type(self)", "    s = cls.__new__(cls)"]
        namespace: dict[str, Any] = {}
    else:
        lines.append(f"    s = new_{kind}({kind})")
        namespace = {f"new_{kind}": cls.__new__, kind: cls}
    for f in fields:
        if f.copy is Copy.RNG:
            lines += [
                "    if rng is None:",
                f"        s.{f.name} = self.{f.name}",
                f"        s.{f.name}_shared = self.{f.name}_shared = True",
                "    else:",
                f"        s.{f.name} = rng",
                f"        s.{f.name}_shared = False",
            ]
        elif f.each is not None:
            element, table = f.each
            each = element.__name__
            namespace[each] = element
            namespace[f"new_{each}"] = element.__new__
            x, y = f"x_{f.name}", f"y_{f.name}"  # (a name per row: each can have its own C type)
            lines += [
                "    items = []",
                f"    for {x} in self.{f.name}:",
                f"        {y} = new_{each}({each})",
                *[f"        {y}.{e.name} = {forms.get(e.copy, e.copy.template).format(e.name, x)}" for e in table],
                f"        items.append({y})",
                f"    s.{f.name} = items",
            ]
        elif f.copy is not Copy.RNG_SHARED:
            lines.append(f"    s.{f.name} = {forms.get(f.copy, f.copy.template).format(f.name, 'self')}")
    lines.append("    return s")
    return lines, namespace


# The copies of lists as a module writes them: a slice. Compiled, `x.copy()` is a method looked up by name and
# called (Cython does so even for a list-typed field), two thirds of a look-ahead clone's instructions
# (callgrind: 64 such calls a clone of a 3-player state); a slice is a C copy (`PyList_GetSlice`), and in pure
# Python costs about what the method call does
MODULE_FORMS = {
    Copy.LIST: "{1}.{0}[:]",
    Copy.LIST_OR_NONE: "{1}.{0}[:] if {1}.{0} is not None else None",
    Copy.LIST_OF_LISTS: "[x[:] for x in {1}.{0}]",
    Copy.DICT_OF_LISTS: "{{k: v[:] for k, v in {1}.{0}.items()}}",
    Copy.HISTORY: "{1}.{0}[:] if history else []",
    Copy.APPEND_ONLY: "{1}.{0} if lent else {1}.{0}[:]",
}


def module_source(docstring: str, functions: list[tuple[type, tuple[Field, ...], str]]) -> str:
    """A module of copy functions (`copy_source`), each class imported from its module: the text a ruleset
    keeps as a compiled module (with a .pxd typing `self` and the copies) and a test keeps equal to this."""
    bodies, namespace = [], {}
    for cls, fields, name in functions:
        lines, names = copy_source(cls, fields, name, in_module=True)
        bodies.append("\n".join(lines))
        namespace.update(names)
    classes = sorted((value for value in namespace.values() if isinstance(value, type)),
                     key=lambda c: (c.__module__, c.__name__))
    imports = [f"from {c.__module__} import {c.__name__}" for c in classes]
    news = [f"new_{c.__name__} = {c.__name__}.__new__" for c in classes]
    return "\n".join([f'"""{docstring}"""', "", *imports, "", *news, "", "", "\n\n\n".join(bodies), ""])


def snapshot_function(fields: tuple[Field, ...]) -> Callable[[Any], dict[str, Any]]:
    """`snapshot(self)`: everything the table shows of an object, as plain data, keyed in table order."""
    keys = [f.key for f in fields if f.key is not None]
    plan = tuple((f.key, f.name, f.form, keys.count(f.key) > 1) for f in fields if f.key is not None)

    def snapshot(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, name, form, grouped in plan:
            value = form(getattr(self, name))
            if grouped:
                out.setdefault(key, []).append(value)
            else:
                out[key] = value
        return out
    return snapshot


def check_table(fields: tuple[Field, ...], attributes) -> list[str]:
    """What is wrong between a table and a class's attributes (empty when they agree)."""
    names = [f.name for f in fields]
    problems = [f"{a!r} has no row in the copy table" for a in attributes if a not in names]
    problems += [f"{n!r} is in the copy table but not an attribute" for n in names if n not in attributes]
    problems += [f"{n!r} has two rows" for n in sorted(set(names)) if names.count(n) > 1]
    for f in fields:
        if f.copy is Copy.RNG and f"{f.name}_shared" not in names:
            problems.append(f"{f.name!r} is the generator but {f.name + '_shared'!r} has no row")
        if f.each is not None:
            element, table = f.each
            if f.copy is not Copy.EACH_COPIED:
                problems.append(f"{f.name!r} has the elements' table but is not copied element by element")
            problems += [f"{f.name!r}: {p}" for p in check_table(table, getattr(element, "__slots__", ()))]
            problems += [f"{f.name!r}: {e.name!r} cannot be copied inline" for e in table if e.copy in _NOT_INLINE]
    return problems


def check_state(fields: tuple[Field, ...], state, ignore: tuple[str, ...] = ()) -> list[str]:
    """What is wrong between a table and the attributes a live `state` really has (`__slots__` or
    `__dict__`): the test every ruleset with a table writes once, on a state in play (`ignore`: the
    attributes a clone rebuilds by hand, such as a cache of legal actions)."""
    slots = getattr(type(state), "__slots__", None)
    names = [n for n in slots if hasattr(state, n)] if slots else list(vars(state))
    return check_table(fields, [n for n in names if n not in ignore])


_NOT_INLINE = (Copy.EACH_COPIED, Copy.HISTORY, Copy.APPEND_ONLY, Copy.RNG, Copy.RNG_SHARED)  # (an element's copy takes no arguments)
