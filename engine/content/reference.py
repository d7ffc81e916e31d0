"""The content references: one per installed ruleset, generated from its JSON Schemas.

A ruleset's schemas (`Ruleset.schema_dir`, `schemas/<id>/`) are the single source of truth of its
content format; this module turns them into a Markdown reference for authors: the default game's
is `docs/content-reference.md`, every other ruleset's sits beside it as
`docs/content-reference-<id>.md` (`reference_path`; `generate(ruleset_id)`, `references()`). It walks the
schemas generically (`$ref` with sibling title/description, `anyOf` of consts,
`patternProperties`, `prefixItems`, `const`, `enum`, bounds, `dependentRequired`)
so a new schema property appears in the reference without touching this code.

Layout of the generated document:

* a header saying it is generated and how to regenerate it, and a table of contents;
* one section per kind (in the order of `Ruleset.kinds`): title, description, file
  skeleton, a table of the top-level fields, then one sub-table per nested
  object (inline objects and the kind's own `$defs`), linked by anchors;
* "Rules vocabulary": the rule fields, a rule example, every trigger event,
  condition and effect with its parameters;
* "Shared definitions": every other `$defs` entry of `common.schema.json`,
  once, which the tables above link to rather than repeat.

Run `python -m engine.content.reference --output docs/content-reference.md`
(or `isleforge schema-docs --output docs/content-reference.md`) to regenerate,
and `--check FILE` to test that a file is current. Never imports Qt or the editor.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET

from . import schemas
from .files import atomic_write_text
from .schema_refs import MAX_DEPTH, follow, ref_target

COMMAND = "isleforge schema-docs --output docs/content-reference.md"
DEFAULT_OUTPUT = "docs/content-reference.md"
COMMON = schemas.SHARED

# The common definitions that make up the rules vocabulary, in the order they are presented.
RULES_DEFS = ("rules", "rule", "trigger", "condition", "effect")


_MAX_USED_BY = 12
_SCALAR_WORDS = {
    "string": ("text", "texts"),
    "integer": ("whole number", "whole numbers"),
    "number": ("number", "numbers"),
    "boolean": ("true or false", "true/false values"),
    "null": ("empty", "empty values"),
}


# --------------------------------------------------------------------------- small helpers


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


def _pointer(*tokens: Any) -> str:
    return "".join("/" + str(t).replace("~", "~0").replace("/", "~1") for t in tokens)


def _lower_first(text: str) -> str:
    """'Area filter' -> 'area filter', but keep acronyms such as 'D6'."""
    if len(text) > 1 and text[1].isupper():
        return text
    return text[:1].lower() + text[1:]


def _plural(phrase: str) -> str:
    head, sep, tail = phrase.partition(" (")
    words = head.split(" ")
    last = words[-1]
    if not last or not last[-1].isalpha():
        return phrase
    if re.search(r"[^su]s$", last) and not last.endswith("is"):  # already plural: "materials", "rules"
        return phrase
    if re.search(r"(s|x|z|ch|sh)$", last):
        last += "es"
    elif re.search(r"[^aeiou]y$", last):
        last = last[:-1] + "ies"
    else:
        last += "s"
    words[-1] = last
    return " ".join(words) + sep + tail


def _code(value: Any) -> str:
    return f"`{_scalar(value)}`"


def _scalar(value: Any) -> str:
    """A value as it is written in YAML."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def _values(options: list) -> str:
    return ", ".join(_code(o) for o in options)


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


def _range_words(low: Any, high: Any, unit: str = "", one: str = "") -> str:
    """'1–6', 'from -5 to 5', 'at least 1 entry', 'exactly 3 entries'..."""
    def unit_for(n: Any) -> str:
        word = one if n == 1 and one else unit
        return f" {word}" if word else ""
    if low is not None and high is not None:
        if low == high:
            return f"exactly {low}{unit_for(low)}"
        if isinstance(low, (int, float)) and low < 0:
            return f"from {low} to {high}{unit_for(high)}"
        return f"{low}–{high}{unit_for(high)}"
    if low is not None:
        return f"at least {low}{unit_for(low)}"
    if high is not None:
        return f"at most {high}{unit_for(high)}"
    return ""


def _const_options(raw: dict) -> list[dict] | None:
    """The members of an `anyOf`/`oneOf` made only of `const`s, else None."""
    for keyword in ("anyOf", "oneOf"):
        options = raw.get(keyword)
        if options and all(isinstance(o, dict) and "const" in o for o in options):
            return options
    return None


def _described_options(raw: dict) -> list[dict] | None:
    options = _const_options(raw)
    if options and any(o.get("title") or o.get("description") for o in options):
        return options
    return None


def _is_section_object(raw: Any) -> bool:
    return isinstance(raw, dict) and "$ref" not in raw and bool(raw.get("properties"))


def _is_one_key(raw: dict) -> bool:
    """An object written as exactly one of its keys: the condition and effect terms."""
    return bool(raw.get("properties")) and raw.get("maxProperties") == 1


# --------------------------------------------------------------------------- the plan


