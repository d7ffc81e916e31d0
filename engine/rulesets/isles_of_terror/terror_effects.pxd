# Types for the compiled engine (Cython reads this beside terror_effects.py; pure Python ignores it).
# The procedures of the frame machine (game.PROCEDURES) are cpdef with their state and frame typed: every
# field they read or write is a C struct access, not the generic attribute lookup.
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.state cimport State

cpdef run_terror_effects(State state, Frame frame)
