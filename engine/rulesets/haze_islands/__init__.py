"""Haze Islands: the print-and-play pirate game of seed 004, Isleforge's third ruleset.

1 to 3 pirates build the board from map cards as they scout, spend the same cards as their time,
complete adventures for icons and special orders and face The Doom, which grows every round and
hunts the nearest ship; see docs/rules-haze-islands.md for each rule, its code and its tests.
"""
