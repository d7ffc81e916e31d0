"""Cursed Island's printable sheet: the scenario sheet, then every card and island tile to cut out.

The first page holds the island as a game starts on it (`IslandPicture`: the spaces, the start tile
face up, north up). The scenario sheet is what a designer of this game authors and a table reads before play: the rounds
and the weather dice of each (a table, a row per round), the goal and when it is checked, the setup
(start tile, starting items, inventions on the board, helpers by player count, the event deck's
make-up), the special discoveries and scenario inventions, what the book, totem and mystery icons mean,
the special rules, the scenario's tracks and the victory-point table. Then the print-and-play pages
(`editor.export.card_pages`, cut marks at every corner): the castaways, the wreckage card, every
deck's cards (each copy), the inventions, starting items and discovery tokens, and the island tiles.
Everything is written from the resolved model (`model.Scenario`), so the numbers printed are the ones
played; terms are put in words by the effect builder's own wording (`term_table.words`).
"""

from __future__ import annotations

import math
from html import escape

from editor.export import card_pages
from editor.export.sheet import Part
from engine.rulesets.cursed_island import model, wording

from . import card_data, card_face, tile_face
from .island_picture import IslandPicture

TILE_SIZE = (tile_face.SIZE, tile_face.SIZE)
TIMING_WORDS = {"immediately": "checked at once: the team wins the moment it holds",
                "end_of_round": "checked at the end of each round"}
TRIGGER_WORDS = {"round_start": "At the start of each round", "round_end": "At the end of each round",
                 "explore": "When a tile is explored", "build": "When something is built", "event": "In the event phase",
                 "night": "At night"}


def _words(terms) -> str:
    return wording.effects_text(card_data.value_data(terms)) or "Nothing"


def _players(counts) -> str:
    counts = sorted(counts)
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}" if len(counts) > 1 else (str(counts[0]) if counts else "none")


def weather_table(scenario: model.Scenario) -> str:
    """A row per round, a column per weather die: ● where it is rolled."""
    heads = "".join(f"<th>{escape(d.capitalize())}</th>" for d in model.WEATHER_DICE)
    rows = []
    for number in range(1, scenario.rounds + 1):
        dice = scenario.weather_of(number)
        cells = "".join(f"<td align='center'>{'●' if d in dice else ''}</td>" for d in model.WEATHER_DICE)
        rows.append(f"<tr><td>Round {number}</td>{cells}</tr>")
    return ("<table cellpadding='2' cellspacing='0' border='1' style='border-color:#c9b99a'>"
            f"<tr><th align='left'>Round</th>{heads}</tr>{''.join(rows)}</table>")


def goal_words(scenario: model.Scenario) -> str:
    goal = scenario.goal
    said = " and ".join(wording.conditions_text([c]) for c in card_data.value_data(goal.conditions)) or "survive"
    return f"{said} ({TIMING_WORDS.get(goal.timing, goal.timing)})" + (f". {goal.text}" if goal.text else "")


def event_deck_words(scenario: model.Scenario) -> str:
    half = math.ceil(scenario.rounds / 2)
    return (f"{scenario.event_book or half} book-icon and {scenario.event_adventure or half} adventure-icon event cards, "
            f"shuffled; the wreckage card '{scenario.wreckage.title}' is the first round's threat")


def setup_words(scenario: model.Scenario) -> list[str]:
    start = next((t for t in scenario.island.tiles if t.id == scenario.start_tile), None)
    return [
        f"The camp starts on {start.title if start else 'the start tile'} (tile {start.number if start else '?'}), "
        f"{', '.join(scenario.start_terrains) or 'no terrain'} explored from the start.",
        f"{scenario.starting_items} starting items are drawn; {scenario.board_inventions} random inventions are laid "
        "beside the starting ones.",
        f"Friday plays with {_players(scenario.friday)} players, the dog with {_players(scenario.dog)}.",
        f"The event deck: {event_deck_words(scenario)}.",
    ]


