"""The rules vocabulary (the kit): conditions and effects as closed data, each term implemented once.

A card, a rule or a goal of content says what it does as *terms*: a name of its ruleset's vocabulary
and the term's arguments (`Term`). A ruleset assembles its vocabulary from literal tables
(`Vocabulary(effects={...}, conditions={...})`: a name twice raises `registry/duplicate`, nothing
registers on import), and the engine plays terms only through it:

- `holds(state, ctx, conditions)`: every condition true (an empty list holds);
- `run_terms(state, ctx, terms, start, suspended)`: play effects in order from `start` until one
  leaves work that needs a decision (`suspended()` true after it); returns the index to resume from,
  or None when all were played. A frame-machine game (`engine.core.frames`) and a queue-of-stages game
  (`engine.core.staged`) both resume from that index, so the loop is written once;
- `unknown(terms)`: the names a vocabulary does not know (content checks locate them);
- `simulated(terms)`: a card with no terms is valid and reported as *not simulated*.

The combinators every game means alike are terms of this module, played here once: conditions `all`,
`any`, `not`; effects `choose` (the team picks one list: the game supplies the decision through the
`choose` hook it gives) and `if_possible` (the list plays only if each of its terms reports it can be
played in full, through the `possible` table).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Term:
    """One condition or effect: its name in the vocabulary and its arguments."""

    name: str
    args: Any  # a FrozenMap, a number, a tuple, a string or True, as the term's schema says
    source: Any = field(default=None, compare=False)

    def arg(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default) if isinstance(self.args, Mapping) else default
