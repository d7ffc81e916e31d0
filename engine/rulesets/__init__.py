"""One package per island game; each provides a `Ruleset` (engine/core/ruleset.py). Rulesets never
import each other, and nothing generic imports them: they are found through entry points."""