def _list_items(entries: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{e}</li>" for e in entries) + "</ul>" if entries else "<p>None.</p>"


def inventions_html(inventions) -> str:
    entries = []
    for invention in inventions:
        needs = [*invention.terrains, *invention.items, *(f"{n} {r}" for r, n in invention.cost)]
        passives = wording.passives_text({k: card_data.value_data(v) for k, v in invention.passives})
        does = "; ".join(p for p in (_words(invention.effects) if invention.effects else "", passives) if p)
        entries.append(f"<b>{escape(invention.title)}</b>" + (f" (needs {escape(', '.join(needs))})" if needs else "")
                       + f": {escape(does or invention.text or 'words only')}")
    return _list_items(entries)


def rules_html(scenario: model.Scenario) -> str:
    entries = []
    for rule in scenario.rules:
        when = TRIGGER_WORDS.get(rule.trigger, rule.trigger)
        conditions = f", if {_words(rule.conditions)}" if rule.conditions else ""
        entries.append(f"{escape(when)}{escape(conditions)}: {escape(_words(rule.effects))}"
                       + (f" <i>({escape(rule.text)})</i>" if rule.text else ""))
    return _list_items(entries)


def points_table(scenario: model.Scenario) -> str:
    if not scenario.victory_points:
        return "<p>No victory points are counted.</p>"
    rows = "".join(f"<tr><td>{escape(what.replace('-', ' ').replace(':', ': '))}</td><td align='right'>{points:+d}</td></tr>"
                   for what, points in scenario.victory_points)
    return ("<table cellpadding='2' cellspacing='0' border='1' style='border-color:#c9b99a'>"
            f"<tr><th align='left'>Counted</th><th align='right'>Points each</th></tr>{rows}</table>")


def cover_html(scenario: model.Scenario, players: int, author: str = "") -> str:
    """The sheet's first page; ``author`` (the file's `author:`) signs it under the title, with the version, as
    every other game's sheet does (the model keeps no author: only the sheet shows it)."""
    parts = [f"<h1>{escape(scenario.title)}</h1>"]
    if author:
        parts.append(f"<p><i>by {escape(author)}</i> · version {escape(scenario.version)}</p>")
    if scenario.plot:
        parts.append(f"<p><i>{escape(scenario.plot)}</i></p>")
    if scenario.text:
        parts.append(f"<p>{escape(scenario.text)}</p>")
    parts.append(f"<p><b>Players:</b> {_players(scenario.player_counts)} (this sheet: {players}), together against the "
                 f"island. <b>Rounds:</b> {scenario.rounds}. <b>Island:</b> {escape(scenario.island.title)}, "
                 f"{len(scenario.island.tiles)} tiles.</p>")
    parts.append(f"<h2>Goal</h2><p>{escape(goal_words(scenario))}</p>")
    start = next((t.title for t in scenario.island.tiles if t.id == scenario.start_tile), "the start tile")
    parts.append(f"<p><b>The island</b> as the game starts (north is up): {len(scenario.island.spaces)} spaces, "
                 f"the camp on {escape(start)}, the other tiles face down until explored.</p>")
    return "".join(parts)


def body_html(scenario: model.Scenario, players: int) -> str:
    discoveries = [f"<b>{escape(d.title)}</b>: {escape(_words(d.effects) if d.effects else d.text or 'words only')}"
                   for d in scenario.special_discoveries]
    tracks = [f"{escape(t.title)}: from {t.low} to {t.high}, starting at {t.start}" for t in scenario.tracks]
    starting = [i for i in scenario.inventions if i.starting]
    return "".join([
        f"<h2>Rounds and weather</h2>{weather_table(scenario)}",
        "<h2>Setup</h2>", _list_items([escape(line) for line in setup_words(scenario)]),
        "<h2>Special discoveries</h2>", _list_items(discoveries),
        "<h2>Scenario inventions</h2>", inventions_html(scenario.scenario_inventions),
        "<h2>Starting inventions</h2>", inventions_html(starting),
        "<h2>Book, totem and mystery icons</h2>", _list_items([
            f"<b>Book</b> (a book-icon event card): {escape(_words(scenario.book))}",
            f"<b>Totem</b> (an explored totem tile): {escape(_words(scenario.totem))}",
            f"<b>Mystery icon</b> (an explored mystery tile): {escape(_words(scenario.mystery_icon))}"]),
        "<h2>Special rules</h2>", rules_html(scenario),
        *(["<h2>Tracks</h2>", _list_items(tracks)] if tracks else []),
        "<h2>Victory points</h2>", points_table(scenario),
        "<h2>To cut out</h2><p>The following pages hold the castaways, the wreckage card, every card of the decks "
        f"(each copy, {card_face.SIZE[0]:.0f} × {card_face.SIZE[1]:.0f} mm), the inventions, starting items and "
        f"discovery tokens, then the {len(scenario.island.tiles)} island tiles: cut along the marks at each corner.</p>",
    ])


def print_pages(scenario: model.Scenario) -> tuple:
    pages = []
    for kind, _heading, cards in card_data.decks(scenario):
        pages.extend(card_pages.pages(cards, card_face.SIZE,
                                      lambda painter, card, k=kind: card_face.paint(painter, card, k, editing=False)))
    pages.extend(card_pages.pages(card_data.tiles(scenario), TILE_SIZE,
                                  lambda painter, tile: tile_face.paint(painter, tile, editing=False)))
    return tuple(pages)


def scenario_part(printable, players: int, mode: str | None) -> Part:
    scenario = printable.adventure
    author = printable.data.get("author") if isinstance(printable.data, dict) else None
    return Part(scenario.title, cover_html(scenario, players, author if isinstance(author, str) else ""),
                IslandPicture(scenario), body_html(scenario, players),
                print_pages(scenario))
