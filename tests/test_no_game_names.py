"""Nothing generic names a game (issue 26, item 1): the generic packages hold no ruleset's id, title or kinds.

The words come from the installed rulesets, not from a list written here: each shipped ruleset's id
and title, the id of its template adventure, and each content kind only that ruleset writes (a kind
two rulesets share, like `adventure`, is the seam's; `campaign` is the generic campaign model's,
`engine.content.campaign`). A kind whose name is a word of the seam itself (a parameter of a
`Ruleset` method: `new_game(factions=...)` names the chosen seats) is the seam's vocabulary too.
A new ruleset's words join the scan by being installed.

Source is read as words (identifiers split at `_` and case changes, so `terror_cards`, `TerrorCard`
and "terror cards" are one phrase), each hit a (file, line). The scan covers every generic package.

`ALLOWED` is the one line that must name a game: the default ruleset, named once in
engine/core/ruleset.py (a file without `ruleset:` is that game's). `PENDING` lists the generic files
that still hold a game's words, with why: a ratchet. A hit in a file not listed fails; a listed file
that no longer has a hit fails too, so the list only shrinks.
"""

from __future__ import annotations

import functools

import inspect
import re
from collections import Counter
from pathlib import Path

from engine.core import ruleset as rulesets

ROOT = Path(__file__).resolve().parents[1]

#: the generic packages (what the import contracts call generic, engine and editor alike)
GENERIC = ("engine/content", "engine/sim", "engine/core", "engine/bots", "editor/documents", "editor/forms",
           "editor/cli", "editor/export", "editor/playtest", "editor/board", "editor/map", "editor/app",
           "editor/cards")
#: kinds the generic layer itself resolves for any ruleset (`engine.content.resolve`)
SEAM_KINDS = ("adventure", "campaign")

#: (file, the stripped line) that must name a game
ALLOWED = {
    ("engine/core/ruleset.py", 'DEFAULT_RULESET = "isles-of-terror"'),  # the one place the default game is named
}

_ENGINE_DOC = "a docstring or comment names a game as its example; say it without the game's name"
_EDITOR_APP = "editor/app is the first-hour helper's (issue 26 item 2): listed in the report of the generic-content work"
#: generic files that still hold a game's words -> why (remove a file when it is clean: the test says so)
PENDING = {
    "engine/core/ruleset.py": "docstring examples",
    "engine/core/copytable.py": _ENGINE_DOC,
    "engine/core/dice.py": _ENGINE_DOC,
    "engine/core/frames.py": _ENGINE_DOC,
    "engine/core/protocols.py": _ENGINE_DOC,
    "engine/core/state_base.py": _ENGINE_DOC,
    "engine/core/teams.py": _ENGINE_DOC,
    "engine/bots/__init__.py": _ENGINE_DOC,
    "engine/sim/campaign_flow.py": _ENGINE_DOC,
    "engine/sim/report_schema.py": _ENGINE_DOC,
    "engine/sim/report_team.py": _ENGINE_DOC,
    "engine/sim/runner.py": _ENGINE_DOC,
    "engine/sim/sweep_report.py": _ENGINE_DOC,
    "engine/sim/variants.py": "the issue-30 helper's file: sweeps name the two games' fields",
    **{f"editor/cli/{name}.py": "help texts and examples name the shipped games (the CLI's owner)" for name in (
        "common", "export", "list_items", "validate")},
    "editor/export/sheet.py": "the issue-30 helper's file: the print sheet's examples",
    "editor/export/sources.py": "the issue-30 helper's file: the print sheet's examples",
    "editor/playtest/dashboard.py": "the Ctrl+F5 dashboard's texts name the default game",
    "editor/playtest/setup_dialog.py": "the F5 setup dialog's texts name the games",
    "editor/board/style.py": "the board colours' comments name the default game",
    **{f"editor/map/{name}.py": "the map designer's fixed-tile properties and comments are the default game's"
       for name in ("__init__", "landing", "markers", "properties", "tools", "view")},
    **{f"editor/app/{name}.py": _EDITOR_APP for name in (
        "library_index", "library_model", "new_adventure", "references")},
}


