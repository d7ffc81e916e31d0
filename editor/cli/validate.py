"""`isleforge validate`: check content files of every installed ruleset and report each problem with its position.

Each file is checked with its own ruleset's schemas, kinds and checks (the file's `ruleset:`, else its
folder's `library.yaml`, else the default game's): `engine.content.validate` asks the ruleset, so an
Island Clash board and an Isles of Terror adventure are checked side by side in one run.
"""

from __future__ import annotations

import os
from pathlib import Path

from engine.content import paths as content_paths
from engine.content.diagnostics import Severity, count_by_severity, to_json
from engine.content.files import not_regular
from engine.content.library import display_path, is_inside, load_library
from engine.content.schemas import is_valid_id
from engine.content.validate import validate_paths

from .common import EXIT_ERRORS, EXIT_OK, fail, game_titles
from .terminal import json_diagnostic, shown, shown_diagnostic

NAME = "validate"
HELP = "check content files and report every problem with its position"


def add_parser(sub) -> None:
    validate = sub.add_parser(NAME, help=HELP,
                              description="Check content files: YAML, schema, then references, map geometry, "
                                          "budgets and scaling, each file with its own ruleset's schemas and checks "
                                          f"(installed: {game_titles()}). Prints file:line:col: severity: message "
                                          "[code] with a hint; exits 1 if there are errors.")
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                          help="files or folders to check, or content ids (default: the bundled library)")
    validate.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    validate.add_argument("--library", type=Path, metavar="DIR",
                          help="the library the files belong to, for resolving ids (default: the bundled library "
                               "for files inside it, else each file's folder)")
    validate.add_argument("--strict", action="store_true", help="exit 1 on warnings too")
    validate.add_argument("--info", action="store_true", help="also print information (advice that is not a problem)")
    validate.add_argument("--no-bundled", action="store_true",
                          help="do not resolve ids against the bundled library (the core set)")
    validate.set_defaults(run=run)


def by_id(target: Path, bundled: Path) -> Path | None:
    """The file of the content item whose id is ``target`` (a bare kebab-case name that is no path).

    The current folder's library is searched first, then the bundled library, so `validate my-isle`
    finds ./my-isle.yaml and `validate drowned-temple` the bundled adventure.
    """
    name = str(target)
    if os.path.lexists(target) or not is_valid_id(name):
        return None
    for folder in (Path.cwd(), bundled):
        direct = folder / f"{name}.yaml"
        if direct.is_file():
            return direct
    for content in load_library([bundled]).files:
        if content.id == name and content.kind is not None:
            return content.path
    return None


def run(args) -> int:
    bundled = content_paths.library_dir()
    targets = [by_id(t, bundled) or t for t in args.paths] or [bundled]
    for target in targets:
        if not os.path.lexists(target):
            return fail(f"no such file or folder, nor a content id: {target}")
        what = None if target.is_dir() else not_regular(target)
        if what is not None:
            return fail(f"{target} is {what}; validate reads content files and folders")
    if args.library is not None and not args.library.is_dir():
        return fail(f"--library must be a folder: {args.library}")
    files = [t for t in targets if t.is_file()]
    folders = [t for t in targets if t.is_dir()]
    # Files are checked in the context of their library, but only their own problems are reported.
    context_folders = list(folders)
    for file in files:
        library = args.library or (bundled if is_inside(file, bundled) else file.parent)
        if not any(is_inside(file, f) for f in context_folders):
            context_folders.append(library)
    root = args.library or (folders[0] if folders else context_folders[0])
    base = None if args.no_bundled else bundled
    result = validate_paths(context_folders + files, root=root, base=base)
    if files and not folders:
        named = {display_path(f) for f in files}
        diagnostics = [d for d in result.diagnostics if d.file in named]
    else:
        diagnostics = result.diagnostics
    reported_files = [f for f in result.library.files if not f.base]
    if args.format == "text" and not args.info:
        diagnostics = [d for d in diagnostics if d.severity is not Severity.INFO]
    if args.format == "json":
        print(to_json([json_diagnostic(d) for d in diagnostics]))
    else:
        if args.info:  # which files the check read, the named ones and their library
            for content in result.library.files:
                print(f"read {shown(content.display)}" + (" (bundled, for reference)" if content.base else ""))
        for diagnostic in diagnostics:
            print(shown_diagnostic(diagnostic).to_text())
        counts = count_by_severity(diagnostics)
        checked = len(files) if files and not folders else len(reported_files)
        notes = counts[Severity.INFO]
        summary = (f"{counts[Severity.ERROR]} error{'s' * (counts[Severity.ERROR] != 1)}, "
                   f"{counts[Severity.WARNING]} warning{'s' * (counts[Severity.WARNING] != 1)}"
                   + (f", {notes} note{'s' * (notes != 1)}" if notes else "")
                   + f" in {checked} file{'s' * (checked != 1)}")
        print(summary if diagnostics else f"{checked} file{'s' * (checked != 1)} checked: no problems")
    errors = any(d.is_error for d in diagnostics)
    warnings = any(d.severity is Severity.WARNING for d in diagnostics)
    return EXIT_ERRORS if errors or (args.strict and warnings) else EXIT_OK
