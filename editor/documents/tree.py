"""Edits of a ruamel round-trip tree addressed by JSON pointer (plain Python, no Qt).

Edits keep the designer's formatting: a replaced string keeps the quoting
style of the value it replaces, flow-style mappings and lists stay flow
style, and comments stay attached to their keys. Every function returns what
it needs to undo itself, so undo commands stay trivial.
"""

from __future__ import annotations

import copy
from typing import Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import DoubleQuotedScalarString, FoldedScalarString, LiteralScalarString, SingleQuotedScalarString

from engine.content.diagnostics import split_pointer

MISSING = object()  # "there was no value here" (for undoing an insertion)


class PointerError(LookupError):
    """A pointer that does not lead to a node of the tree."""


def _step(node: Any, token: str) -> Any:
    if isinstance(node, dict):
        key = _key(node, token)
        if key is MISSING:
            raise PointerError(token)
        return node[key]
    if isinstance(node, list):
        index = _index(token)
        if not 0 <= index < len(node):
            raise PointerError(token)
        return node[index]
    raise PointerError(token)


def _key(mapping: dict, token: str) -> Any:
    """The mapping's own key for a pointer token (player counts are int keys in YAML)."""
    if token in mapping:
        return token
    if token.lstrip("-").isdigit() and int(token) in mapping:
        return int(token)
    return MISSING


def key_of(mapping: Any, token: str) -> Any:
    """The key of ``mapping`` a pointer token names, or MISSING (also when it is no mapping)."""
    return _key(mapping, token) if isinstance(mapping, dict) else MISSING


def _index(token: str) -> int:
    try:
        return int(token)
    except ValueError:
        raise PointerError(token) from None


def get(tree: Any, pointer: str, default: Any = MISSING) -> Any:
    node = tree
    try:
        for token in split_pointer(pointer):
            node = _step(node, token)
    except PointerError:
        if default is MISSING:
            raise
        return default
    return node


def parent_of(tree: Any, pointer: str) -> tuple[Any, str]:
    tokens = split_pointer(pointer)
    if not tokens:
        raise PointerError("the document itself has no parent")
    parent = tree
    for token in tokens[:-1]:
        parent = _step(parent, token)
    return parent, tokens[-1]


def styled_like(old: Any, new: Any) -> Any:
    """``new`` in the formatting ``old`` had (quotes, block style, flow style)."""
    if isinstance(new, str) and not isinstance(new, (DoubleQuotedScalarString, SingleQuotedScalarString,
                                                     FoldedScalarString, LiteralScalarString)):
        if isinstance(old, DoubleQuotedScalarString):
            return DoubleQuotedScalarString(new)
        if isinstance(old, SingleQuotedScalarString):
            return SingleQuotedScalarString(new)
        if isinstance(old, FoldedScalarString):
            return FoldedScalarString(new)
        if isinstance(old, LiteralScalarString):
            return LiteralScalarString(new)
    return to_tree(new, flow=_is_flow(old))


def _is_flow(node: Any) -> bool:
    fa = getattr(node, "fa", None)
    return bool(fa is not None and fa.flow_style())


def to_tree(value: Any, flow: bool = False) -> Any:
    """Plain data as round-trip nodes (mappings and lists in flow style when asked)."""
    if isinstance(value, (CommentedMap, CommentedSeq)):
        return value
    if isinstance(value, dict):
        node = CommentedMap((k, to_tree(v, flow=True)) for k, v in value.items())
        if flow:
            node.fa.set_flow_style()
        return node
    if isinstance(value, (list, tuple)):
        node = CommentedSeq(to_tree(v, flow=True) for v in value)
        if flow:
            node.fa.set_flow_style()
        return node
    return value


def set_value(tree: Any, pointer: str, value: Any) -> Any:
    """Set the value at ``pointer`` (creating a missing last key); returns the old value or MISSING."""
    parent, token = parent_of(tree, pointer)
    if isinstance(parent, dict):
        key = _key(parent, token)
        if key is MISSING:
            parent[token] = to_tree(value, flow=True)
            return MISSING
        old = parent[key]
        parent[key] = styled_like(old, value)
        return old
    if isinstance(parent, list):
        index = _index(token)
        if not 0 <= index < len(parent):
            raise PointerError(token)
        old = parent[index]
        parent[index] = styled_like(old, value)
        return old
    raise PointerError(token)


