"""The playtest board shows exactly the engine's state, and clicks on it say which field or figure."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from editor.rulesets.isles_of_terror.board_items import FALLBACK_COLOURS, faction_colour
from editor.rulesets.isles_of_terror.board_view import PlayBoardView
from editor.rulesets.isles_of_terror.player_boards import (
    GameStatus,
    PlayerBoards,
    link_label,
)
from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.threat import hits_on
from engine.sim.content import load_playable

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
MID_GAME = 274  # seeded random-bot actions (bot seed MID_GAME_BOT): a fight is on at [5,5], two ships are on the isle
MID_GAME_BOT = 23


@pytest.fixture(scope="module")
def adventure():
    return load_playable("drowned-temple")


def new_state(adventure):
    return Game(adventure, players=3, seed=1).new_initial_state()


def mid_state(adventure, steps: int = MID_GAME):
    state = new_state(adventure)
    bot = RandomBot(random.Random(MID_GAME_BOT))
    for _ in range(steps):
        state.apply_action(bot.step(state))
    return state


@pytest.fixture
def view(qtbot):
    widget = PlayBoardView()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    return widget


@pytest.fixture
def boards(qtbot):
    widget = PlayerBoards()
    qtbot.addWidget(widget)
    return widget


def shown_view(qtbot, view, state):
    view.show()
    qtbot.waitExposed(view)
    view.show_state(state)
    view.fit()
    return view


def expected_summary(state, seat: int, human: bool, clickable=frozenset()) -> dict:
    p = state.players[seat]
    adventure = state.game.adventure
    return {
        "title": p.faction.title, "to_play": seat == state.current_player(), "tag": "human" if human else "bot",
        "gold": p.gold, "rations": p.rations, "vp": p.vp,
        "sea": (p.sea_gold, p.sea_rations, p.sea_soldiers, p.sea_captains),
        "pool": (p.pool_soldiers, p.pool_captains), "camps_on_fields": p.free_camps,
        "camps_on_isle": sum(p.camps), "raids": [state.players[o].faction.title for o in p.raided],
        "fields": [{"label": link_label(f), "used": p.fields_used[i], "enabled": i in clickable}
                   for i, f in enumerate(p.board.action_fields)],
        "progress": {t.id: (p.progress[t.id], t.bar.length) for t in adventure.progress_tasks},
        "mission_pos": p.mission_pos, "mission_length": adventure.mission_bar.length, "success": p.success,
        "mission": p.mission.title if human and p.mission else None,
        "hand": [c.title for c in p.hand] if human else len(p.hand),
    }


# -- the isle --------------------------------------------------------------------------------
def test_initial_state_fields_in_words(view, adventure):
    state = new_state(adventure)
    view.show_state(state)
    board = state.board
    for i, coord in enumerate(board.coords):
        text = view.field_summary(coord)
        lines = text.split("\n")
        assert lines[0] == board.name(i).replace(", ", ",")
        assert "Not controlled" in lines
        if board.is_sea[i]:
            assert lines[1] == ("Sea, landing" if board.landing[i] else "Sea, no landing")
        elif board.is_adventure[i]:  # printed on the map: public
            t = state.tile[i]
            assert lines[1] == f"Adventure area, unexplored: value {t.value} ({t.value_colour}); {', '.join(t.resources)}"
        elif not state.explored[i]:  # face down: no tile, no value
            assert lines[1] == f"{board.colour[i].capitalize()} area, face down"
            assert "value" not in text
            assert view.field_info(coord).tile is None
    # Mount Skerry: a fixed terrain tile, revealed from the start
    assert view.field_summary((4, 1)) == ("Mount Skerry [4,1]\nWindy Peak (terrain): value 0 (white); gold\n"
                                          "Not controlled")
    assert view.field_summary((2, 2)).endswith("Progress token: Break the Tide-Rites")


def test_mid_game_fields_match_the_engine(view, adventure):
    state = mid_state(adventure)
    view.show_state(state)
    board = state.board
    fight = state.combat.area
    assert board.coords[fight] == (5, 5)
    red = state.players[0]
    assert view.field_summary((5, 5)) == (
        "[5,5]\nPlain: value 1 (white); ration, ration\nNot controlled\n"  # revealed by the exploration, not yet won
        f"Red Coats: {red.captains[fight]} captain\nProgress token: Harbour Camps\nFight in progress here")
    for p in state.players:
        if p.ship >= 0:
            info = view.field_info(board.coords[p.ship])
            assert (p.seat, p.soldiers[p.ship], p.captains[p.ship], p.camps[p.ship], True) in info.figures
            assert info.controller == state.controller(p.ship)
            assert f"{p.faction.title}: " in view.field_summary(board.coords[p.ship])
    for i, coord in enumerate(board.coords):
        info = view.field_info(coord)
        assert info.controller == state.controller(i)
        assert info.token == (state.token[i] or "")
        assert info.face_down == (not board.is_sea[i] and state.face(i) is None)
        if not board.is_adventure[i]:
            assert info.tile == (None if board.is_sea[i] else state.face(i))


def test_refresh_repaints_only_changed_fields_and_keeps_the_item(view, adventure):
    state = new_state(adventure)
    view.show_state(state)
    item = view.item
    before = dict(item.infos)
    later = mid_state(adventure)
    view.show_state(later)
    assert view.item is item
    changed = {c for c in item.infos if item.infos[c] != before[c]}
    assert (5, 5) in changed and (4, 1) not in changed


def test_terror_and_exploration_markers(view, adventure):
    state = Game(adventure, players=3, mode="cooperative", seed=1).new_initial_state()
    terror = adventure.setup.terrors[0]
    token = state.terrors[0]
    token.area, token.level = state.board.index[(2, 3)], 2
    view.show_state(state)
    assert token.id == terror.id and view.field_summary((2, 3)).endswith(f"Terror: {terror.title} (level 2)")


def test_click_on_a_field_and_on_a_figure(qtbot, view, adventure):
    state = mid_state(adventure)
    shown_view(qtbot, view, state)
    target = (4, 3)
    with qtbot.waitSignal(view.area_clicked) as blocker:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(view.centre_of(target)))
    assert blocker.args == [target]
    ship_seat = next(p.seat for p in state.players if p.ship >= 0)
    sea = state.board.coords[state.players[ship_seat].ship]
    at = view.figure_centre(sea, "ship", ship_seat)
    assert view.figure_at(at) == (sea, "ship", ship_seat)
    with qtbot.waitSignal(view.figure_clicked) as blocker:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))
    assert blocker.args == [sea, "ship", ship_seat]
    with qtbot.waitSignal(view.figure_clicked) as blocker:
        view.click_at(view.figure_centre((5, 5), "captain", 0))
    assert blocker.args == [(5, 5), "captain", 0]
    with qtbot.waitSignal(view.area_clicked) as blocker:
        view.click_area((5, 5))
    assert blocker.args == [(5, 5)]
    assert view.field_at(QPointF(-500, -500)) is None


def test_camp_and_soldier_glyphs_are_clickable(qtbot, view, adventure):
    state = new_state(adventure)
    area = state.board.index[(2, 1)]
    state.players[1].camps[area] = 1
    state.players[1].soldiers[area] = 3
    state.explored[area] = True
    view.show_state(state)
    assert view.field_info((2, 1)).figures == ((1, 3, 0, 1, False),)
    assert view.figure_at(view.figure_centre((2, 1), "camp", 1)) == ((2, 1), "camp", 1)
    assert view.figure_at(view.figure_centre((2, 1), "soldier", 1)) == ((2, 1), "soldier", 1)
    assert "Yoruba: 3 soldiers, 1 camp" in view.field_summary((2, 1)).split("\n")


def test_clickable_and_selected_fields(view, adventure):
    view.show_state(new_state(adventure))
    view.set_clickable([(3, 0), [5, 0]])
    assert view.clickable == {(3, 0), (5, 0)}
    view.set_clickable([])
    assert view.clickable == frozenset()
    view.select_area((2, 2))
    assert view.selected == (2, 2)
    view.select_area(None)
    assert view.selected is None


def test_faction_colours_parse_names_and_fall_back():
    assert faction_colour("#b22222", 0).name() == "#b22222"
    assert faction_colour("seagreen", 0).name() == "#2e8b57"
    assert faction_colour("not a colour", 1).name() == FALLBACK_COLOURS[1]


# -- the players' boards and the status strip --------------------------------------------------
def test_boards_show_the_engine_numbers(boards, adventure):
    for state in (new_state(adventure), mid_state(adventure)):
        clickable = {state.current_player(): {a[1] for a in state.legal_actions() if a[0] == "field"}}
        boards.show_state(state, {0}, clickable)
        for seat in range(state.n):
            assert boards.summary(seat) == expected_summary(state, seat, seat == 0, clickable.get(seat, set()))
    boards.show_state(new_state(adventure), {0})
    assert boards.summary(1)["hand"] == 3 and boards.summary(1)["mission"] is None  # a bot's hand is hidden
    assert boards.cards[1].hand_label.text() == "Hand: 3 strategy cards"
    assert not any(button.isVisible() for button in boards.cards[1].card_buttons)


def test_field_buttons_emit_only_when_enabled(qtbot, boards, adventure):
    state = new_state(adventure)
    boards.show_state(state, {0}, {0: {1, 3}})
    cards = boards.cards
    boards.show_state(state, {0}, {0: {1, 3}})
    assert boards.cards is cards  # refreshed in place
    assert boards.field_button(0, 1).isEnabled() and not boards.field_button(0, 0).isEnabled()
    with qtbot.waitSignal(boards.field_clicked) as blocker:
        qtbot.mouseClick(boards.field_button(0, 3), Qt.MouseButton.LeftButton)
    assert blocker.args == [0, 3]
    with qtbot.assertNotEmitted(boards.field_clicked):
        qtbot.mouseClick(boards.field_button(0, 0), Qt.MouseButton.LeftButton)
        qtbot.mouseClick(boards.field_button(1, 1), Qt.MouseButton.LeftButton)
    assert boards.field_button(0, 1).text() == "2\nMove\nRecruit\nProduce"


def test_human_hand_cards_emit_their_id(qtbot, boards, adventure):
    state = new_state(adventure)
    boards.show_state(state, {0})
    hand = state.players[0].hand
    assert boards.card_button(0, 1).text() == hand[1].title
    with qtbot.waitSignal(boards.card_clicked) as blocker:
        qtbot.mouseClick(boards.card_button(0, 1), Qt.MouseButton.LeftButton)
    assert blocker.args == [0, hand[1].id]
    boards.show_state(state, {0}, playable_cards={0: {hand[0].id}})
    assert boards.card_button(0, 0).isEnabled() and not boards.card_button(0, 1).isEnabled()
    assert boards.summary(0)["mission"] == state.players[0].mission.title


def test_status_line(qtbot, adventure):
    status = GameStatus()
    qtbot.addWidget(status)
    state = new_state(adventure)
    status.show_state(state)
    assert status.text() == ("Year 1 · Spring  ·  Event: Fog Bank — This season, every area a player explores has "
                             "its area value raised by 1  ·  Threat: Red Coats –, Yoruba –, Chasseurs –  ·  "
                             "Red Coats to play  ·  Starting player: Red Coats")
    state = mid_state(adventure)
    status.show_state(state)
    c = state.combat
    dice = " ".join(f"d{s}:{v}" for s, v in c.dice_a), " ".join(f"d{s}:{v}" for s, v in c.dice_d)
    threat = ", ".join(f"{p.faction.title} {hits_on(state, p.seat)}+" if hits_on(state, p.seat) else
                       f"{p.faction.title} –" for p in state.players)
    assert status.text().split("\n") == [
        f"Year {state.year} · Autumn  ·  Event: {state.event.title} — At the start of this season, each player loses "
        f"1 ration  ·  Threat: {threat}  ·  Red Coats to play  ·  Starting player: Red Coats",
        f"Fight at [5,5]: Red Coats vs Plain (value {c.value}) · round {c.round} · dice {dice[0]} vs {dice[1]}"]


def test_screenshot_of_a_mid_game(qtbot, adventure):
    state = mid_state(adventure)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1400, 800)
    column = QVBoxLayout(window)
    status, view, boards = GameStatus(), PlayBoardView(), PlayerBoards()
    column.addWidget(status)
    row = QHBoxLayout()
    row.addWidget(view, 1)
    row.addWidget(boards)
    boards.setMinimumWidth(420)
    column.addLayout(row, 1)
    view.show_state(state)
    boards.show_state(state, {0}, {0: {1, 2, 4}})
    status.show_state(state)
    view.set_clickable([(2, 5), (4, 5), (4, 4)])
    view.select_area((5, 3))
    window.show()
    qtbot.waitExposed(window)
    view.fit()
    assert not window.grab().isNull()
