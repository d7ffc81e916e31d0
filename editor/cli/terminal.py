"""What the CLI prints: never a control sequence, never a forged line, never invalid UTF-8.

Values and file names come from the user's files. Printed raw, `kind: "\\e[2J"` clears the
terminal, a newline in a value forges a `fake.yaml:9:9: error:` line, and a file name that is not
UTF-8 (read by Python as `\\udc80`-style surrogates) crashes a strict UTF-8 stdout. `shown` turns
each such character into a visible escape; JSON output keeps the text but is always valid UTF-8.
"""

from __future__ import annotations

import dataclasses
import unicodedata

from engine.content.diagnostics import Diagnostic

#: Format characters that reorder or hide text on a terminal (bidirectional overrides and isolates).
_BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def _escape(character: str) -> str:
    code = ord(character)
    if 0xDC80 <= code <= 0xDCFF:  # an undecodable byte of a file name (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x100:
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(character, f"\\x{code:02x}")
    return f"\\u{code:04x}"


def _unsafe(character: str) -> bool:
    return unicodedata.category(character) in ("Cc", "Cs") or character in _BIDI


def shown(text: object) -> str:
    """``text`` safe to print on one line of a terminal: control characters and undecodable bytes escaped."""
    text = str(text)
    if text.isprintable() and not any(c in _BIDI for c in text):
        return text
    return "".join(_escape(c) if _unsafe(c) else c for c in text)


def shown_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    """A copy whose file, pointer, message and hint are safe to print."""
    return dataclasses.replace(diagnostic, file=shown(diagnostic.file), pointer=shown(diagnostic.pointer),
                               message=shown(diagnostic.message), hint=shown(diagnostic.hint))


def json_text(text: str) -> str:
    """``text`` encodable as UTF-8: lone surrogates (undecodable bytes, `\\udc80` escapes) become visible escapes."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return "".join(_escape(c) if unicodedata.category(c) == "Cs" else c for c in text)


def json_diagnostic(diagnostic: Diagnostic) -> Diagnostic:
    return dataclasses.replace(diagnostic, file=json_text(diagnostic.file), pointer=json_text(diagnostic.pointer),
                               message=json_text(diagnostic.message), hint=json_text(diagnostic.hint))
