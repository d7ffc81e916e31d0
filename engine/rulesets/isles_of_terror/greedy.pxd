# Types for the compiled engine (Cython reads this beside greedy.py; pure Python ignores it).
# The functions are cpdef so that calls inside the module are direct C calls; their counts are C
# integers. Float sums stay in the source's order: every score is the same to the last bit.
cimport cython
from engine.rulesets.isles_of_terror.state cimport State
from engine.core.frames cimport Frame
from engine.rulesets.isles_of_terror.player cimport Player

@cython.locals(a=Py_ssize_t, b=Py_ssize_t, s=Py_ssize_t, c=Py_ssize_t, k=Py_ssize_t, mine=Py_ssize_t,
               n=Py_ssize_t, threat=Py_ssize_t, areas=Py_ssize_t, symbols=Py_ssize_t, exposed=Py_ssize_t,
               all_soldiers=Py_ssize_t, all_captains=Py_ssize_t, all_camps=Py_ssize_t)
cpdef tuple board_terms(Py_ssize_t size, list soldiers, list captains, list camps, is_sea, explored, tiles, adjacency,
                        rivals)

cpdef double resource_value(list table, Py_ssize_t x)

@cython.locals(value=double, p=Player)
cpdef double evaluate(bot, State state, Py_ssize_t seat)

@cython.locals(p=Player, stack=list, frame=Frame, move=Frame)
cpdef double pending(bot, State state, Py_ssize_t seat)

@cython.locals(cache=dict)
cpdef tuple prior(bot, State state, colour)

@cython.locals(gain=double)
cpdef double area_gain(dict w, bint token, double resources)

@cython.locals(fights=dict)
cpdef fight(soldiers, captains, d_soldiers, d_captains, d_camps, value, boss)

@cython.locals(explorations=dict)
cpdef double target_gain(bot, State state, Py_ssize_t seat, Py_ssize_t area, Py_ssize_t soldiers, Py_ssize_t captains)

@cython.locals(camps=Py_ssize_t)
cpdef double contest_gain(bot, State state, Py_ssize_t area, Py_ssize_t soldiers, Py_ssize_t captains, Py_ssize_t other)

@cython.locals(p=Player)
cpdef dict action_values(bot, State state, Py_ssize_t seat)

@cython.locals(a=Py_ssize_t, b=Py_ssize_t, s=Py_ssize_t, c=Py_ssize_t, area=Py_ssize_t, other=Py_ssize_t,
               there=Py_ssize_t, near=Py_ssize_t,
               moving=Py_ssize_t, have=Py_ssize_t, limit=Py_ssize_t, spent=double, best=double, gain=double,
               next_to_mine=set, soldiers=list, captains=list)
cpdef double best_move(bot, State state, Py_ssize_t seat, Player p)

@cython.locals(area=Py_ssize_t, b=Py_ssize_t, soldiers=Py_ssize_t, captains=Py_ssize_t, here=Py_ssize_t,
               room=Py_ssize_t, moving=Py_ssize_t, rations=Py_ssize_t, cost=double, have=double, p=Player)
cpdef list _targets(bot, State state, seat, frame, actions)
