"""Haze Islands' three kinds of card file for the generic card catalogue (`editor.cards`): a literal table.

Each kind says where its cards are, their printed size, their faces (map_face, tale_faces) and what
Add puts in the file. Adventure and Doom cards need icons that a map-cards file lists: they borrow
the icons of the library's Haze Islands map-cards files.
"""

from __future__ import annotations

from editor.cards.face import CardFaces, fresh_id
from engine.rulesets.haze_islands import model

from . import map_face, tale_faces

SIZE = (map_face.SIZE, map_face.SIZE)


def _icon_ids(file: dict) -> list[str]:
    icons = file.get("icons") if isinstance(file.get("icons"), list) else []
    return [i["id"] for i in icons if isinstance(i, dict) and isinstance(i.get("id"), str)]


def _taken(file: dict) -> set[str]:
    cards = file.get("cards") if isinstance(file.get("cards"), list) else []
    return {c.get("id") for c in cards if isinstance(c, dict)}


def _pick(ids: list[str], count: int) -> list[str]:
    return [ids[k % len(ids)] for k in range(count)] if ids else []


def new_map_card(file: dict) -> dict:
    ids = _icon_ids(file)
    return {"id": fresh_id(_taken(file), "new-location"), "title": "New location", "kind": "island",
            "icon": ids[0] if ids else "", "raid": 2,
            "edges": {"bottom": {"diamonds": 1, "triangle": True}, "left": {"diamonds": 1}, "right": {"diamonds": 1}},
            "skulls": []}


def new_adventure_card(file: dict) -> dict:
    ids = _icon_ids(file)
    return {"id": fresh_id(_taken(file), "new-tale"), "title": "New tale",
            "double": {"needs": _pick(ids, 2)}, "single": {"needs": _pick(ids, 1)},
            "order": {"kind": model.ORDER_KINDS[0]}, "sea": {"diamonds": 1}}


def new_doom_card(file: dict) -> dict:
    ids = _icon_ids(file)
    return {"id": fresh_id(_taken(file), "new-doom"), "title": "New doom",
            "sides": [{"needs": _pick(ids, 3), "score": 3}, {"needs": _pick(ids[3:] or ids, 3), "score": 4}]}


def borrow_icons(files) -> dict:
    """The icons of the library's Haze Islands map-cards files (the first file to list an id wins)."""
    icons: list = []
    seen: set = set()
    for data in files:
        if data.get("kind") == "map-cards" and data.get("ruleset") == model.RULESET_ID and isinstance(data.get("icons"), list):
            for icon in data["icons"]:
                if isinstance(icon, dict) and icon.get("id") not in seen:
                    seen.add(icon.get("id"))
                    icons.append(icon)
    return {"icons": icons}


def sample_board_tool(catalogue):
    from .sample_board import SampleBoardDialog  # the board's Qt and the engine's placed board load when asked

    return SampleBoardDialog(catalogue.file_data(), catalogue)


def card_faces(kind: str | None) -> CardFaces | None:
    if kind == "map-cards":
        return CardFaces("/cards", SIZE, map_face.faces, new_map_card, "map card",
                         tools=(("Deal a sample board", sample_board_tool),))
    if kind == "adventure-cards":
        return CardFaces("/cards", SIZE, tale_faces.adventure_faces, new_adventure_card, "adventure card",
                         borrow=borrow_icons)
    if kind == "doom-cards":
        return CardFaces("/cards", SIZE, tale_faces.doom_faces, new_doom_card, "Doom card", borrow=borrow_icons)
    return None
