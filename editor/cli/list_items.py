"""`isleforge list`: every content item of a library with its kind, id, title, ruleset and file.

The kinds offered are those of every installed ruleset (Isles of Terror's factions and card sets,
Island Clash's card stacks, ...); each row names the ruleset its file is checked with.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.content import paths as content_paths
from engine.content.library import load_library
from engine.core.ruleset import DEFAULT_RULESET

from .common import EXIT_OK, fail, installed
from .terminal import json_text, shown

NAME = "list"
HELP = "list every content item with kind, id, title, ruleset and file"


def all_kinds() -> tuple[str, ...]:
    """The content kinds of every installed ruleset, each once, in the rulesets' own order."""
    return tuple(dict.fromkeys(kind for r in installed() for kind in r.kinds))


def add_parser(sub) -> None:
    listing = sub.add_parser(NAME, help=HELP, description="List the content items of a library, of every "
                                                           "installed ruleset.")
    listing.add_argument("path", nargs="?", type=Path, metavar="PATH",
                         help="a library folder or file (default: the bundled library)")
    listing.add_argument("--kind", choices=all_kinds(), help="only items of this kind")
    listing.add_argument("--cards", action="store_true", help="also list every card of the card sets")
    listing.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    listing.set_defaults(run=run)


def ruleset_of(content) -> str:
    """The id of the ruleset a library file is checked with (its own `ruleset:`, its folder's, or the default)."""
    if getattr(content, "ruleset", None):
        return content.ruleset
    data = content.data
    ruleset_id = data.get("ruleset") if isinstance(data, dict) else None
    return ruleset_id if isinstance(ruleset_id, str) else DEFAULT_RULESET


def run(args) -> int:
    target = args.path or content_paths.library_dir()
    if not target.exists():
        return fail(f"no such file or folder: {target}")
    library = load_library([target])
    rows = []
    for content in library.files:
        if content.kind is None or not isinstance(content.data, dict):
            continue
        if args.kind and content.kind != args.kind:
            continue
        ruleset_id = ruleset_of(content)
        rows.append({"kind": content.kind, "id": content.id or "", "title": str(content.data.get("title", "")),
                     "ruleset": ruleset_id, "file": content.display, "line": 1})
        if args.cards and isinstance(content.data.get("cards"), list):
            for index, card in enumerate(content.data["cards"]):
                if isinstance(card, dict):
                    rows.append({"kind": content.kind.removesuffix("s"), "id": str(card.get("id", "")),
                                 "title": str(card.get("title", "")), "ruleset": ruleset_id,
                                 "file": content.display,
                                 "line": content.positions.value(f"/cards/{index}")[0]})
    kinds = all_kinds()
    rows.sort(key=lambda r: (kinds.index(r["kind"]) if r["kind"] in kinds else len(kinds), r["file"], r["line"]))
    if args.format == "json":
        rows = [{k: json_text(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return EXIT_OK
    if not rows:
        print("no content items found")
        return EXIT_OK
    rows = [{k: shown(v) if isinstance(v, str) else v for k, v in row.items()} for row in rows]
    widths = {key: max(len(key), *(len(str(r[key])) for r in rows)) for key in ("kind", "id", "title", "ruleset")}
    print(f"{'KIND':<{widths['kind']}}  {'ID':<{widths['id']}}  {'TITLE':<{widths['title']}}  "
          f"{'RULESET':<{widths['ruleset']}}  FILE")
    for row in rows:
        where = row["file"] if row["line"] == 1 else f"{row['file']}:{row['line']}"
        print(f"{row['kind']:<{widths['kind']}}  {row['id']:<{widths['id']}}  {row['title']:<{widths['title']}}  "
              f"{row['ruleset']:<{widths['ruleset']}}  {where}")
    return EXIT_OK
