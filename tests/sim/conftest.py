"""Fixtures of the playtest tests: adventures derived from the bundled drowned-temple in tmp folders.

- `unbalanced` (lopsided-temple): an adventure rule at `game_start` gives the starting player
  (seat 0, who starts the first season) 40 gold and 3 victory points. The engine gives every player
  the same materials, so the imbalance is made with content the engine plays (`applies_to:
  active_player` of an event without a player is the starting player, docs/rules.md). Gold alone is
  not enough with random bots: 40 gold moved seat 0 from ~33% to 35.5% of wins in 200 games (they
  do not know how to spend it), hence the points.
- `unreachable` (sealed-temple): the task temple-rites gets a condition no player ever meets
  (`victory_points: {min: 999}`), its progress token is taken off the map, and no bar keeps a morale
  field (a morale field may move *any* progress token one field, which would reach every task).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content import paths
from engine.content.yaml_io import dump, load_roundtrip

BUNDLED = paths.library_dir()


def derive(folder: Path, new_id: str, change) -> Path:
    """Write folder/new_id.yaml: drowned-temple with a new id, changed by `change(document)`."""
    document = load_roundtrip((BUNDLED / "drowned-temple.yaml").read_text(encoding="utf-8"))
    document["id"] = new_id
    document["title"] = new_id.replace("-", " ").title()
    change(document)
    target = folder / f"{new_id}.yaml"
    target.write_text(dump(document), encoding="utf-8")
    return target


def make_unbalanced(document) -> None:
    document["rules"].append({
        "id": "royal-charter", "title": "Royal Charter",
        "text": "The first player starts with a royal charter: 40 gold and 3 victory points.",
        "trigger": {"event": "game_start"},
        "effects": [{"gain": {"gold": 40}}, {"victory_points": 3}],
        "applies_to": "active_player",
    })


def make_unreachable(document) -> None:
    for task in document["progress_tasks"]:
        task["bar"]["morale_fields"] = []
    document["mission_bar"]["morale_fields"] = []
    task = next(t for t in document["progress_tasks"] if t["id"] == "temple-rites")
    task["conditions"] = [{"victory_points": {"min": 999}}]
    tokens = document["setup"]["progress_tokens"]
    tokens[:] = [t for t in tokens if t.get("task") != "temple-rites"]


@pytest.fixture(scope="session")
def derived(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("library")
    derive(folder, "lopsided-temple", make_unbalanced)
    derive(folder, "sealed-temple", make_unreachable)
    return folder


@pytest.fixture(scope="session")
def drowned():
    from engine.content.resolve import load_adventure

    return load_adventure("drowned-temple")


@pytest.fixture(scope="session")
def lopsided(derived):
    from engine.sim.content import load_playable

    return load_playable(derived / "lopsided-temple.yaml")


@pytest.fixture(scope="session")
def sealed(derived):
    from engine.sim.content import load_playable

    return load_playable(derived / "sealed-temple.yaml")