@dataclass
class Section:
    key: tuple[str, str]  # (schema file, JSON pointer) of the schema this section documents
    anchor: str
    title: str
    role: str  # "kind", "def", "object", "term", "values"
    group: str  # a kind, "rules" or "common"
    parent: Section | None = None
    path: str = ""  # where it sits in the parent, e.g. "progress_tokens[]"
    name: str = ""  # the term's key or the definition's name
    level: int = 3
    children: list[Section] = field(default_factory=list)

    @property
    def link_text(self) -> str:
        return f"`{self.name}`" if self.role == "term" else self.title

    @property
    def link(self) -> str:
        return f"[{self.link_text}](#{self.anchor})"


class Reference:
    """The reference of one ruleset's schema documents (file name -> contents), its `kinds` in order.

    `rule_example` and `rule_places` are the ruleset's words for its rules vocabulary
    (`Ruleset.rule_example`, `Ruleset.rule_places`); empty, the reference leaves them out.
    """

    def __init__(self, documents: dict[str, dict], kinds: tuple[str, ...], folder: str,
                 title: str = "Isleforge content reference", command: str = COMMAND,
                 rule_example: str = "", rule_places: str = ""):
        self.folder, self.title, self.command = folder, title, command
        self.rule_example, self.rule_places = rule_example, rule_places
        self.documents = documents
        self.kinds = tuple(k for k in kinds if schemas.schema_file(k) in documents)
        self.kind_files = {schemas.schema_file(k): k for k in self.kinds}
        self.sections: dict[tuple[str, str], Section] = {}
        self.anchors: set[str] = set()
        self.uses: dict[tuple[str, str], list[tuple[Section, str]]] = {}
        self.roots: dict[str, list[Section]] = {}
        self._plan()

    # ---------------------------------------------------------------- schema access

    def lookup(self, key: tuple[str, str]) -> Any:
        file, pointer = key
        node: Any = self.documents[file]
        for token in pointer.split("/")[1:]:
            token = token.replace("~1", "/").replace("~0", "~")
            node = node[int(token)] if isinstance(node, list) else node[token]
        return node

    def ref_key(self, ref: str, file: str) -> tuple[str, str]:
        return ref_target(ref, file)

    def effective(self, raw: Any, file: str) -> tuple[dict, str]:
        """Follow `$ref`s; keywords beside a `$ref` (title, description, default...) win."""
        return follow(raw, file, self.documents)

    def final_key(self, key: tuple[str, str]) -> tuple[str, str]:
        """Where a chain of `$ref`s starting at a schema location ends."""
        for _ in range(MAX_DEPTH):
            node = self.lookup(key)
            if not (isinstance(node, dict) and "$ref" in node):
                break
            key = self.ref_key(node["$ref"], key[0])
        return key

    # ---------------------------------------------------------------- planning

    def _anchor(self, wanted: str) -> str:
        anchor, n = wanted, 2
        while anchor in self.anchors:
            anchor, n = f"{wanted}-{n}", n + 1
        self.anchors.add(anchor)
        return anchor

    def _add(self, section: Section) -> Section:
        section.anchor = self._anchor(section.anchor)
        self.sections[section.key] = section
        if section.parent is not None:
            section.parent.children.append(section)
        else:
            self.roots.setdefault(section.group, []).append(section)
        return section

    def _plan(self) -> None:
        self.roots = {"rules": [], "common": []}
        common = self.documents.get(COMMON, {})
        defs = common.get("$defs", {})
        ordered = [n for n in RULES_DEFS if n in defs] + [n for n in defs if n not in RULES_DEFS]
        for name in ordered:
            raw = defs[name]
            self._add(Section((COMMON, _pointer("$defs", name)), "def-" + _slug(name),
                              raw.get("title") or name, "def", "rules" if name in RULES_DEFS else "common",
                              name=name, level=3))
        for kind in self.kinds:
            file = schemas.schema_file(kind)
            root = self.documents[file]
            section = self._add(Section((file, ""), _slug(kind), root.get("title") or kind, "kind", kind,
                                        name=kind, level=2))
            self._walk_section(section, root)
            for name in root.get("$defs", {}):  # definitions nothing refers to are still documented
                self._local_def(file, _pointer("$defs", name), section)
        for name in ordered:
            key = (COMMON, _pointer("$defs", name))
            self._walk_section(self.sections[key], defs[name])

    def _local_def(self, file: str, pointer: str, kind_root: Section) -> Section:
        key = (file, pointer)
        if key in self.sections:
            return self.sections[key]
        raw = self.lookup(key)
        name = pointer.rsplit("/", 1)[-1]
        title = raw.get("title", name) if isinstance(raw, dict) else name
        section = self._add(Section(key, f"{kind_root.anchor}-{_slug(name)}", title, "def", kind_root.group,
                                    parent=kind_root, name=name, level=3))
        self._walk_section(section, raw)
        return section

    def _child_level(self, owner: Section) -> int:
        return owner.level + 1 if owner.role in ("term", "values") or owner.level > 3 else 3

    def _walk_section(self, section: Section, raw: Any) -> None:
        """Walk what a section documents: its fields or terms, or the inside of a non-object schema."""
        if not isinstance(raw, dict):
            return
        file, pointer = section.key
        if _is_one_key(raw):
            for name, term in raw["properties"].items():
                term_pointer = pointer + _pointer("properties", name)
                effective, _ = self.effective(term, file)
                base = section.anchor[4:] if section.anchor.startswith("def-") else section.anchor
                child = self._add(Section((file, term_pointer), f"{base}-{_slug(name)}",
                                          effective.get("title") or name, "term", section.group,
                                          parent=section, name=name, level=min(section.level + 1, 6)))
                if _is_section_object(term):
                    self._walk_members(term, file, term_pointer, child)
                else:
                    self._walk_inner(term, file, term_pointer, child, "")
            return
        if raw.get("properties") or raw.get("patternProperties"):
            self._walk_members(raw, file, pointer, section)
        else:
            self._walk_inner(raw, file, pointer, section, "")

    def _walk_members(self, raw: dict, file: str, pointer: str, owner: Section) -> None:
        for name, sub in raw.get("properties", {}).items():
            self._walk(sub, file, pointer + _pointer("properties", name), owner, name)
        for pattern, sub in raw.get("patternProperties", {}).items():
            self._walk(sub, file, pointer + _pointer("patternProperties", pattern), owner, "*")
        if isinstance(raw.get("additionalProperties"), dict):
            self._walk(raw["additionalProperties"], file, pointer + "/additionalProperties", owner, "*")

    def _walk(self, raw: Any, file: str, pointer: str, owner: Section, path: str) -> None:
        if not isinstance(raw, dict):
            return
        if "$ref" in raw:
            key = self.ref_key(raw["$ref"], file)
            self.uses.setdefault(key, []).append((owner, path))
            if key not in self.sections and key[0] not in self.kind_files and key[0] != COMMON:
                # a definition in a file that is neither a kind nor common: document it where it is used
                target = self.lookup(key)
                if isinstance(target, dict):
                    section = self._add(Section(key, _slug(key[1].rsplit("/", 1)[-1] or key[0]),
                                                target.get("title") or key[1] or key[0], "def", owner.group,
                                                parent=owner, name=key[1].rsplit("/", 1)[-1],
                                                level=self._child_level(owner)))
                    self._walk_section(section, target)
            elif key not in self.sections and key[0] == file and key[0] in self.kind_files:
                kind_root = self.sections[(file, "")]
                self._local_def(file, key[1], kind_root)
            return
        if _is_section_object(raw):
            stem = re.sub(r"[\[\]*.]+", "-", path).strip("-") or "value"
            section = self._add(Section((file, pointer), f"{owner.anchor}-{_slug(stem)}",
                                        raw.get("title") or path.strip("[]*.") or "Mapping", "object", owner.group,
                                        parent=owner, path=path, level=self._child_level(owner)))
            self._walk_section(section, raw)
            return
        self._walk_inner(raw, file, pointer, owner, path)

    def _walk_inner(self, raw: dict, file: str, pointer: str, owner: Section, path: str) -> None:
        if "$ref" in raw:
            self._walk(raw, file, pointer, owner, path)
            return
        if _described_options(raw):
            title = raw.get("title") or path or "value"
            heading = f"{owner.title} {_plural(_lower_first(title))}" if owner.role != "term" else f"{title} values"
            self._add(Section((file, pointer), f"{owner.anchor}-{_slug(path or title)}", heading, "values",
                              owner.group, parent=owner, path=path, level=min(owner.level + 1, 6)))
            return
        if isinstance(raw.get("items"), dict):
            self._walk(raw["items"], file, pointer + "/items", owner, path + "[]")
        for i, sub in enumerate(raw.get("prefixItems", [])):
            self._walk(sub, file, pointer + _pointer("prefixItems", i), owner, f"{path}[{i}]")
        for pattern, sub in raw.get("patternProperties", {}).items():
            self._walk(sub, file, pointer + _pointer("patternProperties", pattern), owner, path + ".*")
        if isinstance(raw.get("additionalProperties"), dict):
            self._walk(raw["additionalProperties"], file, pointer + "/additionalProperties", owner, path + ".*")
        for keyword in ("anyOf", "oneOf", "allOf"):
            for i, sub in enumerate(raw.get(keyword, [])):
                self._walk(sub, file, pointer + _pointer(keyword, i), owner, path)
        for keyword in ("then", "else"):  # `if`/`then`/`else`: either form (e.g. a shorthand or a term)
            if isinstance(raw.get(keyword), dict):
                self._walk(raw[keyword], file, pointer + _pointer(keyword), owner, path)

    # ---------------------------------------------------------------- type words

    def words(self, raw: Any, file: str, pointer: str, plural: bool = False) -> str:
        """A schema's type in words, with links to the sections of named types."""
        if raw is True or raw == {}:
            return "anything"
        if raw is False:
            return "nothing"
        if not isinstance(raw, dict):
            return "anything"
        if "$ref" in raw:
            return self._ref_words(raw, file, plural)
        text = self._inline_words(raw, file, pointer, plural)
        extra = self._extra_words(raw)
        return f"{text}, {extra}" if extra else text

    def _ref_words(self, raw: dict, file: str, plural: bool) -> str:
        key = self.ref_key(raw["$ref"], file)
        target = self.lookup(key)
        target = target if isinstance(target, dict) else {}
        name = _lower_first(target.get("title") or key[1].rsplit("/", 1)[-1] or key[0])
        name = _plural(name) if plural else name
        section = self.sections.get(key)
        text = f"[{name}](#{section.anchor})" if section else name
        resolved, _ = self.effective({"$ref": raw["$ref"]}, file)
        if "const" in resolved:
            text += f" (always {_code(resolved['const'])})"
        elif "enum" in resolved:
            text += ": " + _values(resolved["enum"])
        elif (options := _const_options(resolved)) and not _described_options(resolved):
            text += ": " + _values([o["const"] for o in options])
        elif resolved.get("prefixItems"):
            names = [_lower_first(p.get("title", "?")) if isinstance(p, dict) else "?" for p in resolved["prefixItems"]]
            text += " `[" + ", ".join(names) + "]`"
        siblings = {k: v for k, v in raw.items() if k not in ("$ref", "title", "description", "default", "$comment",
                                                              "examples", "deprecated")}
        extra = self._extra_words(siblings) if siblings else ""
        if siblings and not extra:
            inline = self._inline_words(siblings, file, "", False)
            extra = "" if inline == "anything" else inline
        return f"{text}, {extra}" if extra else text

    def _types(self, raw: dict) -> list[str]:
        declared = raw.get("type")
        if isinstance(declared, str):
            return [declared]
        if isinstance(declared, list):
            return list(declared)
        if "properties" in raw or "patternProperties" in raw or "additionalProperties" in raw:
            return ["object"]
        if "items" in raw or "prefixItems" in raw:
            return ["array"]
        if any(k in raw for k in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum")):
            return ["number"]
        if any(k in raw for k in ("minLength", "maxLength", "pattern")):
            return ["string"]
        return []

    def _inline_words(self, raw: dict, file: str, pointer: str, plural: bool) -> str:
        if "const" in raw:
            return ("always " if not plural else "entries always ") + _code(raw["const"])
        if "enum" in raw:
            return ("values from " if plural else "one of ") + _values(raw["enum"])
        described = _described_options(raw)
        if described:
            section = self.sections.get((file, pointer))
            label = _lower_first(section.title) if section else "values"
            link = f"[{label}](#{section.anchor})" if section else label
            return ("values from the " if plural else "one of the ") + link
        options = _const_options(raw)
        if options:
            return ("values from " if plural else "one of ") + _values([o["const"] for o in options])
        if isinstance(raw.get("then"), dict) and isinstance(raw.get("else"), dict) and not self._types(raw):
            return " or ".join(self.words(raw[k], file, pointer + _pointer(k), plural) for k in ("then", "else"))
        for keyword, joiner in (("anyOf", " or "), ("oneOf", " or "), ("allOf", " and ")):
            if raw.get(keyword) and not self._types(raw):
                parts = [self.words(sub, file, pointer + _pointer(keyword, i), plural)
                         for i, sub in enumerate(raw[keyword])]
                return joiner.join(parts)
        types = self._types(raw)
        if not types:
            return "anything"
        return " or ".join(self._type_words(t, raw, file, pointer, plural) for t in types)

    def _type_words(self, kind: str, raw: dict, file: str, pointer: str, plural: bool) -> str:
        if kind == "object":
            return self._object_words(raw, file, pointer, plural)
        if kind == "array":
            return self._array_words(raw, file, pointer, plural)
        singular, many = _SCALAR_WORDS.get(kind, (kind, kind))
        text = many if plural else singular
        if kind in ("integer", "number"):
            low = raw.get("minimum")
            high = raw.get("maximum")
            bound = _range_words(low, high)
            if bound and low is not None and high is not None:
                text += f" {bound}"
            elif bound:
                text += f", {bound}"
            if "exclusiveMinimum" in raw:
                text += f", more than {raw['exclusiveMinimum']}"
            if "exclusiveMaximum" in raw:
                text += f", less than {raw['exclusiveMaximum']}"
            if "multipleOf" in raw:
                text += f", a multiple of {raw['multipleOf']}"
        elif kind == "string":
            low, high = raw.get("minLength"), raw.get("maxLength")
            if low == 1 and high is None:
                text = "non-empty " + text
            elif low is not None or high is not None:
                text += ", " + _range_words(low, high, "characters", "character")
            if "pattern" in raw:
                text += f", matching `{raw['pattern']}`"
            if "format" in raw:
                text += f", format `{raw['format']}`"
        return text

    def _object_words(self, raw: dict, file: str, pointer: str, plural: bool) -> str:
        noun = "mappings" if plural else "mapping"
        section = self.sections.get((file, pointer))
        if section is not None and section.role != "term":
            if plural:
                return f"[{_plural(_lower_first(section.title))}](#{section.anchor})"
            return f"{noun}, see [{section.title}](#{section.anchor})"
        if raw.get("properties"):
            names = ", ".join(f"`{n}`" for n in raw["properties"])
            return f"{noun} with {names}"
        patterns = raw.get("patternProperties", {})
        if patterns:
            parts = [f"keys matching `{p}` to " + self.words(s, file, pointer + _pointer("patternProperties", p), True)
                     for p, s in patterns.items()]
            text = f"{noun} of " + "; ".join(parts)
        elif isinstance(raw.get("additionalProperties"), dict):
            text = f"{noun} of any keys to " + self.words(raw["additionalProperties"], file,
                                                         pointer + "/additionalProperties", True)
        elif raw.get("additionalProperties") is False:
            return "empty mappings `{}`" if plural else "empty mapping `{}`"
        else:
            text = noun
        bound = _range_words(raw.get("minProperties"), raw.get("maxProperties"), "entries", "entry")
        return f"{text} ({bound})" if bound else text

    def _array_words(self, raw: dict, file: str, pointer: str, plural: bool) -> str:
        noun = "lists" if plural else "list"
        prefix = raw.get("prefixItems")
        if prefix:
            names = []
            for i, sub in enumerate(prefix):
                label = sub.get("title") if isinstance(sub, dict) else None
                names.append(_lower_first(label) if label else self.words(sub, file, pointer + _pointer("prefixItems", i)))
            text = f"{noun} `[" + ", ".join(names) + "]`"
            if raw.get("items") is False:
                return text
        else:
            text = noun
        items = raw.get("items")
        details = []
        if isinstance(items, dict):
            item_pointer = pointer + "/items"
            inner = self.words(items, file, item_pointer, plural=True)
            section = self.sections.get((file, item_pointer))
            if "$ref" not in items and section is None and items.get("title"):
                details.append(self.words(items, file, item_pointer))
                inner = _plural(_lower_first(items["title"]))
            text += (" then " if prefix else " of ") + inner
        counts = []
        bound = _range_words(raw.get("minItems"), raw.get("maxItems"), "entries", "entry")
        if bound:
            counts.append(bound)
        if raw.get("uniqueItems"):
            counts.append("no repeats")
        if counts:
            details.append(", ".join(counts))
        return f"{text} ({'; '.join(details)})" if details else text

    def _extra_words(self, raw: dict) -> str:
        forbidden = raw.get("not")
        if isinstance(forbidden, dict):
            if "const" in forbidden:
                return f"not {_scalar(forbidden['const'])}"
            if "enum" in forbidden:
                return "not " + _values(forbidden["enum"])
        return ""

    # ---------------------------------------------------------------- rendering

    def render(self) -> str:
        out: list[str] = []
        add = out.append
        add(f"<!-- Generated from {self.folder}*.schema.json by `" + self.command + "`. Do not edit by hand. -->")
        add("")
        add(f"# {self.title}")
        add("")
        add("> **This file is generated; do not edit it by hand.** It is made from the JSON Schemas in "
            f"`{self.folder}`, the single source of truth of the content format. After changing a schema, "
            "regenerate it with:")
        add(">")
        add("> ```")
        add(f"> {self.command}")
        add("> ```")
        add("")
        add("Isleforge content is written in YAML, one file per item. Every file names its `kind`, which "
            "selects the schema that applies.")
        add("")
        add("## Contents")
        add("")
        add("- [How to read this reference](#how-to-read)")
        add("- [Content kinds](#content-kinds)")
        for kind in self.kinds:
            root = self.sections[(schemas.schema_file(kind), "")]
            add(f"  - {root.link} (`{kind}`)")
            for section in self._descendants(root):
                if section.role not in ("term", "values"):
                    add(f"    - {section.link}")
        shared = COMMON in self.documents  # a ruleset without shared definitions has no rules vocabulary either
        if shared and self._has_rules():
            add("- [Rules vocabulary](#rules-vocabulary)")
            if self.rule_example:
                add("  - [Example rule](#rule-example)")
            for section in self.roots.get("rules", []):
                add(f"  - {section.link}")
                for child in section.children:
                    if child.role == "values":
                        add(f"    - {child.link}")
        if shared:
            add("- [Shared definitions](#shared-definitions)")
            for section in self.roots.get("common", []):
                add(f"  - {section.link}")
        add("")
        self._how_to_read(add)
        add('<a id="content-kinds"></a>')
        add("")
        add("## Content kinds")
        add("")
        add(f"Each kind of content file has its own schema, `{self.folder}KIND.schema.json`. The sections below "
            "follow the order of the kinds in the library.")
        add("")
        for kind in self.kinds:
            root = self.sections[(schemas.schema_file(kind), "")]
            self._render_section(root, add)
        if shared:
            self._render_shared(add)
        while out and out[-1] == "":
            out.pop()
        return "\n".join(out) + "\n"

    def _has_rules(self) -> bool:
        """Whether the shared definitions hold a rules vocabulary (a ruleset may share only plain definitions)."""
        return bool(self.roots.get("rules") or self.rule_example)

    def _render_shared(self, add) -> None:
        """The rules vocabulary and the shared definitions (of a ruleset whose schemas have `common.schema.json`)."""
        if self._has_rules():
            self._render_rules(add)
        add('<a id="shared-definitions"></a>')
        add("")
        add("## Shared definitions")
        add("")
        description = self.documents.get(COMMON, {}).get("description")
        add((_one_line(description) + " " if description else "")
            + f"These are the definitions of `{self.folder}{COMMON}` that the tables above link to; each is described "
            "once, here.")
        add("")
        for section in self.roots.get("common", []):
            self._render_section(section, add)

    def _descendants(self, section: Section) -> list[Section]:
        result = []
        for child in section.children:
            result.append(child)
            result.extend(self._descendants(child))
        return result

    def _how_to_read(self, add) -> None:
        add('<a id="how-to-read"></a>')
        add("")
        add("## How to read this reference")
        add("")
        add("- **Field**: the key as written in YAML. A nested mapping or list entry has its own table, "
            "linked from the field that holds it.")
        add("- **Type** in words: *text*, *whole number* (with its bounds, e.g. *whole number 1–6*), "
            "*true or false*, *list of …* (with how many entries it may have), *mapping* (a set of "
            "`key: value` fields), *one of* a fixed set of values, or a named type such as "
            "[id](#def-id) that links to its definition.")
        add("- **Required**: *yes* if the field must be given. **Default**: the value that applies when an "
            "optional field is left out.")
        add("- **Used by** (under a definition): the tables whose fields have that type.")
        add("- Every mapping is closed: a field that is not listed in its table is an error, "
            "unless the table says otherwise.")
        add("")

    def _heading(self, section: Section, add, text: str | None = None) -> None:
        add(f'<a id="{section.anchor}"></a>')
        add("")
        add("#" * section.level + " " + (text or section.title))
        add("")

    def _where(self, section: Section) -> str:
        if section.role == "object" and section.parent is not None:
            path = section.path or ""
            return f"`{path}` in {section.parent.link}." if path else f"A form of {section.parent.link}."
        if section.role == "def":
            uses = self.uses.get(section.key, [])
            owners: dict[str, tuple[Section, list[str]]] = {}
            for owner, path in uses:
                entry = owners.setdefault(owner.anchor, (owner, []))
                if path and path not in entry[1]:
                    entry[1].append(path)
            if not owners:
                return ""
            parts = []
            for owner, paths in list(owners.values())[:_MAX_USED_BY]:
                shown = ", ".join("each entry" if p == "[]" else f"`{p}`" for p in paths)
                parts.append(owner.link + (f" ({shown})" if paths else ""))
            more = len(owners) - _MAX_USED_BY
            return "Used by: " + "; ".join(parts) + (f"; and {more} more." if more > 0 else ".")
        return ""

    def _render_section(self, section: Section, add) -> None:
        file, pointer = section.key
        raw = self.lookup(section.key)
        raw = raw if isinstance(raw, dict) else {}
        effective, efile = self.effective(raw, file)
        epointer = self.final_key(section.key)[1]
        if section.role == "kind":
            self._heading(section, add, f"{section.title} (`{section.name}`)")
        elif section.role == "term":
            self._heading(section, add, f"`{section.name}` — {section.title}")
        else:
            self._heading(section, add)
        where = self._where(section)
        if where:
            add(where)
            add("")
        if section.role == "values":
            self._render_values(section, raw, add)
            return
        description = effective.get("description")
        if description:
            add(_one_line(description))
            add("")
        if section.role == "kind":
            add(f"Schema: `{self.folder}{file}`. Every file of this kind starts with `kind: {section.name}`.")
            add("")
            self._skeleton(raw, file, add)
            add("Top-level fields:")
            add("")
        if section.role == "term":
            self._render_term(section, raw, file, pointer, add)
        elif _is_one_key(effective):
            self._render_terms_index(section, effective, efile, epointer, add)
        elif effective.get("properties") or effective.get("patternProperties"):
            self._field_table(effective, efile, epointer, add)
        else:
            self._render_value(raw, file, pointer, effective, efile, epointer, add)
        for child in section.children:
            self._render_section(child, add)

    def _render_value(self, raw: dict, file: str, pointer: str, effective: dict, efile: str, epointer: str,
                      add) -> None:
        add(f"Type: {self.words(raw, file, pointer)}.")
        add("")
        if "default" in effective:
            add(f"Default: {_code(effective['default'])}.")
            add("")
        prefix = effective.get("prefixItems")
        if prefix:
            add("| Position | Name | Type | Description |")
            add("| --- | --- | --- | --- |")
            for i, sub in enumerate(prefix):
                sub = sub if isinstance(sub, dict) else {}
                sub_eff, _ = self.effective(sub, efile)
                add(f"| {i + 1} | {_cell(sub_eff.get('title', ''))} | "
                    f"{_cell(self.words(sub, efile, epointer + _pointer('prefixItems', i)))} | "
                    f"{_cell(sub_eff.get('description', ''))} |")
            add("")

    def _render_values(self, section: Section, raw: dict, add) -> None:
        options = _described_options(raw) or []
        label = raw.get("title") or "Value"
        add(f"| {label} | Title | Description |")
        add("| --- | --- | --- |")
        for option in options:
            add(f"| {_code(option['const'])} | {_cell(option.get('title', ''))} | "
                f"{_cell(option.get('description', ''))} |")
        add("")

    def _render_terms_index(self, section: Section, raw: dict, file: str, pointer: str, add) -> None:
        add(f"Each entry is exactly one of these {len(raw['properties'])} keys, with its value:")
        add("")
        label = section.title
        add(f"| {label} | Title | Value |")
        add("| --- | --- | --- |")
        for name, sub in raw["properties"].items():
            term = self.sections.get((section.key[0], section.key[1] + _pointer("properties", name)))
            effective, _ = self.effective(sub, file)
            link = f"[`{name}`](#{term.anchor})" if term else f"`{name}`"
            add(f"| {link} | {_cell(effective.get('title', ''))} | "
                f"{_cell(self._term_value_words(sub, file, pointer + _pointer('properties', name)))} |")
        add("")

    def _term_value_words(self, raw: dict, file: str, pointer: str) -> str:
        if _is_section_object(raw):
            names = list(raw["properties"])
            required = set(raw.get("required", []))
            return "mapping of " + ", ".join(f"`{n}`" + ("" if n in required else " (optional)") for n in names)
        if isinstance(raw, dict) and raw.get("properties") == {} and "$ref" not in raw:
            return "empty mapping `{}`"
        return self.words(raw, file, pointer)

    def _render_term(self, section: Section, raw: dict, file: str, pointer: str, add) -> None:
        example_value = None
        if _is_section_object(raw):
            add("Value: a mapping with these parameters.")
            add("")
            self._field_table(raw, file, pointer, add, first="Parameter")
        elif isinstance(raw, dict) and raw.get("properties") == {} and "$ref" not in raw:
            add("Value: an empty mapping, `{}` (no parameters).")
            add("")
            example_value = "{}"
        else:
            add(f"Value: {self.words(raw, file, pointer)}.")
            add("")
            effective, _ = self.effective(raw, file)
            if "$ref" in raw and effective.get("properties"):
                names = ", ".join(f"`{n}`" for n in effective["properties"])
                add(f"Parameters: {names} (see the link for their types).")
                add("")
            if "const" in effective:
                example_value = _scalar(effective["const"])
        if example_value is not None:
            add(f"Written as: `- {section.name}: {example_value}`.")
            add("")

    def _field_table(self, raw: dict, file: str, pointer: str, add, first: str = "Field") -> None:
        required = set(raw.get("required", []))
        rows = []
        for name, sub in raw.get("properties", {}).items():
            rows.append((f"`{name}`", sub, pointer + _pointer("properties", name),
                         "yes" if name in required else "no"))
        for pattern, sub in raw.get("patternProperties", {}).items():
            rows.append((f"*any key matching* `{pattern}`", sub, pointer + _pointer("patternProperties", pattern), "—"))
        if isinstance(raw.get("additionalProperties"), dict):
            rows.append(("*any other key*", raw["additionalProperties"], pointer + "/additionalProperties", "—"))
        if rows:
            add(f"| {first} | Type | Required | Default | Description |")
            add("| --- | --- | --- | --- | --- |")
            for label, sub, sub_pointer, needed in rows:
                effective, _ = self.effective(sub, file)
                default = _code(effective["default"]) if isinstance(effective, dict) and "default" in effective else ""
                description = effective.get("description", "") if isinstance(effective, dict) else ""
                add(f"| {_cell(label)} | {_cell(self.words(sub, file, sub_pointer))} | {needed} | {_cell(default)} | "
                    f"{_cell(description)} |")
            add("")
        notes = self._object_notes(raw)
        for note in notes:
            add(note)
        if notes:
            add("")

    def _object_notes(self, raw: dict) -> list[str]:
        notes = []
        low, high = raw.get("minProperties"), raw.get("maxProperties")
        if low == 1 and high == 1:
            notes.append("Write exactly one of these fields.")
        elif low == 1 and high is None:
            notes.append("Give at least one of these fields.")
        elif low is not None or high is not None:
            notes.append(f"Give {_range_words(low, high)} of these fields.")
        for having, needed in raw.get("dependentRequired", {}).items():
            notes.append(f"If `{having}` is given, " + " and ".join(f"`{n}`" for n in needed)
                         + " must be given too.")
        for having in raw.get("dependentSchemas", {}):
            notes.append(f"If `{having}` is given, further constraints apply (see the schema).")
        if raw.get("additionalProperties") is not False and not isinstance(raw.get("additionalProperties"), dict) \
                and raw.get("unevaluatedProperties") is not False:
            notes.append("Other fields are allowed too.")
        if any(k in raw for k in ("if", "oneOf", "anyOf", "allOf")) and raw.get("properties"):
            notes.append("Further constraints combine these fields (see the schema).")
        return notes

    def _skeleton(self, raw: dict, file: str, add) -> None:
        lines = []
        required = set(raw.get("required", []))
        for name, sub in raw.get("properties", {}).items():
            lines.append((f"{name}: {self._placeholder(sub, file)}", "required" if name in required else "optional"))
        if not lines:
            return
        width = max(len(text) for text, _ in lines) + 2
        add("File skeleton, every top-level field in order:")
        add("")
        add("```yaml")
        for text, note in lines:
            add(f"{text.ljust(width)}# {note}")
        add("```")
        add("")

    def _placeholder(self, raw: Any, file: str) -> str:
        effective, _ = self.effective(raw, file)
        if "const" in effective:
            return _scalar(effective["const"])
        if isinstance(raw, dict) and "$ref" in raw:
            target = self.lookup(self.ref_key(raw["$ref"], file))
            title = target.get("title") if isinstance(target, dict) else None
            types = self._types(effective)
            if "object" in types:
                return "{…}"
            if "array" in types and not effective.get("prefixItems"):
                return "[…]"
            if title:
                return f"<{_lower_first(title)}>"
        if "enum" in effective:
            value = effective.get("default", effective["enum"][0])
            return _scalar(value)
        options = _const_options(effective)
        if options:
            return _scalar(options[0]["const"])
        types = self._types(effective)
        if "object" in types:
            return "{…}"
        if "array" in types:
            return "[…]"
        if "boolean" in types:
            return _scalar(effective.get("default", False))
        if types:
            return f"<{_SCALAR_WORDS.get(types[0], (types[0],))[0]}>"
        return "<value>"

    def _render_rules(self, add) -> None:
        add('<a id="rules-vocabulary"></a>')
        add("")
        add("## Rules vocabulary")
        add("")
        common = self.documents.get(COMMON, {}).get("$defs", {})
        rule = common.get("rule", {})
        if rule.get("description"):
            add(_one_line(rule["description"]))
            add("")
        counts = []
        trigger = common.get("trigger", {})
        event = trigger.get("properties", {}).get("event", {}) if isinstance(trigger, dict) else {}
        events = _const_options(event) or []
        if events:
            counts.append(f"{len(events)} trigger events")
        for name in ("condition", "effect"):
            terms = common.get(name, {}).get("properties", {})
            if terms:
                counts.append(f"{len(terms)} {_plural(name)}")
        if counts:
            places = f" ({self.rule_places})" if self.rule_places else ""
            add("The vocabulary has " + ", ".join(counts[:-1]) + (" and " if len(counts) > 1 else "")
                + counts[-1] + f". Content files hold rules in `rules` lists{places}.")
            add("")
        if self.rule_example:
            add('<a id="rule-example"></a>')
            add("")
            add("### Example rule")
            add("")
            add("```yaml")
            for line in self.rule_example.rstrip("\n").split("\n"):
                add(line)
            add("```")
            add("")
        for section in self.roots.get("rules", []):
            self._render_section(section, add)


def of_ruleset(ruleset: rulesets.Ruleset) -> Reference:
    """The reference of a ruleset's schemas: the default game's is titled plainly, another's with its title."""
    folder = f"schemas/{ruleset.schema_dir.name}/" if ruleset.schema_dir is not None else ""
    documents = dict(schemas.schema_set(ruleset.schema_dir).documents) if ruleset.schema_dir is not None else {}
    title = "Isleforge content reference" + ("" if ruleset.id == DEFAULT_RULESET else f": {ruleset.title}")
    return Reference(documents, tuple(ruleset.kinds), folder=folder, title=title, command=COMMAND,
                     rule_example=ruleset.rule_example, rule_places=ruleset.rule_places)


def render(documents: dict[str, dict], kinds: tuple[str, ...] | None = None) -> str:
    """The reference for a set of schema documents (file name -> contents), written in the default
    ruleset's folder with its words (kinds: the default ruleset's unless given)."""
    default = of_ruleset(rulesets.get())
    return Reference(documents, default.kinds if kinds is None else kinds, folder=default.folder,
                     rule_example=default.rule_example, rule_places=default.rule_places).render()


def reference_path(path: Path, ruleset_id: str) -> Path:
    """Where a ruleset's reference goes beside `path`: `path` for the default game, `STEM-<id>.md` for another."""
    return path if ruleset_id == DEFAULT_RULESET else path.with_name(f"{path.stem}-{ruleset_id}{path.suffix}")


def generate(ruleset_id: str | None = None) -> str:
    """The Markdown reference of one installed ruleset's content (default: the default game's,
    docs/content-reference.md), made from its schema files only."""
    return of_ruleset(rulesets.get(ruleset_id)).render()


def references(ruleset_id: str | None = None) -> list[tuple[rulesets.Ruleset, str]]:
    """(ruleset, its Markdown reference) for one ruleset, or for every installed one (None), default game first."""
    chosen = [rulesets.get(ruleset_id)] if ruleset_id else \
        sorted(rulesets.all_rulesets(), key=lambda r: r.id != DEFAULT_RULESET)
    return [(r, generate(r.id)) for r in chosen]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="isleforge schema-docs",
                                     description="Generate the content reference of each installed ruleset "
                                                 "(Markdown) from its JSON Schemas.")
    add_arguments(parser)
    return run(parser.parse_args(argv))


