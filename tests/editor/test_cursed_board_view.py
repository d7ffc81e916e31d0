"""The Cursed Island planning board on a hand-made state (cursed_board_support): every field it draws is
a place a pawn is dropped on, a real drop (QDropEvent with the pawn's mime data) emits exactly the
assignment it stands for, a click picks a pawn up and a click on a field puts it there, the commit
button and Ctrl+Enter emit the commit, a drop that matches no legal action is refused with why, and the
panels say round, phase, weather, resources and each person's life track in words."""

from __future__ import annotations

import pytest
from cursed_board_support import HandState, Pawn
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest

from editor.rulesets.cursed_island import EDITOR_RULESET as PARTS
from editor.rulesets.cursed_island.board_view import PAWN_MIME, CursedBoardView
from editor.rulesets.cursed_island.island_paint import hex_path
from editor.rulesets.cursed_island.layout import layout_of, resolving
from engine.core.events import Event
from editor.rulesets.cursed_island.panels import GameStatus, PlayerBoards, life_track
from editor.rulesets.cursed_island.places import place_of, refusal

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture
def board(qtbot):
    view = PARTS.board_view()
    qtbot.addWidget(view)
    view.resize(1100, 800)
    state = HandState()
    view.show_state(state)
    view.set_clickable({place_of(a) for a in state.legal_actions()} - {None})
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    emitted = []
    view.area_clicked.connect(emitted.append)
    return view, state, emitted


def centre_of(view, action, target):
    return view.layout.field_of(action, target).rect.center()


def real_drop(view, pawn: str, scene_point: QPointF):
    """A drop as Qt delivers it to the view: a QDropEvent at the viewport point carrying the pawn's id."""
    data = QMimeData()
    data.setData(PAWN_MIME, pawn.encode())
    point = QPointF(view.mapFromScene(scene_point))
    event = QDropEvent(point, Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dropEvent(event)
    return event


def test_the_board_has_a_field_for_every_kind_of_action_the_state_offers(board):
    view, state, _ = board
    assert isinstance(view, CursedBoardView)
    keys = [f.key for f in view.layout.fields]
    assert keys == [("gather", "s0:food"), ("gather", "s0:food"), ("gather", "s1:food"), ("gather", "s1:wood"),
                    ("explore", "s2"), ("explore", "s3"), ("explore", "s4"), ("gather", "s5:wood"), ("gather", "s5:wood"),
                    ("explore", "s6"), ("explore", "s7"),
                    ("explore", "s8"), ("threat", "wreck"), ("threat", "ev-storm"), ("hunt", ""),
                    ("build", "shelter"), ("build", "roof"), ("build", "palisade"), ("build", "weapon"),
                    ("build", "knife"), ("build", "snare"), ("build", "stew-pot"), ("camp", ""), ("rest", "")]
    # every legal assignment's field is drawn, and the pawn planned next is the engine's first
    assert {(a[2], a[3].removesuffix(":fur")) for a in state.legal_actions()} <= set(keys)
    assert view.planning == "cook-1"
    assert view.open_fields == {(a[2], a[3]) for a in state.legal_actions()} - {("build", "roof:fur")}
    # paying fur lies on the same field as paying wood: one drop there matches both (the window asks)
    assert place_of(("assign", "cook-1", "build", "roof:fur")) == place_of(("assign", "cook-1", "build", "roof")) \
        == ("assign", "cook-1", "build", "roof")
    assert refusal(state, ("assign", "cook-1", "build", "roof")) is None
    assert view.layout.field_of("threat", "wreck").detail == \
        "1 pawn: the small reward, 2: the large one; falls off at the next event"  # the left slot
    assert view.layout.field_of("threat", "ev-storm").detail == "1 pawn, pays 1 wood"
    assert set(view.layout.pawns) == {p.id for p in state.pawns}  # all five wait in the tray
    assert all(view.layout.tray.contains(r) for r in view.layout.pawns.values())


@pytest.mark.parametrize(("action", "target"), [("hunt", ""), ("threat", "ev-storm"), ("build", "knife"),
                                                ("gather", "s1:wood"), ("explore", "s2"), ("rest", "")])
def test_a_real_drop_on_a_field_emits_exactly_the_assignment_it_stands_for(board, action, target):
    view, state, emitted = board
    event = real_drop(view, "cook-1", centre_of(view, action, target))
    assert event.isAccepted()
    assert emitted == [("assign", "cook-1", action, target)] and view.last_drop == emitted[0]
    assert emitted[0] in state.legal_actions()


def test_a_drop_without_the_pawn_mime_is_ignored(board):
    view, _, emitted = board
    data = QMimeData()
    data.setText("cook-1")
    event = QDropEvent(QPointF(view.mapFromScene(centre_of(view, "hunt", ""))), Qt.DropAction.MoveAction, data,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    view.dropEvent(event)
    assert emitted == []


def test_a_click_picks_the_pawn_up_and_a_click_on_a_field_puts_it_there(board):
    view, _, emitted = board
    pawn_at = view.mapFromScene(view.layout.pawns["cook-1"].center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pawn_at)
    assert view.held == "cook-1" and emitted == []
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(centre_of(view, "camp", "")))
    assert emitted == [("assign", "cook-1", "camp", "")] and view.held is None


def test_the_commit_button_and_ctrl_enter_emit_the_commit(board, qtbot):
    view, _, emitted = board
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(view.layout.commit.center()))
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow, timeout=3000)
    QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert emitted == [("commit",), ("commit",)]


