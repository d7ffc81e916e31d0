"""Modes, player counts and factions fit together."""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.content.checks.context import Context, ptr_join

from .references import adventure_factions

_ACTIONS = ("land", "move", "recruit", "produce", "supply")


def modes_and_players(context: Context) -> Iterator[Diagnostic]:
    for adventure in context.of_kind("adventure"):
        data = adventure.data
        modes = data.get("modes", [])
        victory = data.get("victory", {})
        players = data.get("players", {})
        low, high = players.get("min", 1), players.get("max", 1)
        if low > high:
            yield context.error(adventure, "/players/min", "players/range",
                                f"the minimum player count ({low}) is above the maximum ({high})", "Swap the two numbers.")
        for index, mode in enumerate(modes):
            if not victory.get(mode):
                yield context.error(adventure, f"/modes/{index}", "mode/no-victory",
                                    f"the adventure supports {mode} play but has no {mode} victory conditions",
                                    f"Add 'victory: {{{mode}: [...]}}', or remove '{mode}' from 'modes'.")
        for mode in victory:
            if mode not in modes:
                yield context.warning(adventure, f"/victory/{mode}", "mode/unsupported-victory",
                                      f"these {mode} victory conditions are never used: '{mode}' is not in 'modes'",
                                      f"Add '{mode}' to 'modes', or remove these conditions.")
        competitive = victory.get("competitive", [])
        if "competitive" in modes and competitive and not any(c["timing"] == "end_of_game" for c in competitive):
            yield context.warning(adventure, "/victory/competitive", "mode/no-end-of-game",
                                  "no competitive victory condition decides the game at its end",
                                  "Add an 'end_of_game' condition (usually most victory points) so every game has a winner.")
        if "competitive" in modes and high < 2:
            yield context.error(adventure, "/players/max", "players/competitive-solo",
                                "a competitive game needs at least 2 players", "Raise 'players.max', or drop 'competitive'.")
        counts = set(range(low, high + 1))
        if "solo" in modes:
            counts.add(1)
        materials = data.get("setup", {}).get("player_materials", {}) if low <= high else {}
        for count in sorted(counts) if low <= high else ():
            if str(count) not in materials:
                yield context.error(adventure, "/setup/player_materials", "scaling/missing-count",
                                    f"there are no player materials for {count} player{'s' if count > 1 else ''}",
                                    f"Add an entry '{count}: {{soldiers: ..., captains: 1, camps: ..., ships: 1, gold: ..., rations: ...}}'.",
                                    at_key=True)
        for key in materials:
            if int(key) not in counts:
                yield context.warning(adventure, f"/setup/player_materials/{key}", "scaling/unused-count",
                                      f"materials for {key} players are never used: the adventure plays with {low} to {high}"
                                      + (" (or solo)" if "solo" in modes else ""),
                                      "Remove the entry, or widen 'players'.", at_key=True)
        yield from _mode_setups(context, adventure, modes)
        coop = [m for m in modes if m in ("cooperative", "solo")]
        if coop and not data.get("setup", {}).get("terrors"):
            yield context.warning(adventure, "/setup", "mode/no-terrors",
                                  f"{' and '.join(coop)} play uses terrors, but the setup names none",
                                  "Add 'terrors: [...]' to the setup (up to three).", at_key=True)
        factions = adventure_factions(context, adventure)
        if len(factions) < high:
            yield context.error(adventure, "/players/max", "players/too-few-factions",
                                f"up to {high} players, but only {len(factions)} faction{'s' if len(factions) != 1 else ''} may play",
                                "Each player needs a faction: allow more factions, or lower 'players.max'.")
        if coop:
            for faction in factions:
                if "cooperative" not in faction.data.get("player_board", {}):
                    yield context.error(adventure, "/modes", "faction/no-cooperative-side",
                                        f"the faction '{faction.id}' has no cooperative board side, needed for {' and '.join(coop)} play",
                                        f"Add 'player_board.cooperative' to {faction.display}.")


def _mode_setups(context: Context, adventure, modes) -> Iterator[Diagnostic]:
    """A mode's own setup (`setup.modes`) is for a mode the adventure plays, and its area values name
    adventure areas (areas with a printed tile): anything else would be silently ignored."""
    data = adventure.data
    areas = {a.get("id") for a in data.get("map", {}).get("areas", []) if isinstance(a, dict) and a.get("tile")}
    for mode, own in (data.get("setup", {}).get("modes") or {}).items():
        ptr = ptr_join("/setup/modes", mode)
        if mode not in modes:
            yield context.warning(adventure, ptr, "mode/unused-setup",
                                  f"this {mode} setup is never used: '{mode}' is not in 'modes'",
                                  f"Add '{mode}' to 'modes', or remove this setup.", at_key=True)
        for area_id in (own.get("area_values") or {}) if isinstance(own, dict) else ():
            if area_id not in areas:
                yield context.error(adventure, ptr_join(ptr, "area_values", area_id), "mode/unknown-area",
                                    f"'{area_id}' is not an adventure area of the map (an area with an id and a printed tile)",
                                    "Use the id of one of the map's adventure areas: " + ", ".join(sorted(a for a in areas if a)) + ".",
                                    at_key=True)


def player_boards(context: Context) -> Iterator[Diagnostic]:
    for faction in context.of_kind("faction"):
        for side, board in faction.data.get("player_board", {}).items():
            ptr = f"/player_board/{side}"
            reachable: set[str] = set()
            for index, field in enumerate(board.get("action_fields", [])):
                actions = [link["action"] for link in field["links"]]
                reachable.update(actions)
                if len(set(actions)) != len(actions):
                    yield context.error(faction, ptr_join(ptr, "action_fields", index), "board/repeated-action",
                                        "this action field links to the same action twice",
                                        "An action field links to three different actions.")
            needed = list(_ACTIONS) + (["pacify"] if side == "cooperative" else [])
            for action in needed:
                if action not in reachable:
                    yield context.error(faction, ptr + "/action_fields", "board/unreachable-action",
                                        f"no action field on the {side} side links to {action}",
                                        f"Link {action} to at least one field, or players can never {action}.")
            if side == "competitive" and "pacify" in reachable:
                yield context.warning(faction, ptr + "/action_fields", "board/pacify-competitive",
                                      "pacify only exists in cooperative and solo play", "Move it to the cooperative side.")
