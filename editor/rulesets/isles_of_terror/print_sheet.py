"""Isles of Terror's printed adventure sheet (`EditorRuleset.print_sheet`): its words as HTML, no Qt here.

`adventure_part(printable, players, mode)` is one adventure's part of the sheet: the cover (title,
byline, players, modes, years, the map's key) above the map, then `adventure_html`, everything
after the map: story, setup for the player count, progress tasks with their bars, victory
conditions per mode, the special rules that can apply, each with one sentence saying when, and the
components the adventure needs. `campaign_html` is a campaign's flow. Text comes from the content;
a rule's sentence is the rule builder's (`rule_words`). A rule for another mode than the one
printed, or one waiting for a flag only a campaign sets, is left out of a single adventure's
sheet (a campaign's chapter prints it). The page layout is the generic `editor.export.sheet`'s.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any  # Isles of Terror's model (this sheet is its own): read through its attributes

from editor.export.html_parts import counted, e, paragraphs, row, words
from editor.export.sheet import Part
from editor.export.sources import Printable
from engine.content.campaign import Campaign

from . import rule_words

MODE_TITLES = {"competitive": "Competitive", "cooperative": "Cooperative", "solo": "Solo"}
_KIND_NAMES = {"sea": "sea", "green": "green area", "yellow": "yellow area", "red": "red area",
               "adventure": "adventure area", "fixed": "fixed tile"}


def cards(items) -> str:
    """Card titles with their copies: "Picked Bones ×2, Clear Spring"."""
    return counted(c.title for c in items)


class Phrases:
    """Area ids shown by their names on the map, task ids by their titles; rules in one sentence each."""

    def __init__(self, adventure: Any, data: dict | None = None) -> None:
        self.areas = {a.id: a.name or a.id for a in adventure.map.areas if a.id}
        self.tasks = {t.id: t.title for t in adventure.progress_tasks}
        self.names = rule_words.Names(data)
        self.names.areas.update(self.areas)
        self.names.tasks.update(self.tasks)

    def sentence(self, rule: Any) -> str:
        """A rule's (or a progress task's) trigger and conditions as the rule builder says them."""
        return rule_words.sentence(rule_words.as_data(rule), self.names)


MAP_KEY = ("Key: anchor, a sea area ships may land on (hatched: no landing); L, T, B, P, M1–M3, a fixed tile "
           "(location, terrain, boss, plain, minion); a number, the adventure tile's value; a lettered disc, a progress "
           "token (its task's first letter); a dashed arc, a link between two areas.")


def bar_html(bar: Any) -> str:
    """A bar as a row of numbered fields: V marks a victory point, M a morale field."""
    cells = []
    for number in range(1, bar.length + 1):
        marks = ("V" if number in bar.victory_fields else "") + ("M" if number in bar.morale_fields else "")
        colour = "#f6d776" if "V" in marks else "#cfe3f7" if marks else "#ffffff"
        cells.append(f'<td width="34" align="center" bgcolor="{colour}"><b>{number}</b><br/>{marks or "&nbsp;"}</td>')
    return f'<table border="1" cellspacing="0" cellpadding="3"><tr>{"".join(cells)}</tr></table>'


def adventure_html(printable: Printable, players: int, mode: str | None) -> str:
    adventure = printable.adventure
    say = Phrases(adventure, printable.data)
    flags = rule_words.flags_set(printable.data) | set(printable.campaign_flags)
    sections = [_story(adventure), _setup(adventure, players, say, mode), _tasks(adventure, say),
                _victory(adventure, mode), _rules(adventure, say, mode, flags), _components(adventure, players, mode)]
    return "".join(sections)


def _team_modes(a: Any, mode: str | None) -> bool:
    """Whether a printed mode has terrors: cooperative or solo (every mode of the adventure when None)."""
    return bool(({mode} if mode is not None else set(a.modes)) & {"cooperative", "solo"})


def _story(a: Any) -> str:
    out = ["<h2>Story</h2>"]
    for title, text in (("Background", a.story.background), ("Objectives", a.story.objectives)):
        if text:
            out.append(f"<h3>{title}</h3>{paragraphs(text)}")
    if a.story.epilogue:
        out.append(f"<h3>Epilogue</h3><p><i>Read when the game ends.</i></p>{paragraphs(a.story.epilogue)}")
    return "".join(out)


def _mode_values(s: Any, say: Phrases, mode: str | None) -> list[str]:
    """The adventure areas whose value differs in the printed mode (every mode's when none is printed)."""
    out = []
    for name, own in s.modes.items():
        if own.area_values and (mode is None or name == mode):
            text = ", ".join(f"{say.areas.get(area, area)} {value}" for area, value in own.area_values.items())
            out.append(row(f"Area values in {name} play", e(text)))
    return out


def _setup(a: Any, players: int, say: Phrases, mode: str | None = None) -> str:
    s = a.setup
    # a mode's own setup (setup.modes) is what the printed mode plays with
    materials = s.materials(mode, players) if mode and players in s.player_materials else s.player_materials.get(players)
    rows = []
    if materials is not None:
        rows.append(row(f"Each player ({players} players)",
                         e(f"{materials.soldiers} soldiers, {materials.captains} captain{'s' * (materials.captains != 1)}, "
                            f"{materials.camps} camps, {materials.ships} ship{'s' * (materials.ships != 1)}, "
                            f"{materials.gold} gold, {materials.rations} rations")))
    rows += [
        row("Area tiles", e(s.area_tiles.title)),
        row("First event", e(s.first_event.title)),
        row(f"Event deck ({len(s.event_deck)})", e(cards(s.event_deck))),
        row(f"Exploration deck ({len(s.exploration_deck)})", e(cards(s.exploration_deck))),
        row(f"Mission deck ({len(s.mission_deck)})", e(cards(s.mission_deck))),
        row(f"Location bag ({len(s.location_bag)})", e(cards(s.location_bag))),
        row(f"Terrain bag ({len(s.terrain_bag)})", e(cards(s.terrain_bag))),
        row("Minions", e(", ".join(f"level {level}: {card.title}" for level, card in sorted(s.minions.items())))),
        row("Boss", e(s.boss.title)),
        *([row("Terrors", e(cards(s.terrors)))] if _team_modes(a, mode) else []),
        row("Progress tokens", e(", ".join(
            f"{say.tasks.get(t.task, t.task)} on {say.areas.get(_area_id(a, t.at), _field(a, t.at))}"
            for t in s.progress_tokens) or "none")),
        *_mode_values(s, say, mode),
    ]
    missing = "" if materials is not None else \
        f"<p><b>This adventure has no materials for {players} players</b> (it is for {a.players[0]}–{a.players[1]}).</p>"
    return (f"<h2>Setup for {players} player{'s' * (players != 1)}</h2>{missing}"
            f'<table border="1" cellspacing="0" cellpadding="4" width="100%">{"".join(rows)}</table>')


def _area_id(a: Any, at) -> str:
    area = a.map.area_at(tuple(at))
    return area.id if area is not None and area.id else ""


def _field(a: Any, at) -> str:
    area = a.map.area_at(tuple(at))
    kind = _KIND_NAMES.get(area.kind, area.kind) if area is not None else "field"
    return f"the {kind} at [{at[0]}, {at[1]}]"


def _tasks(a: Any, say: Phrases) -> str:
    out = ["<h2>Progress tasks</h2><p>V: a victory point; M: a morale field.</p>"]
    for task in a.progress_tasks:
        out.append(f"<h3>{e(task.title)}</h3><p>{e(task.text)}</p>"
                   f"<p><i>{e(say.sentence(task))}</i></p>{bar_html(task.bar)}")
    out.append(f"<h3>Mission bar</h3>{bar_html(a.mission_bar)}")
    return "".join(out)


def _victory(a: Any, mode: str | None) -> str:
    out = ["<h2>Victory</h2>"]
    for each in a.modes:
        if mode is not None and each != mode:
            continue
        out.append(f"<h3>{MODE_TITLES.get(each, words(each).title())}</h3>")
        for condition in a.victory.get(each, ()):
            result = {"win": "wins", "lose": "loses"}.get(condition.result, condition.result)
            out.append(f"<p><b>{e(condition.title)}</b> ({e(words(condition.timing))}; {e(result)}). "
                       f"{e(condition.text)}</p>")
    return "".join(out)


def _rules(a: Any, say: Phrases, mode: str | None = None, flags: set[str] | None = None) -> str:
    modes = [mode] if mode is not None else list(a.modes)
    found = [(area, rule) for area, rule in
             [(None, rule) for rule in a.rules] + [(area, rule) for area in a.map.areas for rule in area.rules]
             if flags is None or rule_words.applies(rule_words.as_data(rule), modes, flags)]
    if not found:
        return "<h2>Special rules</h2><p>None.</p>"
    out = ["<h2>Special rules</h2>"]
    for area, rule in found:
        where = f" <i>({e(area.name or area.id)})</i>" if area is not None else ""
        out.append(f"<h3>{e(rule.title)}{where}</h3><p>{e(rule.text)}</p><p><i>{e(say.sentence(rule))}</i></p>")
    return "".join(out)


def components(a: Any, players: int, mode: str | None = None) -> list[tuple[str, int]]:
    """What to take out of the box: (component, how many)."""
    fields = Counter(area.kind for area in a.map.areas)
    out = [(f"{colour} area tiles", fields[colour]) for colour in ("green", "yellow", "red") if fields[colour]]
    out += [("adventure area tiles", fields["adventure"]), ("fixed tiles", fields["fixed"]), ("sea tiles", fields["sea"])]
    s = a.setup
    out += [("event cards", 1 + len(s.event_deck)), ("exploration cards", len(s.exploration_deck)),
            ("mission cards", len(s.mission_deck)), ("location tiles", len(s.location_bag)),
            ("terrain tiles", len(s.terrain_bag)), ("minion cards", len(s.minions)), ("boss card", 1),
            ("terror cards", len(s.terrors) if _team_modes(a, mode) else 0), ("progress tokens", len(s.progress_tokens))]
    materials = s.player_materials.get(players)
    if materials is not None:
        out += [(f"soldiers ({players} × {materials.soldiers})", players * materials.soldiers),
                (f"captains ({players} × {materials.captains})", players * materials.captains),
                (f"camps ({players} × {materials.camps})", players * materials.camps),
                (f"ships ({players} × {materials.ships})", players * materials.ships),
                ("gold (starting)", players * materials.gold), ("rations (starting)", players * materials.rations)]
    return [(name, n) for name, n in out if n]


def _components(a: Any, players: int, mode: str | None = None, across: int = 3) -> str:
    """The components in `across` columns of (component, count), read down each column: a third of the length."""
    found = components(a, players, mode)
    tall = -(-len(found) // across)
    columns = [found[i * tall:(i + 1) * tall] for i in range(across)]
    rows = []
    for index in range(tall):
        cells = []
        for column in columns:
            name, n = column[index] if index < len(column) else ("", "")
            cells.append(f'<td>{e(name)}</td><td align="right">{n}</td>')
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return (f"<h2>Components for {players} player{'s' * (players != 1)}</h2>"
            f'<table border="1" cellspacing="0" cellpadding="3" width="100%">{"".join(rows)}</table>')


def campaign_html(campaign: Campaign, titles: dict[str, str]) -> str:
    out = [f"<h1>{e(campaign.title)}</h1>{paragraphs(campaign.description)}<h2>Campaign flow</h2>"]
    chapters = {c.id: c for c in campaign.chapters}
    for number, chapter in enumerate(campaign.chapters, 1):
        heading = chapter.title if chapter.title.lower().startswith(("chapter", "interlude")) else \
            f"Chapter {number}: {chapter.title}"
        out.append(f"<h3>{e(heading)}</h3>"
                   f"<p><i>Adventure: {e(titles.get(chapter.adventure, chapter.adventure))}</i></p>{paragraphs(chapter.intro)}")
        for branch in chapter.branches:
            target = chapters.get(branch.next)
            goes = target.title if target else words(branch.next)
            flag = f" with {words(branch.flag)}" if branch.flag else ""
            out.append(f"<p>On {e(words(branch.outcome))}{e(flag)} → {e(goes)}</p>")
        for advantage in chapter.advantages:
            out.append(f"<p><b>{e(advantage.title)}</b> (to {e(words(advantage.awarded_to))}): {e(advantage.text)}</p>")
    c = campaign.carry_over
    out.append("<h2>Between chapters</h2><p>"
               + e(f"Carried over: advantages {'yes' if c.advantages else 'no'}, resources {c.resources}, "
                    f"figures {c.figures}, victory points {'yes' if c.victory_points else 'no'}"
                    + (f", flags {', '.join(c.flags)}" if c.flags else "")
                    + f". Scoring: {words(campaign.scoring_method)}, chapter bonus {campaign.chapter_bonus}.")
               + "</p>")
    return "".join(out)


def adventure_part(printable: Printable, players: int, mode: str | None = None, map_picture=None) -> Part:
    """One adventure's part of the sheet: the cover above the map, then the words."""
    a = printable.adventure
    modes = ", ".join(MODE_TITLES.get(x, x) for x in a.modes if mode is None or x == mode)
    cover = (f"<h1>{escape(a.title)}</h1>"
             f"<p><i>by {escape(a.author)}, version {escape(a.version)}</i> · {a.players[0]}–{a.players[1]} players · "
             f"{escape(modes)} · {a.years} year{'s' * (a.years != 1)}"
             + (f" from {a.first_year}" if a.first_year else "") + "</p>"
             f"<p>{escape(a.summary)}</p>"
             f'<p style="font-size: 8px; color: #5a4a36;">{escape(MAP_KEY)}</p>')
    return Part(a.title, cover, map_picture, adventure_html(printable, players, mode))
