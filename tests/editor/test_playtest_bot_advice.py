""""What would the bot do?": a human seat asks with Ctrl+B and sees MCTS's top moves, searched off the GUI thread."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.app.prompter import ScriptedPrompter
from editor.playtest.bot_advice import BotAdvice
from editor.playtest.setup_dialog import CONTROLLER_TITLES
from editor.playtest.window import PlaytestWindow
from engine.bots.mcts import MCTSBot
from engine.sim.content import load_playable
from engine.sim.runner import derive_seed
from engine.sim.session import PlaytestSession, SessionSetup, seat_kinds

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


@pytest.fixture
def window(qtbot, temple, tmp_path):
    setup = SessionSetup(tuple(f.id for f in temple.factions[:2]), ("human", "mcts"), 11)
    window = PlaytestWindow(PlaytestSession(temple, setup), prompter=ScriptedPrompter(), folder=tmp_path,
                            running=False)
    qtbot.addWidget(window)
    window.show()
    window.run_to_end()
    while len(window.session.legal_actions()) < 2:  # a decision with a choice to advise on
        window.panel.choose(0)
        window.run_to_end()
    return window


def test_mcts_is_a_seat_choice(temple):
    assert seat_kinds() == ("human", "random", "greedy", "mcts") and CONTROLLER_TITLES["mcts"] == "MCTS bot (search)"


def test_ctrl_b_shows_the_searchs_top_moves_in_the_rulesets_words(qtbot, window):
    session = window.session
    state, cursor = session.state.clone(), session.cursor
    assert window.act_advice.isEnabled()
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    advice = window.advice
    assert isinstance(advice, BotAdvice) and advice.isVisible()
    qtbot.waitUntil(lambda: advice.result is not None, timeout=120_000)
    seed = derive_seed(11, "advice", cursor)
    bot = MCTSBot(random.Random(seed), **session.ruleset.search_options)
    expected = bot.search(state, settle=bot.settle)  # as `--bots mcts` searches: its budget, settling early
    assert advice.result == expected  # the same search, seeded from the session: asking twice gives the same advice
    assert advice.move == MCTSBot(random.Random(seed), **session.ruleset.search_options).step(state.clone())
    top = expected.moves[0]
    assert advice.table.item(0, 0).text() == state.action_to_string(top.action, state.current_player())
    assert advice.table.item(0, 1).text() == f"{100 * top.share:.0f}%  ({top.visits})"
    assert advice.table.item(0, 2).text() == f"{100 * top.value:.0f}%"
    assert advice.progress.value() == expected.iterations and not advice.stop_button.isEnabled()
    qtbot.mouseClick(advice.play_button, Qt.MouseButton.LeftButton)
    assert session.decisions[cursor] == top.action and session.cursor == cursor + 1


def test_the_advice_searches_as_the_ruleset_sets_its_search_at_a_budget_given(qtbot, window, monkeypatch):
    """A ruleset's `search_options` are the advice's search too; a budget given replaces theirs, as
    `--bots mcts:N` does."""
    session = window.session
    monkeypatch.setattr(type(session.ruleset), "search_options", {"depth": 3, "iterations": 7})
    state, cursor = session.state.clone(), session.cursor
    advice = BotAdvice(session, "Seat 1", iterations=40, parent=window)
    qtbot.waitUntil(lambda: advice.result is not None, timeout=120_000)
    assert advice.search.options == {"depth": 3, "iterations": 40}
    expected = MCTSBot(random.Random(derive_seed(11, "advice", cursor)), iterations=40, depth=3).search(state, settle=True)
    assert advice.result == expected
    advice.reject()


def test_stop_ends_the_search_early_and_shows_what_it_found(qtbot, window):
    # a budget no search reaches before Stop (100,000 could finish on a quiet machine before the click)
    advice = BotAdvice(window.session, "Seat 1", iterations=1_000_000_000, parent=window)
    qtbot.waitUntil(lambda: advice.progress.value() >= 3, timeout=60_000)
    qtbot.mouseClick(advice.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: advice.result is not None, timeout=60_000)
    assert 3 <= advice.result.iterations < 1_000_000_000 and "(stopped)" in advice.progress.format()
    assert advice.table.rowCount() >= 1
    advice.reject()


def test_no_advice_when_no_human_decides(qtbot, temple, tmp_path):
    setup = SessionSetup(tuple(f.id for f in temple.factions[:2]), ("random", "random"), 11)
    window = PlaytestWindow(PlaytestSession(temple, setup), prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(window)
    assert not window.act_advice.isEnabled() and window.ask_bot() is None


def test_the_search_reports_progress_a_few_times_a_second_not_per_iteration(qtbot, window):
    """One queued signal per iteration flooded the GUI thread: a Stop click then waited minutes behind them."""
    advice = BotAdvice(window.session, "Seat 1", iterations=2_000, parent=window)
    reports = []
    advice.search.progressed.connect(lambda done, budget: reports.append(done), Qt.ConnectionType.DirectConnection)
    qtbot.waitUntil(lambda: advice.result is not None, timeout=120_000)
    done = advice.result.iterations  # (it settles early where no other move can catch up, as a bot's search does)
    assert done > 100 and reports[-1] <= done and advice.progress.value() == done
    assert len(reports) < done and reports == sorted(reports)
    advice.reject()


def test_a_search_that_raises_says_so_instead_of_never_ending(qtbot, window, monkeypatch):
    """The search thread's error reaches the dialog (before, the thread ended with no signal and the bar
    said "0 of 200 games searched" for ever, as the balance run did with a broken pool)."""
    def broken(self, state, progress=None, cancelled=None, **keywords):
        raise RuntimeError("no root to search from")

    monkeypatch.setattr(MCTSBot, "search", broken)
    QTest.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    advice = window.advice
    qtbot.waitUntil(lambda: advice.progress.format().startswith("Not searched"), timeout=60_000)
    assert advice.progress.format() == "Not searched: RuntimeError: no root to search from"
    assert advice.result is None and not advice.stop_button.isEnabled() and not advice.play_button.isEnabled()
