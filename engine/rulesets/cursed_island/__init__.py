"""Cursed Island: the cooperative survival game of seed 003 (Robinson Crusoe: Adventure on the Cursed
Island), Isleforge's fifth ruleset.

1 to 4 castaways (Friday and the dog in small games) survive a scenario of a fixed number of rounds: each
round an event strikes and slides along the threat field, morale pays or costs Determination, the camp
produces, the team plans where every pawn goes and the actions resolve in a fixed order, the scenario's
weather dice test the roof, and everyone eats and sleeps. Any castaway's death loses the game; the
scenario's goal wins it. See docs/rules-cursed-island.md for each rule, its code and its tests.
"""
