"""`isleforge new adventure ID`: write a valid starting adventure for one of the installed games.

Each ruleset says where its new adventures start (`Ruleset.template`, kept in the library or in
`Ruleset.template_file` outside it); `--from` picks another bundled adventure of the same ruleset.
The blank template (`--blank`, editor/templates/) is the default game's. The editor's New Adventure
uses the same functions (`write_adventure`, `bundled_adventures`, `template_of`).
"""

from __future__ import annotations

import os
from pathlib import Path

from editor import templates
from engine.content import paths as content_paths
from engine.content.files import atomic_write_text, schema_comment
from engine.content.library import display_path, load_library
from engine.content.schemas import is_valid_id
from engine.content.validate import validate_paths
from engine.content.yaml_io import dump, load_roundtrip
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.ruleset import DEFAULT_RULESET

from .common import EXIT_ERRORS, EXIT_OK, fail, installed
from .list_items import ruleset_of
from .terminal import shown, shown_diagnostic

NAME = "new"
HELP = "write a valid starting adventure for one of the installed games"


def add_parser(sub) -> None:
    import argparse

    games = installed()
    starts = "\n".join(f"  --ruleset {r.id}: new adventure for {r.title}, from {r.template or 'its first adventure'}"
                       for r in games)
    new = sub.add_parser(NAME, help=HELP, formatter_class=argparse.RawDescriptionHelpFormatter,
                         description="Write a new content file that validates, ready to edit: a new adventure\n"
                                     f"for one of the installed games, copied from the game's template:\n{starts}")
    new.add_argument("what", choices=("adventure",), help="what to create")
    new.add_argument("id", help="the new item's id (kebab-case, e.g. my-isle)")
    new.add_argument("--ruleset", metavar="ID",
                     help="the game the adventure is for: " + ", ".join(f"{r.id} ({r.title})" for r in games)
                          + f" (default: {DEFAULT_RULESET})")
    start = new.add_mutually_exclusive_group()
    start.add_argument("--from", dest="template", default=None, metavar="TEMPLATE",
                       help="an adventure of the ruleset in the bundled library to start from (default: the "
                            "ruleset's template)")
    start.add_argument("--blank", action="store_true",
                       help=f"start from the blank template of {rulesets.get(DEFAULT_RULESET).title}: an open isle, "
                            "no story, no named areas, no special rules")
    new.add_argument("--dir", type=Path, default=Path("."), help="where to write ID.yaml (default: the current folder)")
    new.add_argument("--title", help="the adventure's title (default: made from the id)")
    new.add_argument("--force", action="store_true", help="overwrite an existing file")
    new.set_defaults(run=run)


def bundled_templates(ruleset_id: str | None = None) -> dict[str, Path]:
    """The bundled adventures of a ruleset (default: the default game's) by id: what `new` may start from."""
    ruleset = rulesets.get(ruleset_id)
    library = load_library([content_paths.library_dir()])
    found = {f.id: f.path for f in library.files if f.kind == "adventure" and f.id and ruleset_of(f) == ruleset.id}
    if ruleset.template and ruleset.template_file is not None:  # kept outside the library, never listed there
        found[ruleset.template] = ruleset.template_file
    return dict(sorted(found.items()))


def bundled_adventures(ruleset_id: str | None = None) -> list[str]:
    return list(bundled_templates(ruleset_id))


def template_of(ruleset_id: str | None = None) -> str:
    """The bundled adventure `new adventure --ruleset ID` starts from: the ruleset's template, else its first."""
    ruleset = rulesets.get(ruleset_id)
    return ruleset.template or next(iter(bundled_templates(ruleset.id)), "")


def write_adventure(item_id: str, folder: Path, template: str | None = None, title: str | None = None,
                    force: bool = False, ruleset_id: str | None = None) -> Path:
    """Write ``folder/ID.yaml``, a copy of a bundled adventure of a ruleset with a new id; ValueError says why not."""
    if not is_valid_id(item_id):
        raise ValueError(f"'{item_id}' is not a kebab-case id (lower-case letters and digits joined by hyphens, e.g. my-isle)")
    ruleset = rulesets.get(ruleset_id)
    template = template or template_of(ruleset.id)
    default = ruleset.id == DEFAULT_RULESET
    found = bundled_templates(ruleset.id)
    if template == templates.BLANK and not default:
        raise ValueError(f"the blank template is an {rulesets.get(DEFAULT_RULESET).title} adventure; start "
                         f"a {ruleset.title} adventure from one of: {', '.join(found)}")
    source = templates.adventure_source(template) if template == templates.BLANK else found.get(template)
    if not found and not default:
        raise ValueError(f"{ruleset.title} has no adventure to start from: it bundles none and names no template "
                         f"(Ruleset.template, Ruleset.template_file); write one by hand or install one")
    if source is None or not source.is_file():
        raise ValueError(f"no bundled adventure '{template}' to start from; choose one of: {', '.join(found)}"
                         + (" (or --blank)" if default else ""))
    if not folder.is_dir():
        raise ValueError(f"--dir must be an existing folder: {folder}")
    target = folder / f"{item_id}.yaml"
    if target.exists() and not force:
        raise ValueError(f"{target} already exists; use --force to overwrite it")
    document = load_roundtrip(source.read_text(encoding="utf-8"))
    document["id"] = item_id
    document["title"] = title or item_id.replace("-", " ").title()
    document["version"] = "0.1.0"
    if "author" in document:
        document["author"] = os.environ.get("USER") or "Unknown author"
    atomic_write_text(target, with_schema_comment(dump(document), target, "adventure",
                                                  document.get("ruleset", DEFAULT_RULESET)))
    return target


def with_schema_comment(text: str, target: Path, kind: str, ruleset: str = DEFAULT_RULESET) -> str:
    """``text`` whose first line is the schema comment for a file at ``target`` (replacing a copied one)."""
    if text.startswith("# yaml-language-server"):
        text = text.split("\n", 1)[1]
    return schema_comment(target, kind, ruleset) + text


def run(args) -> int:
    try:
        target = write_adventure(args.id, args.dir, templates.BLANK if args.blank else args.template, args.title,
                                 args.force, args.ruleset)
    except (ValueError, EngineError) as error:
        return fail(str(error))
    print(f"wrote {shown(target)}")
    result = validate_paths([target.parent], root=target.parent, base=content_paths.library_dir())
    problems = [d for d in result.diagnostics if d.file == display_path(target) and d.is_error]
    for diagnostic in problems:
        print(shown_diagnostic(diagnostic).to_text())
    return EXIT_ERRORS if problems else EXIT_OK
