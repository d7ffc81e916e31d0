"""Isleforge's engine. Its hot modules may run compiled; `_compiled` makes sure an edited source always wins."""

from engine import _compiled

_compiled.install()
