"""Engine errors are values with stable codes, never bare exceptions with prose only."""

from __future__ import annotations


class EngineError(Exception):
    """A request the rules refuse. `code` is stable (e.g. `action/not-legal`, `game/over`)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{message} [{code}]")
        self.code = code
        self.message = message

    def __reduce__(self):
        # crosses process boundaries intact (a worker's error reaches the parent as itself)
        return type(self), (self.code, self.message)
