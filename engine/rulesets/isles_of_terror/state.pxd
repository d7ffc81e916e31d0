# Types for the compiled engine (Cython reads this beside state.py; pure Python ignores it).
# `State` is an extension type (its fields are the source's `__slots__`, the rows of `STATE_FIELDS`): its
# own methods and every compiled module that types a state `State` (cimport) read a field from the C
# struct instead of through the generic attribute lookup that makes compiled attribute-heavy code slower
# than the interpreter. The per-area lists, the players, the stack and the logs are always lists.
# C-typed area indexes make the loops over a player's figures by area C loops.
cimport cython
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player

cdef class State:
    cdef public object game, seed, board, n, year, season, start, active, laid, tiles_seen, pools
    cdef public object pool_discard, location_bag, terrain_bag, event_deck, event_discard
    cdef public object event_shown, explore_deck, explore_discard, mission_deck, mission_discard
    cdef public object event, flags, terrors, rivers, mods, used, combat, explo, _log, _rng
    cdef public object _rng_shared, terminal, winners, result, reaction_mark, turns, _legal, _dice
    cdef public list players, tile, explored, token, stack, _events, decisions, plays

    @cython.locals(frame=Frame, stack=list)
    cpdef _advance(self, bint listing=*)

@cython.locals(a=Py_ssize_t)
cpdef list _held(Py_ssize_t size, soldiers, captains, camps, explored, is_sea)

@cython.locals(seat=Py_ssize_t, p=Player)
cpdef Py_ssize_t _occupant(list players, Py_ssize_t area, Py_ssize_t but) except? -2

cpdef _legal_of(State state, Frame frame, handler, free_actions)
