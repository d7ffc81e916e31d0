"""The generic card editor: a file's cards drawn as they print and edited by clicking on their parts.

`face` says what a ruleset describes (`CardFaces`, `Face`, `Region`, `Edit`), `catalogue` is the view
(thumbnails and the large face), `face_view` the large face, `editing` the undo steps. A ruleset
offers its faces through `EditorRuleset.card_faces(kind)` and puts `CardCatalogue` in its `views`.
"""
