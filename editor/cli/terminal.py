"""What the CLI prints: never a control sequence, never a forged line, never invalid UTF-8.

Values and file names come from the user's files. Printed raw, `kind: "\\e[2J"` clears the
terminal, a newline in a value forges a `fake.yaml:9:9: error:` line, and a file name that is not
UTF-8 (read by Python as `\\udc80`-style surrogates) crashes a strict UTF-8 stdout. `shown` turns
each such character into a visible escape; JSON output keeps the text but is always valid UTF-8.
"""

from __future__ import annotations

import dataclasses

from engine.content.diagnostics import Diagnostic
from engine.content.terminal_text import json_text, shown, shown_lines

__all__ = ["json_diagnostic", "json_text", "shown", "shown_diagnostic", "shown_lines"]

def shown_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    """A copy whose file, pointer, message and hint are safe to print."""
    return dataclasses.replace(diagnostic, file=shown(diagnostic.file), pointer=shown(diagnostic.pointer),
                               message=shown(diagnostic.message), hint=shown(diagnostic.hint))


def json_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    return dataclasses.replace(diagnostic, file=json_text(diagnostic.file), pointer=json_text(diagnostic.pointer),
                               message=json_text(diagnostic.message), hint=json_text(diagnostic.hint))
