"""Test-wide settings: Qt renders offscreen unless a display is asked for explicitly."""

from __future__ import annotations

import os

# The README's test command must pass on a machine without a display (CI sets this too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