def test_a_drop_no_legal_action_matches_is_refused_with_why(board):
    view, state, emitted = board
    real_drop(view, "carpenter-1", centre_of(view, "hunt", ""))
    assert refusal(state, emitted[-1]) == "Pawns are placed one by one in order: Cook's pawn 1 is next."
    real_drop(view, "cook-1", view.layout.tray.center())
    assert emitted[-1] == ("assign", "cook-1", "", "")
    assert refusal(state, emitted[-1]).startswith("Cook's pawn 1 fell on no action field: drop it on a threat card")
    real_drop(view, "cook-1", centre_of(view, "build", "palisade"))
    assert refusal(state, emitted[-1]) == ("Build the palisade is not possible now; open: build the shelter, "
                                           "build the roof, build the roof paying fur, build a weapon, build Knife.")
    real_drop(view, "cook-1", view.layout.spaces["s0"] + QPointF(0, -30))  # on Cove's one source's tile
    assert emitted[-1] == ("assign", "cook-1", "gather", "s0:food")
    real_drop(view, "cook-1", view.layout.spaces["s1"] + QPointF(0, -30))  # Ridge has two: on its title
    assert emitted[-1] == ("assign", "cook-1", "", "")
    real_drop(view, "cook-1", centre_of(view, "gather", "s1:food"))
    assert refusal(state, emitted[-1]) == ("Gather food on Ridge is not possible now; open: gather food on Cove, "
                                           "gather wood on Ridge.")
    assert refusal(state, ("commit",)) == "Every pawn is placed before the plan is committed: 5 still in the tray."
    assert refusal(state, ("assign", "cook-1", "hunt", "")) is None  # legal: nothing to refuse


def test_a_pawn_restricted_to_some_actions_is_told_which(qtbot):
    state = HandState(pawns=[Pawn("dog", 2, kind="dog", actions=("hunt", "explore"), supports_only=True)])
    assert refusal(state, ("assign", "dog", "build", "shelter")) == \
        "Friday may not take build the shelter (it may: hunt, explore)."
    state.phase = "night"
    assert refusal(state, ("assign", "dog", "hunt", "")) == \
        "Pawns are placed while the team plans the action phase; this is the night phase."


def test_placed_pawns_stand_on_their_fields_and_the_next_one_is_ringed(board):
    view, state, _ = board
    state.apply_action(("assign", "cook-1", "hunt", ""))
    state.apply_action(("assign", "cook-2", "gather", "s0:food"))
    view.show_state(state)
    view.set_clickable({place_of(a) for a in state.legal_actions()} - {None})
    assert view.layout.field_of("hunt", "").rect.contains(view.layout.pawns["cook-1"])
    assert view.layout.pawns["cook-2"].intersects(view.layout.field_of("gather", "s0:food").rect)
    assert view.planning == "carpenter-1"
    image = view.grab()
    assert not image.isNull() and image.width() > 500


def test_the_status_line_and_cards_say_the_round_weather_resources_and_each_life_track(qtbot):
    state = HandState()
    state.apply_action(("assign", "cook-1", "threat", "ev-storm"))
    status, cards = GameStatus(), PlayerBoards()
    qtbot.addWidget(status)
    qtbot.addWidget(cards)
    status.show_state(state)
    cards.show_state(state, {0, 1})
    assert status.text() == ("Round 4 of 6, action phase; 1 of 5 pawns placed; weather: rain + winter (next round "
                             "rain + winter + animals); morale +1; roof 1, palisade 0, weapon 2; available 2 food, "
                             "3 wood; future 1 food, 1 fur; Seat 1 (Cook) decides for the team")
    cook = cards.summary(0)
    assert cook["title"] == "<b style='color:#c0392b'>Cook</b> (seat 1) - first player - decides"
    assert cook["facts"] == ("wounds 3 of 12: ■■|■□|□□|□□|□□|□□ †; Determination 2; skills used this round: "
                             "Kindle; pawn: the threat of Gathering Storm")
    assert cards.summary(2)["facts"] == "wounds 1 of 4: ■□□□ †; Determination 0; skills used this round: none"
    assert cards.summary(None)["facts"] == (
        "items built: Rope; coming at the phase's end: none; starting items: Flask (1 use left); inventions on the "
        "board: Knife, Snare; discoveries: none; treasures: none; weather tokens: rain 1; tracks: Wood pile 2 of 5")
    assert life_track(None, 0) == "□ †"


