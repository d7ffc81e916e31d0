"""Ctrl+B on a Cursed Island F5 board decides as `--bots mcts` does: at a round's first pawn the plan-level
root compares the greedy's candidate plans and the dialog shows them (before, the advice ran the tree
search, which `--bots mcts` no longer plays there); elsewhere the greedy's move, the only plan offered. The comparison follows the bar and Stop ends it with
the best plan of the futures judged so far (or the greedy's, unjudged, before the first)."""

from __future__ import annotations

import functools
import random
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from editor.app.prompter import ScriptedPrompter
from editor.playtest.setup_dialog import PlaytestSetupDialog
from editor.playtest.window import PlaytestWindow
from engine.bots.mcts import MCTSBot
from engine.bots.planroot import choose, score_plans
from engine.rulesets.cursed_island import roundplans, search
from engine.sim.runner import derive_seed

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
SCENARIO = ("cursed-island", "wreck-and-beacon.yaml")
SEED = 7


class SetupPrompter(ScriptedPrompter):
    """Answers F5's setup through the real setup dialog: two human seats, the seed set."""

    def ask_playtest_setup(self, adventure, initial):
        dialog = PlaytestSetupDialog(adventure, initial)
        dialog.players.setValue(2)
        for box in dialog.controller_boxes[:2]:
            box.setCurrentIndex(box.findData("human"))
        dialog.seed.setText(str(SEED))
        return dialog.setup()


