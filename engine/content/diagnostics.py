"""Diagnostics: frozen values with a stable code and a 1-based source position.

Every problem Isleforge finds in content, from a YAML syntax error to a
dangling card id, becomes one `Diagnostic`. They sort by file, line and column,
print as ``file:line:col: severity: message [code]`` and serialise to JSON.
"""

from __future__ import annotations

import enum
import json
from dataclasses import asdict, dataclass
from collections.abc import Iterable


class Severity(str, enum.Enum):  # noqa: UP042 (a StrEnum would change str(), which messages use)
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem in one place. Lines and columns are 1-based; 0 means unknown."""

    severity: Severity
    code: str
    message: str
    file: str = ""
    pointer: str = ""
    line: int = 0
    column: int = 0
    hint: str = ""

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def sort_key(self) -> tuple:
        return (self.file, self.line, self.column, self.severity.rank, self.code, self.pointer, self.message)

    def location(self) -> str:
        if not self.line:
            return self.file
        return f"{self.file}:{self.line}:{self.column}"

    def to_text(self) -> str:
        text = f"{self.location()}: {self.severity.value}: {self.message} [{self.code}]"
        if self.hint:
            text += "\n    " + self.hint.replace("\n", "\n    ")
        return text

    def to_dict(self) -> dict:
        data = asdict(self)
        data["severity"] = self.severity.value
        return data


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(diagnostics, key=Diagnostic.sort_key)


def to_json(diagnostics: Iterable[Diagnostic]) -> str:
    return json.dumps([d.to_dict() for d in diagnostics], indent=2, ensure_ascii=False)


def count_by_severity(diagnostics: Iterable[Diagnostic]) -> dict[Severity, int]:
    counts = {severity: 0 for severity in Severity}
    for diagnostic in diagnostics:
        counts[diagnostic.severity] += 1
    return counts


def escape_pointer_token(token: str | int) -> str:
    text = str(token)
    if "~" in text or "/" in text:  # rare: the checks escape some ten thousand tokens a validate
        return text.replace("~", "~0").replace("/", "~1")
    return text


def pointer(*tokens: str | int) -> str:
    """Build a JSON pointer from path tokens: pointer("map", "rows", 3) == "/map/rows/3"."""
    return "".join("/" + escape_pointer_token(t) for t in tokens)


def split_pointer(ptr: str) -> list[str]:
    if not ptr:
        return []
    return [t.replace("~1", "/").replace("~0", "~") for t in ptr.split("/")[1:]]