def restore(tree: Any, pointer: str, old: Any) -> None:
    """Undo `set_value`: put back the old node, or remove a key that did not exist."""
    parent, token = parent_of(tree, pointer)
    if old is MISSING:
        key = _key(parent, token)
        if key is not MISSING:
            del parent[key]
        return
    if isinstance(parent, dict):
        key = _key(parent, token)
        parent[token if key is MISSING else key] = old
    else:
        parent[_index(token)] = old


def insert(tree: Any, list_pointer: str, index: int, value: Any) -> None:
    sequence = get(tree, list_pointer)
    if not isinstance(sequence, list):
        raise PointerError(f"{list_pointer} is not a list")
    sequence.insert(index, to_tree(value, flow=_is_flow(sequence)) if not isinstance(value, (CommentedMap, CommentedSeq)) else value)


def remove(tree: Any, pointer: str) -> Any:
    """Remove the node at ``pointer``; returns it (for undo)."""
    parent, token = parent_of(tree, pointer)
    if isinstance(parent, dict):
        key = _key(parent, token)
        if key is MISSING:
            raise PointerError(token)
        position = list(parent).index(key)
        node = parent.pop(key)
        return (position, key, node)
    index = _index(token)
    return (index, None, parent.pop(index))


def put_back(tree: Any, pointer: str, removed: Any) -> None:
    """Undo `remove`, at the same position."""
    parent, token = parent_of(tree, pointer)
    position, key, node = removed
    if isinstance(parent, dict):
        parent.insert(position, key, node)
    else:
        parent.insert(position, node)


def snapshot(node: Any) -> Any:
    """A deep copy of a subtree (for commands that replace whole structures)."""
    return copy.deepcopy(node)


# -- aliases: an edit of one use of an aliased node changes that use only ------------------------
def shared_slot(tree: Any, pointer: str, include_last: bool) -> str | None:
    """The pointer of the outermost node on the way to ``pointer`` that is used more than once
    (an anchored node with aliases), or None. ``include_last``: the node at ``pointer`` itself is
    changed in place (a list that gains an entry), not replaced in its parent."""
    tokens = split_pointer(pointer)
    if not include_last:
        tokens = tokens[:-1]
    node, anchored = tree, []
    try:
        for depth, token in enumerate(tokens):
            node = _step(node, token)
            anchor = getattr(node, "anchor", None) if isinstance(node, (dict, list)) else None
            if anchor is not None and anchor.value:
                anchored.append((depth, node))
    except PointerError:
        return None
    if not anchored:
        return None
    uses = _uses(tree)
    for depth, node in anchored:
        if uses.get(id(node), 0) > 1:
            return "".join("/" + t.replace("~", "~0").replace("/", "~1") for t in tokens[:depth + 1])
    return None


def _uses(tree: Any) -> dict[int, int]:
    """How many places refer to each mapping and list of the tree (aliases make it more than one)."""
    counts: dict[int, int] = {}
    stack = [tree]
    while stack:
        node = stack.pop()
        counts[id(node)] = counts.get(id(node), 0) + 1
        if counts[id(node)] > 1:
            continue
        children = node.values() if isinstance(node, dict) else node
        stack.extend(child for child in children if isinstance(child, (dict, list)))
    return counts


def unshared_copy(node: Any) -> Any:
    """A deep copy that carries no anchors (it is a use of its own, not the anchored original)."""
    duplicate = copy.deepcopy(node)
    stack = [duplicate]
    while stack:
        item = stack.pop()
        anchor = getattr(item, "anchor", None)
        if anchor is not None and anchor.value:
            item.yaml_set_anchor(None)
            anchor.value = None
        stack.extend(child for child in (item.values() if isinstance(item, dict) else item)
                     if isinstance(child, (dict, list)))
    return duplicate


def rename_key(tree: Any, pointer: str, new_key: str) -> str:
    """Give the mapping key at ``pointer`` the name ``new_key`` in the same place, with its value and
    its comments; returns the old key (renaming back undoes it)."""
    parent, token = parent_of(tree, pointer)
    if not isinstance(parent, dict):
        raise PointerError(f"{pointer} is not a key of a mapping")
    old_key = _key(parent, token)
    if old_key is MISSING:
        raise PointerError(token)
    if new_key in parent:
        raise PointerError(f"the mapping already has the key {new_key!r}")
    comments = getattr(parent, "ca", None)
    comment = comments.items.pop(old_key, None) if comments is not None else None
    position = list(parent).index(old_key)
    value = parent.pop(old_key)
    parent.insert(position, new_key, value)
    if comment is not None:
        comments.items[new_key] = comment
    return old_key
