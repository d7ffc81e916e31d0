"""Which fight the combat odds panel opened from a field of the map designer starts from.

`board` is the designer's board (`kind(coord)`, `entry(coord)`: the field's kind and its areas entry);
`workspace` gives the library's cards (`workspace.index.context`).
"""

from __future__ import annotations


def area_odds_preset(board, workspace, coord) -> tuple[int, bool] | None:
    """(area value, boss?) for a field: an adventure area's tile value; a fixed location's or
    terrain's card value (from the library); another fixed tile's own value. None for fields whose
    value is only known in play (pool colours) and for water."""
    kind = board.kind(tuple(coord))
    if kind not in ("adventure", "fixed"):
        return None
    entry = board.entry(tuple(coord)) or {}
    tile = entry.get("tile") if isinstance(entry.get("tile"), dict) else {}
    fixed = entry.get("fixed") if isinstance(entry.get("fixed"), dict) and kind == "fixed" else {}
    value = tile.get("value")
    card_kind = {"location": "location-cards", "terrain": "terrain-tiles"}.get(fixed.get("kind"))
    if card_kind is not None:
        context = getattr(getattr(workspace, "index", None), "context", None)
        card_id = fixed.get(fixed["kind"])
        card = context.card(card_kind, card_id) if context is not None and isinstance(card_id, str) else None
        face = card.data.get("tile") if card is not None else None
        value = face.get("value") if isinstance(face, dict) else None
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        value = 0
    return value, fixed.get("kind") == "boss"
