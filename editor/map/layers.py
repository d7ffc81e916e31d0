"""The board's layers, shown or hidden like Tiled's Layers dock: terrain colours, names, tokens, links, heat.

Hiding a layer changes only what the board paints, never the document: the map view keeps the
set of shown layers (view state) and the board item and heat overlay read it.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout

LAYERS = {
    "terrain": ("Terrain colours", "The fields' colours (off: every field plain, to read the names and links)"),
    "names": ("Names", "The names of named fields and adventure areas"),
    "tokens": ("Progress tokens", "The progress tokens laid at setup"),
    "links": ("Links", "The links between fields (bridges, tunnels, currents)"),
    "heat": ("Heat map", "The last balance run's heat map, when there is one"),
}


class LayersPanel(QGroupBox):
    toggled = Signal(str, bool)  # layer, shown

    def __init__(self, shown=None, parent=None) -> None:
        """`shown`: the layers the board has (default all; a ruleset without links or tokens has no such layer)."""
        super().__init__("Layers", parent)
        self.setObjectName("map-layers")
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        self.boxes: dict[str, QCheckBox] = {}
        for name, (label, tip) in LAYERS.items():
            if shown is not None and name not in shown:
                continue
            box = QCheckBox(label)
            box.setObjectName(f"layer-{name}")
            box.setChecked(True)
            box.setToolTip(tip)
            box.toggled.connect(lambda on, n=name: self.toggled.emit(n, on))
            layout.addWidget(box)
            self.boxes[name] = box

    def show_layer(self, name: str, shown: bool) -> None:
        box = self.boxes[name]
        box.blockSignals(True)
        box.setChecked(shown)
        box.blockSignals(False)
