"""Playtesting: many bot games of an adventure in worker processes and the balance report (docs/playtest.md)."""