def add_arguments(parser) -> None:
    """`--ruleset`, `--output` and `--check` (this module's `main` and `isleforge schema-docs`)."""
    parser.add_argument("--ruleset", metavar="ID", help="only this ruleset's reference (default: every installed "
                                                        "ruleset's, one document each)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--output", type=Path, metavar="FILE",
                       help="write the references: the default game's to FILE, each other ruleset's beside it as "
                            "FILE-STEM-<ruleset>.md (with --ruleset: that one to FILE) (default: print them)")
    group.add_argument("--check", type=Path, metavar="FILE",
                       help="exit 1 if a reference written as --output FILE would be is not current (e.g. in CI)")


def run(args) -> int:
    """Print, write or check the references `args` asks for; 0, or 1 for a stale file, 2 when one cannot be written."""
    try:
        found = references(getattr(args, "ruleset", None))
    except EngineError as error:
        print(f"isleforge schema-docs: error: {error}", file=sys.stderr)
        return 2
    single = bool(getattr(args, "ruleset", None))
    if args.check is not None:
        stale = 0
        for ruleset, text in found:
            target = args.check if single else reference_path(args.check, ruleset.id)
            try:
                current = target.read_text(encoding="utf-8")
            except OSError:
                current = None
            if current != text:
                state = "is missing" if current is None else "is out of date"
                print(f"{target.as_posix()} {state}; regenerate it with: "
                      f"isleforge schema-docs --output {args.check.as_posix()}", file=sys.stderr)
                stale = 1
            else:
                print(f"{target.as_posix()} is up to date.")
        return stale
    if args.output is not None:
        for ruleset, text in found:
            target = args.output if single else reference_path(args.output, ruleset.id)
            try:
                atomic_write_text(target, text)
            except OSError as error:
                print(f"isleforge schema-docs: cannot write {target}: {error}", file=sys.stderr)
                return 2
            print(f"{target.as_posix()}: {ruleset.title} ({ruleset.id}): {', '.join(ruleset.kinds)}")
        return 0
    sys.stdout.write("\n".join(text for _, text in found))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
