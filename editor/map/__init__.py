"""The map designer: paint the isle on a hex (or square) board, describe its areas, watch the budget.

Importing the package registers the Map view for adventures.
"""

from __future__ import annotations

from editor.views import register


def _create(document, workspace):
    from .view import MapView  # Qt is imported only when a map is shown

    return MapView(document, workspace)


register("adventure", "Map", _create, order=10)
