"""F5 on a campaign: chapter after chapter in one playtest window, with "Next Chapter"."""

from __future__ import annotations

from editor.playtest.campaign_play import CampaignPlay
from editor.playtest.window import PlaytestWindow
from engine.sim.campaign import choose_branch, load_campaign
from engine.sim.runner import derive_seed
from engine.sim.session import SessionSetup

FACTIONS = ("red-coats", "yoruba", "conquistadores")


def test_chapters_follow_one_another_with_their_carry_in(qtbot):
    playable = load_campaign("isles-of-ash")
    setup = SessionSetup(FACTIONS, ("random",) * 3, 21)
    windows = []

    def open_window(session):
        window = PlaytestWindow(session, running=False)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    play = CampaignPlay(playable, setup, open_window)
    window = play.start()
    assert not play.next_button.isEnabled()
    played = []
    for step in range(8):
        game = window.session.game
        assert window.session.seed == derive_seed(21, "chapter", step) and tuple(game.seat_names()) == FACTIONS
        assert (game.carry_in is None) == (step == 0)
        window.run_to_end()
        state = window.session.state
        assert state.is_terminal()
        chapter = play.course.chapter
        outcome = "win" if 0 in state.winners else "lose"
        assert (play.pending.branch, play.pending.next) == choose_branch(playable.campaign, chapter, outcome, state.flags)
        played.append(chapter.id)
        if play.pending.next is None:
            assert not play.next_button.isEnabled() and "the campaign ends" in play.summary.text()
            break
        assert play.next_button.isEnabled() and "Carries over" in play.summary.text()
        window.step_back()  # step back inside a chapter: it is not over any more
        assert not play.next_button.isEnabled()
        window.run_to_end()
        assert play.next_chapter()
        assert play.course.step == step + 1
    assert played[0] == "landfall" and played[-1] == "pyrecrest"
    assert len(windows) == 1  # one window for the whole campaign
    assert all(r.game.log_digest for r in play.course.results)
