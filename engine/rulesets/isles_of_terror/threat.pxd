# Types for the compiled engine (Cython reads this beside threat.py; pure Python ignores it).
# The procedures of the frame machine (game.PROCEDURES) are cpdef with their state and frame typed: every
# field they read or write is a C struct access, not the generic attribute lookup.
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.state cimport State

cpdef run_minion_attack(State state, Frame frame)
cpdef run_threat_roll(State state, Frame frame)
