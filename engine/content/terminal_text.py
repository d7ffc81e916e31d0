"""Content text made safe for a terminal: the one escaping helper of every printed line (issue 30, item 9).

Titles, names, file names and messages come from the user's files, which the validator accepts
with any character a YAML string can hold. Printed raw, a title `"\\e[2J"` clears the terminal,
`"\\e]0;...\\a"` sets its window title, and a newline forges a `fake.yaml:9:9: error:` line that an
editor's problem matcher or CI log would believe. A file name that is not UTF-8 (read by Python as
`\\udc80`-style surrogates) crashes a strict UTF-8 stdout. `shown` turns each such character into a
visible escape; `json_text` keeps JSON text as it is but always valid UTF-8.

It lives in `engine.content` because the engine's own terminal summaries (`engine.sim.report`,
`campaign_report`, `sweep_report`) escape their lines with it; `editor.cli.terminal` re-exports it.
"""

from __future__ import annotations

import unicodedata

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


def shown_lines(lines) -> str:
    """Lines of a terminal summary, each escaped with `shown` (so none can hold a line break), joined and ended by newlines."""
    return "".join(shown(line) + "\n" for line in lines)


def json_text(text: str) -> str:
    """``text`` encodable as UTF-8: lone surrogates (undecodable bytes, `\\udc80` escapes) become visible escapes."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return "".join(_escape(c) if unicodedata.category(c) == "Cs" else c for c in text)
