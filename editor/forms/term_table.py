"""What the effect builder knows of a ruleset's rules vocabulary: each term's name, its help and its shape.

A ruleset's vocabulary is literal tables of names and one line of help each (what a term's arguments
are, in words: "{food, wood, who}: ...", "count: ...", "true: ...", "[effects, ...]: ..."). The
builder (`editor.forms.effect_builder`) shows these names and helps, and reads from the help how a
term's argument is written, so any ruleset whose vocabulary writes its help this way gets a builder
with no code of its own:

- `{a, b: x|y}`: a mapping with those keys (a key with choices `x|y` is a choice);
- `true`: a flag (the term is written `name: true`);
- `[...]`: a nested list of terms of the same family (`all`, `any`, `if_possible`);
- anything else: one value, a choice when its words before the first colon read `x|y`.

The core combinators (`engine.core.vocabulary`: `choose`, `if_possible`, `all`, `any`, `not`) have
fixed shapes every game shares (`NESTED`); a term is written in a file as a one-key mapping
`{name: argument}` (`term_of`, `make_term`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

# The core combinators' shapes: "options" (a list of term lists, one is chosen), "terms" (a list of terms
# of the same family), "term" (one term of the same family).
NESTED = {"choose": "options", "if_possible": "terms", "all": "terms", "any": "terms", "not": "term"}
NUMBER_WORDS = ("count", "level", "round", "min", "by", "strength", "draw", "keep", "uses", "amount", "cost")
FAMILIES = ("effect", "condition", "passive")


@dataclass(frozen=True)
class Shape:
    """How one term's argument is written.

    kind: "mapping" | "flag" | "value" | "terms" | "options" | "term".
    keys: a mapping's keys, in the help's order, each with its choices (empty: any value).
    choices: a value's choices (empty: any value).
    """

    kind: str
    keys: tuple[tuple[str, tuple[str, ...]], ...] = ()
    choices: tuple[str, ...] = ()
    word: str = ""  # what the value is ("count", "item id"): its field's label

    def numeric(self, key: str) -> bool:
        """Whether a value (or a mapping's key) is a number by its name (a count, a level)."""
        word = (key or self.word).split()[0] if (key or self.word) else ""
        return word in NUMBER_WORDS


def _choices(text: str) -> tuple[str, ...]:
    text = text.strip()
    return tuple(c.strip() for c in text.split("|")) if "|" in text else ()


def shape_of(name: str, help_text: str) -> Shape:
    """The argument's shape of term `name` read from its help (see the module's docstring)."""
    if name in NESTED:
        return Shape(NESTED[name])
    text = help_text.strip()
    if text.startswith("{"):
        inside = text[1:text.find("}")] if "}" in text else text[1:]
        keys = []
        for part in inside.split(","):
            key, _, rest = part.partition(":")
            if key.strip():
                keys.append((key.strip(), _choices(rest)))
        return Shape("mapping", tuple(keys))
    if text.startswith("true"):
        return Shape("flag")
    if text.startswith("["):
        return Shape("terms")
    head = text.split(":", 1)[0] if ":" in text else text
    if "|" in head and " " not in head.strip():
        return Shape("value", choices=_choices(head), word=name.replace("_", " "))
    rest = text.split(":", 1)[1] if ":" in text else ""
    first = re.split(r"[,:\s]", rest.strip(), maxsplit=1)[0] if rest.strip() else ""
    return Shape("value", choices=_choices(first) if "|" in first else (), word=head.strip())


@dataclass(frozen=True)
class TermTable:
    """One family of a ruleset's vocabulary (effects, conditions or passives): name -> help, in order."""

    family: str
    helps: Mapping[str, str]
    key_choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # a key's or value's choices the
    # help does not list ("who": actor, all, first): what the ruleset's schema allows, by the key's name
    key_sources: Mapping[str, str] = field(default_factory=dict)  # a key's (or a value's) ids as a lookups source
    # (`editor.forms.lookups`: "file:<kind>", or the ruleset's `lookup_options`): "term.key", or the term's name
    # for a term of one value ("has_item": the library's inventions)
    shapes: dict[str, Shape] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        self.shapes.update({name: shape_of(name, help_text) for name, help_text in self.helps.items()})

    def names(self) -> list[str]:
        return list(self.helps)

    def help(self, name: str) -> str:
        return self.helps.get(name, "")

    def meaning(self, name: str) -> str:
        """The help without its shape ("{food, wood}: gained now" -> "gained now"): what the builder prints
        beside a term's title, its fields saying the shape already."""
        text = self.help(name).strip()
        if text.startswith(("{", "[")):
            closing = "}" if text.startswith("{") else "]"
            text = text[text.find(closing) + 1:] if closing in text else ""
        elif ":" in text:
            text = text.split(":", 1)[1]
        else:
            return ""
        text = text.lstrip(" :").strip()
        first, _, rest = text.partition(" ")
        if "|" in first:  # "roof|palisade|weapon, halved rounded down": the choices are the field's
            text = rest if first.endswith((",", ":")) else ""
        return text.strip()

    def source(self, key: str, term: str = "") -> str | None:
        """The lookups source of a key of term `term` (or of the term's one value: `key` "" ), None for none."""
        return self.key_sources.get(f"{term}.{key}" if key else term) or (self.key_sources.get(key) if key else None)

    def choices(self, key: str, listed: tuple[str, ...] = (), term: str = "") -> tuple[str, ...]:
        """The choices of a key (or a value named `key`) of term `term`: the help's own, else the ruleset's
        for that term's key ("level.track"), else for the key by its name alone ("who")."""
        return listed or tuple(self.key_choices.get(f"{term}.{key}", ()) or self.key_choices.get(key, ()))

    def shape(self, name: str) -> Shape:
        return self.shapes.get(name) or Shape("value")

    def default(self, name: str) -> Any:
        """A first argument for a new term `name`: the first key with 1 (or its first choice), `true`, an empty
        list, two empty options, or the first plain term for `not`."""
        shape = self.shape(name)
        if shape.kind == "mapping":
            key, choices = shape.keys[0] if shape.keys else ("count", ())
            choices = self.choices(key, choices, name)
            return {key: choices[0] if choices else 1}
        if shape.kind == "flag":
            return True
        if shape.kind == "terms":
            return []
        if shape.kind == "options":
            return [[], []]
        if shape.kind == "term":
            plain = next((n for n in self.helps if n not in NESTED), None)
            return make_term(plain, self.default(plain)) if plain else {}
        choices = self.choices(name, shape.choices) or self.choices(shape.word, (), name)
        if choices:
            return choices[0]
        return 1 if shape.numeric("") else ""


def title(name: str) -> str:
    """A term's name in words: `if_possible` -> "If possible"."""
    words = name.replace("_", " ").replace("-", " ")
    return words[:1].upper() + words[1:]


def term_of(item: Any) -> tuple[str, Any] | None:
    """(name, argument) of a term written as a one-key mapping; None for anything else."""
    if isinstance(item, Mapping) and len(item) == 1:
        name = next(iter(item))
        return str(name), item[name]
    return None


def make_term(name: str, argument: Any) -> dict:
    return {name: argument}


def parse_value(text: str, numeric: bool = False) -> Any:
    """What a typed value means: a whole number, true/false, or the words themselves ("" for nothing)."""
    text = text.strip()
    if re.fullmatch(r"[+-]?\d+", text):
        return int(text)
    if text in ("true", "false"):
        return text == "true"
    return text


def words(item: Any, tables: Mapping[str, TermTable] | None = None) -> str:
    """A term in a few words for lists, faces and print: "Gain: food 2, wood 1", "Choose: (Heal: count 1) or (...)"."""
    found = term_of(item)
    if found is None:
        return "?"
    name, argument = found
    if name == "choose" and isinstance(argument, list):
        return "Choose: " + " or ".join(f"({terms_words(option) or 'nothing'})" for option in argument)
    if name in ("if_possible", "all", "any") and isinstance(argument, list):
        joined = {"all": " and ", "any": " or "}.get(name, ", ")
        return f"{title(name)}: {joined.join(words(t) for t in argument) if argument else 'nothing'}"
    if name == "not":
        return f"Not {words(argument)}"
    if argument is True:
        return title(name)
    if isinstance(argument, Mapping):
        return f"{title(name)}: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in argument.items())
    return f"{title(name)} {argument}"


def terms_words(terms: Any) -> str:
    """A list of terms in words ("" for none)."""
    return "; ".join(words(t) for t in terms) if isinstance(terms, list) else ""
