"""What every ruleset shares: the frame machine, registries, events, errors, saved games, the
Game/State/Bot protocols and the `Ruleset` interface with its entry points (docs/architecture.md)."""
