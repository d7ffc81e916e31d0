"""The coin race as content: a `CoinRace` model read from a YAML file and checked against its schema."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import jsonschema

from engine.content.resolve import ContentError
from engine.content.yaml_io import read_file
from engine.core.maps import FieldKind, MapRows

# The playable file's kind is `adventure`, as every ruleset's is: the word reports, saved sessions,
# campaign chapters, the command line and the editor's F5, print and export use for "a file to play".
KIND = "adventure"
SCHEMA_DIR = Path(__file__).parent / "schemas"
FIELD_CODES = {".": "empty", "c": "coin"}
# What the generic map designer paints and its legend explains (`Ruleset.field_kinds`), and where the
# rows are written: `/map`, one code a field, no separator (`Ruleset.map_rows`).
FIELD_KINDS = (FieldKind(".", "empty", "Empty field", "#d8cfb4", terrain="land", meaning="a field a pawn may cross"),
               FieldKind("c", "coin", "Coin", "#e6c64f", "●", meaning="the first pawn to stop here takes the coin"))
MAP_ROWS = MapRows(pointer="/map", separator="", blank=".", grow=".")


@dataclass(frozen=True)
class CoinRace:
    """One coin race: a square map of fields, coins on some, pawns and where they start."""

    id: str
    title: str
    version: str
    digest: str
    pawns: tuple[str, ...]
    turns: int
    die: int
    width: int
    height: int
    coins: tuple[tuple[int, int], ...]
    starts: tuple[tuple[int, int], ...]
    modes: tuple[str, ...] = ("race",)
    ruleset: str = "tiny"

    @property
    def players(self) -> tuple[int, int]:
        """The fewest and most who may race (`Ruleset.player_counts` reads it): two up to one per pawn."""
        return 2, len(self.pawns)

    def on_board(self, coord) -> bool:
        return 0 <= coord[0] < self.width and 0 <= coord[1] < self.height


def _schema() -> dict:
    return json.loads((SCHEMA_DIR / f"{KIND}.schema.json").read_text(encoding="utf-8"))


def from_data(data, where: str) -> CoinRace:
    """The model of a coin race's data; ContentError naming the first problem and where it is."""
    error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(_schema()).iter_errors(data))
    if error is not None:
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        raise ContentError(f"{where}: {pointer}: {error.message}")
    rows = data["map"]
    if len({len(row) for row in rows}) != 1:
        raise ContentError(f"{where}: /map: every row must have as many fields as the first")
    coins = tuple((col, row) for row, text in enumerate(rows) for col, code in enumerate(text) if code == "c")
    starts = tuple(tuple(s) for s in data["starts"])
    model = CoinRace(id=data["id"], title=data["title"], version=data["version"],
                     digest=hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest(),
                     pawns=tuple(data["pawns"]), turns=data["turns"], die=data["die"], width=len(rows[0]),
                     height=len(rows), coins=coins, starts=starts, modes=tuple(data.get("modes", ("race",))))
    if len(starts) != len(model.pawns):
        raise ContentError(f"{where}: /starts: one start per pawn ({len(model.pawns)}), not {len(starts)}")
    for i, start in enumerate(starts):
        if not model.on_board(start):
            raise ContentError(f"{where}: /starts/{i}: {list(start)} is off the {model.width}x{model.height} map")
    return model


def load(path) -> CoinRace:
    """A coin race from its YAML file; ContentError (with the reader's diagnostics) if it cannot be read."""
    parsed = read_file(Path(path))
    if not parsed.ok:
        raise ContentError(f"{path} cannot be read", parsed.diagnostics)
    return from_data(parsed.data, str(path))


def resolve(library, adventure_id: str) -> CoinRace:
    """The coin race `adventure_id` of a validated library (a `Validation` or its `Library`)."""
    files = getattr(getattr(library, "library", library), "files", ())
    for content in files:
        data = content.data
        if isinstance(data, dict) and data.get("kind") == KIND and data.get("id") == adventure_id:
            return from_data(data, content.display)
    raise ContentError(f"no coin race '{adventure_id}'")
