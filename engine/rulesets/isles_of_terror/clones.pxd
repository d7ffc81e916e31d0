# Types for the compiled engine (Cython reads this beside clones.py; pure Python ignores it): the original
# and the copy of the state, each player and each frame are their extension types, so that every field is
# read and written in the C struct.
cimport cython
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player
from engine.rulesets.isles_of_terror.state cimport State

@cython.locals(s=State, x_players=Player, y_players=Player, x_stack=Frame, y_stack=Frame, items=list)
cpdef State clone_state(State self, rng=*, bint history=*, bint lent=*)
