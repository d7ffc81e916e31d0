"""Map geometry: rows well-formed, areas on the board, landing seas, every land area reachable."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.geometry import Grid, parse_rows
from engine.content.checks.context import Context, ptr_join

from ..fields import FIELD_CODES, LAND_KINDS


def _row_token_position(content, row: int, token: int) -> tuple[int, int]:
    line, column = content.at(f"/map/rows/{row}")
    text = content.parsed.text or ""
    lines = text.splitlines()
    if 0 < line <= len(lines):
        source = lines[line - 1]
        if column - 1 < len(source) and source[column - 1] in "\"'":
            column += 1
    rows = content.data.get("map", {}).get("rows", [])
    text_row = rows[row] if 0 <= row < len(rows) and isinstance(rows[row], str) else ""
    return line, column + _token_offset(text_row, max(token, 0))


def _token_offset(row: str, token: int) -> int:
    """Offset in the row text of the token-th field (tokens as parse_rows counts them)."""
    index = -1
    position = 0
    while position < len(row):
        if row[position] != " ":
            index += 1
            if index == token:
                return position
            while position < len(row) and row[position] != " ":
                position += 1
        else:
            position += 1
    return max(len(row) - 1, 0)


def adventure_grid(content) -> tuple[Grid, list]:
    map_data = content.data.get("map", {})
    return parse_rows(map_data.get("rows", []), FIELD_CODES, map_data.get("grid", "hex"))


def map_geometry(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        grid, problems = adventure_grid(adventure)
        for problem in problems:
            ptr = f"/map/rows/{problem.row}"
            position = _row_token_position(adventure, problem.row, problem.token) if problem.token >= 0 else None
            yield context.error(adventure, ptr, problem.code, problem.message, problem.hint, position=position)
        areas = adventure.data.get("map", {}).get("areas", [])
        described: dict[tuple[int, int], int] = {}
        for index, area in enumerate(areas):
            at = tuple(area["at"])
            ptr = ptr_join("/map/areas", index)
            if not grid.inside(at):
                yield context.error(adventure, ptr + "/at", "map/outside-board",
                                    f"the field [{at[0]}, {at[1]}] is outside the board ({grid.width} columns by {grid.height} rows)",
                                    f"Columns run from 0 to {grid.width - 1}, rows from 0 to {grid.height - 1}.")
                continue
            kind = grid.kind(at)
            if kind == "empty":
                yield context.error(adventure, ptr + "/at", "map/area-on-empty",
                                    f"the field [{at[0]}, {at[1]}] is empty water ('.') on the map",
                                    "Paint the field first, or correct the coordinates.")
                continue
            if at in described:
                line, _ = adventure.at(ptr_join("/map/areas", described[at]))
                yield context.error(adventure, ptr + "/at", "map/area-twice",
                                    f"the field [{at[0]}, {at[1]}] is already described (line {line})",
                                    "Merge the two entries into one.")
            described.setdefault(at, index)
            if "landing" in area and kind != "sea":
                yield context.warning(adventure, ptr + "/landing", "map/landing-on-land",
                                      f"'landing' only applies to sea areas; this field is {kind}", "Remove 'landing'.")
            if kind == "adventure":
                if "tile" not in area:
                    yield context.error(adventure, ptr, "map/adventure-area-without-tile",
                                        "an adventure area needs a 'tile' with its area value",
                                        "Add 'tile: {value: 3, value_colour: red, resources: [gold]}'.")
                if "name" not in area:
                    yield context.warning(adventure, ptr, "map/adventure-area-without-name",
                                          "this adventure area has no name", "Give it a 'name' so it shows on the board.")
            elif "tile" in area and kind != "fixed":
                yield context.warning(adventure, ptr + "/tile", "map/tile-ignored",
                                      f"'tile' is only used on adventure areas and fixed tiles; this field is {kind}",
                                      "Remove 'tile', or change the field to 'a' or 'f'.")
            if kind == "fixed" and "fixed" not in area:
                yield context.error(adventure, ptr, "map/fixed-without-tile",
                                    "a fixed-tile field needs a 'fixed' entry saying what lies there",
                                    "Add 'fixed: {colour: yellow, kind: location, location: ...}'.")
            if "fixed" in area and kind != "fixed":
                yield context.warning(adventure, ptr + "/fixed", "map/fixed-ignored",
                                      f"'fixed' is only used on fixed-tile fields ('f'); this field is {kind}",
                                      "Change the field to 'f', or remove 'fixed'.")
            fixed = area.get("fixed") or {}
            if fixed.get("kind") == "location" and "location" not in fixed:
                yield context.error(adventure, ptr + "/fixed", "map/fixed-location-missing",
                                    "a fixed location tile needs 'location' (the location card's id)", "")
            if fixed.get("kind") == "terrain" and "terrain" not in fixed:
                yield context.error(adventure, ptr + "/fixed", "map/fixed-terrain-missing",
                                    "a fixed terrain tile needs 'terrain' (the terrain tile's id)", "")
            if fixed.get("kind") in ("minion-1", "minion-2", "minion-3", "boss", "plain", "sea") and "tile" not in area:
                yield context.error(adventure, ptr, "map/fixed-without-value",
                                    "a fixed tile of this kind needs a 'tile' with its area value", "")
        for coord, kind in sorted(grid.fields.items(), key=lambda item: (item[0][1], item[0][0])):
            if kind in ("adventure", "fixed") and coord not in described:
                row = coord[1]
                yield context.error(adventure, f"/map/rows/{row}", "map/undescribed-field",
                                    f"the {kind} field [{coord[0]}, {row}] has no entry in 'areas'",
                                    f"Add an entry with 'at: [{coord[0]}, {row}]' describing it.",
                                    position=_row_token_position(adventure, row, coord[0]))
        if problems:
            continue  # geometry of a malformed map would only repeat the same problems
        links = list(_links(context, adventure, grid))
        yield from (d for d in links if not isinstance(d, tuple))
        yield from _landing_and_reachability(context, adventure, grid, areas, [d for d in links if isinstance(d, tuple)])
        for index, token in enumerate(adventure.data.get("setup", {}).get("progress_tokens", [])):
            at = tuple(token["at"])
            if grid.kind(at) not in LAND_KINDS:
                yield context.error(adventure, ptr_join("/setup/progress_tokens", index, "at"), "map/token-off-land",
                                    f"the progress token lies on [{at[0]}, {at[1]}], which is {'outside the board' if not grid.inside(at) else grid.kind(at) + ' water' if grid.kind(at) == 'empty' else 'a ' + grid.kind(at) + ' area'}; tokens lie on land areas",
                                    "Move the token onto a land area.")


def _links(context: Context, adventure, grid: Grid):
    """Diagnostics for bad links, and the (a, b) pairs of the good ones."""
    seen: dict[frozenset, int] = {}
    for index, link in enumerate(adventure.data.get("map", {}).get("links", [])):
        ptr = ptr_join("/map/links", index, "between")
        a, b = (tuple(end) for end in link["between"])
        bad = False
        for end_index, end in enumerate((a, b)):
            if not grid.inside(end):
                yield context.error(adventure, ptr_join(ptr, end_index), "map/link-outside",
                                    f"the linked field [{end[0]}, {end[1]}] is outside the board", "Correct the coordinates.")
                bad = True
            elif grid.kind(end) == "empty":
                yield context.error(adventure, ptr_join(ptr, end_index), "map/link-on-empty",
                                    f"the linked field [{end[0]}, {end[1]}] is empty water", "Link two areas of the map.")
                bad = True
        if bad:
            continue
        if a == b:
            yield context.error(adventure, ptr, "map/link-to-itself", "a link joins a field to itself",
                                "Name two different fields.")
            continue
        key = frozenset((a, b))
        if key in seen:
            line, _ = adventure.at(ptr_join("/map/links", seen[key]))
            yield context.warning(adventure, ptr, "map/link-twice", f"these two fields are already linked (line {line})",
                                  "Remove one of the links.")
            continue
        seen[key] = index
        if any(other == b for _, other in grid.adjacent(a)):
            yield context.warning(adventure, ptr, "map/link-redundant",
                                  f"[{a[0]}, {a[1]}] and [{b[0]}, {b[1]}] are neighbours already",
                                  "A link is only needed between fields that do not touch.")
        yield (a, b)


def _landing_and_reachability(context: Context, adventure, grid: Grid, areas: list,
                              links: list[tuple] = ()) -> Iterator[Diagnostic]:
    no_landing = {tuple(a["at"]) for a in areas if a.get("landing") is False}
    seas = [c for c, k in grid.fields.items() if k == "sea"]
    landings = [c for c in seas if c not in no_landing]
    if not landings:
        yield context.error(adventure, "/map/rows", "map/no-landing",
                            "the map has no sea area where a ship can land",
                            "Paint some sea fields ('s') next to the isle, or remove 'landing: false'.")
        return
    players = adventure.data.get("players", {}).get("max", 1)
    if len(landings) < players:
        yield context.warning(adventure, "/map/rows", "map/few-landings",
                              f"the map has {len(landings)} landing seas for up to {players} players",
                              "Players' ships cannot share a sea area; give every player a place to land.")
    # Land reachable from the landing seas through non-empty fields (ships and characters cross seas).
    extra: dict[tuple, list[tuple]] = {}
    for a, b in links:
        extra.setdefault(a, []).append(b)
        extra.setdefault(b, []).append(a)
    reached = set(landings)
    queue = deque(landings)
    while queue:
        coord = queue.popleft()
        for other in [o for _, o in grid.adjacent(coord)] + extra.get(coord, []):
            if other not in reached:
                reached.add(other)
                queue.append(other)
    for coord, kind in sorted(grid.fields.items(), key=lambda item: (item[0][1], item[0][0])):
        if kind in LAND_KINDS and coord not in reached:
            yield context.error(adventure, f"/map/rows/{coord[1]}", "map/unreachable",
                                f"the {kind} area [{coord[0]}, {coord[1]}] cannot be reached from any landing sea",
                                "Connect it to the rest of the isle, or put a sea area next to it.",
                                position=_row_token_position(adventure, coord[1], coord[0]))