def test_the_legend_draws_every_mark_with_the_boards_painters(qtbot):
    legend = PARTS.board_legend()
    qtbot.addWidget(legend)
    assert len(legend.texts) == 30 and legend.texts[0] == "An unexplored island space"
    assert "A field open to the pawn placed next (blue outline)" in legend.texts


def test_an_extra_pawn_of_an_item_is_drawn_and_named_by_its_item(board):
    view, state, emitted = board
    state.pawns.append(Pawn("rope", -1, kind="extra", actions=("gather",), supports_only=True))
    view.show_state(state)
    assert view.layout.tray.contains(view.layout.pawns["rope"])
    assert view.tip_at(view.layout.pawns["rope"].center()) == "the extra pawn of Rope (may: gather)"
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    assert refusal(state, ("assign", "rope", "hunt", "")) == \
        "The extra pawn of Rope may not take the hunt (it may: gather)."


def test_after_the_commit_the_field_resolving_now_is_framed_and_those_done_ticked(board):
    view, state, _ = board
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    state.apply_action(("commit",))
    assert resolving(state) == ([], None)
    state.events += [Event("commit", 0, None, {"groups": 2}),
                     Event("action", 0, None, {"action": "threat", "target": "wreck", "person": 0, "pawns": []}),
                     Event("action", 0, None, {"action": "build", "target": "roof:fur", "person": 0, "pawns": []})]
    assert resolving(state) == ([("threat", "wreck"), ("build", "roof")], ("build", "roof"))
    view.show_state(state)
    assert not view.grab().isNull()
    state.events.append(Event("planning", 0, None, {"pawns": []}))  # the next round's plan: history
    assert resolving(state) == ([], None)
    state.events.pop()
    state.phase = "weather"
    assert resolving(state) == ([], None)


def test_the_commit_button_lights_once_every_pawn_is_placed(board):
    view, state, _ = board

    def commit_colour() -> str:
        image = view.grab().toImage()
        at = view.mapFromScene(view.layout.commit.topLeft() + QPointF(6, view.layout.commit.height() / 2))
        return image.pixelColor(at).name()

    assert commit_colour() == "#d5d8dc"  # grey while pawns wait in the tray
    for _ in range(5):
        state.apply_action(state.legal_actions()[0])
    view.show_state(state)
    view.set_clickable({place_of(a) for a in state.legal_actions()} - {None})
    assert view.keys == {("commit",)} and commit_colour() == "#1e8449"


def test_while_the_plan_resolves_a_built_invention_and_an_explored_space_keep_their_pawns(qapp):
    state = HandState(stage="resolve", board_inventions=["snare"], future_items=["knife"],
                      plan=[("cook-1", "build", "knife"), ("cook-2", "explore", "s2")])
    state.tiles["s2"] = "t-ridge"  # its tile laid by the exploration
    layout = layout_of(state)
    knife = layout.field_of("build", "knife")
    assert knife.detail == "built: comes at the phase's end" and knife.rect.contains(layout.pawns["cook-1"])
    assert layout.field_of("explore", "s2") is None  # explored: its sources are fields now
    assert hex_path(layout.spaces["s2"]).contains(layout.pawns["cook-2"].center())
    assert not layout.tray.contains(layout.pawns["cook-2"])


def test_the_field_under_a_dragged_pawn_is_lit_open_or_closed(board):
    view, _, emitted = board
    data = QMimeData()
    data.setData(PAWN_MIME, b"cook-1")

    def move_to(action, target):
        point = QPointF(view.mapFromScene(centre_of(view, action, target)))
        view.dragMoveEvent(QDragMoveEvent(point.toPoint(), Qt.DropAction.MoveAction, data, Qt.MouseButton.LeftButton,
                                          Qt.KeyboardModifier.NoModifier))
        return view.hover

    assert move_to("hunt", "") == (("hunt", ""), True)
    assert move_to("build", "palisade") == (("build", "palisade"), False)
    real_drop(view, "cook-1", centre_of(view, "hunt", ""))
    assert view.hover is None and emitted == [("assign", "cook-1", "hunt", "")]