def ask(playtest, qtbot):
    playtest.activateWindow()  # F5's window in front of the editor, as a designer sees it: its shortcuts apply
    qtbot.waitUntil(lambda: QApplication.activeWindow() is playtest)
    assert playtest.act_advice.isEnabled()
    QTest.keyClick(playtest, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    advice = playtest.advice
    qtbot.waitUntil(lambda: advice.move is not None, timeout=300_000)
    return advice


def bots_move(session):
    """What MCTSBot with the ruleset's search options plays on the same state and seed, and the bot."""
    bot = MCTSBot(random.Random(derive_seed(SEED, "advice", session.cursor)), **session.ruleset.search_options)
    return bot.step(session.state.clone()), bot


def test_ctrl_b_advises_the_plan_roots_choice_as_bots_mcts_plays_it(make_window, qtbot):
    window = make_window(prompter=SetupPrompter())
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session = first_pawn(playtest)
    cursor = session.cursor
    expected, bot = bots_move(session)
    advice = ask(playtest, qtbot)
    assert advice.move == expected and advice.result is None
    scores = bot.root.last
    assert len(scores) >= 2 and [s.mean for s in advice.plans.scores] == [s.mean for s in scores]
    chosen = advice.plans.chosen
    assert advice.plans.scores[chosen].plan == bot.root.plan
    assert advice.table.rowCount() == len(scores)
    assert advice.table.item(0, 2).text().startswith("the greedy's")
    assert "chosen" in advice.table.item(chosen, 2).text()
    assert advice.table.item(chosen, 1).text() == f"{scores[chosen].mean:.3f}"
    words = session.state.action_to_string(expected, session.state.current_player())
    more = len(bot.root.plan) - 1
    assert advice.table.item(chosen, 0).text() == f"Plan {chosen + 1}: {words}" + (f" (+{more} more)" if more else "")
    summary = advice.progress.format()
    assert summary.startswith("Plans compared whole: ")
    assert summary.endswith(f"mean score {scores[chosen].mean:.3f} against the greedy's {scores[0].mean:.3f} "
                            f"({len(scores[0].scores)} futures each)")
    qtbot.mouseClick(advice.play_button, Qt.MouseButton.LeftButton)
    assert session.decisions[cursor] == expected and session.cursor == cursor + 1

    # the second pawn: the root offers the greedy's move alone, and so does the advice
    expected, _ = bots_move(session)
    advice = ask(playtest, qtbot)
    assert advice.move == expected and advice.plans.scores == () and advice.result is None
    assert advice.table.rowCount() == 1 and advice.table.item(0, 2).text() == "the only plan offered"
    assert advice.progress.format() == "Plans compared whole: the only plan offered (the greedy's move): nothing to compare"
    advice.reject()
    playtest.close()


def first_pawn(playtest):
    """Play F5's game on to a round's first pawn of a human seat (where the plan root compares plans)."""
    session = playtest.session
    while not (session.is_human_turn() and session.state.stage == "plan" and not session.state.plan
               and any(a[0] == "assign" for a in session.legal_actions())):
        assert not session.state.is_terminal()
        if session.is_human_turn():
            playtest.panel.choose(0)
        else:
            playtest.act_forward.trigger()
    return session


def test_stop_ends_the_plan_comparison_with_the_best_plan_of_the_futures_judged(make_window, qtbot, monkeypatch):
    # a comparison far too long to wait for (before, Stop had no effect on it and closing waited for its end)
    monkeypatch.setitem(search.SEARCH_OPTIONS, "root", functools.partial(roundplans.factory, samples=100_000))
    window = make_window(prompter=SetupPrompter())
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session = first_pawn(playtest)
    playtest.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is playtest)
    QTest.keyClick(playtest, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    advice = playtest.advice
    qtbot.waitUntil(lambda: advice.progress.value() >= 1, timeout=120_000)  # a future judged, shown in the bar
    assert advice.progress.maximum() == 100_000
    assert advice.progress.format() == "%v of %m futures judged (plans compared whole)"
    qtbot.mouseClick(advice.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: advice.move is not None, timeout=60_000)
    plans = advice.plans
    judged = plans.judged
    assert plans.stopped and 1 <= judged < 100_000 and plans.samples == 100_000
    assert all(len(score.scores) == judged for score in plans.scores) and len(plans.scores) == plans.offered >= 2
    # the advice is what the same root judges on those first futures, chosen as a whole comparison chooses
    fresh = MCTSBot(random.Random(derive_seed(SEED, "advice", session.cursor)), **session.ruleset.search_options).root
    state = session.state.clone()
    expected = score_plans(fresh.rules, state, fresh.rules.candidates(state), judged, fresh.rng)
    assert [s.scores for s in plans.scores] == [s.scores for s in expected]
    best = choose(expected, fresh.margin)
    assert plans.chosen == best.index
    chosen = plans.scores[plans.chosen]
    summary = (f"Plans compared whole: stopped after {judged} of 100000 futures: "
               + ("the greedy's own plan, no other beating its mean" if best.index == 0 else
                  f"plan {best.index + 1} of {len(expected)}")
               + f": mean score {chosen.mean:.3f} against the greedy's {plans.scores[0].mean:.3f} ({judged} futures each)")
    assert advice.progress.format() == summary
    assert advice.table.rowCount() == len(expected) and "chosen" in advice.table.item(best.index, 2).text()
    assert advice.play_button.isEnabled() and not advice.stop_button.isEnabled()
    advice.reject()
    playtest.close()


def test_stop_before_the_first_future_advises_the_greedys_plan_unjudged(make_window, qtbot, monkeypatch):
    """The first plan's rollout waits until Stop is pressed: the comparison ends before its first future."""
    entered, released = threading.Event(), threading.Event()
    rollout = roundplans.RoundPlans.rollout

    def held(self, rng):
        entered.set()
        assert released.wait(60)
        return rollout(self, rng)

    monkeypatch.setattr(roundplans.RoundPlans, "rollout", held)
    window = make_window(prompter=SetupPrompter())
    window.open_path(window.workspace.root.joinpath(*SCENARIO))
    window.menus.playtest.trigger()  # F5
    playtest = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PlaytestWindow) and w.isVisible())
    session = first_pawn(playtest)
    greedy_first = MCTSBot(random.Random(derive_seed(SEED, "advice", session.cursor)),
                           **session.ruleset.search_options).root.rules.candidates(session.state.clone())[0][0]
    playtest.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is playtest)
    QTest.keyClick(playtest, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    advice = playtest.advice
    qtbot.waitUntil(entered.is_set, timeout=60_000)
    qtbot.mouseClick(advice.stop_button, Qt.MouseButton.LeftButton)
    released.set()
    qtbot.waitUntil(lambda: advice.move is not None, timeout=60_000)
    plans = advice.plans
    assert advice.move == greedy_first and plans.scores == () and plans.judged == 0 and plans.stopped
    assert advice.progress.format() == (f"Plans compared whole: stopped before the first of {plans.samples} futures: "
                                        f"the greedy's plan (of {plans.offered}), unjudged")
    assert advice.table.rowCount() == 1 and advice.table.item(0, 2).text() == "the greedy's, unjudged"
    assert advice.table.item(0, 0).data(Qt.ItemDataRole.UserRole) == greedy_first and advice.play_button.isEnabled()
    advice.reject()
    playtest.close()
