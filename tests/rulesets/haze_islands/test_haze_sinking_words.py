"""How damage, sinkings and the game's end read in the log, with exact states: no damage is no event
(the rule: power less the diamonds crossed; a ship with no pirate in the supply sinks when it takes
damage, never on none), a sinking names its cause, a ship sunk in team play ends as "sunk", and the last
line says who wins or loses in words fit for the mode."""

from __future__ import annotations

from haze_builder import at_turn, play, position, two_player

from engine.core.events import Event
from engine.rulesets.haze_islands import crew, prose
from engine.rulesets.haze_islands.report import report_sections

BOARD = {(0, 0): ("isle-00", 0), (1, 0): ("isle-03", 0), (0, 1): ("isle-06", 2)}


def _round_end(state):
    at_turn(state, 0, first=1)
    position(state, decks=[["isle-10"], []])
    return play(state, ("discard",))


def _lines(state) -> list[str]:
    return [prose.narrate(e, state.game) for e in state.log]


def test_a_ship_without_pirates_sinks_under_the_doom_and_the_log_names_the_cause():
    state = two_player(mode="cooperative")
    # (0,0)->(0,1) crosses 0 diamonds: The Doom at power 2 strikes seat 0 for 2, which has no pirate left
    position(state, board=BOARD, adventures={}, ships=[(0, 1), (1, 0)], supply=[0, 3], lost=[3, 0],
             adventure_deck=["tale-05"] * 4)
    _round_end(state)
    assert [(e.kind, e.data.get("amount")) for e in state.log if e.kind in ("damage", "sunk")] == [("sunk", None)]
    sunk = next(e for e in state.log if e.kind == "sunk")
    assert sunk.data == {"by": -1, "becomes": "lost", "damage": 2}
    assert state.status == ["sunk", "survivor"] and state.result == "sunk" and state.winners == ()
    lines = _lines(state)
    assert "Red takes 0 damage from The Doom." not in lines
    assert lines[-3:] == [
        "The Doom strikes Red for 2.",
        "Red's ship sinks under The Doom's 2 damage with no pirate left in the supply: the crew is lost.",
        "The game ends (A ship sank to The Doom (team mode: the team loses)): the team loses."]


def test_pirates_take_the_damage_they_can_and_the_rest_sinks_the_ship():
    state = two_player()
    position(state, supply=[1, 3], lost=[2, 0])
    assert crew.damage(state, 0, 3, None) is True
    assert [(e.kind, e.data) for e in state.log[-2:]] == [
        ("damage", {"amount": 1, "by": -1}), ("sunk", {"by": -1, "becomes": "ghost", "damage": 3})]
    assert state.status == ["ghost", "survivor"]


def test_no_damage_is_no_event_and_sinks_nothing():
    state = two_player()
    position(state, supply=[0, 3], lost=[3, 0])
    before = len(state.log)
    assert crew.damage(state, 0, 0, None) is False
    assert len(state.log) == before and state.status == ["survivor", "survivor"]


def test_the_last_line_says_who_wins_or_loses_in_each_mode():
    def end(mode, winners):
        state = two_player(mode=mode)
        return prose.narrate(Event("game-end", -1, None, {"result": "final-round", "winners": winners}), state.game)

    prefix = "The game ends (The last round ended): "
    assert end("competitive", []) == prefix + "nobody wins."
    assert end("competitive", [1]) == prefix + "Blue wins."
    assert end("friendly", [0, 1]) == prefix + "Red and Blue share the win."
    assert end("cooperative", [0, 1]) == prefix + "the team wins."
    assert end("cooperative", []) == prefix + "the team loses."


def test_the_solo_captain_wins_or_loses():
    from haze_builder import dealt

    game = dealt(mode="solo", players=1).game
    event = Event("game-end", -1, None, {"result": "sunk", "winners": []})
    assert prose.narrate(event, game).endswith(": Red loses.")
    assert prose.narrate(event._replace(data={"result": "doom-defeated", "winners": [0]}), game).endswith(": Red wins.")


def test_the_report_counts_seats_sunk_in_team_play():
    state = two_player(mode="cooperative")
    assert "sunk" in report_sections(state.game.adventure, [], "cooperative")["haze_islands"]["status_at_end"]
