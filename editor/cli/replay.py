"""`isleforge replay ADVENTURE --game K`: the event log of one game of a playtest run, in the ruleset's prose.

The same adventure, players, mode, bots and seed as the `playtest` run give the same game K; the
lines are the ruleset's (`Ruleset.narrate_event`, or `describe_event` with `--raw`). A campaign id
hands over to `campaign.replay`.
"""

from __future__ import annotations

from . import campaign
from .common import (EXIT_OK, add_players_args, bot_kinds, bots_help, fail, games_default_text, games_of, load_for_play,
                     run_spec)
from .seats import seating
from .terminal import shown

NAME = "replay"
HELP = "print the event log of one game of a playtest run"


def add_parser(sub) -> None:
    rep = sub.add_parser(NAME, help=HELP,
                         description="Replay game K of a playtest run (same adventure, players or factions, mode, "
                                     "bots and seed) and print its full event log, one event a line, in the "
                                     "ruleset's prose (--raw: the engine's event codes).")
    rep.add_argument("adventure", metavar="ADVENTURE", help="an adventure id of the bundled library or a path to an "
                                                            "adventure file, or a campaign id (run K, chapter by chapter)")
    rep.add_argument("--chapter", type=int, metavar="C", help="a campaign run's chapter to print (its step, from 0; "
                                                              "default: every chapter)")
    rep.add_argument("--game", type=int, required=True, metavar="K", help="the game's number in the run (from 0)")
    rep.add_argument("--games", type=int, default=None, metavar="N",
                     help=f"the number of games the run played (default: as playtest, {games_default_text()}); "
                          "K must be below it")
    rep.add_argument("--raw", action="store_true",
                     help="print the engine's event codes (the stable transcript lines) instead of prose")
    add_players_args(rep)
    rep.add_argument("--bots", metavar="KIND", help="the run's bots: one of the ruleset's bots (" + bots_help()
                                                   + ") (default: the ruleset's last)")
    rep.set_defaults(run=run)


def run(args) -> int:
    from engine.core import ruleset as rulesets
    from engine.core.errors import EngineError
    from engine.sim.runner import BotUnavailable, derive_seed, describe_log, play_state

    if campaign.names_campaign(args.adventure):
        return campaign.replay(args)
    if getattr(args, "chapter", None) is not None:
        return fail("--chapter is for campaigns; an adventure is one game")
    if args.game < 0:
        return fail("--game must be 0 or more")
    adventure, code = load_for_play(args)
    if adventure is None:
        return code
    ruleset = rulesets.of(adventure)
    games = games_of(args, ruleset)
    if args.game >= games:
        return fail(f"--game {args.game} is not in a run of {games} game{'s' * (games != 1)} "
                    f"(games are numbered 0 to {games - 1}; pass --games N for a longer run)")
    seats, problem = seating(args, adventure, ruleset)
    if seats is None:
        return fail(problem)
    try:
        [kind] = bot_kinds(args, ruleset)
    except BotUnavailable as error:
        return fail(str(error))
    spec = run_spec(args, kind, seats)
    try:
        state = play_state(adventure, spec, args.game)
    except EngineError as error:
        return fail(str(error))
    mode = state.game.mode
    team = "" if mode == "competitive" else f", {mode} play" + (" (one player)" if mode == "solo" else "")
    seat_word = "factions" if ruleset.named_seats else f"{ruleset.seat_noun.lower()}s"  # dealt seats: the game's noun
    print(shown(f"# {adventure.id} game {args.game} of the run with seed {args.seed} ({kind} bots): "
                f"game seed {derive_seed(args.seed, args.game)}, {seat_word} {', '.join(state.game.seat_names())}{team}"))
    lines = describe_log(state) if args.raw else [ruleset.narrate_event(e, state.game) for e in state.log]
    for number, line in enumerate(lines):
        print(f"{number:5d}  {shown(line)}")  # --raw too: event codes carry the content's names
    if state.is_terminal():
        print(shown(f"# winners {list(state.winners)} by {state.result or '(no condition)'}; VP {state.scores()}; "
                    f"{len(state.decisions)} decisions"))
    else:
        print(f"# not finished after {len(state.decisions)} decisions")
    return EXIT_OK
