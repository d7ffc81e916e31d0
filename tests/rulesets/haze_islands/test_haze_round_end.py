"""The round end (rulebook p.19-21), the game's ends and winners (p.22, p.3), with exact states."""

from __future__ import annotations

from haze_builder import at_turn, dealt, holding, play, position, two_player

from engine.rulesets.haze_islands.ending import winners

BOARD = {(0, 0): ("isle-00", 0), (1, 0): ("isle-03", 0), (0, 1): ("isle-06", 2)}


def _last_discard(state):
    """Seat 0 plays last (seat 1 first) and discards its only card: the round ends."""
    at_turn(state, 0, first=1)
    position(state, decks=[["isle-10"], []])
    return play(state, ("discard",))


def test_night_falls_the_doom_hunts_the_nearest_ship_and_new_dawn_resets():
    state = two_player()
    # (0,0)->(1,0): isle-00 right 2 + isle-03 left 1 = 3; (0,0)->(0,1): isle-00 bottom 0 + isle-06 bottom 0 = 0
    position(state, board=BOARD, adventures={(0, 0): ("tale-00", "single"), (1, 0): ("tale-01", "double")},
             ships=[(1, 0), (0, 1)], adventure_deck=["tale-05", "tale-06", "tale-07"])
    _last_discard(state)
    doom = [e for e in state.log if e.kind == "doom"][0]
    assert doom.data == {"power": 2, "start": [0, 0], "target": 1, "crossed": 0, "stayed": False}
    assert state.doom_at == (0, 1) and state.supply == [3, 1] and state.lost == [0, 2]
    # night: tale-00's single side became sea; dawn: tale-01's double turned single, empty locations filled
    assert state.adventures == {(0, 0): ("tale-00", "sea"), (1, 0): ("tale-01", "single"),
                                (0, 1): ("tale-07", "double")}
    assert state.first == 0 and state.round == 2 and state.doom_power == 2
    assert state.decks[0].cards == [] and state.decks[1].cards == ["isle-10"]  # 1 card dealt to the other seat
    assert state.stage == "turn" and state.actor == 1  # seat 0's deck is empty: seat 1 plays


def test_the_doom_never_stops_mid_edge_and_attacks_for_power_minus_diamonds():
    state = two_player()
    board = dict(BOARD)
    board[(2, 0)] = ("isle-09", 0)  # (1,0)->(2,0): isle-03 right 2 + isle-09 left 1 = 3
    position(state, board=board, adventures={}, ships=[(2, 0), (2, 0)], doom_power=3, adventure_deck=["tale-05"] * 4)
    _last_discard(state)
    doom = [e for e in state.log if e.kind == "doom"][0]
    assert doom.data["power"] == 4 and doom.data["crossed"] == 3 and state.doom_at == (1, 0)
    assert state.supply == [3, 3]  # not at the ships' location: no attack
    state = two_player()
    position(state, board=board, adventures={}, ships=[(1, 0), (1, 0)], doom_power=3, adventure_deck=["tale-05"] * 4)
    _last_discard(state)
    hits = [(e.data["target"], e.data["damage"]) for e in state.log if e.kind == "doom-attack"]
    assert hits == [(0, 1), (1, 1)]  # reverse turn order (seat 1 first, seat 0 last), 4 - 3 damage


def test_ties_go_to_the_most_icons_and_ignored_ships_are_not_hunted():
    state = two_player()
    board = {(0, 0): ("isle-00", 0), (0, 1): ("isle-06", 2), (0, -1): ("isle-03", 0)}
    # (0,0)->(0,-1): tale-00's sea edge 0 + isle-03 bottom 0 = 0, like (0,0)->(0,1)
    position(state, board=board, adventures={(0, 0): ("tale-00", "sea")}, ships=[(0, -1), (0, 1)],
             adventure_deck=["tale-05"] * 4, logs=[[], [("adventure", "tale-02", 1)]])
    _last_discard(state)
    assert [e.data["target"] for e in state.log if e.kind == "doom"] == [1]
    state = two_player()
    position(state, board=board, adventures={(0, 0): ("tale-00", "sea")}, ships=[(0, -1), (0, 1)],
             adventure_deck=["tale-05"] * 4, logs=[[], [("adventure", "tale-02", 1)]], ignoring=[False, True])
    _last_discard(state)
    assert [e.data["target"] for e in state.log if e.kind == "doom"] == [0]


