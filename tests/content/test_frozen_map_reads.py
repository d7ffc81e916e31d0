"""`FrozenMap`'s own reads (`get`, `in`, `keys`, `items`, `values`) answer exactly as the `Mapping` mixins they
replace (they go straight to the dict: the rules read effect arguments per decision)."""

from __future__ import annotations

from collections.abc import ItemsView, KeysView, Mapping, ValuesView

import pytest

from engine.content.frozen import FrozenMap, freeze

ARGS = freeze({"amount": 2, "resource": "gold", "where": {"tag": "shore"}})


def test_get_and_in_as_a_mapping_answers():
    for key in ("amount", "resource", "where", "missing", 0):
        assert ARGS.get(key) == Mapping.get(ARGS, key)
        assert ARGS.get(key, "none") == Mapping.get(ARGS, key, "none")
        assert (key in ARGS) == Mapping.__contains__(ARGS, key)
    assert ARGS.get("where") == FrozenMap({"tag": "shore"})
    with pytest.raises(TypeError):  # an unhashable key is an error, as in any mapping
        ARGS.get(["amount"])


def test_views_in_the_files_order():
    assert list(ARGS.keys()) == ["amount", "resource", "where"] == list(Mapping.keys(ARGS))
    assert list(ARGS.items()) == list(Mapping.items(ARGS))
    assert list(ARGS.values()) == list(Mapping.values(ARGS))
    assert isinstance(ARGS.keys(), KeysView) and isinstance(ARGS.items(), ItemsView)
    assert isinstance(ARGS.values(), ValuesView)
    assert ARGS == {"amount": 2, "resource": "gold", "where": {"tag": "shore"}}
    assert hash(ARGS) == hash(freeze({"amount": 2, "resource": "gold", "where": {"tag": "shore"}}))