def words(text: str) -> list[str]:
    """The words of a line: identifiers split at `_`, `-` and case changes, lower-cased."""
    return [w.lower() for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", text)]


def _seam_words() -> set[str]:
    """The words of the `Ruleset` interface's own parameters (`factions`, `players`, `mode`, ...)."""
    names = set()
    for _, member in inspect.getmembers(rulesets.Ruleset, inspect.isfunction):
        names.update(inspect.signature(member).parameters)
    return {w for name in names for w in words(name)}


def game_phrases() -> dict[tuple[str, ...], str]:
    """Each phrase that names one shipped game's things -> the ruleset it belongs to."""
    shipped = [r for r in rulesets.all_rulesets() if r.id not in {h.id for h in rulesets.by_hand()}]
    writers = Counter(kind for r in shipped for kind in set(r.kinds))
    seam = _seam_words()
    phrases: dict[tuple[str, ...], str] = {}
    for ruleset in shipped:
        for name in (ruleset.id, ruleset.title, ruleset.template):
            if name:
                phrases[tuple(words(name))] = ruleset.id
        for kind in ruleset.kinds:
            phrase = tuple(words(kind))
            if writers[kind] > 1 or kind in SEAM_KINDS or (len(phrase) == 1 and {phrase[0], phrase[0] + "s"} & seam):
                continue
            phrases[phrase] = ruleset.id
    return phrases


def _same(word: str, wanted: str) -> bool:
    return word == wanted or word.removesuffix("s") == wanted.removesuffix("s")


class Matcher:
    """The phrases by the stem of their first word (`_same` is equality of stems), so a line's words are
    looked up, not compared with every phrase: the scan of every generic file took some 5 s."""

    def __init__(self, phrases) -> None:
        self.phrases = list(phrases)
        self.by_first: dict[str, list[int]] = {}
        for number, phrase in enumerate(self.phrases):
            self.by_first.setdefault(phrase[0].removesuffix("s"), []).append(number)

    def hits(self, line: str) -> list[str]:
        tokens = words(line)
        found: list[tuple[int, int]] = []
        for start, token in enumerate(tokens):
            for number in self.by_first.get(token.removesuffix("s"), ()):
                phrase = self.phrases[number]
                if start + len(phrase) <= len(tokens) and all(
                        _same(tokens[start + i], phrase[i]) for i in range(len(phrase))):
                    found.append((number, start))
        return [" ".join(self.phrases[number]) for number, _ in sorted(found)]  # phrase by phrase, as written


def hits_in(line: str, phrases) -> list[str]:
    return Matcher(phrases).hits(line)


def generic_files() -> list[Path]:
    return sorted(p for package in GENERIC for p in (ROOT / package).rglob("*.py"))


@functools.cache
def scan() -> dict[str, list[tuple[int, str, list[str]]]]:
    """Every line of a generic file that names a game (once a run: two tests read it)."""
    matcher = Matcher(game_phrases())
    found: dict[str, list[tuple[int, str, list[str]]]] = {}
    for path in generic_files():
        name = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            named = matcher.hits(line)
            if named and (name, line.strip()) not in ALLOWED:
                found.setdefault(name, []).append((number, line.strip(), named))
    return found


def test_the_words_come_from_the_installed_rulesets():
    phrases = game_phrases()
    ids = {r.id for r in rulesets.all_rulesets()}
    assert set(phrases.values()) == ids - {h.id for h in rulesets.by_hand()}
    for ruleset in rulesets.all_rulesets():  # each game's id and title are words of the scan
        assert tuple(words(ruleset.id)) in phrases and tuple(words(ruleset.title)) in phrases
    assert ("adventure",) not in phrases  # a kind every game writes is the seam's
    assert ("factions",) not in phrases and ("faction",) not in phrases  # `new_game(factions=)`: the seam's word


def test_the_scan_sees_a_name_in_any_spelling():
    phrases = {("terror", "cards"): "x", ("island", "clash"): "y"}
    for line in ('kind = "terror-cards"', "terror_cards = 1", "class TerrorCard:", "# Island Clash's board",
                 'ruleset: "island-clash"'):
        assert hits_in(line, phrases), line
    assert hits_in("a terror card", {("terror",): "x"}) == ["terror"]
    assert hits_in("DocumentError", {("terror",): "x"}) == []  # words, not substrings


def test_no_generic_file_names_a_game_unless_it_is_pending():
    found = scan()
    unexpected = {name: lines[:3] for name, lines in found.items() if name not in PENDING}
    assert unexpected == {}, "generic code names a game: ask the file's ruleset (a hook) instead"


def test_every_pending_file_still_names_a_game():
    found = scan()
    assert sorted(name for name in PENDING if name not in found) == [], "clean now: remove it from PENDING"
    assert all((ROOT / name).is_file() for name in PENDING)


def test_the_default_game_is_named_in_one_place():
    source = (ROOT / "engine/core/ruleset.py").read_text(encoding="utf-8")
    assert len(re.findall(r'^DEFAULT_RULESET = "[a-z-]+"$', source, re.M)) == 1
    for path in generic_files():
        if path.name != "ruleset.py" or path.parent.name != "core":
            assert not re.search(r"^DEFAULT_RULESET\s*=", path.read_text(encoding="utf-8"), re.M), path
