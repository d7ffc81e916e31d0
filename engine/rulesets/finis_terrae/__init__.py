"""Finis Terrae: the tile-laying sea game of seed 002, Isleforge's fourth ruleset.

2 to 4 explorers lay the sea tile by tile as they sail out of the start island, found ports, collect
treasures, finds and castaways, trade spices, turn pirate and fight, while a weather deck with a finale
card at a known depth decides the days and the game's length; see docs/rules-finis-terrae.md for each
rule, its code and its tests.
"""
