"""Where the schemas and the bundled library are, installed or not."""

from __future__ import annotations

from functools import cache
from pathlib import Path

_ENGINE = Path(__file__).resolve().parents[1]


@cache  # asked for by every schema look-up (the editor's forms, many per edit): one check per process
def _data_dir(name: str) -> Path:
    installed = _ENGINE / "_data" / name  # inside a wheel
    if installed.is_dir():
        return installed
    return _ENGINE.parent / name  # a source checkout or an editable install


def schemas_dir() -> Path:
    """The folder of the JSON Schemas: one folder per ruleset, `common/`, and the playtest report's."""
    return _data_dir("schemas")


def common_schemas_dir() -> Path:
    """The schemas every ruleset shares (the library manifest)."""
    return schemas_dir() / "common"


def library_dir() -> Path:
    """The bundled content library."""
    return _data_dir("adventures")
