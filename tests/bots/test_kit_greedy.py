"""The kit's one-ply greedy bot (engine/core/greedy.py, also named engine.bots.greedy): the best-scored action, ties by the bot's
generator, never the true hidden state; offered to rulesets without a greedy bot of their own."""

from __future__ import annotations

import random

from engine.bots.greedy import GreedyBot, OfferedGreedy
from engine.core import ruleset as rulesets
from engine.core.protocols import TERMINAL


class Game:
    num_players = 2


class Stones:
    """Take 1 to 3 stones; who takes the last one wins. The pile's colours are hidden (a determinization
    deals them again), to prove the bot scores on a determinization."""

    def __init__(self, left: int, seat: int = 0) -> None:
        self.game, self.left, self.seat, self.colours = Game(), left, seat, ["red"] * left
        self.rng = random.Random(0)
        self.log: list = []
        self.decisions: list = []
        self.determinized = 0

    def clone(self, rng=None):
        copy = Stones(self.left, self.seat)
        copy.colours, copy.decisions = list(self.colours), list(self.decisions)
        copy.rng = random.Random()
        copy.rng.setstate((rng or self.rng).getstate())
        return copy

    def determinize(self, player, rng):
        self.determinized += 1
        copy = self.clone(rng=random.Random(rng.getrandbits(64)))
        copy.colours = ["?"] * self.left
        return copy

    def legal_actions(self):
        return [("take", n) for n in (1, 2, 3) if n <= self.left]

    def apply_action(self, action):
        self.left -= action[1]
        del self.colours[:action[1]]
        self.decisions.append(action)
        if self.left:
            self.seat = 1 - self.seat

    def current_player(self):
        return TERMINAL if self.is_terminal() else self.seat

    def is_terminal(self):
        return self.left == 0

    def returns(self):
        if not self.is_terminal():
            return [0.0, 0.0]
        return [1.0 if s == self.seat else 0.0 for s in range(2)]


def flat(state, seat):
    """Knows nothing before the end (as `Ruleset.evaluate`'s default)."""
    assert "red" not in state.colours  # scored on a determinization, never on the true pile
    return state.returns()[seat] if state.is_terminal() else 0.5


def test_the_winning_move_is_taken():
    state = Stones(3, seat=1)
    action, scored = GreedyBot(random.Random(1), flat).choose(state, state.legal_actions())
    assert action == ("take", 3) and scored == [(("take", 1), 0.5), (("take", 2), 0.5), (("take", 3), 1.0)]
    assert state.left == 3 and state.decisions == [] and state.determinized == 1


def test_ties_are_broken_by_the_bots_generator_after_one_determinization():
    for seed in range(8):
        expected = random.Random(seed)
        expected.getrandbits(64)  # the determinization's generator
        expected.getrandbits(64)  # the clones' chance
        pick = ("take", 1 + int(expected.random() * 3))
        assert GreedyBot(random.Random(seed), flat).step(Stones(10)) == pick


def test_one_legal_action_is_played_without_looking():
    bot = GreedyBot(random.Random(4), flat)
    state = Stones(1)
    assert bot.step(state) == ("take", 1) and state.determinized == 0
    assert bot.rng.random() == random.Random(4).random()


def test_rulesets_with_their_own_greedy_bot_keep_it():
    for ruleset in rulesets.all_rulesets():
        own = ruleset.bot_table()["greedy"]
        assert not isinstance(own, OfferedGreedy) and own.__module__.startswith(f"engine.rulesets.{ruleset.id.replace('-', '_')}")


def test_a_ruleset_without_a_greedy_bot_is_offered_the_kits():
    class Bare(rulesets.Ruleset):
        id = "bare"
        bots = {"random": object}

    table = Bare().bot_table()
    offered = table["greedy"]
    assert list(table) == ["random", "greedy"] and isinstance(offered, OfferedGreedy)
    assert offered.evaluate is rulesets.Ruleset.evaluate_as_its_ruleset
    assert Bare.bots == {"random": object} and rulesets.Ruleset.bots == {}  # the declared tables stay as written
    bot = offered(random.Random(1))
    assert isinstance(bot, GreedyBot) and bot.rng.random() == random.Random(1).random()


def test_the_kits_greedy_plays_island_clash_by_its_evaluation(lagoon):
    clash = rulesets.get("island-clash")

    def play(seed):
        state = clash.new_game(lagoon, players=2).new_initial_state(seed)
        bots = [GreedyBot(random.Random(seed * 10 + s), clash.evaluate) for s in range(2)]
        while not state.is_terminal() and len(state.decisions) < 400:
            state.apply_action(bots[state.current_player()].step(state))
        return state
    state = play(3)
    assert state.is_terminal() and not clash.invariants(state)
    assert play(3).decisions == state.decisions
