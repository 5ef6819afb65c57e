"""Drawing pieces for the Briscola project's card decks (pure standard library).

Everything here produces SVG text that pygame-ce's nanosvg renderer draws
correctly: no <text>, no filters, masks or clip paths, no <use>; gradients only
in userSpaceOnUse coordinates. Shapes are placed with plain <g transform>.
"""
