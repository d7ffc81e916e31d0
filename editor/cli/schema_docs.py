"""`isleforge schema-docs`: the content reference of every installed ruleset, generated from its schemas.

One Markdown document per ruleset (`engine.content.reference`): the default game's at FILE, each
other ruleset's beside it as FILE-STEM-<ruleset>.md; `--ruleset ID` asks for one only.
"""

from __future__ import annotations

NAME = "schema-docs"
HELP = "write each installed ruleset's content reference, generated from its schemas"


def add_parser(sub) -> None:
    from engine.content import reference

    docs = sub.add_parser(NAME, help=HELP,
                          description="Generate the content reference of each installed ruleset from its JSON "
                                      "Schemas (docs/content-reference.md, and docs/content-reference-<ruleset>.md "
                                      "for every other game); each file written is listed with the ruleset's kinds.")
    reference.add_arguments(docs)
    docs.set_defaults(run=run)


def run(args) -> int:
    from engine.content import reference

    return reference.run(args)
