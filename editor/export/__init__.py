"""From screen to table: the printable adventure sheet (PDF, print), map images (PNG, SVG).

Everything here draws with Qt's own printing and painting (QPdfWriter, QPrinter, QSvgGenerator,
QImage) and the editor's board drawing (`_board`); the CLI reaches it through `run`, which starts an
offscreen QGuiApplication when there is no display.
"""