def test_the_last_round_ends_the_game_after_the_doom_at_final_power():
    state = two_player()
    position(state, board={**BOARD, (2, 0): ("isle-09", 0)}, adventures={}, ships=[(2, 0), (2, 0)], round=6,
             doom_power=6, logs=[[("adventure", "tale-02", 2)], [("adventure", "tale-03", 2)]], supply=[3, 3])
    _last_discard(state)
    doom = [e for e in state.log if e.kind == "doom"][0]
    assert doom.data["power"] == 7 and doom.data["crossed"] == 6
    assert state.result == "final-round" and state.is_terminal()
    # 7 - 6 = 1 damage each; tied on icons (2 each), Doom cards (0) and pirates (2): both win
    assert state.supply == [2, 2] and state.winners == (0, 1) and state.returns() == [0.5, 0.5]


def test_sunk_by_the_doom_a_ghost_then_other_ghosts_try_to_revive():
    state = two_player()
    position(state, board=BOARD, adventures={}, ships=[(0, 1), (1, 0)], supply=[0, 3], removed=[3, 0],
             status=["ghost", "survivor"], doom_power=5, discard=["isle-04"], adventure_deck=["tale-05"] * 4)
    state.ships = [(0, 1), (0, 1)]
    at_turn(state, 0, first=1)
    position(state, decks=[["isle-10"], []], supply=[0, 0])
    play(state, ("discard",))  # the pile: isle-04, isle-10; The Doom (6) sinks seat 1 at (0, 1)
    assert state.status == ["ghost", "ghost"] and state.stage == "fate" and state.actor == 0
    card = state.ctx["fate_card"]
    corner = next(c for c, skull in state.game.skulls[card].items() if not skull)
    play(state, ("fate", corner))
    assert state.status == ["survivor", "ghost"] and state.result == ""


def test_new_dawn_with_too_few_adventures_the_first_player_chooses_and_the_last_makes_the_final_round():
    state = two_player()
    position(state, board=BOARD, adventures={}, ships=[(1, 0), (1, 0)], adventure_deck=["tale-05", "tale-06"])
    _last_discard(state)
    assert state.stage == "place" and state.actor == 1
    assert state.legal_actions() == [("adventure-at", c) for c in [(0, 0), (1, 0), (0, 1)]]
    play(state, ("adventure-at", (0, 1)), ("adventure-at", (1, 0)))
    assert state.adventures == {(0, 1): ("tale-06", "double"), (1, 0): ("tale-05", "double")}
    assert state.round == 6 and state.doom_power == 6  # the last adventure card: the final round


def test_the_last_doom_card_ends_the_game_and_the_solo_and_cooperative_goals():
    state = two_player()
    # doom-0 side 0 needs tempest, cinder, gunner
    position(state, decks=[["isle-05", "isle-07"], []], hands=[["isle-02", "isle-03", "isle-09"], []],
             doom_deck=[("doom-0", 0)])
    play(state, ("attack-doom",), ("fate", "top-right"), ("pay", ("hand", "isle-02")),
         ("pay", ("hand", "isle-03")), ("pay", ("hand", "isle-09")))
    assert state.result == "doom-defeated" and state.logs[0] == [("doom", "doom-0", 3)] and state.winners == (0,)
    solo = dealt(mode="solo", players=1)
    position(solo, logs=[[("adventure", "x", 27), ("doom", "doom-0", 3)]], result="doom-defeated")
    assert winners(solo) == [0]
    position(solo, logs=[[("adventure", "x", 26), ("doom", "doom-0", 3)]])
    assert winners(solo) == []
    coop = dealt(mode="cooperative", players=2)
    position(coop, logs=[[("adventure", "x", 20)], [("doom", "doom-0", 20)]], result="doom-defeated")
    assert winners(coop) == [0, 1]
    position(coop, result="final-round")
    assert winners(coop) == []


def test_winners_by_icons_then_doom_cards_then_pirates_survivors_only():
    state = dealt(players=3)
    position(state, logs=[[("adventure", "a", 5)], [("doom", "d", 5)], [("doom", "e", 5)]],
             supply=[3, 1, 2], deployed=[set(), set(), set()], status=["survivor"] * 3)
    assert winners(state) == [2]  # 5 icons each; Doom cards 0, 1, 1; pirates 1 against 2
    state.status = ["survivor", "survivor", "ghost"]
    assert winners(state) == [1]
    holding(state, 0, "tale-02")
    state.logs[0].append(("adventure", "tale-03", 9))
    assert winners(state) == [0]
