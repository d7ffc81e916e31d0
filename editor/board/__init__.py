"""How a board is drawn, shared by the map designer and the playtest window: the look (`style`), where
fields lie (`hexes`, `layout`), one item painting every field (`fields_item`), one zoomable view
(`zoom_view`) and the heat map of the last balance run (`heat`). It imports neither feature package."""
